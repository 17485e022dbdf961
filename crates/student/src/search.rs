//! Exercise "write the whole search": the student's program is given `n` and calls
//! `place(row, col)`, `remove(row, col)`, `solution()` and, for a square it only looks at,
//! `look(row, col)`. Those calls are the search's events; the first wrong one ends the run.

use monty_types::{ExcType, MontyObject};
use nqueens_solvers::queens::placement::Placement;
use nqueens_solvers::queens::trace::{Event, RecordedStep};

use crate::board::Board;
use crate::outcome::{Fault, Limits, Mistake, StudentSearch};
use crate::run::{run, Answer, Host};

/// The board functions of this exercise.
pub const BOARD_FUNCTIONS: &[&str] = &["place", "remove", "solution", "look"];

/// Runs the student's `code` on an `n`×`n` board.
pub fn run_search(code: &str, n: usize, limits: Limits) -> StudentSearch {
    let mut host = SearchHost {
        board: Board::new(n),
        steps: Vec::new(),
        solutions: Vec::new(),
        mistake: None,
    };
    let ran = run(
        code,
        vec![("n", MontyObject::Int(n as i64))],
        &mut host,
        limits,
    );
    StudentSearch {
        n,
        steps: host.steps,
        solutions: host.solutions,
        mistake: host.mistake,
        ran,
    }
}

/// The board and the trace while the program runs.
struct SearchHost {
    board: Board,
    steps: Vec<RecordedStep>,
    solutions: Vec<Placement>,
    mistake: Option<Mistake>,
}

impl SearchHost {
    /// Ends the run at `fault`.
    fn fault(&mut self, fault: Fault, line: Option<u32>) -> Answer {
        self.mistake = Some(Mistake {
            step: self.steps.len(),
            line,
            fault,
        });
        Answer::End
    }

    /// Adds `event` to the trace.
    fn step(&mut self, event: Event, line: Option<u32>) -> Answer {
        self.steps.push(RecordedStep { event, line });
        Answer::Return(MontyObject::None)
    }
}

impl Host for SearchHost {
    fn names(&self) -> &'static [&'static str] {
        BOARD_FUNCTIONS
    }

    fn call(&mut self, name: &'static str, args: &[MontyObject], line: Option<u32>) -> Answer {
        if name == "solution" {
            if !args.is_empty() {
                return wrong_arguments(name, 0, args.len());
            }
            let Some(placement) = self.board.placement() else {
                let queens = self.board.queens.len();
                return self.fault(Fault::NotASolution { queens }, line);
            };
            self.solutions.push(placement.clone());
            let index = self.solutions.len() as u64 - 1;
            return self.step(Event::Solution { index, placement }, line);
        }
        let (row, col) = match square_argument(name, args, self.board.n) {
            Ok(square) => square,
            Err(answer) => return answer,
        };
        match name {
            "look" => self.step(Event::Try { row, col }, line),
            "place" if self.board.holds((row, col)) => {
                self.fault(Fault::Occupied { square: (row, col) }, line)
            }
            "place" => match self.board.attacker((row, col)) {
                Some((by, attack)) => {
                    let fault = Fault::Attacked {
                        square: (row, col),
                        by,
                        line: attack,
                    };
                    self.fault(fault, line)
                }
                None => {
                    self.board.queens.push((row, col));
                    self.step(Event::Place { row, col }, line)
                }
            },
            _ => match self.board.queens.iter().position(|&q| q == (row, col)) {
                Some(at) => {
                    self.board.queens.remove(at);
                    self.step(Event::Remove { row, col }, line)
                }
                None => self.fault(Fault::NoQueen { square: (row, col) }, line),
            },
        }
    }
}

/// The square `name(row, col)` is called with, or the Python error the call raises: two whole
/// numbers, each from 0 to `n - 1`.
pub fn square_argument(
    name: &str,
    args: &[MontyObject],
    n: usize,
) -> Result<(usize, usize), Answer> {
    let [row, col] = args else {
        return Err(wrong_arguments(name, 2, args.len()));
    };
    let whole = |value: &MontyObject| match value {
        MontyObject::Int(x) => Ok(*x),
        MontyObject::Bool(b) => Ok(i64::from(*b)),
        _ => Err(Answer::Raise(
            ExcType::TypeError,
            format!("{name}() takes whole numbers: row and col"),
        )),
    };
    let (row, col) = (whole(row)?, whole(col)?);
    let on_board = |x: i64| usize::try_from(x).ok().filter(|&x| x < n);
    match (on_board(row), on_board(col)) {
        (Some(row), Some(col)) => Ok((row, col)),
        _ => Err(Answer::Raise(
            ExcType::ValueError,
            format!(
                "{name}({row}, {col}) is off the {n}×{n} board: rows and columns go from 0 to {}",
                n.saturating_sub(1)
            ),
        )),
    }
}

/// The `TypeError` of a call with `given` arguments to a function that takes `takes`.
pub fn wrong_arguments(name: &str, takes: usize, given: usize) -> Answer {
    let was = if given == 1 { "was" } else { "were" };
    Answer::Raise(
        ExcType::TypeError,
        format!("{name}() takes {takes} positional arguments but {given} {was} given"),
    )
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::board::Line;
    use crate::outcome::End;

    /// A textbook recursive search, rows in order and columns from a.
    pub(crate) const RECURSIVE: &str = include_str!("../programs/search.py");

    #[test]
    fn a_correct_search_reports_every_placement_with_its_lines() {
        let search = run_search(RECURSIVE, 6, Limits::default());
        assert_eq!(search.ran.end, End::Finished);
        assert_eq!(search.mistake, None);
        assert_eq!(search.solutions.len(), 4);
        assert_eq!(search.solutions[0].columns(), [2, 4, 6, 1, 3, 5]);
        assert_eq!(
            search.steps[0],
            RecordedStep {
                event: Event::Place { row: 0, col: 0 },
                line: Some(14)
            }
        );
        let lines: Vec<_> = search.steps.iter().map(|s| s.line).collect();
        assert!(lines.contains(&Some(10)) && lines.contains(&Some(18)));
    }

    #[test]
    fn the_recording_plays_in_the_player_s_tracer_with_the_student_s_lines() {
        use nqueens_solvers::queens::trace::{Algorithm, Tracer};
        let search = run_search(RECURSIVE, 6, Limits::default());
        let mut played = Tracer::recorded(Algorithm::Flags, 6, search.steps.clone().into())
            .expect("a search that broke no rule plays");
        for step in &search.steps {
            assert!(played.advance());
            // The frame's line is 0-based, the student's 1-based.
            assert_eq!(played.frame().line.map(|l| u32::from(l) + 1), step.line);
        }
        assert!(!played.advance());
        assert_eq!(played.counters().solutions, 4);
    }

    #[test]
    fn a_queen_on_an_attacked_square_ends_the_run_at_its_step() {
        let code = "place(0, 0)\nplace(1, 2)\nplace(2, 1)\n";
        let search = run_search(code, 4, Limits::default());
        assert_eq!(search.ran.end, End::ByHost);
        assert_eq!(
            search.mistake,
            Some(Mistake {
                step: 2,
                line: Some(3),
                fault: Fault::Attacked {
                    square: (2, 1),
                    by: (1, 2),
                    line: Line::AntiDiagonal
                }
            })
        );
    }

    #[test]
    fn removing_a_missing_queen_and_a_false_solution_are_faults() {
        let search = run_search("place(0, 1)\nremove(0, 2)\n", 4, Limits::default());
        let fault = search.mistake.map(|m| (m.fault, m.line));
        assert_eq!(fault, Some((Fault::NoQueen { square: (0, 2) }, Some(2))));
        let search = run_search("place(0, 1)\n\nsolution()\n", 4, Limits::default());
        let fault = search.mistake.map(|m| (m.fault, m.line));
        assert_eq!(fault, Some((Fault::NotASolution { queens: 1 }, Some(3))));
        let search = run_search("place(0, 1)\nplace(0, 1)\n", 4, Limits::default());
        let fault = search.mistake.map(|m| m.fault);
        assert_eq!(fault, Some(Fault::Occupied { square: (0, 1) }));
    }

    #[test]
    fn bad_arguments_raise_python_errors_on_their_line() {
        for (code, kind, message) in [
            (
                "place(0)\n",
                "TypeError",
                "place() takes 2 positional arguments but 1 was given",
            ),
            (
                "x = 1\nplace(0, 4)\n",
                "ValueError",
                "place(0, 4) is off the 4×4 board: rows and columns go from 0 to 3",
            ),
            (
                "look(-1, 0)\n",
                "ValueError",
                "look(-1, 0) is off the 4×4 board: rows and columns go from 0 to 3",
            ),
            (
                "remove('a', 0)\n",
                "TypeError",
                "remove() takes whole numbers: row and col",
            ),
            (
                "solution(1)\n",
                "TypeError",
                "solution() takes 0 positional arguments but 1 was given",
            ),
        ] {
            let search = run_search(code, 4, Limits::default());
            let End::Error(error) = search.ran.end else {
                panic!("{code}: {:?}", search.ran.end)
            };
            assert_eq!(error.kind, kind, "{code}");
            assert_eq!(error.message, message, "{code}");
            assert_eq!(error.line, Some(code.lines().count() as u32), "{code}");
        }
    }

    #[test]
    fn a_program_that_places_forever_is_cut_at_the_trace_limit() {
        let code = "while True:\n    place(0, 0)\n    remove(0, 0)\n";
        let limits = Limits {
            calls: 1_000,
            ..Limits::default()
        };
        let search = run_search(code, 4, limits);
        assert_eq!(
            search.ran.end,
            End::TooManyCalls {
                limit: 1_000,
                line: Some(2)
            }
        );
        assert_eq!(search.steps.len(), 1_000);
    }
}
