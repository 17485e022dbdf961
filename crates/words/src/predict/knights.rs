//! The knight's questions in words: each question, its answer, and a guess graded with the
//! reason a wrong one is wrong.

use super::QuestionWords;
use crate::i18n::i18n::td_string;
use crate::number::number;
use crate::Locale;
use nqueens_solvers::knights::board::Square;
use nqueens_solvers::knights::trace::predict::{
    KnightAsked, KnightGuess, KnightQuestion, KnightVerdict,
};

/// The question asked.
pub fn question(question: KnightQuestion, locale: Locale) -> &'static str {
    match question {
        KnightQuestion::Next { .. } => td_string!(locale, tour_predict.question_next),
        KnightQuestion::DeadEnd { .. } => td_string!(locale, tour_predict.question_dead_end),
        KnightQuestion::Back { .. } => td_string!(locale, tour_predict.question_back),
    }
}

/// The answer: "The knight goes to b3 next.", "A dead end: …", "The knight goes back to …".
pub fn answer(asked: &KnightAsked, locale: Locale) -> String {
    let name = |square: Square| asked.size.name(square);
    let from = asked.from().map(name).unwrap_or_default();
    match asked.question {
        KnightQuestion::Next { to: Some(to) } => {
            td_string!(locale, tour_predict.answer_next, square = name(to))
        }
        KnightQuestion::Next { to: None } | KnightQuestion::DeadEnd { stuck: true } => {
            td_string!(locale, tour_predict.answer_stuck, from = from)
        }
        KnightQuestion::DeadEnd { stuck: false } => {
            td_string!(locale, tour_predict.answer_not_stuck, from = from)
        }
        KnightQuestion::Back { to } => {
            td_string!(locale, tour_predict.answer_back, square = name(to))
        }
    }
}

/// "Right. The knight goes to b3 next." or "Not quite: the knight has already been on c2. The
/// knight goes to b3 next.", for `guess` graded `verdict`.
pub fn graded(
    asked: &KnightAsked,
    guess: KnightGuess,
    verdict: KnightVerdict,
    locale: Locale,
) -> String {
    let answer = answer(asked, locale);
    let name = |square: Square| asked.size.name(square);
    let from = asked.from().map(name).unwrap_or_default();
    let square = match guess {
        KnightGuess::Square(square) => name(square),
        KnightGuess::DeadEnd(_) => String::new(),
    };
    let best_square = match asked.question {
        KnightQuestion::Next { to: Some(to) } | KnightQuestion::Back { to } => name(to),
        _ => String::new(),
    };
    let reason = match verdict {
        KnightVerdict::Right => return td_string!(locale, tour_predict.right, answer = answer),
        KnightVerdict::NotAMove => {
            td_string!(
                locale,
                tour_predict.not_a_move,
                square = square,
                from = from
            )
        }
        KnightVerdict::Visited => td_string!(locale, tour_predict.visited, square = square),
        KnightVerdict::MoreOnward { rating, best } => td_string!(
            locale,
            tour_predict.more_onward,
            square = square,
            rating = number(u64::from(rating), locale),
            best_square = best_square,
            best = number(u64::from(best), locale)
        ),
        KnightVerdict::Tie { rating } => td_string!(
            locale,
            tour_predict.tie,
            square = square,
            best_square = best_square,
            rating = number(u64::from(rating), locale)
        ),
        KnightVerdict::NotChosen => td_string!(
            locale,
            tour_predict.not_chosen,
            square = square,
            best_square = best_square
        ),
        KnightVerdict::LaterInOrder => td_string!(
            locale,
            tour_predict.later,
            best_square = best_square,
            square = square
        ),
        KnightVerdict::NotStuck => {
            let squares = asked
                .onward
                .as_slice()
                .iter()
                .map(|c| name(c.square))
                .collect::<Vec<_>>()
                .join(", ");
            td_string!(
                locale,
                tour_predict.not_stuck,
                from = from,
                squares = squares
            )
        }
        KnightVerdict::Stuck => td_string!(locale, tour_predict.stuck, from = from),
        KnightVerdict::NotOnPath => td_string!(locale, tour_predict.not_on_path, square = square),
        KnightVerdict::StopsSooner => {
            td_string!(locale, tour_predict.stops_sooner, best_square = best_square)
        }
        KnightVerdict::GivenUp => td_string!(locale, tour_predict.given_up, square = square),
    };
    td_string!(
        locale,
        tour_predict.not_quite,
        reason = reason,
        answer = answer
    )
}

impl QuestionWords for KnightAsked {
    fn title(&self, locale: Locale) -> String {
        question(self.question, locale).to_owned()
    }

    fn answer(&self, locale: Locale) -> String {
        answer(self, locale)
    }

    fn graded(&self, guess: KnightGuess, verdict: KnightVerdict, locale: Locale) -> String {
        graded(self, guess, verdict, locale)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nqueens_solvers::knights::board::BoardSize;
    use nqueens_solvers::knights::play::tracer;
    use nqueens_solvers::knights::trace::predict::{knight_question, KnightAsks};
    use nqueens_solvers::knights::trace::Method;

    /// The first question of `asks` on 5×5 from a5 by `method`.
    fn first(method: Method, asks: KnightAsks) -> KnightAsked {
        let size = BoardSize::new(5, 5).unwrap();
        let mut t = tracer(size, Square::new(0, 0), method).unwrap();
        loop {
            if let Some(q) = knight_question(&t, asks) {
                return q;
            }
            assert!(t.advance(), "no question");
        }
    }

    #[test]
    fn each_verdict_reads_with_its_reason_and_the_answer() {
        let english = Locale::en;
        let square = KnightAsks {
            square: true,
            ..KnightAsks::default()
        };
        // From a5 the rule rates b3 and c4; the knight goes to c4 (row 1, col 2).
        let rule = first(Method::WarnsdorffBacktracking, square);
        assert_eq!(
            graded(
                &rule,
                KnightGuess::Square(Square::new(1, 2)),
                KnightVerdict::Right,
                english
            ),
            "Right. The knight goes to c4 next."
        );
        let to_b3 = KnightGuess::Square(Square::new(2, 1));
        let text = graded(&rule, to_b3, rule.grade(to_b3), english);
        assert!(text.starts_with("Not quite: b3 ties with c4 at"), "{text}");
        assert!(text.ends_with("The knight goes to c4 next."), "{text}");
        let far = KnightGuess::Square(Square::new(4, 4));
        assert_eq!(
            graded(&rule, far, rule.grade(far), english),
            "Not quite: e1 is not a knight's move from a5. The knight goes to c4 next."
        );
        let dead = KnightAsks {
            dead_end: true,
            ..KnightAsks::default()
        };
        let stuck = first(Method::SeedOrder, dead);
        let no = KnightGuess::DeadEnd(true);
        assert_eq!(
            graded(&stuck, no, stuck.grade(no), english),
            "Not quite: from a5 the knight can still go to c4, b3. Not a dead end: the knight can go on from a5."
        );
        let back = first(
            Method::SeedOrder,
            KnightAsks {
                back: true,
                ..KnightAsks::default()
            },
        );
        let size = back.size;
        let off = (0..size.squares())
            .map(|i| size.square(i))
            .find(|s| !back.path.contains(s))
            .unwrap();
        let guess = KnightGuess::Square(off);
        let text = graded(&back, guess, back.grade(guess), english);
        let expected = format!("{} is not on it. The knight goes back to", size.name(off));
        assert!(text.contains(&expected), "{text}");
        for locale in crate::language::all() {
            let text = graded(&rule, far, rule.grade(far), *locale);
            assert!(
                text.contains("e1") && text.contains("a5") && text.contains("c4"),
                "{text}"
            );
        }
    }
}
