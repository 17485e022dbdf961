//! The board a student places queens on: squares to click, a cursor for the keyboard, the
//! attacked squares shaded, the attacks drawn as lines, and the hint marked.

use crate::i18n::i18n::{td_string, use_i18n};
use crate::queens::position::{Position, Square};
use crate::text::board::{describe_queens, square_name};
use crate::text::number::plain;
use crate::ui::board::{queen, Board};
use crate::ui::board_cursor::{cursor_mark, use_board_cursor};
use leptos::prelude::*;

/// The centre of square `(x, y)` in the board's SVG coordinates.
fn centre((x, y): Square, n: u32) -> (String, String) {
    (
        plain(f64::from(x) - 0.5, 2),
        plain(f64::from(n - y) + 0.5, 2),
    )
}

/// The board of `tried`: a click, or Space or Enter on the cursor's square, calls `toggle`.
#[component]
pub fn TryBoard(
    /// The student's queens.
    tried: Memo<Position>,
    /// Whether the squares a queen attacks are shaded.
    shade: Signal<bool>,
    /// A square to mark as the hint, if any.
    hint: Signal<Option<Square>>,
    /// Places or removes a queen.
    toggle: Callback<Square>,
) -> impl IntoView {
    let i18n = use_i18n();
    let n = Memo::new(move |_| tried.with(Position::n));
    let side = Memo::new(move |_| n.get() as u32);
    let (cursor, keydown) = use_board_cursor(
        side,
        side,
        Callback::new(move |(x, y): (u32, u32)| toggle.run((x + 1, y + 1))),
    );
    let description = Signal::derive(move || {
        describe_queens(n.get(), &tried.with(Position::queens), i18n.get_locale())
    });
    let cursor_text = move || {
        let (x, y) = cursor.get();
        let (x, y) = (x + 1, y + 1);
        let locale = i18n.get_locale();
        let square = square_name(x, y, n.get());
        let state = if tried.with(|p| p.has((x, y))) {
            td_string!(locale, try_it.cursor_queen)
        } else if tried.with(|p| p.is_attacked((x, y))) {
            td_string!(locale, try_it.cursor_attacked)
        } else {
            td_string!(locale, try_it.cursor_free)
        };
        format!("{square}: {state}")
    };
    let overlay = move || {
        let size = n.get() as u32;
        let position = tried.get();
        let shaded = shade.get();
        let squares = (1..=size).flat_map(|y| (1..=size).map(move |x| (x, y)));
        let cells = squares
            .map(|(x, y)| {
                let attacked = shaded && !position.has((x, y)) && position.is_attacked((x, y));
                let class = if attacked { "hit attacked" } else { "hit" };
                view! {
                    <rect
                        class=class
                        x=x - 1
                        y=size - y
                        width="1"
                        height="1"
                        on:click=move |_| {
                            cursor.set((x - 1, y - 1));
                            toggle.run((x, y));
                        }
                    />
                }
            })
            .collect_view();
        let attacks = position.attacks();
        let attacking: Vec<Square> = attacks.iter().flat_map(|a| [a.first, a.second]).collect();
        let lines = attacks
            .iter()
            .map(|a| {
                let ((x1, y1), (x2, y2)) = (centre(a.first, size), centre(a.second, size));
                view! { <line class="attack" x1=x1 y1=y1 x2=x2 y2=y2 /> }
            })
            .collect_view();
        let queens = position
            .queens()
            .into_iter()
            .map(|(x, y)| {
                let class = if attacking.contains(&(x, y)) {
                    "try-queen attacking"
                } else {
                    "try-queen"
                };
                view! { <g class=class>{queen(x, y, size)}</g> }
            })
            .collect_view();
        view! { {cells} {lines} {queens} }
    };
    let hint_mark = move || {
        hint.get().map(|(x, y)| {
            let size = n.get() as u32;
            let (cx, cy) = centre((x, y), size);
            view! { <circle class="hint" cx=cx cy=cy r="0.3" /> }
        })
    };
    let cursor_mark = move || cursor_mark(cursor.get(), side.get());
    view! {
        <div
            class="board-panel try-board"
            tabindex="0"
            role="application"
            aria-label=move || td_string!(i18n.get_locale(), try_it.board)
            on:keydown=keydown
        >
            <Board n=n placement=Signal::derive(|| None) description=description>
                {overlay}
                {hint_mark}
                {cursor_mark}
            </Board>
            <p class="sr-only" aria-live="polite">{cursor_text}</p>
        </div>
    }
}
