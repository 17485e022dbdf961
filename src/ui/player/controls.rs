//! The player's buttons and its speed.

use super::control::{Action, PlayerControl, Target};
use crate::i18n::i18n::{t, td_string, use_i18n};
use crate::text::labels;
use crate::ui::context::expect_context;
use crate::view::speed::Speed;
use leptos::prelude::*;

/// Play/Pause, the steps, the ends, the milestones (when the puzzle has them), and the speed.
#[component]
pub fn Controls(
    /// The labels of the buttons to the previous and the next milestone ("Previous solution",
    /// "Next solution", in the reader's language); no such buttons without them.
    #[prop(optional)]
    milestones: Option<[Signal<String>; 2]>,
) -> impl IntoView {
    let player = expect_context::<PlayerControl>();
    let i18n = use_i18n();
    let speed_label = move || labels::speed(player.speed.get(), i18n.get_locale());
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
        <div
            class="player-controls"
            role="group"
            aria-label=move || td_string!(i18n.get_locale(), player.controls)
        >
            <button type="button" aria-keyshortcuts="Home" on:click=to(0)>
                {t!(i18n, player.to_start)}
            </button>
            <button type="button" aria-keyshortcuts="ArrowLeft" on:click=move |_| player.step(false)>
                {t!(i18n, player.step_back)}
            </button>
            <button
                type="button"
                class="play"
                aria-keyshortcuts="Space"
                on:click=move |_| player.toggle()
            >
                {move || {
                    let locale = i18n.get_locale();
                    if playing.get() {
                        td_string!(locale, player.pause)
                    } else {
                        td_string!(locale, player.play)
                    }
                }}
            </button>
            <button type="button" aria-keyshortcuts="ArrowRight" on:click=move |_| player.step(true)>
                {t!(i18n, player.step_forward)}
            </button>
            <button type="button" aria-keyshortcuts="End" on:click=to(u64::MAX)>
                {t!(i18n, player.to_end)}
            </button>
            {milestone_buttons}
            <label class="speed">
                <span class="toolbar-label">{t!(i18n, player.speed)}</span>
                <input
                    type="range"
                    min="0"
                    max=Speed::COUNT - 1
                    step="1"
                    aria-keyshortcuts="+ -"
                    aria-valuetext=speed_label
                    prop:value=move || speed.get().rung().to_string()
                    on:input=set_speed
                />
                <span class="speed-label">{speed_label}</span>
            </label>
        </div>
    }
}
