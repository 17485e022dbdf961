//! The list the page shows: every placement, or one per symmetry class, with random access and a
//! build that adds up the jobs' counts by prefix, in workers or a job at a time on this thread.

use super::constellation::canonical_constellations;
use super::count::CountJob;
use super::index::{prefix_counts, AddError, PlacementIndex, PrefixCounts, PrefixTotals};
use super::placement::Placement;
use super::search::Every;
use super::symmetry::{Canonical, FundamentalIndex};

/// Random access to the placements of one N: all of them, or the fundamental ones.
#[derive(Clone, Debug)]
pub enum Listing {
    /// Every placement, in the C# and Java programs' order.
    Every(PlacementIndex),
    /// One placement per symmetry class (the lexicographically smallest), in lexicographic order.
    Fundamental(FundamentalIndex),
}

impl Listing {
    /// The board size N.
    pub fn n(&self) -> usize {
        match self {
            Listing::Every(index) => index.n(),
            Listing::Fundamental(index) => index.n(),
        }
    }

    /// Whether this lists one placement per class.
    pub fn is_fundamental(&self) -> bool {
        matches!(self, Listing::Fundamental(_))
    }

    /// The number of placements listed.
    pub fn len(&self) -> u64 {
        match self {
            Listing::Every(index) => index.len(),
            Listing::Fundamental(index) => index.len(),
        }
    }

    /// Whether nothing is listed (N = 2 or 3).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Placement #k, 0-based; `None` past the end.
    pub fn get(&self, k: u64) -> Option<Placement> {
        match self {
            Listing::Every(index) => index.get(k),
            Listing::Fundamental(index) => index.get(k),
        }
    }

    /// Placements #k to #k + count - 1, fewer past the end: see [`PlacementIndex::get_run`].
    pub fn get_run(&self, k: u64, count: usize) -> Vec<Placement> {
        match self {
            Listing::Every(index) => index.get_run(k, count),
            Listing::Fundamental(index) => index.get_run(k, count),
        }
    }
}

/// The totals of a listing's jobs (see [`crate::queens::index`]), until every job is in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ListingTotals {
    /// Every placement.
    Every(PrefixTotals<Every>),
    /// One placement per symmetry class.
    Fundamental(PrefixTotals<Canonical>),
}

impl ListingTotals {
    /// Empty totals for the list of N = `n`; `None` if `n` cannot be listed.
    pub fn new(n: usize, fundamental: bool) -> Option<Self> {
        Some(if fundamental {
            ListingTotals::Fundamental(PrefixTotals::new(n)?)
        } else {
            ListingTotals::Every(PrefixTotals::new(n)?)
        })
    }

    /// Whether these are the totals of the fundamental placements.
    pub fn is_fundamental(&self) -> bool {
        matches!(self, ListingTotals::Fundamental(_))
    }

    /// Adds one job's counts; on an error nothing is added.
    pub fn add(&mut self, counts: &PrefixCounts) -> Result<(), AddError> {
        match self {
            ListingTotals::Every(totals) => totals.add(counts),
            ListingTotals::Fundamental(totals) => totals.add(counts),
        }
    }

    /// The listing, once every job's counts are in.
    pub fn finish(self) -> Option<Listing> {
        match self {
            ListingTotals::Every(totals) => totals.finish().map(Listing::Every),
            ListingTotals::Fundamental(totals) => totals.finish().map(Listing::Fundamental),
        }
    }
}

/// How far a build on this thread has got, in jobs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Progress {
    /// Jobs done so far.
    pub done: usize,
    /// All jobs.
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

    /// Whether every job is done, so that `finish` succeeds.
    pub fn is_complete(&self) -> bool {
        self.done >= self.total
    }
}

/// Builds a [`Listing`] on this thread a job at a time, for a page that must stay responsive.
#[derive(Debug)]
pub struct ListingBuilder {
    n: usize,
    jobs: Vec<CountJob>,
    done: usize,
    totals: ListingTotals,
}

impl ListingBuilder {
    /// Starts a build for N = `n`; `None` if `n` cannot be listed.
    pub fn new(n: usize, fundamental: bool) -> Option<Self> {
        Some(ListingBuilder {
            n,
            totals: ListingTotals::new(n, fundamental)?,
            // A class a job: no planning, whose code the page's first load would carry.
            jobs: canonical_constellations(n)
                .into_iter()
                .map(|border| CountJob {
                    borders: vec![border],
                })
                .collect(),
            done: 0,
        })
    }

    /// Does the next job, if any is left.
    pub fn advance(&mut self) -> Progress {
        if let Some(job) = self.jobs.get(self.done) {
            let fundamental = self.totals.is_fundamental();
            // The job was made for this N and table: its counts always fit.
            let _ = self.totals.add(&prefix_counts(self.n, fundamental, job));
            self.done += 1;
        }
        Progress {
            done: self.done,
            total: self.jobs.len(),
        }
    }

    /// The finished listing, or `None` while jobs are left.
    pub fn finish(self) -> Option<Listing> {
        (self.done >= self.jobs.len())
            .then(|| self.totals.finish())
            .flatten()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn build(n: usize, fundamental: bool) -> Listing {
        let mut builder = ListingBuilder::new(n, fundamental).unwrap();
        while !builder.advance().is_complete() {}
        builder.finish().unwrap()
    }

    #[test]
    fn both_kinds_list_what_they_should() {
        let every = build(8, false);
        let fundamental = build(8, true);
        assert_eq!((every.len(), fundamental.len()), (92, 12));
        assert!(fundamental.is_fundamental() && !every.is_fundamental());
        assert_eq!(every.get(0).unwrap().columns(), [1, 5, 8, 6, 3, 7, 2, 4]);
        assert_eq!(every.get(92), None);
        let run = every.get_run(40, 60);
        assert_eq!(run.len(), 52, "the run stops at the end");
        let one_by_one: Vec<_> = (40..92).filter_map(|k| every.get(k)).collect();
        assert_eq!(run, one_by_one);
        assert_eq!(
            fundamental.get_run(0, 12),
            (0..12)
                .filter_map(|k| fundamental.get(k))
                .collect::<Vec<_>>()
        );
        assert!(build(3, false).is_empty());
        assert!(ListingBuilder::new(0, false).is_none());
        let mut unfinished = ListingBuilder::new(9, false).unwrap();
        assert!(!unfinished.advance().is_complete());
        assert!(unfinished.finish().is_none());
    }
}
