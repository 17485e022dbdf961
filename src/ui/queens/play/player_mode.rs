//! The mode "Step by step": the player's layout, and its source: the view's N and algorithm.

use super::algorithm_choice::AlgorithmChoice;
use super::board_overlay::PlayerBoard;
use super::compare::Compare;
use super::counters::CountersPanel;
use super::legend::Legend;
use super::solution_log::SolutionLog;
use super::state_panel::StatePanel;
use crate::i18n::i18n::{t, td_string, use_i18n};
use crate::queens::trace::{Algorithm, Tracer};
use crate::ui::export::ExportBar;
use crate::ui::player::{
    install_shortcuts, Controls, Player, PlayerSource, SidePanels, TimelineBar,
};
use crate::ui::state::AppState;
use crate::view::export::file_stem;
use crate::view::message::Message;
use crate::view::queens::QueensViewStoreFields;
use leptos::html;
use leptos::prelude::*;

/// The search the player shows: N and the algorithm.
fn search(&(n, algorithm): &(usize, Algorithm)) -> Option<Tracer> {
    Tracer::new(algorithm, n).ok()
}

/// The player over the search for the view's N and algorithm, at the view's step and speed.
#[component]
pub fn PlayerMode() -> impl IntoView {
    let app = expect_context::<AppState>();
    let (player, control) = Player::start(PlayerSource {
        key: Memo::new(move |_| (app.queens.n().get(), app.queens.algorithm().get())),
        make: search,
        step: Signal::derive(move || app.queens.step().get()),
        publish: Callback::new(move |step| app.queens.step().set(step)),
        speed: Signal::derive(move || app.queens.speed().get()),
        set_speed: Callback::new(move |speed| app.queens.speed().set(speed)),
        on_clamped: Callback::new(move |(asked, shown)| {
            app.tell(Message::StepClamped {
                asked,
                total: shown,
            })
        }),
    });
    let i18n = use_i18n();
    let milestones = [
        Signal::derive(move || {
            td_string!(i18n.get_locale(), queens_play.previous_solution).to_owned()
        }),
        Signal::derive(move || td_string!(i18n.get_locale(), queens_play.next_solution).to_owned()),
    ];
    let frame = NodeRef::<html::Div>::new();
    let file = Signal::derive(move || {
        let step = format!("step{}", app.queens.step().get());
        let n = app.queens.n().get().to_string();
        file_stem(&["queens", &n, app.queens.algorithm().get().name(), &step])
    });
    provide_context(player);
    provide_context(control);
    install_shortcuts(control);
    view! {
        <section
            class="mode-view player"
            aria-label=move || td_string!(i18n.get_locale(), player.region)
        >
            <div class="player-bar">
                <AlgorithmChoice />
                <Controls milestones=milestones />
            </div>
            <TimelineBar />
            <div class="player-workspace">
                <section
                    class="board-panel"
                    tabindex="-1"
                    aria-label=move || td_string!(i18n.get_locale(), queens_play.board)
                >
                    <div class="board-frame" node_ref=frame>
                        <PlayerBoard />
                    </div>
                    <ExportBar panel=frame name=file />
                </section>
                <SidePanels>
                    <StatePanel />
                    <CountersPanel />
                    <div class="secondary">
                        <Legend />
                        <SolutionLog />
                        <Compare />
                        <p class="shortcuts">{t!(i18n, player.keys)}</p>
                    </div>
                </SidePanels>
            </div>
        </section>
    }
}
