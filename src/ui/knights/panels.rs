//! The panels beside the knight's board: the method's variables, the counters and the legend.

use crate::i18n::i18n::{td_string, use_i18n};
use crate::knights::trace::{KnightTracer, Method};
use crate::text::knights::{counter_rows, state_rows};
use crate::ui::context::expect_context;
use crate::ui::pages::AppState;
use crate::ui::player::{counted, frame_rows, ValuesPanel};
use leptos::prelude::*;

/// The C program's variables (`move_num`, `row[]`/`col[]`, `a`) or the ratings, at the step
/// shown; nothing for the construction, which has neither.
#[component]
pub fn KnightState() -> impl IntoView {
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    let method = app.knights.method;
    let heading = Signal::derive(move || {
        let locale = i18n.get_locale();
        if method.get().replays_a_tour() {
            td_string!(locale, knights.ratings).to_owned()
        } else {
            td_string!(locale, knights.state).to_owned()
        }
    });
    let rows = frame_rows::<KnightTracer>(state_rows);
    view! {
        <ValuesPanel
            class="state-panel"
            heading_id="knights-state-heading"
            heading=heading
            rows=rows
            hidden=Signal::derive(move || method.get() == Method::Closed)
        />
    }
}

/// Moves, backtracks, dead ends and squares visited up to the step shown.
#[component]
pub fn KnightCounters() -> impl IntoView {
    let i18n = use_i18n();
    let rows =
        frame_rows::<KnightTracer>(|f, locale| counted(counter_rows(&f.counters, locale), locale));
    view! {
        <ValuesPanel
            class="counters"
            heading_id="knights-counters-heading"
            heading=Signal::derive(move || td_string!(i18n.get_locale(), knights.counters).to_owned())
            rows=rows
        />
    }
}

/// A square marked with `symbol` in the style of `class`, as the board draws a dead end or a
/// square given up.
fn marked(class: &'static str, symbol: &'static str) -> AnyView {
    view! {
        <g class=class>
            <rect x="0.05" y="0.05" width="0.9" height="0.9" />
            <text x="0.5" y="0.72" font-size="0.7">
                {symbol}
            </text>
        </g>
    }
    .into_any()
}

/// What the marks on the board mean, each drawn as on the board.
#[component]
pub fn KnightLegend() -> impl IntoView {
    let i18n = use_i18n();
    let item = move |shape: AnyView, meaning: fn(crate::text::Locale) -> &'static str| {
        view! {
            <li>
                <svg class="legend-mark" viewBox="0 0 1 1" aria-hidden="true">
                    {shape}
                </svg>
                {move || meaning(i18n.get_locale())}
            </li>
        }
    };
    view! {
        <ul class="legend" aria-label=move || td_string!(i18n.get_locale(), knights.legend)>
            {item(
                view! {
                    <polyline class="k-path" points="0.1,0.9 0.5,0.5 0.9,0.7" />
                    <text class="k-number" x="0.5" y="0.45" font-size="0.4">7</text>
                }
                    .into_any(),
                |l| td_string!(l, knights.legend_path),
            )}
            {item(
                view! { <circle class="k-head" cx="0.5" cy="0.5" r="0.4" /> }.into_any(),
                |l| td_string!(l, knights.legend_current),
            )}
            {item(
                view! {
                    <g class="k-candidate">
                        <rect x="0.05" y="0.05" width="0.9" height="0.9" />
                        <text x="0.5" y="0.66" font-size="0.45">2</text>
                    </g>
                }
                    .into_any(),
                |l| td_string!(l, knights.legend_candidate),
            )}
            {item(
                view! { <rect class="k-start" x="0.06" y="0.06" width="0.88" height="0.88" /> }
                    .into_any(),
                |l| td_string!(l, knights.legend_start),
            )}
            {item(marked("k-dead-end", "×"), |l| td_string!(l, knights.legend_dead_end))}
            {item(marked("k-freed", "↩"), |l| td_string!(l, knights.legend_freed))}
        </ul>
    }
}
