//! Forward checking, with rows in order or the most constrained row first (MRV): every row keeps
//! its free squares (its domain), a queen placed strikes the squares it attacks out of the rows
//! still empty, and a placement that leaves one of them with no free square is taken back at once.
//!
//! ```text
//! solve(placed):
//!     if placed == N: record
//!     row = next_row()             // the lowest empty row, or the one with fewest free squares
//!     for col in dom[row], left to right:
//!         saved = dom
//!         for each empty row r != row:          // one conflict check per row
//!             dom[r] -= attacks(row, col, r)
//!             if dom[r] is empty: dom = saved; try the next col   (an `Emptied` event)
//!         queen[row] = col; solve(placed + 1); queen[row] = none; dom = saved
//! ```
//!
//! A square out of its row's domain is never tried, so this tracer emits no `Try` and no
//! `Attacked`: `Place` for a queen that leaves every empty row a square, `Emptied` for one that
//! does not (it is not a node of the tree, and counts as a backtrack), `Solution`, and `Remove`
//! when a call returns.

use super::event::Event;
use super::state::AlgorithmState;
use super::tracer::Counters;
use crate::code::queens::{forward_line, ForwardLine};

/// One active call `solve(placed)`: the row it fills and what it has left to try.
#[derive(Clone, Debug)]
struct Level {
    /// The row this call fills.
    row: usize,
    /// Columns of `row` not yet tried.
    untried: u32,
    /// The domains before this call's queen struck squares out.
    saved: Vec<u32>,
    /// The column of this call's queen, while it is on the board.
    queen: Option<usize>,
}

/// Where the search is between two events.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// The innermost call takes its next untried column, or returns.
    Choose,
    /// Every row holds a queen: the solution is recorded next.
    Record,
    /// The innermost call's queen leaves (the call it made returned).
    Lift,
    /// A try emptied a row: the domains, shown as the try left them, are restored before the
    /// next column is taken.
    Restore,
}

/// The forward-checking search, its rows chosen in order or by fewest free squares.
#[derive(Clone, Debug)]
pub(super) struct ForwardChecking {
    n: usize,
    mrv: bool,
    /// `domains[r]`: the free squares of row `r` (bit `c` is column `c`), kept for empty rows.
    domains: Vec<u32>,
    levels: Vec<Level>,
    phase: Phase,
}

/// The squares of row `r` that a queen on `(row, col)` attacks on an `n`-wide board.
pub(super) fn attacks(row: usize, col: usize, r: usize, n: usize) -> u32 {
    let k = row.abs_diff(r);
    let mut mask = 1 << col;
    if col + k < n {
        mask |= 1 << (col + k);
    }
    if let Some(left) = col.checked_sub(k) {
        mask |= 1 << left;
    }
    mask
}

impl ForwardChecking {
    /// `solve(0)` about to choose its first column; `n` is at most 32. With `mrv`, each call fills
    /// the empty row with the fewest free squares (ties: the lowest row).
    pub(super) fn new(n: usize, mrv: bool) -> Self {
        let full = u32::MAX >> (32 - n);
        let domains = vec![full; n];
        let root = Level {
            row: 0,
            untried: full,
            saved: domains.clone(),
            queen: None,
        };
        Self {
            n,
            mrv,
            domains,
            levels: vec![root],
            phase: Phase::Choose,
        }
    }

    /// The state panel's view: each row's free squares, and the row being filled.
    pub(super) fn state(&self, queens: &[Option<usize>]) -> AlgorithmState {
        AlgorithmState::Forward {
            free: (0..self.n)
                .map(|r| queens[r].is_none().then_some(self.domains[r]))
                .collect(),
            row: self.levels.last().map(|l| l.row),
            mrv: self.mrv,
        }
    }

    /// The line of the program that did `event`.
    pub(super) fn line(&self, event: &Event) -> u8 {
        let line = match event {
            Event::Solution { .. } => ForwardLine::Record,
            Event::Remove { .. } => ForwardLine::Remove,
            Event::Emptied { .. } => ForwardLine::Emptied,
            // A `Place`: it makes no other event.
            _ => ForwardLine::Place,
        };
        forward_line(self.mrv, line)
    }

    /// The empty row the next call fills: the lowest, or with MRV the one with the fewest free
    /// squares (the lowest of those); `None` when every row holds a queen.
    fn next_row(&self, queens: &[Option<usize>]) -> Option<usize> {
        let mut empty = (0..self.n).filter(|&r| queens[r].is_none());
        if self.mrv {
            empty.min_by_key(|&r| self.domains[r].count_ones())
        } else {
            empty.next()
        }
    }

    /// Strikes out of the other empty rows the squares a queen on `(row, col)` attacks, one
    /// conflict check per row, stopping at the first row left with no free square (returned).
    fn strike(
        &mut self,
        queens: &[Option<usize>],
        row: usize,
        col: usize,
        counters: &mut Counters,
    ) -> Option<usize> {
        for r in (0..self.n).filter(|&r| r != row && queens[r].is_none()) {
            counters.conflict_checks += 1;
            self.domains[r] &= !attacks(row, col, r, self.n);
            if self.domains[r] == 0 {
                return Some(r);
            }
        }
        None
    }

    /// Runs the search up to its next event.
    pub(super) fn step(
        &mut self,
        queens: &[Option<usize>],
        counters: &mut Counters,
    ) -> Option<Event> {
        loop {
            match self.phase {
                Phase::Choose => {
                    let top = self.levels.last_mut()?;
                    if top.untried == 0 {
                        self.levels.pop();
                        self.levels.last()?;
                        self.phase = Phase::Lift;
                        continue;
                    }
                    let col = top.untried.trailing_zeros() as usize;
                    top.untried &= top.untried - 1;
                    let row = top.row;
                    if let Some(empty_row) = self.strike(queens, row, col, counters) {
                        self.phase = Phase::Restore;
                        return Some(Event::Emptied {
                            row,
                            col,
                            empty_row,
                        });
                    }
                    if let Some(top) = self.levels.last_mut() {
                        top.queen = Some(col);
                    }
                    let mut after = queens.to_vec();
                    after[row] = Some(col);
                    match self.next_row(&after) {
                        Some(next) => self.levels.push(Level {
                            row: next,
                            untried: self.domains[next],
                            saved: self.domains.clone(),
                            queen: None,
                        }),
                        None => self.phase = Phase::Record,
                    }
                    return Some(Event::Place { row, col });
                }
                Phase::Record => {
                    self.phase = Phase::Lift;
                    return Some(Event::solution(queens, counters.solutions));
                }
                Phase::Restore => {
                    self.domains = self.levels.last()?.saved.clone();
                    self.phase = Phase::Choose;
                }
                Phase::Lift => {
                    let top = self.levels.last_mut()?;
                    let col = top.queen.take()?;
                    self.domains = top.saved.clone();
                    self.phase = Phase::Choose;
                    return Some(Event::Remove { row: top.row, col });
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::{Algorithm, Tracer};
    use super::*;
    use crate::playback::Trace;

    #[test]
    fn an_emptied_row_shows_empty_until_the_next_event() {
        // N = 6: a1, c2, e3, then b4 would leave row 6 no free square.
        let mut t = Tracer::new(Algorithm::Forward, 6).unwrap();
        for _ in 0..3 {
            t.next_event();
        }
        let free_before = |t: &Tracer| match t.state() {
            AlgorithmState::Forward { free, .. } => free,
            other => panic!("{other:?}"),
        };
        let before = free_before(&t);
        assert_eq!(before[3], Some(0b000010), "b4 is row 4's only free square");
        let event = t.next_event();
        assert_eq!(
            event,
            Some(Event::Emptied {
                row: 3,
                col: 1,
                empty_row: 5
            })
        );
        assert_eq!(free_before(&t)[5], Some(0));
        assert_eq!(t.counters().backtracks, 1);
        assert!(matches!(
            t.next_event(),
            Some(Event::Remove { row: 2, col: 4 })
        ));
        // Back to a1, c2: rows 3 to 6 free again as c2 left them.
        let rows_3_to_6 = [0b110000, 0b100010, 0b001010, 0b011010].map(Some);
        assert_eq!(free_before(&t)[2..], rows_3_to_6[..]);
    }

    #[test]
    fn a_queen_attacks_its_column_and_both_diagonals_in_another_row() {
        assert_eq!(attacks(0, 2, 1, 5), 0b01110);
        assert_eq!(attacks(3, 0, 1, 5), 0b00101);
        assert_eq!(attacks(0, 4, 4, 5), 0b10001);
        assert_eq!(attacks(0, 1, 4, 5), 0b00010);
    }
}
