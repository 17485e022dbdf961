//! The algorithms' own variables, as plain data for the state panel.

/// A snapshot of the traced algorithm's own variables, named and indexed as in the program it
/// follows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AlgorithmState {
    /// The C# program: `m[k]` is `M[k + 1]`, the 1-based column tried or held in row `k + 1`
    /// (0 before the row is first reached; `N + 1` once the row ran off the board, as the C#
    /// program leaves it). `p` is the 1-based row the pointer is at; 0 once the search is over.
    Pointer {
        /// `M[1..N]`.
        m: Vec<u32>,
        /// The pointer `p`.
        p: usize,
    },
    /// The Java program and the C program's recursive version: the recursion `NQueen(i)` and its
    /// flag arrays (`true` = line free).
    Flags {
        /// The loop variable `j` (1-based column) of each active call `NQueen(1..=i)`, outermost
        /// first; 0 when that call's loop has not started. Its length is the current `i`.
        calls: Vec<u32>,
        /// `c[j - 1]`: column `j` is free.
        c: Vec<bool>,
        /// `c1[i - j + N - 1]` (1-based `i`, `j`): that diagonal is free. Length `2N - 1`.
        c1: Vec<bool>,
        /// `c2[i + j - 2]` (1-based `i`, `j`): that anti-diagonal is free. Length `2N - 1`.
        c2: Vec<bool>,
    },
    /// The C program's non-recursive version, which places column by column. It is shown
    /// transposed: its column `i` is drawn as row `i`, its row `a[i]` as the column, so its
    /// printed solutions read as `M[1..N]`.
    ColumnByColumn {
        /// `a[k]` is the C program's `a[k + 1]`: the 1-based row (shown as column) chosen in its
        /// column `k + 1`; 0 before that column is first reached.
        a: Vec<u32>,
        /// The C program's `i`: the 1-based column (shown as row) being decided; `N + 1` once a
        /// solution is complete.
        i: usize,
    },
    /// Brute force: the arrangement being generated and how many were tested.
    Brute {
        /// The 0-based row the generation is at (`N` once an arrangement is complete).
        row: usize,
        /// Complete arrangements tested so far.
        tested: u64,
        /// Arrangements in all: N^N, or N! for the permutations (saturating at `u64::MAX`).
        arrangements: u64,
        /// Whether only permutations (one queen per column) are generated.
        permutations: bool,
    },
    /// Forward checking: the free squares of each empty row, and the row being filled.
    Forward {
        /// `free[r]`: the free squares of row `r` (bit `c` is the 0-based column `c`); `None`
        /// for a row holding a queen. After an `Emptied` event, as the try left them (one row
        /// at least is empty) until the next event restores them.
        free: Vec<Option<u32>>,
        /// The 0-based row the innermost call fills; `None` once the search is over.
        row: Option<usize>,
        /// Whether rows are chosen by fewest free squares (MRV) rather than in order.
        mrv: bool,
    },
    /// Min-conflicts: the queen chosen, the pairs attacking each other, this start's repairs.
    MinConflicts {
        /// The 0-based row of the queen chosen to move next, between a `Pick` and its `Move`.
        picked: Option<usize>,
        /// Pairs of queens attacking each other (0 until the start is whole).
        pairs: u64,
        /// Repairs since the last start.
        repairs: u64,
        /// The repairs a start gets before the run starts again.
        limit: u64,
        /// New starts so far.
        restarts: u32,
        /// The seed the run draws from.
        seed: u64,
    },
    /// Bitmasks of the row being filled: bit `b` stands for the 0-based column `b`.
    Bitmask {
        /// The 0-based row whose queen is being chosen (the recursion depth).
        row: usize,
        /// Columns holding a queen.
        cols: u32,
        /// Squares of this row on a diagonal (`x - y` constant) of a queen above.
        diag: u32,
        /// Squares of this row on an anti-diagonal (`x + y` constant) of a queen above.
        anti: u32,
        /// Free squares of this row not yet tried.
        free: u32,
    },
    /// A search recorded elsewhere (a student's program): the list `queens` its program keeps,
    /// the columns of the queens of rows 0, 1, … in order.
    Recorded {
        /// The columns, 0-based.
        queens: Vec<usize>,
    },
}
