//! "You be the algorithm" in words: the action the program takes and why, an action graded, the
//! score, and the result a student hands in, on both pages.

use super::number::number;
use super::predict::knights::graded as graded_move;
use super::predict::Score;
use super::queens::square;
use super::Locale;
use crate::i18n::i18n::td_string;
use nqueens_solvers::knights::board::{BoardSize, Square};
use nqueens_solvers::knights::trace::perform::{KnightAction, KnightDone};
use nqueens_solvers::knights::trace::predict::{KnightGuess, KnightVerdict};
use nqueens_solvers::queens::trace::perform::{Action, NextAction, Why};

/// "The program tries b2.", for an action on an `n` × `n` board.
pub fn queens_action(action: Action, n: usize, locale: Locale) -> String {
    match action {
        Action::Try(row, col) => td_string!(locale, perform.tries, square = square(row, col, n)),
        Action::Place(row, col) => {
            td_string!(locale, perform.places, square = square(row, col, n))
        }
        Action::Remove(row, col) => {
            td_string!(locale, perform.removes, square = square(row, col, n))
        }
        Action::Record => td_string!(locale, perform.records).to_owned(),
    }
}

/// Why the program takes its action: "a1 is attacked, so it goes on to the next square."
fn queens_why(why: Why, n: usize, locale: Locale) -> String {
    match why {
        Why::Start => td_string!(locale, perform.why_start).to_owned(),
        Why::Attacked(row, col) => {
            td_string!(locale, perform.why_attacked, square = square(row, col, n))
        }
        Why::Placed(row, col) => {
            td_string!(locale, perform.why_placed, square = square(row, col, n))
        }
        Why::Removed(row, col) => {
            td_string!(locale, perform.why_removed, square = square(row, col, n))
        }
        Why::Safe => td_string!(locale, perform.why_safe).to_owned(),
        Why::NothingLeft => td_string!(locale, perform.why_nothing_left).to_owned(),
        Why::AfterSolution => td_string!(locale, perform.why_after_solution).to_owned(),
        Why::Full => td_string!(locale, perform.why_full).to_owned(),
    }
}

/// "Right. The program tries b2." or "Not that. The program tries b2: a1 is attacked, so …".
pub fn queens_graded(next: NextAction, right: bool, n: usize, locale: Locale) -> String {
    let action = queens_action(next.action, n, locale);
    if right {
        td_string!(locale, perform.right, action = action)
    } else {
        let why = queens_why(next.why, n, locale);
        td_string!(locale, perform.not_that, action = action, why = why)
    }
}

/// "Right. The knight goes to c4 next.", or why not: a click on `square` graded `done` against
/// the knight's `action` on a board of `size` (a move is graded as "where next?" is).
pub fn knights_graded(
    action: &KnightAction,
    square: Square,
    done: KnightDone,
    size: BoardSize,
    locale: Locale,
) -> String {
    match action {
        KnightAction::Move(asked) => {
            let verdict = match done {
                KnightDone::NotThere(verdict) => verdict,
                KnightDone::Right | KnightDone::TakeBackFirst => KnightVerdict::Right,
            };
            graded_move(asked, KnightGuess::Square(square), verdict, locale)
        }
        &KnightAction::TakeBack { square, stuck } => {
            taken_back(square, stuck, done == KnightDone::Right, size, locale)
        }
    }
}

/// "Right. The search takes c3 back." or "Not that. The knight is at a dead end on c3: the
/// search takes it back.", for a square taken back on `size`.
fn taken_back(square: Square, stuck: bool, right: bool, size: BoardSize, locale: Locale) -> String {
    let square = size.name(square);
    match (right, stuck) {
        (true, _) => td_string!(locale, perform.took_back, square = square),
        (false, true) => td_string!(locale, perform.back_from_dead_end, square = square),
        (false, false) => td_string!(locale, perform.back_all_tried, square = square),
    }
}

/// "Steps done: 7 · mistakes: 2 · shown: 1", or once the search has `ended`, its summary.
pub fn score(score: Score, ended: bool, locale: Locale) -> String {
    let (right, wrong, shown) = counts(score, locale);
    if ended {
        td_string!(
            locale,
            perform.summary,
            right = right,
            wrong = wrong,
            shown = shown
        )
    } else {
        td_string!(
            locale,
            perform.score,
            right = right,
            wrong = wrong,
            shown = shown
        )
    }
}

/// The steps done, the mistakes and the steps shown, as numbers in `locale`.
fn counts(score: Score, locale: Locale) -> (String, String, String) {
    (
        number(score.right, locale),
        number(score.asked - score.right, locale),
        number(score.shown, locale),
    )
}

/// The result a student hands in: the `search` in words (its page's), the score and the `date`.
pub fn result(search: &str, score: Score, date: &str, locale: Locale) -> String {
    let (right, wrong, shown) = counts(score, locale);
    td_string!(
        locale,
        perform.result,
        search = search,
        right = right,
        wrong = wrong,
        shown = shown,
        date = date
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use nqueens_solvers::queens::trace::Algorithm;

    #[test]
    fn actions_read_with_their_reason() {
        let english = Locale::en;
        let next = NextAction {
            action: Action::Try(1, 1),
            why: Why::Attacked(1, 0),
        };
        assert_eq!(
            queens_graded(next, true, 4, english),
            "Right. The program tries b2."
        );
        assert_eq!(
            queens_graded(next, false, 4, english),
            "Not that. The program tries b2: a2 is attacked, so it goes on to the next square."
        );
        let size = BoardSize::new(5, 5).unwrap();
        assert_eq!(
            taken_back(Square::new(0, 0), true, false, size, english),
            "Not that. The knight is at a dead end on a5: the search takes it back."
        );
        let score = Score {
            right: 7,
            asked: 9,
            shown: 1,
        };
        assert_eq!(
            super::score(score, false, english),
            "Steps done: 7 · mistakes: 2 · shown: 1"
        );
        let searched = crate::queens::search(4, Algorithm::Pointer, english);
        assert_eq!(
            result(&searched, score, "2026-11-28", english),
            format!(
                "N-Queens Lab, “You be the algorithm”: N = 4, {}: 7 steps done, 2 mistakes, 1 shown (2026-11-28).",
                crate::labels::algorithm(Algorithm::Pointer, english)
            )
        );
    }
}
