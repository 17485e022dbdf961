//! The walk a student's knight's rule made, played in the player step by step as the app's own
//! tours are: its squares through the player's engine (`KnightTracer::walked`), each move after
//! the ratings of the squares the rule chose from, on the player's board, with its counters, the
//! step in words, its tree and the student's program beside it.

use super::super::panels::{KnightCounters, KnightLegend, KnightState};
use super::super::teach;
use super::super::{knights_tree, KnightsBoard};
use crate::i18n::i18n::{td_string, use_i18n};
use crate::knights::board::{BoardSize, Square};
use crate::knights::trace::{KnightEvent, KnightTracer};
use crate::parts;
use crate::ui::chunks::deferred;
use crate::ui::context::expect_context;
use crate::ui::pages::AppState;
use crate::ui::player::{provide_player, PlayerLayout, PlayerSource};
use crate::ui::write::back::BackToProgram;
use crate::ui::write::student_code::StudentCode;
use leptos::prelude::*;
use nqueens_student::walk::choose_line;
use std::sync::Arc;

/// What identifies a walk: its board and its squares (none: nothing to play).
pub type Walked = Option<(BoardSize, Arc<[Square]>)>;

/// The walk at step 0; `None` when there is none.
fn walked(walk: &Walked) -> Option<KnightTracer> {
    let (size, squares) = walk.as_ref()?;
    KnightTracer::walked(*size, squares.to_vec()).ok()
}

/// The player over the walk `walk`, with a button `back` to the program.
#[component]
pub fn RulePlayer(
    /// The walk, as the last run made it.
    walk: Memo<Walked>,
    /// The student's program, as it ran.
    program: Signal<String>,
    /// Goes back to the program.
    back: Callback<()>,
) -> impl IntoView {
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    let player = provide_player(PlayerSource {
        key: walk,
        make: walked,
        view: app.knights.player,
        compared: Signal::stored(false),
    });
    // `choose` made the moves after the first, seeing the ratings shown before each.
    let line = Signal::derive(move || {
        let chosen = player.frame.with(|f| {
            matches!(
                f.as_ref().and_then(|f| f.event),
                Some(KnightEvent::Candidates { .. } | KnightEvent::Move { number: 2.., .. })
            )
        });
        chosen
            .then(|| program.with(|p| choose_line(p)))
            .flatten()
            .and_then(|line| u8::try_from(line).ok())
    });
    view! {
        <section
            class="knights-page mode-view player"
            aria-label=move || td_string!(i18n.get_locale(), write.replay_rule_region)
        >
            <PlayerLayout
                milestones=[
                    Signal::derive(move || td_string!(i18n.get_locale(), knights.previous_tour).to_owned()),
                    Signal::derive(move || td_string!(i18n.get_locale(), knights.next_tour).to_owned()),
                ]
                before_controls=move || view! { <BackToProgram back=back /> }
                board_label=Signal::derive(move || {
                    td_string!(i18n.get_locale(), knights.board).to_owned()
                })
                board=|| view! { <KnightsBoard /> }
                file=Signal::stored("knights-my-rule".to_owned())
                panels=|| view! { <KnightState /> <KnightCounters /> }
                secondary=|| view! { <KnightLegend /> }
                words=teach::words()
                code=move || view! { <StudentCode program=program line=line /> }
                tree=|| deferred(Box::pin(knights_tree()), parts::KNIGHTS_TREE.sheets)
            />
        </section>
    }
}
