//! The toolbar's menu: the language, the theme, Share, presenter mode and help. On a wide screen
//! they sit in the toolbar's row; on a phone (see `style/main.css`) they fold behind one menu
//! button, so the header keeps to one line and the board comes first.

use super::language::LanguagePicker;
use super::presenter::PresenterButtons;
use super::share::ShareButton;
use super::theme::ThemePicker;
use crate::i18n::i18n::{td_string, use_i18n};
use leptos::prelude::*;

/// The menu button (shown on phones only) and the menu's items.
#[component]
pub fn ToolbarMenu() -> impl IntoView {
    let i18n = use_i18n();
    let open = RwSignal::new(false);
    view! {
        <button
            type="button"
            class="quiet menu-button"
            aria-controls="toolbar-menu"
            aria-expanded=move || open.get().to_string()
            aria-label=move || td_string!(i18n.get_locale(), app.menu)
            on:click=move |_| open.update(|open| *open = !*open)
        >
            "☰"
        </button>
        <div id="toolbar-menu" class="toolbar-menu" class:open=open>
            <LanguagePicker />
            <ThemePicker />
            <ShareButton />
            <PresenterButtons />
        </div>
    }
}
