//! The knight's tour, pure: no browser, no UI. Everything here runs natively and in wasm.

mod blocks;
pub mod board;
pub mod closed;
pub mod count;
pub mod existence;
pub mod known;
pub mod open;
pub mod order;
pub mod play;
pub mod search;
pub mod tour;
pub mod trace;
pub mod validate;
pub mod walk;
pub mod warnsdorff;
