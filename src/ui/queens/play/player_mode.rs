//! The mode "Step by step": the player's layout, and its source: the view's N, algorithm and
//! seed (min-conflicts').

use super::algorithm_choice::AlgorithmChoice;
use super::board_overlay::PlayerBoard;
use super::compare::Compare;
use super::counters::CountersPanel;
use super::legend::Legend;
use super::predict::{self, provide_prediction, QueensPlay};
use super::solution_log::SolutionLog;
use super::state_panel::StatePanel;
use super::teach;
use super::versus::{QueensVersusName, VersusPanel};
use crate::i18n::i18n::{td_string, use_i18n};
use crate::parts;
use crate::queens::trace::{Algorithm, Tracer};
use crate::ui::chunks::{deferred, part};
use crate::ui::context::expect_context;
use crate::ui::pages::AppState;
use crate::ui::player::perform::{perform_or_predict, PagePerformance};
use crate::ui::player::predict::QuestionsPlace;
use crate::ui::player::{provide_player, PlayerLayout, PlayerSource};
use crate::ui::state::field;
use crate::view::export::file_stem;
use leptos::prelude::*;

part!(
    /// The player's questions, or the search the student performs, loaded when first asked for.
    queens_predict => perform_or_predict::<QueensPlay>().into_any()
);

/// The search the player shows: N, the algorithm, and the seed min-conflicts draws from.
pub(super) fn search(&(n, algorithm, seed): &(usize, Algorithm, u64)) -> Option<Tracer> {
    Tracer::seeded(algorithm, n, seed).ok()
}

/// The names of the buttons to the previous and the next solution, the player's milestones.
pub fn solution_milestones() -> [Signal<String>; 2] {
    let i18n = use_i18n();
    [
        Signal::derive(move || {
            td_string!(i18n.get_locale(), queens_play.previous_solution).to_owned()
        }),
        Signal::derive(move || td_string!(i18n.get_locale(), queens_play.next_solution).to_owned()),
    ]
}

/// The player over the search for the view's N and algorithm, at the view's step and speed.
#[component]
pub fn PlayerMode() -> impl IntoView {
    let app = expect_context::<AppState>();
    let seed = field(app.queens.view, |v| v.seed);
    provide_player(PlayerSource {
        key: Memo::new(move |_| (app.queens.n.get(), app.queens.algorithm.get(), seed.get())),
        make: search,
        view: app.queens.player,
        compared: field(app.queens.view, |v| v.versus.is_some()).into(),
    });
    provide_prediction();
    PagePerformance::<QueensPlay>::provide();
    let i18n = use_i18n();
    let milestones = solution_milestones();
    let file = Signal::derive(move || {
        let step = format!("step{}", app.queens.player.step.get());
        let n = app.queens.n.get().to_string();
        file_stem(&["queens", &n, app.queens.algorithm.get().name(), &step])
    });
    view! {
        <section
            class="mode-view player"
            aria-label=move || td_string!(i18n.get_locale(), player.region)
        >
            <PlayerLayout
                milestones=milestones
                before_controls=|| view! { <AlgorithmChoice /> }
                board_label=Signal::derive(move || {
                    td_string!(i18n.get_locale(), queens_play.board).to_owned()
                })
                board=|| view! { <QueensVersusName /> <PlayerBoard /> <VersusPanel /> }
                file=file
                questions=move || {
                    view! {
                        <QuestionsPlace
                            switch=predict::switch()
                            fields=app.queens.player
                            panel=|| deferred(Box::pin(queens_predict()), parts::QUEENS_PREDICT.sheets)
                        />
                    }
                }
                panels=|| view! { <StatePanel /> <CountersPanel /> }
                secondary=|| view! { <Legend /> <SolutionLog /> <Compare /> }
                words=teach::words()
                code=|| deferred(Box::pin(teach::queens_code()), parts::QUEENS_CODE.sheets)
                tree=|| deferred(Box::pin(teach::queens_tree()), parts::QUEENS_TREE.sheets)
            />
        </section>
    }
}
