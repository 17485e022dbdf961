//! "Write your own" in words: what a student's program did, its first mistake with its line, why
//! a run was stopped, its grade, and where it departs from the app's own search.

use super::number::{decimal, number};
use super::queens::square;
use super::Locale;
use crate::i18n::i18n::td_string;
use nqueens_solvers::queens::trace::Event;
use nqueens_student::board::Line;
use nqueens_student::departure::Departure;
use nqueens_student::outcome::{
    End, Fault, Mistake, PythonError, SafeCheck, SizeGrade, StudentSearch, WrongAnswer,
};
use nqueens_student::protocol::Download;

/// How a line of attack reads in a sentence.
fn along(line: Line, locale: Locale) -> &'static str {
    match line {
        Line::Row => td_string!(locale, try_it.line_row),
        Line::Column => td_string!(locale, queens_play.line_column),
        Line::Diagonal => td_string!(locale, queens_play.line_diagonal),
        Line::AntiDiagonal => td_string!(locale, queens_play.line_anti_diagonal),
    }
}

/// How much of the interpreter has been fetched, in megabytes: `1.2 of 3.9 MB`, or `1.2 MB so
/// far` when the host does not say the whole.
pub fn download(download: Download, locale: Locale) -> String {
    let megabytes = |bytes: u64| decimal(bytes as f64 / 1e6, 1, locale);
    let loaded = megabytes(download.loaded);
    match download.total {
        Some(total) => td_string!(
            locale,
            write.loaded_of,
            loaded = loaded,
            total = megabytes(total)
        ),
        None => td_string!(locale, write.loaded_so_far, loaded = loaded),
    }
}

/// A Python list of columns, `[0, 2]`.
fn python_list(columns: &[usize]) -> String {
    let items: Vec<String> = columns.iter().map(usize::to_string).collect();
    format!("[{}]", items.join(", "))
}

/// "safe([0, 2], 2, 1) returned True, but the queen on c2 attacks b3 along a diagonal".
pub fn wrong_answer(wrong: &WrongAnswer, n: usize, locale: Locale) -> String {
    let WrongAnswer {
        queens,
        row,
        col,
        returned,
        attacker,
    } = wrong;
    let (queens, place) = (python_list(queens), square(*row, *col, n));
    let said = match attacker {
        Some(((by_row, by_col), line)) => td_string!(
            locale,
            write.wrong_attacked,
            queens = queens,
            row = row,
            col = col,
            returned = returned,
            by = square(*by_row, *by_col, n),
            square = place,
            line = along(*line, locale)
        ),
        None => td_string!(
            locale,
            write.wrong_safe,
            queens = queens,
            row = row,
            col = col,
            returned = returned,
            square = place
        ),
    };
    if matches!(returned.as_str(), "True" | "False") {
        said
    } else {
        format!("{said}. {}", td_string!(locale, write.not_a_bool))
    }
}

/// Why a run that did not end by itself was stopped, or a Python error with its place; `None`
/// for a run that ended by itself or was ended by the board.
pub fn end_words(end: &End, locale: Locale) -> Option<String> {
    Some(match end {
        End::Finished | End::ByHost => return None,
        End::Error(PythonError {
            kind,
            message,
            line: Some(line),
            column,
        }) => td_string!(
            locale,
            write.error,
            kind = kind,
            line = line,
            column = column.unwrap_or(1),
            message = message
        ),
        End::Error(PythonError { kind, message, .. }) => {
            td_string!(locale, write.error_no_line, kind = kind, message = message)
        }
        End::OutOfTime {
            limit, while_loops, ..
        } => {
            let seconds = limit.as_secs();
            let lines: Vec<String> = while_loops.iter().map(u32::to_string).collect();
            match lines.len() {
                0 => td_string!(locale, write.out_of_time, seconds = seconds),
                1 => td_string!(
                    locale,
                    write.out_of_time_loop,
                    seconds = seconds,
                    lines = &lines[0]
                ),
                _ => td_string!(
                    locale,
                    write.out_of_time_loops,
                    seconds = seconds,
                    lines = lines.join(", ")
                ),
            }
        }
        End::TooManyCalls { limit, line } => on_line(
            td_string!(locale, write.too_many_calls, limit = number(*limit, locale)),
            *line,
            locale,
        ),
        End::TooDeep { limit, line } => on_line(
            td_string!(locale, write.too_deep, limit = limit),
            *line,
            locale,
        ),
    })
}

/// `what`, with "(line 4)" after it when the line is known.
fn on_line(what: String, line: Option<u32>, locale: Locale) -> String {
    match line {
        Some(line) => td_string!(locale, write.on_line, what = what, line = line),
        None => what,
    }
}

/// "Step 12: place(2, 1) puts a queen on b3, but the queen on c2 attacks it along a diagonal
/// (line 14)", for a mistake of a search of an `n`×`n` board (steps counted from 1).
pub fn mistake(mistake: &Mistake, n: usize, locale: Locale) -> String {
    let step = mistake.step + 1;
    let said = match mistake.fault {
        Fault::Attacked {
            square: (row, col),
            by,
            line,
        } => td_string!(
            locale,
            write.fault_attacked,
            step = step,
            row = row,
            col = col,
            square = square(row, col, n),
            by = square(by.0, by.1, n),
            line = along(line, locale)
        ),
        Fault::Occupied { square: (row, col) } => td_string!(
            locale,
            write.fault_occupied,
            step = step,
            row = row,
            col = col,
            square = square(row, col, n)
        ),
        Fault::NoQueen { square: (row, col) } => td_string!(
            locale,
            write.fault_no_queen,
            step = step,
            row = row,
            col = col,
            square = square(row, col, n)
        ),
        Fault::NotASolution { queens } => td_string!(
            locale,
            write.fault_not_solution,
            step = step,
            queens = queens,
            n = n
        ),
    };
    on_line(said, mistake.line, locale)
}

/// What the app's search over the student's `safe` found, sentence by sentence.
pub fn safe_result(check: &SafeCheck, locale: Locale) -> Vec<String> {
    if let Some(wrong) = &check.wrong {
        return vec![wrong_answer(wrong, check.n, locale)];
    }
    if check.no_safe() {
        return vec![td_string!(locale, write.no_safe).to_owned()];
    }
    match end_words(&check.ran.end, locale) {
        Some(stopped) => vec![stopped],
        None => vec![td_string!(
            locale,
            write.safe_passed,
            count = number(check.solutions, locale)
        )],
    }
}

/// What the student's search did, sentence by sentence: its first mistake or why it stopped,
/// and the solutions it reported.
pub fn search_result(search: &StudentSearch, locale: Locale) -> Vec<String> {
    let found = td_string!(
        locale,
        write.search_found,
        count = number(search.solutions.len() as u64, locale),
        n = search.n
    );
    let problem = match &search.mistake {
        Some(m) => Some(mistake(m, search.n, locale)),
        None => end_words(&search.ran.end, locale),
    };
    problem.into_iter().chain([found]).collect()
}

/// The grade over N = 1 to 10: passed, or the first size that did not pass and why.
pub fn grade(grades: &[SizeGrade], locale: Locale) -> String {
    let Some(failed) = grades.iter().find(|g| !g.passed()) else {
        return td_string!(locale, write.grade_passed).to_owned();
    };
    let n = failed.n;
    let stopped = match &failed.mistake {
        Some(m) => Some(mistake(m, n, locale)),
        None => end_words(&failed.end, locale),
    };
    if let Some(why) = stopped {
        td_string!(locale, write.grade_stopped, n = n, why = why)
    } else if failed.reported != failed.different {
        td_string!(
            locale,
            write.grade_twice,
            n = n,
            reported = number(failed.reported as u64, locale),
            different = number(failed.different as u64, locale)
        )
    } else {
        td_string!(
            locale,
            write.grade_count,
            n = n,
            reported = number(failed.reported as u64, locale),
            expected = number(failed.expected, locale)
        )
    }
}

/// A move of a search as the student writes it: `place(2, 1)`, or that the search ends there.
fn move_words(event: Option<&Event>, locale: Locale) -> String {
    match event {
        Some(Event::Place { row, col }) => {
            td_string!(locale, write.move_place, row = row, col = col)
        }
        Some(Event::Remove { row, col }) => {
            td_string!(locale, write.move_remove, row = row, col = col)
        }
        Some(Event::Solution { .. }) => td_string!(locale, write.move_solution).to_owned(),
        _ => td_string!(locale, write.move_ends).to_owned(),
    }
}

/// Where the student's search departs from the app's flag-array program (steps counted from 1),
/// or that it makes the same moves.
pub fn departure(departure: Option<&Departure>, locale: Locale) -> String {
    match departure {
        None => td_string!(locale, write.same_moves).to_owned(),
        Some(d) => td_string!(
            locale,
            write.departs,
            step = d.step + 1,
            yours = move_words(d.yours.as_ref(), locale),
            theirs = move_words(d.reference.as_ref(), locale)
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nqueens_student::outcome::Ran;
    use std::time::Duration;

    const EN: Locale = Locale::en;

    fn ran(end: End) -> Ran {
        Ran::silent(end)
    }

    #[test]
    fn a_download_reads_in_megabytes_of_the_whole_when_known() {
        let fetched = |loaded, total| download(Download { loaded, total }, EN);
        assert_eq!(fetched(1_234_567, Some(3_970_651)), "1.2 of 4.0 MB");
        assert_eq!(fetched(650_000, None), "0.7 MB so far");
        assert_eq!(
            download(
                Download {
                    loaded: 1_250_000,
                    total: None
                },
                Locale::ru
            ),
            "пока 1,3 МБ"
        );
    }

    #[test]
    fn a_wrong_answer_names_the_queen_and_the_line() {
        let wrong = WrongAnswer {
            queens: vec![0, 2],
            row: 2,
            col: 1,
            returned: "True".into(),
            attacker: Some(((1, 2), Line::AntiDiagonal)),
        };
        assert_eq!(
            wrong_answer(&wrong, 8, EN),
            "safe([0, 2], 2, 1) returned True, but the queen on c2 attacks b3 along an anti-diagonal"
        );
        let none = WrongAnswer {
            returned: "None".into(),
            attacker: None,
            ..wrong
        };
        assert_eq!(
            wrong_answer(&none, 8, EN),
            "safe([0, 2], 2, 1) returned None, but no queen attacks b3. safe() must return True or False: did it miss a return?"
        );
    }

    #[test]
    fn a_stopped_run_says_why_and_where() {
        let time = |loops: Vec<u32>| End::OutOfTime {
            limit: Duration::from_secs(5),
            while_loops: loops,
            last_call: None,
        };
        assert_eq!(
            end_words(&time(vec![4]), EN).as_deref(),
            Some("Stopped after 5 s: does the loop on line 4 never end?")
        );
        assert_eq!(
            end_words(&time(vec![4, 9]), EN).as_deref(),
            Some("Stopped after 5 s: does one of the loops on lines 4, 9 never end?")
        );
        assert_eq!(
            end_words(&End::TooManyCalls { limit: 2_000_000, line: Some(7) }, EN).as_deref(),
            Some("Stopped after 2,000,000 calls of the board's functions: does the search end? (line 7)")
        );
        let error = End::Error(PythonError {
            kind: "SyntaxError".into(),
            message: "Expected ':', found newline".into(),
            line: Some(2),
            column: Some(9),
        });
        assert_eq!(
            end_words(&error, EN).as_deref(),
            Some("SyntaxError on line 2, column 9: Expected ':', found newline")
        );
        assert_eq!(end_words(&End::Finished, EN), None);
    }

    #[test]
    fn a_search_s_mistake_and_grade_are_said() {
        let search = StudentSearch {
            n: 4,
            steps: Vec::new(),
            solutions: Vec::new(),
            mistake: Some(Mistake {
                step: 2,
                line: Some(3),
                fault: Fault::Attacked {
                    square: (2, 1),
                    by: (1, 2),
                    line: Line::AntiDiagonal,
                },
            }),
            ran: ran(End::ByHost),
        };
        assert_eq!(
            search_result(&search, EN),
            [
                "Step 3: place(2, 1) puts a queen on b3, but the queen on c2 attacks it along an anti-diagonal (line 3)",
                "Your search reported 0 solutions for N = 4."
            ]
        );
        let size = |n, reported, different, expected| SizeGrade {
            n,
            reported,
            different,
            expected,
            end: End::Finished,
            mistake: None,
        };
        assert_eq!(
            grade(&[size(1, 1, 1, 1), size(2, 0, 0, 0)], EN),
            "Passed: the right solutions, each once, for every N from 1 to 10."
        );
        assert_eq!(
            grade(&[size(1, 2, 1, 1)], EN),
            "N = 1: 2 solutions reported, but only 1 different."
        );
        assert_eq!(
            grade(&[size(1, 1, 1, 1), size(4, 1, 1, 2)], EN),
            "N = 4: 1 solutions reported, 2 expected."
        );
    }

    #[test]
    fn a_departure_names_both_moves() {
        let departed = Departure {
            step: 0,
            yours: Some(Event::Place { row: 0, col: 4 }),
            reference: Some(Event::Place { row: 0, col: 0 }),
        };
        assert_eq!(
            departure(Some(&departed), EN),
            "Your search departs from the app's flag-array program at step 1: yours place(0, 4), the app's place(0, 0). Departing is not wrong."
        );
        let safe = SafeCheck {
            n: 8,
            steps: Vec::new(),
            answers: 15_720,
            solutions: 92,
            wrong: None,
            ran: ran(End::Finished),
        };
        assert_eq!(
            safe_result(&safe, EN),
            ["Every answer of safe() was right: the search found 92 solutions, exactly as the app's own search."]
        );
    }
}
