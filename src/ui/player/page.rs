//! What a page gives the kit of panels its player shares (the questions, the search performed):
//! its trace, its player's part of the view and its search in words.

use super::Playable;
use crate::i18n::i18n::use_i18n;
use crate::text::predict::Score;
use crate::text::Locale;
use crate::ui::state::PlayerFields;
use leptos::prelude::*;

/// A page with a player, as its panels see it (a marker type per page).
pub trait PlayerPage: Send + Sync + 'static {
    /// The search the page plays.
    type Trace: Playable;

    /// The page's player's part of its view.
    fn fields() -> PlayerFields;

    /// The search shown, in words (read untracked), for the result a student hands in: "N = 8,
    /// …", "knight's tour, 5×5 from a5, …".
    fn search_words(locale: Locale) -> String;
}

/// The result a student hands in, which `words` writes from the page's search in words, the
/// score and the date, in the page's language.
pub fn result_in<P: PlayerPage>(
    words: fn(&str, Score, &str, Locale) -> String,
) -> Callback<(Score, String), String> {
    let i18n = use_i18n();
    Callback::new(move |(score, date): (Score, String)| {
        let locale = i18n.get_locale_untracked();
        words(&P::search_words(locale), score, &date, locale)
    })
}
