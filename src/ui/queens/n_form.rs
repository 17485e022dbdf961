//! The N field, the Solve button and the mode switch.

use super::state::QueensState;
use crate::ui::radio_group::RadioGroup;
use crate::ui::state::AppState;
use crate::view::input::parse_n;
use crate::view::mode::Mode;

use leptos::prelude::*;

/// A labelled field for N with a Solve button (Enter in the field solves too) and the choice of
/// mode. A bad N shows a message next to the field and leaves the previous result on screen.
#[component]
pub fn NForm() -> impl IntoView {
    let state = expect_context::<AppState>();
    let page = expect_context::<QueensState>();
    let mode = Memo::new(move |_| state.queens.with(|v| v.mode));
    let text = RwSignal::new(state.queens.get_untracked().n.to_string());
    // Show the solved N in the field when it changes from elsewhere (a link, Back/Forward).
    Effect::new(move |_| {
        let n = state.queens.with(|v| v.n);
        text.set(n.to_string());
    });
    let solve = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        match parse_n(&text.get_untracked(), mode.get_untracked()) {
            Ok(n) => {
                state.messages.set(Vec::new());
                state.queens.update(|v| *v = v.with_n(n));
                if mode.get_untracked() == Mode::Count {
                    page.count_run.update(|run| *run += 1);
                }
            }
            Err(error) => state.messages.set(vec![error.to_string()]),
        }
    };
    let choose = move |chosen: Mode| {
        state.messages.set(Vec::new());
        state.queens.update(|v| *v = v.with_mode(chosen));
    };
    let has_message = move || state.messages.with(|m| !m.is_empty());
    view! {
        <form class="n-form" on:submit=solve>
            <label for="n-input">"N"</label>
            <input
                id="n-input"
                type="text"
                inputmode="numeric"
                autocomplete="off"
                spellcheck="false"
                aria-describedby="n-message"
                aria-invalid=move || has_message().to_string()
                prop:value=move || text.get()
                on:input=move |ev| text.set(event_target_value(&ev))
            />
            <button type="submit">"Solve"</button>
            <RadioGroup
                name="modes"
                legend="Mode".to_owned()
                options=Mode::ALL
                    .map(|m| (m, format!("{} (N ≤ {})", m.label(), m.max_n())))
                    .to_vec()
                selected=mode
                on_choose=Callback::new(choose)
            />
            <div id="n-message" class="message" role="alert">
                {move || {
                    state
                        .messages
                        .get()
                        .into_iter()
                        .map(|m| view! { <p>{m}</p> })
                        .collect_view()
                }}
            </div>
        </form>
    }
}
