//! A run of measurements, for any puzzle: each job is one whole search (what searches, on what:
//! an algorithm on N, a method on a side) and its result what that search did. The total of a run
//! is every result as it came in ([`Measures`]); a puzzle's measure implements [`Measure`], and
//! the count, the jobs' text form and the schedule are written once here.

use super::{all_read, word, ParseError};
use crate::countable::{Countable, TallyError};
use crate::schedule::Schedule;
use std::fmt;
use std::str::{FromStr, SplitWhitespace};

/// The results of a run of measurements, in the order they came in.
#[derive(Clone, Debug, PartialEq)]
pub struct Measures<F>(pub Vec<F>);

impl<F> Default for Measures<F> {
    fn default() -> Self {
        Measures(Vec::new())
    }
}

#[cfg(test)]
impl<F: Copy> Measures<F> {
    /// The result that `is` picks, if it came in.
    pub fn get(&self, is: impl Fn(&F) -> bool) -> Option<F> {
        self.0.iter().find(|m| is(m)).copied()
    }
}

/// One whole search to measure: what searches and on what. Text form: `<what> <size>`
/// ([`write_job`], [`read_job`]).
pub trait MeasureJob: Copy + PartialEq + fmt::Debug + fmt::Display + FromStr {
    /// What searches: an algorithm, a method.
    type What: Copy + fmt::Display + FromStr;
    /// On what: N, a board's side.
    type Size: Copy + fmt::Display + FromStr;

    /// The job of `what` on `size`, if that search is measured.
    fn new(what: Self::What, size: Self::Size) -> Option<Self>;

    /// What searches, and on what.
    fn parts(&self) -> (Self::What, Self::Size);
}

/// What one whole search did, for a puzzle's run of measurements. Its text form starts with its
/// job's.
pub trait Measure: Copy + PartialEq + fmt::Debug + fmt::Display + FromStr + 'static {
    /// The puzzle's word in a request.
    const PUZZLE: &'static str;
    /// The search measured.
    type Job: MeasureJob;

    /// Runs the search of `job` and measures it, on this thread.
    fn measure(job: &Self::Job) -> Self;
}

impl<M: Measure> Countable for Measures<M> {
    const PUZZLE: &'static str = M::PUZZLE;
    type Job = M::Job;
    type Found = M;

    fn count(job: &M::Job) -> M {
        M::measure(job)
    }

    fn add_found(&mut self, found: M) -> Result<(), TallyError> {
        self.0.push(found);
        Ok(())
    }
}

impl<M: Measure> Schedule<Measures<M>> {
    /// The jobs `planned` with their expected work, the slowest first.
    pub fn slowest_first(mut planned: Vec<(M::Job, u64)>) -> Self {
        planned.sort_by_key(|&(_, work)| std::cmp::Reverse(work));
        Self::new(planned, Measures::default())
    }
}

/// Gives a [`MeasureJob`] its text form, `<what> <size>` (`Display` and `FromStr`).
macro_rules! job_text {
    ($Job:ty) => {
        impl ::std::fmt::Display for $Job {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                $crate::puzzles::measures::write_job(self, f)
            }
        }

        impl ::std::str::FromStr for $Job {
            type Err = $crate::puzzles::ParseError;

            fn from_str(text: &str) -> Result<Self, Self::Err> {
                $crate::puzzles::measures::parse_job(text)
            }
        }
    };
}
pub(crate) use job_text;

/// Writes `job` as `<what> <size>`.
pub fn write_job<J: MeasureJob>(job: &J, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let (what, size) = job.parts();
    write!(f, "{what} {size}")
}

/// Reads `<what> <size>` from `words`: a search that is measured.
pub fn read_job<J: MeasureJob>(words: &mut SplitWhitespace<'_>) -> Result<J, ParseError> {
    let what = word(words)?;
    let size = word(words)?;
    J::new(what, size).ok_or(ParseError)
}

/// Reads a job from the whole of `text`.
pub fn parse_job<J: MeasureJob>(text: &str) -> Result<J, ParseError> {
    let mut words = text.split_whitespace();
    let job = read_job(&mut words)?;
    all_read(words, job)
}
