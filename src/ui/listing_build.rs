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

/// Advances `builder` for about [`SLICE_MS`]; returns the fraction done.
fn run_slice(builder: &mut ListingBuilder) -> f64 {
    let started = js_sys::Date::now();
    loop {
        let progress = builder.advance(NODES_PER_CALL);
        if progress.is_complete() || js_sys::Date::now() - started >= SLICE_MS {
            return progress.fraction();
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
        let Some(mut builder) = ListingBuilder::new(n, fundamental) else {
            state.listing.set(ListingState::Idle);
            return;
        };
        let fraction = run_slice(&mut builder);
        if fraction >= 1.0 {
            publish(state, builder);
            return;
        }
        state.listing.set(ListingState::Building { n, fraction });
        spawn_local(async move {
            loop {
                TimeoutFuture::new(0).await;
                if generation.get_value() != mine {
                    return;
                }
                let fraction = run_slice(&mut builder);
                if fraction >= 1.0 {
                    publish(state, builder);
                    return;
                }
                state.listing.set(ListingState::Building { n, fraction });
            }
        });
    });
}
