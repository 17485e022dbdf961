//! Random access to placement #k in the seeds' (lexicographic) order, by subtree counts.
//!
//! The table holds, for every possible placement of the first few rows (a *prefix*), how many
//! placements start with it, as running totals. `get(k)` binary-searches the prefix that holds
//! placement #k, then walks its subtree only.
//!
//! Building the table means counting every placement. Rather than search them all, the build
//! searches only the canonical placement of each symmetry class (the counter's search: 245 million
//! nodes for N = 16 instead of 1.1 billion) and files each of its variants under its own prefix.
//! It runs in slices, in a resumable [`PrefixIndexBuilder`], so that the page's UI thread is never
//! blocked for long.
//!
//! The same machinery lists other selections of placements: [`crate::queens::symmetry`] uses it for
//! the fundamental placements (one per symmetry class).

use std::marker::PhantomData;

use super::enumerate::MAX_BITMASK_N;
use super::placement::Placement;
use super::search::{find_below, prefixes, walk, Every, Selection};
use super::symmetry::{image_column, Canonical, Symmetry};

/// The largest N whose placements the page lists (N = 16 has 14,772,512). Building the table costs
/// a search for all symmetry classes (about 245 million search nodes for N = 16), which is what
/// limits it; N = 17 would take seven times as long.
pub const MAX_LIST_N: usize = 16;

/// Bits per row in a packed prefix key: enough for a 0-based column below 32.
const KEY_BITS: u32 = 5;

/// How many rows a prefix has for an `n`×`n` board. Chosen so that a subtree is small enough to walk
/// in a fraction of a millisecond and the table stays small: for N = 16 it has 19,682 prefixes
/// (8 bytes each: 157 KB) and a subtree averages 57,000 search nodes. The build's slices are the
/// canonical search's prefixes of the same depth.
fn prefix_depth(n: usize) -> usize {
    let depth = match n {
        0..=9 => 2,
        10..=13 => 3,
        _ => 4,
    };
    depth.min(n)
}

/// A prefix (one column bit per row) packed into a key whose numeric order is the lexicographic one.
fn pack(prefix: &[u32]) -> u32 {
    prefix
        .iter()
        .fold(0, |key, bit| (key << KEY_BITS) | bit.trailing_zeros())
}

/// The prefix of `depth` rows (column bits) packed in `key`.
fn unpack(key: u32, depth: usize) -> Vec<u32> {
    (0..depth)
        .rev()
        .map(|row| 1 << ((key >> (KEY_BITS * row as u32)) & ((1 << KEY_BITS) - 1)))
        .collect()
}

/// How far a build has got, in slices of the search (prefixes of the canonical search).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Progress {
    /// Slices searched so far.
    pub done: usize,
    /// All slices to search.
    pub total: usize,
}

impl Progress {
    /// The share done, from 0.0 to 1.0 (1.0 when there is nothing to do).
    pub fn fraction(&self) -> f64 {
        if self.total == 0 {
            1.0
        } else {
            self.done as f64 / self.total as f64
        }
    }

    /// Whether every slice has been searched, so that `finish` succeeds.
    pub fn is_complete(&self) -> bool {
        self.done >= self.total
    }
}

/// Random access to the placements that a [`Selection`] lists, in lexicographic order: with
/// [`Every`], all placements; with [`Canonical`], one per symmetry class.
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

/// Builds a [`PrefixIndex`] a slice at a time, so that a browser's UI thread is never blocked long.
///
/// It walks the canonical placements: an index over [`Every`] files every variant of each,
/// an index over any other selection files the canonical placements themselves.
/// While building it holds `n^depth` counters (256 KB for N = 16).
#[derive(Clone, Debug)]
pub struct PrefixIndexBuilder<S> {
    n: usize,
    depth: usize,
    /// The canonical search's prefixes (packed), one slice of work each, in increasing order.
    slices: Vec<u32>,
    /// How many slices have been searched.
    done: usize,
    /// The placements under each prefix, at the prefix's columns read as digits in base `n`.
    counts: Vec<u32>,
    selection: PhantomData<S>,
}

/// Random access to every placement of N queens, in the seeds' order.
pub type PlacementIndex = PrefixIndex<Every>;

/// Builds a [`PlacementIndex`] a slice at a time.
pub type IndexBuilder = PrefixIndexBuilder<Every>;

/// The counter of the prefix made by the first `depth` entries of `columns` (0-based).
fn slot(n: usize, depth: usize, columns: impl Fn(usize) -> usize) -> usize {
    (0..depth).fold(0, |slot, row| slot * n + columns(row))
}

/// Counts each distinct variant of the canonical placement `rows` (column bits; `class` variants)
/// under its prefix.
fn file_variants(n: usize, depth: usize, rows: &[u32], class: u64, counts: &mut [u32]) {
    let mut p = [0usize; MAX_BITMASK_N];
    let mut q = [0usize; MAX_BITMASK_N];
    for (row, bit) in rows.iter().enumerate().take(MAX_BITMASK_N) {
        let column = (bit.trailing_zeros() as usize).min(n - 1);
        p[row] = column;
        q[column] = row;
    }
    let p = &p[..n];
    let q = &q[..n];
    let mut bump = |slot: usize| {
        if let Some(count) = counts.get_mut(slot) {
            *count += 1;
        }
    };
    if class == 8 {
        for symmetry in Symmetry::ALL {
            bump(slot(n, depth, |r| image_column(symmetry, p, q, r)));
        }
        return;
    }
    // A symmetric placement (rare): its 8 images repeat, so file the distinct ones.
    let mut images: Vec<Vec<usize>> = Symmetry::ALL
        .iter()
        .map(|&symmetry| (0..n).map(|r| image_column(symmetry, p, q, r)).collect())
        .collect();
    images.sort_unstable();
    images.dedup();
    for image in images {
        bump(slot(n, depth, |r| image[r]));
    }
}

impl<S: Selection> PrefixIndexBuilder<S> {
    /// Prepares the build for an `n`×`n` board: lists the slices (a few milliseconds at most).
    /// `None` for `n == 0` or `n > MAX_LIST_N`.
    pub fn new(n: usize) -> Option<Self> {
        if n == 0 || n > MAX_LIST_N {
            return None;
        }
        let depth = prefix_depth(n);
        let slices = prefixes::<Canonical>(n, depth)
            .iter()
            .map(|p| pack(p))
            .collect();
        Some(Self {
            n,
            depth,
            slices,
            done: 0,
            counts: vec![0; n.pow(depth as u32)],
            selection: PhantomData,
        })
    }

    /// Searches more slices: stops once about `budget` search nodes have been visited (overshooting
    /// by at most one slice: under 120,000 nodes for N = 16, whose 6,870 slices average 36,000) or
    /// when all are done. A node costs about 10 ns, natively or in wasm, so a budget of 500,000 is
    /// about 5 ms. A budget of 0 still makes progress.
    pub fn advance(&mut self, budget: u64) -> Progress {
        let (n, depth) = (self.n, self.depth);
        let mut spent = 0u64;
        while let Some(&key) = self.slices.get(self.done) {
            if spent > 0 && spent >= budget {
                break;
            }
            let counts = &mut self.counts;
            let (_, nodes) = walk::<Canonical>(n, &unpack(key, depth), |rows, class| {
                if S::EVERY {
                    file_variants(n, depth, rows, class, counts);
                } else if let Some(count) =
                    counts.get_mut(slot(n, depth, |r| rows[r].trailing_zeros() as usize))
                {
                    *count += 1;
                }
            });
            spent += nodes + 1;
            self.done += 1;
        }
        self.progress()
    }

    /// How far the build has got.
    pub fn progress(&self) -> Progress {
        Progress {
            done: self.done,
            total: self.slices.len(),
        }
    }

    /// The finished index, or `None` while [`Self::advance`] has not yet reported completion (or if
    /// the totals overflowed, which cannot happen for `n <= MAX_LIST_N`).
    pub fn finish(self) -> Option<PrefixIndex<S>> {
        if !self.progress().is_complete() {
            return None;
        }
        let kept = self.counts.iter().filter(|&&count| count > 0).count();
        let mut keys = Vec::with_capacity(kept);
        let mut ends = Vec::with_capacity(kept);
        let mut total = 0u32;
        for (slot, &count) in self.counts.iter().enumerate() {
            if count > 0 {
                // Fits: at most 14,772,512 placements for N <= MAX_LIST_N.
                total = total.checked_add(count)?;
                keys.push(key_of_slot(slot, self.n, self.depth));
                ends.push(total);
            }
        }
        Some(PrefixIndex {
            n: self.n,
            depth: self.depth,
            keys,
            ends,
            selection: PhantomData,
        })
    }
}

/// The packed key of the prefix whose columns, read as digits in base `n`, make `slot`.
fn key_of_slot(slot: usize, n: usize, depth: usize) -> u32 {
    (0..depth).rev().fold(0, |key, row| {
        let column = (slot / n.pow(row as u32)) % n;
        (key << KEY_BITS) | column as u32
    })
}

impl<S: Selection> PrefixIndex<S> {
    /// Builds the whole index at once (for native code and tests; the page uses the builder).
    /// `None` for `n == 0` or `n > MAX_LIST_N`.
    pub fn build(n: usize) -> Option<Self> {
        let mut builder = PrefixIndexBuilder::<S>::new(n)?;
        builder.advance(u64::MAX);
        builder.finish()
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
        let slot = self.ends.partition_point(|&end| u64::from(end) <= k);
        let &key = self.keys.get(slot)?;
        let before = match slot {
            0 => 0,
            _ => u64::from(*self.ends.get(slot - 1)?),
        };
        let prefix = unpack(key, self.depth);
        let columns = find_below::<S>(self.n, &prefix, k - before)?;
        Some(Placement::from_columns(columns))
    }

    /// The heap memory of the table, in bytes.
    pub fn memory_bytes(&self) -> usize {
        (self.keys.capacity() + self.ends.capacity()) * std::mem::size_of::<u32>()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::queens::search::count_below;

    #[test]
    fn keys_keep_lexicographic_order() {
        let a = pack(&[1 << 2, 1 << 0, 1 << 3]);
        let b = pack(&[1 << 2, 1 << 1, 1 << 0]);
        assert!(a < b);
        assert_eq!(unpack(a, 3), vec![1 << 2, 1 << 0, 1 << 3]);
        assert_eq!(key_of_slot(2 * 64 + 3, 8, 3), a);
    }

    #[test]
    fn filed_variants_match_a_plain_count_per_prefix() {
        for n in [1, 5, 6, 8, 9, 10] {
            let index = PlacementIndex::build(n).expect("listable");
            let depth = prefix_depth(n);
            let mut before = 0;
            for (key, end) in index.keys.iter().zip(&index.ends) {
                let (count, _) = count_below::<Every>(n, &unpack(*key, depth));
                assert_eq!(u64::from(*end) - before, count, "N = {n}, key = {key:x}");
                before = u64::from(*end);
            }
            let listed: u64 = prefixes::<Every>(n, depth)
                .iter()
                .filter(|p| count_below::<Every>(n, p).0 > 0)
                .count() as u64;
            assert_eq!(index.keys.len() as u64, listed, "N = {n}");
        }
    }

    #[test]
    fn builder_in_small_slices_matches_one_go() {
        let whole = PlacementIndex::build(10).map(|index| (index.keys, index.ends));
        let mut builder = IndexBuilder::new(10).expect("10 is listable");
        let mut steps = 0;
        while !builder.advance(100).is_complete() {
            steps += 1;
        }
        assert!(steps > 5, "a small budget takes several slices: {steps}");
        let sliced = builder.finish().map(|index| (index.keys, index.ends));
        assert_eq!(whole, sliced);
    }

    #[test]
    fn unfinished_build_gives_nothing() {
        let mut builder = IndexBuilder::new(9).expect("9 is listable");
        builder.advance(1);
        assert!(builder.finish().is_none());
        assert!(IndexBuilder::new(0).is_none());
        assert!(IndexBuilder::new(MAX_LIST_N + 1).is_none());
    }
}
