//! Builds a large list (N above [`PAGE_LIST_MAX_N`]) in Web Workers, one per core: they count the
//! placements by prefix for the list's index (see [`crate::queens::index`]) while the page shows
//! the progress, a Cancel button and, if the build fails, why. A new N, the fundamental switch or
//! leaving list mode stops the build; so does leaving the page, and the list is built again on
//! return.

use super::listing_build::{publish, wanted_listing};
use super::state::{ListingState, QueensState};
use crate::i18n::i18n::{t, use_i18n};
use crate::limits::PAGE_LIST_MAX_N;
use crate::queens::listing::ListingTotals;
use crate::text::message::count_failure;
use crate::ui::context::expect_context;
use crate::ui::count_run::{use_count_run, RunState};
use crate::ui::pages::AppState;
use crate::worker::schedule::Schedule;
use leptos::prelude::*;

/// Builds the wanted list in the workers whenever it is large and not yet built; shows Cancel
/// while it builds. Its workers stop when it unmounts.
#[component]
pub fn ListWorkers() -> impl IntoView {
    let app = expect_context::<AppState>();
    let page = expect_context::<QueensState>();
    let wanted = wanted_listing(app);
    let build = use_count_run::<ListingTotals>();

    Effect::new(move |_| {
        page.solve_run.track();
        let wanted = wanted.get();
        let workers = app.queens.workers.get();
        untrack(|| {
            build.clear();
            let Some((n, fundamental)) = wanted.filter(|&(n, _)| n > PAGE_LIST_MAX_N) else {
                return;
            };
            if page.listing.with(|l| l.is_ready_for(n, fundamental)) {
                return;
            }
            page.listing
                .set(ListingState::Building { n, fraction: 0.0 });
            build.start(Schedule::list(n, fundamental), workers);
        });
    });
    // The workers' news, into the page's listing (an edge: the workers).
    Effect::new(move |_| {
        let fraction = build.fraction();
        match build.state() {
            RunState::Running => page.listing.update(|listing| {
                if let ListingState::Building {
                    fraction: shown, ..
                } = listing
                {
                    *shown = fraction;
                }
            }),
            RunState::Finished(totals) => {
                if let Some(listing) = totals.finish() {
                    publish(app, page, listing);
                }
            }
            RunState::Failed(reason) => page.listing.set(ListingState::Failed(reason)),
            RunState::Idle | RunState::Cancelled => {}
        }
    });

    let building = move || {
        page.listing
            .with(|l| matches!(l, ListingState::Building { .. }))
    };
    let cancel = move |_| {
        build.cancel();
        page.listing.update(|listing| {
            if let ListingState::Building { fraction, .. } = *listing {
                *listing = ListingState::Cancelled { fraction };
            }
        });
    };
    let i18n = use_i18n();
    let failure = move || {
        page.listing.with(|listing| match listing {
            ListingState::Failed(reason) => Some(view! {
                <p class="message" role="alert">
                    {count_failure(reason, i18n.get_locale())}
                </p>
            }),
            _ => None,
        })
    };
    view! {
        <Show when=building>
            <button type="button" class="cancel" on:click=cancel>
                {t!(i18n, count.cancel)}
            </button>
        </Show>
        {failure}
    }
}
