//! The player's buttons and its speed.

use super::driver::{Player, Target};
use crate::queens::trace::Algorithm;
use crate::view::speed::Speed;
use leptos::prelude::*;

/// The algorithm to trace: a labelled menu; a new choice starts its search at step 0.
#[component]
pub fn AlgorithmChoice() -> impl IntoView {
    let player = expect_context::<Player>();
    let app = player.app();
    let chosen = Memo::new(move |_| app.view.with(|v| v.algorithm));
    let choose = move |ev: leptos::ev::Event| {
        let value = event_target_value(&ev);
        if let Ok(algorithm) = value.parse::<Algorithm>() {
            app.view.update(|v| {
                v.algorithm = algorithm;
                v.step = 0;
            });
        }
    };
    view! {
        <label class="algorithm-choice">
            "Algorithm "
            <select on:change=choose>
                {Algorithm::ALL
                    .into_iter()
                    .map(|a| {
                        view! {
                            <option value=a.name() selected=move || chosen.get() == a>
                                {a.label()}
                            </option>
                        }
                    })
                    .collect_view()}
            </select>
        </label>
    }
}

/// Play/Pause, the steps, the ends, the solutions, and the speed.
#[component]
pub fn Controls() -> impl IntoView {
    let player = expect_context::<Player>();
    let app = player.app();
    let speed = Memo::new(move |_| app.view.with(|v| v.speed));
    let playing = player.playing;
    let to = move |step: u64| {
        move |_| {
            player.seek(Target::Step {
                step,
                from_link: false,
            })
        }
    };
    let set_speed = move |ev: leptos::ev::Event| {
        if let Ok(rung) = event_target_value(&ev).parse::<usize>() {
            app.view.update(|v| v.speed = Speed::from_rung(rung));
        }
    };
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
            <button type="button" on:click=move |_| player.previous_solution()>
                "Previous solution"
            </button>
            <button
                type="button"
                on:click=move |_| player.seek(Target::NextSolution(player.position()))
            >
                "Next solution"
            </button>
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
