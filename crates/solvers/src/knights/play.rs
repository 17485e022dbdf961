//! What the knight's tour page plays for a board, a start and a method: the tracer of the
//! search or of the tour found, or why there is nothing to play (with the theorem, at once).

use super::board::{BoardSize, Square};
use super::closed::{closed_tour, ClosedError};
use super::existence::{self, Evidence, NoTour, TourKind};
use super::open::{open_tour, OpenError};
use super::trace::{KnightTracer, Method, MAX_SEARCH_SQUARES};

/// Why there is nothing to play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unplayable {
    /// No tour of the kind exists (from this start), and why.
    NoTour(NoTour),
    /// The step-by-step searches take boards of at most `max` squares.
    TooLarge {
        /// The board's squares.
        squares: usize,
        /// The most a search takes.
        max: usize,
    },
    /// Warnsdorff's rule and every fallback failed within their budgets; a tour may exist.
    NotFound,
    /// The closed-tour construction failed on a board that has one (never expected).
    NotBuilt,
}

/// The kind of tour a method makes.
pub fn kind(method: Method) -> TourKind {
    if method == Method::Closed {
        TourKind::Closed
    } else {
        TourKind::Open
    }
}

/// The largest board on which the C program's fixed move order is worth watching: on 8 × 8 from
/// its corner it enters 3,242,065 squares before its first tour; on larger boards it does not
/// finish in a lifetime.
pub const SEED_ORDER_MAX_SQUARES: usize = 64;

/// Whether `method` searches `size` in vain although a tour may exist: the C program's fixed
/// order above [`SEED_ORDER_MAX_SQUARES`].
pub fn hopeless(size: BoardSize, method: Method) -> bool {
    method == Method::SeedOrder && size.squares() > SEED_ORDER_MAX_SQUARES
}

/// Whether `method` can play from `start` on `size`, and what says a tour exists: instant (the
/// existence rules, and on boards of at most 30 squares an exhaustive search of milliseconds).
pub fn check(size: BoardSize, start: Square, method: Method) -> Result<Evidence, Unplayable> {
    let evidence = existence::start(size, kind(method), start).map_err(Unplayable::NoTour)?;
    let squares = size.squares();
    if !method.replays_a_tour() && squares > MAX_SEARCH_SQUARES {
        return Err(Unplayable::TooLarge {
            squares,
            max: MAX_SEARCH_SQUARES,
        });
    }
    Ok(evidence)
}

/// The tracer at step 0: the search itself, or the replay of the tour the solver finds (linear
/// in the board).
pub fn tracer(size: BoardSize, start: Square, method: Method) -> Result<KnightTracer, Unplayable> {
    check(size, start, method)?;
    let replay = |tour| KnightTracer::replay(method, tour).map_err(|_| Unplayable::NotBuilt);
    match method {
        Method::SeedOrder | Method::WarnsdorffBacktracking => {
            KnightTracer::search(method, size, start).map_err(|_| Unplayable::NotFound)
        }
        Method::Warnsdorff => match open_tour(size, start) {
            Ok(solved) => replay(solved.tour),
            Err(OpenError::NoTour(reason)) => Err(Unplayable::NoTour(reason)),
            Err(OpenError::NotFound { .. }) => Err(Unplayable::NotFound),
        },
        Method::Closed => match closed_tour(size) {
            Ok(tour) => replay(tour.rotated_to(start).ok_or(Unplayable::NotBuilt)?),
            Err(ClosedError::NoTour(reason)) => Err(Unplayable::NoTour(NoTour::Board(reason))),
            Err(ClosedError::NotBuilt) => Err(Unplayable::NotBuilt),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_fixed_order_on_large_boards_is_hopeless() {
        let size = |side| BoardSize::new(side, side).unwrap();
        assert!(!hopeless(size(8), Method::SeedOrder));
        assert!(hopeless(size(9), Method::SeedOrder));
        assert!(!hopeless(size(50), Method::WarnsdorffBacktracking));
        assert!(!hopeless(size(50), Method::Warnsdorff));
    }
    use crate::knights::existence::{BoardReason, StartReason};
    use crate::knights::trace::KnightEvent;
    use crate::knights::validate::validate;

    fn size(rows: u32, cols: u32) -> BoardSize {
        BoardSize::new(rows, cols).unwrap()
    }

    /// Plays a tracer to its end; the squares of its last frame's path and whether it completed.
    fn play(mut tracer: KnightTracer) -> (Vec<Square>, Option<bool>) {
        let mut complete = None;
        while tracer.advance() {
            if let Some(KnightEvent::Complete { closed }) = tracer.last_event() {
                complete = Some(closed);
            }
        }
        (tracer.frame().path.squares().to_vec(), complete)
    }

    #[test]
    fn every_method_plays_a_valid_tour_where_one_exists() {
        let start = Square::new(0, 0);
        for method in Method::ALL {
            let board = size(6, 6);
            let (path, complete) = play(tracer(board, start, method).unwrap());
            let closed = method == Method::Closed;
            assert_eq!(
                complete,
                Some(closed || validate(board, &path, true).is_ok())
            );
            assert_eq!(path[0], start, "{method}");
            assert_eq!(validate(board, &path, closed), Ok(()), "{method}");
        }
        let large = size(300, 301);
        for method in [Method::Warnsdorff, Method::Closed] {
            let (path, complete) = play(tracer(large, Square::new(150, 7), method).unwrap());
            assert!(complete.is_some());
            assert_eq!(validate(large, &path, method == Method::Closed), Ok(()));
        }
    }

    #[test]
    fn boards_without_a_tour_say_why_at_once() {
        let corner = Square::new(0, 0);
        assert_eq!(
            check(size(4, 4), corner, Method::Warnsdorff),
            Err(Unplayable::NoTour(NoTour::Board(BoardReason::SmallBoard {
                short: 4,
                long: 4
            })))
        );
        assert_eq!(
            check(size(5, 5), corner, Method::Closed),
            Err(Unplayable::NoTour(NoTour::Board(BoardReason::OddSquares {
                squares: 25
            })))
        );
        assert_eq!(
            check(size(5, 5), Square::new(0, 1), Method::SeedOrder),
            Err(Unplayable::NoTour(NoTour::Start(
                StartReason::MinorityColour { squares: 25 }
            )))
        );
        assert_eq!(
            check(size(300, 300), corner, Method::SeedOrder),
            Err(Unplayable::TooLarge {
                squares: 90_000,
                max: MAX_SEARCH_SQUARES
            })
        );
        assert!(tracer(size(1, 3), corner, Method::Warnsdorff).is_err());
    }
}
