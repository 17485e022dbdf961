//! Resumable tracers of the C#, Java and C programs' backtracking searches, event by event, for the
//! step-by-step player; [`crate::playback::Timeline`] seeks to any of their steps quickly.
//!
//! # Coordinates
//!
//! Every [`Event`] and the board of a [`Frame`] use **0-based** `row` and `col`: the C# program's
//! queen `k` at `(x, y) = (M[k], k)` is the square `row = k - 1`, `col = M[k] - 1`. The algorithms'
//! own variables in [`AlgorithmState`] keep the programs' indexing (`M[1..N]`, `p`, `i`, `j`
//! 1-based), so the state panel reads like the program's code.
//!
//! # One step = one event
//!
//! A step is one [`Event`]: try a square, find it attacked, place a queen, remove one, record a
//! solution. Statements that change nothing on the board (an increment that runs off the board,
//! a return from a call) happen inside the step that follows them.
//!
//! # The algorithms, and what a conflict check is in each
//!
//! [`Counters::conflict_checks`] counts the elementary tests each program performs to decide
//! whether a candidate square is attacked, at the granularity of the program's own code:
//!
//! - [`Algorithm::Pointer`] (the C# program): the iterative `M`/`p` loop; `Strike(M, p)` calls
//!   `IsStrike` for the earlier queens `1..p-1`, and `IsStrike` **scans squares**: one check for
//!   its first test `x1 == x2 || y1 == y2`, then one per square it visits walking the four
//!   diagonal rays from the earlier queen until it meets the candidate.
//! - [`Algorithm::Flags`] (the Java program, and the C program's recursive version): `check(i, j)`
//!   reads `c[j]`, then `c1[i-j+N-1]`, then `c2[i+j-2]`, stopping at the first occupied line: one
//!   check per read.
//! - [`Algorithm::ColumnByColumn`] (the C program's column-by-column version): one check per pair
//!   test of its two loops (same row `a[k] == a[i]`, then the two diagonals of `a[k]`).
//! - [`Algorithm::Bitmask`]: one check per free-square mask computed, `!(cols | diag | anti)`,
//!   which answers for a whole row at once. Attacked squares are never looked at, so this tracer
//!   emits no `Try`/`Attacked`: it places queens straight from the mask, lowest bit first.
//!
//! - [`Algorithm::GenerateAndTest`] and [`Algorithm::Permutations`]: one check per pair of queens
//!   tested in a complete arrangement, until a pair attacks each other. They place queens on
//!   attacked squares too (no `Try`); a complete arrangement's test is an `Attacked` event (its
//!   first attacking pair) or a `Solution`.
//! - [`Algorithm::Forward`] and [`Algorithm::Mrv`]: one check per empty row whose free squares
//!   a placed queen strikes out (forward checking), stopping at the first row left empty. They
//!   try only free squares, so they emit no `Try`/`Attacked`; a placement that empties a row is
//!   an `Emptied` event instead of a `Place`.
//! - [`Algorithm::MinConflicts`]: one check per square whose attackers are counted (the greedy
//!   start's tries, then the N squares of each repair's row). Its events are `Place` (the start,
//!   row by row), `Pick` and `Move` (a repair), `Stalled` and one `Solution`; it builds no tree.
//!
//! Theory, checked by the tests for N = 6..10: scanning (pointer, columns) > flag arrays ≥ bitmask.
//!
//! [`Counters::backtracks`] counts queens taken off the board (`Remove` and `Emptied` events).

mod algorithm;
mod bitmask;
mod brute;
mod columns;
mod event;
mod flags;
mod forward;
mod grows;
mod local;
pub mod perform;
mod pointer;
pub mod predict;
pub mod questions;
mod recorded;
mod solutions;
mod state;
mod tracer;
mod whole;

#[cfg(test)]
mod tests;

pub use algorithm::{Algorithm, Group};
pub use brute::{computed_work, ComputedWork};
pub use event::Event;
pub use local::square_conflicts;
pub use recorded::{BadRecording, RecordedStep};
pub use solutions::Solutions;
pub use state::AlgorithmState;
pub use tracer::{Counters, Frame, TraceError, Tracer, MAX_TRACE_N};
pub use whole::whole_search;

/// The player's timeline of a queens search.
pub type QueensTimeline = crate::playback::Timeline<Tracer>;
