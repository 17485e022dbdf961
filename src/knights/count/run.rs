//! A count in progress on one thread, a job at a time, so that a page can run it in slices: the
//! tours from one start, or from every start of the board (each start's jobs made when its turn
//! comes).

use super::{count_job, jobs, CountError, CountJob, TourCount};
use crate::knights::board::{BoardSize, Square};

/// A count from a list of starts, advanced a few jobs at a time.
#[derive(Clone, Debug)]
pub struct CountRun {
    size: BoardSize,
    starts: Vec<Square>,
    /// The starts whose jobs have been made.
    started: usize,
    /// The jobs of the current start not yet counted.
    pending: Vec<CountJob>,
    /// Of the current start: its jobs, and how many are counted.
    start_jobs: usize,
    /// The tours found so far.
    found: TourCount,
}

impl CountRun {
    /// The count from `start` alone, or from every square of `size` when `start` is `None`.
    pub fn new(size: BoardSize, start: Option<Square>) -> Result<Self, CountError> {
        let starts = match start {
            Some(square) => vec![square],
            None => (0..size.squares()).map(|i| size.square(i)).collect(),
        };
        // Made here so that a bad board or start is an error at once.
        let first = jobs(size, starts[0])?;
        Ok(Self {
            size,
            start_jobs: first.len(),
            pending: first,
            starts,
            started: 1,
            found: TourCount::default(),
        })
    }

    /// Counts at most `budget` jobs; `true` once the whole count is done.
    pub fn advance(&mut self, budget: usize) -> bool {
        for _ in 0..budget {
            match self.pending.pop() {
                Some(job) => self.found += count_job(&job),
                None => match self.starts.get(self.started) {
                    Some(&start) => {
                        self.started += 1;
                        self.pending = jobs(self.size, start).unwrap_or_default();
                        self.start_jobs = self.pending.len();
                    }
                    None => return true,
                },
            }
        }
        self.pending.is_empty() && self.started == self.starts.len()
    }

    /// The share of the count done, from 0 to 1 (by starts, and by jobs within the current one).
    pub fn fraction(&self) -> f64 {
        let within = if self.start_jobs == 0 {
            1.0
        } else {
            1.0 - self.pending.len() as f64 / self.start_jobs as f64
        };
        ((self.started - 1) as f64 + within) / self.starts.len() as f64
    }

    /// The tours found so far (all of them once [`CountRun::advance`] has returned `true`).
    pub fn found(&self) -> TourCount {
        self.found
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::knights::count::{count, MAX_COUNT_SQUARES};

    #[test]
    fn runs_add_up_to_the_counts_in_any_slicing() {
        let size = BoardSize::new(5, 5).unwrap();
        let corner = Square::new(0, 0);
        let mut run = CountRun::new(size, Some(corner)).unwrap();
        let mut fractions = vec![run.fraction()];
        while !run.advance(7) {
            fractions.push(run.fraction());
        }
        assert_eq!(run.found(), count(size, corner).unwrap());
        assert_eq!(run.found().open, 304);
        assert!(fractions.windows(2).all(|w| w[0] <= w[1]), "{fractions:?}");
        assert_eq!(run.fraction(), 1.0);
        let mut all = CountRun::new(size, None).unwrap();
        while !all.advance(1000) {}
        assert_eq!(all.found().open, 1728);
        let large = BoardSize::new(7, 7).unwrap();
        assert_eq!(
            CountRun::new(large, None).err(),
            Some(CountError::TooLarge {
                squares: 49,
                max: MAX_COUNT_SQUARES
            })
        );
    }
}
