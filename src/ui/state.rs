//! Reading a page's view field by field: selector memos (`app.queens.n.get()` wakes only when N
//! changes, whatever else the player or the list writes) over a view written whole. Each page
//! declares its fields beside its components (`ui/queens/fields.rs`, `ui/knights/fields.rs`); the
//! app's state holds them ([`crate::ui::pages::AppState`]).

use crate::view::player::{Asked, PlayerView, Shown};
use crate::view::speed::Speed;
use leptos::prelude::*;

/// A selector: one field of a view, which wakes its readers only when that field changes.
pub fn field<S, T>(source: S, read: fn(&S::Value) -> T) -> Memo<T>
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
    pub fn new<V: Send + Sync + 'static>(
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

    /// The teaching views the address asks for, if it does (read tracked).
    pub fn show(self) -> Option<Shown> {
        self.view.with(|p| p.show)
    }

    /// Writes the teaching views shown into the page's view.
    pub fn set_show(self, show: Shown) {
        self.write.run(PlayerView {
            show: Some(show),
            ..self.view.get_untracked()
        });
    }

    /// The questions the player asks (read tracked).
    pub fn predict(self) -> Asked {
        self.view.with(|p| p.predict)
    }

    /// Writes the questions the player asks into the page's view (asking some ends performing
    /// the search).
    pub fn set_predict(self, predict: Asked) {
        let view = self.view.get_untracked();
        self.write.run(PlayerView {
            predict,
            perform: view.perform && predict == Asked::default(),
            ..view
        });
    }

    /// Whether the student performs the search (read tracked).
    pub fn perform(self) -> bool {
        self.view.with(|p| p.perform)
    }

    /// Writes whether the student performs the search into the page's view (performing asks no
    /// questions).
    pub fn set_perform(self, perform: bool) {
        let view = self.view.get_untracked();
        self.write.run(PlayerView {
            perform,
            predict: if perform {
                Asked::default()
            } else {
                view.predict
            },
            ..view
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
