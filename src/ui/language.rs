//! The page's language: chosen from the link, else the one picked before (kept in the browser's
//! local storage), else the browser's preferred languages, else English; and the picker.

use super::stored_choices::LANGUAGE;
use crate::i18n::i18n::{t, use_i18n};
use crate::text::{language, Locale};
use leptos::prelude::*;

/// The browser's preferred languages, most preferred first.
fn browser_languages() -> Vec<String> {
    window()
        .navigator()
        .languages()
        .iter()
        .filter_map(|l| l.as_string())
        .collect()
}

/// Sets the page's language at start-up: the link's, else the one picked before, else the
/// browser's, else English.
pub fn choose_language(from_link: Option<Locale>) {
    let i18n = use_i18n();
    let chosen = from_link
        .or_else(|| {
            LANGUAGE
                .stored()
                .and_then(|code| language::from_code(&code))
        })
        .or_else(|| language::from_preferences(browser_languages().iter().map(String::as_str)))
        .unwrap_or(Locale::en);
    // An effect, so it runs after the i18n context's own first choice (the browser's languages),
    // which would otherwise overwrite it. It reads no signal: it runs once.
    Effect::new(move |_| i18n.set_locale(chosen));
}

/// A menu of the languages, each named in itself; the choice is kept for the next visit.
#[component]
pub fn LanguagePicker() -> impl IntoView {
    let i18n = use_i18n();
    let choose = move |ev: leptos::ev::Event| {
        if let Some(locale) = language::from_code(&event_target_value(&ev)) {
            LANGUAGE.store(language::code(locale));
            i18n.set_locale(locale);
        }
    };
    view! {
        <label class="language-picker">
            <span class="toolbar-label">{t!(i18n, app.language)}</span>
            <select on:change=choose>
                {language::all()
                    .iter()
                    .map(|&locale| {
                        view! {
                            <option
                                value=language::code(locale)
                                lang=language::code(locale)
                                selected=move || i18n.get_locale() == locale
                            >
                                {language::endonym(locale)}
                            </option>
                        }
                    })
                    .collect_view()}
            </select>
        </label>
    }
}
