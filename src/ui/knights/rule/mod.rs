//! Write your own knight's rule: the student's `choose(x, y, moves, visited)` walks the knight
//! from the page's start square in the Python worker; what the walk gave is said in words (a
//! tour, the dead end and why, or the answer that was no move) and drawn on the board, and the
//! walk then plays step by step in the player. Code from a link or a lesson is shown and never
//! runs until the student presses Run.

mod replay;
mod walk_board;

use crate::i18n::i18n::{td_string, use_i18n};
use crate::knights::board::{BoardSize, Square};
use crate::text::rule::rule_result;
use crate::ui::context::expect_context;
use crate::ui::pages::AppState;
use crate::ui::stored_choices::WRITE_RULE;
use crate::ui::write::controls::{status, ExerciseProgram};
use crate::ui::write::program::Program;
use crate::ui::write::python::Python;
use crate::view::export::file_stem;
use crate::view::knights::RULE_TASK;
use leptos::prelude::*;
use nqueens_student::protocol::Exercise;
use nqueens_student::starters::starter;
use nqueens_student::walk::{square_of, xy_of, WalkEnd};
use replay::{RulePlayer, Walked};
use std::sync::Arc;
use walk_board::WalkBoard;

/// The mode "Write your own" of the knight's tour page.
#[component]
pub fn RuleMode() -> impl IntoView {
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    let size = app.knights.size;
    let start = app.knights.start;
    let rule = move || {
        let (size, start) = (size.get(), start.get());
        Exercise::Rule {
            rows: size.rows,
            cols: size.cols,
            start: xy_of(size.rows, start),
        }
    };
    let program = Program::new(
        app.code,
        Signal::stored(&WRITE_RULE),
        Signal::derive(move || starter(rule())),
    );
    let python = Python::new();
    // The program as it last ran, whose `choose` the player marks.
    let ran = RwSignal::new(String::new());
    let replaying = RwSignal::new(false);
    // The board and start of the last run: its results are shown while the page's are these.
    let ran_on = RwSignal::new(None::<(BoardSize, Square)>);
    let current = Memo::new(move |_| ran_on.get() == Some((size.get(), start.get())));
    // The last run's walk while it is of the page's board and start, and its squares.
    let walked = Memo::new(move |_| {
        current
            .get()
            .then(|| python.shown.with(|s| s.walked.clone()))
            .flatten()
    });
    let path = Memo::new(move |_| {
        walked.with(|walk| {
            walk.as_ref().map(|walk| {
                let squares = walk.squares.iter().map(|&xy| square_of(walk.rows, xy));
                squares.collect::<Arc<[Square]>>()
            })
        })
    });
    // The walk to play: a tour or a dead end (a walk cut by an error or a wrong answer is said,
    // and drawn, but is no walk of the rule's to play).
    let walk = Memo::<Walked>::new(move |_| {
        let playable = walked.with(|walk| {
            walk.as_ref()
                .is_some_and(|w| matches!(w.end(), WalkEnd::Tour | WalkEnd::DeadEnd(_)))
        });
        playable
            .then(|| path.get())
            .flatten()
            .map(|squares| (size.get_untracked(), squares))
    });
    let run = move || {
        if !python.busy.get_untracked() {
            let text = untrack(move || program.text());
            ran.set(text.clone());
            ran_on.set(Some((size.get_untracked(), start.get_untracked())));
            python.run(untrack(rule), 0, text);
        }
    };
    // The run's error, marked on its line while the program shown is the one that ran.
    let error = Signal::derive(move || {
        ran.with(|ran| *ran == program.text()).then_some(())?;
        walked.with(|walk| {
            let walk = walk.as_ref()?;
            let words = rule_result(walk, i18n.get_locale());
            Some((walk.ran.end.place()?, words.into_iter().next()?))
        })
    });
    let lines = Signal::derive(move || {
        status(program, python, i18n.get_locale(), |_, _| {
            walked.with(|walk| {
                walk.as_ref()
                    .map(|walk| rule_result(walk, i18n.get_locale()))
                    .unwrap_or_default()
            })
        })
    });
    let file = Signal::derive(move || {
        let size = size.get();
        let board = format!("{}x{}", size.rows, size.cols);
        format!("{}.py", file_stem(&["knights", &board, RULE_TASK]))
    });
    // The walk drawn: the last run's while it is of this board and start, the start otherwise.
    let drawn = Signal::derive(move || match path.get() {
        Some(squares) => squares.to_vec(),
        None => vec![start.get()],
    });
    let writing = move || {
        view! {
            <section
                class="mode-view write-view"
                aria-label=move || td_string!(i18n.get_locale(), write.panel_rule)
            >
                <div class="side">
                    <p class="write-task">{move || td_string!(i18n.get_locale(), write.text_rule)}</p>
                    <ExerciseProgram
                        program=program
                        python=python
                        run=Callback::new(move |()| run())
                        file=file
                        lines=lines
                        error=error
                        replayable=Signal::derive(move || walk.with(Option::is_some))
                        replay_label=Signal::derive(move || {
                            td_string!(i18n.get_locale(), write.replay_rule).to_owned()
                        })
                        replay=Callback::new(move |()| replaying.set(true))
                    />
                </div>
                <WalkBoard size=size.into() walk=drawn />
            </section>
        }
    };
    view! {
        <Show when=move || replaying.get() && walk.with(Option::is_some) fallback=writing>
            <RulePlayer
                walk=walk
                program=ran.into()
                back=Callback::new(move |()| replaying.set(false))
            />
        </Show>
    }
}
