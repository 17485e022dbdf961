//! The N field, the Solve button and the mode switch.

use super::state::QueensState;
use crate::i18n::i18n::{t, td_string, use_i18n};
use crate::text::labels::mode_with_limit;
use crate::ui::focus::focus_board;
use crate::ui::messages::Messages;
use crate::ui::pages::AppState;
use crate::ui::radio_group::RadioGroup;
use crate::view::input::parse_n;
use crate::view::message::{Message, MessageKind};
use crate::view::mode::Mode;

use crate::ui::context::expect_context;
use leptos::prelude::*;

/// A labelled field for N with a Solve button (Enter in the field solves too) and the choice of
/// mode. A bad N shows a message next to the field and leaves the previous result on screen.
#[component]
pub fn NForm() -> impl IntoView {
    let state = expect_context::<AppState>();
    let page = expect_context::<QueensState>();
    let i18n = use_i18n();
    let mode = state.queens.mode;
    let text = RwSignal::new(state.queens.view.get_untracked().n.to_string());
    // Show the solved N in the field when it changes from elsewhere (a link, Back/Forward).
    Effect::new(move |_| {
        let n = state.queens.n.get();
        text.set(n.to_string());
    });
    let solve = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        match parse_n(&text.get_untracked(), mode.get_untracked()) {
            Ok(n) => {
                state.messages.set(Vec::new());
                state.queens.view.update(|v| *v = v.with_n(n));
                page.solve_run.update(|run| *run += 1);
                focus_board();
            }
            Err(error) => {
                state.clear(MessageKind::Input);
                state.tell(Message::BadN(error));
            }
        }
    };
    let choose = move |chosen: Mode| {
        state.messages.set(Vec::new());
        state.queens.view.update(|v| *v = v.with_mode(chosen));
    };
    let has_message = move || {
        state
            .messages
            .with(|m| m.iter().any(|m| m.kind() == MessageKind::Input))
    };
    // The chart of work against N takes no N: it measures every N up to its own largest.
    let takes_n = Memo::new(move |_| mode.get() != Mode::Growth);
    view! {
        <form class="n-form" on:submit=solve>
            <span class="n-field" hidden=move || !takes_n.get()>
                <label for="n-input">{t!(i18n, form.n)}</label>
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
                <button type="submit">{t!(i18n, form.solve)}</button>
            </span>
            <RadioGroup
                name="modes"
                legend=Signal::derive(move || td_string!(i18n.get_locale(), mode.legend).to_owned())
                options=Mode::ALL.to_vec()
                label=Callback::new(move |m| mode_with_limit(m, i18n.get_locale()))
                selected=mode
                on_choose=Callback::new(choose)
            />
            <Messages id="n-message" />
        </form>
    }
}
