//! The page's side of the Python worker, as a pure state machine: the worker is started on the
//! first run (the interpreter loads on use), a run posted once the worker listens, the whole
//! search graded after its trace arrives, a late reply to an earlier run ignored, and Stop ends
//! the worker at once (a new one starts on the next run). The page turns its [`Action`]s into a
//! `Worker`'s calls.

use crate::outcome::{SafeCheck, SizeGrade, StudentSearch};
use crate::protocol::{Download, Exercise, Reply, Request};
use crate::walk::RuleWalk;

/// What the page must do with its worker.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// Start a worker and listen to it.
    Start,
    /// Post this text to the worker.
    Post(String),
    /// End the worker at once.
    Terminate,
}

/// What a reply gives the page to show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The app's search over the student's `safe`.
    Checked(SafeCheck),
    /// The student's whole search; its grade follows.
    Searched(StudentSearch),
    /// The whole search's grade.
    Graded(Vec<SizeGrade>),
    /// The walk of the student's knight's rule.
    Walked(RuleWalk),
    /// The worker failed or could not read the request.
    Failed(String),
}

/// Where the worker is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Worker {
    /// None is running.
    None,
    /// Started, not listening yet.
    Starting,
    /// Listening.
    Ready,
}

/// The page's side of the worker.
#[derive(Clone, Debug)]
pub struct Session {
    worker: Worker,
    /// The run last asked for.
    run: u32,
    /// The request waiting for the worker to listen.
    pending: Option<String>,
    /// The request whose reply is awaited, if any.
    awaited: Option<Request>,
    /// How much of the interpreter the starting worker has fetched.
    download: Download,
}

impl Default for Session {
    fn default() -> Self {
        Session {
            worker: Worker::None,
            run: 0,
            pending: None,
            awaited: None,
            download: Download::default(),
        }
    }
}

impl Session {
    /// Whether a run is under way (from Run until its last reply, a failure or Stop).
    pub fn busy(&self) -> bool {
        self.awaited.is_some()
    }

    /// While the worker loads (started, not listening yet), how much of the interpreter it has
    /// fetched.
    pub fn loading(&self) -> Option<Download> {
        (self.worker == Worker::Starting).then_some(self.download)
    }

    /// Runs `code` for `exercise` on an `n`×`n` board (an earlier run's replies are ignored
    /// from now on).
    pub fn run(&mut self, exercise: Exercise, n: usize, code: String) -> Vec<Action> {
        self.run = self.run.wrapping_add(1);
        let request = Request {
            run: self.run,
            exercise,
            n,
            code,
        };
        self.send(request)
    }

    /// Asks for `request`'s reply: posted now, or once the worker listens.
    fn send(&mut self, request: Request) -> Vec<Action> {
        let text = request.encode();
        self.awaited = Some(request);
        match self.worker {
            Worker::Ready => vec![Action::Post(text)],
            Worker::Starting => {
                self.pending = Some(text);
                Vec::new()
            }
            Worker::None => {
                self.pending = Some(text);
                self.worker = Worker::Starting;
                self.download = Download::default();
                vec![Action::Start]
            }
        }
    }

    /// The worker's message `text`: what to do, and what to show.
    pub fn heard(&mut self, text: &str) -> (Vec<Action>, Option<Outcome>) {
        let reply = match Reply::decode(text) {
            Ok(reply) => reply,
            Err(reason) => return self.end_worker(reason),
        };
        let current = |run: u32| self.awaited.as_ref().is_some_and(|r| r.run == run);
        match reply {
            Reply::Loading(download) => {
                if self.worker == Worker::Starting {
                    self.download = download;
                }
                (Vec::new(), None)
            }
            Reply::Ready => {
                self.worker = Worker::Ready;
                (
                    self.pending.take().map(Action::Post).into_iter().collect(),
                    None,
                )
            }
            Reply::Checked { run, check } if current(run) => {
                self.awaited = None;
                (Vec::new(), Some(Outcome::Checked(check)))
            }
            Reply::Searched { run, search } if current(run) => {
                let grade = self.awaited.take().map(|request| Request {
                    exercise: Exercise::Grade,
                    ..request
                });
                let actions = grade.map(|g| self.send(g)).unwrap_or_default();
                (actions, Some(Outcome::Searched(search)))
            }
            Reply::Graded { run, grade } if current(run) => {
                self.awaited = None;
                (Vec::new(), Some(Outcome::Graded(grade)))
            }
            Reply::Walked { run, walk } if current(run) => {
                self.awaited = None;
                (Vec::new(), Some(Outcome::Walked(walk)))
            }
            Reply::Failed { reason } => self.end_worker(reason),
            // A reply to a run since replaced.
            Reply::Checked { .. }
            | Reply::Searched { .. }
            | Reply::Graded { .. }
            | Reply::Walked { .. } => (Vec::new(), None),
        }
    }

    /// The worker answered nonsense or could not read the request: it is ended, and so is the
    /// run.
    fn end_worker(&mut self, reason: String) -> (Vec<Action>, Option<Outcome>) {
        let running = self.worker != Worker::None;
        let outcome = self.failed(reason);
        (
            running.then_some(Action::Terminate).into_iter().collect(),
            outcome,
        )
    }

    /// The worker failed (it could not start, or said so): the run ends, and the next run starts
    /// a new worker.
    pub fn failed(&mut self, reason: String) -> Option<Outcome> {
        self.worker = Worker::None;
        self.pending = None;
        self.awaited.take().map(|_| Outcome::Failed(reason))
    }

    /// Stop: the worker ends at once, whatever it was doing.
    pub fn stop(&mut self) -> Vec<Action> {
        self.awaited = None;
        self.pending = None;
        match std::mem::replace(&mut self.worker, Worker::None) {
            Worker::None => Vec::new(),
            Worker::Starting | Worker::Ready => vec![Action::Terminate],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::outcome::{End, Ran};

    fn ran() -> Ran {
        Ran::silent(End::Finished)
    }

    fn search(n: usize) -> StudentSearch {
        StudentSearch {
            n,
            steps: Vec::new(),
            solutions: Vec::new(),
            mistake: None,
            ran: ran(),
        }
    }

    fn posted(actions: &[Action]) -> Request {
        match actions {
            [Action::Post(text)] => Request::decode(text).expect("a request"),
            _ => panic!("{actions:?}"),
        }
    }

    #[test]
    fn the_first_run_starts_the_worker_and_posts_once_it_listens() {
        let mut session = Session::default();
        assert_eq!(
            session.run(Exercise::Safe, 8, "code".into()),
            [Action::Start]
        );
        assert_eq!(session.loading(), Some(Download::default()));
        assert!(session.busy());
        // The start script says how much of the interpreter it has fetched.
        let fetched = Download {
            loaded: 65_536,
            total: Some(4_000_000),
        };
        assert_eq!(
            session.heard(r#"{"Loading":{"loaded":65536,"total":4000000}}"#),
            (Vec::new(), None)
        );
        assert_eq!(session.loading(), Some(fetched));
        let (actions, shown) = session.heard(&Reply::Ready.encode());
        assert_eq!(shown, None);
        let request = posted(&actions);
        assert_eq!(
            (request.exercise, request.n, request.code.as_str()),
            (Exercise::Safe, 8, "code")
        );
        assert_eq!(session.loading(), None);
        // The next run posts at once.
        let next = posted(&session.run(Exercise::Safe, 6, "again".into()));
        assert_eq!(next.run, request.run + 1);
    }

    #[test]
    fn a_whole_search_is_graded_after_its_trace() {
        let mut session = Session::default();
        session.run(Exercise::Search, 6, "code".into());
        let request = posted(&session.heard(&Reply::Ready.encode()).0);
        let reply = Reply::Searched {
            run: request.run,
            search: search(6),
        };
        let (actions, shown) = session.heard(&reply.encode());
        assert_eq!(shown, Some(Outcome::Searched(search(6))));
        let grade = posted(&actions);
        assert_eq!(
            (grade.exercise, grade.run, grade.code.as_str()),
            (Exercise::Grade, request.run, "code")
        );
        assert!(session.busy());
        let graded = Reply::Graded {
            run: request.run,
            grade: Vec::new(),
        };
        assert_eq!(
            session.heard(&graded.encode()).1,
            Some(Outcome::Graded(Vec::new()))
        );
        assert!(!session.busy());
    }

    #[test]
    fn a_knight_s_walk_ends_its_run() {
        let mut session = Session::default();
        let rule = Exercise::Rule {
            rows: 3,
            cols: 4,
            start: (0, 0),
        };
        session.run(rule, 0, "code".into());
        let request = posted(&session.heard(&Reply::Ready.encode()).0);
        assert_eq!(request.exercise, rule);
        let walk = RuleWalk {
            rows: 3,
            cols: 4,
            squares: vec![(0, 0)],
            stuck: true,
            mistake: None,
            ran: ran(),
        };
        let reply = Reply::Walked {
            run: request.run,
            walk: walk.clone(),
        };
        assert_eq!(
            session.heard(&reply.encode()),
            (Vec::new(), Some(Outcome::Walked(walk)))
        );
        assert!(!session.busy());
    }

    #[test]
    fn a_late_reply_to_an_earlier_run_is_ignored() {
        let mut session = Session::default();
        session.run(Exercise::Search, 6, "first".into());
        let first = posted(&session.heard(&Reply::Ready.encode()).0);
        session.run(Exercise::Search, 6, "second".into());
        let late = Reply::Searched {
            run: first.run,
            search: search(6),
        };
        assert_eq!(session.heard(&late.encode()), (Vec::new(), None));
        assert!(session.busy());
    }

    #[test]
    fn stop_ends_the_worker_and_the_next_run_starts_another() {
        let mut session = Session::default();
        assert_eq!(session.stop(), []);
        session.run(Exercise::Safe, 8, "while True: pass".into());
        session.heard(r#"{"Loading":{"loaded":10,"total":null}}"#);
        session.heard(&Reply::Ready.encode());
        assert_eq!(session.stop(), [Action::Terminate]);
        assert!(!session.busy());
        assert_eq!(session.run(Exercise::Safe, 8, "x".into()), [Action::Start]);
        // The new worker's download starts from nothing.
        assert_eq!(session.loading(), Some(Download::default()));
    }

    #[test]
    fn a_failure_ends_the_run_and_says_why() {
        let mut session = Session::default();
        session.run(Exercise::Safe, 8, "x".into());
        assert_eq!(
            session.failed("no wasm".into()),
            Some(Outcome::Failed("no wasm".into()))
        );
        assert!(!session.busy());
        assert_eq!(session.run(Exercise::Safe, 8, "x".into()), [Action::Start]);
        // A worker that answers nonsense is ended, not left running beside the next one.
        let (actions, shown) = session.heard("nonsense");
        assert_eq!(actions, [Action::Terminate]);
        assert!(matches!(shown, Some(Outcome::Failed(_))));
        assert_eq!(session.run(Exercise::Safe, 8, "x".into()), [Action::Start]);
        let failed = Reply::Failed {
            reason: "not a request".into(),
        };
        session.heard(&Reply::Ready.encode());
        let (actions, shown) = session.heard(&failed.encode());
        assert_eq!(actions, [Action::Terminate]);
        assert_eq!(shown, Some(Outcome::Failed("not a request".into())));
    }
}
