//! A knight's tour: the squares in the order the knight visits them, and whether it closes.

use super::board::{BoardSize, Square};
use super::validate::{validate, TourError};

/// A knight's tour of a board: every square once, each step a knight's move; `closed` if the last
/// square is also a knight's move from the first (a cycle, which may then start anywhere).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tour {
    size: BoardSize,
    path: Vec<Square>,
    closed: bool,
}

impl Tour {
    /// The tour `path` of `size`, closed or not, after checking it with [`validate`].
    pub fn new(size: BoardSize, path: Vec<Square>, closed: bool) -> Result<Self, TourError> {
        validate(size, &path, closed)?;
        Ok(Self { size, path, closed })
    }

    /// Wraps what a solver of this crate built, which its own tests validate; checked again in
    /// debug builds.
    pub(crate) fn from_solver(size: BoardSize, path: Vec<Square>, closed: bool) -> Self {
        debug_assert_eq!(validate(size, &path, closed), Ok(()));
        Self { size, path, closed }
    }

    /// The board toured.
    pub fn size(&self) -> BoardSize {
        self.size
    }

    /// The squares in the order visited, the start first.
    pub fn path(&self) -> &[Square] {
        &self.path
    }

    /// Whether the tour was built closed: its last square a knight's move from its first.
    pub fn is_closed(&self) -> bool {
        self.closed
    }

    /// Whether the last square is a knight's move from the first, as a closed tour's is (and an
    /// open one's may be, by chance).
    pub fn closes(&self) -> bool {
        match (self.path.first(), self.path.last()) {
            (Some(&first), Some(&last)) => BoardSize::is_knight_move(last, first),
            _ => false,
        }
    }

    /// The squares in the order visited.
    pub fn into_path(self) -> Vec<Square> {
        self.path
    }

    /// The first square.
    pub fn start(&self) -> Option<Square> {
        self.path.first().copied()
    }

    /// The same cycle, starting at `start` and going the same way round; `None` if the tour is
    /// open or `start` is not on the board.
    pub fn rotated_to(&self, start: Square) -> Option<Tour> {
        if !self.closed || !self.size.contains(start) {
            return None;
        }
        let at = self.path.iter().position(|&square| square == start)?;
        let mut path = Vec::with_capacity(self.path.len());
        path.extend_from_slice(&self.path[at..]);
        path.extend_from_slice(&self.path[..at]);
        Some(Self::from_solver(self.size, path, true))
    }

    /// The same path, no longer claimed to close: an open tour (any closed tour is also one).
    pub fn into_open(self) -> Tour {
        Self {
            closed: false,
            ..self
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A closed tour of 5×6 (rows from the top).
    const FIVE_BY_SIX: [(u32, u32); 30] = [
        (0, 0),
        (1, 2),
        (0, 4),
        (2, 5),
        (4, 4),
        (2, 3),
        (3, 5),
        (4, 3),
        (3, 1),
        (1, 0),
        (0, 2),
        (1, 4),
        (3, 3),
        (4, 5),
        (2, 4),
        (0, 5),
        (1, 3),
        (0, 1),
        (2, 0),
        (4, 1),
        (2, 2),
        (0, 3),
        (1, 5),
        (3, 4),
        (4, 2),
        (3, 0),
        (1, 1),
        (3, 2),
        (4, 0),
        (2, 1),
    ];

    fn five_by_six() -> (BoardSize, Vec<Square>) {
        let size = BoardSize::new(5, 6).unwrap();
        let path = FIVE_BY_SIX
            .iter()
            .map(|&(r, c)| Square::new(r, c))
            .collect();
        (size, path)
    }

    #[test]
    fn new_checks_the_tour() {
        let (size, path) = five_by_six();
        let tour = Tour::new(size, path.clone(), true).unwrap();
        assert!(tour.is_closed());
        assert!(tour.closes());
        assert_eq!(tour.size(), size);
        assert_eq!(tour.path(), &path[..]);
        assert_eq!(tour.start(), Some(Square::new(0, 0)));
        let mut broken = path.clone();
        broken.swap(1, 2);
        assert!(Tour::new(size, broken, false).is_err());
        let open = Tour::new(
            size,
            path[1..].iter().chain(&path[..1]).copied().collect(),
            false,
        );
        assert!(open.is_ok_and(|open| open.closes() && !open.is_closed()));
        assert_eq!(tour.into_path(), path);
        // 5×5 has no closed tour: an open one cannot close.
        let five = BoardSize::new(5, 5).unwrap();
        let solved = crate::knights::open::open_tour(five, Square::new(0, 0)).unwrap();
        assert!(!solved.tour.closes());
    }

    #[test]
    fn a_closed_tour_rotates_to_any_start() {
        let (size, path) = five_by_six();
        let tour = Tour::new(size, path.clone(), true).unwrap();
        for (k, &start) in path.iter().enumerate() {
            let rotated = tour.rotated_to(start).unwrap();
            assert_eq!(rotated.start(), Some(start));
            assert!(rotated.is_closed());
            assert_eq!(validate(size, rotated.path(), true), Ok(()));
            assert_eq!(rotated.path()[path.len() - k..], path[..k]);
        }
        assert_eq!(tour.rotated_to(Square::new(5, 0)), None);
        let open = tour.clone().into_open();
        assert!(!open.is_closed());
        assert_eq!(open.rotated_to(Square::new(0, 0)), None);
    }
}
