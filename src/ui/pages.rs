//! The pages, declared once for the UI: each page's state in the app's state ([`AppState`]), its
//! name in the header ([`PageTabs`]), its part ([`ShownPage`]) and its help ([`help`]).
//!
//! A new page is its own code (its solver in `crates/solvers/src/<puzzle>/`, `view/<page>.rs`
//! with its view, parameters and help rows, `text/<page>.rs` with its words, `ui/<page>/` with
//! its fields, parts and components, `style/<page>.css`, its browser tests in
//! `tests/e2e/specs/<page>.spec.js`) and three registrations: [`crate::view::url`] (its name,
//! view and errors in the address), this file, and `text/message.rs` (the words of its address's
//! errors). Besides: its strings in each `locales/*.json`, its modules in their folders' `mod.rs`,
//! its style sheet's line in `index.html`; a count in the workers is `worker/puzzles/<page>.rs`
//! and one line of [`crate::worker::puzzles::COUNTS`] (and `worker/early.rs`, if a link should
//! start its workers while the page loads).

use super::chunks::deferred;
use super::knights::{knights_page, KnightsFields};
use super::queens::{QueensFields, QueensPage};
use crate::i18n::i18n::{td_string, use_i18n};
use crate::style_sheets;
use crate::text::Locale;
use crate::view::message::{Message, MessageKind};
use crate::view::shortcuts::HelpRow;
use crate::view::theme::ThemeChoice;
use crate::view::url::{to_query, Address, Page};
use crate::view::{knights, queens};
use leptos::prelude::*;

/// The state every page reads; provided once by the app shell. The address mirrors the page
/// shown and its view.
#[derive(Clone, Copy)]
pub struct AppState {
    /// The page shown.
    pub page: RwSignal<Page>,
    /// The N-Queens page's view: the mode, N, the selected placement…
    pub queens: QueensFields,
    /// The knight's tour page's view: the board, the start, the method, the player's step…
    pub knights: KnightsFields,
    /// The colour theme chosen.
    pub theme: RwSignal<ThemeChoice>,
    /// Whether the page is shown inside another one (`embed=1`).
    pub embed: RwSignal<bool>,
    /// Messages about bad input or a bad link, shown next to the page's form.
    pub messages: RwSignal<Vec<Message>>,
}

impl AppState {
    /// Creates the state for a first address.
    pub fn new(address: Address, theme: ThemeChoice, messages: Vec<Message>) -> Self {
        Self {
            page: RwSignal::new(address.page),
            queens: QueensFields::new(address.queens),
            knights: KnightsFields::new(address.knights),
            theme: RwSignal::new(theme),
            embed: RwSignal::new(address.embed),
            messages: RwSignal::new(messages),
        }
    }

    /// The address of what is shown, in `lang`.
    pub fn address(&self, lang: Locale) -> Address {
        Address {
            page: self.page.get(),
            lang: Some(lang),
            theme: Some(self.theme.get()),
            embed: self.embed.get(),
            queens: self.queens.view.get(),
            knights: self.knights.view.get(),
        }
    }

    /// Shows `address` (a link followed, Back or Forward) with the messages about it.
    pub fn show(&self, address: Address, messages: Vec<Message>) {
        self.messages.set(messages);
        // The page shown is rebuilt only when it changes (Back within a page keeps its parts).
        if self.page.get_untracked() != address.page {
            self.page.set(address.page);
        }
        self.embed.set(address.embed);
        self.queens.view.set(address.queens);
        self.knights.view.set(address.knights);
        if let Some(theme) = address.theme {
            self.theme.set(theme);
        }
    }

    /// Adds a message.
    pub fn tell(&self, message: Message) {
        self.messages.update(|m| m.push(message));
    }

    /// Drops the messages of one kind (an Input message, say, once the input is good).
    pub fn clear(&self, kind: MessageKind) {
        self.messages
            .update(|m| m.retain(|message| message.kind() != kind));
    }
}

/// A page's name in the header.
fn page_name(page: Page, locale: Locale) -> &'static str {
    match page {
        Page::Queens => td_string!(locale, app.page_queens),
        Page::Knights => td_string!(locale, app.page_knights),
    }
}

/// The page shown: the N-Queens page at once (the first load carries it), the others as their
/// parts load.
#[component]
pub fn ShownPage() -> impl IntoView {
    let app = expect_context::<AppState>();
    move || match app.page.get() {
        Page::Queens => view! { <QueensPage /> }.into_any(),
        Page::Knights => deferred(Box::pin(knights_page()), style_sheets::KNIGHTS).into_any(),
    }
}

/// The help overlay's lines for the page and view shown.
pub fn help(app: AppState) -> Vec<HelpRow> {
    match app.page.get() {
        Page::Queens => queens::help(app.queens.mode.get()),
        Page::Knights => app.knights.view.with(knights::help),
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
