//! What every exercise shows under its text: the editor; Run, Stop, Reset, Save and Open; the
//! interpreter's download; the run's result in words; the button that plays the run step by
//! step; and what the program printed.

use super::editor::ProgramEditor;
use super::program::Program;
use super::python::{Python, Shown};
use crate::i18n::i18n::{t, td_string, use_i18n};
use crate::text::number::number;
use crate::text::{write, Locale};
use crate::ui::progress_bar::ProgressBar;
use crate::view::write::MAX_CODE_BYTES;
use leptos::prelude::*;
use nqueens_student::outcome::Place;

/// The exercise's program in its editor, its buttons, what its run gave (`lines`, and the error
/// to mark), a button `replay` (named `replay_label`) that plays the run while `replayable`, and
/// what it printed.
#[component]
pub fn ExerciseProgram(
    /// The exercise's program.
    program: Program,
    /// The worker that runs it.
    python: Python,
    /// Runs the program.
    run: Callback<()>,
    /// The name of the file Save writes.
    file: Signal<String>,
    /// What the run gave, in sentences.
    lines: Signal<Vec<String>>,
    /// The run's error or first mistake, to mark in the editor with its sentence.
    error: Signal<Option<(Place, String)>>,
    /// Whether the run has something to play step by step.
    replayable: Signal<bool>,
    /// The name of the button that plays it.
    replay_label: Signal<String>,
    /// Plays it.
    replay: Callback<()>,
) -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <ProgramEditor
            label=Signal::derive(move || td_string!(i18n.get_locale(), write.editor).to_owned())
            program=Signal::derive(move || program.text())
            error=error
            on_input=Callback::new(move |text: String| program.keep(&text))
            on_run=run
        />
        <ProgramButtons program=program python=python run=run file=file />
        <RunStatus lines=lines />
        <div class="write-buttons" hidden=move || !replayable.get()>
            <button
                type="button"
                class="primary"
                prop:disabled=move || python.busy.get()
                on:click=move |_| replay.run(())
            >
                {replay_label}
            </button>
        </div>
        <Printed python=python />
    }
}

/// Run (Ctrl+Enter), Stop, Reset to the starter, Save and Open, and the interpreter's progress
/// bar while it downloads.
#[component]
fn ProgramButtons(
    /// The exercise's program.
    program: Program,
    /// The worker that runs it.
    python: Python,
    /// Runs the program.
    run: Callback<()>,
    /// The name of the file Save writes.
    file: Signal<String>,
) -> impl IntoView {
    let i18n = use_i18n();
    // Whether the interpreter is downloading: the bar is made once, and moves as it comes.
    let downloading = Memo::new(move |_| python.loading.with(Option::is_some));
    view! {
        <div class="write-buttons">
            <button
                type="button"
                class="primary"
                aria-keyshortcuts="Control+Enter"
                prop:disabled=move || python.busy.get()
                on:click=move |_| run.run(())
            >
                {t!(i18n, write.run)}
            </button>
            <button
                type="button"
                prop:disabled=move || !python.busy.get()
                on:click=move |_| python.stop()
            >
                {t!(i18n, write.stop)}
            </button>
            <button type="button" class="write-more" on:click=move |_| program.reset()>
                {t!(i18n, write.reset)}
            </button>
            <button
                type="button"
                class="write-more"
                on:click=move |_| program.save(&file.get_untracked())
            >
                {t!(i18n, write.save)}
            </button>
            <label class="write-open">
                <span>{t!(i18n, write.open)}</span>
                <input
                    type="file"
                    accept=".py,text/x-python,text/plain"
                    on:change=move |event| program.open(&event)
                />
            </label>
        </div>
        {move || {
            downloading
                .get()
                .then(|| {
                    view! {
                        <ProgressBar
                            label=Signal::derive(move || {
                                td_string!(i18n.get_locale(), write.loading).to_owned()
                            })
                            fraction=Signal::derive(move || {
                                python.loading.get().map_or(0.0, |d| d.fraction())
                            })
                        />
                    }
                })
        }}
    }
}

/// What the run gave in sentences, in `locale`: the download while the interpreter loads; else a
/// file refused and a program the address could not carry, then a failure or Stop, then the
/// exercise's own `results` (that it runs while busy and they say nothing), or that it has not
/// run.
pub fn status(
    program: Program,
    python: Python,
    locale: Locale,
    results: impl Fn(&Shown, bool) -> Vec<String>,
) -> Vec<String> {
    if let Some(fetched) = python.loading.get() {
        let loading = td_string!(locale, write.loading);
        return vec![format!("{loading} {}", write::download(fetched, locale))];
    }
    let shown = python.shown.get();
    let busy = python.busy.get();
    let mut lines = Vec::new();
    if let Some(reason) = &shown.failure {
        lines.push(td_string!(locale, write.worker_failed, reason = reason));
    }
    if shown.stopped {
        lines.push(td_string!(locale, write.stopped).to_owned());
    }
    let own = results(&shown, busy);
    if own.is_empty() && busy {
        lines.push(td_string!(locale, write.running).to_owned());
    }
    lines.extend(own);
    if lines.is_empty() {
        lines.push(td_string!(locale, write.not_run).to_owned());
    }
    if program.unreadable() {
        lines.insert(0, td_string!(locale, link.bad_code).to_owned());
    }
    if program.refused.get() {
        let most = number(MAX_CODE_BYTES as u64, locale);
        lines.insert(0, td_string!(locale, write.file_refused, most = most));
    }
    lines
}

/// The run's result, sentence by sentence, said as it changes.
#[component]
fn RunStatus(
    /// The sentences.
    lines: Signal<Vec<String>>,
) -> impl IntoView {
    view! {
        <div class="write-result" role="status">
            {move || lines.get().into_iter().map(|line| view! { <p>{line}</p> }).collect_view()}
        </div>
    }
}

/// What the program printed, under the editor.
#[component]
fn Printed(
    /// The worker whose last run printed it.
    python: Python,
) -> impl IntoView {
    let i18n = use_i18n();
    let printed = move || {
        python
            .shown
            .with(|s| s.ran().map(|r| r.output.clone()).filter(|o| !o.is_empty()))
    };
    view! {
        <section
            class="write-printed"
            aria-label=move || td_string!(i18n.get_locale(), write.printed)
        >
            <h2>{t!(i18n, write.printed)}</h2>
            <pre>
                {move || {
                    printed()
                        .unwrap_or_else(|| {
                            td_string!(i18n.get_locale(), write.nothing_printed).to_owned()
                        })
                }}
            </pre>
        </section>
    }
}
