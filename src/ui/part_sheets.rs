//! Style sheets that load with a part (see [`crate::ui::chunks`]) instead of with the page: a
//! part's look that the first screen does not need stays out of the first load. Each sheet is a
//! file of the build (copied by Trunk, cached offline with the rest), linked into `<head>` the
//! first time a part asks for it, which the page's `style-src 'self'` allows. The part waits for
//! its sheets, so it never shows unstyled.

use send_wrapper::SendWrapper;
use std::cell::RefCell;
use std::future::Future;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// The names of a part's style sheets in the build's folder, in the page's order of the cascade.
pub type Sheets = &'static [&'static str];

/// The player's controls and marks, and its teaching views.
pub const PLAYER: Sheets = &["player.css", "teach.css"];
/// The counter and its chart of the time to count.
pub const COUNTER: Sheets = &["count.css", "chart.css"];
/// The board the student places queens on.
pub const TRY: Sheets = &["try.css"];
/// The charts of work against N.
pub const CHART: Sheets = &["chart.css"];
/// The knight's tour page, which has a player, a walk, a count and a chart of its own.
pub const KNIGHTS: Sheets = &[
    "count.css",
    "player.css",
    "knights.css",
    "try.css",
    "chart.css",
    "teach.css",
];

thread_local! {
    /// The sheets linked so far, each with a promise settled when it has loaded or failed to.
    static LINKED: RefCell<Vec<(&'static str, js_sys::Promise)>> = const { RefCell::new(Vec::new()) };
}

/// Links the sheets `files` that are not linked yet, at once, and returns a future that ends when
/// all of them have loaded or failed to (a sheet that fails leaves its part plain, not hidden).
pub fn sheets_loaded(files: Sheets) -> impl Future<Output = ()> + Send {
    let pending: Vec<js_sys::Promise> = files.iter().filter_map(|file| linked(file)).collect();
    SendWrapper::new(async move {
        for promise in pending {
            // Settled by `load` and by `error` alike: nothing to tell apart.
            let _ = JsFuture::from(promise).await;
        }
    })
}

/// The promise of the sheet `file`, linking it first if it is not linked yet; `None` where there
/// is no document to link it into.
fn linked(file: &'static str) -> Option<js_sys::Promise> {
    LINKED.with_borrow_mut(|linked| {
        if let Some((_, promise)) = linked.iter().find(|(name, _)| *name == file) {
            return Some(promise.clone());
        }
        let document = web_sys::window()?.document()?;
        let link: web_sys::HtmlElement = document.create_element("link").ok()?.dyn_into().ok()?;
        let promise = js_sys::Promise::new(&mut |settle, _| {
            link.set_onload(Some(&settle));
            link.set_onerror(Some(&settle));
        });
        link.set_attribute("rel", "stylesheet").ok()?;
        link.set_attribute("href", file).ok()?;
        let head = document.query_selector("head").ok()??;
        head.append_child(&link).ok()?;
        linked.push((file, promise.clone()));
        Some(promise)
    })
}
