//! Fast counting of all placements, split into jobs for Web Workers.
//!
//! A job is one class of border constellations (see [`crate::queens::constellation`]): its
//! completions, times the class's size. For N = 16 that is 3,206 jobs and 219 million search
//! nodes (the plain mirror-symmetry split visits 563 million).

use std::fmt;
use std::str::FromStr;

use super::constellation::{canonical_constellations, work, Border, Completion};
use super::enumerate::MAX_BITMASK_N;

/// The largest N the counter accepts: one bit per column in a `u32`. (Only the size of the bitmask
/// limits it: N = 20 already takes most of an hour of one core, each further N about seven times
/// longer.)
pub const MAX_COUNT_N: usize = MAX_BITMASK_N;

/// A share of a count: the placements whose border queens are those of a constellation's class.
/// Plain data, so it can be posted to a worker; its text form is the 1-based column of the queen
/// in the top row, then in the bottom row, then the 1-based row of the queen in the left column
/// and in the right column, separated by spaces, e.g. `"2 7 3 6"` (see [`fmt::Display`] and
/// [`FromStr`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CountJob {
    /// The constellation (0-based).
    pub border: Border,
}

impl fmt::Display for CountJob {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let b = self.border;
        write!(
            f,
            "{} {} {} {}",
            b.top + 1,
            b.bottom + 1,
            b.left + 1,
            b.right + 1
        )
    }
}

/// Why a text is not a [`CountJob`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParseJobError;

impl fmt::Display for ParseJobError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "a count job is 4 numbers from 1 to {MAX_COUNT_N}, separated by spaces"
        )
    }
}

impl std::error::Error for ParseJobError {}

impl FromStr for CountJob {
    type Err = ParseJobError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let mut words = text.split_whitespace();
        let mut next = || -> Result<usize, ParseJobError> {
            let word = words.next().ok_or(ParseJobError)?;
            let position: usize = word.parse().map_err(|_| ParseJobError)?;
            if position == 0 || position > MAX_COUNT_N {
                return Err(ParseJobError);
            }
            Ok(position - 1)
        };
        let border = Border {
            top: next()?,
            bottom: next()?,
            left: next()?,
            right: next()?,
        };
        match words.next() {
            Some(_) => Err(ParseJobError),
            None => Ok(CountJob { border }),
        }
    }
}

/// A job of a count, with a rough measure of its work: the product of the choices in its first
/// searched rows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Planned {
    /// The job.
    pub job: CountJob,
    /// Its expected work, in no particular unit: only ratios between jobs of one count matter.
    pub work: u64,
}

/// The jobs whose results add up to the number of placements of `n` queens, largest expected work
/// first (so that the workers end at about the same time); empty for `n == 0` or
/// `n > MAX_COUNT_N`. N = 1 has one job, N = 2 and 3 none.
pub fn jobs(n: usize) -> Vec<Planned> {
    if n == 0 || n > MAX_COUNT_N {
        return Vec::new();
    }
    let mut planned: Vec<Planned> = canonical_constellations(n)
        .into_iter()
        .filter_map(|border| {
            Some(Planned {
                job: CountJob { border },
                work: work(n, border)?.max(1),
            })
        })
        .collect();
    planned.sort_by_key(|p| std::cmp::Reverse(p.work));
    planned
}

/// The job's share of the count of placements of `n` queens, its class's size applied: 0 for a
/// job that is no constellation of `n` (a job not made by [`jobs`] for this `n` still gives the
/// completions of its class, which is defined).
pub fn count_job(n: usize, job: &CountJob) -> u64 {
    Completion::of(n, job.border).map_or(0, |c| c.count())
}

/// The number of placements of `n` queens: the sum over [`jobs`] of [`count_job`].
/// `None` for `n == 0` or `n > MAX_COUNT_N`.
pub fn count(n: usize) -> Option<u64> {
    if n == 0 || n > MAX_COUNT_N {
        return None;
    }
    Some(jobs(n).iter().map(|p| count_job(n, &p.job)).sum())
}

/// The search nodes (queens placed above a completion's last row) that [`count`] visits for `n`:
/// for measuring time per node. 0 beyond the counter's range.
pub fn nodes(n: usize) -> u64 {
    jobs(n)
        .iter()
        .filter_map(|p| Completion::of(n, p.job.border))
        .map(|c| c.nodes())
        .sum()
}
