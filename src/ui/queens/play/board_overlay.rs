//! The board at a step of the search: the queens placed so far and the event just done, marked
//! by colour and by a shape and a symbol, with the attacking queen's line; for min-conflicts,
//! each square's attackers, the queen chosen and its move.

use super::perform::QueensPerformance;
use super::predict::Prediction;
use crate::i18n::i18n::{td_string, use_i18n};
use crate::queens::placement::Placement;
use crate::queens::trace::perform::Done;
use crate::queens::trace::questions::QueensGuess;
use crate::queens::trace::Tracer;
use crate::queens::trace::{square_conflicts, AlgorithmState, Event, Frame};
use crate::text::board::square_name;
use crate::text::number::plain;
use crate::text::queens::describe_frame;
use crate::text::Locale;
use crate::ui::board::{queen, Board};
use crate::ui::board_cursor::{cursor_mark, use_board_cursor, CursorSquare};
use crate::ui::context::expect_context;
use crate::ui::pages::AppState;
use crate::ui::player::Player;
use leptos::prelude::*;

/// How a square is marked, for the board and its legend.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    /// The square being tried: green, solid outline, "?".
    Try,
    /// The square tried and found attacked: red, "×", a line to the attacking queen.
    Attacked,
    /// A queen just placed: blue, double outline.
    Placed,
    /// The square just vacated by backtracking: grey, dashed outline, "↩".
    Vacated,
    /// A solution: the whole board framed in gold (a thick frame).
    Solution,
    /// Forward checking: a square struck out of its row's free squares, shaded.
    Struck,
    /// Forward checking: the row filled next, outlined (in red when it has no free square).
    ChosenRow,
    /// Min-conflicts: the queens attacking a square, written on it (small boards) and shaded.
    Conflicts,
    /// Min-conflicts: the queen in conflict chosen to move, thickly outlined, "!".
    Picked,
    /// Min-conflicts: the square a queen moved from, dashed, with a line to its new square.
    MovedFrom,
}

impl Mark {
    /// Every mark, in the legend's order.
    pub const ALL: [Mark; 5] = [
        Mark::Try,
        Mark::Attacked,
        Mark::Placed,
        Mark::Vacated,
        Mark::Solution,
    ];

    /// The marks only forward checking draws.
    pub const LOOK_AHEAD: [Mark; 2] = [Mark::Struck, Mark::ChosenRow];

    /// The marks min-conflicts draws.
    pub const LOCAL: [Mark; 5] = [
        Mark::Conflicts,
        Mark::Picked,
        Mark::MovedFrom,
        Mark::Placed,
        Mark::Solution,
    ];

    /// The CSS class.
    fn class(self) -> &'static str {
        match self {
            Mark::Try => "mark try",
            Mark::Attacked => "mark attacked",
            Mark::Placed => "mark placed",
            Mark::Vacated => "mark vacated",
            Mark::Solution => "mark solution",
            Mark::Struck => "mark struck",
            Mark::ChosenRow => "mark chosen-row",
            Mark::Conflicts => "mark conflicts",
            Mark::Picked => "mark picked",
            Mark::MovedFrom => "mark moved-from",
        }
    }

    /// The symbol drawn on the square, so colour is not the only cue.
    fn symbol(self) -> &'static str {
        match self {
            Mark::Try => "?",
            Mark::Attacked => "×",
            Mark::Placed => "",
            Mark::Vacated => "↩",
            Mark::Conflicts => "2",
            Mark::Picked => "!",
            Mark::MovedFrom => "→",
            Mark::Solution | Mark::Struck | Mark::ChosenRow => "",
        }
    }

    /// What it means, for the legend.
    pub fn meaning(self, locale: Locale) -> &'static str {
        match self {
            Mark::Try => td_string!(locale, queens_play.mark_try),
            Mark::Attacked => td_string!(locale, queens_play.mark_attacked),
            Mark::Placed => td_string!(locale, queens_play.mark_placed),
            Mark::Vacated => td_string!(locale, queens_play.mark_vacated),
            Mark::Solution => td_string!(locale, queens_play.mark_solution),
            Mark::Struck => td_string!(locale, queens_play.mark_struck),
            Mark::ChosenRow => td_string!(locale, queens_play.mark_chosen_row),
            Mark::Conflicts => td_string!(locale, queens_play.mark_conflicts),
            Mark::Picked => td_string!(locale, queens_play.mark_picked),
            Mark::MovedFrom => td_string!(locale, queens_play.mark_moved_from),
        }
    }
}

/// The mark in a unit square at the origin.
pub fn mark_shape(mark: Mark) -> impl IntoView {
    view! {
        <g class=mark.class()>
            <rect class="mark-halo" x="0.04" y="0.04" width="0.92" height="0.92" />
            <rect class="mark-fill" x="0.04" y="0.04" width="0.92" height="0.92" />
            <rect class="mark-inner" x="0.14" y="0.14" width="0.72" height="0.72" />
            <text class="mark-symbol" x="0.5" y="0.68" font-size="0.5">
                {mark.symbol()}
            </text>
        </g>
    }
}

/// The SVG translation of the 0-based square `(row, col)` on an `n`×`n` board.
fn at(row: usize, col: usize, n: usize) -> String {
    format!("translate({col} {})", n - 1 - row)
}

/// Forward checking's view of the board: the squares struck out of the empty rows, shaded (one
/// path), and the row filled next outlined, or the row a try left empty outlined in red.
fn look_ahead_marks(frame: &Frame) -> Option<AnyView> {
    let AlgorithmState::Forward { free, row, .. } = &frame.state else {
        return None;
    };
    let n = frame.n;
    let mut struck = String::new();
    for (r, free) in free.iter().enumerate() {
        let Some(free) = free else { continue };
        for col in (0..n).filter(|c| free & (1 << c) == 0) {
            struck.push_str(&format!("M{col} {}h1v1h-1z", n - 1 - r));
        }
    }
    let (outlined, emptied) = match &frame.event {
        Some(Event::Emptied { empty_row, .. }) => (Some(*empty_row), true),
        _ => (*row, false),
    };
    let outline = outlined.map(|r| {
        let class = if emptied {
            "mark chosen-row emptied"
        } else {
            Mark::ChosenRow.class()
        };
        view! {
            <g class=class>
                <rect class="mark-halo" x="0.04" y=n - 1 - r width=n as f64 - 0.08 height="0.92" />
                <rect class="mark-fill" x="0.04" y=n - 1 - r width=n as f64 - 0.08 height="0.92" />
            </g>
        }
    });
    Some(
        view! {
            <g class=Mark::Struck.class()>
                <path class="mark-fill" d=struck />
            </g>
            {outline}
        }
        .into_any(),
    )
}

/// The largest board whose squares show their attackers as numbers (larger ones are shaded only).
const NUMBERED_MAX_N: usize = 12;

/// Min-conflicts' view of the board: every square shaded by the queens attacking it (darker for
/// more; none for none) and, on boards up to [`NUMBERED_MAX_N`], the count written on it, in a
/// corner where a queen stands.
fn conflict_marks(frame: &Frame) -> Option<AnyView> {
    let AlgorithmState::MinConflicts { .. } = frame.state else {
        return None;
    };
    let n = frame.n;
    let counts = square_conflicts(&frame.queens);
    let most = counts.iter().copied().max().unwrap_or(0).max(1) as f64;
    let squares = counts
        .iter()
        .enumerate()
        .filter(|&(_, &count)| count > 0)
        .map(|(index, &count)| {
            let (row, col) = (index / n, index % n);
            let queen = frame.queens[row] == Some(col);
            let label = (n <= NUMBERED_MAX_N).then(|| {
                let (x, y, size) = if queen {
                    ("0.8", "0.34", "0.34")
                } else {
                    ("0.5", "0.66", "0.48")
                };
                view! {
                    <text class="mark-symbol" x=x y=y font-size=size>
                        {count}
                    </text>
                }
            });
            let opacity = plain(0.06 + 0.44 * f64::from(count) / most, 2);
            view! {
                <g transform=at(row, col, n)>
                    <rect class="mark-fill" width="1" height="1" fill-opacity=opacity />
                    {label}
                </g>
            }
        })
        .collect_view();
    Some(view! { <g class=Mark::Conflicts.class()>{squares}</g> }.into_any())
}

/// The marks of a frame's event, drawn over its queens.
fn event_marks(frame: &Frame) -> AnyView {
    let n = frame.n;
    let square = |row: usize, col: usize, mark: Mark| {
        view! { <g transform=at(row, col, n)>{mark_shape(mark)}</g> }
    };
    // The centre of a square, for the lines drawn between two.
    let centre =
        |row: usize, col: usize| (plain(col as f64 + 0.5, 1), plain((n - row) as f64 - 0.5, 1));
    match &frame.event {
        Some(Event::Try { row, col }) => square(*row, *col, Mark::Try).into_any(),
        Some(Event::Attacked {
            row,
            col,
            by_row,
            by_col,
            ..
        }) => {
            let (x1, y1) = centre(*by_row, *by_col);
            let (x2, y2) = centre(*row, *col);
            view! {
                {square(*row, *col, Mark::Attacked)}
                <line class="attack-halo" x1=x1.clone() y1=y1.clone() x2=x2.clone() y2=y2.clone() />
                <line class="attack-line" x1=x1.clone() y1=y1.clone() x2=x2 y2=y2 />
                <circle class="attacker-halo" cx=x1.clone() cy=y1.clone() r="0.45" />
                <circle class="attacker" cx=x1 cy=y1 r="0.45" />
            }
            .into_any()
        }
        Some(Event::Place { row, col }) => square(*row, *col, Mark::Placed).into_any(),
        Some(Event::Emptied { row, col, .. }) => square(*row, *col, Mark::Attacked).into_any(),
        Some(Event::Remove { row, col }) => square(*row, *col, Mark::Vacated).into_any(),
        Some(Event::Pick { row, col, .. }) => square(*row, *col, Mark::Picked).into_any(),
        Some(Event::Move { row, from, to, .. }) => {
            let ((x1, y), (x2, _)) = (centre(*row, *from), centre(*row, *to));
            view! {
                {square(*row, *from, Mark::MovedFrom)}
                {square(*row, *to, Mark::Placed)}
                <line class="attack-halo" x1=x1.clone() y1=y.clone() x2=x2.clone() y2=y.clone() />
                <line class="move-line" x1=x1 y1=y.clone() x2=x2 y2=y />
            }
            .into_any()
        }
        Some(Event::Stalled { .. }) => ().into_any(),
        Some(Event::Solution { .. }) => view! {
            <g class=Mark::Solution.class()>
                <rect class="mark-halo" width=n height=n />
                <rect class="mark-fill" width=n height=n />
            </g>
        }
        .into_any(),
        None => ().into_any(),
    }
}

/// While a question a square answers is asked, or the student performs the search: a square to
/// click for each square of the board, each an answer (where the next queen goes, which queen
/// attacks the square tried) or an action.
fn answer_squares(n: usize, click: Callback<(usize, usize)>) -> impl IntoView {
    let squares = (0..n)
        .flat_map(|row| (0..n).map(move |col| (row, col)))
        .map(|(row, col)| {
            view! {
                <rect
                    class="answer-square"
                    x=col
                    y=n - 1 - row
                    width="1"
                    height="1"
                    on:click=move |_| click.run((row, col))
                />
            }
        })
        .collect_view();
    view! { <g class="answer-squares">{squares}</g> }
}

/// The last guess graded: the square of its answer outlined, and a wrong square guessed crossed.
fn graded_marks(
    guess: Option<(usize, usize)>,
    answer: Option<(usize, usize)>,
    n: usize,
) -> impl IntoView {
    let wrong = guess.map(|guess| {
        view! {
            <g class="mark predict-guess" transform=at(guess.0, guess.1, n)>
                <rect class="mark-halo" x="0.08" y="0.08" width="0.84" height="0.84" />
                <rect class="mark-fill" x="0.08" y="0.08" width="0.84" height="0.84" />
                <text class="mark-symbol" x="0.5" y="0.68" font-size="0.5">
                    "✗"
                </text>
            </g>
        }
    });
    let right = answer.map(|answer| {
        view! {
            <g class="mark predict-answer" transform=at(answer.0, answer.1, n)>
                <rect class="mark-halo" x="0.08" y="0.08" width="0.84" height="0.84" />
                <rect class="mark-fill" x="0.08" y="0.08" width="0.84" height="0.84" />
            </g>
        }
    });
    view! {
        {wrong}
        {right}
    }
}

/// The board of the player: the frame's queens and event, described in words; with questions
/// asked, the squares to answer on, or the last answer's marks.
#[component]
pub fn PlayerBoard() -> impl IntoView {
    let player = expect_context::<Player<Tracer>>();
    let app = expect_context::<AppState>();
    // The page's own player asks; a compared search's board shows none of it.
    let prediction = use_context::<Prediction>().filter(|p| p.asks_in(player));
    let performance = use_context::<QueensPerformance>().filter(|p| p.of(player));
    let performing = move || performance.is_some_and(|p| p.expected.with(Option::is_some));
    // While a question is asked: whether it waits for its answer, and whether a square gives it.
    let asking = move || {
        prediction.and_then(|p| {
            p.question.with(|q| {
                q.as_ref()
                    .map(|q| (q.open(), q.open() && q.asked.takes_a_square()))
            })
        })
    };
    let n = Signal::derive(move || {
        player
            .frame
            .with(|f| f.as_ref().map(|f| f.n))
            .unwrap_or_else(|| app.queens.n.get())
    });
    let i18n = use_i18n();
    // While the student performs the search, the keys move a cursor and act on its square.
    let side = Memo::new(move |_| n.get() as u32);
    let (cursor, keydown) = use_board_cursor(
        side,
        side,
        Callback::new(move |(file, rank): CursorSquare| {
            if let Some(p) = performance {
                p.attempt(Done::Square(rank as usize, file as usize));
            }
        }),
    );
    let description = Signal::derive(move || {
        let locale = i18n.get_locale();
        let frame = player.frame.with(|f| {
            f.as_ref()
                .map(|f| describe_frame(f, locale))
                .unwrap_or_default()
        });
        if performing() {
            let (file, rank) = cursor.get();
            let square = square_name(file + 1, rank + 1, n.get());
            let at = td_string!(locale, perform.cursor, square = square);
            format!("{frame} {at}")
        } else {
            frame
        }
    });
    let no_placement = Signal::derive(|| None::<Placement>);
    let drawing = move || {
        player.frame.with(|f| {
            f.as_ref().map(|frame| {
                let size = frame.n as u32;
                let queens = frame
                    .queens
                    .iter()
                    .zip(1u32..)
                    .filter_map(|(col, y)| col.map(|col| queen(col as u32 + 1, y, size)))
                    .collect_view();
                // Forward checking's free squares would give the answer away.
                let asked = asking();
                let hidden = asked.is_some_and(|(open, _)| open);
                let answers = match (prediction, performance) {
                    (_, Some(p)) if performing() => Some(answer_squares(
                        frame.n,
                        Callback::new(move |(row, col)| {
                            p.attempt(Done::Square(row, col));
                        }),
                    )),
                    (Some(p), _) if asked.is_some_and(|(_, square)| square) => {
                        Some(answer_squares(
                            frame.n,
                            Callback::new(move |(row, col)| {
                                p.answer(QueensGuess::Square(row, col));
                            }),
                        ))
                    }
                    _ => None,
                };
                let graded = prediction
                    .filter(|_| asked.is_none())
                    .and_then(|p| p.book.last())
                    .map(|g| {
                        let (guess, answer) = g.squares();
                        graded_marks(guess, answer, frame.n)
                    });
                view! {
                    {(!hidden).then(|| look_ahead_marks(frame))}
                    {conflict_marks(frame)}
                    {queens}
                    {event_marks(frame)}
                    {graded}
                    {answers}
                }
            })
        })
    };
    view! {
        <Board
            n=n
            placement=no_placement
            description=description
            attr:tabindex=move || performing().then_some("0")
            on:keydown=move |ev| {
                if performing() {
                    keydown(ev)
                }
            }
        >
            {drawing}
            {move || performing().then(|| cursor_mark(cursor.get(), side.get()))}
        </Board>
    }
}
