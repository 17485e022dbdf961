//! The chessboard as SVG: checkered squares, file and rank labels, vector queens, and a text
//! description for screen readers.

use crate::queens::placement::Placement;
use leptos::prelude::*;

/// A queen in a 1×1 square: a crown with five points on a base (a vector shape, no image files).
const QUEEN_PATH: &str = "M0.2 0.82h0.6l0.04-0.1h-0.68zM0.17 0.68h0.66l0.09-0.38-0.2 0.17-0.1-0.27-0.12 0.25-0.12-0.25-0.1 0.27-0.2-0.17z";

/// The label of file (column) `x`, 1-based: a, b, c… while the alphabet lasts, then numbers.
pub fn file_label(x: u32, n: usize) -> String {
    if n <= 26 {
        char::from(b'a' + (x - 1) as u8).to_string()
    } else {
        x.to_string()
    }
}

/// A square's name, `e2`, or `(5,2)` on boards wider than the alphabet.
fn square_name(x: u32, y: u32, n: usize) -> String {
    if n <= 26 {
        format!("{}{y}", file_label(x, n))
    } else {
        format!("({x},{y})")
    }
}

/// The board's text alternative: its size and where each queen stands.
pub fn describe(n: usize, placement: Option<&Placement>) -> String {
    match placement {
        Some(p) => {
            let squares: Vec<String> = p.squares().map(|(x, y)| square_name(x, y, n)).collect();
            format!(
                "{n} by {n} board with {} queens on {}",
                p.n(),
                squares.join(", ")
            )
        }
        None => format!("Empty {n} by {n} board"),
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
) -> impl IntoView {
    let description = move || placement.with(|p| describe(n.get(), p.as_ref()));
    let view_box = move || {
        let size = n.get() as f64;
        format!("-0.7 -0.2 {} {}", size + 0.9, size + 0.9)
    };
    let labels = move || {
        let size = n.get();
        let font = if size > 12 { 0.3 } else { 0.36 };
        (1..=size as u32)
            .map(|i| {
                let centre = i as f64 - 0.5;
                view! {
                    <text class="label" x=centre y=size as f64 + 0.45 font-size=font>
                        {file_label(i, size)}
                    </text>
                    <text class="label" x=-0.35 y=size as f64 - centre + 0.12 font-size=font>
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
                .map(|(x, y)| {
                    let transform = format!("translate({} {})", x - 1, size - y);
                    view! {
                        <g class="queen" transform=transform>
                            <path d=QUEEN_PATH />
                            <circle cx="0.5" cy="0.22" r="0.07" />
                        </g>
                    }
                })
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
        </svg>
    }
}
