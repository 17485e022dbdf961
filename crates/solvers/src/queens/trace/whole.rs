//! The counters a whole search ends on, found without stepping through its events: each
//! program's tree walked directly, a node's events counted at once (the flag arrays' and the
//! bitmask's from the node's masks, the scanning programs' checks queen by queen for the whole
//! row, forward checking's from its domains), and brute force's arrangements settled in bulk
//! wherever a queen is attacked. The chart of work needs only these totals; the tracer builds
//! every event for display, and stepped to the end it took 6.5 times as long on the chart's first
//! range (`cargo bench --bench growth`). Min-conflicts, which builds no tree, is stepped.
//!
//! The tests check every total against the tracer's.

use super::algorithm::Algorithm;
use super::brute::computed_work;
use super::forward::attacks;
use super::pointer::rays;
use super::tracer::{Counters, Tracer, MAX_TRACE_N};

/// The counters `algorithm`'s whole search of `n` ends on, as the tracer run to its end has them;
/// `None` for an `n` the tracer does not take.
pub fn whole_search(algorithm: Algorithm, n: usize) -> Option<Counters> {
    if n == 0 || n > MAX_TRACE_N {
        return None;
    }
    let mut counters = Counters::default();
    let board = Board::new(n);
    match algorithm {
        Algorithm::Flags => board.flags(0, Lines::default(), &mut counters),
        Algorithm::Bitmask => {
            // The root's mask, then one per queen placed above the last row.
            counters.conflict_checks += 1;
            board.bitmask(0, Lines::default(), &mut counters);
        }
        Algorithm::Pointer => board.pointer(
            0,
            &mut [0; MAX_TRACE_N],
            &mut [0; MAX_TRACE_N + 1],
            &mut counters,
        ),
        Algorithm::ColumnByColumn => board.columns(1, &mut [0; MAX_TRACE_N + 1], &mut counters),
        Algorithm::Forward | Algorithm::Mrv => board.forward(
            &[board.full; MAX_TRACE_N],
            board.full,
            algorithm == Algorithm::Mrv,
            &mut counters,
        ),
        Algorithm::GenerateAndTest | Algorithm::Permutations => {
            let work = computed_work(algorithm, n)?;
            counters.steps = work.steps;
            counters.placed = work.placed;
            counters.backtracks = work.placed;
            let permutations = algorithm == Algorithm::Permutations;
            board.brute(0, &mut [0; MAX_TRACE_N], permutations, &mut counters);
        }
        Algorithm::MinConflicts => {
            let mut tracer = Tracer::new(algorithm, n).ok()?;
            while tracer.advance() {}
            return Some(tracer.counters());
        }
    }
    Some(counters)
}

/// The columns and both diagonals taken, as seen from one row: bit `b` is the 0-based column `b`.
#[derive(Clone, Copy, Default)]
struct Lines {
    cols: u32,
    diag: u32,
    anti: u32,
}

/// The board's size, and its full row as a mask.
struct Board {
    n: usize,
    full: u32,
}

impl Board {
    fn new(n: usize) -> Self {
        Self {
            n,
            full: u32::MAX >> (32 - n),
        }
    }

    /// The lines as seen from the next row once a queen is on `bit`.
    fn below(&self, lines: Lines, bit: u32) -> Lines {
        Lines {
            cols: lines.cols | bit,
            diag: ((lines.diag | bit) << 1) & self.full,
            anti: (lines.anti | bit) >> 1,
        }
    }

    /// Row `mask` turned round by `by` columns towards column 0, what leaves it coming back at
    /// the far end: bit `by` is then bit 0.
    fn rotate(&self, mask: u32, by: u32) -> u32 {
        let back = (self.n as u32 - by) % self.n as u32;
        ((mask >> (by % self.n as u32)) | mask.checked_shl(back).unwrap_or(0)) & self.full
    }

    /// A queen placed, and the `Remove` that lifts it later: the same in every program.
    fn placed(counters: &mut Counters) {
        counters.placed += 1;
        counters.backtracks += 1;
        counters.steps += 2;
    }

    /// `tries` tries found attacked.
    fn attacked(tries: u32, counters: &mut Counters) {
        counters.cuts += u64::from(tries);
        counters.steps += u64::from(tries);
    }

    /// A solution recorded.
    fn solution(counters: &mut Counters) {
        counters.solutions += 1;
        counters.steps += 1;
    }

    /// A queen placed on each square of `free` in turn, lowest first (and lifted later): a
    /// solution when its row is the `last`, else `deeper`, given the square's 0-based column.
    fn place_each(
        free: u32,
        last: bool,
        counters: &mut Counters,
        mut deeper: impl FnMut(usize, &mut Counters),
    ) {
        for col in bits(free) {
            Self::placed(counters);
            if last {
                Self::solution(counters);
            } else {
                deeper(col, counters);
            }
        }
    }

    /// The Java program's `NQueen(row + 1)`: every column is tried; `check` reads the column's
    /// flag, then the diagonal's, then the anti-diagonal's, stopping at the first taken.
    fn flags(&self, row: usize, lines: Lines, counters: &mut Counters) {
        let column = lines.cols.count_ones();
        let diagonal = (lines.diag & !lines.cols).count_ones();
        let anti_diagonal = (lines.anti & !lines.cols & !lines.diag).count_ones();
        let free = self.full & !(lines.cols | lines.diag | lines.anti);
        counters.steps += self.n as u64;
        counters.conflict_checks +=
            u64::from(column + 2 * diagonal + 3 * anti_diagonal + 3 * free.count_ones());
        Self::attacked(column + diagonal + anti_diagonal, counters);
        Self::place_each(free, row + 1 == self.n, counters, |col, counters| {
            self.flags(row + 1, self.below(lines, 1 << col), counters);
        });
    }

    /// The bitmask's `solve(row, …)`: its free squares only, lowest first; each queen placed
    /// above the last row computes the next row's mask, one check.
    fn bitmask(&self, row: usize, lines: Lines, counters: &mut Counters) {
        let free = self.full & !(lines.cols | lines.diag | lines.anti);
        Self::place_each(free, row + 1 == self.n, counters, |col, counters| {
            counters.conflict_checks += 1;
            self.bitmask(row + 1, self.below(lines, 1 << col), counters);
        });
    }

    /// The C# program at pointer `row + 1`: `M[row + 1]` runs from 1 to N, each value struck
    /// against the earlier queens in order (what `IsStrike` costs is the pointer module's), and
    /// a solution skips the rest of the last row. `missed[k]` is what striking a square that
    /// the first `k` queens all miss costs.
    fn pointer(
        &self,
        row: usize,
        m: &mut [u32; MAX_TRACE_N],
        missed: &mut [u64; MAX_TRACE_N + 1],
        counters: &mut Counters,
    ) {
        let n = self.n as u32;
        // The columns struck, each by its first queen, and what finding that queen costs.
        let mut struck = 0u32;
        let mut cost = [0u64; MAX_TRACE_N];
        for (k, &x) in m[..row].iter().enumerate() {
            let rows_apart = (row - k) as u32;
            let apart = u64::from(rows_apart);
            let [up_left, down_right, up_right, _] = rays(n, x, k as u32 + 1).map(u64::from);
            // `IsStrike`'s first test, then its rays walked in order up to the square.
            let first = missed[k] + 1;
            let hits = [
                Some((x, first)),
                (x + rows_apart <= n).then(|| (x + rows_apart, first + up_left + apart)),
                (x > rows_apart).then(|| {
                    let walked = up_left + down_right + up_right;
                    (x - rows_apart, first + walked + apart)
                }),
            ];
            for (column, comparisons) in hits.into_iter().flatten() {
                let bit = 1 << (column - 1);
                if struck & bit == 0 {
                    struck |= bit;
                    cost[column as usize - 1] = comparisons;
                }
            }
        }
        let last = row + 1 == self.n;
        let free = self.full & !struck;
        // The last row stops at its first free column.
        let tried = match free & free.wrapping_neg() {
            first if last && first != 0 => first | (first - 1),
            _ => self.full,
        };
        counters.steps += u64::from(tried.count_ones());
        Self::attacked((struck & tried).count_ones(), counters);
        counters.conflict_checks += bits(struck & tried).map(|b| cost[b]).sum::<u64>();
        let placed = free & tried;
        counters.conflict_checks += missed[row] * u64::from(placed.count_ones());
        Self::place_each(placed, last, counters, |col, counters| {
            let x = col as u32 + 1;
            m[row] = x;
            let walked: u32 = rays(n, x, row as u32 + 1).iter().sum();
            missed[row + 1] = missed[row] + 1 + u64::from(walked);
            self.pointer(row + 1, m, missed, counters);
        });
    }

    /// The C program's column `i`: its rows scanned cyclically from the one below the previous
    /// column's queen round to that queen's row (column 1: rows 1 to N), each tested against
    /// the earlier columns for the same row (pass 1), then for the diagonals (pass 2), each pass
    /// stopping at its first conflict; a solution ends the last column's scan.
    fn columns(&self, i: usize, a: &mut [u32; MAX_TRACE_N + 1], counters: &mut Counters) {
        let n = self.n as u32;
        let earlier = i as u64 - 1;
        let mut same_row = 0u32;
        let mut diagonal = 0u32;
        let mut cost = [0u64; MAX_TRACE_N];
        for (k, &ak) in (1..).zip(&a[1..i]) {
            same_row |= 1 << (ak - 1);
            cost[ak as usize - 1] = k;
        }
        for (k, &ak) in (1..).zip(&a[1..i]) {
            let d = (i as u64 - k) as u32;
            let lines = [(ak + d <= n).then(|| ak + d), (ak > d).then(|| ak - d)];
            for row in lines.into_iter().flatten() {
                let bit = 1 << (row - 1);
                if (same_row | diagonal) & bit == 0 {
                    diagonal |= bit;
                    cost[row as usize - 1] = earlier + k;
                }
            }
        }
        let struck = same_row | diagonal;
        let free = self.full & !struck;
        // The scan starts at bit `start`; in the last column it stops at its first free row.
        let start = if i == 1 { 0 } else { a[i - 1] % n };
        let tried = match (i == self.n, self.rotate(free, start)) {
            (true, rotated) if rotated != 0 => {
                let upto = rotated & rotated.wrapping_neg();
                self.rotate(upto | (upto - 1), self.n as u32 - start)
            }
            _ => self.full,
        };
        counters.steps += u64::from(tried.count_ones());
        Self::attacked((struck & tried).count_ones(), counters);
        counters.conflict_checks += bits(struck & tried).map(|b| cost[b]).sum::<u64>();
        let placed = free & tried;
        counters.conflict_checks += 2 * earlier * u64::from(placed.count_ones());
        Self::place_each(placed, i == self.n, counters, |row, counters| {
            a[i] = row as u32 + 1;
            self.columns(i + 1, a, counters);
        });
    }

    /// Forward checking's `solve`: the row it fills is the lowest of the `empty` rows, or with
    /// `mrv` the one with the fewest free squares (the lowest of those); each free square of it
    /// strikes what it attacks out of the other empty rows in order, one check per row, and is
    /// taken back at once (`Emptied`) when a row is left with none.
    fn forward(
        &self,
        domains: &[u32; MAX_TRACE_N],
        empty: u32,
        mrv: bool,
        counters: &mut Counters,
    ) {
        let row = if mrv {
            bits(empty).min_by_key(|&r| domains[r].count_ones())
        } else {
            bits(empty).next()
        };
        let Some(row) = row else { return };
        let rest = empty & !(1 << row);
        for col in bits(domains[row]) {
            let mut struck = *domains;
            let emptied = bits(rest).any(|r| {
                counters.conflict_checks += 1;
                struck[r] &= !attacks(row, col, r, self.n);
                struck[r] == 0
            });
            if emptied {
                counters.backtracks += 1;
                counters.steps += 1;
                continue;
            }
            Self::placed(counters);
            if rest == 0 {
                Self::solution(counters);
            } else {
                self.forward(&struck, rest, mrv, counters);
            }
        }
    }

    /// Brute force at `row`, its rows above holding the queens of `cols` and attacking none of
    /// each other: the test of a complete arrangement reads the pairs row by row, so a queen of
    /// `row` attacked by an earlier one settles the test of every arrangement that completes
    /// it, which need not be generated one by one. (Steps and queens placed are computed.)
    fn brute(
        &self,
        row: usize,
        cols: &mut [usize; MAX_TRACE_N],
        permutations: bool,
        counters: &mut Counters,
    ) {
        let n = self.n;
        let left = n - row - 1;
        // The arrangements that complete one of `row + 1` rows, and the pairs tested before
        // those of `row`.
        // (Saturating, as the computed work does, for a board too large to run.)
        let completions = if permutations {
            (1..=left as u64).fold(1, u64::saturating_mul)
        } else {
            (n as u64).saturating_pow(left as u32)
        };
        let pairs_above = (row * row.saturating_sub(1) / 2) as u64;
        for col in 0..n {
            let above = &cols[..row];
            if permutations && above.contains(&col) {
                continue;
            }
            let attacker = above
                .iter()
                .zip((1..=row).rev())
                .position(|(&c, apart)| c == col || c.abs_diff(col) == apart);
            match attacker {
                Some(i) => {
                    counters.cuts = counters.cuts.saturating_add(completions);
                    let checks = completions.saturating_mul(pairs_above + i as u64 + 1);
                    counters.conflict_checks = counters.conflict_checks.saturating_add(checks);
                }
                None if left == 0 => {
                    counters.solutions += 1;
                    counters.conflict_checks += pairs_above + row as u64;
                }
                None => {
                    cols[row] = col;
                    self.brute(row + 1, cols, permutations, counters);
                }
            }
        }
    }
}

/// The 0-based positions of the bits set in `mask`, lowest first.
fn bits(mut mask: u32) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        let b = mask.trailing_zeros();
        mask &= mask.wrapping_sub(1);
        (b < 32).then_some(b as usize)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_total_is_the_tracers() {
        for algorithm in Algorithm::ALL {
            // Brute force as far as the chart of work runs it (N^N and N! arrangements).
            let largest = match algorithm {
                Algorithm::GenerateAndTest => 7,
                Algorithm::Permutations => 9,
                _ => 10,
            };
            for n in 1..=largest {
                let mut tracer = Tracer::new(algorithm, n).unwrap_or_else(|e| panic!("{e}"));
                while tracer.advance() {}
                assert_eq!(
                    whole_search(algorithm, n),
                    Some(tracer.counters()),
                    "{algorithm} {n}"
                );
            }
        }
    }

    #[test]
    fn a_row_turns_round_within_the_board() {
        let eight = Board::new(8);
        assert_eq!(eight.rotate(0b1010_0000, 5), 0b101);
        assert_eq!(eight.rotate(0b0000_0011, 1), 0b1000_0001);
        assert_eq!(eight.rotate(0b1000_0001, 8 - 1), 0b0000_0011);
        assert_eq!(eight.rotate(0b0110, 0), 0b0110);
        let widest = Board::new(32);
        assert_eq!(widest.full, u32::MAX);
        assert_eq!(widest.rotate(1, 1), 1 << 31);
        assert_eq!(Board::new(1).rotate(1, 0), 1);
    }

    #[test]
    fn a_board_the_tracer_refuses_has_no_total() {
        for algorithm in Algorithm::ALL {
            assert_eq!(whole_search(algorithm, 0), None);
            assert_eq!(whole_search(algorithm, MAX_TRACE_N + 1), None);
        }
    }
}
