//! The timeline: a slider over the steps computed so far, and where the scan stands.

use super::control::{PlayerControl, Target};
use crate::view::player::grouped;
use leptos::prelude::*;

/// A slider to scrub through the search, with the step, the total (or how far the scan has got)
/// and what the player is waiting for.
#[component]
pub fn TimelineBar() -> impl IntoView {
    let player = expect_context::<PlayerControl>();
    let position = player.position;
    let last = move || player.scan.with(|s| s.total.unwrap_or(s.known));
    let scrub = move |ev: leptos::ev::Event| {
        if let Ok(step) = event_target_value(&ev).parse::<u64>() {
            player.seek(Target::step(step));
        }
    };
    let total = move || {
        player.scan.with(|s| match s.total {
            Some(total) => format!("Total: {} steps", grouped(total)),
            None => format!("Total: computing… {} steps so far", grouped(s.known)),
        })
    };
    let waiting = move || {
        player.pending.with(|p| match p {
            Some(Target::Step { step: u64::MAX, .. }) => Some("Going to the end…".to_owned()),
            Some(Target::Step { step, .. }) => Some(format!("Going to step {}…", grouped(*step))),
            Some(Target::NextMilestone(_)) => Some("Looking further on…".to_owned()),
            None => None,
        })
    };
    view! {
        <div class="timeline">
            <input
                type="range"
                aria-label="Timeline"
                min="0"
                max=move || last().to_string()
                step="1"
                prop:value=move || position.get().to_string()
                aria-valuetext=move || format!("Step {}", grouped(position.get()))
                on:input=scrub
            />
            <p class="timeline-text">
                <span class="timeline-step">{move || format!("Step {}", grouped(position.get()))}</span>
                " · "
                <span class="timeline-total">{total}</span>
                <span class="timeline-waiting">{waiting}</span>
            </p>
        </div>
    }
}
