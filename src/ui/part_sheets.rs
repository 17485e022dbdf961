//! Style sheets that load with a part (see [`crate::ui::chunks`]) instead of with the page: a
//! part's look that the first screen does not need stays out of the first load. Which part has
//! which sheets is [`crate::style_sheets`]. Each sheet is a
//! file of the build (copied by Trunk, cached offline with the rest), linked into `<head>` the
//! first time a part asks for it, which the page's `style-src 'self'` allows. The part waits for
//! its sheets, so it never shows unstyled.

use crate::style_sheets::Sheets;
use send_wrapper::SendWrapper;
use std::cell::RefCell;
use std::future::Future;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

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

/// Links the sheets `files` that are not linked yet, without waiting for them to load (for a look
/// that may arrive a moment after the change it styles: presenter mode's, with its full screen).
pub fn link_sheets(files: Sheets) {
    for file in files {
        linked(file);
    }
}

/// The promise of the sheet `file`, linking it first if it is not linked yet (the start script,
/// `src/start.js`, links the sheets of the view the address names as the page loads); `None` where
/// there is no document to link it into.
fn linked(file: &'static str) -> Option<js_sys::Promise> {
    LINKED.with_borrow_mut(|linked| {
        if let Some((_, promise)) = linked.iter().find(|(name, _)| *name == file) {
            return Some(promise.clone());
        }
        let document = web_sys::window()?.document()?;
        let selector = format!("link[rel=stylesheet][href=\"{file}\"]");
        let (link, new) = match document.query_selector(&selector).ok()? {
            Some(early) => (early.dyn_into::<web_sys::HtmlLinkElement>().ok()?, false),
            None => (document.create_element("link").ok()?.dyn_into().ok()?, true),
        };
        // Linked early, and loaded (or failed) already: the start script marks it so.
        let promise = if link.has_attribute("data-settled") {
            js_sys::Promise::resolve(&wasm_bindgen::JsValue::UNDEFINED)
        } else {
            js_sys::Promise::new(&mut |settle, _| {
                link.set_onload(Some(&settle));
                link.set_onerror(Some(&settle));
            })
        };
        if new {
            link.set_rel("stylesheet");
            link.set_href(file);
            document.head()?.append_child(&link).ok()?;
        }
        linked.push((file, promise.clone()));
        Some(promise)
    })
}
