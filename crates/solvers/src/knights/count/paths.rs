//! The count itself: every knight's path from a start, depth first, on bit sets, cutting each
//! branch that can no longer become a tour.
//!
//! The cut: every unvisited square must still be strung onto the path, so it needs two links
//! (knight's moves to unvisited squares or to the knight) — one if it is the last square. A branch
//! is cut when an unvisited square has no link, or when two have only one (a path has one end).
//! Both are computed for the whole board at once from shifted bit sets. The cut only drops
//! branches without a tour, so the count is exact; it is weaker for closed tours, which are
//! counted among the open ones (the last square a knight's move from the start).

use super::bits::Bits;
use super::TourCount;
use crate::knights::board::Square;

/// A path from a start: its start, its head (the knight) and the squares not on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Partial {
    start: u32,
    head: u32,
    unvisited: u64,
}

impl Partial {
    /// The path of one square, `start` (on the board).
    pub(super) fn new(bits: &Bits, start: Square) -> Self {
        let start = bits.index(start);
        Self {
            start,
            head: start,
            unvisited: bits.all() & !(1 << start),
        }
    }

    /// The knight's square (its bit index).
    pub(super) fn head(self) -> u32 {
        self.head
    }

    /// The squares the knight can go to next.
    pub(super) fn next(self, bits: &Bits) -> u64 {
        bits.neighbours(self.head) & self.unvisited
    }

    /// The path one move longer, to square `to` (one of [`Partial::next`]).
    pub(super) fn extended(self, to: u32) -> Self {
        Self {
            head: to,
            unvisited: self.unvisited & !(1 << to),
            ..self
        }
    }

    /// Whether every square is on the path.
    pub(super) fn is_complete(self) -> bool {
        self.unvisited == 0
    }

    /// Whether the unvisited squares may still all be strung onto the path (see the module
    /// documentation): `false` means no tour extends it.
    pub(super) fn may_complete(self, bits: &Bits) -> bool {
        let (ones, twos) = bits.links(self.unvisited | 1 << self.head);
        let stranded = self.unvisited & !ones;
        let ends = self.unvisited & !twos;
        stranded == 0 && ends & ends.wrapping_sub(1) == 0
    }

    /// The tours that extend this path.
    pub(super) fn count(self, bits: &Bits) -> TourCount {
        if self.is_complete() {
            let closed = bits.neighbours(self.start) >> self.head & 1;
            return TourCount { open: 1, closed };
        }
        let mut total = TourCount::default();
        if !self.may_complete(bits) {
            return total;
        }
        let mut next = self.next(bits);
        while next != 0 {
            let to = next.trailing_zeros();
            next &= next - 1;
            total += self.extended(to).count(bits);
        }
        total
    }
}
