//! The program being run, beside the board: its lines, the line of the step shown highlighted,
//! and the values that line reads or writes.

use super::follow_line;
use crate::code::Program;
use crate::i18n::i18n::{td_string, use_i18n};
use crate::text::code::{note, origin};
use crate::text::Locale;
use crate::ui::context::expect_context;
use crate::ui::player::predict::LineAnswer;
use crate::ui::player::{Playable, Player};
use leptos::html;
use leptos::prelude::*;

/// What the code pane shows at a step.
#[derive(Clone, Debug, PartialEq)]
pub struct CodeShown {
    /// The program; `None` for a method that has none (a construction).
    pub program: Option<&'static Program>,
    /// The line of the step's event (0-based); `None` at step 0.
    pub line: Option<u8>,
    /// The values that line reads or writes, in the program's names.
    pub values: String,
}

/// A program, if the method has one, and the line of the event of a frame.
pub type CodeAt = (Option<&'static Program>, Option<u8>);

/// The code pane's content at the step the page's player shows, from its frame: the program and
/// line (`code`) and the line's values (`values`).
pub fn code_shown<T: Playable>(
    code: fn(&T::Frame) -> CodeAt,
    values: fn(&T::Frame, Locale) -> String,
) -> Signal<Option<CodeShown>> {
    let player = expect_context::<Player<T>>();
    let i18n = use_i18n();
    Signal::derive(move || {
        let locale = i18n.get_locale();
        player.frame.with(|f| {
            f.as_ref().map(|f| {
                let (program, line) = code(f);
                CodeShown {
                    program,
                    line,
                    values: values(f, locale),
                }
            })
        })
    })
}

/// The program with its current line highlighted (and marked `aria-current`), its comments in
/// the reader's language, and under it the line's number and values.
#[component]
pub fn CodePane(
    /// What to show.
    #[prop(into)]
    shown: Signal<Option<CodeShown>>,
) -> impl IntoView {
    let i18n = use_i18n();
    let program = Memo::new(move |_| shown.with(|s| s.as_ref().and_then(|s| s.program)));
    let line = Memo::new(move |_| shown.with(|s| s.as_ref().and_then(|s| s.line)));
    let listing = NodeRef::<html::Ol>::new();
    // While a question asks which line runs next, each line is an answer.
    let answering = use_context::<LineAnswer>();
    follow_line(listing, line);
    let lines = move || {
        let locale = i18n.get_locale();
        program.get().map(|p| {
            p.lines
                .iter()
                .enumerate()
                .map(|(i, l)| {
                    let current = move || line.get() == Some(i as u8);
                    let answer = move || {
                        answering.filter(|a| a.open.get()).map(|a| {
                            let label =
                                td_string!(i18n.get_locale(), predict.line_button, line = i + 1);
                            view! {
                                <button
                                    type="button"
                                    class="code-answer"
                                    aria-label=label
                                    on:click=move |_| a.answer.run(i as u8)
                                >
                                    {i + 1}
                                </button>
                            }
                        })
                    };
                    let comment = l.note.map(|n| {
                        view! { <span class="code-note">{format!("// {}", note(n, locale))}</span> }
                    });
                    view! {
                        <li
                            class="code-line"
                            class:current=current
                            aria-current=move || current().then_some("step")
                        >
                            {answer}
                            <code>{l.text}</code>
                            {comment}
                        </li>
                    }
                })
                .collect_view()
        })
    };
    let heading = move || {
        let locale = i18n.get_locale();
        match program.get() {
            Some(p) => td_string!(locale, teach.code_heading, origin = origin(p, locale)),
            None => td_string!(locale, teach.code_heading_none).to_owned(),
        }
    };
    let status = move || {
        let locale = i18n.get_locale();
        shown.with(|s| match s {
            Some(CodeShown { program: None, .. }) => td_string!(locale, teach.no_code).to_owned(),
            Some(CodeShown {
                line: Some(line),
                values,
                ..
            }) => {
                let at = td_string!(locale, teach.code_line, line = u32::from(*line) + 1);
                if values.is_empty() {
                    at
                } else {
                    format!("{at}: {values}")
                }
            }
            _ => td_string!(locale, teach.code_idle).to_owned(),
        })
    };
    view! {
        <section class="code-pane" aria-labelledby="code-heading">
            <h2 id="code-heading">{heading}</h2>
            <p class="code-values">{status}</p>
            <ol
                class="code-lines"
                node_ref=listing
                tabindex="0"
                aria-labelledby="code-heading"
                hidden=move || program.get().is_none()
            >
                {lines}
            </ol>
        </section>
    }
}
