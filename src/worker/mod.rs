//! Counting (and building large lists) on every core: what a puzzle's count is ([`countable`])
//! and each puzzle's ([`puzzles`]), the messages between the page and its Web Workers, the order
//! jobs are handed out in, the time estimates, and (in the browser) the pool of workers.

pub mod activity;
pub mod dispatch;
#[cfg(target_arch = "wasm32")]
pub mod early;
pub mod estimate;
pub mod mailbox;
#[cfg(target_arch = "wasm32")]
pub mod pool;

pub use nqueens_jobs::{countable, failure, protocol, puzzles, schedule};
