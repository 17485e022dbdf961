//! One step of a knight's search or replay, as the player shows it.

use super::candidates::Candidates;
use crate::knights::board::Square;

/// One event. Squares are 0-based, row 0 at the top; move numbers are 1-based as the C knight's
/// tour program counts them (`move_num` after entering the square): the start square is move 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KnightEvent {
    /// The knight enters `square` as move `number` (the C program's `addknight()` call).
    Move {
        /// The square entered.
        square: Square,
        /// Its 1-based move number.
        number: u32,
    },
    /// The knight on `from` rates the squares it can go to next (Warnsdorff's rule), best first.
    Candidates {
        /// The knight's square.
        from: Square,
        /// The unvisited squares a knight's move away, with their ratings.
        candidates: Candidates,
    },
    /// The knight on `square` has no unvisited square to go to, and the board is not full.
    DeadEnd {
        /// The knight's square.
        square: Square,
    },
    /// The search gives up `square`, the path's last (move `number`), and steps back.
    Backtrack {
        /// The square freed.
        square: Square,
        /// Its 1-based move number.
        number: u32,
    },
    /// Every square is on the path: a tour.
    Complete {
        /// Whether the last square is a knight's move from the first.
        closed: bool,
    },
}
