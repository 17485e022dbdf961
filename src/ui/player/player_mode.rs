//! The mode "Step by step": the player's layout.

use super::board_overlay::PlayerBoard;
use super::compare::Compare;
use super::controls::{AlgorithmChoice, Controls};
use super::counters::CountersPanel;
use super::driver::Player;
use super::keyboard::install_shortcuts;
use super::legend::Legend;
use super::solution_log::SolutionLog;
use super::state_panel::StatePanel;
use super::timeline_bar::TimelineBar;
use crate::ui::state::AppState;
use leptos::prelude::*;

/// The player over the search for the view's N and algorithm, at the view's step and speed.
#[component]
pub fn PlayerMode() -> impl IntoView {
    let app = expect_context::<AppState>();
    let player = Player::start(app);
    provide_context(player);
    install_shortcuts(player);
    view! {
        <section class="player" aria-label="Step-by-step player">
            <AlgorithmChoice />
            <Controls />
            <TimelineBar />
            <p class="shortcuts">
                "Keys: Space play/pause, ← → step, Home/End start/end, + − speed."
            </p>
            <div class="player-workspace">
                <section class="board-panel" aria-label="Board">
                    <PlayerBoard />
                    <Legend />
                </section>
                <div class="player-side">
                    <StatePanel />
                    <CountersPanel />
                    <SolutionLog />
                </div>
            </div>
            <Compare />
        </section>
    }
}
