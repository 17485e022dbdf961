//! The app shell: reads the address once, provides the state, sets the language, and shows the
//! page the address names under a compact toolbar (and a lesson's bar under it, in a lesson; in a
//! lesson's speaker window, its speaker view alone).

use super::dialogs::PageDialogs;
use super::embed::{apply_embed, EmbedLink};
use super::language::choose_language;
use super::lesson::{is_speaker_window, LessonPlace};
use super::menu::ToolbarMenu;
use super::modal::provide_dialogs;
use super::pages::{AppState, PageTabs, ShownPage};
use super::presenter::install_presenter;
use super::root_class::set_root_class;
use super::theme::{apply_theme, stored_theme, use_theme};
use super::url_sync::{address_from_location, sync_address};
use crate::i18n::i18n::{t, use_i18n, I18nContextProvider};
use leptos::prelude::*;

/// The whole app, in the reader's language.
#[component]
pub fn App() -> impl IntoView {
    view! {
        <I18nContextProvider>
            <Shell />
        </I18nContextProvider>
    }
}

/// The toolbar and the page.
#[component]
fn Shell() -> impl IntoView {
    let (address, messages) = address_from_location();
    choose_language(address.lang);
    let theme = address.theme.or_else(stored_theme).unwrap_or_default();
    let app = AppState::new(address, theme, messages);
    provide_context(app);
    sync_address(app);
    apply_theme(use_theme(app));
    apply_embed(app);
    provide_dialogs();
    install_presenter();
    let i18n = use_i18n();
    // A lesson's speaker window shows the speaker view alone (in the lesson's place, see
    // `ui::lesson`), not the page.
    let speaker = is_speaker_window();
    set_root_class("speaker-window", speaker);

    view! {
        <header class="toolbar">
            <h1>{t!(i18n, app.title)}</h1>
            <EmbedLink />
            <PageTabs />
            <span class="spacer"></span>
            <ToolbarMenu />
        </header>
        <PageDialogs />
        <main>{(!speaker).then(|| view! { <ShownPage /> })}</main>
        <LessonPlace />
    }
}
