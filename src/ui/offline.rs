//! Working offline: registers the service worker that caches the app's files (see
//! `src/service-worker.js`). Only in release builds: during development (`trunk serve`) every
//! build must be fetched afresh.

use leptos::prelude::*;

/// The service worker's script, beside the page: a relative URL, so any sub-folder works.
const SCRIPT: &str = "./service-worker.js";

/// Registers the service worker, if this is a release build and the browser has them.
pub fn register_service_worker() {
    if cfg!(debug_assertions) {
        return;
    }
    let navigator = window().navigator();
    // Browsers without service workers (or with them switched off) simply stay online-only.
    if js_sys::Reflect::has(&navigator, &"serviceWorker".into()).unwrap_or(false) {
        let _ = navigator.service_worker().register(SCRIPT);
    }
}
