//! Puts text on the clipboard, for the buttons that copy (Share's address, a prediction's result).

use leptos::prelude::*;
use leptos::task::spawn_local;
use wasm_bindgen_futures::JsFuture;

/// Copies `text`; `copied` then says whether the browser took it.
pub fn copy_text(text: String, copied: RwSignal<Option<bool>>) {
    spawn_local(async move {
        let written = window().navigator().clipboard().write_text(&text);
        copied.set(Some(JsFuture::from(written).await.is_ok()));
    });
}
