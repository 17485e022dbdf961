//! Workers started while the page loads: when the address opens the N-Queens count, or a list
//! large enough to be built in workers, the workers it will use start at once, in parallel with
//! the part's chunk and the page's first render, and the pool adopts them when the run begins
//! ([`take`]), with what they said meanwhile. Without them the workers would start only once the
//! part is on the page. The pool listens to its workers with the same
//! [`listen`]. They keep the workers [`Busy`] until the pool adopts them.

use super::activity::Busy;
use super::pool::{deafen, default_workers, listen, Heard, Listeners, WORKER_SCRIPT};
use crate::limits::MAX_WORKERS;
use std::cell::RefCell;
use std::rc::Rc;
use web_sys::Worker;

/// A worker started early, and what it said so far.
struct Early {
    worker: Worker,
    heard: Rc<RefCell<Vec<Heard>>>,
    _listeners: Listeners,
    _busy: Busy,
}

thread_local! {
    /// The workers started early and not yet adopted.
    static WAITING: RefCell<Vec<Early>> = const { RefCell::new(Vec::new()) };
}

/// Starts the `workers` workers (the default when `None`) of a run that the address opens (see
/// `Address::runs_in_workers`). A worker that cannot be started is left to the pool, which
/// reports it.
pub fn start(workers: Option<usize>) {
    let count = workers
        .unwrap_or_else(default_workers)
        .clamp(1, MAX_WORKERS);
    let started: Vec<Early> = (0..count)
        .map_while(|_| {
            let worker = Worker::new(WORKER_SCRIPT).ok()?;
            let heard = Rc::new(RefCell::new(Vec::new()));
            let log = Rc::clone(&heard);
            let listeners = listen(&worker, move |what| log.borrow_mut().push(what));
            Some(Early {
                worker,
                heard,
                _listeners: listeners,
                _busy: Busy::begin(),
            })
        })
        .collect();
    WAITING.with_borrow_mut(|waiting| waiting.extend(started));
}

/// A worker started early, with what it said so far, for the caller to listen to from now on;
/// `None` when none is waiting.
pub fn take() -> Option<(Worker, Vec<Heard>)> {
    let early = WAITING.with_borrow_mut(Vec::pop)?;
    deafen(&early.worker);
    let heard = early.heard.take();
    Some((early.worker, heard))
}

/// Stops the workers started early that nobody adopted (the count asked for fewer).
pub fn discard() {
    for early in WAITING.take() {
        deafen(&early.worker);
        early.worker.terminate();
    }
}
