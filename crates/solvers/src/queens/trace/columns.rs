//! The C program's non-recursive version: decides the queens column by column, `a[i]` being the
//! row of the queen of column `i`, and scans each column cyclically from the row below the
//! previous column's queen.
//!
//! # Shown transposed
//!
//! The C program's column `i` is drawn as row `i - 1` and its row `a[i]` as column `a[i] - 1`. A
//! transposed solution is a solution, and this way the C program's printed `a[1..N]` *is* the
//! placement `M[1..N]` (the C program prints `a` column by column, exactly as `M`), every tracer
//! fills the board top-down, and the C program's same-row test becomes a same-column attack.
//!
//! # Order of solutions
//!
//! Column 1 goes through rows `1..=N`, but column `i > 1` starts at `a[i-1] + 1` and wraps
//! round to `a[i-1] - 1` (reaching `a[i-1]` again means the column is exhausted). So the
//! solutions come out ordered by `(a[1], (a[2] - a[1] - 1) mod N, …, (a[N] - a[N-1] - 1) mod N)`,
//! not lexicographically; the set is the same.
//!
//! # The loop, transcribed (`Queens` = N, `a[0] = 0`)
//!
//! ```text
//! i = 1; a[1] = 1;
//! while (not_finish) {
//!   while (not_finish && i <= N) {
//!     flag = no k < i with a[k] == a[i];                      // pass 1: same row
//!     flag = flag && no k < i on a diagonal of (i, a[i]);     // pass 2: both diagonals
//!     if (!flag) {
//!       if (a[i] == a[i-1]) {                                 // column i exhausted
//!         i--;
//!         if (i > 1 && a[i] == N) a[i] = 1;
//!         else if (i == 1 && a[i] == N) not_finish = 0;
//!         else a[i]++;
//!       } else if (a[i] == N) a[i] = 1; else a[i]++;
//!     } else if (++i <= N) a[i] = a[i-1] == N ? 1 : a[i-1] + 1;
//!   }
//!   if (not_finish) { print a; a[N-1] = a[N-1] < N ? a[N-1] + 1 : 1; i = N - 1; }
//! }
//! ```
//!
//! After a solution the C program moves column `N-1` at once: the last column has exactly one
//! free row, so nothing else fits there. For N = 1 that statement would touch `a[0]` and loop
//! forever (the C program is written for 8); here the search ends after its one solution.
//!
//! Events: each new `a[i]` is a `Try`; a failed test is `Attacked` by the first `k` found
//! (pass 1 gives a column attack, pass 2 a diagonal one), a passed test is `Place`; `i--` lifts
//! the queen of the column returned to (`Remove`), and so does leaving columns `N` and `N-1`
//! after a solution.

use super::event::Event;
use super::state::AlgorithmState;
use super::tracer::Counters;
use crate::code::queens::{
    COLUMNS_BACK, COLUMNS_DIAGONAL, COLUMNS_LEAVE, COLUMNS_NEXT_COLUMN, COLUMNS_NEXT_ROW,
    COLUMNS_PLACE, COLUMNS_RECORD, COLUMNS_RESELECT, COLUMNS_RESUME, COLUMNS_SAME_ROW,
    COLUMNS_START,
};
use crate::queens::placement::AttackLine;

/// Where the C program's loop is between two events.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// `a[i]` has a new value: show it.
    Try,
    /// Run both passes of the test on `a[i]`.
    Test,
    /// The test failed: move `a[i]` on, or go back a column.
    Failed,
    /// `i--` was done: move the queen of that column on, or end.
    Reselect,
    /// The test passed: go to the next column, or to the solution.
    Passed,
    /// All columns are placed: print.
    Print,
    /// After printing, leave column `N`.
    LeaveLast,
    /// After printing, leave column `N - 1`.
    LeaveBeforeLast,
    /// `a[N-1]` moves on; `i = N - 1`.
    Resume,
    /// `not_finish == 0`.
    Done,
}

/// The C program's variables.
#[derive(Clone, Debug)]
pub(super) struct ColumnByColumn {
    /// `a[0..=N]`, `a[0] = 0` as in the C program's global array.
    a: Vec<u32>,
    /// The column being decided, 1-based.
    i: usize,
    phase: Phase,
    /// The line that gave `a[i]` its value: the line of the next `Try`.
    try_line: u8,
}

impl ColumnByColumn {
    /// `i = 1; a[1] = 1;`
    pub(super) fn new(n: usize) -> Self {
        let mut a = vec![0; n + 1];
        a[1] = 1;
        Self {
            a,
            i: 1,
            phase: Phase::Try,
            try_line: COLUMNS_START,
        }
    }

    /// The state panel's view.
    pub(super) fn state(&self) -> AlgorithmState {
        AlgorithmState::ColumnByColumn {
            a: self.a[1..].to_vec(),
            i: self.i,
        }
    }

    /// The board square of column `i`'s queen (transposed: column `i` is row `i - 1`).
    fn square(&self, i: usize) -> (usize, usize) {
        (i - 1, self.a[i] as usize - 1)
    }

    /// The next row in column `i`'s cyclic scan.
    fn move_on(&mut self, i: usize) {
        let n = self.a.len() as u32 - 1;
        self.a[i] = if self.a[i] == n { 1 } else { self.a[i] + 1 };
    }

    /// The line of the program that did `event`.
    pub(super) fn line(&self, event: &Event) -> u8 {
        match event {
            Event::Try { .. } => self.try_line,
            Event::Attacked {
                line: AttackLine::Column,
                ..
            } => COLUMNS_SAME_ROW,
            Event::Place { .. } => COLUMNS_PLACE,
            Event::Solution { .. } => COLUMNS_RECORD,
            Event::Remove { .. } if self.phase == Phase::Reselect => COLUMNS_BACK,
            Event::Remove { .. } => COLUMNS_LEAVE,
            // An `Attacked` on a diagonal: it makes no other event.
            _ => COLUMNS_DIAGONAL,
        }
    }

    /// Runs the C program up to its next event.
    pub(super) fn step(
        &mut self,
        queens: &[Option<usize>],
        counters: &mut Counters,
    ) -> Option<Event> {
        let n = self.a.len() - 1;
        loop {
            match self.phase {
                Phase::Try => {
                    self.phase = Phase::Test;
                    let (row, col) = self.square(self.i);
                    return Some(Event::Try { row, col });
                }
                Phase::Test => return Some(self.test(counters)),
                Phase::Failed => {
                    if self.a[self.i] == self.a[self.i - 1] {
                        self.i -= 1;
                        self.phase = Phase::Reselect;
                        let (row, col) = self.square(self.i);
                        return Some(Event::Remove { row, col });
                    }
                    self.move_on(self.i);
                    self.try_line = COLUMNS_NEXT_ROW;
                    self.phase = Phase::Try;
                }
                Phase::Reselect => {
                    if self.i == 1 && self.a[1] as usize == n {
                        self.phase = Phase::Done;
                    } else {
                        self.move_on(self.i);
                        self.try_line = COLUMNS_RESELECT;
                        self.phase = Phase::Try;
                    }
                }
                Phase::Passed => {
                    self.i += 1;
                    if self.i <= n {
                        self.a[self.i] = self.a[self.i - 1];
                        self.move_on(self.i);
                        self.try_line = COLUMNS_NEXT_COLUMN;
                        self.phase = Phase::Try;
                    } else {
                        self.phase = Phase::Print;
                    }
                }
                Phase::Print => {
                    self.phase = Phase::LeaveLast;
                    return Some(Event::solution(queens, counters.solutions));
                }
                Phase::LeaveLast => {
                    self.i = n;
                    self.phase = if n == 1 {
                        Phase::Done
                    } else {
                        Phase::LeaveBeforeLast
                    };
                    let (row, col) = self.square(n);
                    return Some(Event::Remove { row, col });
                }
                Phase::LeaveBeforeLast => {
                    self.i = n - 1;
                    self.phase = Phase::Resume;
                    let (row, col) = self.square(n - 1);
                    return Some(Event::Remove { row, col });
                }
                Phase::Resume => {
                    self.move_on(n - 1);
                    self.try_line = COLUMNS_RESUME;
                    self.phase = Phase::Try;
                }
                Phase::Done => return None,
            }
        }
    }

    /// Tests `a[i]` and emits `Attacked` or `Place`.
    fn test(&mut self, counters: &mut Counters) -> Event {
        let (row, col) = self.square(self.i);
        match self.first_conflict(counters) {
            Some((k, line)) => {
                self.phase = Phase::Failed;
                let (by_row, by_col) = self.square(k);
                Event::Attacked {
                    row,
                    col,
                    by_row,
                    by_col,
                    line,
                }
            }
            None => {
                self.phase = Phase::Passed;
                Event::Place { row, col }
            }
        }
    }

    /// The C program's two passes over the earlier columns `k < i`, each stopping at the first
    /// conflict: the column `k` and the line (as drawn transposed) of that conflict.
    fn first_conflict(&self, counters: &mut Counters) -> Option<(usize, AttackLine)> {
        let i = self.i;
        // Pass 1: `a[k] == a[i]`, the same row of the C program.
        for k in 1..i {
            counters.conflict_checks += 1;
            if self.a[k] == self.a[i] {
                return Some((k, AttackLine::Column));
            }
        }
        // Pass 2: `a[i] == a[k] - (k - i)` (x - y constant) or `a[i] == a[k] + (k - i)`
        // (x + y constant), one check per `k`.
        let ai = i64::from(self.a[i]);
        for k in 1..i {
            counters.conflict_checks += 1;
            let (ak, d) = (i64::from(self.a[k]), k as i64 - i as i64);
            if ai == ak - d {
                return Some((k, AttackLine::Diagonal));
            }
            if ai == ak + d {
                return Some((k, AttackLine::AntiDiagonal));
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::{next_bounded, solutions};
    use super::super::{Algorithm, Tracer};
    use super::*;

    #[test]
    fn eight_queens_as_the_seed_prints_them() {
        let found: Vec<Vec<u32>> = solutions(Algorithm::ColumnByColumn, 8)
            .iter()
            .map(|p| p.columns().to_vec())
            .collect();
        assert_eq!(found.len(), 92);
        // The first seven are the lexicographic ones; then column 3 scans 7, 8, 1, … after
        // column 2's queen in row 6, so (2,6,8,…) comes before (2,6,1,…).
        let lexicographic: Vec<Vec<u32>> = crate::queens::enumerate::Placements::new(8)
            .map(|p| p.columns().to_vec())
            .collect();
        assert_eq!(found[..7], lexicographic[..7]);
        assert_eq!(found[7], vec![2, 6, 8, 3, 1, 4, 7, 5]);
        assert_eq!(found[8], vec![2, 6, 1, 7, 4, 8, 3, 5]);
        assert_eq!(found[91], vec![8, 4, 1, 3, 6, 2, 7, 5]);
    }

    #[test]
    fn one_queen_ends() {
        let mut t = Tracer::new(Algorithm::ColumnByColumn, 1).unwrap();
        let events: Vec<Event> = std::iter::from_fn(|| next_bounded(&mut t)).collect();
        assert_eq!(events.len(), 4);
        assert!(t.is_finished());
    }
}
