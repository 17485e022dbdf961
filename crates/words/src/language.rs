//! The page's languages: their codes in the address, their names in themselves, and the choice
//! among a browser's preferred languages.

use super::Locale;
use leptos_i18n::Locale as _;

/// Every language, in the picker's order.
pub fn all() -> &'static [Locale] {
    Locale::get_all()
}

/// The language's code in the address and in `<html lang>`: `en`, `ru`, `vi`, `zh`.
pub fn code(locale: Locale) -> &'static str {
    locale.as_str()
}

/// The language named in itself, for the picker.
pub fn endonym(locale: Locale) -> &'static str {
    match locale {
        Locale::en => "English",
        Locale::ru => "Русский",
        Locale::vi => "Tiếng Việt",
        Locale::zh => "中文",
    }
}

/// The language with this code (`ru`, also `ru-RU`, `RU`), if the page speaks it.
pub fn from_code(text: &str) -> Option<Locale> {
    let base = text.trim().split(['-', '_']).next()?.to_ascii_lowercase();
    all().iter().copied().find(|l| code(*l) == base)
}

/// The address names the page's languages by their codes (`lang=ru`).
impl nqueens_view::url::Language for Locale {
    fn from_code(code: &str) -> Option<Self> {
        from_code(code)
    }

    fn code(self) -> &'static str {
        code(self)
    }
}

/// The first of the browser's preferred languages (`navigator.languages`) that the page speaks.
pub fn from_preferences<'a>(preferred: impl IntoIterator<Item = &'a str>) -> Option<Locale> {
    preferred.into_iter().find_map(from_code)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip_and_preferences_pick_the_first_spoken() {
        for &locale in all() {
            assert_eq!(from_code(code(locale)), Some(locale));
            assert!(!endonym(locale).is_empty());
        }
        assert_eq!(all().len(), 4);
        assert_eq!(from_code("ru-RU"), Some(Locale::ru));
        assert_eq!(from_code("ZH_hans"), Some(Locale::zh));
        assert_eq!(from_code("fr"), None);
        assert_eq!(from_code(""), None);
        assert_eq!(from_preferences(["de-DE", "vi-VN", "en"]), Some(Locale::vi));
        assert_eq!(from_preferences(["de"]), None);
    }

    #[test]
    fn the_i18n_context_chooses_among_the_browsers_languages_as_the_page_does() {
        // build.rs gives the generated `Locale` this `find_locale` (the i18n context's first
        // choice, before the page's own): the first language spoken, else English.
        assert_eq!(Locale::find_locale(&["de-DE", "ru-RU", "zh"]), Locale::ru);
        assert_eq!(Locale::find_locale(&["ZH_hans"]), Locale::zh);
        assert_eq!(Locale::find_locale(&["fr", "\u{FFFD}"]), Locale::en);
        assert_eq!(Locale::find_locale::<&str>(&[]), Locale::en);
    }
}
