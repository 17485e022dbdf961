//! A worker's script and its listeners: what the pool (and the workers started early) hear from
//! a worker, and how many workers a run gets by default.

use crate::limits::MAX_WORKERS;
pub use crate::worker::dispatch::Heard;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{ErrorEvent, Event, MessageEvent, Worker};

/// The worker's script. A relative URL given to `new Worker` is resolved against the document's
/// base URL (`document.baseURI`), so the page works from any sub-folder.
pub const WORKER_SCRIPT: &str = "worker-loader.js";

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
