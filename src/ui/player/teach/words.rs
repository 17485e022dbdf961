//! The step in words, under the board: what the step shown did, or once the search has ended
//! what it found. A polite live region only while paused, so a screen reader is not flooded while
//! the player plays.

use crate::i18n::i18n::{t, use_i18n};
use crate::text::Locale;
use crate::ui::context::expect_context;
use crate::ui::player::{Playable, Player, PlayerControl};
use leptos::prelude::*;

/// The words of the step shown, as `words` puts them (`true`: the step shown is the search's
/// last).
pub fn step_words<T: Playable>(words: fn(&T::Frame, bool, Locale) -> String) -> Signal<String> {
    let player = expect_context::<Player<T>>();
    let control = expect_context::<PlayerControl>();
    let i18n = use_i18n();
    Signal::derive(move || {
        let locale = i18n.get_locale();
        let at = control.position.get();
        let at_end = at > 0 && control.scan.with(|s| s.total) == Some(at);
        player
            .frame
            .with(|f| f.as_ref().map(|f| words(f, at_end, locale)))
            .unwrap_or_default()
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
