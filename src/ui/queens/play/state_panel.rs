//! The panel of the algorithm's own variables, named and indexed as in its program.

use crate::i18n::i18n::{td_string, use_i18n};
use crate::queens::trace::Tracer;
use crate::text::queens::state_rows;
use crate::ui::player::{frame_rows, ValuesPanel};
use leptos::prelude::*;

/// The algorithm's variables at the step shown.
#[component]
pub fn StatePanel() -> impl IntoView {
    let i18n = use_i18n();
    let rows = frame_rows::<Tracer>(|f, locale| state_rows(&f.state, f.n, locale));
    view! {
        <ValuesPanel
            class="state-panel"
            heading_id="state-heading"
            heading=Signal::derive(move || td_string!(i18n.get_locale(), queens_play.state).to_owned())
            rows=rows
        />
    }
}
