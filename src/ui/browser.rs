//! The browser's calls the parts make rarely (fetching a lesson file, reading a file
//! chosen or dropped, the address the page was opened with), made through `Reflect`: every typed
//! binding of web-sys adds an import to the one JS glue and main wasm that every first load
//! fetches, these calls none.

use js_sys::{Function, Promise, Reflect};
use leptos::prelude::*;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

/// The property `name` of `target`, if it has one.
pub fn property(target: &JsValue, name: &str) -> Option<JsValue> {
    Reflect::get(target, &name.into())
        .ok()
        .filter(|value| !value.is_undefined() && !value.is_null())
}

/// Calls the method `name` of `target` with `argument`.
fn call(target: &JsValue, name: &str, argument: &JsValue) -> Option<JsValue> {
    let method = property(target, name).filter(JsValue::is_function)?;
    method
        .unchecked_into::<Function>()
        .call1(target, argument)
        .ok()
}

/// Awaits the promise the method `name` of `target` returns.
async fn awaited(target: &JsValue, name: &str, argument: &JsValue) -> Option<JsValue> {
    let promise = call(target, name, argument)?.unchecked_into::<Promise>();
    JsFuture::from(promise).await.ok()
}

/// The text at `path` (relative to the page), if the site serves it.
pub async fn fetched_text(path: &str) -> Option<String> {
    let response = awaited(&window().into(), "fetch", &path.into()).await?;
    property(&response, "ok").filter(|ok| !ok.is_falsy())?;
    awaited(&response, "text", &JsValue::UNDEFINED)
        .await?
        .as_string()
}

/// The first file of `holder`'s files (a file input's, or a drop's `dataTransfer`'s), if any.
pub fn first_file(holder: &JsValue) -> Option<JsValue> {
    property(&property(holder, "files")?, "0")
}

/// The file chosen in a file input, from its `change` event, if one was; the input is emptied,
/// so that the same file chosen again is read again.
pub fn chosen_file(event: &web_sys::Event) -> Option<JsValue> {
    let input = JsValue::from(event.target()?);
    let file = first_file(&input);
    let _ = Reflect::set(&input, &"value".into(), &"".into());
    file
}

/// The text of `file` (a `File`).
pub async fn file_text(file: &JsValue) -> Option<String> {
    awaited(file, "text", &JsValue::UNDEFINED)
        .await?
        .as_string()
}

/// The query string of the address the page was opened with (the address bar shows the view
/// by the time a part asks): the browser's record of the page's navigation.
pub fn opened_query() -> String {
    let performance = window().performance().map(JsValue::from);
    let entries = performance.and_then(|p| call(&p, "getEntriesByType", &"navigation".into()));
    let name = entries
        .and_then(|entries| property(&entries, "0"))
        .and_then(|entry| property(&entry, "name"))
        .and_then(|name| name.as_string())
        .unwrap_or_default();
    let address = name.split('#').next().unwrap_or_default();
    address
        .split_once('?')
        .map(|(_, query)| format!("?{query}"))
        .unwrap_or_default()
}
