//! The edge between the view state and the browser's address bar and history.

use super::pages::AppState;
use crate::i18n::i18n::use_i18n;
use crate::text::Address;
use crate::view::message::Message;
use crate::view::url::{parse_query, to_query};
use leptos::prelude::*;

/// The current query string, `?…` (empty if the browser will not say).
fn current_query() -> String {
    window().location().search().unwrap_or_default()
}

/// Reads the view from the address, with the messages for whatever in it was unusable.
pub fn address_from_location() -> (Address, Vec<Message>) {
    let (address, errors) = parse_query(&current_query());
    (address, errors.into_iter().map(Message::Link).collect())
}

/// Keeps the address in step with the view, and the view with Back/Forward.
pub fn sync_address(state: AppState) {
    let i18n = use_i18n();
    Effect::new(move |_| {
        let address = state.address(i18n.get_locale());
        let query = to_query(&address);
        let current = current_query();
        if current == query {
            return;
        }
        let (shown, _) = parse_query(&current);
        let Ok(history) = window().history() else {
            return;
        };
        let result = if shown.is_new_entry(&address) {
            history.push_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&query))
        } else {
            history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&query))
        };
        if result.is_err() {
            leptos::logging::warn!("could not update the address to {query}");
        }
    });
    let handle = window_event_listener(leptos::ev::popstate, move |_| {
        let (address, messages) = address_from_location();
        if let Some(lang) = address.lang {
            i18n.set_locale(lang);
        }
        state.show(address, messages);
    });
    on_cleanup(move || handle.remove());
}
