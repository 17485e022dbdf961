//! The knight's path as a frame holds it: a shared sequence of squares and how many of them are
//! on the board now, so that a frame of a million-square tour costs no copy.

use std::sync::Arc;

use crate::knights::board::Square;

/// The first `len` squares of `squares`: the path, start first. The page numbers them `1..=len`
/// and draws a line through their centres.
///
/// A replayed tour shares its squares between all frames; a search copies its path once per frame.
/// (An `Arc<Vec>` rather than an `Arc<[…]>`: a solver's path becomes one without a copy.)
#[derive(Clone, Debug)]
pub struct PathView {
    squares: Arc<Vec<Square>>,
    len: usize,
}

impl PathView {
    /// The first `len` squares of `squares` (all of them if `len` is larger).
    pub fn new(squares: Arc<Vec<Square>>, len: usize) -> Self {
        let len = len.min(squares.len());
        Self { squares, len }
    }

    /// A copy of `path`, whole.
    pub fn copied(path: &[Square]) -> Self {
        Self::new(Arc::new(path.to_vec()), path.len())
    }

    /// The squares of the path, in order.
    pub fn squares(&self) -> &[Square] {
        &self.squares[..self.len]
    }

    /// Every square of the sequence the path is cut from: a replay's whole tour (known before
    /// it is played), or the path itself for a search.
    pub fn whole(&self) -> &[Square] {
        &self.squares
    }

    /// The number of squares on the path.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the path is empty (before the first move, after the last backtrack).
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The knight's square: the last of the path.
    pub fn last(&self) -> Option<Square> {
        self.squares().last().copied()
    }
}

impl PartialEq for PathView {
    /// Paths are equal when they hold the same squares, whether shared or not.
    fn eq(&self, other: &Self) -> bool {
        self.squares() == other.squares()
    }
}

impl Eq for PathView {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn views_compare_by_their_squares() {
        let tour = Arc::new((0..5).map(|c| Square::new(0, c)).collect::<Vec<_>>());
        let view = PathView::new(tour.clone(), 3);
        assert_eq!(view.len(), 3);
        assert_eq!(view.last(), Some(Square::new(0, 2)));
        assert_eq!(view.whole(), &tour[..]);
        assert_eq!(view, PathView::copied(&tour[..3]));
        assert_ne!(view, PathView::new(tour.clone(), 4));
        assert_eq!(PathView::new(tour.clone(), 9).len(), 5);
        assert!(PathView::new(tour, 0).is_empty());
    }
}
