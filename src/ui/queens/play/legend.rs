//! What the marks on the player's board mean.

use super::board_overlay::{mark_shape, Mark};
use leptos::prelude::*;

/// The legend of the board's marks, each drawn as on the board with its meaning in words.
#[component]
pub fn Legend() -> impl IntoView {
    view! {
        <ul class="legend" aria-label="Legend">
            {Mark::ALL
                .into_iter()
                .map(|mark| {
                    view! {
                        <li>
                            <svg class="legend-mark" viewBox="0 0 1 1" aria-hidden="true">
                                {mark_shape(mark)}
                            </svg>
                            {mark.meaning()}
                        </li>
                    }
                })
                .collect_view()}
        </ul>
    }
}
