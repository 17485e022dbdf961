//! The toolbar's menu: the lessons, the language, the theme, Share, presenter mode and help. On a
//! wide screen they sit in the toolbar's row; on a phone (see `style/main.css`) they fold behind
//! one menu button, so the header keeps to one line and the board comes first.

use super::language::LanguagePicker;
use super::lesson::LessonsButton;
use super::presenter::PresenterButtons;
use super::share::ShareButton;
use super::theme::ThemePicker;
use crate::i18n::i18n::{td_string, use_i18n};
use leptos::html;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// The menu button (shown on phones only) and the menu's items. A tap outside the menu closes
/// it; so does Esc, which gives the focus back to the button.
#[component]
pub fn ToolbarMenu() -> impl IntoView {
    let i18n = use_i18n();
    let open = RwSignal::new(false);
    let button = NodeRef::<html::Button>::new();
    let outside = window_event_listener(leptos::ev::pointerdown, move |ev| {
        if !open.get_untracked() {
            return;
        }
        let inside = ev
            .target()
            .and_then(|target| target.dyn_into::<web_sys::Element>().ok())
            .and_then(|element| element.closest(".toolbar-menu, .menu-button").ok())
            .flatten()
            .is_some();
        if !inside {
            open.set(false);
        }
    });
    let escape = window_event_listener(leptos::ev::keydown, move |ev| {
        if open.get_untracked() && ev.key() == "Escape" {
            open.set(false);
            if let Some(button) = button.get_untracked() {
                // Focus can only fail on a detached button, which no one sees.
                let _ = button.focus();
            }
        }
    });
    on_cleanup(move || {
        outside.remove();
        escape.remove();
    });
    view! {
        <button
            type="button"
            class="quiet menu-button"
            node_ref=button
            aria-controls="toolbar-menu"
            aria-expanded=move || open.get().to_string()
            aria-label=move || td_string!(i18n.get_locale(), app.menu)
            on:click=move |_| open.update(|open| *open = !*open)
        >
            "☰"
        </button>
        <div id="toolbar-menu" class="toolbar-menu" class:open=open>
            <LessonsButton />
            <LanguagePicker />
            <ThemePicker />
            <ShareButton />
            <PresenterButtons />
        </div>
    }
}
