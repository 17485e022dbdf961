//! The row-by-row bitmask search behind random access to the list: it finds the k-th placement
//! below a prefix of the first rows, and the ones after it. (The tests also count and visit the
//! placements below a prefix, and list the prefixes of a given depth, as references.)
//!
//! Bit `j` of a mask is column `j + 1`; a row's lowest set bit is its leftmost column, so taking bits
//! from the lowest up visits placements in the C# and Java programs' (lexicographic) order.

use super::enumerate::MAX_BITMASK_N;

/// The columns each row may use (bit masks, already limited to the board).
pub type RowMasks = [u32; MAX_BITMASK_N];

/// Which complete placements a search counts, with what weight, and which columns it may skip.
///
/// Implemented by zero-sized marker types; the search is monomorphised for each, so the plain
/// count pays nothing for the hooks that the symmetric searches need.
pub trait Selection {
    /// True when every placement counts with weight 1: the last row is then counted by `popcount`.
    const EVERY: bool;

    /// The columns each row may use once the first rows hold `prefix` (a column bit per row).
    /// A pruning only: it must never exclude a placement of non-zero weight.
    fn masks(n: usize, prefix: &[u32]) -> RowMasks;

    /// Columns that must all be taken once the first rows hold `prefix` (column bits), by the end of
    /// a given row. A pruning only, like [`Selection::masks`]; by default there is none.
    fn deadline(_n: usize, _prefix: &[u32]) -> Deadline {
        Deadline::NONE
    }

    /// The weight of a complete placement (a column bit per row): 0 if it is not selected.
    fn weight(n: usize, rows: &[u32]) -> u64;
}

/// Columns that must all hold a queen by the end of row `row` (0-based).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Deadline {
    /// The last row that may take one of the columns.
    pub row: usize,
    /// The columns (bit mask).
    pub columns: u32,
}

impl Deadline {
    /// No deadline at all.
    pub const NONE: Deadline = Deadline {
        row: usize::MAX,
        columns: 0,
    };

    /// The columns row `row` may use given the columns already taken: at the deadline row, the one
    /// missing column if there is one, nothing if two or more are missing.
    #[inline(always)]
    fn restrict(self, row: usize, taken: u32, free: u32) -> u32 {
        if row != self.row {
            return free;
        }
        let missing = self.columns & !taken;
        match missing.count_ones() {
            0 => free,
            1 => free & missing,
            _ => 0,
        }
    }
}

/// Every placement, with weight 1: the plain lexicographic list.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Every;

impl Selection for Every {
    const EVERY: bool = true;

    fn masks(n: usize, _prefix: &[u32]) -> RowMasks {
        [full_mask(n); MAX_BITMASK_N]
    }

    fn weight(_n: usize, _rows: &[u32]) -> u64 {
        1
    }
}

/// The mask of all `n` columns (0 for `n == 0` or `n > MAX_BITMASK_N`).
pub fn full_mask(n: usize) -> u32 {
    if n == 0 || n > MAX_BITMASK_N {
        0
    } else {
        u32::MAX >> (32 - n)
    }
}

/// The search state after a prefix: attacked columns and diagonals for the next row.
#[derive(Clone, Copy, Debug)]
struct Lines {
    cols: u32,
    diag: u32,
    anti: u32,
}

impl Lines {
    const EMPTY: Lines = Lines {
        cols: 0,
        diag: 0,
        anti: 0,
    };

    #[inline(always)]
    fn free(self, allowed: u32) -> u32 {
        !(self.cols | self.diag | self.anti) & allowed
    }

    #[inline(always)]
    fn place(self, bit: u32) -> Lines {
        Lines {
            cols: self.cols | bit,
            diag: (self.diag | bit) << 1,
            anti: (self.anti | bit) >> 1,
        }
    }
}

/// A prefix made ready to search below: its rows (column bits) and the state after them.
struct Start {
    rows: [u32; MAX_BITMASK_N],
    depth: usize,
    lines: Lines,
    plan: Plan,
}

/// What a search below a prefix may use: each row's columns and the deadline.
struct Plan {
    masks: RowMasks,
    deadline: Deadline,
}

impl Plan {
    fn new<S: Selection>(n: usize, prefix: &[u32]) -> Self {
        Plan {
            masks: S::masks(n, prefix),
            deadline: S::deadline(n, prefix),
        }
    }

    /// The columns row `row` may take, given the lines attacked by the rows above.
    #[inline(always)]
    fn free(&self, row: usize, lines: Lines) -> u32 {
        self.deadline
            .restrict(row, lines.cols, lines.free(self.masks[row]))
    }
}

impl Start {
    /// Checks that `prefix` (column bits) is a non-attacking start on an `n` board that obeys the
    /// selection's plan; `None` otherwise, since no selected placement can extend it.
    fn new<S: Selection>(n: usize, prefix: &[u32]) -> Option<Self> {
        let full = full_mask(n);
        if full == 0 || prefix.len() > n {
            return None;
        }
        let plan = Plan::new::<S>(n, prefix);
        let mut rows = [0u32; MAX_BITMASK_N];
        let mut lines = Lines::EMPTY;
        for (row, &bit) in prefix.iter().enumerate() {
            if bit.count_ones() != 1 || plan.free(row, lines) & bit == 0 {
                return None;
            }
            rows[row] = bit;
            lines = lines.place(bit);
        }
        Some(Start {
            rows,
            depth: prefix.len(),
            lines,
            plan,
        })
    }
}

/// The total weight of the placements that extend `prefix` (column bits of the first rows), and the
/// number of search nodes visited. A prefix that attacks itself, leaves the board or breaks the
/// selection's plan has weight 0. (The tests' reference: the page counts by constellations.)
#[cfg(test)]
pub(crate) fn count_below<S: Selection>(n: usize, prefix: &[u32]) -> (u64, u64) {
    walk::<S>(n, prefix, |_, _| {})
}

/// The total weight of the placements that extend `prefix` and the search nodes visited, as
/// `count_below` in the tests; it calls `visit(rows, weight)` on each placement of non-zero weight (a
/// column bit per row) as it is found, in lexicographic order, unless the selection is
/// [`Selection::EVERY`] (whose last row is counted without visiting).
#[cfg(test)]
pub(crate) fn walk<S: Selection>(
    n: usize,
    prefix: &[u32],
    mut visit: impl FnMut(&[u32], u64),
) -> (u64, u64) {
    let Some(mut start) = Start::new::<S>(n, prefix) else {
        return (0, 0);
    };
    let first = start.depth;
    let last = n - 1;
    let plan = &start.plan;
    let rows = &mut start.rows;
    if first == n {
        let weight = S::weight(n, &rows[..n]);
        if weight != 0 {
            visit(&rows[..n], weight);
        }
        return (weight, 0);
    }
    if first == last {
        return (last_row::<S>(n, plan, start.lines, rows, &mut visit), 0);
    }
    // Depth-first over an explicit stack: for each row, the columns still to try and the lines
    // attacked there. Faster than recursion, and the hot loop of the whole page.
    let mut untried = [0u32; MAX_BITMASK_N];
    let mut attacked = [Lines::EMPTY; MAX_BITMASK_N];
    attacked[first] = start.lines;
    untried[first] = plan.free(first, start.lines);
    let (mut row, mut total, mut nodes) = (first, 0, 0);
    loop {
        let free = untried[row];
        if free == 0 {
            if row == first {
                return (total, nodes);
            }
            row -= 1;
            continue;
        }
        let bit = free & free.wrapping_neg();
        untried[row] = free ^ bit;
        if !S::EVERY {
            rows[row] = bit;
        }
        nodes += 1;
        let next = attacked[row].place(bit);
        if row + 1 == last {
            total += last_row::<S>(n, plan, next, rows, &mut visit);
        } else {
            row += 1;
            attacked[row] = next;
            untried[row] = plan.free(row, next);
        }
    }
}

/// The total weight of the complete placements whose last row is free to take any column left by
/// `lines` (the rows above it are in `rows`), each visited unless the selection is `EVERY`.
#[cfg(test)]
#[inline(always)]
fn last_row<S: Selection>(
    n: usize,
    plan: &Plan,
    lines: Lines,
    rows: &mut [u32; MAX_BITMASK_N],
    visit: &mut impl FnMut(&[u32], u64),
) -> u64 {
    let last = n - 1;
    let mut free = plan.free(last, lines);
    if S::EVERY {
        return u64::from(free.count_ones());
    }
    let mut total = 0;
    while free != 0 {
        let bit = free & free.wrapping_neg();
        free ^= bit;
        rows[last] = bit;
        let weight = S::weight(n, &rows[..n]);
        if weight != 0 {
            visit(&rows[..n], weight);
            total += weight;
        }
    }
    total
}

/// The complete placements of non-zero weight numbered `k` to `k + count - 1` (0-based, in
/// lexicographic order, each counted once whatever its weight) among those extending `prefix`, as
/// 1-based columns: fewer if the prefix has fewer. One search: the placements after the `k`th cost
/// little more.
pub fn find_run_below<S: Selection>(
    n: usize,
    prefix: &[u32],
    k: u64,
    count: usize,
) -> Vec<Vec<u32>> {
    let mut found = Vec::new();
    let Some(mut start) = Start::new::<S>(n, prefix) else {
        return found;
    };
    let mut run = Run {
        skip: k,
        wanted: count,
        found: &mut found,
    };
    if run.wanted == 0 {
        return found;
    }
    if start.depth == n {
        if S::weight(n, &start.rows[..n]) != 0 {
            run.take(&start.rows[..n]);
        }
    } else {
        find::<S>(
            n,
            start.depth,
            start.lines,
            &start.plan,
            &mut start.rows,
            &mut run,
        );
    }
    found
}

/// What a search for a run of placements still has to do: skip some, then keep some.
struct Run<'a> {
    /// Selected placements still to skip.
    skip: u64,
    /// Placements still to keep after those.
    wanted: usize,
    /// The placements kept, as 1-based columns.
    found: &'a mut Vec<Vec<u32>>,
}

impl Run<'_> {
    /// Counts one selected placement (column bits): skipped or kept. True once the run is
    /// complete.
    fn take(&mut self, rows: &[u32]) -> bool {
        if self.skip > 0 {
            self.skip -= 1;
            return false;
        }
        self.found
            .push(rows.iter().map(|b| b.trailing_zeros() + 1).collect());
        self.wanted -= 1;
        self.wanted == 0
    }
}

/// Depth-first search that skips the run's first placements and keeps the next ones; true once
/// the run is complete.
fn find<S: Selection>(
    n: usize,
    row: usize,
    lines: Lines,
    plan: &Plan,
    rows: &mut [u32; MAX_BITMASK_N],
    run: &mut Run,
) -> bool {
    let mut free = plan.free(row, lines);
    if row + 1 == n && S::EVERY {
        let choices = u64::from(free.count_ones());
        if choices <= run.skip {
            run.skip -= choices;
            return false;
        }
    }
    while free != 0 {
        let bit = free & free.wrapping_neg();
        free ^= bit;
        rows[row] = bit;
        if row + 1 == n {
            if S::weight(n, &rows[..n]) != 0 && run.take(&rows[..n]) {
                return true;
            }
        } else if find::<S>(n, row + 1, lines.place(bit), plan, rows, run) {
            return true;
        }
    }
    false
}

/// Every prefix of `depth` rows (column bits) that is non-attacking and obeys the selection's
/// plan, in lexicographic order; `depth` is capped at `n`.
#[cfg(test)]
pub(crate) fn prefixes<S: Selection>(n: usize, depth: usize) -> Vec<Vec<u32>> {
    let depth = depth.min(n);
    let mut level: Vec<Vec<u32>> = vec![Vec::new()];
    if full_mask(n) == 0 {
        return Vec::new();
    }
    for row in 0..depth {
        let mut next = Vec::new();
        for prefix in &level {
            let plan = Plan::new::<S>(n, prefix);
            let lines = prefix.iter().fold(Lines::EMPTY, |l, &bit| l.place(bit));
            let mut free = plan.free(row, lines);
            while free != 0 {
                let bit = free & free.wrapping_neg();
                free ^= bit;
                let mut longer = prefix.clone();
                longer.push(bit);
                next.push(longer);
            }
        }
        level = next;
    }
    level
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::queens::enumerate::count_plain;

    #[test]
    fn counts_below_every_depth_add_up() {
        for n in 1..=9 {
            for depth in 0..=n {
                let total: u64 = prefixes::<Every>(n, depth)
                    .iter()
                    .map(|p| count_below::<Every>(n, p).0)
                    .sum();
                assert_eq!(total, count_plain(n), "n = {n}, depth = {depth}");
            }
        }
    }

    #[test]
    fn bad_prefixes_have_no_placements() {
        assert_eq!(count_below::<Every>(8, &[1, 2]).0, 0, "diagonal attack");
        assert_eq!(count_below::<Every>(8, &[1, 1]).0, 0, "same column");
        assert_eq!(count_below::<Every>(8, &[1 << 9]).0, 0, "off the board");
        assert_eq!(count_below::<Every>(8, &[3]).0, 0, "two bits");
        assert_eq!(
            find_run_below::<Every>(4, &[1], 0, 1),
            Vec::<Vec<u32>>::new()
        );
        assert_eq!(
            find_run_below::<Every>(4, &[2], 0, 5),
            vec![vec![2, 4, 1, 3]]
        );
        assert_eq!(
            find_run_below::<Every>(4, &[2], 1, 1),
            Vec::<Vec<u32>>::new()
        );
        assert_eq!(
            find_run_below::<Every>(4, &[], 0, 5),
            vec![vec![2, 4, 1, 3], vec![3, 1, 4, 2]]
        );
        assert_eq!(
            find_run_below::<Every>(4, &[], 1, 0),
            Vec::<Vec<u32>>::new()
        );
    }
}
