//! The algorithm's own variables at the step shown.

use crate::i18n::i18n::{t, use_i18n};
use crate::queens::trace::Tracer;
use crate::text::queens::state_rows;
use crate::ui::player::Player;
use leptos::prelude::*;

/// The traced algorithm's variables, named as in its seed, updated at every step.
#[component]
pub fn StatePanel() -> impl IntoView {
    let player = expect_context::<Player<Tracer>>();
    let i18n = use_i18n();
    let rows = move || {
        let locale = i18n.get_locale();
        player.frame.with(|f| {
            f.as_ref()
                .map(|f| state_rows(&f.state, f.n, locale))
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
            <h2 id="state-heading">{t!(i18n, queens_play.state)}</h2>
            <dl class="variables">{rows}</dl>
        </section>
    }
}
