//! The chessboard as SVG: checkered squares, file and rank labels, vector queens, and a text
//! description for screen readers.

use crate::i18n::i18n::use_i18n;
use crate::queens::placement::Placement;
use crate::text::board::{describe, file_label};
use crate::text::number::plain;
use leptos::prelude::*;

/// A queen in a 1×1 square: a crown with five points on a base (a vector shape, no image files).
const QUEEN_PATH: &str = "M0.2 0.82h0.6l0.04-0.1h-0.68zM0.17 0.68h0.66l0.09-0.38-0.2 0.17-0.1-0.27-0.12 0.25-0.12-0.25-0.1 0.27-0.2-0.17z";

/// A queen on the 1-based square `(x, y)` of an `n`×`n` board, in the board's SVG coordinates.
pub fn queen(x: u32, y: u32, n: u32) -> impl IntoView {
    let transform = format!("translate({} {})", x - 1, n - y);
    view! {
        <g class="queen" transform=transform>
            <path d=QUEEN_PATH />
            <circle cx="0.5" cy="0.22" r="0.07" />
        </g>
    }
}

/// An N×N board showing `placement` (rank 1 at the bottom, file a on the left, a1 dark, as in
/// chess; the queen of row `y` stands on rank `y`, file `M[y]`).
#[component]
pub fn Board(
    /// The board size.
    #[prop(into)]
    n: Signal<usize>,
    /// The queens to draw, if any.
    #[prop(into)]
    placement: Signal<Option<Placement>>,
    /// A text alternative to use instead of the list of queens (e.g. a search's current step).
    #[prop(optional, into)]
    description: Option<Signal<String>>,
    /// More to draw over the squares, after the queens: square `(x, y)` (1-based) is the unit
    /// square at `translate(x - 1, n - y)`.
    #[prop(optional)]
    children: Option<Children>,
) -> impl IntoView {
    let i18n = use_i18n();
    let description = move || match description {
        Some(text) => text.get(),
        None => placement.with(|p| describe(n.get(), p.as_ref(), i18n.get_locale())),
    };
    let view_box = move || {
        let side = plain(n.get() as f64 + 0.9, 2);
        format!("-0.7 -0.2 {side} {side}")
    };
    let labels = move || {
        let size = n.get();
        let font = if size > 12 { "0.3" } else { "0.36" };
        (1..=size as u32)
            .map(|i| {
                let centre = i as f64 - 0.5;
                view! {
                    <text
                        class="label"
                        x=plain(centre, 2)
                        y=plain(size as f64 + 0.45, 2)
                        font-size=font
                    >
                        {file_label(i, size)}
                    </text>
                    <text
                        class="label"
                        x="-0.35"
                        y=plain(size as f64 - centre + 0.12, 2)
                        font-size=font
                    >
                        {i}
                    </text>
                }
            })
            .collect_view()
    };
    let queens = move || {
        let size = n.get() as u32;
        placement.with(|p| {
            p.iter()
                .flat_map(|p| p.squares().collect::<Vec<_>>())
                .map(|(x, y)| queen(x, y, size))
                .collect_view()
        })
    };
    view! {
        <svg
            class="board"
            viewBox=view_box
            role="img"
            aria-label=description
            preserveAspectRatio="xMidYMid meet"
        >
            <defs>
                <pattern
                    id="checker"
                    x=move || n.get() % 2
                    width="2"
                    height="2"
                    patternUnits="userSpaceOnUse"
                >
                    <rect class="light" width="2" height="2" />
                    <rect class="dark" x="1" width="1" height="1" />
                    <rect class="dark" y="1" width="1" height="1" />
                </pattern>
            </defs>
            <rect
                class="squares"
                width=move || n.get()
                height=move || n.get()
                fill="url(#checker)"
                shape-rendering="crispEdges"
            />
            {labels}
            {queens}
            {children.map(|children| children())}
        </svg>
    }
}
