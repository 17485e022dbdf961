//! "Where will the next queen go?": the question the player asks before a queen is placed, its
//! answer read from the trace itself, and a guess graded against it with the reason a wrong one
//! is wrong.
//!
//! The question is asked at step 0, after each queen placed (while the board is not full) and
//! after each solution, so every queen the search places answers exactly one question: the last
//! one asked before it. Only the searches that place queens on free squares ask it (brute force
//! tests whole arrangements, and min-conflicts moves queens on a full board).

use super::algorithm::{Algorithm, Group};
use super::event::Event;
use super::tracer::Tracer;
use crate::queens::placement::AttackLine;

/// The most steps looked ahead for the next queen: a search that takes longer to place one (a
/// deep backtrack on a large board) asks nothing there.
pub const LOOKAHEAD_STEPS: u64 = 200_000;

/// The answer to "where will the next queen go?" at one step of a search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NextQueen {
    /// 0-based row of the next queen placed.
    pub row: usize,
    /// 0-based column of the next queen placed.
    pub col: usize,
    /// The queens taken back before it is placed (backtracking), first taken first.
    pub taken_back: Vec<(usize, usize)>,
    /// Forward checking: the squares whose queen would leave a row empty, tried before it, each
    /// with the row it would empty.
    pub emptying: Vec<((usize, usize), usize)>,
}

/// The line along which a queen on the board attacks a square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Along {
    /// The same row.
    Row,
    /// A column or a diagonal.
    Line(AttackLine),
}

/// A guess graded against the answer: why it is right or not.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The next queen goes there.
    Right,
    /// A queen already stands there.
    Occupied,
    /// The queen on `(by_row, by_col)` attacks it along `along`.
    Attacked {
        /// 0-based row of the attacking queen.
        by_row: usize,
        /// 0-based column of the attacking queen.
        by_col: usize,
        /// The line they share.
        along: Along,
    },
    /// Forward checking: a queen there would leave `empty_row` with no free square.
    EmptiesRow {
        /// 0-based row left empty.
        empty_row: usize,
    },
    /// The search takes back the queen on `(row, col)` before it places the next one.
    TakesBackFirst {
        /// 0-based row of the first queen taken back.
        row: usize,
        /// 0-based column of the first queen taken back.
        col: usize,
    },
    /// A free square, but not the one the search chooses.
    NotChosen,
}

/// Whether `algorithm`'s search is asked where its queens go: those that place queens only on
/// free squares.
pub fn asks_next_queen(algorithm: Algorithm) -> bool {
    matches!(algorithm.group(), Group::Backtracking | Group::Smarter)
}

/// The question at `tracer`'s step, if it is asked there: where the next queen goes, read by
/// running a copy of the search on to its next placement.
pub fn next_queen(tracer: &Tracer) -> Option<NextQueen> {
    if !asks_next_queen(tracer.algorithm()) {
        return None;
    }
    let full = tracer.queens().iter().all(Option::is_some);
    match tracer.last_event() {
        None | Some(Event::Solution { .. }) => {}
        Some(Event::Place { .. }) if !full => {}
        Some(_) => return None,
    }
    let mut ahead = tracer.clone();
    let mut answer = NextQueen {
        row: 0,
        col: 0,
        taken_back: Vec::new(),
        emptying: Vec::new(),
    };
    for _ in 0..LOOKAHEAD_STEPS {
        if !ahead.advance() {
            return None;
        }
        match ahead.last_event() {
            Some(&Event::Place { row, col }) => return Some(NextQueen { row, col, ..answer }),
            Some(&Event::Remove { row, col }) => answer.taken_back.push((row, col)),
            Some(&Event::Emptied {
                row,
                col,
                empty_row,
            }) => answer.emptying.push(((row, col), empty_row)),
            _ => {}
        }
    }
    None
}

impl NextQueen {
    /// Grades `guess`, a 0-based `(row, col)`, on the board `queens` (`queens[row]` is the
    /// column of the queen of `row`) where the question is asked.
    pub fn grade(&self, queens: &[Option<usize>], guess: (usize, usize)) -> Verdict {
        if guess == (self.row, self.col) {
            return Verdict::Right;
        }
        let (row, col) = guess;
        if queens.get(row) == Some(&Some(col)) {
            return Verdict::Occupied;
        }
        if let Some(attack) = attacker(queens, guess) {
            return attack;
        }
        if let Some(&(_, empty_row)) = self.emptying.iter().find(|(square, _)| *square == guess) {
            return Verdict::EmptiesRow { empty_row };
        }
        if let Some(&(row, col)) = self.taken_back.first() {
            return Verdict::TakesBackFirst { row, col };
        }
        Verdict::NotChosen
    }
}

/// The first queen of `queens` (by row) that attacks the empty square `(row, col)`, and how.
fn attacker(queens: &[Option<usize>], (row, col): (usize, usize)) -> Option<Verdict> {
    queens.iter().enumerate().find_map(|(by_row, &by_col)| {
        let by_col = by_col?;
        let along = if by_row == row {
            Along::Row
        } else if by_col == col {
            Along::Line(AttackLine::Column)
        } else if by_row.abs_diff(row) == by_col.abs_diff(col) {
            // The diagonal keeps x - y; the anti-diagonal x + y (x the column, y the row).
            if (by_row < row) == (by_col < col) {
                Along::Line(AttackLine::Diagonal)
            } else {
                Along::Line(AttackLine::AntiDiagonal)
            }
        } else {
            return None;
        };
        Some(Verdict::Attacked {
            by_row,
            by_col,
            along,
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The searches that ask, on every board from 4 to 7: each question's answer is the next
    /// queen the search places, and every queen placed was asked about.
    #[test]
    fn every_answer_is_the_next_queen_placed_and_every_queen_is_asked() {
        for algorithm in Algorithm::ALL {
            for n in 4..=7 {
                let mut tracer = Tracer::new(algorithm, n).unwrap();
                let asks = asks_next_queen(algorithm);
                let mut asked: Option<NextQueen> = None;
                let (mut questions, mut placed) = (0, 0);
                loop {
                    if let Some(question) = next_queen(&tracer) {
                        assert!(asks, "{algorithm:?} asks");
                        asked = Some(question);
                        questions += 1;
                    }
                    if !tracer.advance() {
                        break;
                    }
                    if let Some(&Event::Place { row, col }) = tracer.last_event() {
                        placed += 1;
                        if asks {
                            let answer = asked.take().expect("a question before each queen");
                            assert_eq!((answer.row, answer.col), (row, col), "{algorithm:?} {n}");
                        }
                    }
                }
                if asks {
                    assert_eq!(
                        questions, placed,
                        "{algorithm:?} {n}: one question per queen"
                    );
                } else {
                    assert_eq!(questions, 0, "{algorithm:?} asks nothing");
                }
            }
        }
    }

    /// Runs `tracer` on to its next queen placed.
    fn to_next_queen(tracer: &mut Tracer) {
        while tracer.advance() && !matches!(tracer.last_event(), Some(Event::Place { .. })) {}
    }

    /// The flag arrays' search of N = 4: its first questions and the reasons for wrong guesses.
    #[test]
    fn a_wrong_guess_is_graded_with_its_reason() {
        let mut tracer = Tracer::new(Algorithm::Flags, 4).unwrap();
        let first = next_queen(&tracer).unwrap();
        assert_eq!((first.row, first.col), (0, 0));
        assert_eq!(first.grade(tracer.queens(), (0, 0)), Verdict::Right);
        assert_eq!(first.grade(tracer.queens(), (2, 3)), Verdict::NotChosen);
        // On to the queen on a1: the next goes on c2.
        to_next_queen(&mut tracer);
        let second = next_queen(&tracer).unwrap();
        assert_eq!((second.row, second.col), (1, 2));
        let queens = tracer.queens().to_vec();
        assert_eq!(second.grade(&queens, (0, 0)), Verdict::Occupied);
        for (guess, along) in [
            ((1, 1), Along::Line(AttackLine::Diagonal)),
            ((0, 3), Along::Row),
            ((3, 0), Along::Line(AttackLine::Column)),
        ] {
            let attacked = Verdict::Attacked {
                by_row: 0,
                by_col: 0,
                along,
            };
            assert_eq!(second.grade(&queens, guess), attacked, "{guess:?}");
        }
        assert_eq!(second.grade(&queens, (1, 3)), Verdict::NotChosen);
        // On to c2: row 3 has no free square, so c2 is taken back before the next queen (d2).
        to_next_queen(&mut tracer);
        let third = next_queen(&tracer).unwrap();
        assert_eq!(third.taken_back.first(), Some(&(1, 2)));
        assert_eq!((third.row, third.col), (1, 3));
        assert_eq!(
            third.grade(tracer.queens(), (3, 1)),
            Verdict::TakesBackFirst { row: 1, col: 2 }
        );
    }

    /// Forward checking's wrong guess on a square that would empty a row says which row.
    #[test]
    fn forward_checking_names_the_row_a_guess_would_empty() {
        let mut tracer = Tracer::new(Algorithm::Forward, 4).unwrap();
        // The first queen placed, then the question for the second.
        to_next_queen(&mut tracer);
        let question = next_queen(&tracer).unwrap();
        let &(square, empty_row) = question
            .emptying
            .first()
            .expect("a square that empties a row");
        assert_eq!(
            question.grade(tracer.queens(), square),
            Verdict::EmptiesRow { empty_row }
        );
    }

    /// Where the answer does not depend on the trace: an attack along an anti-diagonal.
    #[test]
    fn the_attacker_of_a_square_is_found_on_each_line() {
        let queens = [None, None, Some(1), None];
        assert_eq!(
            attacker(&queens, (0, 3)),
            Some(Verdict::Attacked {
                by_row: 2,
                by_col: 1,
                along: Along::Line(AttackLine::AntiDiagonal)
            })
        );
        assert_eq!(attacker(&queens, (0, 2)), None);
    }
}
