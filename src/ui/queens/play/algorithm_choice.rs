//! The algorithm the player traces.

use crate::i18n::i18n::{t, use_i18n};
use crate::queens::trace::{Algorithm, Group};
use crate::text::labels;
use crate::ui::context::expect_context;
use crate::ui::pages::AppState;
use leptos::prelude::*;

/// A labelled menu of the algorithms in their groups (generate and test and the permutations
/// under "Brute force", the C#, Java and C programs' and bitmasks under "Backtracking", forward
/// checking and MRV under "Smarter backtracking", min-conflicts under "Local search"); a new
/// choice starts its search at step 0. Beside it, min-conflicts' "Another run" draws from the
/// next seed.
#[component]
pub fn AlgorithmChoice() -> impl IntoView {
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    let chosen = app.queens.algorithm;
    let choose = move |ev: leptos::ev::Event| {
        if let Ok(algorithm) = event_target_value(&ev).parse::<Algorithm>() {
            app.queens.view.update(|v| *v = v.with_algorithm(algorithm));
        }
    };
    view! {
        <label class="algorithm-choice">
            <span class="toolbar-label">{t!(i18n, queens_play.algorithm)}</span>
            <select on:change=choose>
                {[Group::BruteForce, Group::Backtracking, Group::Smarter, Group::LocalSearch]
                    .into_iter()
                    .map(|group| {
                        let options = Algorithm::ALL
                            .into_iter()
                            .filter(|a| a.group() == group)
                            .map(|a| {
                                view! {
                                    <option value=a.name() selected=move || chosen.get() == a>
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
                    .collect_view()}
            </select>
        </label>
        <button
            type="button"
            hidden=move || chosen.get() != Algorithm::MinConflicts
            on:click=move |_| {
                app.queens.view.update(|v| *v = v.with_seed(v.seed.wrapping_add(1)));
            }
        >
            {t!(i18n, queens_play.another_run)}
        </button>
    }
}
