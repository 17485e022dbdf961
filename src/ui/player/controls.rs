//! The player's buttons and its speed.

use super::control::{Action, PlayerControl, Target};
use crate::view::speed::Speed;
use leptos::prelude::*;

/// Play/Pause, the steps, the ends, the milestones (when the puzzle has them), and the speed.
#[component]
pub fn Controls(
    /// The labels of the buttons to the previous and the next milestone ("Previous solution",
    /// "Next solution"); no such buttons without them.
    #[prop(optional)]
    milestones: Option<[&'static str; 2]>,
) -> impl IntoView {
    let player = expect_context::<PlayerControl>();
    let speed = player.speed;
    let playing = player.playing;
    let to = move |step: u64| move |_| player.seek(Target::step(step));
    let set_speed = move |ev: leptos::ev::Event| {
        if let Ok(rung) = event_target_value(&ev).parse::<usize>() {
            player.act.run(Action::SetSpeed(Speed::from_rung(rung)));
        }
    };
    let milestone_buttons = milestones.map(|[previous, next]| {
        view! {
            <button type="button" on:click=move |_| player.previous_milestone()>
                {previous}
            </button>
            <button type="button" on:click=move |_| player.next_milestone()>
                {next}
            </button>
        }
    });
    view! {
        <div class="player-controls" role="group" aria-label="Player controls">
            <button type="button" aria-keyshortcuts="Home" on:click=to(0)>
                "To start"
            </button>
            <button type="button" aria-keyshortcuts="ArrowLeft" on:click=move |_| player.step(false)>
                "Step back"
            </button>
            <button
                type="button"
                class="play"
                aria-keyshortcuts="Space"
                on:click=move |_| player.toggle()
            >
                {move || if playing.get() { "Pause" } else { "Play" }}
            </button>
            <button type="button" aria-keyshortcuts="ArrowRight" on:click=move |_| player.step(true)>
                "Step forward"
            </button>
            <button type="button" aria-keyshortcuts="End" on:click=to(u64::MAX)>
                "To end"
            </button>
            {milestone_buttons}
            <label class="speed">
                "Speed "
                <input
                    type="range"
                    min="0"
                    max=Speed::COUNT - 1
                    step="1"
                    aria-keyshortcuts="+ -"
                    aria-valuetext=move || speed.get().label()
                    prop:value=move || speed.get().rung().to_string()
                    on:input=set_speed
                />
                <span class="speed-label">{move || speed.get().label()}</span>
            </label>
        </div>
    }
}
