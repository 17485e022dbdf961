//! The colour theme: chosen from the link, else the one picked before (kept in local storage),
//! else the system's (`prefers-color-scheme`, `prefers-contrast`); applied to the page as CSS
//! custom properties from the theme's palette, and `data-theme` on `<html>`.

use super::pages::AppState;
use super::stored_choices::THEME;
use crate::i18n::i18n::{t, td_string, use_i18n};
use crate::text::Locale;
use crate::ui::context::expect_context;
use crate::view::theme::{Theme, ThemeChoice};
use leptos::prelude::*;
use leptos_use::{use_preferred_contrast, use_preferred_dark, PreferredContrast};
use wasm_bindgen::JsCast;

/// The theme chosen before, if one was.
pub fn stored_theme() -> Option<ThemeChoice> {
    THEME.stored()?.parse().ok()
}

/// The theme shown now: the choice, resolved against the system's preferences.
pub fn use_theme(app: AppState) -> Signal<Theme> {
    let dark = use_preferred_dark();
    let contrast = use_preferred_contrast();
    Signal::derive(move || {
        let more = contrast.get() == PreferredContrast::More;
        app.theme.get().resolve(dark.get(), more)
    })
}

/// Keeps the page's colours those of the theme shown.
pub fn apply_theme(theme: Signal<Theme>) {
    Effect::new(move |_| {
        let theme = theme.get();
        let Some(root) = document()
            .document_element()
            .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
        else {
            return;
        };
        let style = root.style();
        for (name, colour) in theme.palette().colours {
            // Setting a property through the CSSOM is allowed by a strict style-src.
            let _ = style.set_property(&format!("--{name}"), &colour.css());
        }
        let _ = style.set_property(
            "color-scheme",
            if theme == Theme::Light {
                "light"
            } else {
                "dark"
            },
        );
        let _ = root.set_attribute("data-theme", theme.name());
    });
}

/// How a choice is named.
fn choice_label(choice: ThemeChoice, locale: Locale) -> &'static str {
    match choice {
        ThemeChoice::Auto => td_string!(locale, app.theme_auto),
        ThemeChoice::Fixed(Theme::Light) => td_string!(locale, app.theme_light),
        ThemeChoice::Fixed(Theme::Dark) => td_string!(locale, app.theme_dark),
        ThemeChoice::Fixed(Theme::Contrast) => td_string!(locale, app.theme_contrast),
    }
}

/// A menu of the themes; the choice is kept for the next visit.
#[component]
pub fn ThemePicker() -> impl IntoView {
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    let choose = move |ev: leptos::ev::Event| {
        if let Ok(choice) = event_target_value(&ev).parse::<ThemeChoice>() {
            THEME.store(choice.name());
            app.theme.set(choice);
        }
    };
    view! {
        <label class="theme-picker">
            <span class="toolbar-label">{t!(i18n, app.theme)}</span>
            <select on:change=choose>
                {ThemeChoice::ALL
                    .into_iter()
                    .map(|choice| {
                        view! {
                            <option value=choice.name() selected=move || app.theme.get() == choice>
                                {move || choice_label(choice, i18n.get_locale())}
                            </option>
                        }
                    })
                    .collect_view()}
            </select>
        </label>
    }
}
