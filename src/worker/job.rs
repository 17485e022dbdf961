//! What a worker does, for either puzzle: a share of a count or of the list's index ([`Job`]),
//! what it found ([`Found`]), and the totals a run adds the results into ([`Tally`]).

use crate::knights::count::{self as tours, TourCount};
use crate::queens::count as placements;
use crate::queens::index::{prefix_counts, AddError, PrefixCounts};
use crate::queens::listing::ListingTotals;
use std::fmt;

/// A share of a count that a worker can do on its own.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Job {
    /// The placements of `n` queens (`1..=MAX_COUNT_N`) whose border queens are of the job's
    /// constellation class.
    Queens {
        /// The board size.
        n: u8,
        /// The constellation.
        job: placements::CountJob,
    },
    /// The placements of `n` queens (`1..=MAX_LIST_N`) that the job's classes complete to,
    /// counted by their prefix in the list's index: all of them, or the fundamental ones.
    List {
        /// The board size.
        n: u8,
        /// Whether only the fundamental placements are listed.
        fundamental: bool,
        /// The constellations.
        job: placements::CountJob,
    },
    /// The knight's tours that begin with the job's moves.
    Knights(tours::CountJob),
}

impl Job {
    /// Does the job, on this thread.
    pub fn count(&self) -> Found {
        match self {
            Job::Queens { n, job } => {
                Found::Placements(placements::count_job(usize::from(*n), job))
            }
            Job::List {
                n,
                fundamental,
                job,
            } => Found::Prefixes(prefix_counts(usize::from(*n), *fundamental, job)),
            Job::Knights(job) => Found::Tours(tours::count_job(job)),
        }
    }
}

/// What a worker found for one job.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Found {
    /// Placements of queens, class sizes applied.
    Placements(u64),
    /// Placements of queens by prefix, for the list's index.
    Prefixes(PrefixCounts),
    /// Knight's tours.
    Tours(TourCount),
}

/// Why a result cannot be added to a total.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TallyError {
    /// The result is of another kind of job.
    WrongKind,
    /// The sum no longer fits.
    Overflow,
    /// The result names a prefix the list does not have.
    NoSuchPrefix(u32),
}

/// The total of a run, which its jobs' results add up to.
pub trait Tally: Clone + PartialEq + fmt::Debug + 'static {
    /// Adds a job's result; on an error nothing is added.
    fn add_found(&mut self, found: Found) -> Result<(), TallyError>;
}

/// The placements of N queens a count has found so far.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Placements(pub u64);

impl Tally for Placements {
    fn add_found(&mut self, found: Found) -> Result<(), TallyError> {
        let Found::Placements(count) = found else {
            return Err(TallyError::WrongKind);
        };
        self.0 = self.0.checked_add(count).ok_or(TallyError::Overflow)?;
        Ok(())
    }
}

impl Tally for TourCount {
    fn add_found(&mut self, found: Found) -> Result<(), TallyError> {
        let Found::Tours(count) = found else {
            return Err(TallyError::WrongKind);
        };
        let open = self.open.checked_add(count.open);
        let closed = self.closed.checked_add(count.closed);
        let (Some(open), Some(closed)) = (open, closed) else {
            return Err(TallyError::Overflow);
        };
        *self = TourCount { open, closed };
        Ok(())
    }
}

impl Tally for ListingTotals {
    fn add_found(&mut self, found: Found) -> Result<(), TallyError> {
        let Found::Prefixes(counts) = found else {
            return Err(TallyError::WrongKind);
        };
        ListingTotals::add(self, &counts).map_err(|error| match error {
            AddError::NoSuchPrefix(slot) => TallyError::NoSuchPrefix(slot),
            AddError::Overflow => TallyError::Overflow,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::knights::board::{BoardSize, Square};

    #[test]
    fn totals_add_their_own_kind_only_and_never_overflow() {
        let mut placements = Placements::default();
        assert_eq!(placements.add_found(Found::Placements(92)), Ok(()));
        let tours = TourCount { open: 3, closed: 1 };
        assert_eq!(
            placements.add_found(Found::Tours(tours)),
            Err(TallyError::WrongKind)
        );
        assert_eq!(
            placements.add_found(Found::Placements(u64::MAX)),
            Err(TallyError::Overflow)
        );
        assert_eq!(placements, Placements(92));
        let mut counted = tours;
        assert_eq!(counted.add_found(Found::Tours(tours)), Ok(()));
        assert_eq!(counted, TourCount { open: 6, closed: 2 });
        assert_eq!(
            counted.add_found(Found::Placements(1)),
            Err(TallyError::WrongKind)
        );
        let full = TourCount {
            open: 0,
            closed: u64::MAX,
        };
        assert_eq!(
            counted.add_found(Found::Tours(full)),
            Err(TallyError::Overflow)
        );
        assert_eq!(counted, TourCount { open: 6, closed: 2 });
        let mut listed = ListingTotals::new(4, false).unwrap_or_else(|| panic!("4 is listable"));
        let beyond = PrefixCounts {
            counts: vec![(16, 1)],
        };
        assert_eq!(
            listed.add_found(Found::Prefixes(beyond)),
            Err(TallyError::NoSuchPrefix(16))
        );
        assert_eq!(
            listed.add_found(Found::Placements(1)),
            Err(TallyError::WrongKind)
        );
    }

    #[test]
    fn jobs_count_their_puzzle() {
        let queens = placements::jobs(8);
        let mut sum = Placements::default();
        let mut listed = ListingTotals::new(8, true).unwrap_or_else(|| panic!("8 is listable"));
        for p in &queens {
            let count = Job::Queens {
                n: 8,
                job: p.job.clone(),
            };
            assert_eq!(sum.add_found(count.count()), Ok(()));
            let list = Job::List {
                n: 8,
                fundamental: true,
                job: p.job.clone(),
            };
            assert_eq!(listed.add_found(list.count()), Ok(()));
        }
        assert_eq!(sum, Placements(92));
        assert_eq!(listed.finish().map(|l| l.len()), Some(12));
        let size = BoardSize::new(5, 5).unwrap_or_else(|e| panic!("{e:?}"));
        let knights = tours::jobs(size, Square::new(0, 0)).unwrap_or_default();
        let mut sum = TourCount::default();
        for &job in &knights {
            assert_eq!(sum.add_found(Job::Knights(job).count()), Ok(()));
        }
        assert_eq!(sum.open, 304);
    }
}
