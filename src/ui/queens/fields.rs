//! The N-Queens page's view, read field by field (see [`crate::ui::state`]).

use crate::i18n::i18n::td_string;
use crate::queens::trace::Algorithm;
use crate::style_sheets::Sheets;
use crate::text::Locale;
use crate::ui::chunks::PartFuture;
use crate::ui::pages::{PagePart, ShownBy};
use crate::ui::state::{field, PlayerFields};
use crate::view::mode::Mode;
use crate::view::queens::QueensView;
use leptos::prelude::*;

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
    /// The largest N whose work is charted.
    pub growth_max: Memo<usize>,
}

impl ShownBy for QueensView {
    type Part = QueensFields;
}

impl PagePart for QueensFields {
    type View = QueensView;

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
            growth_max: field(view, |v| v.growth_max),
        }
    }

    fn view(&self) -> RwSignal<QueensView> {
        self.view
    }

    fn title(locale: Locale) -> &'static str {
        td_string!(locale, app.page_queens)
    }

    fn part() -> PartFuture {
        Box::pin(super::parts::queens_page())
    }

    const SHEETS: Sheets = crate::parts::QUEENS_PAGE.sheets;
}
