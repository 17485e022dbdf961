//! The knight's questions, asked by the player before it shows: where will the knight go next, is
//! this a dead end, and where does the knight go back to; each answer read from the trace itself,
//! and a guess graded against it with the reason a wrong one is wrong.
//!
//! "Where next?" and "dead end?" are asked after the knight enters a square (before the ratings
//! of its next moves are shown); "where back?" when the search finds itself stuck. When both of
//! the first two are asked, one question covers both: "where next?", with "nowhere: a dead end"
//! among its answers.

use super::candidates::Candidates;
use super::event::KnightEvent;
use super::method::Method;
use super::tracer::KnightTracer;
use crate::knights::board::{BoardSize, Square};
use crate::playback::{Graded, Kinds, Question};

/// The most steps looked ahead for the answer: a search that takes longer asks nothing there.
pub const LOOKAHEAD_STEPS: u64 = 200_000;

/// The largest board asked about (20 × 20): its squares are clicked to answer, and a question
/// reads the knight's whole path.
pub const MAX_ASKED_SQUARES: usize = 400;

/// Which of the knight's questions are asked.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct KnightAsks {
    /// Where will the knight go next?
    pub square: bool,
    /// Is this a dead end?
    pub dead_end: bool,
    /// Where does the knight go back to?
    pub back: bool,
}

impl Kinds for KnightAsks {
    fn any_of(self, applicable: Self) -> bool {
        (self.square && applicable.square)
            || (self.dead_end && applicable.dead_end)
            || (self.back && applicable.back)
    }
}

/// A question and its answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KnightQuestion {
    /// Where will the knight go next? `to` is the square it enters next; `None` when it has
    /// nowhere to go (asked so only when dead ends are asked too).
    Next {
        /// The square entered next, if any.
        to: Option<Square>,
    },
    /// Is the knight at a dead end? `stuck` is the answer.
    DeadEnd {
        /// Whether it is.
        stuck: bool,
    },
    /// Where does the stuck knight go back to? `to` is the square it moves on from.
    Back {
        /// The square the search goes on from.
        to: Square,
    },
}

/// A question asked at one step, with the board it is asked on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KnightAsked {
    /// The question and its answer.
    pub question: KnightQuestion,
    /// The method searching.
    pub method: Method,
    /// The board.
    pub size: BoardSize,
    /// The knight's path, its square last.
    pub path: Vec<Square>,
    /// The squares the knight can go to from its square, rated (best first).
    pub onward: Candidates,
}

/// An answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KnightGuess {
    /// A square of the board.
    Square(Square),
    /// "Yes, a dead end" (`true`) or "no" (`false`).
    DeadEnd(bool),
}

/// A guess graded against the answer: why it is right or not.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KnightVerdict {
    /// The answer.
    Right,
    /// The square is not a knight's move from the knight.
    NotAMove,
    /// The knight has already been on the square.
    Visited,
    /// Warnsdorff's rule: the square has `rating` onward moves, the answer fewer (`best`).
    MoreOnward {
        /// The square's onward moves.
        rating: u8,
        /// The answer's onward moves.
        best: u8,
    },
    /// Warnsdorff's rule: the square ties with the answer at `rating` onward moves, and the tie
    /// is broken in the answer's favour.
    Tie {
        /// Their onward moves.
        rating: u8,
    },
    /// A square the knight can go to, but the tour replayed goes to the answer (a tour the rule
    /// alone did not find need not follow it).
    NotChosen,
    /// The search tries its moves in a fixed order, and the answer's comes first.
    LaterInOrder,
    /// The knight is not stuck: it can still go to the squares rated.
    NotStuck,
    /// Every square a knight's move away is visited or off the board: a dead end.
    Stuck,
    /// Going back, the knight retraces its path: the square is not on it.
    NotOnPath,
    /// The knight stops sooner, on the answer: it still has a move to try there.
    StopsSooner,
    /// Every move from the square is tried: the search gives it up too.
    GivenUp,
}

/// The kinds of question `method`'s steps are asked on a board of `squares` squares: where the
/// knight goes next, of every method but the construction (which follows no rule from square
/// to square); dead ends and the way back, of the searches (a replay has neither); none on a
/// board larger than [`MAX_ASKED_SQUARES`].
pub fn knight_asked_of(method: Method, squares: usize) -> KnightAsks {
    let small = squares <= MAX_ASKED_SQUARES;
    let searching = small && !method.replays_a_tour();
    KnightAsks {
        square: small && method != Method::Closed,
        dead_end: searching,
        back: searching,
    }
}

/// The question at `tracer`'s step among those `asks` names, if one is asked there.
pub fn knight_question(tracer: &KnightTracer, asks: KnightAsks) -> Option<KnightAsked> {
    let method = tracer.method();
    let of = knight_asked_of(method, tracer.size().squares());
    let asks = KnightAsks {
        square: asks.square && of.square,
        dead_end: asks.dead_end && of.dead_end,
        back: asks.back && of.back,
    };
    let question = match tracer.last_event()? {
        KnightEvent::Move { square, .. } => {
            let path = tracer.path();
            if path.len() == tracer.size().squares() {
                return None;
            }
            let onward = rated(tracer.size(), path.squares(), square);
            let dead_end = asks.dead_end;
            if asks.square && (dead_end || !onward.is_empty()) {
                let to = if onward.is_empty() {
                    None
                } else {
                    Some(next_move(tracer)?.1)
                };
                KnightQuestion::Next { to }
            } else if dead_end {
                KnightQuestion::DeadEnd {
                    stuck: onward.is_empty(),
                }
            } else {
                return None;
            }
        }
        KnightEvent::DeadEnd { .. } if asks.back => KnightQuestion::Back {
            to: next_move(tracer)?.0,
        },
        _ => return None,
    };
    let path = tracer.path().squares().to_vec();
    let from = *path.last()?;
    Some(KnightAsked {
        question,
        method,
        size: tracer.size(),
        onward: rated(tracer.size(), &path, from),
        path,
    })
}

/// The ratings from `from` with `path` visited.
pub(super) fn rated(size: BoardSize, path: &[Square], from: Square) -> Candidates {
    Candidates::rated(size, from, |s| path.contains(&s))
}

/// The next move the trace makes after `tracer`'s step: the square it moves from, and the one
/// it enters; `None` if the trace ends first (or is not there within [`LOOKAHEAD_STEPS`]).
fn next_move(tracer: &KnightTracer) -> Option<(Square, Square)> {
    let mut ahead = tracer.clone();
    for _ in 0..LOOKAHEAD_STEPS {
        if !ahead.advance() {
            return None;
        }
        if let Some(KnightEvent::Move { square, .. }) = ahead.last_event() {
            let path = ahead.path();
            let from = *path.squares().iter().rev().nth(1)?;
            return Some((from, square));
        }
    }
    None
}

impl Question for KnightAsked {
    type Trace = KnightTracer;
    type Kinds = KnightAsks;
    type Guess = KnightGuess;
    type Verdict = KnightVerdict;

    fn ask(tracer: &KnightTracer, asks: KnightAsks) -> Option<Self> {
        knight_question(tracer, asks)
    }

    fn grade(&self, guess: KnightGuess) -> KnightVerdict {
        KnightAsked::grade(self, guess)
    }

    fn is_right(verdict: KnightVerdict) -> bool {
        verdict == KnightVerdict::Right
    }
}

impl Graded<KnightAsked> {
    /// The square guessed (if a square was, and it is not the answer) and the square of the
    /// answer (if it is one).
    pub fn squares(&self) -> (Option<Square>, Option<Square>) {
        let guess = match self.guess {
            KnightGuess::Square(square) => Some(square),
            KnightGuess::DeadEnd(_) => None,
        };
        let answer = match self.asked.question {
            KnightQuestion::Next { to } => to,
            KnightQuestion::Back { to } => Some(to),
            KnightQuestion::DeadEnd { .. } => None,
        };
        (guess.filter(|&g| Some(g) != answer), answer)
    }
}

impl KnightAsked {
    /// The knight's square.
    pub fn from(&self) -> Option<Square> {
        self.path.last().copied()
    }

    /// Grades `guess`.
    pub fn grade(&self, guess: KnightGuess) -> KnightVerdict {
        match (self.question, guess) {
            (KnightQuestion::Next { to: Some(to) }, KnightGuess::Square(square)) => {
                self.grade_next(to, square)
            }
            (KnightQuestion::Next { to: None }, KnightGuess::DeadEnd(true))
            | (KnightQuestion::DeadEnd { stuck: true }, KnightGuess::DeadEnd(true))
            | (KnightQuestion::DeadEnd { stuck: false }, KnightGuess::DeadEnd(false)) => {
                KnightVerdict::Right
            }
            (KnightQuestion::Next { to: None }, KnightGuess::Square(_))
            | (KnightQuestion::DeadEnd { stuck: true }, _) => KnightVerdict::Stuck,
            (KnightQuestion::Next { .. } | KnightQuestion::DeadEnd { .. }, _) => {
                KnightVerdict::NotStuck
            }
            (KnightQuestion::Back { to }, KnightGuess::Square(square)) => {
                self.grade_back(to, square)
            }
            (KnightQuestion::Back { .. }, KnightGuess::DeadEnd(_)) => KnightVerdict::NotOnPath,
        }
    }

    /// "Where next?": `guess` against the square entered next, `to`.
    fn grade_next(&self, to: Square, guess: Square) -> KnightVerdict {
        if guess == to {
            return KnightVerdict::Right;
        }
        if self.path.contains(&guess) {
            return KnightVerdict::Visited;
        }
        let candidate = |square| self.onward.as_slice().iter().find(|c| c.square == square);
        let (Some(guessed), Some(chosen)) = (candidate(guess), candidate(to)) else {
            return KnightVerdict::NotAMove;
        };
        if !self.method.rates_candidates() {
            return KnightVerdict::LaterInOrder;
        }
        match guessed.rating.cmp(&chosen.rating) {
            std::cmp::Ordering::Greater => KnightVerdict::MoreOnward {
                rating: guessed.rating,
                best: chosen.rating,
            },
            std::cmp::Ordering::Equal => KnightVerdict::Tie {
                rating: guessed.rating,
            },
            std::cmp::Ordering::Less => KnightVerdict::NotChosen,
        }
    }

    /// "Where back?": `guess` against the square the search goes on from, `to`.
    fn grade_back(&self, to: Square, guess: Square) -> KnightVerdict {
        let at = |square| self.path.iter().position(|&s| s == square);
        match (at(guess), at(to)) {
            (Some(g), Some(t)) if g == t => KnightVerdict::Right,
            (Some(g), Some(t)) if g < t => KnightVerdict::StopsSooner,
            (Some(_), _) => KnightVerdict::GivenUp,
            (None, _) => KnightVerdict::NotOnPath,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::knights::play::tracer;

    const ALL: KnightAsks = KnightAsks {
        square: true,
        dead_end: true,
        back: true,
    };

    fn each_kind() -> [KnightAsks; 4] {
        let none = KnightAsks::default();
        [
            KnightAsks {
                square: true,
                ..none
            },
            KnightAsks {
                dead_end: true,
                ..none
            },
            KnightAsks { back: true, ..none },
            ALL,
        ]
    }

    /// Every step of the trace (up to `limit`) where a question of `asks` is asked, with it.
    fn asked(
        mut t: KnightTracer,
        asks: KnightAsks,
        limit: u64,
    ) -> Vec<(KnightTracer, KnightAsked)> {
        let mut found = Vec::new();
        while t.step() < limit {
            if let Some(q) = knight_question(&t, asks) {
                found.push((t.clone(), q));
            }
            if !t.advance() {
                break;
            }
        }
        found
    }

    /// What the trace does next, read independently of `knight_question`: the next square
    /// entered and the square it is entered from, and whether a dead end comes before it.
    fn what_follows(t: &KnightTracer) -> (Option<(Square, Square)>, bool) {
        let mut ahead = t.clone();
        let mut stuck = false;
        while ahead.advance() {
            match ahead.last_event() {
                Some(KnightEvent::DeadEnd { .. }) => stuck = true,
                Some(KnightEvent::Move { square, .. }) => {
                    let path = ahead.path().squares().to_vec();
                    return (Some((path[path.len() - 2], square)), stuck);
                }
                _ => {}
            }
        }
        (None, stuck)
    }

    #[test]
    fn every_answer_is_what_the_trace_does_next() {
        for method in [
            Method::SeedOrder,
            Method::WarnsdorffBacktracking,
            Method::Warnsdorff,
        ] {
            for (rows, cols) in [(5, 5), (4, 5), (6, 6), (3, 4)] {
                let size = BoardSize::new(rows, cols).unwrap();
                for start in [Square::new(0, 0), Square::new(1, 2)] {
                    let Ok(t) = tracer(size, start, method) else {
                        continue;
                    };
                    for asks in each_kind() {
                        for (at, q) in asked(t.clone(), asks, 3_000) {
                            let (next, stuck_first) = what_follows(&at);
                            let here = at.path().last().unwrap();
                            match q.question {
                                KnightQuestion::Next { to: Some(to) } => {
                                    assert!(!stuck_first, "{method} {size:?} {}", at.step());
                                    assert_eq!(next, Some((here, to)));
                                    assert_eq!(
                                        q.grade(KnightGuess::Square(to)),
                                        KnightVerdict::Right
                                    );
                                }
                                KnightQuestion::Next { to: None } => {
                                    assert!(stuck_first && asks.dead_end);
                                }
                                KnightQuestion::DeadEnd { stuck } => {
                                    assert_eq!(stuck, stuck_first);
                                    assert!(!asks.square);
                                    assert_eq!(
                                        q.grade(KnightGuess::DeadEnd(stuck)),
                                        KnightVerdict::Right
                                    );
                                    assert_ne!(
                                        q.grade(KnightGuess::DeadEnd(!stuck)),
                                        KnightVerdict::Right
                                    );
                                }
                                KnightQuestion::Back { to } => {
                                    assert!(matches!(
                                        at.last_event(),
                                        Some(KnightEvent::DeadEnd { .. })
                                    ));
                                    assert_eq!(next.map(|n| n.0), Some(to));
                                    assert_eq!(
                                        q.grade(KnightGuess::Square(to)),
                                        KnightVerdict::Right
                                    );
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn each_kind_is_asked_where_it_belongs() {
        let size = BoardSize::new(5, 5).unwrap();
        let seed = tracer(size, Square::new(0, 0), Method::SeedOrder).unwrap();
        let kinds = |asks| {
            asked(seed.clone(), asks, 5_000)
                .iter()
                .map(|(_, q)| std::mem::discriminant(&q.question))
                .collect::<std::collections::HashSet<_>>()
                .len()
        };
        for asks in each_kind().into_iter().take(3) {
            assert_eq!(kinds(asks), 1, "{asks:?}");
        }
        // Together: "where next?" (with its dead ends) and "where back?".
        let together = asked(seed.clone(), ALL, 5_000);
        assert!(together
            .iter()
            .any(|(_, q)| q.question == KnightQuestion::Next { to: None }));
        assert!(together
            .iter()
            .any(|(_, q)| matches!(q.question, KnightQuestion::Back { .. })));
        assert!(together
            .iter()
            .all(|(_, q)| !matches!(q.question, KnightQuestion::DeadEnd { .. })));
        // A replay has no dead ends to ask about, and the construction asks nothing.
        let rule = tracer(size, Square::new(0, 0), Method::Warnsdorff).unwrap();
        assert!(asked(rule, ALL, 100)
            .iter()
            .all(|(_, q)| matches!(q.question, KnightQuestion::Next { to: Some(_) })));
        let six = BoardSize::new(6, 6).unwrap();
        let closed = tracer(six, Square::new(0, 0), Method::Closed).unwrap();
        assert!(asked(closed, ALL, 100).is_empty());
        // Nothing before the knight is on the board.
        assert_eq!(knight_question(&seed, ALL), None);
    }

    #[test]
    fn a_wrong_square_is_told_why() {
        let asks = KnightAsks {
            square: true,
            ..KnightAsks::default()
        };
        for method in [
            Method::WarnsdorffBacktracking,
            Method::SeedOrder,
            Method::Warnsdorff,
        ] {
            for side in [5, 6, 8] {
                let size = BoardSize::new(side, side).unwrap();
                let t = tracer(size, Square::new(0, 0), method).unwrap();
                for (_, q) in asked(t, asks, 400) {
                    let KnightQuestion::Next { to: Some(to) } = q.question else {
                        unreachable!()
                    };
                    let from = q.from().unwrap();
                    assert_eq!(q.grade(KnightGuess::Square(from)), KnightVerdict::Visited);
                    let far = Square::new((from.row + 2) % side, from.col);
                    if !q.path.contains(&far) {
                        assert_eq!(q.grade(KnightGuess::Square(far)), KnightVerdict::NotAMove);
                    }
                    assert_eq!(q.grade(KnightGuess::DeadEnd(true)), KnightVerdict::NotStuck);
                    let chosen = q.onward.as_slice().iter().find(|c| c.square == to).unwrap();
                    for other in q.onward.as_slice().iter().filter(|c| c.square != to) {
                        let verdict = q.grade(KnightGuess::Square(other.square));
                        let expected = match (method, other.rating.cmp(&chosen.rating)) {
                            (Method::SeedOrder, _) => KnightVerdict::LaterInOrder,
                            (_, std::cmp::Ordering::Greater) => KnightVerdict::MoreOnward {
                                rating: other.rating,
                                best: chosen.rating,
                            },
                            (_, std::cmp::Ordering::Equal) => KnightVerdict::Tie {
                                rating: other.rating,
                            },
                            (_, std::cmp::Ordering::Less) => KnightVerdict::NotChosen,
                        };
                        assert_eq!(verdict, expected, "{method} {side}");
                        // The searches follow their order strictly: the C program's moves, or
                        // the rule's with ties in the C program's order.
                        if method != Method::Warnsdorff {
                            assert!(
                                other.move_index > chosen.move_index
                                    || other.rating > chosen.rating
                            );
                            assert_ne!(verdict, KnightVerdict::NotChosen);
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn no_question_on_a_board_too_large_to_click() {
        let size = BoardSize::new(21, 20).unwrap();
        assert_eq!(
            knight_asked_of(Method::SeedOrder, size.squares()),
            KnightAsks::default()
        );
        let t = tracer(size, Square::new(0, 0), Method::Warnsdorff).unwrap();
        assert!(asked(t, ALL, 50).is_empty());
        let small = BoardSize::new(20, 20).unwrap();
        assert_eq!(knight_asked_of(Method::SeedOrder, small.squares()), ALL);
    }

    #[test]
    fn going_back_too_far_or_not_far_enough_is_told() {
        let size = BoardSize::new(5, 5).unwrap();
        let asks = KnightAsks {
            back: true,
            ..KnightAsks::default()
        };
        let t = tracer(size, Square::new(0, 0), Method::SeedOrder).unwrap();
        let questions = asked(t, asks, 20_000);
        assert!(!questions.is_empty());
        let mut told = std::collections::HashSet::new();
        for (_, q) in questions {
            let KnightQuestion::Back { to } = q.question else {
                unreachable!()
            };
            let at = q.path.iter().position(|&s| s == to).unwrap();
            for (i, &square) in q.path.iter().enumerate() {
                let verdict = q.grade(KnightGuess::Square(square));
                let expected = match i.cmp(&at) {
                    std::cmp::Ordering::Equal => KnightVerdict::Right,
                    std::cmp::Ordering::Less => KnightVerdict::StopsSooner,
                    std::cmp::Ordering::Greater => KnightVerdict::GivenUp,
                };
                assert_eq!(verdict, expected);
                told.insert(std::mem::discriminant(&verdict));
            }
            let off = (0..25)
                .map(|i| size.square(i))
                .find(|s| !q.path.contains(s))
                .unwrap();
            assert_eq!(q.grade(KnightGuess::Square(off)), KnightVerdict::NotOnPath);
        }
        assert_eq!(told.len(), 3, "each of right, sooner and given up occurs");
    }
}
