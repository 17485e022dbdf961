//! The jobs of one count and their bookkeeping: which job goes out next, which are done, the sum.
//!
//! Jobs go out one at a time to whichever worker asks, largest first as they are made (so that
//! the workers end at about the same time). Each job carries its expected work, and the share of
//! the work done is the share of that expected work whose jobs are done: the progress bar and the
//! time left rely on it.
//!
//! The constructors of each puzzle's schedule are beside its [`Countable`] implementation, in
//! [`super::puzzles`].

use super::countable::{Countable, TallyError};
use std::fmt;

/// One count in progress, adding its jobs' results into a `T`.
#[derive(Clone, Debug)]
pub struct Schedule<T: Countable> {
    jobs: Vec<T::Job>,
    /// Each job's expected work, in any unit.
    work: Vec<u64>,
    work_total: u64,
    work_done: u64,
    handed_out: usize,
    /// Jobs given back by a worker that stopped: handed out again first.
    given_back: Vec<u32>,
    states: Vec<JobState>,
    done_count: usize,
    total: T,
}

/// Where a job is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum JobState {
    Waiting,
    Out,
    Done,
}

/// Why a result cannot be recorded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// No job has this index.
    UnknownJob(u32),
    /// The job's result was already recorded.
    AlreadyDone(u32),
    /// The job was never handed out.
    NotHandedOut(u32),
    /// The sum no longer fits in 64 bits.
    Overflow,
    /// The result names a prefix that the list does not have.
    NoSuchPrefix(u32),
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::UnknownJob(i) => {
                write!(f, "a worker answered for job {i}, which does not exist")
            }
            RecordError::AlreadyDone(i) => write!(f, "a worker answered twice for job {i}"),
            RecordError::NotHandedOut(i) => {
                write!(f, "a worker answered for job {i}, which nobody asked for")
            }
            RecordError::Overflow => f.write_str("the count no longer fits in 64 bits"),
            RecordError::NoSuchPrefix(slot) => {
                write!(
                    f,
                    "a worker counted placements under prefix {slot}, which does not exist"
                )
            }
        }
    }
}

impl std::error::Error for RecordError {}

impl<T: Countable> Schedule<T> {
    /// The run of `planned` jobs, each with its expected work, handed out in their order, adding
    /// their results to `total`.
    pub fn new(planned: Vec<(T::Job, u64)>, total: T) -> Self {
        let (jobs, work): (Vec<T::Job>, Vec<u64>) = planned.into_iter().unzip();
        Schedule {
            states: vec![JobState::Waiting; jobs.len()],
            work_total: work.iter().sum(),
            work_done: 0,
            work,
            jobs,
            handed_out: 0,
            given_back: Vec::new(),
            done_count: 0,
            total,
        }
    }

    /// The next job to hand out, with its index, or `None` once every job is out.
    pub fn next_job(&mut self) -> Option<(u32, T::Job)> {
        let index = match self.given_back.pop() {
            Some(index) => usize::try_from(index).ok()?,
            None if self.handed_out < self.jobs.len() => {
                self.handed_out += 1;
                self.handed_out - 1
            }
            None => return None,
        };
        let job = self.jobs.get(index)?.clone();
        let state = self.states.get_mut(index)?;
        *state = JobState::Out;
        Some((u32::try_from(index).ok()?, job))
    }

    /// Takes back job `index`, handed out to a worker that stopped before its result: it goes
    /// out again next. Does nothing to a job that is not out.
    pub fn give_back(&mut self, index: u32) {
        let state = usize::try_from(index)
            .ok()
            .and_then(|i| self.states.get_mut(i));
        if let Some(state @ JobState::Out) = state {
            *state = JobState::Waiting;
            self.given_back.push(index);
        }
    }

    /// Records a worker's result for job `index`.
    pub fn record(&mut self, index: u32, found: T::Found) -> Result<(), RecordError> {
        let (Some(state), Some(&work)) = (
            self.states.get_mut(index as usize),
            self.work.get(index as usize),
        ) else {
            return Err(RecordError::UnknownJob(index));
        };
        match state {
            JobState::Waiting => Err(RecordError::NotHandedOut(index)),
            JobState::Done => Err(RecordError::AlreadyDone(index)),
            JobState::Out => {
                self.total.add_found(found).map_err(|error| match error {
                    TallyError::Overflow => RecordError::Overflow,
                    TallyError::NoSuchPrefix(slot) => RecordError::NoSuchPrefix(slot),
                })?;
                *state = JobState::Done;
                self.done_count += 1;
                self.work_done += work;
                Ok(())
            }
        }
    }

    /// How many jobs the count has.
    #[cfg(test)]
    pub fn job_count(&self) -> usize {
        self.jobs.len()
    }

    /// How many results are in.
    #[cfg(test)]
    pub fn jobs_done(&self) -> usize {
        self.done_count
    }

    /// The share of the expected work done, from 0 to 1 (1 when there is none).
    pub fn fraction(&self) -> f64 {
        if self.work_total == 0 {
            1.0
        } else {
            self.work_done as f64 / self.work_total as f64
        }
    }

    /// The total, once every result is in.
    pub fn total(&self) -> Option<T> {
        (self.done_count == self.jobs.len()).then(|| self.total.clone())
    }

    /// Does every job on this thread, in order (a count small enough not to need the workers).
    pub fn count_here(mut self) -> Result<T, RecordError> {
        while let Some((index, job)) = self.next_job() {
            self.record(index, T::count(&job))?;
        }
        Ok(self.total)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::failure::CountFailure;
    use crate::puzzles::queens::{Placements, QueensJob};
    use crate::queens::constellation::Completion;
    use crate::queens::count::{count, jobs, MAX_COUNT_N};

    fn queens(n: usize) -> Schedule<Placements> {
        Schedule::queens(n).unwrap_or_else(|e| panic!("N = {n}: {e:?}"))
    }

    #[test]
    fn every_job_goes_out_exactly_once() {
        for n in 1..=16 {
            let mut schedule = queens(n);
            let made = jobs(n);
            let mut seen = vec![false; schedule.job_count()];
            while let Some((index, job)) = schedule.next_job() {
                let slot = &mut seen[index as usize];
                assert!(!*slot, "N = {n}: job {index} twice");
                *slot = true;
                assert_eq!(made[index as usize].job, job.job);
            }
            assert!(seen.iter().all(|&s| s), "N = {n}: a job never went out");
        }
    }

    #[test]
    fn results_in_any_order_add_up_to_the_count() {
        for n in 1..=11 {
            let mut schedule = queens(n);
            let mut out = Vec::new();
            while let Some(job) = schedule.next_job() {
                out.push(job);
            }
            // Answer from the back, as if the workers finished in the opposite order.
            for (index, job) in out.iter().rev() {
                schedule
                    .record(*index, Placements::count(job))
                    .unwrap_or_else(|e| panic!("{e}"));
            }
            assert_eq!(schedule.total(), count(n).map(Placements), "N = {n}");
            assert_eq!(schedule.fraction(), 1.0);
        }
    }

    #[test]
    fn jobs_given_back_go_out_again_first_and_the_total_stays_exact() {
        let n = 9;
        let mut schedule = queens(n);
        let (a, _) = schedule.next_job().unwrap_or_else(|| panic!("jobs"));
        let (b, _) = schedule.next_job().unwrap_or_else(|| panic!("jobs"));
        // The worker holding a and b stops; b's result had come in already.
        let job_b = &schedule.jobs[b as usize];
        assert_eq!(schedule.record(b, Placements::count(job_b)), Ok(()));
        schedule.give_back(a);
        schedule.give_back(b);
        schedule.give_back(u32::MAX);
        assert_eq!(schedule.record(a, 1), Err(RecordError::NotHandedOut(a)));
        let (again, _) = schedule.next_job().unwrap_or_else(|| panic!("a again"));
        assert_eq!(again, a);
        let mut out = vec![again];
        while let Some((index, _)) = schedule.next_job() {
            out.push(index);
        }
        assert_eq!(
            out.len(),
            schedule.job_count() - 1,
            "b is not handed out twice"
        );
        for index in out {
            let job = &schedule.jobs[index as usize];
            assert_eq!(schedule.record(index, Placements::count(job)), Ok(()));
        }
        assert_eq!(schedule.total(), count(n).map(Placements));
    }

    #[test]
    fn the_total_waits_for_the_last_result() {
        let mut schedule = queens(8);
        let (first, job) = schedule
            .next_job()
            .unwrap_or_else(|| panic!("N = 8 has jobs"));
        assert_eq!(schedule.record(first, Placements::count(&job)), Ok(()));
        assert_eq!(schedule.total(), None);
        assert_eq!(schedule.jobs_done(), 1);
        assert!(schedule.fraction() > 0.0 && schedule.fraction() < 1.0);
    }

    #[test]
    fn bad_results_are_refused_and_change_nothing() {
        let mut schedule = queens(8);
        let (index, _) = schedule
            .next_job()
            .unwrap_or_else(|| panic!("N = 8 has jobs"));
        let len = schedule.job_count() as u32;
        let one = || 1;
        assert_eq!(
            schedule.record(len, one()),
            Err(RecordError::UnknownJob(len))
        );
        assert_eq!(
            schedule.record(u32::MAX, one()),
            Err(RecordError::UnknownJob(u32::MAX))
        );
        let (next, _) = schedule
            .next_job()
            .unwrap_or_else(|| panic!("N = 8 has two jobs"));
        let never = (0..len).find(|&i| i != index && i != next).unwrap_or(len);
        assert_eq!(
            schedule.record(never, one()),
            Err(RecordError::NotHandedOut(never))
        );
        assert_eq!(schedule.record(index, u64::MAX), Ok(()));
        assert_eq!(
            schedule.record(index, one()),
            Err(RecordError::AlreadyDone(index))
        );
        assert_eq!(schedule.record(next, one()), Err(RecordError::Overflow));
        assert_eq!(schedule.jobs_done(), 1);
    }

    #[test]
    fn no_jobs_means_done_with_nothing() {
        for n in [2, 3] {
            let mut schedule = queens(n);
            assert_eq!(schedule.next_job(), None);
            assert_eq!(schedule.total(), Some(Placements(0)), "N = {n}");
        }
        for n in [0, 33, 300] {
            assert_eq!(
                Schedule::queens(n).err(),
                Some(CountFailure::TooLarge {
                    n,
                    max: MAX_COUNT_N
                })
            );
        }
    }

    #[test]
    fn the_share_of_expected_work_done_tracks_the_share_of_search_nodes() {
        // After each tenth of the jobs, the share of the expected work done stays within ten
        // points of the share of the search nodes visited.
        let n = 13;
        let nodes = |job: &QueensJob| {
            job.job
                .borders
                .iter()
                .filter_map(|&border| Completion::of(n, border))
                .map(|c| c.nodes())
                .sum::<u64>()
        };
        let mut schedule = queens(n);
        let all: u64 = schedule.jobs.iter().map(nodes).sum();
        let len = schedule.job_count();
        let (mut visited, mut step) = (0, 0);
        while let Some((index, job)) = schedule.next_job() {
            visited += nodes(&job);
            assert_eq!(schedule.record(index, Placements::count(&job)), Ok(()));
            step += 1;
            if step % (len / 10) == 0 {
                let gap = (visited as f64 / all as f64 - schedule.fraction()).abs();
                assert!(gap < 0.1, "after {step} of {len} jobs: {gap}");
            }
        }
    }
}
