//! Write your own: a student's Python (`safe()`, or the whole search) run in the Python worker on
//! the page's N, what it did said in words, its grade, and the board where the run ended; a whole
//! search then plays step by step in the player. Code from a link or a lesson is shown and never
//! runs until the student presses Run.

mod editor;
mod end_board;
mod python;
mod replay;

use crate::i18n::i18n::{t, td_string, use_i18n};
use crate::queens::trace::RecordedStep;
use crate::text::number::number;
use crate::text::write;
use crate::ui::browser::{chosen_file, file_text};
use crate::ui::context::expect_context;
use crate::ui::download::download_text;
use crate::ui::pages::AppState;
use crate::ui::progress_bar::ProgressBar;
use crate::ui::radio_group::RadioGroup;
use crate::ui::stored_choices::{Choice, WRITE_SAFE, WRITE_SEARCH};
use crate::view::export::file_stem;
use crate::view::write::{PackedCode, Task, MAX_CODE_BYTES};
use editor::ProgramEditor;
use end_board::EndBoard;
use leptos::prelude::*;
use leptos::task::spawn_local;
use nqueens_student::departure::departure;
use nqueens_student::protocol::Exercise;
use nqueens_student::starters::starter;
use python::{Python, Shown};
use replay::StudentPlayer;
use std::sync::Arc;

/// Where the program typed for `task` is kept in the browser.
fn kept(task: Task) -> &'static Choice {
    match task {
        Task::Safe => &WRITE_SAFE,
        Task::Search => &WRITE_SEARCH,
    }
}

/// The program last typed for `task`, packed as the address carries it.
fn stored(task: Task) -> Option<PackedCode> {
    kept(task)
        .stored()
        .filter(|typed| !typed.is_empty())
        .map(|typed| PackedCode::pack(&typed))
}

/// The request's exercise for the view's task.
fn exercise(task: Task) -> Exercise {
    match task {
        Task::Safe => Exercise::Safe,
        Task::Search => Exercise::Search,
    }
}

/// The mode "Write your own".
#[component]
pub fn WriteMode() -> impl IntoView {
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    let view = app.queens.view;
    let task = Memo::new(move |_| view.with(|v| v.task));
    let n = app.queens.n;
    let code = app.code;
    // A program in the address is the one shown; otherwise the one last typed for the exercise.
    if code.get_untracked().is_none() {
        code.set(stored(task.get_untracked()));
    }
    // The program shown and run: the one typed, or the exercise's starter.
    let program = move || {
        code.get()
            .and_then(|packed| packed.unpack())
            .unwrap_or_else(|| starter(exercise(task.get())).to_owned())
    };
    // A program in the address that does not unpack (the starter is shown instead).
    let unreadable = move || code.with(|c| c.as_ref().is_some_and(|p| p.unpack().is_none()));
    let python = Python::new();
    // A file opened that is no program of this page's size (nothing else changes).
    let refused = RwSignal::new(false);
    // The program as it last ran, whose lines its search's steps name.
    let ran = RwSignal::new(String::new());
    let replaying = RwSignal::new(false);
    // The search to play: the app's over the student's `safe`, or the student's own.
    let recording = Memo::new(move |_| {
        python.shown.with(|s| {
            let (n, steps) = match (&s.checked, &s.searched) {
                (Some(check), _) => (check.n, &check.steps),
                (None, Some(search)) => (search.n, &search.steps),
                (None, None) => return None,
            };
            (!steps.is_empty()).then(|| (n, Arc::<[RecordedStep]>::from(steps.clone())))
        })
    });
    let run = move || {
        if !python.busy.get_untracked() {
            let program = untrack(program);
            ran.set(program.clone());
            python.run(exercise(task.get_untracked()), n.get_untracked(), program);
        }
    };
    let choose = Callback::new(move |chosen: Task| {
        if python.busy.get_untracked() {
            python.stop();
        }
        // The last run's results are the other exercise's.
        python.shown.set(Shown::default());
        view.update(|v| v.task = chosen);
        code.set(stored(chosen));
    });
    // A program typed or opened: kept in the browser and written into the address.
    let keep = move |text: &str| {
        refused.set(false);
        kept(task.get_untracked()).store(text);
        code.set(Some(PackedCode::pack(text)));
    };
    let typed = Callback::new(move |text: String| keep(&text));
    let save = move |_| {
        let name = format!("{}.py", file_stem(&["queens", task.get_untracked().name()]));
        // A browser that refuses the download leaves the page as it was.
        let _ = download_text(&name, &untrack(program), "text/x-python");
    };
    let opened = move |event: leptos::ev::Event| {
        if let Some(file) = chosen_file(&event) {
            spawn_local(async move {
                match file_text(&file).await {
                    Some(text) if text.len() <= MAX_CODE_BYTES => keep(&text),
                    _ => refused.set(true),
                }
            });
        }
    };
    let reset = move |_| {
        // Kept empty: the starter is shown.
        refused.set(false);
        kept(task.get_untracked()).store("");
        code.set(None);
    };
    // The run's error or first mistake, marked on its line while the program shown is the one
    // that ran.
    let error = Signal::derive(move || {
        let shown = python.shown.get();
        let locale = i18n.get_locale();
        let (place, words) = match (&shown.checked, &shown.searched) {
            (Some(check), _) => (check.ran.end.place(), write::safe_result(check, locale)),
            (None, Some(search)) => (search.wrong_place(), write::search_result(search, locale)),
            (None, None) => return None,
        };
        ran.with(|ran| *ran == program()).then_some(())?;
        Some((place?, words.into_iter().next()?))
    });
    let task_label = Callback::new(move |t: Task| {
        let locale = i18n.get_locale();
        match t {
            Task::Safe => td_string!(locale, write.task_safe),
            Task::Search => td_string!(locale, write.task_search),
        }
        .to_owned()
    });
    let task_text = move || {
        let locale = i18n.get_locale();
        match task.get() {
            Task::Safe => td_string!(locale, write.text_safe),
            Task::Search => td_string!(locale, write.text_search),
        }
    };
    let status = move || {
        let locale = i18n.get_locale();
        let shown = python.shown.get();
        if let Some(fetched) = python.loading.get() {
            let loading = td_string!(locale, write.loading);
            return vec![format!("{loading} {}", write::download(fetched, locale))];
        }
        let mut lines = results(&shown, python.busy.get(), locale);
        if unreadable() {
            lines.insert(0, td_string!(locale, link.bad_code).to_owned());
        }
        if refused.get() {
            let most = number(MAX_CODE_BYTES as u64, locale);
            lines.insert(0, td_string!(locale, write.file_refused, most = most));
        }
        lines
    };
    let printed = move || {
        python.shown.with(|s| {
            let ran = s
                .checked
                .as_ref()
                .map(|c| &c.ran)
                .or(s.searched.as_ref().map(|s| &s.ran));
            ran.map(|r| r.output.clone()).filter(|o| !o.is_empty())
        })
    };
    let legend = Signal::derive(move || td_string!(i18n.get_locale(), write.exercise).to_owned());
    // Whether the interpreter is downloading: the bar is made once, and moves as it comes.
    let downloading = Memo::new(move |_| python.loading.with(Option::is_some));
    let writing = move || {
        view! {
            <section
                class="mode-view write-view"
                aria-label=move || td_string!(i18n.get_locale(), write.panel)
            >
                <div class="side">
                    <RadioGroup
                        name="write-task"
                        legend=legend
                        options=Signal::derive(|| Task::ALL.to_vec())
                        label=task_label
                        selected=task
                        on_choose=choose
                    />
                    <p class="write-task">{task_text}</p>
                    <ProgramEditor
                        label=Signal::derive(move || {
                            td_string!(i18n.get_locale(), write.editor).to_owned()
                        })
                        program=Signal::derive(program)
                        error=error
                        on_input=typed
                        on_run=Callback::new(move |()| run())
                    />
                    <div class="write-buttons">
                        <button
                            type="button"
                            class="primary"
                            aria-keyshortcuts="Control+Enter"
                            prop:disabled=move || python.busy.get()
                            on:click=move |_| run()
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
                        <button type="button" class="write-more" on:click=reset>
                            {t!(i18n, write.reset)}
                        </button>
                        <button type="button" class="write-more" on:click=save>
                            {t!(i18n, write.save)}
                        </button>
                        <label class="write-open">
                            <span>{t!(i18n, write.open)}</span>
                            <input type="file" accept=".py,text/x-python,text/plain" on:change=opened />
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
                    <div class="write-result" role="status">
                        {move || status().into_iter().map(|line| view! { <p>{line}</p> }).collect_view()}
                    </div>
                    <div class="write-buttons" hidden=move || recording.with(Option::is_none)>
                        <button
                            type="button"
                            class="primary"
                            prop:disabled=move || python.busy.get()
                            on:click=move |_| replaying.set(true)
                        >
                            {move || match task.get() {
                                Task::Safe => td_string!(i18n.get_locale(), write.replay_safe),
                                Task::Search => td_string!(i18n.get_locale(), write.replay),
                            }}
                        </button>
                    </div>
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
                </div>
                <EndBoard n=n shown=python.shown />
            </section>
        }
    };
    view! {
        <Show
            when=move || replaying.get() && recording.with(Option::is_some)
            fallback=writing
        >
            <StudentPlayer
                recording=recording
                task=task
                program=ran.into()
                back=Callback::new(move |()| replaying.set(false))
            />
        </Show>
    }
}

/// What the last run gave, sentence by sentence, in `locale`; while `busy`, that it runs.
fn results(shown: &Shown, busy: bool, locale: crate::text::Locale) -> Vec<String> {
    let mut lines = Vec::new();
    if let Some(reason) = &shown.failure {
        lines.push(td_string!(locale, write.worker_failed, reason = reason));
    }
    if shown.stopped {
        lines.push(td_string!(locale, write.stopped).to_owned());
    }
    if let Some(check) = &shown.checked {
        lines.extend(write::safe_result(check, locale));
    }
    if let Some(search) = &shown.searched {
        lines.extend(write::search_result(search, locale));
        if search.mistake.is_none() {
            lines.push(write::departure(
                departure(search.n, &search.steps).as_ref(),
                locale,
            ));
        }
        match &shown.graded {
            Some(grade) => lines.push(write::grade(grade, locale)),
            None if busy => lines.push(td_string!(locale, write.grading).to_owned()),
            None => {}
        }
    } else if busy {
        lines.push(td_string!(locale, write.running).to_owned());
    }
    if lines.is_empty() {
        lines.push(td_string!(locale, write.not_run).to_owned());
    }
    lines
}
