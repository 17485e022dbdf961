//! Exercise "write `safe(queens, row, col)`": the app's recursive program (the flag-array one's
//! order: rows in order, columns from a) calls the student's `safe` for every square it tries.
//! Each answer is checked; the first wrong one ends the run, and names the queen concerned.

use monty_types::MontyObject;
use nqueens_solvers::queens::placement::AttackLine;
use nqueens_solvers::queens::trace::{Algorithm, Event, RecordedStep, Tracer};

use crate::board::{Board, Line};
use crate::outcome::{Limits, SafeCheck, WrongAnswer};
use crate::run::{python_form, run, Answer, Host};
use crate::search::{square_argument, wrong_arguments};

/// The search that calls the student's `safe`, appended to the student's code. Its functions
/// start with `_board_` so that they do not meet the student's names.
const DRIVER: &str = "

def _board_search(queens):
    row = len(queens)
    if row == n:
        _board_solution()
        return
    for col in range(n):
        if _board_answer(row, col, safe(list(queens), row, col)):
            queens.append(col)
            _board_search(queens)
            queens.pop()
            _board_remove(row, col)

_board_search([])
";

/// The board functions the driver calls.
const BOARD_FUNCTIONS: &[&str] = &["_board_answer", "_board_solution", "_board_remove"];

/// Runs the app's search over the student's `code` (which defines `safe`) on an `n`×`n` board.
pub fn check_safe(code: &str, n: usize, limits: Limits) -> SafeCheck {
    let mut host = SafeHost {
        board: Board::new(n),
        steps: Vec::new(),
        reference: Tracer::new(Algorithm::Flags, n).ok(),
        answers: 0,
        solutions: 0,
        wrong: None,
    };
    let program = format!("{}{DRIVER}", code.trim_end());
    let ran = run(
        &program,
        vec![("n", MontyObject::Int(n as i64))],
        &mut host,
        limits,
    );
    SafeCheck {
        n,
        steps: host.steps,
        answers: host.answers,
        solutions: host.solutions,
        wrong: host.wrong,
        ran,
    }
}

/// The board and the trace while the search runs.
struct SafeHost {
    board: Board,
    steps: Vec<RecordedStep>,
    /// The flag-array program's own search, in lockstep: the line of each step.
    reference: Option<Tracer>,
    answers: u64,
    solutions: u64,
    wrong: Option<WrongAnswer>,
}

impl SafeHost {
    /// Adds `event` to the trace, with the line of the flag-array program that does it (the
    /// same event as the program's own search, up to the first wrong answer).
    fn push(&mut self, event: Event) {
        let line = self.reference.as_mut().and_then(|reference| {
            let same = reference.advance() && reference.frame().event.as_ref() == Some(&event);
            same.then(|| reference.code_line().map(|line| u32::from(line) + 1))
                .flatten()
        });
        self.steps.push(RecordedStep { event, line });
    }

    /// The queen that attacks `square`, looked for as the flag-array program looks: its column,
    /// then its diagonal, then its anti-diagonal.
    fn attacker(&self, square: (usize, usize)) -> Option<((usize, usize), Line)> {
        [Line::Column, Line::Diagonal, Line::AntiDiagonal]
            .into_iter()
            .find_map(|line| {
                self.board.queens.iter().find_map(|&queen| {
                    (crate::board::attack_line(queen, square) == Some(line))
                        .then_some((queen, line))
                })
            })
    }

    /// The answer `said` for `square`: the events it makes, or the end at a wrong one.
    fn answer(&mut self, square: (usize, usize), said: &MontyObject) -> Answer {
        let (row, col) = square;
        self.answers += 1;
        self.push(Event::Try { row, col });
        let attacker = self.attacker(square);
        let said_safe = match said {
            MontyObject::Bool(b) => Some(*b),
            _ => None,
        };
        if said_safe != Some(attacker.is_none()) {
            let mut by_row: Vec<(usize, usize)> = self.board.queens.clone();
            by_row.sort_unstable();
            self.wrong = Some(WrongAnswer {
                queens: by_row.into_iter().map(|(_, c)| c).collect(),
                row,
                col,
                returned: python_form(said),
                attacker,
            });
            return Answer::End;
        }
        match attacker {
            Some(((by_row, by_col), line)) => {
                self.push(Event::Attacked {
                    row,
                    col,
                    by_row,
                    by_col,
                    line: attack_line(line),
                });
                Answer::Return(MontyObject::Bool(false))
            }
            None => {
                self.board.queens.push(square);
                self.push(Event::Place { row, col });
                Answer::Return(MontyObject::Bool(true))
            }
        }
    }
}

impl Host for SafeHost {
    fn names(&self) -> &'static [&'static str] {
        BOARD_FUNCTIONS
    }

    fn call(&mut self, name: &'static str, args: &[MontyObject], _: Option<u32>) -> Answer {
        let n = self.board.n;
        match (name, args) {
            ("_board_answer", [row, col, said]) => {
                match square_argument(name, &[row.clone(), col.clone()], n) {
                    Ok(square) => self.answer(square, said),
                    Err(answer) => answer,
                }
            }
            ("_board_solution", []) => {
                let Some(placement) = self.board.placement() else {
                    return Answer::End;
                };
                self.push(Event::Solution {
                    index: self.solutions,
                    placement,
                });
                self.solutions += 1;
                Answer::Return(MontyObject::None)
            }
            ("_board_remove", [_, _]) => match self.board.queens.pop() {
                Some((row, col)) => {
                    self.push(Event::Remove { row, col });
                    Answer::Return(MontyObject::None)
                }
                None => Answer::End,
            },
            _ => wrong_arguments(name, 0, args.len()),
        }
    }
}

/// The solvers' name of a line along which a queen attacks a square of another row.
fn attack_line(line: Line) -> AttackLine {
    match line {
        Line::Row | Line::Column => AttackLine::Column,
        Line::Diagonal => AttackLine::Diagonal,
        Line::AntiDiagonal => AttackLine::AntiDiagonal,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::departure::departure;
    use crate::outcome::End;

    /// A correct `safe`.
    const CORRECT: &str = include_str!("../programs/safe.py");

    #[test]
    fn a_correct_safe_gives_the_reference_search_exactly() {
        let check = check_safe(CORRECT, 8, Limits::default());
        assert!(check.passed(), "{:?}", check.ran.end);
        assert_eq!(check.solutions, 92);
        assert_eq!(departure(8, &check.steps), None);
        // Played back, the recording is the flag-array program's search, line for line.
        let mut played =
            Tracer::recorded(Algorithm::Flags, 8, check.steps.clone().into()).expect("plays");
        let mut reference = Tracer::new(Algorithm::Flags, 8).expect("N = 8 is traced");
        let mut steps = 0;
        while reference.advance() {
            assert!(played.advance(), "step {steps}");
            let (a, b) = (played.frame(), reference.frame());
            assert_eq!((&a.event, &a.queens, a.line), (&b.event, &b.queens, b.line));
            assert_eq!(
                (a.counters.placed, a.counters.cuts),
                (b.counters.placed, b.counters.cuts)
            );
            steps += 1;
        }
        assert!(!played.advance());
        let tries = check
            .steps
            .iter()
            .filter(|s| matches!(s.event, Event::Try { .. }));
        assert_eq!(tries.count() as u64, check.answers);
    }

    #[test]
    fn a_safe_missing_one_diagonal_names_its_first_wrong_square() {
        let one_diagonal = CORRECT.replace("abs(c - col) == row - r", "c - col == row - r");
        let check = check_safe(&one_diagonal, 8, Limits::default());
        assert_eq!(
            check.wrong,
            Some(WrongAnswer {
                queens: vec![0],
                row: 1,
                col: 1,
                returned: "True".into(),
                attacker: Some(((0, 0), Line::Diagonal)),
            })
        );
        assert_eq!(check.ran.end, End::ByHost);
        // The search stops at the wrong answer: a1 tried and placed, a2 tried and found
        // attacked, then b2 tried, the step the wrong answer is shown on.
        assert_eq!(check.steps.len(), 5);
        let last = check.steps.last().map(|step| &step.event);
        assert_eq!(last, Some(&Event::Try { row: 1, col: 1 }));
    }

    #[test]
    fn a_safe_that_forgets_to_return_is_caught_at_its_first_safe_square() {
        let forgets = CORRECT.replace("    return True\n", "");
        let check = check_safe(&forgets, 4, Limits::default());
        let wrong = check.wrong.expect("a wrong answer");
        assert_eq!(
            (wrong.row, wrong.col, wrong.returned.as_str()),
            (0, 0, "None")
        );
        assert_eq!(wrong.attacker, None);
    }

    #[test]
    fn an_error_in_safe_keeps_its_line_and_a_missing_safe_is_said() {
        let broken = CORRECT.replace("abs(c - col)", "abs(c - col, 1)");
        let check = check_safe(&broken, 4, Limits::default());
        let End::Error(error) = &check.ran.end else {
            panic!("{:?}", check.ran.end)
        };
        assert_eq!((error.kind.as_str(), error.line), ("TypeError", Some(3)));
        assert!(!check.no_safe());

        let check = check_safe(
            "def save(queens, row, col):\n    return True\n",
            4,
            Limits::default(),
        );
        assert!(check.no_safe(), "{:?}", check.ran.end);
    }
}
