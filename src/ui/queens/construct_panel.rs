//! One placement for huge N, by explicit construction: checked, drawn scaled, downloadable.

use super::scaled_board::ScaledBoard;
use crate::queens::construct::construct;
use crate::queens::placement::{validate, Placement};
use crate::ui::board::Board;
use crate::ui::download::download_text;
use crate::ui::state::AppState;
use leptos::prelude::*;
use std::fmt::Write;
use std::sync::Arc;

/// Boards up to this N are drawn square by square in SVG; larger ones on a canvas.
const MAX_SVG_N: usize = 64;

/// How many queens the page lists before pointing at the download.
const PREVIEW_QUEENS: usize = 12;

/// The coordinates of every queen, one `(x,y)` per line, as in the seeds' format.
fn coordinates_file(placement: &Placement) -> String {
    let mut text = String::with_capacity(placement.n() * 16);
    for (x, y) in placement.squares() {
        // Writing to a String cannot fail.
        let _ = writeln!(text, "({x},{y})");
    }
    text
}

/// The mode "One placement": the construction for the current N.
#[component]
pub fn ConstructPanel() -> impl IntoView {
    let state = expect_context::<AppState>();
    let n = Memo::new(move |_| state.queens.with(|v| v.n));
    let placement = Memo::new_with_compare(
        move |_| construct(n.get()).map(Arc::new),
        |old, new| !matches!((old, new), (Some(Some(a)), Some(Some(b))) if Arc::ptr_eq(a, b)),
    );
    let checked =
        Memo::new(move |_| placement.with(|p| p.as_ref().map(|p| validate(p.columns()).is_ok())));
    let summary = move || match (placement.with(Option::is_some), checked.get()) {
        (true, Some(true)) => format!(
            "One placement of {} queens, checked: no two attack each other.",
            n.get()
        ),
        (true, _) => "The construction failed its check.".to_owned(),
        (false, _) => format!("No placement exists for N = {}.", n.get()),
    };
    let preview = move || {
        placement.with(|p| {
            p.as_ref().map(|p| {
                let shown: Vec<String> = p
                    .squares()
                    .take(PREVIEW_QUEENS)
                    .map(|(x, y)| format!("({x},{y})"))
                    .collect();
                let rest = p.n().saturating_sub(PREVIEW_QUEENS);
                let more = if rest > 0 {
                    format!(" … and {rest} more in the download")
                } else {
                    String::new()
                };
                format!("{}{more}", shown.join(" "))
            })
        })
    };
    let save = move |_| {
        let Some(p) = placement.get_untracked() else {
            return;
        };
        if download_text(&format!("queens-{}.txt", p.n()), &coordinates_file(&p)).is_err() {
            state
                .messages
                .set(vec!["The browser refused the download.".to_owned()]);
        }
    };
    let description = Signal::derive(move || {
        format!(
            "{0} by {0} board, scaled: one placement of {0} queens, each a dark mark on its square",
            n.get()
        )
    });
    view! {
        <section class="construct" aria-label="One placement">
            <p class="count" role="status">{summary}</p>
            <p class="explanation">
                "Built without search, by the explicit construction of Hoffman, Loessi and Moore (1969): "
                "even columns first, then odd ones, with a repair when N mod 6 is 2 or 3."
            </p>
            <p class="preview">{preview}</p>
            <button type="button" on:click=save disabled=move || placement.with(Option::is_none)>
                "Download coordinates"
            </button>
            // Rebuilt for each N, from plain values: a board of squares must never see a huge N.
            {move || {
                let n = n.get();
                if n <= MAX_SVG_N {
                    let small = placement.get_untracked().map(|p| (*p).clone());
                    view! { <Board n=n placement=small /> }.into_any()
                } else {
                    view! { <ScaledBoard placement=placement description=description /> }
                        .into_any()
                }
            }}
        </section>
    }
}
