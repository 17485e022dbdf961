//! The messages between the page and the Python worker: a request to run a student's program
//! for one exercise, and the worker's replies, as JSON text.

use serde::{Deserialize, Serialize};

use crate::outcome::{SafeCheck, SizeGrade, StudentSearch};
use crate::walk::{RuleWalk, Xy};

/// An exercise.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Exercise {
    /// "Write `safe(queens, row, col)`": the app's search calls it.
    Safe,
    /// "Write the whole search": the program calls `place`, `remove`, `solution`, `look`.
    Search,
    /// The whole search's grade: the program run for N = 1 to 10 (the request's `n` unused).
    Grade,
    /// "Write the rule" (knight's tour page): the knight walks from `start` on a board of `rows`
    /// × `cols` with the program's `choose` (the request's `n` unused).
    Rule {
        /// The board's ranks.
        rows: u32,
        /// The board's files.
        cols: u32,
        /// The start square, as the program sees it.
        start: Xy,
    },
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

/// How much of the interpreter has been fetched, while the worker loads (its start script,
/// `src/python-loader.js`, says).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Download {
    /// The bytes fetched so far.
    pub loaded: u64,
    /// The whole download's bytes, when known (the build writes them into the start script).
    pub total: Option<u64>,
}

impl Download {
    /// The share fetched, from 0 to 1 (0 while the whole is not known).
    pub fn fraction(self) -> f64 {
        match self.total {
            Some(total) if total > 0 => (self.loaded as f64 / total as f64).min(1.0),
            _ => 0.0,
        }
    }
}

/// What the worker says.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Reply {
    /// It is fetching the interpreter: this much so far.
    Loading(Download),
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
    /// The walk of the student's knight's rule.
    Walked {
        /// The request's run.
        run: u32,
        /// The walk.
        walk: RuleWalk,
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_start_script_s_loading_reply_is_read_and_its_share_bounded() {
        // As src/python-loader.js writes it.
        let told = Reply::decode(r#"{"Loading":{"loaded":1000000,"total":4000000}}"#);
        let Ok(Reply::Loading(download)) = told else {
            panic!("{told:?}");
        };
        assert_eq!(download.fraction(), 0.25);
        let unknown = Download {
            loaded: 5,
            total: None,
        };
        assert_eq!(unknown.fraction(), 0.0);
        let over = Download {
            loaded: 9,
            total: Some(4),
        };
        assert_eq!(over.fraction(), 1.0);
        assert_eq!(
            Reply::decode(&Reply::Loading(over).encode()),
            Ok(Reply::Loading(over))
        );
    }
}
