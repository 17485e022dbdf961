//! The N-Queens player's questions, asked before it shows: how many solutions N has (at step 0),
//! where the next queen goes ([`super::predict`]), whether the square tried is safe and which
//! queen attacks it, and which line of the program runs next. Each answer is read from the trace
//! (or, for the count, the known table the traces are tested against), and a guess is graded
//! with the reason a wrong one is wrong.
//!
//! One question is asked at a step: the count, then the next queen, then the square tried, then
//! the line, the first of those asked that applies there.

use super::algorithm::Algorithm;
use super::event::Event;
use super::predict::{asks_next_queen, next_queen, Along, NextQueen, Verdict};
use super::tracer::Tracer;
use crate::playback::{Graded, Kinds, Question};
use crate::queens::known::known_total;

/// Which of the questions are asked.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct QueensAsks {
    /// How many solutions will this N have?
    pub count: bool,
    /// Where will the next queen go?
    pub queen: bool,
    /// Is this square safe, and if not, which queen attacks it?
    pub safe: bool,
    /// Which line runs next?
    pub line: bool,
}

impl Kinds for QueensAsks {
    fn any_of(self, applicable: Self) -> bool {
        (self.count && applicable.count)
            || (self.queen && applicable.queen)
            || (self.safe && applicable.safe)
            || (self.line && applicable.line)
    }
}

/// A question and its answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum QueensQuestion {
    /// How many solutions will this N have?
    Count {
        /// N's number of solutions.
        solutions: u64,
    },
    /// Where will the next queen go?
    Queen(NextQueen),
    /// Is the square `(row, col)` just tried safe? If not, which queen attacks it?
    Safe {
        /// 0-based row of the square tried.
        row: usize,
        /// 0-based column of the square tried.
        col: usize,
        /// The queen the program finds attacking it, and along which line; `None`: it is safe.
        attacker: Option<((usize, usize), Along)>,
    },
    /// Which line of the program runs next? (0-based)
    Line {
        /// The line of the next step.
        line: u8,
    },
}

/// An answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum QueensGuess {
    /// A square, 0-based `(row, col)`: where the next queen goes, or the queen that attacks.
    Square(usize, usize),
    /// "The square is safe".
    Safe,
    /// A line of the program, 0-based.
    Line(u8),
    /// A number of solutions.
    Count(u64),
}

/// A guess graded against the answer: why it is right or not.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum QueensVerdict {
    /// Where the next queen goes, graded (right or not).
    Queen(Verdict),
    /// The answer.
    Right,
    /// The square is attacked (said safe): the answer names the queen.
    NotSafe,
    /// The square is safe (an attacker was named).
    IsSafe,
    /// No queen stands on the square named as the attacker.
    NoQueen,
    /// The queen named does not attack the square.
    DoesNotAttack,
    /// The queen named attacks the square too, but the program finds the queen on `by` first.
    FoundFirst {
        /// 0-based `(row, col)` of the queen the program finds.
        by: (usize, usize),
    },
    /// Another line runs next.
    OtherLine,
    /// Fewer solutions than there are.
    TooFew,
    /// More solutions than there are.
    TooMany,
    /// An answer of another kind than the question asks for.
    NotAnAnswer,
}

impl QueensVerdict {
    /// Whether the guess was right.
    pub fn is_right(self) -> bool {
        matches!(
            self,
            QueensVerdict::Right | QueensVerdict::Queen(Verdict::Right)
        )
    }
}

/// The kinds of question `algorithm`'s search is asked: the count and the line of every search,
/// the next queen of those that place queens on free squares, the square tried of those that try
/// squares one by one.
pub fn asked_of(algorithm: Algorithm) -> QueensAsks {
    QueensAsks {
        count: true,
        queen: asks_next_queen(algorithm),
        safe: matches!(
            algorithm,
            Algorithm::Pointer | Algorithm::Flags | Algorithm::ColumnByColumn
        ),
        line: true,
    }
}

/// The question at `tracer`'s step among those `asks` names, if one is asked there.
pub fn queens_question(tracer: &Tracer, asks: QueensAsks) -> Option<QueensQuestion> {
    let at_start = tracer.last_event().is_none() && !tracer.is_finished();
    if asks.count && at_start {
        if let Some(solutions) = known_total(tracer.n()) {
            return Some(QueensQuestion::Count { solutions });
        }
    }
    if asks.queen {
        if let Some(answer) = next_queen(tracer) {
            return Some(QueensQuestion::Queen(answer));
        }
    }
    let next = || {
        let mut ahead = tracer.clone();
        ahead.advance().then_some(ahead)
    };
    if asks.safe {
        if let Some(&Event::Try { row, col }) = tracer.last_event() {
            let attacker = match next()?.last_event()? {
                &Event::Attacked {
                    by_row,
                    by_col,
                    line,
                    ..
                } => Some(((by_row, by_col), Along::Line(line))),
                _ => None,
            };
            return Some(QueensQuestion::Safe { row, col, attacker });
        }
    }
    if asks.line {
        let line = next()?.code_line()?;
        return Some(QueensQuestion::Line { line });
    }
    None
}

/// A question with its answer, and the board it is asked on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QueensAsked {
    /// The question and its answer.
    pub question: QueensQuestion,
    /// `queens[row]`: the column of the queen of `row`, if it has one.
    pub queens: Vec<Option<usize>>,
    /// N.
    pub n: usize,
}

impl QueensAsked {
    /// Whether a square of the board answers it (where the next queen goes, which queen attacks
    /// the square tried).
    pub fn takes_a_square(&self) -> bool {
        matches!(
            self.question,
            QueensQuestion::Queen(_) | QueensQuestion::Safe { .. }
        )
    }
}

impl Question for QueensAsked {
    type Trace = Tracer;
    type Kinds = QueensAsks;
    type Guess = QueensGuess;
    type Verdict = QueensVerdict;

    fn ask(tracer: &Tracer, asks: QueensAsks) -> Option<Self> {
        Some(QueensAsked {
            question: queens_question(tracer, asks)?,
            queens: tracer.queens().to_vec(),
            n: tracer.n(),
        })
    }

    fn grade(&self, guess: QueensGuess) -> QueensVerdict {
        self.question.grade(&self.queens, guess)
    }

    fn is_right(verdict: QueensVerdict) -> bool {
        verdict.is_right()
    }
}

/// A 0-based `(row, col)`.
type Square = (usize, usize);

impl Graded<QueensAsked> {
    /// The square guessed if it is wrong, and the square of the answer: the next queen's, the
    /// attacker's (or the square tried, if it is safe). Neither for a count or a line.
    pub fn squares(&self) -> (Option<Square>, Option<Square>) {
        let answer = match &self.asked.question {
            QueensQuestion::Queen(next) => Some((next.row, next.col)),
            &QueensQuestion::Safe { attacker, row, col } => {
                Some(attacker.map_or((row, col), |(by, _)| by))
            }
            QueensQuestion::Count { .. } | QueensQuestion::Line { .. } => None,
        };
        let guess = match self.guess {
            QueensGuess::Square(row, col) => Some((row, col)),
            _ => None,
        };
        (guess.filter(|&g| Some(g) != answer), answer)
    }
}

impl QueensQuestion {
    /// Grades `guess` on the board `queens` (`queens[row]` is the column of the queen of `row`)
    /// where the question is asked.
    pub fn grade(&self, queens: &[Option<usize>], guess: QueensGuess) -> QueensVerdict {
        match (self, guess) {
            (QueensQuestion::Count { solutions }, QueensGuess::Count(count)) => {
                match count.cmp(solutions) {
                    std::cmp::Ordering::Equal => QueensVerdict::Right,
                    std::cmp::Ordering::Less => QueensVerdict::TooFew,
                    std::cmp::Ordering::Greater => QueensVerdict::TooMany,
                }
            }
            (QueensQuestion::Queen(answer), QueensGuess::Square(row, col)) => {
                QueensVerdict::Queen(answer.grade(queens, (row, col)))
            }
            (QueensQuestion::Safe { attacker: None, .. }, QueensGuess::Safe) => {
                QueensVerdict::Right
            }
            (QueensQuestion::Safe { attacker: None, .. }, QueensGuess::Square(..)) => {
                QueensVerdict::IsSafe
            }
            (
                QueensQuestion::Safe {
                    attacker: Some(_), ..
                },
                QueensGuess::Safe,
            ) => QueensVerdict::NotSafe,
            (
                &QueensQuestion::Safe {
                    row,
                    col,
                    attacker: Some((by, _)),
                },
                QueensGuess::Square(r, c),
            ) => {
                if (r, c) == by {
                    QueensVerdict::Right
                } else if queens.get(r) != Some(&Some(c)) {
                    QueensVerdict::NoQueen
                } else if attacks((r, c), (row, col)) {
                    QueensVerdict::FoundFirst { by }
                } else {
                    QueensVerdict::DoesNotAttack
                }
            }
            (&QueensQuestion::Line { line }, QueensGuess::Line(guess)) => {
                if guess == line {
                    QueensVerdict::Right
                } else {
                    QueensVerdict::OtherLine
                }
            }
            _ => QueensVerdict::NotAnAnswer,
        }
    }
}

/// Whether a queen on `a` attacks the square `b`.
fn attacks(a: (usize, usize), b: (usize, usize)) -> bool {
    a != b && (a.0 == b.0 || a.1 == b.1 || a.0.abs_diff(b.0) == a.1.abs_diff(b.1))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::queens::trace::Group;

    fn only(kind: fn(&mut QueensAsks)) -> QueensAsks {
        let mut asks = QueensAsks::default();
        kind(&mut asks);
        asks
    }

    /// Every question of every kind, for every algorithm and N = 4…7: its answer is what the
    /// trace does next (the next event's line, the next event's verdict on the square tried, the
    /// number of solutions the search finds).
    #[test]
    fn every_answer_is_what_the_trace_does_next() {
        for algorithm in Algorithm::ALL {
            for n in 4..=7 {
                let mut tracer = Tracer::new(algorithm, n).unwrap();
                let (mut asked_safe, mut asked_lines, mut steps, mut tries) = (0, 0, 0, 0);
                let count = queens_question(&tracer, only(|a| a.count = true));
                let mut solutions = 0;
                loop {
                    let queens = tracer.queens().to_vec();
                    let safe = queens_question(&tracer, only(|a| a.safe = true));
                    let line = queens_question(&tracer, only(|a| a.line = true));
                    let had = tracer.last_event().cloned();
                    if !tracer.advance() {
                        assert_eq!(line, None);
                        break;
                    }
                    steps += 1;
                    let event = tracer.last_event().cloned();
                    match event {
                        Some(Event::Solution { .. }) => solutions += 1,
                        Some(Event::Try { .. }) => tries += 1,
                        _ => {}
                    }
                    if let Some(QueensQuestion::Line { line }) = line {
                        asked_lines += 1;
                        assert_eq!(Some(line), tracer.code_line());
                    }
                    match safe {
                        Some(question @ QueensQuestion::Safe { row, col, attacker }) => {
                            asked_safe += 1;
                            assert_eq!(had, Some(Event::Try { row, col }));
                            match (attacker, event) {
                                (None, Some(Event::Place { row: r, col: c })) => {
                                    assert_eq!((r, c), (row, col));
                                    assert!(question.grade(&queens, QueensGuess::Safe).is_right());
                                }
                                (Some((by, _)), Some(Event::Attacked { by_row, by_col, .. })) => {
                                    assert_eq!(by, (by_row, by_col));
                                    assert_eq!(queens[by.0], Some(by.1), "a queen stands there");
                                    let right =
                                        question.grade(&queens, QueensGuess::Square(by.0, by.1));
                                    assert!(right.is_right());
                                    assert!(!question.grade(&queens, QueensGuess::Safe).is_right());
                                }
                                other => panic!("{algorithm:?} {n}: {other:?}"),
                            }
                        }
                        None => assert!(!matches!(had, Some(Event::Try { .. })), "{algorithm:?}"),
                        Some(other) => panic!("{other:?}"),
                    }
                }
                assert_eq!(
                    asked_lines, steps,
                    "{algorithm:?}: every step asks its line"
                );
                assert_eq!(
                    asked_safe, tries,
                    "{algorithm:?} {n}: every square tried is asked"
                );
                let Some(QueensQuestion::Count { solutions: known }) = count else {
                    panic!("the count is asked at step 0");
                };
                if algorithm.group() != Group::LocalSearch {
                    assert_eq!(solutions, known, "{algorithm:?} {n}");
                }
            }
        }
    }

    /// Each algorithm is asked the kinds [`asked_of`] says, and no other, on N = 5.
    #[test]
    fn each_search_is_asked_the_kinds_it_says() {
        for algorithm in Algorithm::ALL {
            let mut tracer = Tracer::new(algorithm, 5).unwrap();
            let mut seen = QueensAsks::default();
            let kinds: [fn(&mut QueensAsks) -> &mut bool; 4] = [
                |a| &mut a.count,
                |a| &mut a.queen,
                |a| &mut a.safe,
                |a| &mut a.line,
            ];
            loop {
                for field in kinds {
                    let mut asks = QueensAsks::default();
                    *field(&mut asks) = true;
                    *field(&mut seen) |= queens_question(&tracer, asks).is_some();
                }
                if !tracer.advance() {
                    break;
                }
            }
            assert_eq!(seen, asked_of(algorithm), "{algorithm:?}");
        }
    }

    #[test]
    fn one_question_a_step_in_order_and_wrong_answers_say_why() {
        let all = QueensAsks {
            count: true,
            queen: true,
            safe: true,
            line: true,
        };
        let mut tracer = Tracer::new(Algorithm::Flags, 4).unwrap();
        let count = queens_question(&tracer, all).unwrap();
        assert_eq!(count, QueensQuestion::Count { solutions: 2 });
        assert_eq!(
            count.grade(&[], QueensGuess::Count(1)),
            QueensVerdict::TooFew
        );
        assert_eq!(
            count.grade(&[], QueensGuess::Count(3)),
            QueensVerdict::TooMany
        );
        assert!(matches!(
            queens_question(
                &tracer,
                QueensAsks {
                    count: false,
                    ..all
                }
            ),
            Some(QueensQuestion::Queen(_))
        ));
        // On to the first square of row 2 tried, a2: the queen on a1 attacks it along the column.
        while !matches!(tracer.last_event(), Some(Event::Try { row: 1, .. })) {
            assert!(tracer.advance());
        }
        let queens = tracer.queens().to_vec();
        let safe = queens_question(&tracer, all).unwrap();
        let QueensQuestion::Safe {
            row: 1,
            col: 0,
            attacker: Some(((0, 0), _)),
        } = safe
        else {
            panic!("{safe:?}");
        };
        assert_eq!(
            safe.grade(&queens, QueensGuess::Safe),
            QueensVerdict::NotSafe
        );
        assert_eq!(
            safe.grade(&queens, QueensGuess::Square(3, 3)),
            QueensVerdict::NoQueen
        );
        assert!(safe.grade(&queens, QueensGuess::Square(0, 0)).is_right());
        // With the line asked alone, the step after the square tried is its line.
        let line = queens_question(&tracer, only(|a| a.line = true)).unwrap();
        assert_eq!(
            line.grade(&queens, QueensGuess::Line(200)),
            QueensVerdict::OtherLine
        );
        assert_eq!(
            line.grade(&queens, QueensGuess::Safe),
            QueensVerdict::NotAnAnswer
        );
        assert_eq!(
            count.grade(&queens, QueensGuess::Safe),
            QueensVerdict::NotAnAnswer
        );
    }

    #[test]
    fn a_queen_that_attacks_too_but_is_found_later_is_told_so() {
        let question = QueensQuestion::Safe {
            row: 2,
            col: 2,
            attacker: Some((
                (0, 2),
                Along::Line(crate::queens::placement::AttackLine::Column),
            )),
        };
        let queens = [Some(2), Some(1), None, Some(0)];
        assert_eq!(
            question.grade(&queens, QueensGuess::Square(1, 1)),
            QueensVerdict::FoundFirst { by: (0, 2) }
        );
        assert_eq!(
            question.grade(&queens, QueensGuess::Square(3, 0)),
            QueensVerdict::DoesNotAttack
        );
        let safe = QueensQuestion::Safe {
            row: 2,
            col: 2,
            attacker: None,
        };
        assert_eq!(
            safe.grade(&queens, QueensGuess::Square(1, 1)),
            QueensVerdict::IsSafe
        );
    }
}
