//! The app's shared state: a few signals provided as context, everything else derived from them.
//! Each page's view is read field by field through selector memos (`app.queens.n.get()` wakes
//! only when N changes, whatever else the player or the list writes), and written whole.

use crate::knights::board::{BoardSize, Square};
use crate::knights::trace::Method;
use crate::queens::trace::Algorithm;
use crate::text::Locale;
use crate::view::knights::KnightsView;
use crate::view::message::{Message, MessageKind};
use crate::view::mode::Mode;
use crate::view::player::PlayerView;
use crate::view::queens::QueensView;
use crate::view::speed::Speed;
use crate::view::theme::ThemeChoice;
use crate::view::url::{Address, Page};
use leptos::prelude::*;

/// A selector: one field of a view, which wakes its readers only when that field changes.
fn field<S, T>(source: S, read: fn(&S::Value) -> T) -> Memo<T>
where
    S: With + Copy + Send + Sync + 'static,
    T: PartialEq + Send + Sync + 'static,
{
    Memo::new(move |_| source.with(read))
}

/// The player's part of a page's view, read field by field and written whole.
#[derive(Clone, Copy)]
pub struct PlayerFields {
    /// The step shown.
    pub step: Memo<u64>,
    /// The speed.
    pub speed: Memo<Speed>,
    /// Writes the player's part into the page's view.
    write: Callback<PlayerView>,
    /// The player's part now.
    view: Memo<PlayerView>,
}

impl PlayerFields {
    /// The player's fields of the view in `view`, whose player part `part` reads and `set`
    /// replaces.
    fn new<V: Send + Sync + 'static>(
        view: RwSignal<V>,
        part: fn(&V) -> PlayerView,
        set: fn(&mut V, PlayerView),
    ) -> Self {
        let whole = field(view, part);
        Self {
            step: field(whole, |p| p.step),
            speed: field(whole, |p| p.speed),
            write: Callback::new(move |player| view.update(|v| set(v, player))),
            view: whole,
        }
    }

    /// Writes the step shown into the page's view.
    pub fn set_step(self, step: u64) {
        self.write.run(PlayerView {
            step,
            ..self.view.get_untracked()
        });
    }

    /// Writes the speed into the page's view.
    pub fn set_speed(self, speed: Speed) {
        self.write.run(PlayerView {
            speed,
            ..self.view.get_untracked()
        });
    }
}

/// The N-Queens page's view: written whole (`view`), read field by field.
#[derive(Clone, Copy)]
pub struct QueensFields {
    /// The whole view, to write (and to read where every field is wanted: the address).
    pub view: RwSignal<QueensView>,
    /// What the page does with N.
    pub mode: Memo<Mode>,
    /// The board size.
    pub n: Memo<usize>,
    /// The selected placement, 0-based.
    pub selected: Memo<u64>,
    /// Whether only fundamental placements are listed.
    pub fundamental: Memo<bool>,
    /// How many workers count, if the address says.
    pub workers: Memo<Option<usize>>,
    /// The algorithm the player traces.
    pub algorithm: Memo<Algorithm>,
    /// The player's step and speed.
    pub player: PlayerFields,
}

impl QueensFields {
    fn new(first: QueensView) -> Self {
        let view = RwSignal::new(first);
        Self {
            view,
            mode: field(view, |v| v.mode),
            n: field(view, |v| v.n),
            selected: field(view, |v| v.selected),
            fundamental: field(view, |v| v.fundamental),
            workers: field(view, |v| v.workers),
            algorithm: field(view, |v| v.algorithm),
            player: PlayerFields::new(view, |v| v.player, |v, p| v.player = p),
        }
    }
}

/// The knight's tour page's view: written whole (`view`), read field by field.
#[derive(Clone, Copy)]
pub struct KnightsFields {
    /// The whole view, to write (and to read where every field is wanted: the address).
    pub view: RwSignal<KnightsView>,
    /// The board.
    pub size: Memo<BoardSize>,
    /// The start square.
    pub start: Memo<Square>,
    /// The method.
    pub method: Memo<Method>,
    /// The player's step and speed.
    pub player: PlayerFields,
}

impl KnightsFields {
    fn new(first: KnightsView) -> Self {
        let view = RwSignal::new(first);
        Self {
            view,
            size: field(view, |v| v.size),
            start: field(view, |v| v.start),
            method: field(view, |v| v.method),
            player: PlayerFields::new(view, |v| v.player, |v, p| v.player = p),
        }
    }
}

/// The state every page reads; provided once by the app shell. The address mirrors the page
/// shown and its view.
#[derive(Clone, Copy)]
pub struct AppState {
    /// The page shown.
    pub page: RwSignal<Page>,
    /// The N-Queens page's view: the mode, N, the selected placement…
    pub queens: QueensFields,
    /// The knight's tour page's view: the board, the start, the method, the player's step…
    pub knights: KnightsFields,
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
            queens: QueensFields::new(address.queens),
            knights: KnightsFields::new(address.knights),
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
            queens: self.queens.view.get(),
            knights: self.knights.view.get(),
        }
    }

    /// Shows `address` (a link followed, Back or Forward) with the messages about it.
    pub fn show(&self, address: Address, messages: Vec<Message>) {
        self.messages.set(messages);
        self.page.set(address.page);
        self.queens.view.set(address.queens);
        self.knights.view.set(address.knights);
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
