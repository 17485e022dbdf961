//! Undo and Redo for what a student changes by hand on a board: buttons' actions and Ctrl+Z /
//! Ctrl+Y (⌘ on a Mac, Shift+Ctrl+Z too), outside text fields and dialogs.

use crate::i18n::i18n::{t, use_i18n};
use crate::ui::focus::{as_focus, dialog_open, focus_of};
use crate::view::history::History;
use crate::view::shortcuts::undo_key;
use leptos::prelude::*;

/// Whether a key event is Undo (`Some(false)`) or Redo (`Some(true)`) for the page.
fn undo_redo(ev: &web_sys::KeyboardEvent) -> Option<bool> {
    let typing = as_focus(&focus_of(ev)).takes_text();
    let command = (ev.ctrl_key() || ev.meta_key()) && !ev.alt_key();
    (command && !typing && !dialog_open() && !ev.default_prevented())
        .then(|| undo_key(&ev.key(), ev.shift_key()))
        .flatten()
}

/// The changes a student made to one value, for Undo and Redo; see [`use_undo`].
pub struct Undo<T: Send + Sync + 'static> {
    current: Signal<T>,
    set: Callback<T>,
    history: RwSignal<History<T>>,
}

impl<T: Send + Sync + 'static> Clone for Undo<T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T: Send + Sync + 'static> Copy for Undo<T> {}

/// Undo and Redo over `current`, which `set` changes, for as long as the calling component is
/// on the page; the history is forgotten whenever `board` changes (another N, another size).
pub fn use_undo<T, B>(current: Signal<T>, set: Callback<T>, board: Memo<B>) -> Undo<T>
where
    T: Clone + PartialEq + Send + Sync + 'static,
    B: PartialEq + Clone + Send + Sync + 'static,
{
    let undo = Undo {
        current,
        set,
        history: RwSignal::new(History::default()),
    };
    Effect::new(move |_| {
        board.track();
        undo.history.set(History::default());
    });
    let handle = window_event_listener(leptos::ev::keydown, move |ev| {
        if let Some(forward) = undo_redo(&ev) {
            ev.prevent_default();
            if forward {
                undo.redo();
            } else {
                undo.undo();
            }
        }
    });
    on_cleanup(move || handle.remove());
    undo
}

impl<T: Clone + PartialEq + Send + Sync + 'static> Undo<T> {
    /// Changes the value to `next`, which Undo takes back.
    pub fn change(self, next: T) {
        let current = self.current.get_untracked();
        self.history.update(|h| h.record(&current, &next));
        self.set.run(next);
    }

    /// Goes back to the value before.
    pub fn undo(self) {
        let current = self.current.get_untracked();
        if let Some(previous) = self.history.try_update(|h| h.undo(&current)).flatten() {
            self.set.run(previous);
        }
    }

    /// Goes forward to the value last undone.
    pub fn redo(self) {
        let current = self.current.get_untracked();
        if let Some(next) = self.history.try_update(|h| h.redo(&current)).flatten() {
            self.set.run(next);
        }
    }

    /// Whether there is a value to go back to.
    pub fn can_undo(self) -> bool {
        self.history.with(History::can_undo)
    }

    /// Whether there is a value to go forward to.
    pub fn can_redo(self) -> bool {
        self.history.with(History::can_redo)
    }
}

/// Undo, Redo and Clear, each disabled when it would do nothing; `clear` gives the empty board.
#[component]
pub fn UndoButtons<T>(
    /// The changes to walk back and forth.
    undo: Undo<T>,
    /// The value without anything placed.
    clear: Callback<(), T>,
    /// Whether nothing is placed (Clear would change nothing).
    #[prop(into)]
    empty: Signal<bool>,
) -> impl IntoView
where
    T: Clone + PartialEq + Send + Sync + 'static,
{
    let i18n = use_i18n();
    view! {
        <div class="try-buttons">
            <button type="button" on:click=move |_| undo.undo() disabled=move || !undo.can_undo()>
                {t!(i18n, try_it.undo)}
            </button>
            <button type="button" on:click=move |_| undo.redo() disabled=move || !undo.can_redo()>
                {t!(i18n, try_it.redo)}
            </button>
            <button type="button" on:click=move |_| undo.change(clear.run(())) disabled=empty>
                {t!(i18n, try_it.clear)}
            </button>
        </div>
    }
}
