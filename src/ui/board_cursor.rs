//! The keyboard's cursor on a board a student plays on: the arrow keys move it (up is towards
//! the higher ranks), Space or Enter acts on its square.

use crate::view::shortcuts::{board_key, BoardKey};
use leptos::prelude::*;

/// A square as the cursor counts it: 0-based `(file, rank)`, rank 0 at the bottom.
pub type CursorSquare = (u32, u32);

/// The cursor on a board of `files` × `ranks`, and the keydown handler of the board's element,
/// which calls `act` on the cursor's square. The cursor stays on a board that shrinks.
pub fn use_board_cursor(
    files: Memo<u32>,
    ranks: Memo<u32>,
    act: Callback<CursorSquare>,
) -> (
    RwSignal<CursorSquare>,
    impl Fn(leptos::ev::KeyboardEvent) + Copy,
) {
    let cursor = RwSignal::new((0, 0));
    Effect::new(move |_| {
        let (width, height) = (files.get(), ranks.get());
        cursor.update(|(x, y)| {
            *x = (*x).min(width.saturating_sub(1));
            *y = (*y).min(height.saturating_sub(1));
        });
    });
    let keydown = move |ev: leptos::ev::KeyboardEvent| {
        if ev.ctrl_key() || ev.meta_key() || ev.alt_key() {
            return;
        }
        let Some(key) = board_key(&ev.key()) else {
            return;
        };
        ev.prevent_default();
        ev.stop_propagation();
        match key {
            BoardKey::Move(dx, dy) => {
                let (width, height) = (files.get_untracked(), ranks.get_untracked());
                cursor.update(|(x, y)| {
                    *x = x.saturating_add_signed(dx).min(width.saturating_sub(1));
                    *y = y.saturating_add_signed(dy).min(height.saturating_sub(1));
                });
            }
            BoardKey::Place => act.run(cursor.get_untracked()),
        }
    };
    (cursor, keydown)
}

/// The cursor's mark on a board `ranks` high drawn in unit squares (rank 0 at the bottom): its
/// square outlined, seen while the board has the keyboard's focus.
pub fn cursor_mark((file, rank): CursorSquare, ranks: u32) -> impl IntoView {
    let row = ranks.saturating_sub(rank + 1);
    view! {
        <rect class="cursor" x=file y=row width="0.9" height="0.9" transform="translate(0.05 0.05)" />
    }
}
