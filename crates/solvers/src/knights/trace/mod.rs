//! Resumable traces of knight's tours, event by event, for the step-by-step player
//! ([`crate::playback::Timeline`] seeks to any of their steps).
//!
//! Four [`Method`]s: the backtracking of the C knight's tour program (`addknight`) as written
//! ([`Method::SeedOrder`]) and with Warnsdorff's move order ([`Method::WarnsdorffBacktracking`]),
//! which search step by step; and replays of the tours the solvers find by Warnsdorff's rule
//! ([`Method::Warnsdorff`]) and by a closed-tour construction ([`Method::Closed`]).
//!
//! # One step = one event
//!
//! A step is one [`KnightEvent`]: the knight enters a square, rates where it can go next, finds
//! itself stuck, gives a square up, or completes the tour. Checks that change nothing (a move off
//! the board, onto a visited square) happen inside the step that follows them; so does a
//! caller's `a++` after a call returns.
//!
//! # Coordinates
//!
//! Squares are 0-based `(row, col)` with row 0 at the top, as the C program prints its board (see
//! [`crate::knights::board`]); move numbers are 1-based, as the C program's `move_num` counts them.
//!
//! # Cost
//!
//! Events allocate nothing: a search's arrays have their full size from the start, and ratings
//! are a fixed array of eight. Frames may allocate (a search's frame copies its path and board).

mod backtrack;
mod candidates;
mod error;
mod event;
mod frame;
mod grows;
mod method;
mod path;
pub mod perform;
pub mod predict;
mod replay;
mod tours;
mod tracer;

#[cfg(test)]
mod tests;

pub use candidates::{Candidate, Candidates, MAX_CANDIDATES};
pub use error::TraceError;
pub use event::KnightEvent;
pub use frame::{Counters, Frame, MethodState, SeedState, SEED_TAIL};
pub use method::Method;
pub use path::PathView;
pub use tours::TourFound;
pub use tracer::{KnightTracer, MAX_SEARCH_SQUARES};

/// The player's timeline of a knight's tour trace.
pub type KnightTimeline = crate::playback::Timeline<KnightTracer>;
