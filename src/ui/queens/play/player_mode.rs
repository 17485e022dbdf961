//! The mode "Step by step": the player's layout, and its source: the view's N and algorithm.

use super::algorithm_choice::AlgorithmChoice;
use super::board_overlay::PlayerBoard;
use super::compare::Compare;
use super::counters::CountersPanel;
use super::legend::Legend;
use super::solution_log::SolutionLog;
use super::state_panel::StatePanel;
use crate::queens::trace::{Algorithm, Tracer};
use crate::ui::player::{install_shortcuts, Controls, Player, PlayerSource, TimelineBar};
use crate::ui::state::AppState;
use crate::view::player::step_clamped_message;
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
        key: Memo::new(move |_| app.queens.with(|v| (v.n, v.algorithm))),
        make: search,
        step: Signal::derive(move || app.queens.with(|v| v.step)),
        publish: Callback::new(move |step| app.queens.update(|v| v.step = step)),
        speed: Signal::derive(move || app.queens.with(|v| v.speed)),
        set_speed: Callback::new(move |speed| app.queens.update(|v| v.speed = speed)),
        on_clamped: Callback::new(move |(asked, shown)| {
            app.tell(step_clamped_message(asked, shown))
        }),
    });
    provide_context(player);
    provide_context(control);
    install_shortcuts(control);
    view! {
        <section class="player" aria-label="Step-by-step player">
            <AlgorithmChoice />
            <Controls milestones=["Previous solution", "Next solution"] />
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
