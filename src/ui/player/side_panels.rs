//! The column beside the player's board: the puzzle's state, counters and other panels. It
//! scrolls when they are taller than the screen, so it can be focused and scrolled from the
//! keyboard.

use crate::i18n::i18n::{td_string, use_i18n};
use leptos::prelude::*;

/// The panels beside the board, in a focusable scrolling region.
#[component]
pub fn SidePanels(children: Children) -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <div
            class="player-side"
            role="region"
            tabindex="0"
            aria-label=move || td_string!(i18n.get_locale(), player.panels)
        >
            {children()}
        </div>
    }
}
