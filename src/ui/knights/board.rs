//! The knight's tour on an SVG board, for boards small enough to read: the move numbers appear
//! on the squares one at a time, the path runs through the squares' centres, the knight's square
//! and the candidates (with their ratings) stand out. A click on a square makes it the start;
//! while a step is shown (a shared link, a class midway), it asks first.

use super::perform::KnightPerformance;
use super::predict::{click, KnightPrediction};
use crate::i18n::i18n::{td_string, use_i18n};
use crate::knights::board::{BoardSize, Square};
use crate::knights::trace::predict::KnightAsked;
use crate::knights::trace::{Candidates, Frame, KnightEvent, KnightTracer, MethodState};
use crate::playback::Graded;
use crate::text::board::file_label;
use crate::text::knights::board as describe;
use crate::text::number::{number, plain};
use crate::text::Locale;
use crate::ui::board_cursor::{cursor_mark, use_board_cursor, CursorSquare};
use crate::ui::context::expect_context;
use crate::ui::pages::AppState;
use crate::ui::player::Player;
use leptos::prelude::*;

/// The longest side drawn as SVG with numbers; larger boards are drawn on a canvas.
pub const SVG_MAX_SIDE: u32 = 20;

/// The centre of a square in board units (row 0 at the top).
pub fn centre(square: Square) -> (f64, f64) {
    (f64::from(square.col) + 0.5, f64::from(square.row) + 0.5)
}

/// The SVG view box of a board: its squares with room for the labels on the left and below.
pub fn view_box(size: BoardSize) -> String {
    format!(
        "-0.7 -0.2 {} {}",
        plain(f64::from(size.cols) + 0.9, 2),
        plain(f64::from(size.rows) + 0.9, 2)
    )
}

/// The candidates a frame shows: the ratings of the search's call or of the rule's choice.
pub fn candidates(frame: &Frame) -> Candidates {
    match &frame.state {
        MethodState::Warnsdorff { candidates } => *candidates,
        MethodState::Seed(seed) => seed.candidates.unwrap_or(Candidates::NONE),
        MethodState::Construction => Candidates::NONE,
    }
}

/// A path through the squares' centres with each square's move number (from `first`), and the
/// knight's circle on its last square; `class` tells the student's path from a path shown.
pub fn path_view(
    squares: &[Square],
    size: BoardSize,
    first: u32,
    class: &'static str,
) -> impl IntoView + use<> {
    let points = squares
        .iter()
        .map(|&s| {
            let (x, y) = centre(s);
            format!("{},{}", plain(x, 2), plain(y, 2))
        })
        .collect::<Vec<_>>()
        .join(" ");
    let font = if size.squares() > 99 { "0.32" } else { "0.4" };
    let numbers = squares
        .iter()
        .zip(first..)
        .map(|(&s, number)| {
            let (x, y) = centre(s);
            view! {
                <text class="k-number" x=plain(x, 2) y=plain(y + 0.14, 2) font-size=font>
                    {number}
                </text>
            }
        })
        .collect_view();
    let head = (first == 1).then(|| squares.last()).flatten().map(|&s| {
        let (x, y) = centre(s);
        view! { <circle class="k-head" cx=plain(x, 2) cy=plain(y, 2) r="0.42" /> }
    });
    view! {
        <g class=class>
            <polyline class="k-path" points=points />
            {numbers}
            {head}
        </g>
    }
}

/// Candidate squares outlined, each with its rating (its onward moves).
pub fn candidates_view(rated: Vec<(Square, usize)>) -> impl IntoView {
    rated
        .into_iter()
        .map(|(square, rating)| {
            let (x, y) = centre(square);
            view! {
                <g class="k-candidate">
                    <rect x=plain(x - 0.45, 2) y=plain(y - 0.45, 2) width="0.9" height="0.9" />
                    <text x=plain(x, 2) y=plain(y + 0.16, 2) font-size="0.45">
                        {rating}
                    </text>
                </g>
            }
        })
        .collect_view()
}

/// A square outlined in the style of `class`, with `symbol` in it.
fn square_mark(square: Square, class: &'static str, symbol: &'static str) -> impl IntoView {
    let (x, y) = centre(square);
    view! {
        <g class=class>
            <rect x=plain(x - 0.45, 2) y=plain(y - 0.45, 2) width="0.9" height="0.9" />
            <text x=plain(x, 2) y=plain(y + 0.2, 2) font-size="0.55">
                {symbol}
            </text>
        </g>
    }
}

/// The path, the numbers, the knight and the marks of one frame. (A question is asked before
/// the step that rates the knight's next squares, so the ratings never give its answer away.)
fn drawing(frame: &Frame) -> impl IntoView {
    let path = path_view(frame.path.squares(), frame.size, 1, "k-walked");
    let rated = candidates_view(
        candidates(frame)
            .as_slice()
            .iter()
            .map(|c| (c.square, usize::from(c.rating)))
            .collect(),
    );
    let mark = match frame.event {
        Some(KnightEvent::DeadEnd { square }) => Some((square, "k-dead-end", "×")),
        Some(KnightEvent::Backtrack { square, .. }) => Some((square, "k-freed", "↩")),
        _ => None,
    }
    .map(|(square, class, symbol)| square_mark(square, class, symbol));
    view! {
        {path}
        {rated}
        {mark}
    }
}

/// Makes `square` the start, once the person confirms it when the player shows a step past the
/// first (a tap on a phone must not silently throw away the step a class is looking at).
fn restart_from(square: Square, size: BoardSize, app: AppState, locale: Locale) {
    let step = app.knights.player.step.get_untracked();
    if step > 0 {
        let question = td_string!(
            locale,
            knights.restart_question,
            square = size.name(square),
            step = number(step, locale)
        );
        if !window().confirm_with_message(&question).unwrap_or(false) {
            return;
        }
    }
    app.knights.view.update(|v| *v = v.with_start(square));
}

/// The last answer graded: its square outlined, and a wrong square guessed crossed.
fn graded_marks(graded: &Graded<KnightAsked>) -> impl IntoView {
    let (guess, answer) = graded.squares();
    view! {
        {answer.map(|s| square_mark(s, "k-predict-answer", ""))}
        {guess.map(|s| square_mark(s, "k-predict-guess", "✗"))}
    }
}

/// The board's squares (a click on one calls `click`) and its file and rank labels.
pub fn squares(size: BoardSize, click: Callback<Square>) -> impl IntoView {
    let font = if size.rows.max(size.cols) > 12 {
        "0.3"
    } else {
        "0.36"
    };
    let cells = (0..size.squares())
        .map(|index| {
            let square = size.square(index);
            let class = if size.is_dark(square) {
                "dark"
            } else {
                "light"
            };
            view! {
                <rect
                    class=class
                    x=square.col
                    y=square.row
                    width="1"
                    height="1"
                    on:click=move |_| click.run(square)
                />
            }
        })
        .collect_view();
    let files = (1..=size.cols)
        .map(|file| {
            view! {
                <text
                    class="label"
                    x=plain(f64::from(file) - 0.5, 2)
                    y=plain(f64::from(size.rows) + 0.45, 2)
                    font-size=font
                >
                    {file_label(file, size.cols as usize)}
                </text>
            }
        })
        .collect_view();
    let ranks = (0..size.rows)
        .map(|row| {
            view! {
                <text class="label" x="-0.35" y=plain(f64::from(row) + 0.62, 2) font-size=font>
                    {size.rows - row}
                </text>
            }
        })
        .collect_view();
    view! {
        <g class="k-squares" shape-rendering="crispEdges">
            {cells}
        </g>
        {files}
        {ranks}
    }
}

/// The board's text description at a frame of the player (at `size`'s start without one): its
/// size, the squares visited and the knight's square, all of the frame's own board. A frame of the
/// board before a size typed is shown until the new board's search is made, and is described as
/// what is drawn.
pub(super) fn frame_description(frame: Option<&Frame>, size: BoardSize, locale: Locale) -> String {
    match frame {
        Some(f) => describe(f.size, f.path.len(), f.path.last(), locale),
        None => describe(size, 0, None, locale),
    }
}

/// The SVG board of the view, with the player's frame drawn over it.
#[component]
pub fn SvgBoard() -> impl IntoView {
    let app = expect_context::<AppState>();
    let player = expect_context::<Player<KnightTracer>>();
    let i18n = use_i18n();
    let size = app.knights.size;
    // A board too large for this drawing is about to be replaced by the canvas: draw nothing of
    // it in the meantime (a million squares would hold the page for a while).
    let fits = Memo::new(move |_| size.with(|s| s.rows.max(s.cols) <= SVG_MAX_SIDE));
    let start = app.knights.start;
    let prediction = use_context::<KnightPrediction>().filter(|p| p.asks_in(player));
    let performance = use_context::<KnightPerformance>().filter(|p| p.of(player));
    let performing = move || performance.is_some_and(|p| p.expected.with(Option::is_some));
    // While the student performs the search, the keys move a cursor and act on its square.
    let files = Memo::new(move |_| size.get().cols);
    let ranks = Memo::new(move |_| size.get().rows);
    let at_cursor = move |(file, rank): CursorSquare| {
        Square::new(ranks.get_untracked().saturating_sub(1 + rank), file)
    };
    let (cursor, keydown) = use_board_cursor(
        files,
        ranks,
        Callback::new(move |square| {
            if let Some(p) = performance {
                p.attempt(at_cursor(square));
            }
        }),
    );
    let description = move || {
        let locale = i18n.get_locale();
        let frame = player
            .frame
            .with(|f| frame_description(f.as_ref(), size.get(), locale));
        if performing() {
            let square = size.get().name(at_cursor(cursor.get()));
            let at = td_string!(locale, perform.cursor, square = square);
            format!("{frame} {at}")
        } else {
            frame
        }
    };
    let view_box = move || view_box(size.get());
    let start_mark = move || {
        let square = start.get();
        view! {
            <rect
                class="k-start"
                x=plain(f64::from(square.col) + 0.06, 2)
                y=plain(f64::from(square.row) + 0.06, 2)
                width="0.88"
                height="0.88"
            />
        }
    };
    view! {
        <svg
            class="board knights-board"
            viewBox=view_box
            role="img"
            aria-label=description
            preserveAspectRatio="xMidYMid meet"
            tabindex=move || performing().then_some("0")
            on:keydown=move |ev| {
                if performing() {
                    keydown(ev)
                }
            }
        >
            {move || {
                // A click is the student's action while they perform the search; it answers the
                // question asked, if one is; it restarts the tour otherwise.
                let restart = Callback::new(move |square| {
                    if app.knights.player.perform() {
                        if let Some(p) = performance {
                            p.attempt(square);
                        }
                    } else if !prediction.is_some_and(|p| click(p, square)) {
                        restart_from(square, size.get_untracked(), app, i18n.get_locale_untracked())
                    }
                });
                fits.get().then(|| squares(size.get(), restart))
            }}
            {start_mark}
            {move || {
                if fits.get() { player.frame.with(|f| f.as_ref().map(drawing)) } else { None }
            }}
            // The last answer's marks, until the next question is asked.
            {move || {
                prediction
                    .filter(|p| fits.get() && !p.waiting())
                    .and_then(|p| p.book.last())
                    .map(|g| graded_marks(&g))
            }}
            {move || performing().then(|| cursor_mark(cursor.get(), ranks.get()))}
        </svg>
    }
}
