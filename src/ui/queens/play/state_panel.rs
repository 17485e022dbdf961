//! The algorithm's own variables at the step shown.

use crate::queens::trace::Tracer;
use crate::ui::player::Player;
use crate::view::player::state_rows;
use leptos::prelude::*;

/// The traced algorithm's variables, named as in its seed, updated at every step.
#[component]
pub fn StatePanel() -> impl IntoView {
    let player = expect_context::<Player<Tracer>>();
    let rows = move || {
        player.frame.with(|f| {
            f.as_ref()
                .map(|f| state_rows(&f.state, f.n))
                .unwrap_or_default()
                .into_iter()
                .map(|(name, value)| {
                    view! {
                        <dt>{name}</dt>
                        <dd>{value}</dd>
                    }
                })
                .collect_view()
        })
    };
    view! {
        <section class="state-panel" aria-labelledby="state-heading">
            <h2 id="state-heading">"Algorithm state"</h2>
            <dl class="variables">{rows}</dl>
        </section>
    }
}
