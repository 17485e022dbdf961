//! Saving something as a file the visitor downloads: a Blob, an object URL and a link clicked once.

use leptos::prelude::*;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Blob, BlobPropertyBag, HtmlAnchorElement, Url};

/// Offers `blob` as a download named `file_name`.
pub fn download_blob(file_name: &str, blob: &Blob) -> Result<(), JsValue> {
    let url = Url::create_object_url_with_blob(blob)?;
    let link: HtmlAnchorElement = document().create_element("a")?.unchecked_into();
    link.set_href(&url);
    link.set_download(file_name);
    link.click();
    Url::revoke_object_url(&url)
}

/// A Blob of `text` with the media type `mime`.
pub fn text_blob(text: &str, mime: &str) -> Result<Blob, JsValue> {
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let options = BlobPropertyBag::new();
    options.set_type(mime);
    Blob::new_with_str_sequence_and_options(&parts, &options)
}

/// Offers `text` as a download named `file_name`, of media type `mime`.
pub fn download_text(file_name: &str, text: &str, mime: &str) -> Result<(), JsValue> {
    download_blob(file_name, &text_blob(text, mime)?)
}
