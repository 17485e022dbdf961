//! The player's questions in words: a guess graded, with the reason a wrong one is wrong.

use super::labels::algorithm;
use super::number::number;
use super::queens::{along, square};
use super::Locale;
use crate::i18n::i18n::td_string;
use crate::queens::trace::predict::{Along, NextQueen, Verdict};
use crate::queens::trace::Algorithm;

/// The right answers and the questions answered in one search.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Score {
    /// The answers that were right.
    pub right: u64,
    /// The questions answered.
    pub asked: u64,
}

/// "Score: 7 of 9", or once the search has `ended`, "The search has ended. Score: 7 of 9.".
pub fn score(score: Score, ended: bool, locale: Locale) -> String {
    let (right, asked) = (number(score.right, locale), number(score.asked, locale));
    if ended {
        td_string!(locale, predict.summary, right = right, asked = asked)
    } else {
        td_string!(locale, predict.score, right = right, asked = asked)
    }
}

/// The result a student hands in: the page, N, the algorithm, the score and the `date`.
pub fn result(n: usize, played: Algorithm, score: Score, date: &str, locale: Locale) -> String {
    td_string!(
        locale,
        predict.result,
        n = n,
        algorithm = algorithm(played, locale),
        right = number(score.right, locale),
        asked = number(score.asked, locale),
        date = date
    )
}

/// "Right: the next queen goes on c2." or "Not quite: b2 is attacked by the queen on a1 along a
/// diagonal. The next queen goes on c2.", for the 0-based `guess` on an `n`×`n` board.
pub fn graded(
    verdict: Verdict,
    guess: (usize, usize),
    answer: &NextQueen,
    n: usize,
    locale: Locale,
) -> String {
    let right = square(answer.row, answer.col, n);
    let guessed = square(guess.0, guess.1, n);
    let reason = match verdict {
        Verdict::Right => return td_string!(locale, predict.right, square = right),
        Verdict::Occupied => td_string!(locale, predict.occupied, square = guessed),
        Verdict::Attacked {
            by_row,
            by_col,
            along: line,
        } => td_string!(
            locale,
            predict.attacked,
            square = guessed,
            by = square(by_row, by_col, n),
            line = match line {
                Along::Row => td_string!(locale, predict.line_row),
                Along::Line(line) => along(line, locale),
            }
        ),
        Verdict::EmptiesRow { empty_row } => td_string!(
            locale,
            predict.empties_row,
            square = guessed,
            row = empty_row + 1
        ),
        Verdict::TakesBackFirst { row, col } => {
            td_string!(locale, predict.takes_back, by = square(row, col, n))
        }
        Verdict::NotChosen => td_string!(locale, predict.not_chosen, square = guessed),
    };
    td_string!(locale, predict.not_quite, reason = reason, square = right)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::queens::placement::AttackLine;

    fn answer() -> NextQueen {
        NextQueen {
            row: 1,
            col: 2,
            taken_back: vec![],
            emptying: vec![],
        }
    }

    #[test]
    fn each_verdict_reads_with_its_reason_and_the_answer() {
        let english = Locale::en;
        assert_eq!(
            graded(Verdict::Right, (1, 2), &answer(), 4, english),
            "Right: the next queen goes on c2."
        );
        let attacked = Verdict::Attacked {
            by_row: 0,
            by_col: 0,
            along: Along::Line(AttackLine::Diagonal),
        };
        assert_eq!(
            graded(attacked, (1, 1), &answer(), 4, english),
            "Not quite: b2 is attacked by the queen on a1 along a diagonal. The next queen goes on c2."
        );
        let in_row = Verdict::Attacked {
            by_row: 0,
            by_col: 0,
            along: Along::Row,
        };
        assert!(graded(in_row, (0, 3), &answer(), 4, english)
            .contains("d1 is attacked by the queen on a1 along its row"));
        assert!(graded(
            Verdict::EmptiesRow { empty_row: 2 },
            (1, 3),
            &answer(),
            4,
            english
        )
        .contains("a queen on d2 would leave row 3 with no free square"));
        assert!(graded(
            Verdict::TakesBackFirst { row: 1, col: 2 },
            (3, 1),
            &answer(),
            4,
            english
        )
        .contains("takes back the queen on c2"));
        assert!(graded(Verdict::Occupied, (0, 0), &answer(), 4, english)
            .contains("already stands on a1"));
        assert!(graded(Verdict::NotChosen, (1, 3), &answer(), 4, english).contains("d2 is free"));
        let score7 = Score { right: 7, asked: 9 };
        assert_eq!(score(score7, false, english), "Score: 7 of 9");
        assert_eq!(
            score(score7, true, english),
            "The search has ended. Score: 7 of 9."
        );
        assert_eq!(
            result(6, Algorithm::Flags, score7, "2026-11-28", english),
            format!(
                "N-Queens Lab, “Where will the next queen go?”: N = 6, {}: 7 of 9 right (2026-11-28).",
                algorithm(Algorithm::Flags, english)
            )
        );
        for locale in crate::text::language::all() {
            let text = graded(attacked, (1, 1), &answer(), 4, *locale);
            assert!(
                text.contains("b2") && text.contains("a1") && text.contains("c2"),
                "{text}"
            );
        }
    }
}
