//! What the marks on the player's board mean.

use super::board_overlay::{mark_shape, Mark};
use crate::i18n::i18n::{td_string, use_i18n};
use leptos::prelude::*;

/// The legend of the board's marks, each drawn as on the board with its meaning in words.
#[component]
pub fn Legend() -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <ul class="legend" aria-label=move || td_string!(i18n.get_locale(), queens_play.legend)>
            {Mark::ALL
                .into_iter()
                .map(|mark| {
                    view! {
                        <li>
                            <svg class="legend-mark" viewBox="0 0 1 1" aria-hidden="true">
                                {mark_shape(mark)}
                            </svg>
                            {move || mark.meaning(i18n.get_locale())}
                        </li>
                    }
                })
                .collect_view()}
        </ul>
    }
}
