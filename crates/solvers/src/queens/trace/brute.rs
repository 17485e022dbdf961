//! Brute force: generate every arrangement of one queen per row (N^N of them), or only those
//! with one queen per column too (the N! permutations), and test each once it is complete.
//!
//! ```text
//! generate(row):
//!     if row == N: test()                       // the pairs of queens, until one attacks
//!     for col in 0..N (permutations: the columns no queen above uses):
//!         queen[row] = col; generate(row + 1); queen[row] = none
//! test():
//!     for j in 1..N: for i in 0..j:             // one conflict check per pair
//!         if the queens of rows i and j attack each other: reject
//!     record
//! ```
//!
//! Queens go on attacked squares too: nothing is pruned before an arrangement is complete. So
//! this tracer emits `Place` and `Remove` for every queen, and at each complete arrangement
//! either `Attacked` (the first pair its test finds: the queen of the later row, attacked by the
//! earlier one) or `Solution`. It emits no `Try`.

use super::algorithm::Algorithm;
use super::event::Event;
use super::state::AlgorithmState;
use super::tracer::Counters;
use crate::code::queens::{brute_line, BruteLine};
use crate::queens::placement::AttackLine;

/// Where the generation is between two events.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// The row `queens.len()` takes its next column, or its call returns.
    Choose,
    /// The arrangement is complete: it is tested next.
    Test,
    /// The last row's queen leaves (its call returned).
    Lift,
}

/// The generation of arrangements, all of them or the permutations only.
#[derive(Clone, Debug)]
pub(super) struct BruteForce {
    n: usize,
    permutations: bool,
    /// The columns of the queens placed, row by row.
    queens: Vec<usize>,
    /// The next column each active call takes (one per row from 0 to `queens.len()`).
    next: Vec<usize>,
    /// Columns holding a queen (bit `c` is column `c`).
    used: u32,
    /// Complete arrangements tested so far.
    tested: u64,
    phase: Phase,
}

/// The line the queens of rows `earlier` and `later` share, if they share one.
fn shared_line(earlier: (usize, usize), later: (usize, usize)) -> Option<AttackLine> {
    let (r1, c1, r2, c2) = (earlier.0, earlier.1, later.0, later.1);
    if c1 == c2 {
        Some(AttackLine::Column)
    } else if r2 - r1 == c2.abs_diff(c1) {
        // A step up and to the right is a diagonal (x - y constant); up and to the left, anti.
        Some(if c2 > c1 {
            AttackLine::Diagonal
        } else {
            AttackLine::AntiDiagonal
        })
    } else {
        None
    }
}

impl BruteForce {
    /// `generate(0)` about to take its first column; `n` is at most 32.
    pub(super) fn new(n: usize, permutations: bool) -> Self {
        Self {
            n,
            permutations,
            queens: Vec::with_capacity(n),
            next: vec![0],
            used: 0,
            tested: 0,
            phase: Phase::Choose,
        }
    }

    /// The state panel's view.
    pub(super) fn state(&self) -> AlgorithmState {
        AlgorithmState::Brute {
            row: self.queens.len(),
            tested: self.tested,
            arrangements: work(self.n, self.permutations).arrangements,
            permutations: self.permutations,
        }
    }

    /// The line of the program that did `event`.
    pub(super) fn line(&self, event: &Event) -> u8 {
        let line = match event {
            Event::Remove { .. } => BruteLine::Remove,
            Event::Attacked { .. } => BruteLine::Check,
            Event::Solution { .. } => BruteLine::Record,
            // A `Place`: it makes no other event.
            _ => BruteLine::Place,
        };
        brute_line(self.permutations, line)
    }

    /// Tests the complete arrangement, one conflict check per pair of queens: the first pair
    /// that attacks each other as an `Attacked` event, or `None`.
    fn test(&self, counters: &mut Counters) -> Option<Event> {
        for (row, &col) in self.queens.iter().enumerate().skip(1) {
            for (by_row, &by_col) in self.queens[..row].iter().enumerate() {
                counters.conflict_checks += 1;
                if let Some(line) = shared_line((by_row, by_col), (row, col)) {
                    return Some(Event::Attacked {
                        row,
                        col,
                        by_row,
                        by_col,
                        line,
                    });
                }
            }
        }
        None
    }

    /// Runs the generation up to its next event.
    pub(super) fn step(
        &mut self,
        queens: &[Option<usize>],
        counters: &mut Counters,
    ) -> Option<Event> {
        loop {
            match self.phase {
                Phase::Choose => {
                    let row = self.queens.len();
                    let from = *self.next.last()?;
                    let free =
                        (from..self.n).find(|&c| !self.permutations || self.used & (1 << c) == 0);
                    let Some(col) = free else {
                        self.next.pop();
                        self.next.last()?;
                        self.phase = Phase::Lift;
                        continue;
                    };
                    if let Some(next) = self.next.last_mut() {
                        *next = col + 1;
                    }
                    self.queens.push(col);
                    self.used |= 1 << col;
                    if row + 1 == self.n {
                        self.phase = Phase::Test;
                    } else {
                        self.next.push(0);
                    }
                    return Some(Event::Place { row, col });
                }
                Phase::Test => {
                    self.tested += 1;
                    self.phase = Phase::Lift;
                    return Some(
                        self.test(counters)
                            .unwrap_or_else(|| Event::solution(queens, counters.solutions)),
                    );
                }
                Phase::Lift => {
                    let col = self.queens.pop()?;
                    self.used &= !(1 << col);
                    self.phase = Phase::Choose;
                    return Some(Event::Remove {
                        row: self.queens.len(),
                        col,
                    });
                }
            }
        }
    }
}

/// Brute force's work on N computed, not run: what its whole search would count.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ComputedWork {
    /// Complete arrangements tested: N^N, or N! for the permutations.
    pub arrangements: u64,
    /// Queens placed, each taken off again (`Remove` events): the partial arrangements of one to
    /// N rows, `N + N^2 + … + N^N`, or `N + N(N-1) + … + N!`.
    pub placed: u64,
    /// Events: every queen placed and taken off, and one test per arrangement.
    pub steps: u64,
}

/// What `algorithm`'s whole search of `n` counts, computed (saturating at `u64::MAX`); `None`
/// for an algorithm other than brute force, whose work can only be measured.
pub fn computed_work(algorithm: Algorithm, n: usize) -> Option<ComputedWork> {
    match algorithm {
        Algorithm::GenerateAndTest => Some(work(n, false)),
        Algorithm::Permutations => Some(work(n, true)),
        _ => None,
    }
}

/// The work of generating every arrangement of `n` (only the permutations with `permutations`).
fn work(n: usize, permutations: bool) -> ComputedWork {
    let n = n as u64;
    // Partial arrangements of k rows: N^k, or N (N - 1) … (N - k + 1).
    let mut of_k_rows = 1u64;
    let mut placed = 0u64;
    for k in 0..n {
        let choices = if permutations { n - k } else { n };
        of_k_rows = of_k_rows.saturating_mul(choices);
        placed = placed.saturating_add(of_k_rows);
    }
    ComputedWork {
        arrangements: of_k_rows,
        placed,
        steps: placed.saturating_mul(2).saturating_add(of_k_rows),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_lines_two_queens_share() {
        assert_eq!(shared_line((0, 2), (3, 2)), Some(AttackLine::Column));
        assert_eq!(shared_line((0, 0), (2, 2)), Some(AttackLine::Diagonal));
        assert_eq!(shared_line((1, 3), (2, 2)), Some(AttackLine::AntiDiagonal));
        assert_eq!(shared_line((0, 0), (1, 2)), None);
    }

    #[test]
    fn computed_work_is_what_a_run_counts() {
        use crate::queens::trace::Tracer;
        for algorithm in [Algorithm::GenerateAndTest, Algorithm::Permutations] {
            for n in 1..=6 {
                let mut t = Tracer::new(algorithm, n).unwrap();
                while t.advance() {}
                let c = t.counters();
                let computed = computed_work(algorithm, n).unwrap();
                assert_eq!(computed.arrangements, c.cuts + c.solutions);
                assert_eq!((computed.placed, computed.placed), (c.placed, c.backtracks));
                assert_eq!(computed.steps, c.steps, "{algorithm} n={n}");
            }
        }
        assert_eq!(computed_work(Algorithm::Flags, 8), None);
        let eight = computed_work(Algorithm::GenerateAndTest, 8).unwrap();
        assert_eq!(eight.arrangements, 16_777_216);
        assert_eq!(
            computed_work(Algorithm::Permutations, 8)
                .unwrap()
                .arrangements,
            40_320
        );
    }

    #[test]
    fn large_boards_saturate() {
        assert_eq!(work(32, false).arrangements, u64::MAX);
        assert_eq!(work(14, false).arrangements, 11_112_006_825_558_016);
    }
}
