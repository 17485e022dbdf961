//! The edge between the view state and the browser's address bar and history.

use super::state::AppState;
use crate::view::url::{parse_query, to_query, View};
use leptos::prelude::*;

/// The current query string, `?…` (empty if the browser will not say).
fn current_query() -> String {
    window().location().search().unwrap_or_default()
}

/// Reads the view from the address, with the messages for whatever in it was unusable.
pub fn view_from_address() -> (View, Vec<String>) {
    let (view, errors) = parse_query(&current_query());
    (view, errors.iter().map(ToString::to_string).collect())
}

/// Keeps the address in step with the view, and the view with Back/Forward.
///
/// A new N or mode adds a history entry (so Back returns to it); any other change replaces the
/// current entry, so browsing a list does not flood the history.
pub fn sync_address(state: AppState) {
    Effect::new(move |_| {
        let view = state.view.get();
        let query = to_query(&view);
        let current = current_query();
        if current == query {
            return;
        }
        let (shown, _) = parse_query(&current);
        let Ok(history) = window().history() else {
            return;
        };
        let result = if (shown.n, shown.mode) != (view.n, view.mode) {
            history.push_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&query))
        } else {
            history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&query))
        };
        if result.is_err() {
            leptos::logging::warn!("could not update the address to {query}");
        }
    });
    let handle = window_event_listener(leptos::ev::popstate, move |_| {
        let (view, messages) = view_from_address();
        state.messages.set(messages);
        state.view.set(view);
    });
    on_cleanup(move || handle.remove());
}
