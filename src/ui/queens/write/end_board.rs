//! The board where a student's run ended: the queens then, and the square of its first wrong
//! answer or mistake marked.

use crate::i18n::i18n::{td_string, use_i18n};
use crate::queens::trace::{Algorithm, RecordedStep, Tracer};
use crate::text::board::square_list;
use crate::ui::board::{queen, Board};
use crate::ui::write::python::Shown;
use leptos::prelude::*;
use nqueens_student::outcome::Fault;

/// The end of a run: the board size, the queens (0-based `(row, col)`) and the square marked.
#[derive(Clone, Debug, Default, PartialEq)]
struct End {
    n: usize,
    queens: Vec<(usize, usize)>,
    marked: Option<(usize, usize)>,
}

/// The queens after every step of `steps` on an `n`×`n` board (none if the steps cannot be
/// played there, which the worker's checks rule out).
fn queens_after(n: usize, steps: &[RecordedStep]) -> Vec<(usize, usize)> {
    let Ok(mut tracer) = Tracer::recorded(Algorithm::Flags, n, steps.to_vec().into()) else {
        return Vec::new();
    };
    while tracer.advance() {}
    tracer
        .queens()
        .iter()
        .enumerate()
        .filter_map(|(row, col)| col.map(|col| (row, col)))
        .collect()
}

/// Where the run `shown` ended, if it gave a trace.
fn end_of(shown: &Shown) -> Option<End> {
    if let Some(check) = &shown.checked {
        return Some(End {
            n: check.n,
            queens: queens_after(check.n, &check.steps),
            marked: check.wrong.as_ref().map(|w| (w.row, w.col)),
        });
    }
    let search = shown.searched.as_ref()?;
    let marked = search.mistake.as_ref().and_then(|m| match m.fault {
        Fault::Attacked { square, .. } | Fault::Occupied { square } | Fault::NoQueen { square } => {
            Some(square)
        }
        Fault::NotASolution { .. } => None,
    });
    Some(End {
        n: search.n,
        queens: queens_after(search.n, &search.steps),
        marked,
    })
}

/// The board of the run's end, or of the page's N before any run.
#[component]
pub fn EndBoard(
    /// The page's N, shown before a run.
    n: Memo<usize>,
    /// What the last run gave.
    shown: RwSignal<Shown>,
) -> impl IntoView {
    let i18n = use_i18n();
    let end = Memo::new(move |_| {
        shown.with(end_of).unwrap_or_else(|| End {
            n: n.get(),
            ..End::default()
        })
    });
    let size = Signal::derive(move || end.with(|e| e.n));
    let description = Signal::derive(move || {
        let locale = i18n.get_locale();
        end.with(|e| {
            if e.queens.is_empty() {
                td_string!(locale, write.board_empty).to_owned()
            } else {
                let squares = e.queens.iter().map(|&(r, c)| (c as u32 + 1, r as u32 + 1));
                td_string!(locale, write.board, queens = square_list(e.n, squares))
            }
        })
    });
    let drawn = move || {
        end.with(|e| {
            let side = e.n as u32;
            let queens = e
                .queens
                .iter()
                .map(|&(r, c)| queen(c as u32 + 1, r as u32 + 1, side))
                .collect_view();
            let mark = e.marked.map(|(r, c)| {
                let transform = format!("translate({} {})", c, side - 1 - r as u32);
                view! { <rect class="write-mark" transform=transform width="1" height="1" /> }
            });
            view! { {queens} {mark} }
        })
    };
    view! {
        <div class="board-panel">
            <Board n=size placement=Signal::derive(|| None) description=description>
                {drawn}
            </Board>
        </div>
    }
}
