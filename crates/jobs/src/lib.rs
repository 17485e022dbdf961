//! What N-Queens Lab's counting workers do, and the page's side of it that needs no browser: what a
//! count is ([`countable`]) and each puzzle's ([`puzzles`]), the jobs of one count ([`schedule`]),
//! why a count stopped ([`failure`]), the messages between the page and its Web Workers
//! ([`protocol`]), and the limits that the page and the workers share ([`limits`]).
//!
//! A crate of its own so that the worker's wasm (`src/main.rs`, built by Trunk beside the page) is
//! compiled from the solvers and this crate alone, not from a second build of the page's crate
//! with its UI; the page re-exports these modules as `nqueens_lab::worker::…` and
//! `nqueens_lab::limits`.

pub mod countable;
pub mod failure;
pub mod limits;
pub mod protocol;
pub mod puzzles;
pub mod schedule;

use nqueens_solvers::{knights, playback, queens};
