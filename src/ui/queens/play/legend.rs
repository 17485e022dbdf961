//! What the marks on the player's board mean.

use super::board_overlay::{mark_shape, Mark};
use crate::i18n::i18n::{td_string, use_i18n};
use crate::queens::trace::Group;
use crate::ui::context::expect_context;
use crate::ui::pages::AppState;
use leptos::prelude::*;

/// The legend of the board's marks, each drawn as on the board with its meaning in words:
/// forward checking's marks are listed while a forward-checking algorithm is chosen, and
/// min-conflicts' own marks while it is.
#[component]
pub fn Legend() -> impl IntoView {
    let i18n = use_i18n();
    let algorithm = expect_context::<AppState>().queens.algorithm;
    let marks = move || match algorithm.get().group() {
        Group::LocalSearch => Mark::LOCAL.to_vec(),
        Group::Smarter => [&Mark::ALL[..], &Mark::LOOK_AHEAD].concat(),
        Group::BruteForce | Group::Backtracking => Mark::ALL.to_vec(),
    };
    view! {
        <ul class="legend" aria-label=move || td_string!(i18n.get_locale(), queens_play.legend)>
            {move || marks()
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
