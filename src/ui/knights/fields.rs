//! The knight's tour page's view, read field by field (see [`crate::ui::state`]).

use crate::i18n::i18n::td_string;
use crate::knights::board::{BoardSize, Square};
use crate::knights::trace::Method;
use crate::style_sheets::Sheets;
use crate::text::Locale;
use crate::ui::chunks::PartFuture;
use crate::ui::pages::{PagePart, ShownBy};
use crate::ui::state::{field, PlayerFields};
use crate::view::knights::KnightsView;
use leptos::prelude::*;

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

impl ShownBy for KnightsView {
    type Part = KnightsFields;
}

impl PagePart for KnightsFields {
    type View = KnightsView;

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

    fn view(&self) -> RwSignal<KnightsView> {
        self.view
    }

    fn title(locale: Locale) -> &'static str {
        td_string!(locale, app.page_knights)
    }

    fn part() -> PartFuture {
        Box::pin(super::knights_page())
    }

    const SHEETS: Sheets = crate::parts::KNIGHTS_PAGE.sheets;
}
