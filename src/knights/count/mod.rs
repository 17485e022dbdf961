//! Counting knight's tours on small boards: every directed open tour from a chosen start, and the
//! closed ones among them, split into jobs so that Web Workers can count in parallel.
//!
//! A job fixes the first moves; the [`jobs`] of a start are the live paths of one length (enough
//! of them for a pool of workers to share out), and their answers add up to the start's count.

mod bits;
mod job;
mod paths;

use std::iter::Sum;
use std::ops::{Add, AddAssign};

pub use job::{CountJob, ParseJobError, MAX_JOB_MOVES};

use crate::knights::board::{BoardSize, Square, KNIGHT_MOVES};
use bits::Bits;
use paths::Partial;

/// The most squares a count accepts: 6×6 from a corner takes seconds on one core, a 7×7 count
/// would take days (see the crate's notes), and the bit sets hold at most 64.
pub const MAX_COUNT_SQUARES: usize = 64;

/// How many jobs [`jobs`] aims at, at least: enough for a pool of workers to balance.
pub const TARGET_JOBS: usize = 1000;

/// The tours a count found.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct TourCount {
    /// Directed open tours: paths over every square from the start (closed ones included).
    pub open: u64,
    /// Those among them whose last square is a knight's move from the start.
    pub closed: u64,
}

impl Add for TourCount {
    type Output = TourCount;

    fn add(self, other: TourCount) -> TourCount {
        TourCount {
            open: self.open + other.open,
            closed: self.closed + other.closed,
        }
    }
}

impl AddAssign for TourCount {
    fn add_assign(&mut self, other: TourCount) {
        *self = *self + other;
    }
}

impl Sum for TourCount {
    fn sum<I: Iterator<Item = TourCount>>(counts: I) -> TourCount {
        counts.fold(TourCount::default(), Add::add)
    }
}

/// Why a count or a job cannot be made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CountError {
    /// The board has more than `max` squares ([`MAX_COUNT_SQUARES`]).
    TooLarge {
        /// The board's squares.
        squares: usize,
        /// The most a count accepts.
        max: usize,
    },
    /// The start is not on the board.
    StartOffBoard(Square),
    /// A job fixes more than [`MAX_JOB_MOVES`] moves.
    TooManyMoves,
    /// A job's move `index` (0-based) leaves the board or returns to a square.
    NotAPath {
        /// The first bad move.
        index: usize,
    },
}

/// The jobs of the count from `start`, whose answers add up to [`count`]'s: the paths of the
/// first length that gives at least [`TARGET_JOBS`] of them (or of [`MAX_JOB_MOVES`] moves), in
/// the seed's move order, without those the count's cut already rules out; tours shorter than that
/// are jobs of their own. Empty when there is no tour from `start`.
pub fn jobs(size: BoardSize, start: Square) -> Result<Vec<CountJob>, CountError> {
    let root = CountJob::new(size, start, &[])?;
    let Some(bits) = Bits::new(size) else {
        return Err(CountError::TooLarge {
            squares: size.squares(),
            max: MAX_COUNT_SQUARES,
        });
    };
    let mut frontier = vec![(root, root.partial(&bits))];
    while frontier.len() < TARGET_JOBS && frontier.iter().any(|&(job, path)| extends(job, path)) {
        frontier = frontier
            .into_iter()
            .flat_map(|(job, path)| longer(job, path, &bits))
            .collect();
    }
    Ok(frontier.into_iter().map(|(job, _)| job).collect())
}

/// Whether the job's path is neither a whole tour nor at the length limit.
fn extends(job: CountJob, path: Partial) -> bool {
    job.moves().len() < MAX_JOB_MOVES && !path.is_complete()
}

/// The job itself if it [`extends`] no further, otherwise its one-move-longer jobs that the cut
/// leaves, each with its path.
fn longer(job: CountJob, path: Partial, bits: &Bits) -> Vec<(CountJob, Partial)> {
    if !extends(job, path) {
        return vec![(job, path)];
    }
    let size = bits.size();
    let head = size.square(path.head() as usize);
    let next = path.next(bits);
    (0u8..)
        .zip(KNIGHT_MOVES)
        .filter_map(|(k, delta)| {
            let to = bits.index(size.step(head, delta)?);
            let longer = path.extended(to);
            let live = next >> to & 1 == 1 && (longer.is_complete() || longer.may_complete(bits));
            Some((job.then(k)?, longer)).filter(|_| live)
        })
        .collect()
}

/// The tours that begin with the job's moves.
pub fn count_job(job: &CountJob) -> TourCount {
    // A job's board always fits the bit sets (checked when it was made).
    Bits::new(job.size())
        .map(|bits| job.partial(&bits).count(&bits))
        .unwrap_or_default()
}

/// Every directed open tour of `size` from `start`, and the closed ones among them, on this
/// thread: the sum over [`jobs`] of [`count_job`].
pub fn count(size: BoardSize, start: Square) -> Result<TourCount, CountError> {
    Ok(jobs(size, start)?.iter().map(count_job).sum())
}

#[cfg(test)]
mod tests;
