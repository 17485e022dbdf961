//! The list the page shows: every placement, or one per symmetry class, with random access and a
//! build that can be run a slice at a time.

use super::index::{IndexBuilder, PlacementIndex, Progress};
use super::placement::Placement;
use super::symmetry::{FundamentalIndex, FundamentalIndexBuilder};

/// Random access to the placements of one N: all of them, or the fundamental ones.
#[derive(Clone, Debug)]
pub enum Listing {
    /// Every placement, in the seeds' order.
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
}

/// Builds a [`Listing`] a slice at a time.
#[derive(Debug)]
pub enum ListingBuilder {
    /// Building the list of every placement.
    Every(IndexBuilder),
    /// Building the list of fundamental placements.
    Fundamental(FundamentalIndexBuilder),
}

impl ListingBuilder {
    /// Starts a build for N = `n`; `None` if `n` cannot be listed.
    pub fn new(n: usize, fundamental: bool) -> Option<Self> {
        Some(if fundamental {
            ListingBuilder::Fundamental(FundamentalIndexBuilder::new(n)?)
        } else {
            ListingBuilder::Every(IndexBuilder::new(n)?)
        })
    }

    /// Does about `budget` search nodes of work; see [`IndexBuilder::advance`].
    pub fn advance(&mut self, budget: u64) -> Progress {
        match self {
            ListingBuilder::Every(builder) => builder.advance(budget),
            ListingBuilder::Fundamental(builder) => builder.advance(budget),
        }
    }

    /// The finished listing, once [`Self::advance`] has reported completion.
    pub fn finish(self) -> Option<Listing> {
        match self {
            ListingBuilder::Every(builder) => builder.finish().map(Listing::Every),
            ListingBuilder::Fundamental(builder) => builder.finish().map(Listing::Fundamental),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn build(n: usize, fundamental: bool) -> Listing {
        let mut builder = ListingBuilder::new(n, fundamental).unwrap();
        while !builder.advance(1_000).is_complete() {}
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
        assert!(build(3, false).is_empty());
        assert!(ListingBuilder::new(0, false).is_none());
    }
}
