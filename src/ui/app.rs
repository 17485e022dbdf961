//! The app shell: reads the address once, provides the state, lays out the page by mode.

use super::construct_panel::ConstructPanel;
use super::count_panel::CountPanel;
use super::list_mode::ListMode;
use super::listing_build::build_listings;
use super::n_form::NForm;
use super::player::PlayerMode;
use super::state::AppState;
use super::url_sync::{sync_address, view_from_address};
use crate::view::mode::Mode;
use leptos::prelude::*;

/// The whole page.
#[component]
pub fn App() -> impl IntoView {
    let (view, messages) = view_from_address();
    let state = AppState::new(view, messages);
    provide_context(state);
    sync_address(state);
    build_listings(state);

    let mode = Memo::new(move |_| state.view.with(|v| v.mode));
    let n = Memo::new(move |_| state.view.with(|v| v.n));
    let workers = Signal::derive(move || state.view.with(|v| v.workers));
    view! {
        <header>
            <h1>"N-Queens Lab"</h1>
        </header>
        <main>
            <section class="controls" aria-label="Problem">
                <NForm />
            </section>
            {move || match mode.get() {
                Mode::List => view! { <ListMode /> }.into_any(),
                Mode::Count => view! { <CountPanel n=n run=state.count_run workers=workers /> }
                    .into_any(),
                Mode::One => view! { <ConstructPanel /> }.into_any(),
                Mode::Play => view! { <PlayerMode /> }.into_any(),
            }}
        </main>
    }
}
