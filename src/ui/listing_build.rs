//! Builds the list of the current N off the critical path: a slice of work per task, yielding to
//! the browser between slices, so the page never freezes (N = 16 takes seconds).

use super::state::{AppState, ListingState};
use crate::queens::listing::ListingBuilder;
use crate::view::mode::Mode;
use crate::view::url::clamp_selection;
use gloo_timers::future::TimeoutFuture;
use leptos::prelude::*;
use leptos::task::spawn_local;
use std::sync::Arc;

/// How long one slice of the build may hold the UI thread, in milliseconds.
const SLICE_MS: f64 = 8.0;

/// Search nodes per call into the builder (about a millisecond).
const NODES_PER_CALL: u64 = 100_000;

/// Advances `builder` for about [`SLICE_MS`]. Publishes the list if that finished it, or reports
/// the progress and hands the builder back for the next slice.
fn run_slice(state: AppState, n: usize, mut builder: ListingBuilder) -> Option<ListingBuilder> {
    let started = js_sys::Date::now();
    loop {
        let progress = builder.advance(NODES_PER_CALL);
        if progress.is_complete() {
            publish(state, builder);
            return None;
        }
        if js_sys::Date::now() - started >= SLICE_MS {
            let fraction = progress.fraction();
            state.listing.set(ListingState::Building { n, fraction });
            return Some(builder);
        }
    }
}

/// Publishes a finished build and clamps a selection (from a link) that lies past its end.
fn publish(state: AppState, builder: ListingBuilder) {
    let Some(listing) = builder.finish() else {
        return;
    };
    let (selected, error) =
        clamp_selection(state.view.with_untracked(|v| v.selected), listing.len());
    state.listing.set(ListingState::Ready(Arc::new(listing)));
    if let Some(error) = error {
        state.messages.update(|m| m.push(error.to_string()));
    }
    if selected != state.view.with_untracked(|v| v.selected) {
        state.view.update(|v| v.selected = selected);
    }
}

/// Keeps `state.listing` in step with the view's N and fundamental switch, in list mode.
pub fn build_listings(state: AppState) {
    let wanted = Memo::new(move |_| {
        state
            .view
            .with(|v| (v.mode == Mode::List).then_some((v.n, v.fundamental)))
    });
    // Each build gets a number; a build that is no longer the latest stops at its next slice.
    let generation = StoredValue::new(0u64);
    Effect::new(move |_| {
        generation.update_value(|g| *g += 1);
        let mine = generation.get_value();
        let Some((n, fundamental)) = wanted.get() else {
            state.listing.set(ListingState::Idle);
            return;
        };
        let Some(builder) = ListingBuilder::new(n, fundamental) else {
            state.listing.set(ListingState::Idle);
            return;
        };
        // The first slice runs at once, so a small list appears without waiting for a frame.
        let Some(mut builder) = run_slice(state, n, builder) else {
            return;
        };
        spawn_local(async move {
            loop {
                TimeoutFuture::new(0).await;
                if generation.get_value() != mine {
                    return;
                }
                match run_slice(state, n, builder) {
                    Some(rest) => builder = rest,
                    None => return,
                }
            }
        });
    });
}
