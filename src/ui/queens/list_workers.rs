//! Builds a large list (N above [`PAGE_LIST_MAX_N`]) in Web Workers, one per core: they count the
//! placements by prefix for the list's index (see [`crate::queens::index`]) while the page shows
//! the progress, a Cancel button and, if the build fails, why. A new N, the fundamental switch or
//! leaving list mode stops the build; so does leaving the page, and the list is built again on
//! return.

use super::listing_build::{publish, wanted_listing};
use super::state::{ListingState, QueensState};
use crate::i18n::i18n::{t, use_i18n};
use crate::queens::listing::ListingTotals;
use crate::text::message::count_failure;
use crate::ui::state::AppState;
use crate::view::queens::QueensViewStoreFields;
use crate::worker::pool::default_workers;
use crate::worker::pool::{Pool, PoolEvent};
use crate::worker::schedule::Schedule;
use crate::worker::{MAX_WORKERS, PAGE_LIST_MAX_N};
use leptos::prelude::*;

/// Builds the wanted list in the workers whenever it is large and not yet built; shows Cancel
/// while it builds. Its workers stop when it unmounts.
#[component]
pub fn ListWorkers() -> impl IntoView {
    let app = expect_context::<AppState>();
    let page = expect_context::<QueensState>();
    let wanted = wanted_listing(app);
    let pool = StoredValue::new_local(Pool::<ListingTotals>::new(move |event| match event {
        PoolEvent::Progress { fraction } => page.listing.update(|listing| {
            if let ListingState::Building {
                fraction: shown, ..
            } = listing
            {
                *shown = fraction;
            }
        }),
        PoolEvent::WorkerLost { .. } => {}
        PoolEvent::Finished { count } => {
            if let Some(listing) = count.finish() {
                publish(app, page, listing);
            }
        }
        PoolEvent::Failed(reason) => page.listing.set(ListingState::Failed(reason)),
    }));

    Effect::new(move |_| {
        page.solve_run.track();
        let wanted = wanted.get();
        let workers = app.queens.workers().get();
        untrack(|| {
            pool.with_value(Pool::cancel);
            let Some((n, fundamental)) = wanted.filter(|&(n, _)| n > PAGE_LIST_MAX_N) else {
                return;
            };
            if page.listing.with(|l| l.is_ready_for(n, fundamental)) {
                return;
            }
            page.listing
                .set(ListingState::Building { n, fraction: 0.0 });
            let count = workers
                .unwrap_or_else(default_workers)
                .clamp(1, MAX_WORKERS);
            match Schedule::list(n, fundamental) {
                Ok(schedule) => pool.with_value(|p| p.start(schedule, count)),
                Err(reason) => page.listing.set(ListingState::Failed(reason)),
            }
        });
    });
    on_cleanup(move || {
        pool.try_with_value(Pool::cancel);
    });

    let building = move || {
        page.listing
            .with(|l| matches!(l, ListingState::Building { .. }))
    };
    let cancel = move |_| {
        pool.with_value(Pool::cancel);
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
