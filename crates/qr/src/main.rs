//! The QR worker's entry point, built by Trunk as a Web Worker (`qr.js`, `qr_bg.wasm`, started by
//! the page's `src/qr-loader.js` when the Share dialog opens, see `index.html`): it answers each
//! address with its QR code (see the crate's library), once it has said it listens.

#[cfg(target_arch = "wasm32")]
fn main() {
    use nqueens_qr::{draw, QrReply};
    use wasm_bindgen::prelude::*;
    use wasm_bindgen::JsCast;
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    let Ok(scope) = js_sys::global().dyn_into::<DedicatedWorkerGlobalScope>() else {
        return;
    };
    let reply = scope.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        // A message that is not text is nobody's address: it gets no code.
        let drawn = event
            .data()
            .as_string()
            .map_or(QrReply::TooLong, |address| draw(&address));
        // Posting a string cannot fail; if it somehow did, the dialog would keep its loading line.
        drop(reply.post_message(&JsValue::from_str(drawn.encode())));
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The listener lives as long as the worker.
    on_message.forget();
    drop(scope.post_message(&JsValue::from_str(QrReply::Ready.encode())));
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("The QR worker runs in the browser: `trunk build` builds it with the page.");
}
