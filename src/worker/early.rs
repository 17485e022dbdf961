//! Workers started while the page loads: when the address opens the N-Queens count, the workers
//! it will count on start at once, in parallel with the counter's chunk and the page's first
//! render, and the pool adopts them when the count begins ([`take`]). Without them the workers
//! would start only once the counter is on the page.

use super::protocol::Reply;
use super::MAX_WORKERS;
use crate::view::mode::Mode;
use crate::view::url::{Address, Page};
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, Worker};

/// The worker's script. A relative URL given to `new Worker` is resolved against the document's
/// base URL (`document.baseURI`), so the page works from any sub-folder.
pub const WORKER_SCRIPT: &str = "worker-loader.js";

/// A worker started early, and whether it has said it is ready.
struct Early {
    worker: Worker,
    ready: Rc<Cell<bool>>,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
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

/// Starts the workers of the count that `address` opens, if it opens one (the N-Queens page in
/// count mode). A worker that cannot be started is left to the pool, which reports it.
pub fn start_for(address: &Address) {
    if address.page != Page::Queens || address.queens.mode != Mode::Count {
        return;
    }
    let count = address
        .queens
        .workers
        .unwrap_or_else(default_workers)
        .clamp(1, MAX_WORKERS);
    let started: Vec<Early> = (0..count)
        .map_while(|_| {
            let worker = Worker::new(WORKER_SCRIPT).ok()?;
            let ready = Rc::new(Cell::new(false));
            let heard = Rc::clone(&ready);
            let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
                let text = event.data().as_string().unwrap_or_default();
                if Reply::decode(&text) == Ok(Reply::Ready) {
                    heard.set(true);
                }
            });
            worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
            Some(Early {
                worker,
                ready,
                _on_message: on_message,
            })
        })
        .collect();
    WAITING.with_borrow_mut(|waiting| waiting.extend(started));
}

/// A worker started early, with whether it is ready, for the caller to listen to from now on;
/// `None` when none is waiting.
pub fn take() -> Option<(Worker, bool)> {
    let early = WAITING.with_borrow_mut(Vec::pop)?;
    early.worker.set_onmessage(None);
    Some((early.worker, early.ready.get()))
}

/// Stops the workers started early that nobody adopted (the count asked for fewer).
pub fn discard() {
    for early in WAITING.take() {
        early.worker.set_onmessage(None);
        early.worker.terminate();
    }
}
