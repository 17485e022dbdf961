//! The one progress bar of the page: every count and the list's build show their share done
//! with it, scaled rather than resized so that it costs no layout while the workers count.

use crate::text::number::plain;
use leptos::prelude::*;

/// A labelled progress bar (`role="progressbar"`, 0 to 100 %) for a share done from 0 to 1.
#[component]
pub fn ProgressBar(
    /// What is in progress, as the bar's name.
    #[prop(into)]
    label: Signal<String>,
    /// The share done, from 0 to 1.
    #[prop(into)]
    fraction: Signal<f64>,
) -> impl IntoView {
    let percent = move || (fraction.get().clamp(0.0, 1.0) * 100.0).floor() as u32;
    view! {
        <div
            class="progress"
            role="progressbar"
            aria-label=label
            aria-valuemin="0"
            aria-valuemax="100"
            aria-valuenow=move || percent().to_string()
            aria-valuetext=move || format!("{}%", percent())
        >
            <div
                class="progress-bar"
                style:transform=move || format!("scaleX({})", plain(fraction.get().clamp(0.0, 1.0), 3))
            ></div>
        </div>
    }
}
