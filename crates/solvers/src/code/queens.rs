//! The N-Queens algorithms' programs, and the lines their tracers name for each event.

use super::LineKind::{Check, Place, Record, Remove, Try};
use super::Note::*;
use super::{bare, line, noted, plain, Line, Origin, Program};
use crate::queens::trace::Algorithm;

/// The program the player shows for `algorithm`.
pub fn queens_program(algorithm: Algorithm) -> &'static Program {
    match algorithm {
        Algorithm::Pointer => &POINTER,
        Algorithm::Flags => &FLAGS,
        Algorithm::ColumnByColumn => &COLUMNS,
        Algorithm::GenerateAndTest => &GENERATE,
        Algorithm::Permutations => &PERMUTATIONS,
        Algorithm::Bitmask => &BITMASK,
        Algorithm::Forward => &FORWARD,
        Algorithm::Mrv => &MRV,
        Algorithm::MinConflicts => &LOCAL,
    }
}

/// The C# program's loop over `M[1..N]` and the pointer `p`.
const POINTER: Program = Program {
    origin: Origin::Article,
    language: "C#",
    lines: &[
        noted("int[] M = new int[N + 1];", PointerVariables),
        plain("int p = 1; M[1] = 0;"),
        plain("while (p > 0)"),
        plain("{"),
        line("    M[p]++;", Try, NextColumn),
        plain("    if (M[p] > N)"),
        plain("    {"),
        line("        while (M[p] > N) p--;", Remove, RowUsedUp),
        plain("        continue;"),
        plain("    }"),
        line("    if (Strike(M, p)) continue;", Check, Attacked),
        line(
            "    if (p < N) { p++; M[p] = 0; continue; }",
            Place,
            KeepAndGoOn,
        ),
        line("    AddToListBox(M, N);", Record, Solution),
        line("    p--;", Remove, LiftLast),
        plain("}"),
        plain(""),
        plain("bool Strike(int[] M, int p)"),
        plain("{"),
        plain("    for (int i = 1; i <= p - 1; i++)"),
        plain("        if (IsStrike(M[i], i, M[p], p)) return true;"),
        plain("    return false;"),
        plain("}"),
    ],
};

/// `M[p]++;`
pub(crate) const POINTER_TRY: u8 = POINTER.find("M[p]++;");
/// The rewind to the row above.
pub(crate) const POINTER_REWIND: u8 = POINTER.find("while (M[p] > N) p--;");
/// `Strike(M, p)`.
pub(crate) const POINTER_STRIKE: u8 = POINTER.find("if (Strike(M, p)) continue;");
/// The queen stays.
pub(crate) const POINTER_PLACE: u8 = POINTER.find("if (p < N) { p++; M[p] = 0; continue; }");
/// The solution.
pub(crate) const POINTER_RECORD: u8 = POINTER.find("AddToListBox(M, N);");
/// `p--` after a solution.
pub(crate) const POINTER_LIFT: u8 = POINTER.find("p--;");

/// The Java program's recursive search (`NQueen`) with the flag arrays `c`, `c1`, `c2`; the C
/// program's recursive version is the same search.
const FLAGS: Program = Program {
    origin: Origin::Article,
    language: "Java",
    lines: &[
        noted("boolean[] c = new boolean[N + 1];", FlagsVariables),
        plain("boolean[] c1 = new boolean[2 * N - 1];"),
        plain("boolean[] c2 = new boolean[2 * N - 1];"),
        plain("int[] x = new int[N + 1];"),
        plain("Arrays.fill(c, true); Arrays.fill(c1, true); Arrays.fill(c2, true);"),
        plain(""),
        plain("void NQueen(int i) {"),
        line("    for (int j = 1; j <= N; j++) {", Try, EachColumn),
        line(
            "        if (c[j] && c1[i - j + N - 1] && c2[i + j - 2]) {",
            Check,
            LinesFree,
        ),
        bare("            x[i] = j;", Place),
        noted(
            "            c[j] = c1[i - j + N - 1] = c2[i + j - 2] = false;",
            TakeLines,
        ),
        line("            if (i == N) print(x);", Record, Solution),
        plain("            else NQueen(i + 1);"),
        line(
            "            c[j] = c1[i - j + N - 1] = c2[i + j - 2] = true;",
            Remove,
            FreeLines,
        ),
        plain("        }"),
        plain("    }"),
        plain("}"),
        plain(""),
        plain("NQueen(1);"),
    ],
};

/// The loop's next `j`.
pub(crate) const FLAGS_TRY: u8 = FLAGS.find("for (int j = 1; j <= N; j++) {");
/// `check(i, j)`.
pub(crate) const FLAGS_CHECK: u8 = FLAGS.find("if (c[j] && c1[i - j + N - 1] && c2[i + j - 2]) {");
/// `x[i] = j`.
pub(crate) const FLAGS_PLACE: u8 = FLAGS.find("x[i] = j;");
/// The solution.
pub(crate) const FLAGS_RECORD: u8 = FLAGS.find("if (i == N) print(x);");
/// The flags reset.
pub(crate) const FLAGS_REMOVE: u8 = FLAGS.find("c[j] = c1[i - j + N - 1] = c2[i + j - 2] = true;");

/// The C program's non-recursive version, column by column (shown transposed on the board).
const COLUMNS: Program = Program {
    origin: Origin::Article,
    language: "C",
    lines: &[
        noted(
            "int a[N + 1], i, k, flag, not_finish = 1;",
            ColumnsVariables,
        ),
        noted("int next(int r) { return r == N ? 1 : r + 1; }", NextRow),
        bare("i = 1; a[1] = 1;", Try),
        plain("while (not_finish) {"),
        plain("  while (not_finish && i <= N) {"),
        plain("    for (flag = 1, k = 1; flag && k < i; k++)"),
        line("      if (a[k] == a[i]) flag = 0;", Check, SameRow),
        plain("    for (k = 1; flag && k < i; k++)"),
        line(
            "      if (abs(a[i] - a[k]) == i - k) flag = 0;",
            Check,
            SameDiagonal,
        ),
        plain("    if (flag) {"),
        line("      i++;", Place, KeepAndGoOn),
        bare("      if (i <= N) a[i] = next(a[i - 1]);", Try),
        bare("    } else if (a[i] != a[i - 1]) a[i] = next(a[i]);", Try),
        plain("    else {"),
        line("      i--;", Remove, ColumnUsedUp),
        plain("      if (i == 1 && a[1] == N) not_finish = 0;"),
        bare("      else a[i] = next(a[i]);", Try),
        plain("    }"),
        plain("  }"),
        plain("  if (not_finish) {"),
        line("    print(a);", Record, Solution),
        line("    i = N - 1;", Remove, LiftLast),
        bare("    a[i] = next(a[i]);", Try),
        plain("  }"),
        plain("}"),
    ],
};

/// The first column's first row.
pub(crate) const COLUMNS_START: u8 = COLUMNS.find("i = 1; a[1] = 1;");
/// Pass 1: the same row.
pub(crate) const COLUMNS_SAME_ROW: u8 = COLUMNS.find("if (a[k] == a[i]) flag = 0;");
/// Pass 2: a diagonal.
pub(crate) const COLUMNS_DIAGONAL: u8 = COLUMNS.find("if (abs(a[i] - a[k]) == i - k) flag = 0;");
/// The test passed.
pub(crate) const COLUMNS_PLACE: u8 = COLUMNS.find("i++;");
/// The next column's first row.
pub(crate) const COLUMNS_NEXT_COLUMN: u8 = COLUMNS.find("if (i <= N) a[i] = next(a[i - 1]);");
/// The same column's next row.
pub(crate) const COLUMNS_NEXT_ROW: u8 =
    COLUMNS.find("} else if (a[i] != a[i - 1]) a[i] = next(a[i]);");
/// Back to the column before.
pub(crate) const COLUMNS_BACK: u8 = COLUMNS.find("i--;");
/// The column returned to moves on.
pub(crate) const COLUMNS_RESELECT: u8 = COLUMNS.find("else a[i] = next(a[i]);");
/// The solution.
pub(crate) const COLUMNS_RECORD: u8 = COLUMNS.find("print(a);");
/// Columns `N` and `N - 1` leave after a solution.
pub(crate) const COLUMNS_LEAVE: u8 = COLUMNS.find("i = N - 1;");
/// Column `N - 1` moves on after a solution.
pub(crate) const COLUMNS_RESUME: u8 = COLUMNS.find("a[i] = next(a[i]);");

/// The bitboard search in C.
const BITMASK: Program = Program {
    origin: Origin::App,
    language: "C",
    lines: &[
        noted("unsigned full = (1u << N) - 1;", BitColumns),
        plain("int queen[N];"),
        plain("long count = 0;"),
        plain(""),
        plain("void solve(int row, unsigned cols, unsigned diag, unsigned anti) {"),
        line("  if (row == N) { count++; return; }", Record, Solution),
        line(
            "  unsigned free = ~(cols | diag | anti) & full;",
            Check,
            FreeMask,
        ),
        plain("  while (free) {"),
        noted("    unsigned bit = free & -free;", LowestBit),
        plain("    free ^= bit;"),
        bare("    queen[row] = bit;", Place),
        plain("    solve(row + 1, cols | bit,"),
        plain("          (diag | bit) << 1, (anti | bit) >> 1);"),
        bare("    queen[row] = 0;", Remove),
        plain("  }"),
        plain("}"),
        plain(""),
        plain("solve(0, 0, 0, 0);"),
    ],
};

/// The lowest free bit taken.
pub(crate) const BITMASK_PLACE: u8 = BITMASK.find("queen[row] = bit;");
/// The call returned.
pub(crate) const BITMASK_REMOVE: u8 = BITMASK.find("queen[row] = 0;");
/// `row == N`.
pub(crate) const BITMASK_RECORD: u8 = BITMASK.find("if (row == N) { count++; return; }");

/// The brute-force programs' variables and test, before their generation.
const BRUTE_TEST: [Line; 17] = [
    noted(
        "int queen[N];  /* queen[r]: the column of row r's queen */",
        BruteVariables,
    ),
    plain("long tested = 0;"),
    plain(""),
    plain("int attack(int i, int j) {  /* the queens of rows i < j */"),
    plain("  return queen[i] == queen[j] ||"),
    plain("         abs(queen[i] - queen[j]) == j - i;"),
    plain("}"),
    plain(""),
    plain("void test(void) {"),
    noted("  tested++;", TestWhenComplete),
    plain("  for (int j = 1; j < N; j++)"),
    plain("    for (int i = 0; i < j; i++)"),
    line("      if (attack(i, j)) return;", Check, PairAttacks),
    line("  print(queen);", Record, Solution),
    plain("}"),
    plain(""),
    plain("void generate(int row) {"),
];

/// Generate and test's generation: every column of every row.
const EVERY_COLUMN: [Line; 7] = [
    plain("  if (row == N) { test(); return; }"),
    noted("  for (int col = 0; col < N; col++) {", EveryColumn),
    bare("    queen[row] = col;", Place),
    plain("    generate(row + 1);"),
    bare("    queen[row] = -1;", Remove),
    plain("  }"),
    plain("}"),
];

/// The permutations' generation: the columns no queen above uses.
const FREE_COLUMNS: [Line; 8] = [
    plain("  if (row == N) { test(); return; }"),
    plain("  for (int col = 0; col < N; col++) {"),
    noted("    if (used[col]) continue;", UnusedColumn),
    bare("    used[col] = 1; queen[row] = col;", Place),
    plain("    generate(row + 1);"),
    bare("    used[col] = 0; queen[row] = -1;", Remove),
    plain("  }"),
    plain("}"),
];

/// The call that starts the generation.
const GENERATE_CALL: [Line; 2] = [plain(""), plain("generate(0);")];

/// Generate and test's lines.
const GENERATE_LINES: [Line; 26] = join(BRUTE_TEST, EVERY_COLUMN, GENERATE_CALL);
/// The permutations' lines.
const PERMUTATIONS_LINES: [Line; 27] = join(BRUTE_TEST, FREE_COLUMNS, GENERATE_CALL);

/// Generate and test, in C.
const GENERATE: Program = Program {
    origin: Origin::App,
    language: "C",
    lines: &GENERATE_LINES,
};

/// Every permutation, tested, in C.
const PERMUTATIONS: Program = Program {
    origin: Origin::App,
    language: "C",
    lines: &PERMUTATIONS_LINES,
};

/// The lines of the brute-force programs that do an event.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum BruteLine {
    /// A queen goes on the board.
    Place,
    /// It leaves.
    Remove,
    /// `attack(i, j)`: the arrangement is rejected.
    Check,
    /// `print(queen)`.
    Record,
}

/// The index of `line` in generate and test's program, or the permutations' (`permutations`).
pub(crate) const fn brute_line(permutations: bool, line: BruteLine) -> u8 {
    let (program, place, remove) = if permutations {
        (
            &PERMUTATIONS,
            "used[col] = 1; queen[row] = col;",
            "used[col] = 0; queen[row] = -1;",
        )
    } else {
        (&GENERATE, "queen[row] = col;", "queen[row] = -1;")
    };
    program.find(match line {
        BruteLine::Place => place,
        BruteLine::Remove => remove,
        BruteLine::Check => "if (attack(i, j)) return;",
        BruteLine::Record => "print(queen);",
    })
}

/// The forward-checking programs' variables, before their `next_row`.
const FORWARD_HEAD: [Line; 3] = [
    noted(
        "int queen[N];     /* -1: row r is empty */",
        ForwardVariables,
    ),
    plain("unsigned dom[N];  /* bit c: square (r, c) is free */"),
    plain(""),
];

/// Forward checking's `next_row`: the lowest empty row.
const LOWEST_ROW: [Line; 5] = [
    plain("int next_row(void) {"),
    plain("  for (int r = 0; r < N; r++)"),
    noted("    if (queen[r] < 0) return r;", LowestEmptyRow),
    plain("  return N;"),
    plain("}"),
];

/// MRV's `next_row`: the empty row with the fewest free squares, the lowest of those.
const FEWEST_FREE_ROW: [Line; 7] = [
    plain("int next_row(void) {"),
    plain("  int best = N;"),
    plain("  for (int r = 0; r < N; r++)"),
    plain("    if (queen[r] < 0 && (best == N ||"),
    noted(
        "        ones(dom[r]) < ones(dom[best]))) best = r;",
        FewestFree,
    ),
    plain("  return best;"),
    plain("}"),
];

/// The search both forward-checking programs share, after their `next_row`.
const FORWARD_SOLVE: [Line; 23] = [
    plain(""),
    plain("void solve(int placed) {"),
    line(
        "  if (placed == N) { print(queen); return; }",
        Record,
        Solution,
    ),
    plain("  int row = next_row();"),
    noted(
        "  for (unsigned free = dom[row]; free; free &= free - 1) {",
        OnlyFree,
    ),
    plain("    int col = lowest_bit(free), wiped = 0;"),
    plain("    unsigned saved[N]; memcpy(saved, dom, sizeof dom);"),
    plain("    for (int r = 0; r < N && !wiped; r++)"),
    plain("      if (queen[r] < 0 && r != row) {"),
    noted("        dom[r] &= ~attacks(row, col, r);", StrikeOut),
    plain("        wiped = dom[r] == 0;"),
    plain("      }"),
    line(
        "    if (wiped) { memcpy(dom, saved, sizeof dom); continue; }",
        Check,
        RowEmptied,
    ),
    line("    queen[row] = col;", Place, KeepAndGoOn),
    plain("    solve(placed + 1);"),
    line("    queen[row] = -1;", Remove, GiveSquaresBack),
    plain("    memcpy(dom, saved, sizeof dom);"),
    plain("  }"),
    plain("}"),
    plain(""),
    plain("memset(queen, -1, sizeof queen);"),
    plain("for (int r = 0; r < N; r++) dom[r] = (1u << N) - 1;"),
    plain("solve(0);"),
];

/// `head`, then `middle`, then `tail`, as one array of `C` lines (`C` must be their sum).
const fn join<const A: usize, const B: usize, const D: usize, const C: usize>(
    head: [Line; A],
    middle: [Line; B],
    tail: [Line; D],
) -> [Line; C] {
    assert!(A + B + D == C, "the joined length is the parts' sum");
    let mut lines = [plain(""); C];
    let mut i = 0;
    while i < C {
        lines[i] = if i < A {
            head[i]
        } else if i < A + B {
            middle[i - A]
        } else {
            tail[i - A - B]
        };
        i += 1;
    }
    lines
}

/// Forward checking's lines.
const FORWARD_LINES: [Line; 31] = join(FORWARD_HEAD, LOWEST_ROW, FORWARD_SOLVE);
/// MRV's lines.
const MRV_LINES: [Line; 33] = join(FORWARD_HEAD, FEWEST_FREE_ROW, FORWARD_SOLVE);

/// Forward checking, rows in order, in C.
const FORWARD: Program = Program {
    origin: Origin::App,
    language: "C",
    lines: &FORWARD_LINES,
};

/// Forward checking with the most constrained row first, in C.
const MRV: Program = Program {
    origin: Origin::App,
    language: "C",
    lines: &MRV_LINES,
};

/// The lines of the forward-checking programs that do an event.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ForwardLine {
    /// `queen[row] = col;`
    Place,
    /// `if (wiped) …`: a row was left with no free square.
    Emptied,
    /// `queen[row] = -1;`
    Remove,
    /// `placed == N`.
    Record,
}

/// The index of `line` in forward checking's program, or MRV's (`mrv`).
pub(crate) const fn forward_line(mrv: bool, line: ForwardLine) -> u8 {
    let program = if mrv { &MRV } else { &FORWARD };
    program.find(match line {
        ForwardLine::Place => "queen[row] = col;",
        ForwardLine::Emptied => "if (wiped) { memcpy(dom, saved, sizeof dom); continue; }",
        ForwardLine::Remove => "queen[row] = -1;",
        ForwardLine::Record => "if (placed == N) { print(queen); return; }",
    })
}

/// Min-conflicts, in C: a greedy start, then repairs.
const LOCAL: Program = Program {
    origin: Origin::App,
    language: "C",
    lines: &[
        noted(
            "int queen[N];  /* queen[r]: the column of row r */",
            LocalVariables,
        ),
        plain("int attackers(int r, int c);  /* queens of other rows */"),
        plain(""),
        plain("void start(void) {"),
        plain("  for (int r = 0; r < N; r++)"),
        line(
            "    queen[r] = random_unused_column(r);",
            Place,
            RandomStart,
        ),
        plain("}"),
        plain(""),
        plain("void solve(void) {"),
        plain("  start();"),
        plain("  for (int repairs = 0; ; repairs++) {"),
        line(
            "    if (!in_conflict()) { print(queen); return; }",
            Record,
            Solution,
        ),
        line(
            "    if (repairs == LIMIT) { start(); repairs = 0; }",
            Remove,
            StartAgain,
        ),
        line(
            "    int r = random_row_in_conflict();",
            Check,
            PickConflicted,
        ),
        plain("    int best = -1, fewest = N, ties = 0;"),
        plain("    for (int c = 0; c < N; c++) {"),
        noted("      int a = attackers(r, c);", CountAttackers),
        plain("      if (a < fewest) { best = c; fewest = a; ties = 1; }"),
        noted(
            "      else if (a == fewest && rand() % ++ties == 0) best = c;",
            TiesAtRandom,
        ),
        plain("    }"),
        line("    queen[r] = best;", Place, MoveToFewest),
        plain("  }"),
        plain("}"),
    ],
};

/// The lines of the min-conflicts program that do an event.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum LocalLine {
    /// The greedy start places a row.
    Start,
    /// A start had its repairs.
    Stalled,
    /// A queen in conflict is chosen.
    Pick,
    /// It moves.
    Move,
    /// No queen is attacked.
    Record,
}

/// The index of `line` in the min-conflicts program.
pub(crate) const fn local_line(line: LocalLine) -> u8 {
    LOCAL.find(match line {
        LocalLine::Start => "queen[r] = random_unused_column(r);",
        LocalLine::Stalled => "if (repairs == LIMIT) { start(); repairs = 0; }",
        LocalLine::Pick => "int r = random_row_in_conflict();",
        LocalLine::Move => "queen[r] = best;",
        LocalLine::Record => "if (!in_conflict()) { print(queen); return; }",
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn programs_are_short_and_lines_fit() {
        for a in Algorithm::ALL {
            let p = queens_program(a);
            assert!((15..=40).contains(&p.lines.len()), "{a}");
            assert!(p.lines.iter().all(|l| l.text.len() <= 72), "{a}");
        }
    }
}
