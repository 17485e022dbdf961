//! The timeline: a slider over the steps computed so far, and where the scan stands.

use super::control::{Action, PlayerControl, Target};
use crate::i18n::i18n::{td_string, use_i18n};
use crate::text::number::number;
use crate::ui::context::expect_context;
use leptos::prelude::*;

/// A slider to scrub through the search, with the step, the total (or how far the scan has got)
/// and what the player is waiting for.
#[component]
pub fn TimelineBar() -> impl IntoView {
    let player = expect_context::<PlayerControl>();
    let i18n = use_i18n();
    let position = player.position;
    let step_text = move || {
        let locale = i18n.get_locale();
        td_string!(locale, player.step, step = number(position.get(), locale))
    };
    let last = move || player.scan.with(|s| s.total.unwrap_or(s.known));
    let scrub = move |ev: leptos::ev::Event| {
        if let Ok(step) = event_target_value(&ev).parse::<u64>() {
            player.seek(Target::step(step));
        }
    };
    let total = move || {
        let locale = i18n.get_locale();
        player.scan.with(|s| match s.total {
            Some(total) => td_string!(locale, player.total, total = number(total, locale)),
            None if s.stopped => {
                td_string!(locale, player.stopped, known = number(s.known, locale))
            }
            None => td_string!(locale, player.computing, known = number(s.known, locale)),
        })
    };
    // A search too long to wait for can be stopped (what was scanned stays playable) and
    // continued.
    let scan_button = move || {
        let locale = i18n.get_locale();
        player.scan.with(|s| match (s.total, s.stopped) {
            (Some(_), _) => None,
            (None, stopped) => {
                let label = if stopped {
                    td_string!(locale, player.continue_search)
                } else {
                    td_string!(locale, player.stop_search)
                };
                Some(view! {
                    <button
                        type="button"
                        class="quiet scan-button"
                        on:click=move |_| player.act.run(Action::Scan(stopped))
                    >
                        {label}
                    </button>
                })
            }
        })
    };
    let waiting = move || {
        let locale = i18n.get_locale();
        player.pending.with(|p| match p {
            Some(Target::Step { step: u64::MAX, .. }) => {
                Some(td_string!(locale, player.going_end).to_owned())
            }
            Some(Target::Step { step, .. }) => Some(td_string!(
                locale,
                player.going_step,
                step = number(*step, locale)
            )),
            Some(Target::NextMilestone(_)) => Some(td_string!(locale, player.looking).to_owned()),
            None => None,
        })
    };
    view! {
        <div class="timeline">
            <input
                type="range"
                aria-label=move || td_string!(i18n.get_locale(), player.timeline)
                min="0"
                max=move || last().to_string()
                step="1"
                prop:value=move || position.get().to_string()
                aria-valuetext=step_text
                on:input=scrub
            />
            <p class="timeline-text">
                <span class="timeline-step">{step_text}</span>
                " · "
                <span class="timeline-total">{total}</span>
                <span class="timeline-waiting">{waiting}</span>
                {scan_button}
            </p>
        </div>
    }
}
