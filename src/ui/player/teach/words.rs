//! The step in words, under the board: what the step shown did, or once the search has ended
//! what it found. A polite live region only while paused, so a screen reader is not flooded while
//! the player plays.

use crate::i18n::i18n::{t, td_string, use_i18n};
use crate::text::number::number;
use crate::text::Locale;
use crate::ui::context::expect_context;
use crate::ui::player::{Playable, Player, PlayerControl};
use leptos::prelude::*;

/// The words of the step shown, as `words` puts them (`true`: the step shown is the search's
/// last); while a search compared with it goes on past its end, that it waits.
pub fn step_words<T: Playable>(words: fn(&T::Frame, bool, Locale) -> String) -> Signal<String> {
    let player = expect_context::<Player<T>>();
    let control = expect_context::<PlayerControl>();
    let i18n = use_i18n();
    Signal::derive(move || {
        let locale = i18n.get_locale();
        let at = control.position.get();
        let at_end = at > 0 && player.ended().is_some_and(|total| at >= total);
        let said = player
            .frame
            .with(|f| f.as_ref().map(|f| words(f, at_end, locale)))
            .unwrap_or_default();
        match player.waiting() {
            Some(total) => {
                let total = number(total, locale);
                format!(
                    "{said} {}",
                    td_string!(locale, player.versus_waits, total = total)
                )
            }
            None => said,
        }
    })
}

/// One line saying what the step shown did.
#[component]
pub fn StepWords(
    /// The words.
    #[prop(into)]
    words: Signal<String>,
) -> impl IntoView {
    let i18n = use_i18n();
    let control = expect_context::<PlayerControl>();
    let live = move || {
        if control.playing.get() {
            "off"
        } else {
            "polite"
        }
    };
    view! {
        <section class="step-words" aria-labelledby="step-words-heading">
            <h2 id="step-words-heading" class="sr-only">{t!(i18n, teach.words)}</h2>
            <p aria-live=live>{words}</p>
        </section>
    }
}
