//! The app shell: reads the address once, provides the state, lays out the page.

use super::board::Board;
use super::n_form::NForm;
use super::placement_list::PlacementList;
use super::state::AppState;
use super::url_sync::{sync_address, view_from_address};
use leptos::prelude::*;

/// Why a board of `n` has no placement, in one line; `None` when it has some.
pub fn no_placement_reason(n: usize) -> Option<&'static str> {
    match n {
        2 => Some("On a 2×2 board every square attacks every other, so a second queen never fits."),
        3 => Some("On a 3×3 board any queen not in the middle attacks all but one square, and the middle one attacks everything: three queens never fit."),
        _ => None,
    }
}

/// The whole page.
#[component]
pub fn App() -> impl IntoView {
    let (view, messages) = view_from_address();
    let state = AppState::new(view, messages);
    provide_context(state);
    sync_address(state);

    let n = Signal::derive(move || state.view.with(|v| v.n));
    let placement = Signal::derive(move || state.selected_placement());
    let count = move || state.listing.with(|l| l.len());
    view! {
        <header>
            <h1>"N-Queens Lab"</h1>
        </header>
        <main>
            <section class="controls" aria-label="Problem">
                <NForm />
                <p class="count" role="status">
                    {move || format!("Number of placements = {}", count())}
                </p>
                <p class="explanation">{move || no_placement_reason(n.get())}</p>
            </section>
            <div class="workspace">
                <section class="listing" aria-label="All placements">
                    <PlacementList />
                </section>
                <section class="board-panel" aria-label="Board">
                    <Board n=n placement=placement />
                </section>
            </div>
        </main>
    }
}
