//! The knight's tour page's words: methods, verdicts with their theorems, events, the board's
//! description and the address's errors, in the reader's language.

use super::number::number;
use super::Locale;
use crate::describe::Describe;
use crate::i18n::i18n::td_string;
use nqueens_solvers::code::values::rated;
use nqueens_solvers::knights::board::{BoardSize, Square};
use nqueens_solvers::knights::existence::{BoardReason, Evidence, NoTour, StartReason};
use nqueens_solvers::knights::play::Unplayable;
use nqueens_solvers::knights::trace::{
    Candidates, Counters, Frame, KnightEvent, Method, MethodState,
};
use nqueens_solvers::knights::walk::{StepError, MAX_WALK_SQUARES};
use nqueens_view::knights::{KnightsError, MAX_PAGE_SIDE, RULE_TASK};
use nqueens_view::params::quoted;

/// The search played, for the result a student hands in: "knight's tour, 5×5 from a5,
/// Warnsdorff's rule".
pub fn search(size: BoardSize, start: Square, played: Method, locale: Locale) -> String {
    td_string!(
        locale,
        knights.search,
        rows = size.rows,
        cols = size.cols,
        start = size.name(start),
        method = method(played, locale)
    )
}

/// A method's name.
pub fn method(method: Method, locale: Locale) -> &'static str {
    match method {
        Method::SeedOrder => td_string!(locale, knights.method_seed),
        Method::WarnsdorffBacktracking => td_string!(locale, knights.method_backtrack),
        Method::Warnsdorff => td_string!(locale, knights.method_warnsdorff),
        Method::Closed => td_string!(locale, knights.method_closed),
    }
}

/// Why a tour exists from `start`, with the result it rests on.
pub fn evidence(evidence: Evidence, size: BoardSize, start: Square, locale: Locale) -> String {
    let why = match evidence {
        Evidence::ClosedTour => td_string!(locale, knights.evidence_closed),
        Evidence::Construction => td_string!(locale, knights.evidence_construction),
        Evidence::Searched => td_string!(locale, knights.evidence_searched),
        Evidence::Open => td_string!(locale, knights.evidence_open),
    };
    td_string!(locale, knights.ok, square = size.name(start), why = why)
}

/// Why there is nothing to play, citing the theorem.
pub fn unplayable(problem: &Unplayable, locale: Locale) -> String {
    match *problem {
        Unplayable::NoTour(NoTour::Board(reason)) => board_reason(reason, locale),
        Unplayable::NoTour(NoTour::Start(reason)) => start_reason(reason, locale),
        Unplayable::TooLarge { squares, max } => td_string!(
            locale,
            knights.too_large,
            squares = number(squares as u64, locale),
            max = number(max as u64, locale)
        ),
        Unplayable::NotFound => td_string!(locale, knights.not_found).into(),
        Unplayable::NotBuilt => td_string!(locale, knights.not_built).into(),
    }
}

/// Why the board has no tour of the kind.
fn board_reason(reason: BoardReason, locale: Locale) -> String {
    match reason {
        BoardReason::NoMove { short, long } => {
            td_string!(locale, knights.no_move, short = short, long = long)
        }
        BoardReason::Disconnected { short, long } => {
            td_string!(locale, knights.disconnected, short = short, long = long)
        }
        BoardReason::OddSquares { squares } => td_string!(
            locale,
            knights.odd_squares,
            squares = number(squares as u64, locale)
        ),
        BoardReason::NarrowSide { short } => {
            td_string!(locale, knights.narrow_side, short = short)
        }
        BoardReason::FourRows { long } => td_string!(locale, knights.four_rows, long = long),
        BoardReason::ThreeRowsShort { long } => {
            td_string!(locale, knights.three_rows_short, long = long)
        }
        BoardReason::SmallBoard { short, long } => {
            td_string!(locale, knights.small_board, short = short, long = long)
        }
    }
}

/// Why no open tour starts on the square.
fn start_reason(reason: StartReason, locale: Locale) -> String {
    match reason {
        StartReason::OffBoard => td_string!(locale, knights.off_board).into(),
        StartReason::MinorityColour { squares } => td_string!(
            locale,
            knights.minority,
            squares = number(squares as u64, locale)
        ),
        StartReason::InnerRow => td_string!(locale, knights.inner_row).into(),
        StartReason::Searched { squares } => td_string!(
            locale,
            knights.searched,
            squares = number(squares as u64, locale)
        ),
    }
}

/// The event just done, in words.
pub fn event(event: &KnightEvent, size: BoardSize, locale: Locale) -> String {
    match *event {
        KnightEvent::Move { square, number: n } => td_string!(
            locale,
            knights.event_move,
            number = number(u64::from(n), locale),
            square = size.name(square)
        ),
        KnightEvent::Candidates { from, candidates } => td_string!(
            locale,
            knights.event_candidates,
            square = size.name(from),
            count = candidates.len()
        ),
        KnightEvent::DeadEnd { square } => {
            td_string!(locale, knights.event_dead_end, square = size.name(square))
        }
        KnightEvent::Backtrack { square, number: n } => td_string!(
            locale,
            knights.event_backtrack,
            square = size.name(square),
            number = number(u64::from(n), locale)
        ),
        KnightEvent::Complete { closed: false } => {
            td_string!(locale, knights.event_complete_open).into()
        }
        KnightEvent::Complete { closed: true } => {
            td_string!(locale, knights.event_complete_closed).into()
        }
    }
}

/// The step in words under the board: the event just done (with the ratings, when the method
/// rates), or once the trace has ended (`at_end`) the tour it found, or that it found none.
pub fn step_words(frame: &Frame, at_end: bool, locale: Locale) -> String {
    let c = &frame.counters;
    match frame.event {
        Some(KnightEvent::Complete { closed }) if at_end => td_string!(
            locale,
            teach.tour_summary,
            squares = number(c.visited, locale),
            moves = number(c.visited.saturating_sub(1), locale),
            kind = if closed {
                td_string!(locale, teach.tour_closed)
            } else {
                td_string!(locale, teach.tour_open)
            }
        ),
        Some(_) if at_end => td_string!(
            locale,
            teach.no_tour_summary,
            entered = number(c.entered, locale),
            backtracks = number(c.backtracks, locale)
        ),
        Some(KnightEvent::Candidates { from, candidates }) if !candidates.is_empty() => format!(
            "{} {}",
            event(
                &KnightEvent::Candidates { from, candidates },
                frame.size,
                locale
            ),
            rated(frame.size, &candidates)
        ),
        Some(ref e) => event(e, frame.size, locale),
        None => td_string!(locale, teach.knight_not_started).into(),
    }
}

/// The board in words: its size, the squares visited, where the knight is.
pub fn board(size: BoardSize, visited: usize, at: Option<Square>, locale: Locale) -> String {
    let at = at
        .map(|square| td_string!(locale, knights.board_at, square = size.name(square)))
        .unwrap_or_default();
    td_string!(
        locale,
        knights.board_text,
        rows = size.rows,
        cols = size.cols,
        visited = number(visited as u64, locale),
        squares = number(size.squares() as u64, locale),
        at = at
    )
}

/// A bad parameter of the knight's tour page's address.
impl Describe for KnightsError {
    fn describe(&self, locale: Locale) -> String {
        match self {
            KnightsError::BadSize(value) => td_string!(
                locale,
                link.bad_size,
                value = quoted(value),
                max = number(u64::from(MAX_PAGE_SIDE), locale)
            ),
            KnightsError::BadStart { value, fallback } => td_string!(
                locale,
                link.bad_start,
                value = quoted(value),
                default = fallback
            ),
            KnightsError::BadTour(value) => {
                td_string!(locale, link.bad_tour, value = quoted(value))
            }
            KnightsError::BadMethod(value) => td_string!(
                locale,
                link.bad_method,
                value = quoted(value),
                names = Method::ALL.map(Method::name).join(", ")
            ),
            KnightsError::BadVersus(value) => {
                td_string!(locale, link.bad_knights_versus, value = quoted(value))
            }
            KnightsError::Player(error) => super::message::player_link(error, locale),
            KnightsError::ClosedNeedsConstruction(value) => td_string!(
                locale,
                link.closed_needs_construction,
                value = quoted(value)
            ),
            KnightsError::OpenNeedsSearch => td_string!(locale, link.open_needs_search).into(),
            KnightsError::BadMode(value) => {
                td_string!(locale, link.bad_knights_mode, value = quoted(value))
            }
            KnightsError::TooLargeToTry(value) => td_string!(
                locale,
                link.too_large_to_try,
                value = quoted(value),
                max = MAX_WALK_SQUARES
            ),
            KnightsError::TooLargeToWrite(value) => td_string!(
                locale,
                link.too_large_to_write,
                value = quoted(value),
                max = MAX_WALK_SQUARES
            ),
            KnightsError::BadTask(value) => td_string!(
                locale,
                link.bad_task,
                value = quoted(value),
                names = RULE_TASK
            ),
            KnightsError::BadPath(error) => {
                let why = match error.kind {
                    None => td_string!(locale, try_it.not_a_square),
                    Some(StepError::OffBoard) => td_string!(locale, try_it.off_board),
                    Some(StepError::NotAKnightMove) => td_string!(locale, walk.not_a_move),
                    Some(StepError::Visited) => td_string!(locale, walk.visited_before),
                };
                td_string!(
                    locale,
                    link.bad_path,
                    value = quoted(&error.name),
                    why = why
                )
            }
        }
    }
}

/// The method's own variables at a frame, named as in the C knight's tour program: `move_num`, the
/// knight's `row, col`, the move `a` being tried and the tail of `row[]`/`col[]`; under
/// Warnsdorff's rule each candidate square with its rating; nothing for a construction.
pub fn state_rows(frame: &Frame, locale: Locale) -> Vec<(String, String)> {
    let size = frame.size;
    let named = |square: Square| format!("{} ({}, {})", size.name(square), square.row, square.col);
    let ratings = |candidates: &Candidates| {
        if candidates.is_empty() {
            return td_string!(locale, knights.no_ratings).to_owned();
        }
        rated(size, candidates)
    };
    let label = |text: &str| text.to_owned();
    match &frame.state {
        MethodState::Seed(seed) => {
            let tail = seed
                .tail
                .iter()
                .zip(seed.tail_start..)
                .map(|(&s, k)| format!("[{k}] = ({}, {})", s.row, s.col))
                .collect::<Vec<_>>()
                .join(" ");
            let mut rows = vec![
                (
                    label(td_string!(locale, knights.move_num)),
                    number(u64::from(seed.move_num), locale),
                ),
                (label(td_string!(locale, knights.position)), named(seed.at)),
                (
                    label(td_string!(locale, knights.tried)),
                    seed.a.map_or_else(|| "—".to_owned(), |a| a.to_string()),
                ),
                (label(td_string!(locale, knights.tail)), tail),
            ];
            if let Some(candidates) = &seed.candidates {
                rows.push((
                    label(td_string!(locale, knights.ratings)),
                    ratings(candidates),
                ));
            }
            rows
        }
        MethodState::Warnsdorff { candidates } if candidates.is_empty() => {
            vec![(String::new(), ratings(candidates))]
        }
        MethodState::Warnsdorff { candidates } => candidates
            .as_slice()
            .iter()
            .map(|c| (size.name(c.square), c.rating.to_string()))
            .collect(),
        MethodState::Construction => Vec::new(),
    }
}

/// The counters in words: moves, backtracks, dead ends and squares visited.
pub fn counter_rows(counters: &Counters, locale: Locale) -> [(&'static str, u64); 4] {
    [
        (td_string!(locale, knights.moves), counters.moves()),
        (td_string!(locale, knights.backtracks), counters.backtracks),
        (td_string!(locale, knights.dead_ends), counters.dead_ends),
        (td_string!(locale, knights.visited), counters.visited),
    ]
}
