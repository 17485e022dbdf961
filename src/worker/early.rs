//! Workers started while the page loads: when the address opens the N-Queens count, or a list
//! large enough to be built in workers, the workers it will use start at once, in parallel with
//! the part's chunk and the page's first render, and the pool adopts them when the run begins
//! ([`take`]), with what they said meanwhile. Without them the workers would start only once the
//! part is on the page. The pool listens to its workers with the same [`listen`].

use super::{MAX_WORKERS, PAGE_LIST_MAX_N};
use crate::view::mode::Mode;
use crate::view::url::{Address, Page};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{ErrorEvent, Event, MessageEvent, Worker};

/// The worker's script. A relative URL given to `new Worker` is resolved against the document's
/// base URL (`document.baseURI`), so the page works from any sub-folder.
pub const WORKER_SCRIPT: &str = "worker-loader.js";

/// What a worker's listeners heard: a message's text, a message that is not text, or an error
/// (with the browser's message, if it gave one).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Heard {
    /// A message, as text.
    Message(String),
    /// A message that is not text.
    NotText,
    /// The worker failed (its script did not load, or it threw).
    Error(Option<String>),
}

/// A worker's listeners, which pass what they hear on; dropped, they must be detached first.
pub struct Listeners {
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(Event)>,
}

/// Listens to `worker`'s messages and errors, passing each to `hear`.
pub fn listen(worker: &Worker, hear: impl Fn(Heard) + 'static) -> Listeners {
    let hear = Rc::new(hear);
    let heard = Rc::clone(&hear);
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        heard(match event.data().as_string() {
            Some(text) => Heard::Message(text),
            None => Heard::NotText,
        });
    });
    let on_error = Closure::<dyn FnMut(Event)>::new(move |event: Event| {
        // Handled here: keep the browser from also reporting it as an uncaught error.
        event.prevent_default();
        let message = event
            .dyn_ref::<ErrorEvent>()
            .map(ErrorEvent::message)
            .filter(|m| !m.is_empty());
        hear(Heard::Error(message));
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    worker.set_onmessageerror(Some(on_error.as_ref().unchecked_ref()));
    Listeners {
        _on_message: on_message,
        _on_error: on_error,
    }
}

/// Detaches `worker`'s listeners.
pub fn deafen(worker: &Worker) {
    worker.set_onmessage(None);
    worker.set_onerror(None);
    worker.set_onmessageerror(None);
}

/// A worker started early, and what it said so far.
struct Early {
    worker: Worker,
    heard: Rc<RefCell<Vec<Heard>>>,
    _listeners: Listeners,
}

thread_local! {
    /// The workers started early and not yet adopted.
    static WAITING: RefCell<Vec<Early>> = const { RefCell::new(Vec::new()) };
}

/// One worker per core as the browser reports it (at least 1, at most [`MAX_WORKERS`]).
pub fn default_workers() -> usize {
    let cores = web_sys::window()
        .map(|w| w.navigator().hardware_concurrency())
        .unwrap_or(1.0);
    if cores.is_finite() && cores >= 1.0 {
        (cores as usize).min(MAX_WORKERS)
    } else {
        1
    }
}

/// Starts the workers of the run that `address` opens, if it opens one (the N-Queens page in
/// count mode, or in list mode above [`PAGE_LIST_MAX_N`]). A worker that cannot be started is left
/// to the pool, which reports it.
pub fn start_for(address: &Address) {
    let view = &address.queens;
    let in_workers = match view.mode {
        Mode::Count => true,
        Mode::List => view.n > PAGE_LIST_MAX_N,
        _ => false,
    };
    if address.page != Page::Queens || !in_workers {
        return;
    }
    let count = view
        .workers
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
