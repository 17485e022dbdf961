//! The board of the knight's walk a student's rule made, or of the start before any run.

use super::super::board::{path_view, squares, view_box};
use crate::i18n::i18n::use_i18n;
use crate::knights::board::{BoardSize, Square};
use crate::text::knights::board as describe;
use leptos::prelude::*;

/// The walk on its board: the squares in order, numbered, with the knight on the last.
#[component]
pub fn WalkBoard(
    /// The board.
    size: Signal<BoardSize>,
    /// The squares entered, the start first.
    walk: Signal<Vec<Square>>,
) -> impl IntoView {
    let i18n = use_i18n();
    let description =
        move || walk.with(|w| describe(size.get(), w.len(), w.last().copied(), i18n.get_locale()));
    view! {
        <div class="board-panel">
            <svg
                class="board knights-board"
                viewBox=move || view_box(size.get())
                role="img"
                aria-label=description
                preserveAspectRatio="xMidYMid meet"
            >
                {move || squares(size.get(), Callback::new(|_| {}))}
                {move || walk.with(|w| path_view(w, size.get(), 1, "k-walked"))}
            </svg>
        </div>
    }
}
