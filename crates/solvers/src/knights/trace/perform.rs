//! "You be the algorithm" on the knight's page: a student performs the search on the board,
//! clicking the square the knight goes to next and, in the backtracking searches, the knight's
//! own square to take it back; the ratings, the dead ends and the finished tour are the
//! program's own steps. Each click is checked against the trace; a wrong move is graded with the
//! reason of [`super::predict`]'s "where next?".
//!
//! Every method but the construction can be performed (it follows no rule from square to
//! square), on boards up to [`MAX_PERFORMED_SIDE`] squares a side.

use super::event::KnightEvent;
use super::method::Method;
use super::predict::{rated, KnightAsked, KnightGuess, KnightQuestion, KnightVerdict};
use super::tracer::KnightTracer;
use crate::knights::board::{BoardSize, Square};

/// The longest side of a board performed (20): its squares are clicked one by one, and each
/// action reads the knight's whole path.
pub const MAX_PERFORMED_SIDE: u32 = 20;

/// Whether `method`'s search can be performed on a board of `size`.
pub fn performable(method: Method, size: BoardSize) -> bool {
    method != Method::Closed && size.rows.max(size.cols) <= MAX_PERFORMED_SIDE
}

/// The action the student performs next.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KnightAction {
    /// The knight goes to a square: "where next?" with its answer, graded as a question is.
    Move(KnightAsked),
    /// The search takes the knight's square back: it is `stuck` there (a dead end), or every
    /// move from it is tried.
    TakeBack {
        /// The knight's square, given up.
        square: Square,
        /// Whether the knight is at a dead end there (else its moves are all tried).
        stuck: bool,
    },
}

/// A click graded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KnightDone {
    /// The action: the step is done.
    Right,
    /// Not the square the knight goes to, and why ([`KnightAsked::grade`]).
    NotThere(KnightVerdict),
    /// The search takes the knight's square back first.
    TakeBackFirst,
}

impl KnightAction {
    /// Grades a click on `square`.
    pub fn grade(&self, square: Square) -> KnightDone {
        match self {
            KnightAction::Move(asked) => match asked.grade(KnightGuess::Square(square)) {
                KnightVerdict::Right => KnightDone::Right,
                verdict => KnightDone::NotThere(verdict),
            },
            KnightAction::TakeBack { square: back, .. } if *back == square => KnightDone::Right,
            KnightAction::TakeBack { .. } => KnightDone::TakeBackFirst,
        }
    }

    /// The square clicked to do it.
    pub fn square(&self) -> Option<Square> {
        match self {
            KnightAction::Move(asked) => match asked.question {
                KnightQuestion::Next { to } => to,
                _ => None,
            },
            KnightAction::TakeBack { square, .. } => Some(*square),
        }
    }
}

/// The action the student performs after `tracer`'s step, if the next event is one (a move from
/// the knight's square or a square taken back), for a search that can be performed.
pub fn knight_action(tracer: &KnightTracer) -> Option<KnightAction> {
    let size = tracer.size();
    if !performable(tracer.method(), size) {
        return None;
    }
    let mut ahead = tracer.clone();
    if !ahead.advance() {
        return None;
    }
    let path = tracer.path().squares().to_vec();
    match ahead.last_event()? {
        // The first move puts the knight on its start: that is the program's own step.
        KnightEvent::Move { square, .. } => {
            let onward = rated(size, &path, *path.last()?);
            Some(KnightAction::Move(KnightAsked {
                question: KnightQuestion::Next { to: Some(square) },
                method: tracer.method(),
                size,
                path,
                onward,
            }))
        }
        KnightEvent::Backtrack { square, .. } => Some(KnightAction::TakeBack {
            square,
            stuck: matches!(tracer.last_event(), Some(KnightEvent::DeadEnd { .. })),
        }),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::knights::play::tracer;

    /// A student who clicks what the trace does performs it to the end with nothing refused, and
    /// every other square is refused; the ratings, dead ends and the tour's end need no click.
    #[test]
    fn following_the_trace_performs_the_search() {
        for method in Method::ALL {
            for side in [5, 6] {
                let size = BoardSize::new(side, side).unwrap();
                let Ok(mut t) = tracer(size, Square::new(0, 0), method) else {
                    continue;
                };
                let (mut moves, mut backs) = (0, 0);
                while t.step() < 20_000 {
                    let action = knight_action(&t);
                    let mut ahead = t.clone();
                    if !ahead.advance() {
                        assert_eq!(action, None);
                        break;
                    }
                    let event = ahead.last_event().unwrap();
                    let clicked = match event {
                        KnightEvent::Move { square, .. } if t.step() > 0 => Some(square),
                        KnightEvent::Backtrack { square, .. } => Some(square),
                        _ => None,
                    };
                    match (&action, clicked) {
                        (Some(action), Some(square)) => {
                            match event {
                                KnightEvent::Move { .. } => moves += 1,
                                _ => backs += 1,
                            }
                            assert_eq!(action.grade(square), KnightDone::Right);
                            assert_eq!(action.square(), Some(square));
                            for row in 0..side {
                                for col in 0..side {
                                    let other = Square::new(row, col);
                                    if other != square {
                                        assert_ne!(action.grade(other), KnightDone::Right);
                                    }
                                }
                            }
                        }
                        (None, clicked) => assert!(method == Method::Closed || clicked.is_none()),
                        (Some(_), None) => panic!("{method:?}: an action for no click"),
                    }
                    t = ahead;
                }
                assert_eq!(moves > 0, method != Method::Closed, "{method:?}");
                if method == Method::SeedOrder && side == 5 {
                    assert!(backs > 0, "the C program backtracks on 5 × 5");
                }
            }
        }
    }

    /// A wrong move is graded as "where next?" grades it; a click elsewhere than the square
    /// given up is refused with "take it back first".
    #[test]
    fn wrong_clicks_say_why() {
        let size = BoardSize::new(5, 5).unwrap();
        let mut t = tracer(size, Square::new(0, 0), Method::SeedOrder).unwrap();
        let mut saw_take_back = false;
        while t.advance() && !saw_take_back {
            match knight_action(&t) {
                Some(KnightAction::TakeBack { square, stuck }) => {
                    assert!(stuck || !matches!(t.last_event(), Some(KnightEvent::DeadEnd { .. })));
                    let elsewhere = Square::new((square.row + 1) % 5, square.col);
                    assert_eq!(
                        knight_action(&t).unwrap().grade(elsewhere),
                        KnightDone::TakeBackFirst
                    );
                    saw_take_back = true;
                }
                Some(KnightAction::Move(asked)) => {
                    let from = asked.from().unwrap();
                    assert_eq!(
                        KnightAction::Move(asked).grade(from),
                        KnightDone::NotThere(KnightVerdict::Visited)
                    );
                }
                None => {}
            }
        }
        assert!(saw_take_back);
    }

    #[test]
    fn the_construction_and_large_boards_are_not_performed() {
        let size = |rows, cols| BoardSize::new(rows, cols).unwrap();
        assert!(!performable(Method::Closed, size(8, 8)));
        assert!(performable(Method::Warnsdorff, size(20, 20)));
        assert!(!performable(Method::SeedOrder, size(21, 21)));
        assert!(!performable(Method::Warnsdorff, size(8, 25)));
    }
}
