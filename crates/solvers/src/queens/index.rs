//! Random access to placement #k in the C# and Java programs' (lexicographic) order, by subtree
//! counts.
//!
//! The table holds, for every possible placement of the first few rows (a *prefix*), how many
//! placements start with it, as running totals. `get(k)` binary-searches the prefix that holds
//! placement #k, then walks its subtree only.
//!
//! Building the table means filing every placement under its prefix. The build shares the
//! counter's jobs (classes of border constellations, see [`crate::queens::count`]): a job
//! completes its classes, maps each completion onto every placement of its class
//! ([`Completion::images`]) and counts them by prefix ([`prefix_counts`]); the jobs' counts add up
//! in [`PrefixTotals`]. A job is plain data, so the page can hand the jobs to Web Workers and add
//! up what they send back, or run them itself for a small N
//! ([`crate::queens::listing::ListingBuilder`]).
//!
//! The same machinery lists other selections of placements: [`crate::queens::symmetry`] uses it for
//! the fundamental placements (one per symmetry class).

use std::fmt;
use std::marker::PhantomData;
use std::str::FromStr;

use super::constellation::Completion;
use super::count::{plan, CountJob, Planned};
use super::placement::Placement;
use super::search::{find_run_below, Selection};
use super::symmetry::{image_column, Symmetry};

/// The largest N whose placements the page lists (N = 17 has 95,815,104). Building the table
/// visits every placement, which is what limits it: N = 18 would take seven times as long.
pub const MAX_LIST_N: usize = 17;

/// Bits per row in a packed prefix key: enough for a 0-based column below 32.
const KEY_BITS: u32 = 5;

/// How many rows a prefix has for an `n`×`n` board. Chosen so that a subtree is small enough to walk
/// in a few milliseconds and the table stays small: for N = 16 it has 19,682 prefixes (8 bytes
/// each: 157 KB) and a subtree averages 57,000 search nodes.
fn prefix_depth(n: usize) -> usize {
    let depth = match n {
        0..=9 => 2,
        10..=13 => 3,
        _ => 4,
    };
    depth.min(n)
}

/// The prefix of `depth` rows (column bits) packed in `key`: a 0-based column per row, in
/// [`KEY_BITS`] bits each, the first row highest, so that numeric order is lexicographic order.
fn unpack(key: u32, depth: usize) -> Vec<u32> {
    (0..depth)
        .rev()
        .map(|row| 1 << ((key >> (KEY_BITS * row as u32)) & ((1 << KEY_BITS) - 1)))
        .collect()
}

/// The counter of a prefix: its 0-based columns read as digits in base `n`.
fn slot(n: usize, depth: usize, columns: impl Fn(usize) -> usize) -> usize {
    (0..depth).fold(0, |slot, row| slot * n + columns(row))
}

/// The packed key of the prefix whose columns, read as digits in base `n`, make `slot`.
fn key_of_slot(slot: usize, n: usize, depth: usize) -> u32 {
    (0..depth).rev().fold(0, |key, row| {
        let column = (slot / n.pow(row as u32)) % n;
        (key << KEY_BITS) | column as u32
    })
}

/// How many counters the table of an `n`×`n` board has while it is built: one per prefix
/// whether or not it is possible (83,521 for N = 17).
fn slots(n: usize) -> usize {
    n.pow(prefix_depth(n) as u32)
}

/// The jobs that build the table for `n`, largest first: the counter's classes of border
/// constellations in fewer, larger jobs, since each job's answer holds a count for nearly every
/// prefix (about 40,000 numbers for N = 17). Empty for `n == 0` or `n > MAX_LIST_N`.
pub fn index_jobs(n: usize) -> Vec<Planned> {
    if n == 0 || n > MAX_LIST_N {
        return Vec::new();
    }
    plan(n, TARGET_INDEX_JOBS)
}

/// About how many jobs build a table: enough for two workers to end together and the progress
/// bar to move every few hundred milliseconds for N = 17.
const TARGET_INDEX_JOBS: u64 = 48;

/// A job's placements counted by prefix: `(counter, count)` pairs, counters increasing, no
/// count 0. Its text form is, for each pair, the counter's distance from the one before (from 0
/// for the first) and the count, separated by spaces: `"3 1 2 5"` is counter 3 once and counter
/// 5 five times (see [`fmt::Display`] and [`FromStr`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PrefixCounts {
    /// The counters with placements, increasing, each with how many.
    pub counts: Vec<(u32, u32)>,
}

impl fmt::Display for PrefixCounts {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut before = 0;
        for (i, &(slot, count)) in self.counts.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{} {count}", slot.saturating_sub(before))?;
            before = slot;
        }
        Ok(())
    }
}

/// Why a text is not [`PrefixCounts`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParseCountsError;

impl fmt::Display for ParseCountsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("prefix counts are pairs of whole numbers, the counters increasing")
    }
}

impl std::error::Error for ParseCountsError {}

impl FromStr for PrefixCounts {
    type Err = ParseCountsError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let mut words = text.split_whitespace();
        let mut counts = Vec::new();
        let mut slot = 0u32;
        while let Some(step) = words.next() {
            let step: u32 = step.parse().map_err(|_| ParseCountsError)?;
            let count: u32 = words
                .next()
                .and_then(|word| word.parse().ok())
                .filter(|&count| count > 0)
                .ok_or(ParseCountsError)?;
            if !counts.is_empty() && step == 0 {
                return Err(ParseCountsError);
            }
            slot = slot.checked_add(step).ok_or(ParseCountsError)?;
            counts.push((slot, count));
        }
        Ok(PrefixCounts { counts })
    }
}

/// The placements of `n` queens that the job's classes complete to, counted by prefix: every one,
/// or with `fundamental` only the canonical ones (one per symmetry class, as
/// [`super::symmetry::Canonical`] selects them). A border that is not a constellation of `n` adds
/// nothing, and `n` beyond [`MAX_LIST_N`] gives no count.
pub fn prefix_counts(n: usize, fundamental: bool, job: &CountJob) -> PrefixCounts {
    if n == 0 || n > MAX_LIST_N {
        return PrefixCounts::default();
    }
    let depth = prefix_depth(n);
    let mut counts = vec![0u32; slots(n)];
    let mut bump = |slot: usize| {
        if let Some(count) = counts.get_mut(slot) {
            *count += 1;
        }
    };
    for completion in job.borders.iter().filter_map(|&b| Completion::of(n, b)) {
        let images = completion.images();
        let stabiliser = completion.stabiliser();
        let mut q = [0usize; 32];
        completion.each(|p| {
            for (row, &column) in p.iter().enumerate() {
                q[column] = row;
            }
            let q = &q[..n];
            if !fundamental {
                for &symmetry in &images {
                    bump(slot(n, depth, |r| image_column(symmetry, p, q, r)));
                }
            } else if least_of(&stabiliser, p, q) == Symmetry::Identity {
                // The class's other completions of this constellation are its images under the
                // stabiliser: the least of them stands for the class.
                let canonical = least_of(&Symmetry::ALL, p, q);
                bump(slot(n, depth, |r| image_column(canonical, p, q, r)));
            }
        });
    }
    PrefixCounts {
        counts: (0u32..)
            .zip(counts)
            .filter(|&(_, count)| count > 0)
            .collect(),
    }
}

/// Of `symmetries` (the identity first), the one whose image of the placement `p` (inverse `q`)
/// comes first in lexicographic order; the earliest of equal images.
fn least_of(symmetries: &[Symmetry], p: &[usize], q: &[usize]) -> Symmetry {
    let mut best = Symmetry::Identity;
    for &symmetry in symmetries.iter().skip(1) {
        let smaller = (0..p.len())
            .map(|r| image_column(symmetry, p, q, r).cmp(&image_column(best, p, q, r)))
            .find(|order| order.is_ne())
            .is_some_and(|order| order.is_lt());
        if smaller {
            best = symmetry;
        }
    }
    best
}

/// Why a job's counts cannot be added.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AddError {
    /// A counter beyond the table.
    NoSuchPrefix(u32),
    /// A prefix's count no longer fits in 32 bits.
    Overflow,
}

impl fmt::Display for AddError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AddError::NoSuchPrefix(slot) => write!(f, "there is no prefix number {slot}"),
            AddError::Overflow => f.write_str("a prefix's count no longer fits in 32 bits"),
        }
    }
}

impl std::error::Error for AddError {}

/// The jobs' counts added up, until every job is in: then the table of a [`PrefixIndex`].
/// It holds a counter for every prefix, possible or not (334 KB for N = 17).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PrefixTotals<S> {
    n: usize,
    counts: Vec<u32>,
    selection: PhantomData<S>,
}

impl<S: Selection> PrefixTotals<S> {
    /// Empty totals for an `n`×`n` board; `None` for `n == 0` or `n > MAX_LIST_N`.
    pub fn new(n: usize) -> Option<Self> {
        (1..=MAX_LIST_N).contains(&n).then(|| PrefixTotals {
            n,
            counts: vec![0; slots(n)],
            selection: PhantomData,
        })
    }

    /// Adds one job's counts; on an error nothing is added.
    pub fn add(&mut self, job: &PrefixCounts) -> Result<(), AddError> {
        let mut added = self.counts.clone();
        for &(slot, count) in &job.counts {
            let total = added
                .get_mut(slot as usize)
                .ok_or(AddError::NoSuchPrefix(slot))?;
            *total = total.checked_add(count).ok_or(AddError::Overflow)?;
        }
        self.counts = added;
        Ok(())
    }

    /// The index the totals make, once every job is in (`None` if the running totals overflow,
    /// which cannot happen for `n <= MAX_LIST_N`).
    pub fn finish(self) -> Option<PrefixIndex<S>> {
        let depth = prefix_depth(self.n);
        let (keys, ends) = running_totals(self.n, depth, &self.counts)?;
        Some(PrefixIndex {
            n: self.n,
            depth,
            keys,
            ends,
            selection: PhantomData,
        })
    }
}

/// The packed prefixes with placements, and the running totals of their counts, from the counts
/// of every prefix of `depth` rows; `None` if a total overflows (it cannot for `n <= MAX_LIST_N`:
/// at most 95,815,104 placements).
#[inline(never)]
fn running_totals(n: usize, depth: usize, counts: &[u32]) -> Option<(Vec<u32>, Vec<u32>)> {
    let kept = counts.iter().filter(|&&count| count > 0).count();
    let mut keys = Vec::with_capacity(kept);
    let mut ends = Vec::with_capacity(kept);
    let mut total = 0u32;
    for (slot, &count) in counts.iter().enumerate() {
        if count > 0 {
            total = total.checked_add(count)?;
            keys.push(key_of_slot(slot, n, depth));
            ends.push(total);
        }
    }
    Some((keys, ends))
}

/// Random access to the placements that a [`Selection`] lists, in lexicographic order: with
/// [`super::search::Every`], all placements; with [`super::symmetry::Canonical`], one per symmetry
/// class.
///
/// Memory: 8 bytes per prefix with at least one placement (a packed prefix and a running total),
/// see [`PrefixIndex::memory_bytes`].
#[derive(Clone, Debug)]
pub struct PrefixIndex<S> {
    n: usize,
    depth: usize,
    /// Packed prefixes that have placements, in increasing (lexicographic) order.
    keys: Vec<u32>,
    /// `ends[i]`: the number of placements under `keys[0..=i]`.
    ends: Vec<u32>,
    selection: PhantomData<S>,
}

/// Random access to every placement of N queens, in the C# and Java programs' order.
pub type PlacementIndex = PrefixIndex<super::search::Every>;

impl<S: Selection> PrefixIndex<S> {
    /// Builds the whole index on this thread (natively, or for a small N).
    /// `None` for `n == 0` or `n > MAX_LIST_N`.
    pub fn build(n: usize) -> Option<Self> {
        let mut totals = PrefixTotals::<S>::new(n)?;
        for planned in index_jobs(n) {
            // The jobs are made for this N and table: their counts always fit.
            totals
                .add(&prefix_counts(n, !S::EVERY, &planned.job))
                .ok()?;
        }
        totals.finish()
    }

    /// The board size N.
    pub fn n(&self) -> usize {
        self.n
    }

    /// The number of placements listed.
    pub fn len(&self) -> u64 {
        self.ends.last().map_or(0, |&end| u64::from(end))
    }

    /// Whether there is no placement at all (N = 2 or 3).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Placement #k (0-based) in lexicographic order, or `None` if `k >= len()`.
    pub fn get(&self, k: u64) -> Option<Placement> {
        self.get_run(k, 1).pop()
    }

    /// Placements #k to #k + count - 1 in lexicographic order (fewer past the end): about the
    /// cost of one [`Self::get`] for the rows a list shows at once.
    pub fn get_run(&self, k: u64, count: usize) -> Vec<Placement> {
        let mut placements = Vec::new();
        let mut k = k;
        while placements.len() < count {
            let slot = self.ends.partition_point(|&end| u64::from(end) <= k);
            let Some(&key) = self.keys.get(slot) else {
                break;
            };
            let before = slot.checked_sub(1).and_then(|i| self.ends.get(i));
            let rank = k - before.map_or(0, |&end| u64::from(end));
            let prefix = unpack(key, self.depth);
            let found = find_run_below::<S>(self.n, &prefix, rank, count - placements.len());
            if found.is_empty() {
                break;
            }
            k += found.len() as u64;
            placements.extend(found.into_iter().map(Placement::from_columns));
        }
        placements
    }

    /// The heap memory of the table, in bytes.
    pub fn memory_bytes(&self) -> usize {
        (self.keys.capacity() + self.ends.capacity()) * std::mem::size_of::<u32>()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::queens::search::{count_below, prefixes, walk, Every};
    use crate::queens::symmetry::Canonical;

    /// A prefix (column bits) packed as [`unpack`] reads it.
    fn pack(prefix: &[u32]) -> u32 {
        prefix
            .iter()
            .fold(0, |key, bit| (key << KEY_BITS) | bit.trailing_zeros())
    }

    #[test]
    fn keys_keep_lexicographic_order() {
        let a = pack(&[1 << 2, 1 << 0, 1 << 3]);
        let b = pack(&[1 << 2, 1 << 1, 1 << 0]);
        assert!(a < b);
        assert_eq!(unpack(a, 3), vec![1 << 2, 1 << 0, 1 << 3]);
        assert_eq!(key_of_slot(2 * 64 + 3, 8, 3), a);
    }

    /// Each prefix's share of the index, against a plain search below it.
    fn check_per_prefix<S: Selection>(index: &PrefixIndex<S>) {
        let (n, depth) = (index.n, index.depth);
        let mut before = 0;
        for (key, end) in index.keys.iter().zip(&index.ends) {
            let (count, _) = count_below::<S>(n, &unpack(*key, depth));
            let listed = if S::EVERY {
                count
            } else {
                // The canonical search weights each placement by its class's size.
                let prefix = unpack(*key, depth);
                let mut found = 0;
                walk::<S>(n, &prefix, |_, _| found += 1);
                found
            };
            assert!(count > 0, "N = {n}: an empty prefix is listed");
            assert_eq!(u64::from(*end) - before, listed, "N = {n}, key = {key:x}");
            before = u64::from(*end);
        }
        let possible: u64 = prefixes::<Every>(n, depth)
            .iter()
            .filter(|p| count_below::<S>(n, p).0 > 0)
            .count() as u64;
        assert_eq!(index.keys.len() as u64, possible, "N = {n}");
    }

    #[test]
    fn filed_placements_match_a_plain_search_per_prefix() {
        for n in [1, 4, 5, 6, 8, 9, 10, 11] {
            check_per_prefix(&PlacementIndex::build(n).expect("listable"));
            check_per_prefix(&PrefixIndex::<Canonical>::build(n).expect("listable"));
        }
    }

    #[test]
    fn counts_read_back_from_their_text() {
        let counts = prefix_counts(10, false, &index_jobs(10)[0].job);
        assert!(counts.counts.len() > 2);
        assert_eq!(counts.to_string().parse(), Ok(counts));
        assert_eq!("".parse(), Ok(PrefixCounts::default()));
        assert_eq!(
            "3 1 2 5".parse(),
            Ok(PrefixCounts {
                counts: vec![(3, 1), (5, 5)]
            })
        );
        for bad in ["3", "3 0", "1 1 0 2", "x 1", "1 -1", "4294967295 1 1 1"] {
            assert_eq!(bad.parse::<PrefixCounts>(), Err(ParseCountsError), "{bad}");
        }
    }

    #[test]
    fn totals_refuse_what_does_not_fit_and_keep_what_they_had() {
        let mut totals = PrefixTotals::<Every>::new(4).expect("listable");
        let good = PrefixCounts {
            counts: vec![(1, 2)],
        };
        assert_eq!(totals.add(&good), Ok(()));
        let beyond = PrefixCounts {
            counts: vec![(1, 1), (16, 1)],
        };
        assert_eq!(totals.add(&beyond), Err(AddError::NoSuchPrefix(16)));
        let huge = PrefixCounts {
            counts: vec![(1, u32::MAX)],
        };
        assert_eq!(totals.add(&huge), Err(AddError::Overflow));
        assert_eq!(totals.finish().map(|index| index.len()), Some(2));
        assert!(PrefixTotals::<Every>::new(0).is_none());
        assert!(PrefixTotals::<Every>::new(MAX_LIST_N + 1).is_none());
    }

    #[test]
    fn nothing_is_listed_beyond_the_range() {
        assert!(PlacementIndex::build(0).is_none());
        assert!(PlacementIndex::build(MAX_LIST_N + 1).is_none());
        assert!(index_jobs(MAX_LIST_N + 1).is_empty());
        let job = &index_jobs(8)[0].job;
        assert_eq!(
            prefix_counts(MAX_LIST_N + 1, false, job),
            PrefixCounts::default()
        );
    }
}
