//! What a run of a student's program gives: how it ended, its trace, its mistakes and grades.
//! Plain data, without the interpreter, so that the page reads the worker's replies
//! ([`crate::protocol`]) with no interpreter in its own build.

use std::time::Duration;

use nqueens_solvers::queens::placement::Placement;
use nqueens_solvers::queens::trace::RecordedStep;
use serde::{Deserialize, Serialize};

use crate::board::Line;

/// How far a program may go.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Limits {
    /// Its time in the interpreter.
    pub time: Duration,
    /// The calls of board functions, the trace's length.
    pub calls: u64,
    /// The depth of its function calls.
    pub recursion: usize,
    /// The bytes it may print.
    pub output: usize,
    /// The bytes the run may hold above what the worker held before it: the program's and the
    /// trace the worker records of it (enforced where the worker's counting allocator is
    /// installed: the worker's build and the memory test).
    pub memory: usize,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            time: Duration::from_secs(5),
            calls: 2_000_000,
            recursion: 200,
            output: 64 * 1024,
            memory: 256 * 1024 * 1024,
        }
    }
}

/// A Python error: its kind (`SyntaxError`, `NameError`, …), message and place in the student's
/// code (1-based line and column).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PythonError {
    /// The exception's type, as Python names it.
    pub kind: String,
    /// Its message.
    pub message: String,
    /// Where it was raised: the innermost frame of the student's code.
    pub line: Option<u32>,
    /// Its column on that line.
    pub column: Option<u32>,
}

/// How a run ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum End {
    /// The program ran to its end.
    Finished,
    /// The host ended it ([`Answer::End`]).
    ByHost,
    /// It raised an exception that nothing caught, or did not parse.
    Error(PythonError),
    /// It ran past its time. The interpreter does not say where it was then, so the end names
    /// the `while` loops of the code and the line of the last board call.
    OutOfTime {
        /// The time limit.
        limit: Duration,
        /// The lines of the code's `while` loops.
        while_loops: Vec<u32>,
        /// The line of the last call of a board function, if one was made.
        last_call: Option<u32>,
    },
    /// It called the board functions more than the limit allows.
    TooManyCalls {
        /// The limit.
        limit: u64,
        /// The line of the call past the limit.
        line: Option<u32>,
    },
    /// Its calls went deeper than the limit.
    TooDeep {
        /// The limit.
        limit: usize,
        /// The line of the call past it.
        line: Option<u32>,
    },
}

/// A run's end and what it printed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ran {
    /// How it ended.
    pub end: End,
    /// What `print()` wrote.
    pub output: String,
    /// The calls of board functions it made.
    pub calls: u64,
}

impl Ran {
    /// A run that ended with `end`, printed nothing and made no board call (as a program that
    /// fails to parse does).
    pub fn silent(end: End) -> Self {
        Ran {
            end,
            output: String::new(),
            calls: 0,
        }
    }
}

/// A call that breaks the rules of the board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Fault {
    /// A queen put on a square another queen attacks.
    Attacked {
        /// The square.
        square: (usize, usize),
        /// The queen attacking it.
        by: (usize, usize),
        /// Along which line.
        line: Line,
    },
    /// A queen put on a square that already holds one.
    Occupied {
        /// The square.
        square: (usize, usize),
    },
    /// `remove` of a square with no queen.
    NoQueen {
        /// The square.
        square: (usize, usize),
    },
    /// `solution()` on a board with fewer than `n` queens.
    NotASolution {
        /// The queens on the board.
        queens: usize,
    },
}

/// The first fault, at its step (0-based, the index of the step it would have been) and line.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Mistake {
    /// The step.
    pub step: usize,
    /// The 1-based line of the call.
    pub line: Option<u32>,
    /// What was wrong.
    pub fault: Fault,
}

/// The student's search of an `n`×`n` board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StudentSearch {
    /// The board size.
    pub n: usize,
    /// Its events, in order, each with the line of the call that made it.
    #[serde(with = "crate::wire::steps")]
    pub steps: Vec<RecordedStep>,
    /// The solutions it reported, in order.
    #[serde(with = "crate::wire::placements")]
    pub solutions: Vec<Placement>,
    /// The first call that broke the rules, which ended the run.
    pub mistake: Option<Mistake>,
    /// How the run ended, what it printed, how many calls it made.
    pub ran: Ran,
}

/// A wrong answer of the student's `safe`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WrongAnswer {
    /// The columns of the queens of rows `0..row`, as `safe` was given them.
    pub queens: Vec<usize>,
    /// The row asked about.
    pub row: usize,
    /// The column asked about.
    pub col: usize,
    /// What `safe` returned: `True`, `False`, or another value's Python form (`None`, say).
    pub returned: String,
    /// The truth: the queen that attacks the square and along which line, or `None` when the
    /// square is safe.
    pub attacker: Option<((usize, usize), Line)>,
}

/// The app's search run over the student's `safe` on an `n`×`n` board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SafeCheck {
    /// The board size.
    pub n: usize,
    /// The search's events (as the flag-array program's: try, attacked or place, remove,
    /// solution), up to the first wrong answer, each with the line of the flag-array program
    /// (`nqueens_solvers::code::queens_program`) that does it.
    #[serde(with = "crate::wire::steps")]
    pub steps: Vec<RecordedStep>,
    /// The answers `safe` gave.
    pub answers: u64,
    /// The solutions found.
    pub solutions: u64,
    /// The first wrong answer, which ended the run.
    pub wrong: Option<WrongAnswer>,
    /// How the run ended. An error raised inside `safe` keeps its line in the student's code;
    /// a program with no `safe` ends in a `NameError` reported as [`SafeCheck::no_safe`].
    pub ran: Ran,
}

impl SafeCheck {
    /// Whether the program defines no function `safe`.
    pub fn no_safe(&self) -> bool {
        matches!(&self.ran.end, End::Error(PythonError { kind, message, .. })
            if kind == "NameError" && message.contains("'safe'"))
    }

    /// Whether every answer was right and the search ran to its end.
    pub fn passed(&self) -> bool {
        self.wrong.is_none() && self.ran.end == End::Finished
    }
}

/// The grade of one size.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SizeGrade {
    /// The board size.
    pub n: usize,
    /// The solutions the program reported (each one checked when reported).
    pub reported: usize,
    /// How many of them were different.
    pub different: usize,
    /// The known number of placements.
    pub expected: u64,
    /// How the run ended.
    pub end: End,
    /// The first call that broke the rules, if one did.
    pub mistake: Option<Mistake>,
}

impl SizeGrade {
    /// Whether the program ran to its end with no fault and reported each placement once.
    pub fn passed(&self) -> bool {
        self.end == End::Finished
            && self.mistake.is_none()
            && self.reported == self.different
            && self.different as u64 == self.expected
    }
}

/// A place in the student's code: a 1-based line and, when it is known, column.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Place {
    /// The line.
    pub line: u32,
    /// The column on it.
    pub column: Option<u32>,
}

impl End {
    /// Where the run went wrong in the student's code, when the end names a line: an error's,
    /// or the call past a limit. Time's end names none (the interpreter does not say where it was).
    pub fn place(&self) -> Option<Place> {
        match self {
            End::Error(error) => error.line.map(|line| Place {
                line,
                column: error.column,
            }),
            End::TooManyCalls { line, .. } | End::TooDeep { line, .. } => {
                line.map(|line| Place { line, column: None })
            }
            End::Finished | End::ByHost | End::OutOfTime { .. } => None,
        }
    }
}

impl Mistake {
    /// The line of the call that broke the rules.
    pub fn place(&self) -> Option<Place> {
        self.line.map(|line| Place { line, column: None })
    }
}

impl StudentSearch {
    /// Where the search went wrong: its first mistake's call, or where it ended.
    pub fn wrong_place(&self) -> Option<Place> {
        match &self.mistake {
            Some(mistake) => mistake.place(),
            None => self.ran.end.place(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_longest_trace_fits_in_the_memory_twice_over() {
        // The worker's trace counts against the memory, and a vector grows by doubling: a
        // program cut at the call limit must meet that limit, not the memory's. Measured with the
        // native step, no smaller than wasm32's.
        let limits = Limits::default();
        let steps = usize::try_from(limits.calls).unwrap_or(usize::MAX);
        let trace = steps.next_power_of_two() * std::mem::size_of::<RecordedStep>();
        assert!(2 * trace <= limits.memory, "{trace} bytes of trace");
    }

    fn search(mistake: Option<Mistake>, end: End) -> StudentSearch {
        StudentSearch {
            n: 4,
            steps: Vec::new(),
            solutions: Vec::new(),
            mistake,
            ran: Ran::silent(end),
        }
    }

    #[test]
    fn an_error_is_placed_at_its_line_and_column() {
        let error = End::Error(PythonError {
            kind: "SyntaxError".into(),
            message: "expected ':'".into(),
            line: Some(3),
            column: Some(9),
        });
        let place = Place {
            line: 3,
            column: Some(9),
        };
        assert_eq!(search(None, error).wrong_place(), Some(place));
    }

    #[test]
    fn a_mistake_is_placed_before_the_end() {
        let mistake = Mistake {
            step: 4,
            line: Some(7),
            fault: Fault::NoQueen { square: (1, 1) },
        };
        let deep = End::TooDeep {
            limit: 200,
            line: Some(2),
        };
        let place = Place {
            line: 7,
            column: None,
        };
        assert_eq!(
            search(Some(mistake), deep.clone()).wrong_place(),
            Some(place)
        );
        assert_eq!(search(None, deep).wrong_place().map(|p| p.line), Some(2));
    }

    #[test]
    fn time_and_a_clean_end_are_placed_nowhere() {
        let out_of_time = End::OutOfTime {
            limit: Duration::from_secs(5),
            while_loops: vec![4],
            last_call: Some(6),
        };
        assert_eq!(search(None, out_of_time).wrong_place(), None);
        assert_eq!(search(None, End::Finished).wrong_place(), None);
    }
}
