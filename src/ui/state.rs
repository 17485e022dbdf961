//! The app's shared state: a few signals provided as context, everything else derived from them.
//! Each page's view is a store read field by field (`app.queens.n().get()` wakes only when N
//! changes) and changed through [`revise`], which notifies only the fields that changed.

use crate::text::Locale;
use crate::view::knights::KnightsView;
use crate::view::message::{Message, MessageKind};
use crate::view::queens::QueensView;
use crate::view::theme::ThemeChoice;
use crate::view::url::{Address, Page};
use leptos::prelude::*;
use reactive_stores::{Patch, PatchField, Store};

/// The state every page reads; provided once by the app shell. The address mirrors the page
/// shown and its view.
#[derive(Clone, Copy)]
pub struct AppState {
    /// The page shown.
    pub page: RwSignal<Page>,
    /// The N-Queens page's view: the mode, N, the selected placement…
    pub queens: Store<QueensView>,
    /// The knight's tour page's view: the board, the start, the method, the player's step…
    pub knights: Store<KnightsView>,
    /// The colour theme chosen.
    pub theme: RwSignal<ThemeChoice>,
    /// Messages about bad input or a bad link, shown next to the page's form.
    pub messages: RwSignal<Vec<Message>>,
}

impl AppState {
    /// Creates the state for a first address.
    pub fn new(address: Address, theme: ThemeChoice, messages: Vec<Message>) -> Self {
        Self {
            page: RwSignal::new(address.page),
            queens: Store::new(address.queens),
            knights: Store::new(address.knights),
            theme: RwSignal::new(theme),
            messages: RwSignal::new(messages),
        }
    }

    /// The address of what is shown, in `lang`.
    pub fn address(&self, lang: Locale) -> Address {
        Address {
            page: self.page.get(),
            lang: Some(lang),
            theme: Some(self.theme.get()),
            queens: self.queens.get(),
            knights: self.knights.get(),
        }
    }

    /// Shows `address` (a link followed, Back or Forward) with the messages about it.
    pub fn show(&self, address: Address, messages: Vec<Message>) {
        self.messages.set(messages);
        self.page.set(address.page);
        self.queens.patch(address.queens);
        self.knights.patch(address.knights);
        if let Some(theme) = address.theme {
            self.theme.set(theme);
        }
    }

    /// Adds a message.
    pub fn tell(&self, message: Message) {
        self.messages.update(|m| m.push(message));
    }

    /// Drops the messages of one kind (an Input message, say, once the input is good).
    pub fn clear(&self, kind: MessageKind) {
        self.messages
            .update(|m| m.retain(|message| message.kind() != kind));
    }
}

/// Changes a page's view to `change` of it, waking only the readers of the fields that changed.
pub fn revise<T>(view: Store<T>, change: impl FnOnce(T) -> T)
where
    T: PatchField + Clone + Send + Sync + 'static,
{
    view.patch(change(view.get_untracked()));
}
