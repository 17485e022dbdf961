//! The page's modal dialogs as the rest of the page sees them: a handle to open and close each
//! ([`Dialogs`], provided as context), and the dialog itself ([`ModalDialog`]), whose contents
//! are a part (see [`super::chunks`]) that exists only while it is open, so its code is fetched
//! the first time it opens. Which dialogs the page has is `super::dialogs`'.

use super::chunks::{deferred, PartFuture};
use crate::i18n::i18n::{t, use_i18n};
use crate::style_sheets::Sheets;
use crate::text::Locale;
use leptos::html;
use leptos::prelude::*;

/// A modal dialog whose contents exist only while it is open.
#[derive(Clone, Copy)]
pub struct LazyDialog {
    node: NodeRef<html::Dialog>,
    open: RwSignal<bool>,
}

impl LazyDialog {
    fn new() -> Self {
        LazyDialog {
            node: NodeRef::new(),
            open: RwSignal::new(false),
        }
    }

    /// Closes the dialog (nothing if it is closed).
    pub fn close(self) {
        if let Some(dialog) = self.node.get_untracked() {
            dialog.close();
        }
    }

    /// Opens the dialog (nothing if it is open already).
    pub fn open(self) {
        if let Some(dialog) = self.node.get_untracked() {
            if !dialog.open() && dialog.show_modal().is_ok() {
                self.open.set(true);
            }
        }
    }
}

/// The page's dialogs; provided as context by [`provide_dialogs`], for the toolbar's buttons and
/// the page's keys.
#[derive(Clone, Copy)]
pub struct Dialogs {
    /// The shortcuts of the view shown (`?`).
    pub help: LazyDialog,
    /// The view's address, its QR code and its `<iframe>` (`S`).
    pub share: LazyDialog,
    /// The lessons: the built-in ones to open, and the teacher's own to write.
    pub lessons: LazyDialog,
}

/// Provides the page's [`Dialogs`].
pub fn provide_dialogs() -> Dialogs {
    let dialogs = Dialogs {
        help: LazyDialog::new(),
        share: LazyDialog::new(),
        lessons: LazyDialog::new(),
    };
    provide_context(dialogs);
    dialogs
}

/// One modal dialog: its title, its contents while open (with their style `sheets`), and a Close
/// button (Esc closes it too).
#[component]
pub fn ModalDialog(
    dialog: LazyDialog,
    class: &'static str,
    title: fn(Locale) -> &'static str,
    contents: fn() -> PartFuture,
    sheets: Sheets,
) -> impl IntoView {
    let i18n = use_i18n();
    let title_id = format!("{class}-title");
    let labelled_by = title_id.clone();
    let close = move |_| dialog.close();
    view! {
        <dialog
            class=class
            node_ref=dialog.node
            aria-labelledby=labelled_by
            on:close=move |_| dialog.open.set(false)
        >
            <h2 id=title_id>{move || title(i18n.get_locale())}</h2>
            {move || dialog.open.get().then(|| deferred(contents(), sheets))}
            <form method="dialog">
                <button type="submit" on:click=close>
                    {t!(i18n, help.close)}
                </button>
            </form>
        </dialog>
    }
}
