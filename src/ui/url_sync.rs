//! The edge between the view state and the browser's address bar and history.

use super::state::{AppState, MAX_LIST_N};
use crate::queens::enumerate::count_plain;
use crate::view::url::{clamp_selection, parse_query, to_query, View};
use leptos::prelude::*;

/// The current query string, `?…` (empty if the browser will not say).
fn current_query() -> String {
    window().location().search().unwrap_or_default()
}

/// Reads the view from the address, with the messages for whatever in it was unusable.
pub fn view_from_address() -> (View, Vec<String>) {
    let (mut view, errors) = parse_query(&current_query(), MAX_LIST_N);
    let mut messages: Vec<String> = errors.iter().map(ToString::to_string).collect();
    let (selected, error) = clamp_selection(view.selected, count_plain(view.n));
    view.selected = selected;
    messages.extend(error.map(|e| e.to_string()));
    (view, messages)
}

/// Keeps the address in step with the view, and the view with Back/Forward.
///
/// A new N adds a history entry (so Back returns to the previous N); a new selection replaces the
/// current entry, so browsing a list does not flood the history.
pub fn sync_address(state: AppState) {
    Effect::new(move |_| {
        let view = state.view.get();
        let query = to_query(&view);
        let current = current_query();
        if current == query {
            return;
        }
        let (shown, _) = parse_query(&current, MAX_LIST_N);
        let history = window().history();
        let Ok(history) = history else { return };
        let result = if shown.n != view.n {
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
