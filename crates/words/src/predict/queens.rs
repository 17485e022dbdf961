//! The N-Queens player's questions in words: each question, how it is answered, its answer, and
//! a guess graded with the reason a wrong one is wrong.

use super::QuestionWords;
use crate::i18n::i18n::td_string;
use crate::number::number;
use crate::queens::{along, square};
use crate::Locale;
use nqueens_solvers::queens::trace::predict::{Along, NextQueen, Verdict};
use nqueens_solvers::queens::trace::questions::{
    QueensAsked, QueensGuess, QueensQuestion, QueensVerdict,
};

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
            line = line_words(line, locale)
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

/// The words of a line a queen attacks along.
fn line_words(line: Along, locale: Locale) -> String {
    match line {
        Along::Row => td_string!(locale, predict.line_row).to_owned(),
        Along::Line(line) => along(line, locale).to_owned(),
    }
}

/// The question asked, on an `n`×`n` board.
pub fn title(question: &QueensQuestion, n: usize, locale: Locale) -> String {
    match question {
        QueensQuestion::Count { .. } => td_string!(locale, predict.question_count, n = n),
        QueensQuestion::Queen(_) => td_string!(locale, predict.question).to_owned(),
        &QueensQuestion::Safe { row, col, .. } => {
            td_string!(locale, predict.question_safe, square = square(row, col, n))
        }
        QueensQuestion::Line { .. } => td_string!(locale, predict.question_line).to_owned(),
    }
}

/// How the question is answered.
pub fn how(question: &QueensQuestion, locale: Locale) -> &'static str {
    match question {
        QueensQuestion::Count { .. } => td_string!(locale, predict.how_count),
        QueensQuestion::Queen(_) => td_string!(locale, predict.how),
        QueensQuestion::Safe { .. } => td_string!(locale, predict.how_safe),
        QueensQuestion::Line { .. } => td_string!(locale, predict.how_line),
    }
}

/// The answer: "N = 6 has 4 solutions.", "c3 is safe.", "Line 7 runs next.", "The next queen
/// goes on c2.".
pub fn answer(question: &QueensQuestion, n: usize, locale: Locale) -> String {
    match question {
        &QueensQuestion::Count { solutions: 1 } => {
            td_string!(locale, predict.answer_count_one, n = n)
        }
        &QueensQuestion::Count { solutions } => td_string!(
            locale,
            predict.answer_count,
            n = n,
            solutions = number(solutions, locale)
        ),
        QueensQuestion::Queen(next) => td_string!(
            locale,
            predict.answer_queen,
            square = square(next.row, next.col, n)
        ),
        &QueensQuestion::Safe {
            row,
            col,
            attacker: None,
        } => td_string!(locale, predict.answer_safe, square = square(row, col, n)),
        &QueensQuestion::Safe {
            row,
            col,
            attacker: Some(((by_row, by_col), line)),
        } => td_string!(
            locale,
            predict.attacked,
            square = square(row, col, n),
            by = square(by_row, by_col, n),
            line = line_words(line, locale)
        ),
        &QueensQuestion::Line { line } => {
            td_string!(locale, predict.answer_line, line = u32::from(line) + 1)
        }
    }
}

/// "Right: …" or "Not quite: (the reason) (the answer)", for `guess` graded `verdict`.
pub fn graded_answer(
    question: &QueensQuestion,
    guess: QueensGuess,
    verdict: QueensVerdict,
    n: usize,
    locale: Locale,
) -> String {
    let named = |row, col| square(row, col, n);
    let reason = match (verdict, question, guess) {
        (QueensVerdict::Queen(verdict), QueensQuestion::Queen(next), QueensGuess::Square(r, c)) => {
            return graded(verdict, (r, c), next, n, locale)
        }
        (QueensVerdict::Right | QueensVerdict::Queen(Verdict::Right), ..) => {
            let answer = answer(question, n, locale);
            return td_string!(locale, predict.right_answer, answer = answer);
        }
        (QueensVerdict::TooFew, _, QueensGuess::Count(count)) => {
            td_string!(locale, predict.too_few, guess = number(count, locale))
        }
        (QueensVerdict::TooMany, _, QueensGuess::Count(count)) => {
            td_string!(locale, predict.too_many, guess = number(count, locale))
        }
        (QueensVerdict::NotSafe, ..) => td_string!(locale, predict.not_safe).to_owned(),
        (QueensVerdict::IsSafe, ..) => td_string!(locale, predict.is_safe).to_owned(),
        (QueensVerdict::NoQueen, _, QueensGuess::Square(r, c)) => {
            td_string!(locale, predict.no_queen, square = named(r, c))
        }
        (QueensVerdict::DoesNotAttack, _, QueensGuess::Square(r, c)) => {
            td_string!(locale, predict.does_not_attack, square = named(r, c))
        }
        (QueensVerdict::FoundFirst { by }, _, QueensGuess::Square(r, c)) => td_string!(
            locale,
            predict.found_first,
            square = named(r, c),
            by = named(by.0, by.1)
        ),
        (QueensVerdict::OtherLine, _, QueensGuess::Line(line)) => {
            td_string!(locale, predict.other_line, guess = u32::from(line) + 1)
        }
        _ => td_string!(locale, predict.not_an_answer).to_owned(),
    };
    let answer = answer(question, n, locale);
    td_string!(
        locale,
        predict.not_quite_answer,
        reason = reason,
        answer = answer
    )
}

impl QuestionWords for QueensAsked {
    fn title(&self, locale: Locale) -> String {
        title(&self.question, self.n, locale)
    }

    fn answer(&self, locale: Locale) -> String {
        answer(&self.question, self.n, locale)
    }

    fn graded(&self, guess: QueensGuess, verdict: QueensVerdict, locale: Locale) -> String {
        graded_answer(&self.question, guess, verdict, self.n, locale)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nqueens_solvers::queens::placement::AttackLine;

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
        for locale in crate::language::all() {
            let text = graded(attacked, (1, 1), &answer(), 4, *locale);
            assert!(
                text.contains("b2") && text.contains("a1") && text.contains("c2"),
                "{text}"
            );
        }
    }

    #[test]
    fn the_count_the_square_tried_and_the_line_read_with_their_reasons() {
        let english = Locale::en;
        let count = QueensQuestion::Count { solutions: 92 };
        assert_eq!(
            title(&count, 8, english),
            "How many solutions will N = 8 have?"
        );
        assert_eq!(
            graded_answer(
                &count,
                QueensGuess::Count(92),
                QueensVerdict::Right,
                8,
                english
            ),
            "Right: N = 8 has 92 solutions."
        );
        assert_eq!(
            graded_answer(
                &count,
                QueensGuess::Count(12),
                QueensVerdict::TooFew,
                8,
                english
            ),
            "Not quite: 12 is too few. N = 8 has 92 solutions."
        );
        let attacked = QueensQuestion::Safe {
            row: 1,
            col: 0,
            attacker: Some(((0, 0), Along::Line(AttackLine::Column))),
        };
        assert_eq!(
            title(&attacked, 4, english),
            "Is a2 safe? If not, which queen attacks it?"
        );
        let said_safe = attacked.grade(&[Some(0), None, None, None], QueensGuess::Safe);
        assert_eq!(
            graded_answer(&attacked, QueensGuess::Safe, said_safe, 4, english),
            format!(
                "Not quite: it is not safe. a2 is attacked by the queen on a1 {}.",
                along(AttackLine::Column, english)
            )
        );
        assert_eq!(
            graded_answer(
                &attacked,
                QueensGuess::Square(2, 2),
                QueensVerdict::NoQueen,
                4,
                english
            ),
            format!(
                "Not quite: no queen stands on c3. a2 is attacked by the queen on a1 {}.",
                along(AttackLine::Column, english)
            )
        );
        let safe = QueensQuestion::Safe {
            row: 1,
            col: 2,
            attacker: None,
        };
        assert_eq!(
            graded_answer(
                &safe,
                QueensGuess::Square(0, 0),
                QueensVerdict::IsSafe,
                4,
                english
            ),
            "Not quite: there is no queen to name. c2 is safe: no queen on the board attacks it."
        );
        let line = QueensQuestion::Line { line: 6 };
        assert_eq!(
            graded_answer(
                &line,
                QueensGuess::Line(2),
                QueensVerdict::OtherLine,
                4,
                english
            ),
            "Not quite: line 3 is not the next. Line 7 runs next."
        );
        for locale in crate::language::all() {
            let text = graded_answer(
                &count,
                QueensGuess::Count(12),
                QueensVerdict::TooFew,
                8,
                *locale,
            );
            assert!(text.contains("12") && text.contains("92"), "{text}");
        }
    }
}
