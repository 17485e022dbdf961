//! Min-conflicts played event by event: a run of [`MinConflicts`] from a random start (each row's
//! queen in a random unused column, so that a small board has something to repair), the start a
//! row at a time and each repair in two events, the queen in conflict chosen and then moved.
//!
//! ```text
//! for each row: queen[row] = a random unused column                               (Place)
//! loop:
//!     if no queen is attacked: record, stop                                       (Solution)
//!     if this start had its repairs: start again (N = 2 and 3: give up)           (Stalled)
//!     row = a random row whose queen is attacked                                  (Pick)
//!     queen[row] = a least attacked square of the row, ties at random             (Move)
//! ```
//!
//! Conflict checks count the squares whose attackers are counted (the start's tries, then N per
//! repair). It never backtracks, and builds no search tree.

use super::event::Event;
use super::state::AlgorithmState;
use super::tracer::Counters;
use crate::code::queens::{local_line, LocalLine};
use crate::queens::min_conflicts::MinConflicts;

/// The min-conflicts run, between two events.
#[derive(Clone, Debug)]
pub(super) struct Local {
    run: MinConflicts,
    seed: u64,
    /// The row chosen by the last `Pick`, whose queen moves next.
    picked: Option<usize>,
    /// Whether the run has recorded its placement or given up.
    ended: bool,
}

/// The queens of other rows attacking each square of the board, row by row (`n * n` counts):
/// what min-conflicts counts to choose where a queen moves.
pub fn square_conflicts(queens: &[Option<usize>]) -> Vec<u32> {
    let n = queens.len();
    let mut counts = vec![0; n * n];
    for (row, count) in counts.chunks_mut(n.max(1)).enumerate() {
        for (other, col) in queens.iter().enumerate() {
            let Some(col) = *col else { continue };
            if other == row {
                continue;
            }
            let k = row.abs_diff(other);
            count[col] += 1;
            if col + k < n {
                count[col + k] += 1;
            }
            if let Some(left) = col.checked_sub(k) {
                count[left] += 1;
            }
        }
    }
    counts
}

impl Local {
    /// A run on an `n`×`n` board from `seed`; `n` is at least 1.
    pub(super) fn new(n: usize, seed: u64) -> Self {
        let run = MinConflicts::attempt(n, seed)
            .unwrap_or_else(|| unreachable!("the tracer checks 1 ≤ N ≤ 32"))
            .random_start();
        Self {
            run,
            seed,
            picked: None,
            ended: false,
        }
    }

    /// The state panel's view.
    pub(super) fn state(&self) -> AlgorithmState {
        let whole = self.run.rows_placed() == self.run.n();
        AlgorithmState::MinConflicts {
            picked: self.picked,
            pairs: if whole { self.run.attacking_pairs() } else { 0 },
            repairs: self.run.repairs_this_start(),
            limit: self.run.repair_limit(),
            restarts: self.run.restarts(),
            seed: self.seed,
        }
    }

    /// The line of the program that did `event`.
    pub(super) fn line(&self, event: &Event) -> u8 {
        local_line(match event {
            Event::Pick { .. } => LocalLine::Pick,
            Event::Move { .. } => LocalLine::Move,
            Event::Stalled { .. } => LocalLine::Stalled,
            Event::Solution { .. } => LocalLine::Record,
            _ => LocalLine::Start,
        })
    }

    /// The next event, or `None` once the run has ended.
    pub(super) fn step(
        &mut self,
        queens: &[Option<usize>],
        counters: &mut Counters,
    ) -> Option<Event> {
        if self.ended {
            return None;
        }
        let checks = self.run.checks();
        let event = if let Some(row) = self.picked.take() {
            let from = self.run.column(row);
            let to = self.run.move_least_attacked(row);
            Event::Move {
                row,
                from,
                to,
                attackers: self.run.attackers(row),
            }
        } else if self.run.place_rows(1) {
            let row = self.run.rows_placed() - 1;
            Event::Place {
                row,
                col: self.run.column(row),
            }
        } else if self.run.attacking_pairs() == 0 {
            self.ended = true;
            Event::solution(queens, 0)
        } else if self.run.stalled() {
            let again = self.run.n() > 3;
            let repairs = self.run.repairs_this_start();
            if again {
                self.run.start_again();
            } else {
                self.ended = true;
            }
            Event::Stalled { repairs, again }
        } else {
            let row = self.run.pick_conflicted();
            self.picked = Some(row);
            Event::Pick {
                row,
                col: self.run.column(row),
                attackers: self.run.attackers(row),
            }
        };
        counters.conflict_checks += self.run.checks() - checks;
        Some(event)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_count_the_queens_of_other_rows_on_their_lines() {
        // Queens on a1 (row 0, col 0) and c2 (row 1, col 2) of a 3×3 board.
        let counts = square_conflicts(&[Some(0), Some(2), None]);
        assert_eq!(counts, vec![0, 1, 1, 1, 1, 0, 1, 1, 2]);
        assert!(square_conflicts(&[]).is_empty());
    }
}
