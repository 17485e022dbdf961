//! The messages between the page and the Python worker: a request to run a student's program
//! for one exercise, and the worker's replies, as JSON text.

use serde::{Deserialize, Serialize};

use crate::outcome::{SafeCheck, SizeGrade, StudentSearch};

/// An exercise.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Exercise {
    /// "Write `safe(queens, row, col)`": the app's search calls it.
    Safe,
    /// "Write the whole search": the program calls `place`, `remove`, `solution`, `look`.
    Search,
    /// The whole search's grade: the program run for N = 1 to 10 (the request's `n` unused).
    Grade,
}

/// A request: run `code` for `exercise` on an `n`×`n` board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Request {
    /// The run it belongs to: a reply carries it back, so that a late reply to an earlier run
    /// is recognised.
    pub run: u32,
    /// The exercise.
    pub exercise: Exercise,
    /// The board size.
    pub n: usize,
    /// The student's code.
    pub code: String,
}

/// What the worker says.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Reply {
    /// It listens for requests now.
    Ready,
    /// The app's search over the student's `safe`.
    Checked {
        /// The request's run.
        run: u32,
        /// What the search found.
        check: SafeCheck,
    },
    /// The student's search of the request's board.
    Searched {
        /// The request's run.
        run: u32,
        /// The search.
        search: StudentSearch,
    },
    /// The student's search graded over N = 1 to 10.
    Graded {
        /// The request's run.
        run: u32,
        /// The grade, size by size, up to the first size that did not pass.
        grade: Vec<SizeGrade>,
    },
    /// The request could not be read.
    Failed {
        /// Why.
        reason: String,
    },
}

impl Request {
    /// The request as text.
    pub fn encode(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Reads a request; never panics.
    pub fn decode(text: &str) -> Result<Self, String> {
        serde_json::from_str(text).map_err(|e| e.to_string())
    }
}

impl Reply {
    /// The reply as text.
    pub fn encode(&self) -> String {
        serde_json::to_string(self).unwrap_or_else(|e| {
            let failed = Reply::Failed {
                reason: e.to_string(),
            };
            serde_json::to_string(&failed).unwrap_or_default()
        })
    }

    /// Reads a reply; never panics.
    pub fn decode(text: &str) -> Result<Self, String> {
        serde_json::from_str(text).map_err(|e| e.to_string())
    }
}
