//! The player's counters: steps, conflict checks, queens placed, backtracks, solutions.

use crate::i18n::i18n::{td_string, use_i18n};
use crate::queens::trace::{Group, Tracer};
use crate::text::queens::counter_rows;
use crate::ui::player::{counted, frame_rows, ValuesPanel};
use leptos::prelude::*;

/// The counters up to the step shown.
#[component]
pub fn CountersPanel() -> impl IntoView {
    let i18n = use_i18n();
    let rows = frame_rows::<Tracer>(|f, locale| {
        let local = f.algorithm.group() == Group::LocalSearch;
        counted(counter_rows(&f.counters, local, locale), locale)
    });
    view! {
        <ValuesPanel
            class="counters"
            heading_id="counters-heading"
            heading=Signal::derive(move || td_string!(i18n.get_locale(), queens_play.counters).to_owned())
            rows=rows
        />
    }
}
