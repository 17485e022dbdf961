//! What the player shows after a step: the board, the path, the event, the counters and the
//! method's own variables.

use super::candidates::Candidates;
use super::event::KnightEvent;
use super::method::Method;
use super::path::PathView;
use crate::knights::board::{BoardSize, Square};

/// What a trace has done so far.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counters {
    /// Events so far: this frame's step number.
    pub steps: u64,
    /// Squares entered (`Move` events; the C program's calls of `addknight()`), the start
    /// included.
    pub entered: u64,
    /// Squares given up (`Backtrack` events).
    pub backtracks: u64,
    /// Squares with nowhere to go (`DeadEnd` events).
    pub dead_ends: u64,
    /// Squares on the path now.
    pub visited: u64,
}

impl Counters {
    /// Knight's moves made: the squares entered but the start (a whole 8×8 tour has 63).
    pub fn moves(&self) -> u64 {
        self.entered.saturating_sub(1)
    }
}

/// Everything the player shows after a step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Frame {
    /// The method traced.
    pub method: Method,
    /// The board.
    pub size: BoardSize,
    /// The knight's path so far, start first.
    pub path: PathView,
    /// The event just done; `None` at step 0.
    pub event: Option<KnightEvent>,
    /// The counters.
    pub counters: Counters,
    /// The method's own variables, for the state panel.
    pub state: MethodState,
    /// The line of the method's program that did the event ([`crate::code::knights_program`]);
    /// `None` at step 0 and for a construction.
    pub line: Option<u8>,
}

/// The method's own variables.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MethodState {
    /// [`Method::SeedOrder`] and [`Method::WarnsdorffBacktracking`]: the C knight's tour program's
    /// variables.
    Seed(SeedState),
    /// [`Method::Warnsdorff`]: the ratings of the squares the knight can go to from where it is
    /// (none before the first move and once the board is full).
    Warnsdorff {
        /// The candidates, best first.
        candidates: Candidates,
    },
    /// [`Method::Closed`]: a construction has no variables to show beyond the path.
    Construction,
}

/// The most entries of `row[]`/`col[]` a [`SeedState`] shows.
pub const SEED_TAIL: usize = 8;

/// The C knight's tour program's variables, named as in that program.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeedState {
    /// `move_num`: squares on the path (the next free entry of `row[]`/`col[]`).
    pub move_num: u32,
    /// The globals `i`, `j`: the square the innermost call of `addknight()` works from.
    pub at: Square,
    /// The loop variable `a` of the innermost call: the index (into its move order) of the move it
    /// tries, or has just come back from; `None` when no call is active.
    pub a: Option<u8>,
    /// Where [`SeedState::tail`] starts in `row[]`/`col[]`.
    pub tail_start: u32,
    /// `(row[t], col[t])` for `t` in `tail_start..move_num`: the last (at most [`SEED_TAIL`])
    /// squares written.
    pub tail: Vec<Square>,
    /// The board array `arr`, row by row: `true` where the C program holds 1 (visited).
    pub arr: Vec<bool>,
    /// [`Method::WarnsdorffBacktracking`]: the innermost call's move order, the candidates sorted
    /// by rating (its `a` indexes them). `None` for the C program's fixed order, and before the
    /// call has rated its moves.
    pub candidates: Option<Candidates>,
}
