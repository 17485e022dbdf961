//! The knight's rule written by a student, in words: the tour it made, the dead end it reached,
//! its first answer that was no move, or why its run stopped.

use super::number::number;
use super::write::end_words;
use super::Locale;
use crate::i18n::i18n::td_string;
use nqueens_solvers::knights::board::BoardSize;
use nqueens_student::outcome::End;
use nqueens_student::walk::{square_of, RuleWalk, WalkEnd, Xy};

/// What the walk gave, sentence by sentence.
pub fn rule_result(walk: &RuleWalk, locale: Locale) -> Vec<String> {
    let size = BoardSize {
        rows: walk.rows,
        cols: walk.cols,
    };
    let name = |xy: Xy| size.name(square_of(walk.rows, xy));
    let squares = number(u64::from(walk.rows) * u64::from(walk.cols), locale);
    let line = match walk.end() {
        WalkEnd::Tour => td_string!(
            locale,
            write.rule_tour,
            squares = squares,
            start = walk.squares.first().map(|&s| name(s)).unwrap_or_default(),
            end = walk.squares.last().map(|&s| name(s)).unwrap_or_default()
        ),
        WalkEnd::DeadEnd(at) => td_string!(
            locale,
            write.rule_dead_end,
            square = name(at),
            visited = number(walk.squares.len() as u64, locale),
            squares = squares
        ),
        WalkEnd::Wrong(wrong) => {
            let moves: Vec<String> = wrong
                .moves
                .iter()
                .map(|(x, y)| format!("({x}, {y})"))
                .collect();
            td_string!(
                locale,
                write.rule_wrong,
                square = name(wrong.at),
                x = wrong.at.0,
                y = wrong.at.1,
                returned = &wrong.returned,
                moves = format!("[{}]", moves.join(", "))
            )
        }
        WalkEnd::Broken(End::Error(error))
            if error.kind == "NameError" && error.message.contains("'choose'") =>
        {
            td_string!(locale, write.no_choose).to_owned()
        }
        WalkEnd::Broken(end) => end_words(end, locale).unwrap_or_default(),
    };
    vec![line]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::language::all as languages;
    use nqueens_student::outcome::{PythonError, Ran};
    use nqueens_student::walk::WrongChoice;

    fn walk(squares: Vec<Xy>, mistake: Option<WrongChoice>, end: End) -> RuleWalk {
        RuleWalk {
            rows: 3,
            cols: 4,
            stuck: true,
            squares,
            mistake,
            ran: Ran::silent(end),
        }
    }

    #[test]
    fn each_end_of_a_walk_is_said_with_its_squares() {
        let english = Locale::en;
        let dead = walk(vec![(0, 0), (1, 2)], None, End::Finished);
        assert_eq!(
            rule_result(&dead, english),
            ["A dead end on b3: the knight has visited 2 of 12 squares, and every square a knight's move from b3 is among them."]
        );
        let wrong = WrongChoice {
            at: (0, 0),
            moves: vec![(1, 2), (2, 1)],
            returned: "(0, 0)".into(),
        };
        let wrong = walk(vec![(0, 0)], Some(wrong), End::ByHost);
        assert_eq!(
            rule_result(&wrong, english),
            ["The knight on a1: choose(0, 0, moves, visited) returned (0, 0), which is none of its moves [(1, 2), (2, 1)]."]
        );
        let missing = PythonError {
            kind: "NameError".into(),
            message: "name 'choose' is not defined".into(),
            line: Some(9),
            column: Some(5),
        };
        let missing = walk(vec![(0, 0)], None, End::Error(missing));
        assert_eq!(
            rule_result(&missing, english),
            ["Your program defines no function choose(x, y, moves, visited)."]
        );
        for &locale in languages() {
            let said = &rule_result(&wrong, locale)[0];
            assert!(said.contains("a1") && !said.contains("{{"), "{said}");
        }
    }
}
