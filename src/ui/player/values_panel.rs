//! A panel of named values beside the player's board, the same on every page: the algorithm's
//! variables, the counters. A page gives its heading and its rows, drawn from the frame.

use super::engine::{Playable, Player};
use crate::i18n::i18n::use_i18n;
use crate::text::number::number;
use crate::text::Locale;
use crate::ui::context::expect_context;
use leptos::prelude::*;

/// Rows of named values, `(name, value)`, in order.
pub type Rows = Vec<(String, String)>;

/// The rows of the frame the page's player shows, as `rows` words them in the reader's
/// language; none while there is no frame.
pub fn frame_rows<T: Playable>(rows: fn(&T::Frame, Locale) -> Rows) -> Signal<Rows> {
    let player = expect_context::<Player<T>>();
    let i18n = use_i18n();
    Signal::derive(move || {
        let locale = i18n.get_locale();
        player
            .frame
            .with(|f| f.as_ref().map(|f| rows(f, locale)).unwrap_or_default())
    })
}

/// A heading and a `<dl>` of `(name, value)` rows, named by its heading.
#[component]
pub fn ValuesPanel(
    /// The section's class (`state-panel`, `counters`).
    class: &'static str,
    /// The heading's id, which names the section.
    heading_id: &'static str,
    /// The heading.
    #[prop(into)]
    heading: Signal<String>,
    /// The rows, in order.
    #[prop(into)]
    rows: Signal<Rows>,
    /// Hides the panel (a method with no variables).
    #[prop(into, optional)]
    hidden: Signal<bool>,
) -> impl IntoView {
    view! {
        <section class=class aria-labelledby=heading_id hidden=hidden>
            <h2 id=heading_id>{heading}</h2>
            <dl class="variables">
                {move || {
                    rows.get()
                        .into_iter()
                        .map(|(name, value)| {
                            view! {
                                <dt>{name}</dt>
                                <dd>{value}</dd>
                            }
                        })
                        .collect_view()
                }}
            </dl>
        </section>
    }
}

/// Counters as rows, each number as the language writes it.
pub fn counted<const K: usize>(counters: [(&'static str, u64); K], locale: Locale) -> Rows {
    counters
        .into_iter()
        .map(|(label, value)| (label.to_owned(), number(value, locale)))
        .collect()
}
