//! Builds the list of the current N off the critical path: a slice of work at a time, yielding to
//! the browser between slices, so the page never freezes (N = 16 takes seconds).

use super::state::{ListingState, QueensState};
use crate::queens::listing::ListingBuilder;
use crate::ui::state::AppState;
use crate::ui::time_sliced::use_time_sliced;
use crate::view::message::Message;
use crate::view::mode::Mode;
use crate::view::queens::clamp_selection;
use crate::view::url::AddressError;
use leptos::prelude::*;
use std::sync::Arc;

/// Search nodes per call into the builder (about a millisecond).
const NODES_PER_CALL: u64 = 100_000;

/// Publishes a finished build and clamps a selection (from a link) that lies past its end.
fn publish(app: AppState, page: QueensState, builder: ListingBuilder) {
    let Some(listing) = builder.finish() else {
        return;
    };
    let (selected, error) =
        clamp_selection(app.queens.with_untracked(|v| v.selected), listing.len());
    page.listing.set(ListingState::Ready(Arc::new(listing)));
    if let Some(error) = error {
        app.tell(Message::Link(AddressError::Queens(error)));
    }
    if selected != app.queens.with_untracked(|v| v.selected) {
        app.queens.update(|v| v.selected = selected);
    }
}

/// Keeps the page's listing in step with the view's N and fundamental switch, in list mode.
pub fn build_listings(app: AppState, page: QueensState) {
    let wanted = Memo::new(move |_| {
        app.queens
            .with(|v| (v.mode == Mode::List).then_some((v.n, v.fundamental)))
    });
    let sliced = use_time_sliced();
    Effect::new(move |_| {
        sliced.cancel();
        let Some((n, fundamental)) = wanted.get() else {
            page.listing.set(ListingState::Idle);
            return;
        };
        let Some(builder) = ListingBuilder::new(n, fundamental) else {
            page.listing.set(ListingState::Idle);
            return;
        };
        let mut builder = Some(builder);
        sliced.start(move |clock| loop {
            let Some(building) = builder.as_mut() else {
                return true;
            };
            let progress = building.advance(NODES_PER_CALL);
            if progress.is_complete() {
                if let Some(done) = builder.take() {
                    publish(app, page, done);
                }
                return true;
            }
            if clock.expired() {
                let fraction = progress.fraction();
                page.listing.set(ListingState::Building { n, fraction });
                return false;
            }
        });
    });
}
