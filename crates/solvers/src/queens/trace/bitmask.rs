//! The bitboard search: per row, the columns and both diagonals already taken as bitmasks;
//! the free squares of a row are `!(cols | diag | anti)`, placed lowest bit (leftmost column)
//! first. Bit `b` is the 0-based column `b`.
//!
//! ```text
//! solve(row, cols, diag, anti):
//!     if row == N: record
//!     free = !(cols | diag | anti) & full                   // one conflict check
//!     while free != 0:
//!         bit = free & -free; free ^= bit
//!         solve(row + 1, cols | bit, (diag | bit) << 1, (anti | bit) >> 1)
//! ```
//!
//! The algorithm never looks at an attacked square: the mask leaves it out. So this tracer
//! emits no `Try` and no `Attacked`, only `Place` for each bit taken, `Solution`, and `Remove`
//! when a call returns to its caller. The state panel's masks show what was excluded.

use super::event::Event;
use super::state::AlgorithmState;
use super::tracer::Counters;
use crate::code::queens::{BITMASK_PLACE, BITMASK_RECORD, BITMASK_REMOVE};

/// One active call `solve(row, …)`.
#[derive(Clone, Copy, Debug, Default)]
struct Level {
    cols: u32,
    diag: u32,
    anti: u32,
    /// Free squares of this row not yet taken.
    free: u32,
    /// The bit of the queen this call has on the board (0 if none).
    queen: u32,
}

/// Where the recursion is between two events.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// `solve(0, 0, 0, 0)` has not computed its mask yet.
    Start,
    /// The innermost call takes its next free bit, or returns.
    Choose,
    /// The last row was placed: the call `solve(N, …)` records the solution.
    Record,
    /// The innermost call's queen leaves (its child returned).
    Lift,
}

/// The recursion's frames, outermost first.
#[derive(Clone, Debug)]
pub(super) struct Bitmask {
    n: usize,
    full: u32,
    levels: Vec<Level>,
    phase: Phase,
}

impl Bitmask {
    /// `solve(0, 0, 0, 0)` about to start; `n` is at most 32.
    pub(super) fn new(n: usize) -> Self {
        let full = u32::MAX >> (32 - n);
        Self {
            n,
            full,
            levels: vec![Level::default()],
            phase: Phase::Start,
        }
    }

    /// The state panel's view: the innermost call's masks.
    pub(super) fn state(&self) -> AlgorithmState {
        let top = self.levels.last().copied().unwrap_or_default();
        AlgorithmState::Bitmask {
            row: self.levels.len().saturating_sub(1),
            cols: top.cols,
            diag: top.diag,
            anti: top.anti,
            free: top.free,
        }
    }

    /// The free squares of a row, counted as one conflict check.
    fn free(&self, level: &Level, counters: &mut Counters) -> u32 {
        counters.conflict_checks += 1;
        !(level.cols | level.diag | level.anti) & self.full
    }

    /// The line of the program that did `event` (the bitmask search tries no square that is
    /// attacked, so it has no `Try` or `Attacked`; they are given the placing line).
    pub(super) fn line(event: &Event) -> u8 {
        match event {
            Event::Solution { .. } => BITMASK_RECORD,
            Event::Remove { .. } => BITMASK_REMOVE,
            // A `Place`: it makes no other event.
            _ => BITMASK_PLACE,
        }
    }

    /// Runs the recursion up to its next event.
    pub(super) fn step(
        &mut self,
        queens: &[Option<usize>],
        counters: &mut Counters,
    ) -> Option<Event> {
        loop {
            match self.phase {
                Phase::Start => {
                    let root = self.levels.first()?;
                    let free = self.free(root, counters);
                    self.levels[0].free = free;
                    self.phase = Phase::Choose;
                }
                Phase::Choose => {
                    let row = self.levels.len().checked_sub(1)?;
                    let top = &mut self.levels[row];
                    if top.free == 0 {
                        self.levels.pop();
                        if self.levels.is_empty() {
                            return None;
                        }
                        self.phase = Phase::Lift;
                        continue;
                    }
                    let bit = top.free & top.free.wrapping_neg();
                    top.free &= !bit;
                    top.queen = bit;
                    let mut child = Level {
                        cols: top.cols | bit,
                        diag: ((top.diag | bit) << 1) & self.full,
                        anti: (top.anti | bit) >> 1,
                        ..Level::default()
                    };
                    if row + 1 == self.n {
                        self.phase = Phase::Record;
                    } else {
                        child.free = self.free(&child, counters);
                        self.levels.push(child);
                    }
                    return Some(Event::Place {
                        row,
                        col: bit.trailing_zeros() as usize,
                    });
                }
                Phase::Record => {
                    self.phase = Phase::Lift;
                    return Some(Event::solution(queens, counters.solutions));
                }
                Phase::Lift => {
                    let row = self.levels.len().checked_sub(1)?;
                    let top = &mut self.levels[row];
                    let col = top.queen.trailing_zeros() as usize;
                    top.queen = 0;
                    self.phase = Phase::Choose;
                    return Some(Event::Remove { row, col });
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
    fn masks_of_the_row_after_a_queen() {
        let mut t = Tracer::new(Algorithm::Bitmask, 5).unwrap();
        assert_eq!(t.next_event(), Some(Event::Place { row: 0, col: 0 }));
        assert_eq!(
            t.state(),
            AlgorithmState::Bitmask {
                row: 1,
                cols: 0b00001,
                diag: 0b00010,
                anti: 0,
                free: 0b11100,
            }
        );
        assert_eq!(t.counters().conflict_checks, 2);
    }
}
