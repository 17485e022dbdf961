//! Counting knight's tours on small boards: every directed open tour from a chosen start, and the
//! closed ones among them, split into jobs so that Web Workers can count in parallel.
//!
//! A job fixes the first moves; the [`jobs`] of a start are live paths (enough of them for a pool
//! of workers to share out), and their answers add up to the start's count; [`count_jobs`] gives
//! the jobs of one start or of every start.

mod bits;
mod estimate;
mod job;
mod paths;

use std::cmp::Ordering;
use std::collections::BinaryHeap;
use std::fmt;
use std::iter::Sum;
use std::ops::{Add, AddAssign};
use std::str::FromStr;

pub use job::{CountJob, ParseJobError, MAX_JOB_MOVES};

use crate::dice::Dice;
use crate::knights::board::{BoardSize, Square, KNIGHT_MOVES};
use bits::Bits;
use estimate::{tree_size, JOB_DIVES};
use paths::Partial;

/// The most squares a count accepts. One core counts 6×6 from a corner in about 0.4 s and 6×7
/// (the hardest board of at most 42 squares) in about a minute; 7×7 would take some four hours
/// (see [`estimated_nodes`]). The bit sets would hold 64.
pub const MAX_COUNT_SQUARES: usize = 42;

/// How many jobs [`jobs`] and [`count_jobs`] aim at, at least: enough for a pool of workers to
/// balance.
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

/// The text form of a [`TourCount`]: its open and its closed tours, separated by a space
/// (`304 0`), as a count's worker reports them.
impl fmt::Display for TourCount {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.open, self.closed)
    }
}

/// Why a text is not a [`TourCount`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParseTourCountError;

impl fmt::Display for ParseTourCountError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a tour count is two whole numbers: open tours, then closed ones")
    }
}

impl std::error::Error for ParseTourCountError {}

impl FromStr for TourCount {
    type Err = ParseTourCountError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let mut words = text.split_whitespace().map(str::parse::<u64>);
        match (words.next(), words.next(), words.next()) {
            (Some(Ok(open)), Some(Ok(closed)), None) => Ok(TourCount { open, closed }),
            _ => Err(ParseTourCountError),
        }
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

/// The jobs of the count from `start`, whose answers add up to [`count`]'s, largest first (by
/// estimate), so that a pool handing them out in this order ends them at about the same time.
///
/// Made by splitting the job with the largest estimated search ([`estimate`]) into its one-move
/// longer jobs, from the start alone, until there are [`TARGET_JOBS`] (or nothing left to split:
/// tours and jobs of [`MAX_JOB_MOVES`] moves are not split). Jobs the count's cut rules out are
/// dropped, so there are none when there is no tour from `start`.
pub fn jobs(size: BoardSize, start: Square) -> Result<Vec<CountJob>, CountError> {
    jobs_aiming_at(size, start, TARGET_JOBS)
}

/// The jobs of the count from `start`, or from every square of `size` when `start` is `None`
/// (each start's [`jobs`], but about [`TARGET_JOBS`] in all, so that making them takes no longer
/// than for one start).
pub fn count_jobs(size: BoardSize, start: Option<Square>) -> Result<Vec<CountJob>, CountError> {
    match start {
        Some(start) => jobs(size, start),
        None => {
            let each = (TARGET_JOBS / size.squares().max(1)).max(1);
            let mut all = Vec::new();
            for index in 0..size.squares() {
                all.extend(jobs_aiming_at(size, size.square(index), each)?);
            }
            Ok(all)
        }
    }
}

/// [`jobs`], splitting until there are `target` jobs.
fn jobs_aiming_at(
    size: BoardSize,
    start: Square,
    target: usize,
) -> Result<Vec<CountJob>, CountError> {
    let root = CountJob::new(size, start, &[])?;
    let bits = bits_of(size)?;
    let dice = &mut Dice::new();
    let root_path = root.partial(&bits);
    let mut pending = Vec::new();
    if root_path.is_complete() || root_path.may_complete(&bits) {
        pending.push((root, root_path));
    }
    let mut split = BinaryHeap::new();
    let mut kept = Vec::new();
    loop {
        for (job, path) in pending {
            let sized = Sized {
                nodes: tree_size(path, &bits, dice, JOB_DIVES),
                job,
                path,
            };
            if job.moves().len() < MAX_JOB_MOVES && !path.is_complete() {
                split.push(sized);
            } else {
                kept.push(sized);
            }
        }
        if split.len() + kept.len() >= target {
            break;
        }
        let Some(largest) = split.pop() else {
            break;
        };
        pending = longer(largest.job, largest.path, &bits);
    }
    kept.extend(split);
    kept.sort_by(|a, b| b.nodes.total_cmp(&a.nodes));
    Ok(kept.into_iter().map(|sized| sized.job).collect())
}

/// A job with its path and estimated size, ordered by size.
struct Sized {
    nodes: f64,
    job: CountJob,
    path: Partial,
}

impl PartialEq for Sized {
    fn eq(&self, other: &Self) -> bool {
        self.nodes.total_cmp(&other.nodes).is_eq()
    }
}

impl Eq for Sized {}

impl PartialOrd for Sized {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Sized {
    fn cmp(&self, other: &Self) -> Ordering {
        self.nodes.total_cmp(&other.nodes)
    }
}

/// The one-move-longer jobs of `job` (whose path is `path`) that the cut leaves, each with its
/// path.
fn longer(job: CountJob, path: Partial, bits: &Bits) -> Vec<(CountJob, Partial)> {
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

/// The dives of [`estimated_nodes`]: some 50 ms on 6×7, within about 30 % there.
pub const ESTIMATE_DIVES: u32 = 65_536;

/// Roughly how many search nodes [`count`] visits for `size` from `start` (Knuth's estimate, see
/// [`estimate`]): 2.5·10⁷ for 6×6 from a corner (exactly 25,376,885), 3·10⁹ for 6×7, 9·10¹¹ for
/// 7×7. To turn it into time, time a small count on the visitor's machine and scale by the ratio
/// of nodes; natively a node takes about 15 ns.
pub fn estimated_nodes(size: BoardSize, start: Square) -> Result<f64, CountError> {
    let root = CountJob::new(size, start, &[])?;
    let bits = bits_of(size)?;
    Ok(tree_size(
        root.partial(&bits),
        &bits,
        &mut Dice::new(),
        ESTIMATE_DIVES,
    ))
}

/// The bit sets of `size`, if a count accepts it.
fn bits_of(size: BoardSize) -> Result<Bits, CountError> {
    Bits::new(size)
        .filter(|_| size.squares() <= MAX_COUNT_SQUARES)
        .ok_or(CountError::TooLarge {
            squares: size.squares(),
            max: MAX_COUNT_SQUARES,
        })
}

/// The tours that begin with the job's moves.
pub fn count_job(job: &CountJob) -> TourCount {
    // A job's board always fits the bit sets (checked when it was made).
    bits_of(job.size())
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
