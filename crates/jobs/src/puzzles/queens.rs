//! The count of the placements of N queens: a job is a share of the constellation classes of N
//! ([`QueensJob`]), its result the placements they complete to, and the total [`Placements`].

use crate::countable::{Countable, TallyError};
use crate::failure::CountFailure;
use crate::queens::count::{count_job, jobs, CountJob, ParseJobError, MAX_COUNT_N};
use crate::schedule::Schedule;
use std::fmt;
use std::str::FromStr;

/// The placements of N queens a count has found so far.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Placements(pub u64);

/// The placements of `n` queens (`1..=MAX_COUNT_N`) whose border queens are of the job's
/// constellation classes. Text form: `<n> <job's columns…>`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QueensJob {
    /// The board size.
    pub n: u8,
    /// The constellations.
    pub job: CountJob,
}

impl fmt::Display for QueensJob {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.n, self.job)
    }
}

impl FromStr for QueensJob {
    type Err = ParseJobError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let (n, rest) = board_size(text, MAX_COUNT_N)?;
        Ok(QueensJob {
            n,
            job: rest.parse()?,
        })
    }
}

/// A job's board size, its first word (from 1 to `max`), and the words after it.
pub(super) fn board_size(text: &str, max: usize) -> Result<(u8, &str), ParseJobError> {
    let (n, rest) = text
        .trim_start()
        .split_once(char::is_whitespace)
        .ok_or(ParseJobError)?;
    let n: u8 = n.parse().map_err(|_| ParseJobError)?;
    if n == 0 || usize::from(n) > max {
        return Err(ParseJobError);
    }
    Ok((n, rest))
}

impl Countable for Placements {
    const PUZZLE: &'static str = "queens";
    type Job = QueensJob;
    type Found = u64;

    fn count(job: &QueensJob) -> u64 {
        count_job(usize::from(job.n), &job.job)
    }

    fn add_found(&mut self, found: u64) -> Result<(), TallyError> {
        self.0 = self.0.checked_add(found).ok_or(TallyError::Overflow)?;
        Ok(())
    }
}

impl Schedule<Placements> {
    /// The count of the placements of `n` queens; an error for `n == 0` or beyond the counter's
    /// range.
    pub fn queens(n: usize) -> Result<Self, CountFailure> {
        let size = u8::try_from(n)
            .ok()
            .filter(|&size| size > 0 && n <= MAX_COUNT_N)
            .ok_or(CountFailure::TooLarge {
                n,
                max: MAX_COUNT_N,
            })?;
        let planned = jobs(n)
            .into_iter()
            .map(|p| {
                (
                    QueensJob {
                        n: size,
                        job: p.job,
                    },
                    p.work,
                )
            })
            .collect();
        Ok(Self::new(planned, Placements::default()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::queens::count::count;

    #[test]
    fn the_jobs_add_up_to_the_count_and_the_sum_never_overflows() {
        for n in [1, 8, 10] {
            let mut sum = Placements::default();
            for p in jobs(n) {
                let job = QueensJob {
                    n: n as u8,
                    job: p.job,
                };
                assert_eq!(sum.add_found(Placements::count(&job)), Ok(()));
            }
            assert_eq!(Some(sum), count(n).map(Placements), "N = {n}");
        }
        let mut sum = Placements(92);
        assert_eq!(sum.add_found(u64::MAX), Err(TallyError::Overflow));
        assert_eq!(sum, Placements(92));
    }

    #[test]
    fn a_job_reads_back_from_its_text_and_its_n_is_in_range() {
        let job: QueensJob = "16 3 7 2 14".parse().unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(job.n, 16);
        assert_eq!(job.to_string(), "16 3 7 2 14");
        let largest = format!("{MAX_COUNT_N} 32 1 30 2");
        assert_eq!(
            largest.parse::<QueensJob>().map(|j| j.to_string()),
            Ok(largest)
        );
        for bad in [
            "",
            "16",
            "0 1 2 3 4",
            "33 1 2 3 4",
            "300 1 2 3 4",
            "x 1 2 3 4",
            "16 1 2 3",
        ] {
            assert_eq!(bad.parse::<QueensJob>(), Err(ParseJobError), "{bad:?}");
        }
    }
}
