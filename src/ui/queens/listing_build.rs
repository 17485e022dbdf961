//! Builds the list of the current N off the critical path. A small list is built on the page, a
//! job at a time, yielding to the browser between slices; a larger one in Web Workers, by
//! [`super::list_workers::ListWorkers`], which the list shows while it needs it.

use super::state::{ListingState, QueensState};
use crate::limits::PAGE_LIST_MAX_N;
use crate::queens::listing::{Listing, ListingBuilder};
use crate::ui::pages::AppState;
use crate::ui::time_sliced::use_time_sliced;
use crate::view::message::Message;
use crate::view::mode::Mode;
use crate::view::queens::clamp_selection;
use leptos::prelude::*;
use std::sync::Arc;

/// The list the view asks for, `(n, fundamental)`, in list mode.
pub fn wanted_listing(app: AppState) -> Memo<Option<(usize, bool)>> {
    Memo::new(move |_| {
        let q = app.queens;
        (q.mode.get() == Mode::List).then(|| (q.n.get(), q.fundamental.get()))
    })
}

/// Publishes a finished build and clamps a selection (from a link) that lies past its end.
pub fn publish(app: AppState, page: QueensState, listing: Listing) {
    let (selected, error) = clamp_selection(app.queens.selected.get_untracked(), listing.len());
    page.listing.set(ListingState::Ready(Arc::new(listing)));
    if let Some(error) = error {
        app.tell(Message::Link(error.into()));
    }
    if selected != app.queens.selected.get_untracked() {
        app.queens.view.update(|v| v.selected = selected);
    }
}

/// Keeps the page's listing in step with the view's N and fundamental switch, in list mode:
/// builds a small list itself, and marks a larger one as building for the workers.
pub fn build_listings(app: AppState, page: QueensState) {
    let wanted = wanted_listing(app);
    let sliced = use_time_sliced();
    Effect::new(move |_| {
        page.solve_run.track();
        sliced.cancel();
        let Some((n, fundamental)) = wanted.get() else {
            page.listing.set(ListingState::Idle);
            return;
        };
        if page
            .listing
            .with_untracked(|l| l.is_ready_for(n, fundamental))
        {
            return;
        }
        if n > PAGE_LIST_MAX_N {
            page.listing
                .set(ListingState::Building { n, fraction: 0.0 });
            return;
        }
        let Some(builder) = ListingBuilder::new(n, fundamental) else {
            page.listing.set(ListingState::Idle);
            return;
        };
        let mut builder = Some(builder);
        sliced.start(move |clock| loop {
            let Some(building) = builder.as_mut() else {
                return true;
            };
            let progress = building.advance();
            if progress.is_complete() {
                if let Some(listing) = builder.take().and_then(ListingBuilder::finish) {
                    publish(app, page, listing);
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
