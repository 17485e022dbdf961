//! The app shell: reads the address once, provides the state, shows the page the address names.

use super::queens::{build_listings, QueensPage, QueensState};
use super::state::AppState;
use super::url_sync::{address_from_location, sync_address};
use crate::view::url::Page;
use leptos::prelude::*;

/// The whole app.
#[component]
pub fn App() -> impl IntoView {
    let (address, messages) = address_from_location();
    let app = AppState::new(address, messages);
    provide_context(app);
    let queens = QueensState::new(app);
    provide_context(queens);
    sync_address(app);
    build_listings(app, queens);

    view! {
        <header>
            <h1>"N-Queens Lab"</h1>
        </header>
        <main>
            {move || match app.page.get() {
                Page::Queens => view! { <QueensPage /> },
            }}
        </main>
    }
}
