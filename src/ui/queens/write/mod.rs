//! Write your own: a student's Python (`safe()`, or the whole search) run in the Python worker on
//! the page's N, what it did said in words, its grade, and the board where the run ended; a whole
//! search then plays step by step in the player. Code from a link or a lesson is shown and never
//! runs until the student presses Run.

mod end_board;
mod replay;

use crate::i18n::i18n::{td_string, use_i18n};
use crate::queens::trace::RecordedStep;
use crate::text::write;
use crate::ui::context::expect_context;
use crate::ui::pages::AppState;
use crate::ui::radio_group::RadioGroup;
use crate::ui::stored_choices::{Choice, WRITE_SAFE, WRITE_SEARCH};
use crate::ui::write::controls::{status, ExerciseProgram};
use crate::ui::write::program::Program;
use crate::ui::write::python::{Python, Shown};
use crate::view::export::file_stem;
use crate::view::write::Task;
use end_board::EndBoard;
use leptos::prelude::*;
use nqueens_student::departure::departure;
use nqueens_student::protocol::Exercise;
use nqueens_student::starters::starter;
use replay::StudentPlayer;
use std::sync::Arc;

/// Where the program typed for `task` is kept in the browser.
fn kept(task: Task) -> &'static Choice {
    match task {
        Task::Safe => &WRITE_SAFE,
        Task::Search => &WRITE_SEARCH,
    }
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
    // A program in the address is the one shown; otherwise the one last typed for the exercise.
    let program = Program::new(
        app.code,
        Signal::derive(move || kept(task.get())),
        Signal::derive(move || starter(exercise(task.get()))),
    );
    let python = Python::new();
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
            let text = untrack(move || program.text());
            ran.set(text.clone());
            python.run(exercise(task.get_untracked()), n.get_untracked(), text);
        }
    };
    let choose = Callback::new(move |chosen: Task| {
        if python.busy.get_untracked() {
            python.stop();
        }
        // The last run's results are the other exercise's.
        python.shown.set(Shown::default());
        view.update(|v| v.task = chosen);
        program.switched();
    });
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
        ran.with(|ran| *ran == program.text()).then_some(())?;
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
    let lines = Signal::derive(move || {
        status(program, python, i18n.get_locale(), |shown, busy| {
            results(shown, busy, i18n.get_locale())
        })
    });
    let file = Signal::derive(move || format!("{}.py", file_stem(&["queens", task.get().name()])));
    let legend = Signal::derive(move || td_string!(i18n.get_locale(), write.exercise).to_owned());
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
                    <ExerciseProgram
                        program=program
                        python=python
                        run=Callback::new(move |()| run())
                        file=file
                        lines=lines
                        error=error
                        replayable=Signal::derive(move || recording.with(Option::is_some))
                        replay_label=Signal::derive(move || {
                            let locale = i18n.get_locale();
                            match task.get() {
                                Task::Safe => td_string!(locale, write.replay_safe),
                                Task::Search => td_string!(locale, write.replay),
                            }
                            .to_owned()
                        })
                        replay=Callback::new(move |()| replaying.set(true))
                    />
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

/// What the last run of an N-Queens exercise gave, sentence by sentence, in `locale`; while
/// `busy`, that its grade is coming.
fn results(shown: &Shown, busy: bool, locale: crate::text::Locale) -> Vec<String> {
    let mut lines = Vec::new();
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
    }
    lines
}
