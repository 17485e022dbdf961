//! What the workers count, for any puzzle: a puzzle's count is a total that its jobs' results add
//! up to ([`Countable`]), with the type of its jobs and of what a job finds. The pool, the
//! schedule and the messages are written once over this trait; [`super::puzzles`] holds each
//! puzzle's implementation and registers it with the workers.

use std::fmt;
use std::str::FromStr;

/// The total of a count, which a puzzle's jobs add up to: the puzzle's jobs, what one finds, and
/// how a result is added. A job and a result travel between the page and a worker as their text
/// forms (`Display`, read back by `FromStr`).
pub trait Countable: Clone + PartialEq + fmt::Debug + 'static {
    /// The puzzle's word in a request (`count <run> <job index> <puzzle> <job…>`).
    const PUZZLE: &'static str;
    /// A share of the count that a worker does on its own.
    type Job: Clone + PartialEq + fmt::Debug + fmt::Display + FromStr;
    /// What a worker found for one job.
    type Found: Clone + PartialEq + fmt::Debug + fmt::Display + FromStr;
    /// Does `job`, on this thread.
    fn count(job: &Self::Job) -> Self::Found;
    /// Adds a job's result; on an error nothing is added.
    fn add_found(&mut self, found: Self::Found) -> Result<(), TallyError>;
}

/// Why a result cannot be added to a total.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TallyError {
    /// The sum no longer fits.
    Overflow,
    /// The result names a prefix the list does not have.
    NoSuchPrefix(u32),
}
