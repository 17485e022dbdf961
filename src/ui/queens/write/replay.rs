//! A student's search played in the player, step by step, as the app's own searches are: its
//! recorded events through the player's engine (`Tracer::recorded`), on the player's board, with
//! its counters, its solutions, the step in words and its search tree. A whole search written by
//! the student shows the student's program with the line of each step; the app's search over the
//! student's `safe()` shows the app's flag-array program, whose lines its steps name.

use crate::i18n::i18n::{td_string, use_i18n};
use crate::parts;
use crate::queens::trace::{Algorithm, RecordedStep, Tracer};
use crate::ui::chunks::deferred;
use crate::ui::context::expect_context;
use crate::ui::pages::AppState;
use crate::ui::player::{provide_player, PlayerLayout, PlayerSource};
use crate::ui::queens::play::{
    queens_code, queens_tree, solution_milestones, step_words, CountersPanel, PlayerBoard,
    SolutionLog, StatePanel,
};
use crate::ui::write::back::BackToProgram;
use crate::ui::write::student_code::StudentCode;
use crate::view::write::Task;
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
                before_controls=move || view! { <BackToProgram back=back /> }
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
                    Task::Search => {
                        let line = Signal::derive(move || {
                            player.frame.with(|f| f.as_ref().and_then(|f| f.line))
                        });
                        view! { <StudentCode program=program line=line /> }.into_any()
                    }
                }
                tree=|| deferred(Box::pin(queens_tree()), parts::QUEENS_TREE.sheets)
            />
        </section>
    }
}
