//! Counting on every core: the messages between the page and its Web Workers, the order jobs are
//! handed out in, the time estimates, and (in the browser) the pool of workers.

#[cfg(target_arch = "wasm32")]
pub mod early;
pub mod estimate;
pub mod failure;
pub mod job;
#[cfg(target_arch = "wasm32")]
pub mod pool;
pub mod protocol;
pub mod schedule;

/// The most workers a count starts, whatever it is asked for (the address's `workers` should
/// accept no more).
pub const MAX_WORKERS: usize = 64;
