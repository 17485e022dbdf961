//! The count of the knight's tours of a small board: a job is the tours that begin with its moves
//! (the solvers' [`CountJob`]), its result and the total a [`TourCount`].

use crate::countable::{Countable, TallyError};
use crate::knights::board::{BoardSize, Square};
use crate::knights::count::{count_job, count_jobs, CountError, CountJob, TourCount};
use crate::schedule::Schedule;

impl Countable for TourCount {
    const PUZZLE: &'static str = "knights";
    type Job = CountJob;
    type Found = TourCount;

    fn count(job: &CountJob) -> TourCount {
        count_job(job)
    }

    fn add_found(&mut self, found: TourCount) -> Result<(), TallyError> {
        let open = self.open.checked_add(found.open);
        let closed = self.closed.checked_add(found.closed);
        let (Some(open), Some(closed)) = (open, closed) else {
            return Err(TallyError::Overflow);
        };
        *self = TourCount { open, closed };
        Ok(())
    }
}

impl Schedule<TourCount> {
    /// The count of the knight's tours of `size` from `start`, or from every square when `start`
    /// is `None`, its jobs largest first, each counted as the same work.
    pub fn knights(size: BoardSize, start: Option<Square>) -> Result<Self, CountError> {
        let jobs = count_jobs(size, start)?
            .into_iter()
            .map(|job| (job, 1))
            .collect();
        Ok(Self::new(jobs, TourCount::default()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_knights_count_goes_out_largest_first_and_adds_up() {
        let size = BoardSize::new(5, 5).unwrap_or_else(|e| panic!("{e:?}"));
        let mut schedule =
            Schedule::knights(size, Some(Square::new(0, 0))).unwrap_or_else(|e| panic!("{e:?}"));
        let mut expected = 0;
        while let Some((index, job)) = schedule.next_job() {
            assert_eq!(index, expected, "in the order made");
            expected += 1;
            assert_eq!(schedule.record(index, TourCount::count(&job)), Ok(()));
        }
        assert_eq!(schedule.total().map(|t| t.open), Some(304));
        assert_eq!(
            Schedule::knights(size, Some(Square::new(5, 0))).err(),
            Some(CountError::StartOffBoard(Square::new(5, 0)))
        );
    }

    #[test]
    fn the_sum_never_overflows() {
        let full = TourCount {
            open: 0,
            closed: u64::MAX,
        };
        let mut counted = TourCount { open: 6, closed: 2 };
        assert_eq!(counted.add_found(full), Err(TallyError::Overflow));
        assert_eq!(counted, TourCount { open: 6, closed: 2 });
    }
}
