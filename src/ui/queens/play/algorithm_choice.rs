//! The algorithm the player traces.

use crate::queens::trace::Algorithm;
use crate::ui::state::AppState;
use leptos::prelude::*;

/// A labelled menu of the seeds' algorithms; a new choice starts its search at step 0.
#[component]
pub fn AlgorithmChoice() -> impl IntoView {
    let app = expect_context::<AppState>();
    let chosen = Memo::new(move |_| app.queens.with(|v| v.algorithm));
    let choose = move |ev: leptos::ev::Event| {
        if let Ok(algorithm) = event_target_value(&ev).parse::<Algorithm>() {
            app.queens.update(|v| *v = v.with_algorithm(algorithm));
        }
    };
    view! {
        <label class="algorithm-choice">
            "Algorithm "
            <select on:change=choose>
                {Algorithm::ALL
                    .into_iter()
                    .map(|a| {
                        view! {
                            <option value=a.name() selected=move || chosen.get() == a>
                                {a.label()}
                            </option>
                        }
                    })
                    .collect_view()}
            </select>
        </label>
    }
}
