//! A student's search played in the player, step by step, as the app's own searches are: its
//! recorded events through the player's engine (`Tracer::recorded`), on the player's board, with
//! its counters, its solutions, the step in words and its search tree. A whole search written by
//! the student shows the student's program with the line of each step; the app's search over the
//! student's `safe()` shows the app's flag-array program, whose lines its steps name.

use crate::i18n::i18n::{t, td_string, use_i18n};
use crate::parts;
use crate::queens::trace::{Algorithm, RecordedStep, Tracer};
use crate::ui::chunks::deferred;
use crate::ui::context::expect_context;
use crate::ui::pages::AppState;
use crate::ui::player::teach::follow_line;
use crate::ui::player::{provide_player, Player, PlayerLayout, PlayerSource};
use crate::ui::queens::play::{
    queens_code, queens_tree, solution_milestones, step_words, CountersPanel, PlayerBoard,
    SolutionLog, StatePanel,
};
use crate::view::write::Task;
use leptos::html;
use leptos::prelude::*;
use std::sync::Arc;

/// What identifies a student's search: its N and its steps (none: nothing to play).
type Recording = Option<(usize, Arc<[RecordedStep]>)>;

/// The student's search at step 0; `None` when there is none or a board of N cannot play it.
fn recorded(recording: &Recording) -> Option<Tracer> {
    let (n, steps) = recording.as_ref()?;
    // The app's flag-array program is the one a student's search is compared with.
    Tracer::recorded(Algorithm::Flags, *n, Arc::clone(steps)).ok()
}

/// The player over the search `recording` of the exercise `task`, with a button `back` to the
/// program.
#[component]
pub fn StudentPlayer(
    /// The search, as the last run recorded it.
    recording: Memo<Recording>,
    /// The exercise that ran.
    task: Memo<Task>,
    /// The student's program, line by line as it ran.
    program: Signal<String>,
    /// Goes back to the program.
    back: Callback<()>,
) -> impl IntoView {
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    let player = provide_player(PlayerSource {
        key: recording,
        make: recorded,
        view: app.queens.player,
        compared: Signal::stored(false),
    });
    view! {
        <section
            class="mode-view player"
            aria-label=move || match task.get() {
                Task::Safe => td_string!(i18n.get_locale(), write.replay_safe_region),
                Task::Search => td_string!(i18n.get_locale(), write.replay_region),
            }
        >
            <PlayerLayout
                milestones=solution_milestones()
                before_controls=move || {
                    view! {
                        <button type="button" on:click=move |_| back.run(())>
                            {t!(i18n, write.back)}
                        </button>
                    }
                }
                board_label=Signal::derive(move || {
                    td_string!(i18n.get_locale(), queens_play.board).to_owned()
                })
                board=|| view! { <PlayerBoard /> }
                file=Signal::stored("queens-my-search".to_owned())
                panels=|| view! { <StatePanel /> <CountersPanel /> }
                secondary=|| view! { <SolutionLog /> }
                words=step_words()
                code=move || match task.get_untracked() {
                    Task::Safe => deferred(Box::pin(queens_code()), parts::QUEENS_CODE.sheets).into_any(),
                    Task::Search => view! { <StudentCode program=program player=player /> }.into_any(),
                }
                tree=|| deferred(Box::pin(queens_tree()), parts::QUEENS_TREE.sheets)
            />
        </section>
    }
}

/// The student's program beside the board, the line of the step shown marked (as the code pane
/// marks the app's programs').
#[component]
fn StudentCode(program: Signal<String>, player: Player<Tracer>) -> impl IntoView {
    let i18n = use_i18n();
    let line = Memo::new(move |_| player.frame.with(|f| f.as_ref().and_then(|f| f.line)));
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
