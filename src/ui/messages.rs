//! The messages about input, links and actions, read out as they appear.

use super::state::AppState;
use crate::i18n::i18n::use_i18n;
use crate::text::message::render;
use leptos::prelude::*;

/// The app's messages in the reader's language, in an alert region with the given `id` (for a
/// field's `aria-describedby`).
#[component]
pub fn Messages(
    /// The region's id.
    id: &'static str,
) -> impl IntoView {
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    view! {
        <div id=id class="message" role="alert">
            {move || {
                let locale = i18n.get_locale();
                app.messages
                    .with(|messages| {
                        messages
                            .iter()
                            .map(|m| view! { <p>{render(m, locale)}</p> })
                            .collect_view()
                    })
            }}
        </div>
    }
}
