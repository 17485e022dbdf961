//! What the search has done so far.

use crate::queens::trace::Tracer;
use crate::ui::player::Player;
use crate::view::player::{counter_rows, grouped};
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
    let rows = move || {
        counter_rows(&counters.get())
            .into_iter()
            .map(|(label, value)| {
                view! {
                    <dt>{label}</dt>
                    <dd>{grouped(value)}</dd>
                }
            })
            .collect_view()
    };
    view! {
        <section class="counters" aria-labelledby="counters-heading">
            <h2 id="counters-heading">"Counters"</h2>
            <dl class="variables">{rows}</dl>
        </section>
    }
}
