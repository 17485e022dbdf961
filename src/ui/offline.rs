//! Working offline: registers the service worker that caches the app's files (see
//! `src/service-worker.js`). Only in release builds: during development (`trunk serve`) every
//! build must be fetched afresh.
//!
//! Its first fill fetches every file of the build again and starts a process for the service
//! worker: on two cores that took about half a second from a count opened by a link. So it waits
//! for the page to have loaded, for the app's first screen to be painted, and for the workers to
//! be idle ([`when_idle`]). The page's `load` event alone is not enough: it comes before the app
//! mounts (the start script imports the app after it), and the fill then ran beside the mount.

use crate::worker::activity::when_idle;
use leptos::prelude::*;
use std::time::Duration;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// The service worker's script, beside the page: a relative URL, so any sub-folder works.
const SCRIPT: &str = "./service-worker.js";

/// Registers the service worker once the page has loaded, the app's first screen is painted and
/// no worker counts, if this is a release build and the browser has them. Called after the app
/// is mounted.
pub fn register_service_worker() {
    if cfg!(debug_assertions) {
        return;
    }
    let window = window();
    if window
        .document()
        .is_some_and(|d| d.ready_state() == "complete")
    {
        after_next_paint();
    } else {
        let on_load = Closure::once_into_js(after_next_paint);
        // Without the listener (never seen) the page stays online-only.
        let _ = window.add_event_listener_with_callback("load", on_load.unchecked_ref());
    }
}

/// Registers the service worker once the frame being made is painted and the workers are idle.
fn after_next_paint() {
    request_animation_frame(|| set_timeout(|| when_idle(register), Duration::ZERO));
}

/// Registers the service worker now.
fn register() {
    let navigator = window().navigator();
    // Browsers without service workers (or with them switched off) simply stay online-only.
    if js_sys::Reflect::has(&navigator, &"serviceWorker".into()).unwrap_or(false) {
        let _ = navigator.service_worker().register(SCRIPT);
    }
}
