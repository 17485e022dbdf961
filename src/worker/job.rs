//! What a counting worker counts, for either puzzle: a share of a count ([`Job`]), what it found
//! ([`Found`]), and the totals a run adds the results into ([`Tally`]).

use crate::knights::count::{self as tours, TourCount};
use crate::queens::count as placements;
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
    /// The knight's tours that begin with the job's moves.
    Knights(tours::CountJob),
}

impl Job {
    /// Counts the job, on this thread.
    pub fn count(&self) -> Found {
        match self {
            Job::Queens { n, job } => {
                Found::Placements(placements::count_job(usize::from(*n), job))
            }
            Job::Knights(job) => Found::Tours(tours::count_job(job)),
        }
    }
}

/// What a worker found for one job.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Found {
    /// Placements of queens, class sizes applied.
    Placements(u64),
    /// Knight's tours.
    Tours(TourCount),
}

/// The total of a count, which its jobs' results add up to.
pub trait Tally: Copy + Default + PartialEq + fmt::Debug + 'static {
    /// `found` as this kind of total; `None` for the other puzzle's result.
    fn from_found(found: Found) -> Option<Self>;

    /// The sum; `None` if it no longer fits.
    fn checked_add(self, other: Self) -> Option<Self>;
}

impl Tally for u64 {
    fn from_found(found: Found) -> Option<Self> {
        match found {
            Found::Placements(count) => Some(count),
            Found::Tours(_) => None,
        }
    }

    fn checked_add(self, other: Self) -> Option<Self> {
        u64::checked_add(self, other)
    }
}

impl Tally for TourCount {
    fn from_found(found: Found) -> Option<Self> {
        match found {
            Found::Tours(count) => Some(count),
            Found::Placements(_) => None,
        }
    }

    fn checked_add(self, other: Self) -> Option<Self> {
        Some(TourCount {
            open: self.open.checked_add(other.open)?,
            closed: self.closed.checked_add(other.closed)?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::knights::board::{BoardSize, Square};

    #[test]
    fn totals_add_their_own_kind_only_and_never_overflow() {
        assert_eq!(u64::from_found(Found::Placements(92)), Some(92));
        let tours = TourCount { open: 3, closed: 1 };
        assert_eq!(u64::from_found(Found::Tours(tours)), None);
        assert_eq!(TourCount::from_found(Found::Tours(tours)), Some(tours));
        assert_eq!(TourCount::from_found(Found::Placements(1)), None);
        assert_eq!(Tally::checked_add(u64::MAX, 1), None);
        let full = TourCount {
            open: 0,
            closed: u64::MAX,
        };
        assert_eq!(tours.checked_add(full), None);
        assert_eq!(
            tours.checked_add(tours),
            Some(TourCount { open: 6, closed: 2 })
        );
    }

    #[test]
    fn jobs_count_their_puzzle() {
        let queens = placements::jobs(8);
        let sum: u64 = queens
            .iter()
            .map(|p| {
                Job::Queens {
                    n: 8,
                    job: p.job.clone(),
                }
                .count()
            })
            .filter_map(u64::from_found)
            .sum();
        assert_eq!(sum, 92);
        let size = BoardSize::new(5, 5).unwrap_or_else(|e| panic!("{e:?}"));
        let knights = tours::jobs(size, Square::new(0, 0)).unwrap_or_default();
        let sum: u64 = knights
            .iter()
            .map(|&job| Job::Knights(job).count())
            .filter_map(TourCount::from_found)
            .map(|found| found.open)
            .sum();
        assert_eq!(sum, 304);
    }
}
