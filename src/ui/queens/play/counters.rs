//! What the search has done so far.

use crate::i18n::i18n::{t, use_i18n};
use crate::queens::trace::Tracer;
use crate::text::number::number;
use crate::text::queens::counter_rows;
use crate::ui::player::Player;
use leptos::prelude::*;

/// Steps, conflict checks, queens placed, backtracks and solutions found up to the step shown.
#[component]
pub fn CountersPanel() -> impl IntoView {
    let player = expect_context::<Player<Tracer>>();
    let counters = Memo::new(move |_| {
        player
            .frame
            .with(|f| f.as_ref().map(|f| f.counters).unwrap_or_default())
    });
    let i18n = use_i18n();
    let rows = move || {
        let locale = i18n.get_locale();
        counter_rows(&counters.get(), locale)
            .into_iter()
            .map(|(label, value)| {
                view! {
                    <dt>{label}</dt>
                    <dd>{number(value, locale)}</dd>
                }
            })
            .collect_view()
    };
    view! {
        <section class="counters" aria-labelledby="counters-heading">
            <h2 id="counters-heading">{t!(i18n, queens_play.counters)}</h2>
            <dl class="variables">{rows}</dl>
        </section>
    }
}
