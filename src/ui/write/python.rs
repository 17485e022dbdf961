//! The Python worker (`crates/student`'s build), started on the first Run and driven by the pure
//! [`Session`]: the page turns the session's actions into the worker's calls, and shows what the
//! worker's replies give.

use crate::worker::pool::{deafen, listen, Heard, Listeners};
use leptos::prelude::*;
use nqueens_student::outcome::{Ran, SafeCheck, SizeGrade, StudentSearch};
use nqueens_student::protocol::{Download, Exercise};
use nqueens_student::session::{Action, Outcome, Session};
use nqueens_student::walk::RuleWalk;
use wasm_bindgen::JsValue;
use web_sys::Worker;

/// The worker's start script (`src/python-loader.js`), beside the page.
const PYTHON_SCRIPT: &str = "python-loader.js";

/// What the last run has given so far.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Shown {
    /// The app's search over the student's `safe`.
    pub checked: Option<SafeCheck>,
    /// The student's whole search.
    pub searched: Option<StudentSearch>,
    /// Its grade over N = 1 to 10.
    pub graded: Option<Vec<SizeGrade>>,
    /// The walk of the student's knight's rule.
    pub walked: Option<RuleWalk>,
    /// Why the worker failed, if it did.
    pub failure: Option<String>,
    /// Whether Stop ended the run.
    pub stopped: bool,
}

impl Shown {
    /// How the program ran and what it printed, once it has.
    pub fn ran(&self) -> Option<&Ran> {
        let checked = self.checked.as_ref().map(|c| &c.ran);
        let searched = self.searched.as_ref().map(|s| &s.ran);
        checked
            .or(searched)
            .or(self.walked.as_ref().map(|w| &w.ran))
    }
}

/// The page's Python: its worker, the session over it, and what it shows.
#[derive(Clone, Copy)]
pub struct Python {
    session: StoredValue<Session>,
    /// The worker and its listeners; a stopped worker's listeners are kept until the next one
    /// starts, in case the browser still holds an event for them.
    worker: StoredValue<Option<(Worker, Listeners)>, LocalStorage>,
    /// Whether a run is under way.
    pub busy: RwSignal<bool>,
    /// While the worker loads (the interpreter's first download and compile), how much of it
    /// has been fetched.
    pub loading: RwSignal<Option<Download>>,
    /// What the last run gave.
    pub shown: RwSignal<Shown>,
}

impl Python {
    /// No worker yet: it starts on the first run, and ends with the component that made it.
    pub fn new() -> Self {
        let python = Python {
            session: StoredValue::new(Session::default()),
            worker: StoredValue::new_local(None),
            busy: RwSignal::new(false),
            loading: RwSignal::new(None),
            shown: RwSignal::new(Shown::default()),
        };
        on_cleanup(move || python.end_worker());
        python
    }

    /// Runs `code` for `exercise` on an `n`×`n` board (a knight's rule names its own board).
    pub fn run(self, exercise: Exercise, n: usize, code: String) {
        self.shown.set(Shown::default());
        let actions = self
            .session
            .try_update_value(|s| s.run(exercise, n, code))
            .unwrap_or_default();
        self.apply(actions);
        self.refresh();
    }

    /// Stop: the worker ends at once.
    pub fn stop(self) {
        let actions = self
            .session
            .try_update_value(Session::stop)
            .unwrap_or_default();
        self.apply(actions);
        self.shown.update(|s| s.stopped = true);
        self.refresh();
    }

    /// Does what the session asks of the worker.
    fn apply(self, actions: Vec<Action>) {
        for action in actions {
            match action {
                Action::Start => match Worker::new(PYTHON_SCRIPT) {
                    Ok(worker) => {
                        let listeners = listen(&worker, move |heard| self.hear(heard));
                        self.worker.set_value(Some((worker, listeners)));
                    }
                    Err(_) => self.fail("the worker could not be started".into()),
                },
                Action::Post(text) => {
                    let posted = self.worker.with_value(|started| {
                        started.as_ref().map(|(worker, _)| {
                            worker.post_message(&JsValue::from_str(&text)).is_ok()
                        })
                    });
                    if posted != Some(true) {
                        self.fail("the program could not be sent to the worker".into());
                    }
                }
                Action::Terminate => self.end_worker(),
            }
        }
    }

    /// What the worker said.
    fn hear(self, heard: Heard) {
        match heard {
            Heard::Message(text) => {
                let (actions, outcome) = self
                    .session
                    .try_update_value(|s| s.heard(&text))
                    .unwrap_or_default();
                self.apply(actions);
                if let Some(outcome) = outcome {
                    self.show(outcome);
                }
            }
            Heard::NotText => self.fail("the worker's message is not text".into()),
            Heard::Error(reason) => self.fail(reason.unwrap_or_default()),
        }
        self.refresh();
    }

    /// The worker failed: it ends, and the run with it.
    fn fail(self, reason: String) {
        self.end_worker();
        let outcome = self
            .session
            .try_update_value(|s| s.failed(reason))
            .flatten();
        if let Some(outcome) = outcome {
            self.show(outcome);
        }
    }

    /// Ends the worker, if one runs, and stops listening to it.
    fn end_worker(self) {
        self.worker.with_value(|started| {
            if let Some((worker, _)) = started {
                worker.terminate();
                deafen(worker);
            }
        });
    }

    /// Shows what a reply gave.
    fn show(self, outcome: Outcome) {
        self.shown.update(|shown| match outcome {
            Outcome::Checked(check) => shown.checked = Some(check),
            Outcome::Searched(search) => shown.searched = Some(search),
            Outcome::Graded(grade) => shown.graded = Some(grade),
            Outcome::Walked(walk) => shown.walked = Some(walk),
            Outcome::Failed(reason) => shown.failure = Some(reason),
        });
    }

    /// The busy and loading signals, from the session.
    fn refresh(self) {
        let (busy, loading) = self.session.with_value(|s| (s.busy(), s.loading()));
        self.busy.set(busy);
        self.loading.set(loading);
    }
}
