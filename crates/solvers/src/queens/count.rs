//! Fast counting of all placements, split into jobs for Web Workers.
//!
//! The count is a sum over the classes of border constellations (see
//! [`crate::queens::constellation`]): each class's completions times its size. For N = 16 that
//! is 3,206 classes and 177 million queens placed above the last row (the plain mirror-symmetry
//! split visits 563 million nodes). A job is one class of large expected work or a few small
//! ones.

use std::fmt;
use std::str::FromStr;

use super::constellation::{canonical_constellations, work, Border, Completion};
use super::enumerate::MAX_BITMASK_N;

/// The largest N the counter accepts: one bit per column in a `u32`. (Only the size of the bitmask
/// limits it: N = 20 already takes most of an hour of one core, each further N about seven times
/// longer.)
pub const MAX_COUNT_N: usize = MAX_BITMASK_N;

/// A share of a count: the placements whose border queens are those of one of a few
/// constellation classes, each given by one of its constellations. Plain data, so it can be posted
/// to a worker; its text form is, for each constellation, the 1-based column of the queen in the
/// top row, then in the bottom row, then the 1-based row of the queen in the left column and in
/// the right column, all separated by spaces, e.g. `"2 7 3 6"` or `"2 7 3 6 3 5 2 6"` (see
/// [`fmt::Display`] and [`FromStr`]).
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CountJob {
    /// The constellations (0-based), one per class.
    pub borders: Vec<Border>,
}

impl fmt::Display for CountJob {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, b) in self.borders.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            let (top, bottom, left, right) = (b.top + 1, b.bottom + 1, b.left + 1, b.right + 1);
            write!(f, "{top} {bottom} {left} {right}")?;
        }
        Ok(())
    }
}

/// Why a text is not a [`CountJob`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParseJobError;

impl fmt::Display for ParseJobError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "a count job is groups of 4 numbers from 1 to {MAX_COUNT_N}, separated by spaces"
        )
    }
}

impl std::error::Error for ParseJobError {}

impl FromStr for CountJob {
    type Err = ParseJobError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let positions = text
            .split_whitespace()
            .map(|word| match word.parse::<usize>() {
                Ok(p @ 1..=MAX_COUNT_N) => Ok(p - 1),
                _ => Err(ParseJobError),
            })
            .collect::<Result<Vec<usize>, _>>()?;
        if positions.is_empty() || positions.len() % 4 != 0 {
            return Err(ParseJobError);
        }
        let borders = positions
            .chunks_exact(4)
            .map(|p| Border {
                top: p[0],
                bottom: p[1],
                left: p[2],
                right: p[3],
            })
            .collect();
        Ok(CountJob { borders })
    }
}

/// A job of a count, with a rough measure of its work: for each class, the product of the choices
/// in its first searched rows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Planned {
    /// The job.
    pub job: CountJob,
    /// Its expected work, in no particular unit: only ratios between jobs of one count matter.
    pub work: u64,
}

/// About how many jobs a count is split into: enough for the workers to end together and for the
/// progress bar to move smoothly, few enough that messages cost next to nothing (a class alone
/// can be a small fraction of a millisecond of work).
const TARGET_JOBS: u64 = 600;

/// The most classes in one job, which bounds a message's length.
const MAX_CLASSES_PER_JOB: usize = 128;

/// The jobs whose results add up to the number of placements of `n` queens, largest expected work
/// first (so that the workers end at about the same time); empty for `n == 0` or
/// `n > MAX_COUNT_N`. N = 1 has one job, N = 2 and 3 none.
pub fn jobs(n: usize) -> Vec<Planned> {
    if n == 0 || n > MAX_COUNT_N {
        return Vec::new();
    }
    plan(n, TARGET_JOBS)
}

/// The classes of border constellations of `n` (`1..=MAX_COUNT_N`) as about `target` jobs,
/// largest expected work first: classes of large work are a job each; small ones are grouped up
/// to a `target`th of the work, at most [`MAX_CLASSES_PER_JOB`] to a job.
pub(crate) fn plan(n: usize, target: u64) -> Vec<Planned> {
    let mut classes: Vec<(Border, u64)> = canonical_constellations(n)
        .into_iter()
        .filter_map(|border| Some((border, work(n, border)?.max(1))))
        .collect();
    classes.sort_unstable_by_key(|&(_, work)| std::cmp::Reverse(work));
    let share = (classes.iter().map(|&(_, w)| w).sum::<u64>() / target).max(1);
    let mut planned: Vec<Planned> = Vec::new();
    for (border, work) in classes {
        match planned.last_mut() {
            Some(last) if last.work < share && last.job.borders.len() < MAX_CLASSES_PER_JOB => {
                last.job.borders.push(border);
                last.work += work;
            }
            _ => planned.push(Planned {
                job: CountJob {
                    borders: vec![border],
                },
                work,
            }),
        }
    }
    planned
}

/// The job's share of the count of placements of `n` queens, its classes' sizes applied; a
/// constellation that is not one of `n` adds 0 (a job not made by [`jobs`] for this `n` still
/// gives the completions of its classes, which is defined).
pub fn count_job(n: usize, job: &CountJob) -> u64 {
    job.borders
        .iter()
        .filter_map(|&border| Completion::of(n, border))
        .map(|c| c.count())
        .sum()
}

/// The number of placements of `n` queens: the sum over [`jobs`] of [`count_job`].
/// `None` for `n == 0` or `n > MAX_COUNT_N`.
///
/// ```
/// use nqueens_solvers::queens::count::count;
/// assert_eq!(count(8), Some(92));
/// assert_eq!(count(12), Some(14_200));
/// assert_eq!(count(0), None);
/// ```
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
        .flat_map(|p| &p.job.borders)
        .filter_map(|&border| Completion::of(n, border))
        .map(|c| c.nodes())
        .sum()
}
