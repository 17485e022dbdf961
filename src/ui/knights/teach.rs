//! The knight's tour player's teaching views: its words, its methods' programs and its tree's
//! squares, for the shared player's views.

use crate::code::knights_program;
use crate::code::values::knights_values;
use crate::i18n::i18n::td_string;
use crate::knights::trace::{Frame, KnightTracer};
use crate::text::knights::step_words;
use crate::ui::player::teach::{self, CodeShown, TreeWords};
use leptos::prelude::*;

/// The largest board whose tree of moves is drawn (6×6): a 7×7 search from a corner enters
/// millions of squares before its first tour.
const MOST_TREE_SQUARES: usize = 36;

/// The step shown in words.
pub fn words() -> Signal<String> {
    teach::step_words::<KnightTracer>(step_words)
}

/// The method's program and its line at the step shown.
pub fn code() -> Signal<Option<CodeShown>> {
    teach::code_shown::<KnightTracer>(
        |f| (knights_program(f.method), f.line),
        |f, _| knights_values(f),
    )
}

/// The tree's words: squares by their names, the tree of moves drawn up to 6×6.
pub fn tree_words() -> TreeWords<KnightTracer> {
    TreeWords {
        square: |f: &Frame, index| f.size.name(f.size.square(index as usize)),
        path: |f| {
            f.path
                .squares()
                .iter()
                .map(|&s| f.size.index(s) as u32)
                .collect()
        },
        numbered: true,
        entered: |f| f.counters.entered,
        not_drawn: |f, locale| {
            (f.size.squares() > MOST_TREE_SQUARES)
                .then(|| td_string!(locale, teach.tree_too_large).to_owned())
        },
    }
}
