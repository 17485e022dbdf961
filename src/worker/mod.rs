//! Counting (and building large lists) on every core: what a puzzle's count is ([`countable`])
//! and each puzzle's ([`puzzles`]), the messages between the page and its Web Workers, the order
//! jobs are handed out in, the time estimates, and (in the browser) the pool of workers.

pub mod countable;
#[cfg(target_arch = "wasm32")]
pub mod early;
pub mod estimate;
pub mod failure;
#[cfg(target_arch = "wasm32")]
pub mod pool;
pub mod protocol;
pub mod puzzles;
pub mod schedule;

/// The largest N whose list the page builds itself: N = 13's 73,712 placements take a few
/// milliseconds. Larger lists are built in the workers, which take a few hundred milliseconds to
/// start.
pub const PAGE_LIST_MAX_N: usize = 13;

/// The most workers a count starts, whatever it is asked for (the address's `workers` should
/// accept no more).
pub const MAX_WORKERS: usize = 64;
