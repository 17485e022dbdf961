//! Why a count in the workers stopped, as data: the page renders it in the reader's language.

/// Why a count stopped before its result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CountFailure {
    /// N is outside what the counter takes.
    TooLarge {
        /// The N asked for.
        n: usize,
        /// The largest N the counter takes.
        max: usize,
    },
    /// The browser would not start a Web Worker (its words).
    NoWorker(String),
    /// A worker stopped: the browser's words, if it gave any.
    WorkerStopped(Option<String>),
    /// A worker did not say it was ready within this many seconds of its start.
    NeverReady {
        /// The seconds it was given.
        seconds: u32,
    },
    /// A worker sent a message that is not one (what was wrong with it).
    BadMessage(String),
    /// A worker sent something other than text.
    NotText,
    /// A worker could not read its job (its words).
    BadJob(String),
    /// The results did not add up (what went wrong).
    WentWrong(String),
    /// A job could not be sent to a worker.
    SendFailed,
}
