//! The header's links between the pages: real links (they open in a new tab, or copy, as links
//! do), which on a plain click switch the page in place.

use super::state::AppState;
use crate::i18n::i18n::{td_string, use_i18n};
use crate::text::Locale;
use crate::view::url::{to_query, Address, Page};
use leptos::prelude::*;

/// A page's name in the header.
fn page_name(page: Page, locale: Locale) -> &'static str {
    match page {
        Page::Queens => td_string!(locale, app.page_queens),
        Page::Knights => td_string!(locale, app.page_knights),
    }
}

/// The navigation between the pages; the page shown is marked `aria-current`.
#[component]
pub fn PageTabs() -> impl IntoView {
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    let link = move |page: Page| {
        let href = move || {
            let address = Address {
                page,
                ..app.address(i18n.get_locale())
            };
            to_query(&address)
        };
        let open = move |ev: leptos::ev::MouseEvent| {
            let plain = ev.button() == 0 && !(ev.ctrl_key() || ev.meta_key() || ev.shift_key());
            if plain {
                ev.prevent_default();
                app.messages.set(Vec::new());
                app.page.set(page);
            }
        };
        view! {
            <a
                href=href
                on:click=open
                aria-current=move || (app.page.get() == page).then_some("page")
            >
                {move || page_name(page, i18n.get_locale())}
            </a>
        }
    };
    view! {
        <nav class="page-tabs" aria-label=move || td_string!(i18n.get_locale(), app.pages)>
            {Page::ALL.into_iter().map(link).collect_view()}
        </nav>
    }
}
