//! The messages about input, links and actions, read out as they appear. Their wording is a
//! part of its own, loaded with the first message (see [`message_words`]).

use super::chunks::{message_words, MessageWords};
use super::pages::AppState;
use crate::i18n::i18n::{t, use_i18n};
use crate::ui::context::expect_context;
use leptos::prelude::*;
use leptos::task::spawn_local;

/// Whether the messages' wording is here yet.
#[derive(Clone, Copy)]
enum Words {
    /// Not asked for, or being loaded.
    Waiting,
    /// Loaded.
    Ready(MessageWords),
    /// Its part could not be fetched (asked again with the next message).
    Unloaded,
}

/// The app's messages in the reader's language, in an alert region with the given `id` (for a
/// field's `aria-describedby`).
#[component]
pub fn Messages(
    /// The region's id.
    id: &'static str,
) -> impl IntoView {
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    let words = RwSignal::new(Words::Waiting);
    // The first message fetches the wording (an edge: the network).
    Effect::new(move |_| {
        let any = app.messages.with(|m| !m.is_empty());
        if any && !matches!(words.get_untracked(), Words::Ready(_)) {
            spawn_local(async move {
                words.set(match message_words().await {
                    Ok(render) => Words::Ready(render),
                    Err(_) => Words::Unloaded,
                });
            });
        }
    });
    view! {
        <div id=id class="message" role="alert">
            {move || {
                let locale = i18n.get_locale();
                match words.get() {
                    Words::Ready(render) => app
                        .messages
                        .with(|messages| {
                            messages
                                .iter()
                                .map(|m| view! { <p>{render(m, locale)}</p> })
                                .collect_view()
                        })
                        .into_any(),
                    Words::Unloaded if app.messages.with(|m| !m.is_empty()) => {
                        view! { <p>{t!(i18n, app.unloaded)}</p> }.into_any()
                    }
                    Words::Waiting | Words::Unloaded => ().into_any(),
                }
            }}
        </div>
    }
}
