//! The students' Python, run on the board: a program the student writes runs in a sandboxed
//! interpreter (Monty, written in Rust), its calls of the board's functions become the search's
//! events, each with its line, and the search is graded against the app's own.
//!
//! Pure: no web, no Leptos. The page runs it in a worker of its own, loaded when a student first
//! opens the mode. Without the `interpreter` feature the crate is the data alone (the outcomes
//! and the worker's messages), which the page reads with no interpreter in its build.

pub mod board;
pub mod departure;
pub mod outcome;
pub mod protocol;
pub mod session;
pub mod starters;
pub mod walk;
mod wire;

#[cfg(feature = "interpreter")]
pub mod answer;
#[cfg(feature = "interpreter")]
pub mod grade;
#[cfg(feature = "interpreter")]
pub mod rule;
#[cfg(feature = "interpreter")]
pub mod run;
#[cfg(feature = "interpreter")]
pub mod safe;
#[cfg(feature = "interpreter")]
pub mod search;
#[cfg(feature = "interpreter")]
pub mod tagged;
