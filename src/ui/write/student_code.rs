//! A student's program beside the player's board, the line of the step shown marked, as the
//! code pane marks the app's programs'.

use crate::i18n::i18n::{t, td_string, use_i18n};
use crate::ui::player::teach::follow_line;
use leptos::html;
use leptos::prelude::*;

/// The student's program beside the board, the line of the step shown marked (as the code pane
/// marks the app's programs').
#[component]
pub fn StudentCode(
    /// The program, as it ran.
    program: Signal<String>,
    /// The 0-based line of the step shown, if it has one.
    line: Signal<Option<u8>>,
) -> impl IntoView {
    let i18n = use_i18n();
    let line = Memo::new(move |_| line.get());
    let listing = NodeRef::<html::Ol>::new();
    follow_line(listing, line);
    let status = move || {
        let locale = i18n.get_locale();
        match line.get() {
            Some(line) => td_string!(locale, teach.code_line, line = u32::from(line) + 1),
            None => td_string!(locale, teach.code_idle).to_owned(),
        }
    };
    view! {
        <section class="code-pane" aria-labelledby="code-heading">
            <h2 id="code-heading">{t!(i18n, write.editor)}</h2>
            <p class="code-values">{status}</p>
            <ol class="code-lines" node_ref=listing tabindex="0" aria-labelledby="code-heading">
                {move || {
                    program
                        .get()
                        .lines()
                        .enumerate()
                        .map(|(at, text)| {
                            let current = move || line.get() == u8::try_from(at).ok();
                            view! {
                                <li
                                    class="code-line"
                                    class:current=current
                                    aria-current=move || current().then_some("step")
                                >
                                    <code>{text.to_owned()}</code>
                                </li>
                            }
                        })
                        .collect_view()
                }}
            </ol>
        </section>
    }
}
