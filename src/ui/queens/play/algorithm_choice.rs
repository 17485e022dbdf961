//! The algorithm the player traces, and the one compared with it.

use crate::i18n::i18n::{t, use_i18n};
use crate::queens::trace::{Algorithm, Group};
use crate::text::labels;
use crate::ui::context::expect_context;
use crate::ui::pages::AppState;
use crate::ui::state::field;
use leptos::prelude::*;

/// The algorithms as `<option>`s in their groups (generate and test and the permutations under
/// "Brute force", the C#, Java and C programs' and bitmasks under "Backtracking", forward
/// checking and MRV under "Smarter backtracking", min-conflicts under "Local search"), each
/// selected while `selected` says so and left out while `left_out` does.
fn grouped_options(
    selected: impl Fn(Algorithm) -> bool + Copy + Send + Sync + 'static,
    left_out: impl Fn(Algorithm) -> bool + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let i18n = use_i18n();
    [
        Group::BruteForce,
        Group::Backtracking,
        Group::Smarter,
        Group::LocalSearch,
    ]
    .into_iter()
    .map(|group| {
        let options = Algorithm::ALL
            .into_iter()
            .filter(|a| a.group() == group)
            .map(|a| {
                view! {
                    <option value=a.name() selected=move || selected(a) hidden=move || left_out(a)>
                        {move || labels::algorithm(a, i18n.get_locale())}
                    </option>
                }
            })
            .collect_view();
        view! {
            <optgroup label=move || {
                labels::algorithm_group(group, i18n.get_locale())
            }>{options}</optgroup>
        }
    })
    .collect_view()
}

/// A labelled menu of the algorithms in their groups; a new choice starts its search at step 0.
/// Beside it, "Compare with" plays another algorithm in lockstep (`vs=`), and min-conflicts'
/// "Another run" draws from the next seed.
#[component]
pub fn AlgorithmChoice() -> impl IntoView {
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    let chosen = app.queens.algorithm;
    let versus = field(app.queens.view, |v| v.versus);
    let choose = move |ev: leptos::ev::Event| {
        if let Ok(algorithm) = event_target_value(&ev).parse::<Algorithm>() {
            app.queens.view.update(|v| *v = v.with_algorithm(algorithm));
        }
    };
    let compare = move |ev: leptos::ev::Event| {
        let versus = event_target_value(&ev).parse::<Algorithm>().ok();
        app.queens.view.update(|v| *v = v.with_versus(versus));
    };
    let draws_seed = move || {
        chosen.get() == Algorithm::MinConflicts || versus.get() == Some(Algorithm::MinConflicts)
    };
    view! {
        <label class="algorithm-choice">
            <span class="toolbar-label">{t!(i18n, queens_play.algorithm)}</span>
            <select on:change=choose>
                {grouped_options(move |a| chosen.get() == a, |_| false)}
            </select>
        </label>
        <label class="algorithm-choice">
            <span class="toolbar-label">{t!(i18n, player.versus)}</span>
            <select on:change=compare>
                <option value="" selected=move || versus.get().is_none()>
                    {t!(i18n, player.versus_none)}
                </option>
                {grouped_options(move |a| versus.get() == Some(a), move |a| chosen.get() == a)}
            </select>
        </label>
        <button
            type="button"
            hidden=move || !draws_seed()
            on:click=move |_| {
                app.queens.view.update(|v| *v = v.with_seed(v.seed.wrapping_add(1)));
            }
        >
            {t!(i18n, queens_play.another_run)}
        </button>
    }
}
