//! The N-Queens player's teaching views: its words, its algorithms' programs and its tree's
//! squares, for the shared player's views; the code pane and the tree are parts of their own,
//! loaded when first shown.

use crate::code::queens_program;
use crate::i18n::i18n::td_string;
use crate::queens::trace::{Frame, Group, Tracer};
use crate::text::board::square_name;
use crate::text::queens::{code_values, step_words};
use crate::ui::chunks::part;
use crate::ui::player::teach::{self, CodePane, CodeShown, TreePane, TreeWords};
use leptos::prelude::*;

/// The name of the tree's square `index` (`row * N + col`) on the frame's board.
fn square(frame: &Frame, index: u32) -> String {
    let n = frame.n as u32;
    square_name(index % n + 1, index / n + 1, frame.n)
}

/// The queens on the board, row by row, as the tree's squares.
fn path(frame: &Frame) -> Vec<u32> {
    let n = frame.n;
    frame
        .queens
        .iter()
        .enumerate()
        .filter_map(|(row, col)| col.map(|col| (row * n + col) as u32))
        .collect()
}

/// The step shown in words.
pub fn words() -> Signal<String> {
    teach::step_words::<Tracer>(step_words)
}

part!(
    /// The algorithm's program beside the board, loaded when it is first shown.
    queens_code => view! { <CodePane shown=code() /> }.into_any()
);

part!(
    /// The search tree of the algorithm's search, loaded when it is first shown.
    queens_tree => view! { <TreePane<Tracer> words=tree_words() /> }.into_any()
);

/// The algorithm's program and its line at the step shown.
fn code() -> Signal<Option<CodeShown>> {
    teach::code_shown::<Tracer>(|f| (Some(queens_program(f.algorithm)), f.line), code_values)
}

/// The tree's words: every N draws its tree (a large one is folded); min-conflicts has none.
fn tree_words() -> TreeWords<Tracer> {
    TreeWords {
        square,
        path,
        numbered: false,
        entered: |f| f.counters.placed,
        not_drawn: |f, locale| {
            (f.algorithm.group() == Group::LocalSearch)
                .then(|| td_string!(locale, teach.no_tree_local).to_owned())
        },
    }
}
