//! The player's questions in words, on both pages: the score, the result a student hands in, and
//! what each page's questions say ([`QuestionWords`]: the N-Queens' in [`queens`], the knight's in
//! [`knights`]).

pub mod knights;
pub mod queens;

use crate::i18n::i18n::td_string;
use crate::number::number;
use crate::Locale;
use nqueens_solvers::playback::{Graded, Question};

/// The right answers and the questions answered in one search (or, performing it, the actions
/// done, tried and shown).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Score {
    /// The answers that were right.
    pub right: u64,
    /// The questions answered.
    pub asked: u64,
    /// The steps shown instead of performed.
    pub shown: u64,
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

/// The result a student hands in: the `search` in words (its page's), the score and the `date`.
pub fn result(search: &str, score: Score, date: &str, locale: Locale) -> String {
    td_string!(
        locale,
        predict.result,
        search = search,
        right = number(score.right, locale),
        asked = number(score.asked, locale),
        date = date
    )
}

/// What a page's question says.
pub trait QuestionWords: Question {
    /// The question asked.
    fn title(&self, locale: Locale) -> String;

    /// Its answer: "The next queen goes on c2.", "The knight goes to b3 next."…
    fn answer(&self, locale: Locale) -> String;

    /// "Right: …" or "Not quite: (the reason) (the answer)", for `guess` graded `verdict`.
    fn graded(&self, guess: Self::Guess, verdict: Self::Verdict, locale: Locale) -> String;
}

/// The answer of the question held, shown instead of it, and that the player goes on.
pub fn revealed<Q: QuestionWords>(asked: &Q, locale: Locale) -> String {
    format!(
        "{} {}",
        asked.answer(locale),
        td_string!(locale, predict.go_on)
    )
}

/// A guess graded: whether right, and in words.
pub fn verdict<Q: QuestionWords>(graded: &Graded<Q>, locale: Locale) -> (bool, String) {
    (
        graded.is_right(),
        graded.asked.graded(graded.guess, graded.verdict, locale),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::queens::search;
    use nqueens_solvers::knights::board::{BoardSize, Square};
    use nqueens_solvers::knights::play::tracer;
    use nqueens_solvers::knights::trace::predict::{KnightAsked, KnightAsks, KnightGuess};
    use nqueens_solvers::knights::trace::Method;
    use nqueens_solvers::queens::trace::questions::{QueensAsked, QueensAsks, QueensGuess};
    use nqueens_solvers::queens::trace::{Algorithm, Tracer};

    #[test]
    fn the_score_and_the_result_read_on_both_pages() {
        let english = Locale::en;
        let score7 = Score {
            right: 7,
            asked: 9,
            shown: 0,
        };
        assert_eq!(score(score7, false, english), "Score: 7 of 9");
        assert_eq!(
            score(score7, true, english),
            "The search has ended. Score: 7 of 9."
        );
        assert_eq!(
            result(
                &search(6, Algorithm::Flags, english),
                score7,
                "2026-11-28",
                english
            ),
            format!(
                "N-Queens Lab, predictions: N = 6, {}: 7 of 9 right (2026-11-28).",
                crate::labels::algorithm(Algorithm::Flags, english)
            )
        );
        let size = BoardSize::new(5, 5).unwrap_or_else(|e| panic!("{e:?}"));
        let knights = crate::knights::search(size, Square::new(0, 0), Method::SeedOrder, english);
        assert_eq!(
            result(&knights, score7, "2026-11-28", english),
            format!(
                "N-Queens Lab, predictions: knight's tour, 5×5 from a5, {}: 7 of 9 right (2026-11-28).",
                crate::knights::method(Method::SeedOrder, english)
            )
        );
    }

    #[test]
    fn a_guess_graded_reads_the_same_way_on_both_pages() {
        let english = Locale::en;
        let queens = Tracer::new(Algorithm::Flags, 4).unwrap_or_else(|e| panic!("{e:?}"));
        let asks = QueensAsks {
            queen: true,
            ..QueensAsks::default()
        };
        let asked = QueensAsked::ask(&queens, asks).unwrap_or_else(|| panic!("no question"));
        let right = Graded::new(&asked, QueensGuess::Square(0, 0));
        assert_eq!(
            verdict(&right, english),
            (true, "Right: the next queen goes on a1.".to_owned())
        );
        assert_eq!(
            revealed(&asked, english),
            format!(
                "The next queen goes on a1. {}",
                td_string!(english, predict.go_on)
            )
        );
        let size = BoardSize::new(5, 5).unwrap_or_else(|e| panic!("{e:?}"));
        let mut knight =
            tracer(size, Square::new(0, 0), Method::SeedOrder).unwrap_or_else(|e| panic!("{e:?}"));
        let asks = KnightAsks {
            square: true,
            ..KnightAsks::default()
        };
        let asked = loop {
            if let Some(asked) = KnightAsked::ask(&knight, asks) {
                break asked;
            }
            assert!(knight.advance(), "no question");
        };
        let wrong = Graded::new(&asked, KnightGuess::Square(Square::new(4, 4)));
        let (right, words) = verdict(&wrong, english);
        assert!(!right);
        assert!(
            words.starts_with("Not quite: e1 is not a knight's move from a5."),
            "{words}"
        );
        assert!(words.ends_with(&asked.answer(english)), "{words}");
    }
}
