//! The build of the list's index for a large N: a job is a share of the constellation classes of
//! N ([`ListJob`]), its result the placements they complete to counted by their prefix, and the
//! total the list's [`ListingTotals`].

use super::queens::board_size;
use crate::countable::{Countable, TallyError};
use crate::failure::CountFailure;
use crate::queens::count::{CountJob, ParseJobError};
use crate::queens::index::{index_jobs, prefix_counts, AddError, PrefixCounts, MAX_LIST_N};
use crate::queens::listing::ListingTotals;
use crate::schedule::Schedule;
use std::fmt;
use std::str::FromStr;

/// The placements of `n` queens (`1..=MAX_LIST_N`) that the job's classes complete to, counted by
/// their prefix in the list's index: all of them, or the fundamental ones. Text form:
/// `<n> <all or fundamental> <job's columns…>`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ListJob {
    /// The board size.
    pub n: u8,
    /// Whether only the fundamental placements are listed.
    pub fundamental: bool,
    /// The constellations.
    pub job: CountJob,
}

impl fmt::Display for ListJob {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let listed = if self.fundamental {
            "fundamental"
        } else {
            "all"
        };
        write!(f, "{} {listed} {}", self.n, self.job)
    }
}

impl FromStr for ListJob {
    type Err = ParseJobError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let (n, rest) = board_size(text, MAX_LIST_N)?;
        let (listed, rest) = rest
            .trim_start()
            .split_once(char::is_whitespace)
            .ok_or(ParseJobError)?;
        let fundamental = match listed {
            "all" => false,
            "fundamental" => true,
            _ => return Err(ParseJobError),
        };
        Ok(ListJob {
            n,
            fundamental,
            job: rest.parse()?,
        })
    }
}

impl Countable for ListingTotals {
    const PUZZLE: &'static str = "list";
    type Job = ListJob;
    type Found = PrefixCounts;

    fn count(job: &ListJob) -> PrefixCounts {
        prefix_counts(usize::from(job.n), job.fundamental, &job.job)
    }

    fn add_found(&mut self, found: PrefixCounts) -> Result<(), TallyError> {
        ListingTotals::add(self, &found).map_err(|error| match error {
            AddError::NoSuchPrefix(slot) => TallyError::NoSuchPrefix(slot),
            AddError::Overflow => TallyError::Overflow,
        })
    }
}

impl Schedule<ListingTotals> {
    /// The build of the list of N = `n` (all placements, or the fundamental ones): the counts by
    /// prefix of its index; an error for `n == 0` or beyond the list's range.
    pub fn list(n: usize, fundamental: bool) -> Result<Self, CountFailure> {
        let too_large = CountFailure::TooLarge { n, max: MAX_LIST_N };
        let size = u8::try_from(n).map_err(|_| too_large.clone())?;
        let totals = ListingTotals::new(n, fundamental).ok_or(too_large)?;
        let planned = index_jobs(n)
            .into_iter()
            .map(|p| {
                let job = ListJob {
                    n: size,
                    fundamental,
                    job: p.job,
                };
                (job, p.work)
            })
            .collect();
        Ok(Self::new(planned, totals))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_list_build_adds_up_to_the_list() {
        for (n, fundamental, listed) in [(10, false, 724), (10, true, 92), (14, true, 45_752)] {
            let mut schedule = Schedule::list(n, fundamental).unwrap_or_else(|e| panic!("{e:?}"));
            let mut out = Vec::new();
            while let Some(job) = schedule.next_job() {
                out.push(job);
            }
            assert!(out.len() > 1, "N = {n}: {} jobs", out.len());
            for (index, job) in out.iter().rev() {
                assert_eq!(schedule.record(*index, ListingTotals::count(job)), Ok(()));
            }
            let listing = schedule.total().and_then(ListingTotals::finish);
            assert_eq!(
                listing.map(|l| (l.len(), l.is_fundamental())),
                Some((listed, fundamental))
            );
        }
        let too_large = CountFailure::TooLarge {
            n: MAX_LIST_N + 1,
            max: MAX_LIST_N,
        };
        assert_eq!(Schedule::list(MAX_LIST_N + 1, false).err(), Some(too_large));
        assert!(Schedule::list(0, false).is_err());
        let mut listed = ListingTotals::new(4, false).unwrap_or_else(|| panic!("4 is listable"));
        let beyond = PrefixCounts {
            counts: vec![(16, 1)],
        };
        assert_eq!(listed.add_found(beyond), Err(TallyError::NoSuchPrefix(16)));
    }

    #[test]
    fn a_job_reads_back_from_its_text() {
        for (text, fundamental) in [("17 all 2 7 3 6", false), ("8 fundamental 1 2 3 4", true)] {
            let job: ListJob = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(job.fundamental, fundamental);
            assert_eq!(job.to_string(), text);
        }
        for bad in [
            "",
            "8",
            "8 all",
            "8 some 1 2 3 4",
            "18 all 1 2 3 4",
            "8 fundamental 1 2 3",
        ] {
            assert_eq!(bad.parse::<ListJob>(), Err(ParseJobError), "{bad:?}");
        }
    }
}
