//! The line a count panel shows when a worker failed and the count went on without it.

use crate::i18n::i18n::use_i18n;
use crate::text::message::worker_lost;
use crate::worker::failure::CountFailure;
use leptos::prelude::*;

/// The last worker lost in the current count, and the workers left then.
pub type LostWorker = Option<(CountFailure, usize)>;

/// Says which worker was lost and where its jobs went; empty while none was.
#[component]
pub fn WorkerNotice(
    /// The last worker lost, if any.
    #[prop(into)]
    lost: Signal<LostWorker>,
) -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <p class="count-notice" aria-live="polite">
            {move || {
                lost.get()
                    .map(|(reason, left)| worker_lost(&reason, left, i18n.get_locale()))
            }}
        </p>
    }
}
