//! Method (c): an open tour from any start square the user picks, by Warnsdorff's rule, with
//! fallbacks so that it reports "no tour" only with a reason, and "not found" only where nothing
//! proves a tour exists.
//!
//! In order: Roth's rule, then Pohl's ([`warnsdorff`](super::warnsdorff)); then, on a board with a
//! closed tour, that tour cut open at the start (so every start of such a board is solved); on a
//! board with both sides odd and at least 5, the construction from the start (so every start of
//! the corners' colour is solved); then a bounded backtracking search in Warnsdorff's order. Each
//! step is linear in the board, but the search, which is bounded by [`SEARCH_BUDGET`].

use super::board::{BoardSize, Square};
use super::existence::{self, NoTour, TourKind};
use super::search::{Goal, Outcome};
use super::tour::Tour;
use super::warnsdorff::{self, DeadEnd, Rule, TieBreak};

/// The most moves the last fallback, the backtracking search, may try (about a tenth of a second).
pub const SEARCH_BUDGET: u64 = 2_000_000;

/// The rules tried first, in order.
const TIE_BREAKS: [TieBreak; 2] = [TieBreak::Farthest, TieBreak::Deeper];

/// How a tour was found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    /// Warnsdorff's rule; the page can replay it with [`warnsdorff::ratings`].
    Warnsdorff(Rule),
    /// The board's closed tour ([`closed_tour`](super::closed::closed_tour)), cut open at the start.
    ClosedTour,
    /// The block construction for boards with both sides odd.
    Construction,
    /// The backtracking search.
    Search,
}

/// An open tour and how it was found, with where the rules tried before got stuck.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solved {
    /// The tour, from the start asked for.
    pub tour: Tour,
    /// What found it.
    pub method: Method,
    /// The rules that got stuck first, and where.
    pub stuck: Vec<(Rule, DeadEnd)>,
}

/// Why no tour was returned.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OpenError {
    /// There is none (with the reason).
    NoTour(NoTour),
    /// Every method failed within its budget; one may still exist. `stuck` as in [`Solved`].
    NotFound { stuck: Vec<(Rule, DeadEnd)> },
}

/// An open tour of `size` from `start`, or why there is none, or that none was found.
///
/// ```
/// use nqueens_solvers::knights::board::{BoardSize, Square};
/// use nqueens_solvers::knights::open::open_tour;
/// use nqueens_solvers::knights::validate::validate;
/// let size = BoardSize::new(8, 8).unwrap();
/// let solved = open_tour(size, Square::new(0, 0)).unwrap();
/// assert!(validate(size, solved.tour.path(), false).is_ok());
/// // 4 × 4 has none, and the error says why.
/// assert!(open_tour(BoardSize::new(4, 4).unwrap(), Square::new(0, 0)).is_err());
/// ```
pub fn open_tour(size: BoardSize, start: Square) -> Result<Solved, OpenError> {
    existence::start(size, TourKind::Open, start).map_err(OpenError::NoTour)?;
    let mut stuck = Vec::new();
    let solved = |tour, method, stuck| {
        Ok(Solved {
            tour,
            method,
            stuck,
        })
    };
    for tie in TIE_BREAKS {
        let rule = Rule::facing(tie, size, start);
        match warnsdorff::run(size, start, rule) {
            Ok(tour) => return solved(tour, Method::Warnsdorff(rule), stuck),
            Err(dead_end) => stuck.push((rule, dead_end)),
        }
    }
    if existence::board(size, TourKind::Closed).is_ok() {
        let cut = super::blocks::closed(size).and_then(|tour| tour.rotated_to(start));
        if let Some(tour) = cut {
            return solved(tour.into_open(), Method::ClosedTour, stuck);
        }
    }
    if let Some(tour) = super::blocks::open_odd(size, start) {
        return solved(tour, Method::Construction, stuck);
    }
    match Goal::open(size, start).find(Some(SEARCH_BUDGET)) {
        Outcome::Found(path) => solved(Tour::from_solver(size, path, false), Method::Search, stuck),
        _ => Err(OpenError::NotFound { stuck }),
    }
}
