//! Method (d): a closed tour of every board that has one, in linear time, by divide and conquer
//! (see [`blocks`](super::blocks) for how and why).

use super::board::BoardSize;
use super::existence::{self, BoardReason, TourKind};
use super::tour::Tour;

/// Why no closed tour was returned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClosedError {
    /// The board has none (with the theorem's reason).
    NoTour(BoardReason),
    /// The board has one but the construction failed. Never expected: every board with a closed
    /// tour is of a family the construction covers, and its tests build them all up to 60×60 and
    /// a sample up to the largest board; kept as an error so that the page cannot crash.
    NotBuilt,
}

/// A closed tour of `size`, listed from the top-left square (see [`Tour::rotated_to`] to start
/// elsewhere), or why there is none.
///
/// ```
/// use nqueens_solvers::knights::board::BoardSize;
/// use nqueens_solvers::knights::closed::closed_tour;
/// use nqueens_solvers::knights::validate::validate;
/// let size = BoardSize::new(100, 100).unwrap();
/// let tour = closed_tour(size).unwrap();
/// assert!(validate(size, tour.path(), true).is_ok());
/// // An odd number of squares has no closed tour.
/// assert!(closed_tour(BoardSize::new(5, 5).unwrap()).is_err());
/// ```
pub fn closed_tour(size: BoardSize) -> Result<Tour, ClosedError> {
    existence::board(size, TourKind::Closed).map_err(ClosedError::NoTour)?;
    super::blocks::closed(size).ok_or(ClosedError::NotBuilt)
}
