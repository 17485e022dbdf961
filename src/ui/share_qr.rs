//! The Share dialog's QR code of the view's address: asked of the QR worker (`crates/qr`) when the
//! dialog's contents appear, drawn as the SVG it answers, and the worker stopped when they go.

use crate::i18n::i18n::{t, td_string, use_i18n};
use crate::worker::pool::{deafen, listen, Heard};
use leptos::prelude::*;
use nqueens_qr::{QrReply, QR_SCRIPT};
use wasm_bindgen::JsValue;
use web_sys::Worker;

/// What the dialog knows of the code.
#[derive(Clone, PartialEq)]
enum Drawn {
    /// Asked for, not answered yet.
    Waiting,
    /// The code, as SVG.
    Svg(String),
    /// The address does not fit in a QR code.
    TooLong,
    /// The worker could not be started, failed, or answered nonsense.
    Failed,
}

/// The QR code of `address` (as the worker draws it), a message when it is too long for one.
/// The address is sent once the worker says it listens.
#[component]
pub fn AddressQrCode(address: String) -> impl IntoView {
    let i18n = use_i18n();
    let drawn = RwSignal::new(Drawn::Waiting);
    let worker = StoredValue::new_local(Worker::new(QR_SCRIPT).ok().map(|worker| {
        let asker = worker.clone();
        let listeners = listen(&worker, move |heard| {
            drawn.set(match heard {
                Heard::Message(text) => match QrReply::decode(&text) {
                    // It listens: ask for the code.
                    Some(QrReply::Ready) => {
                        match asker.post_message(&JsValue::from_str(&address)) {
                            Ok(()) => return,
                            Err(_) => Drawn::Failed,
                        }
                    }
                    Some(QrReply::Svg(svg)) => Drawn::Svg(svg),
                    Some(QrReply::TooLong) => Drawn::TooLong,
                    None => Drawn::Failed,
                },
                Heard::NotText | Heard::Error(_) => Drawn::Failed,
            });
        });
        (worker, listeners)
    }));
    if worker.with_value(Option::is_none) {
        drawn.set(Drawn::Failed);
    }
    on_cleanup(move || {
        worker.try_update_value(|started| {
            if let Some((worker, _listeners)) = started.take() {
                deafen(&worker);
                worker.terminate();
            }
        });
    });
    move || match drawn.get() {
        Drawn::Waiting => view! { <p class="loading">{t!(i18n, app.loading)}</p> }.into_any(),
        Drawn::Svg(svg) => view! {
            <div
                class="share-qr"
                role="img"
                aria-label=move || td_string!(i18n.get_locale(), share.qr)
                inner_html=svg
            ></div>
        }
        .into_any(),
        Drawn::TooLong => view! { <p class="message">{t!(i18n, share.qr_too_long)}</p> }.into_any(),
        Drawn::Failed => {
            view! { <p class="message" role="alert">{t!(i18n, app.unloaded)}</p> }.into_any()
        }
    }
}
