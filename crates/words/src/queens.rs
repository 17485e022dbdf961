//! The N-Queens player's words and numbers: what the current event is, the
//! board's text alternative, the algorithm's variables and the counters as rows of text.

use super::number::number;
use super::Locale;
use crate::board::square_name;
use crate::i18n::i18n::td_string;
use nqueens_solvers::code::values::{binary, flags, queens_values, spaced};
use nqueens_solvers::queens::placement::AttackLine;
use nqueens_solvers::queens::trace::{Algorithm, AlgorithmState, Counters, Event, Frame, Group};

/// The search played, for the result a student hands in: "N = 8, the C program's recursive
/// backtracking".
pub fn search(n: usize, played: Algorithm, locale: Locale) -> String {
    td_string!(
        locale,
        queens_play.search,
        n = n,
        algorithm = crate::labels::algorithm(played, locale)
    )
}

/// The name of the 0-based square `(row, col)` on an `n`×`n` board, `d3`.
pub(super) fn square(row: usize, col: usize, n: usize) -> String {
    square_name(col as u32 + 1, row as u32 + 1, n)
}

/// How a line of attack reads in a sentence.
pub(super) fn along(line: AttackLine, locale: Locale) -> &'static str {
    match line {
        AttackLine::Column => td_string!(locale, queens_play.line_column),
        AttackLine::Diagonal => td_string!(locale, queens_play.line_diagonal),
        AttackLine::AntiDiagonal => td_string!(locale, queens_play.line_anti_diagonal),
    }
}

/// One event in words: "Trying d3", "Trying d3: attacked by the queen on b1 along a diagonal",
/// "Placing a queen on d3", "Backtracking: removing the queen from d3", "Solution 2 found: …".
pub fn describe_event(event: &Event, n: usize, locale: Locale) -> String {
    match event {
        Event::Try { row, col } => td_string!(
            locale,
            queens_play.event_try,
            square = square(*row, *col, n)
        ),
        Event::Attacked {
            row,
            col,
            by_row,
            by_col,
            line,
        } => td_string!(
            locale,
            queens_play.event_attacked,
            square = square(*row, *col, n),
            by = square(*by_row, *by_col, n),
            line = along(*line, locale)
        ),
        Event::Place { row, col } => td_string!(
            locale,
            queens_play.event_place,
            square = square(*row, *col, n)
        ),
        Event::Remove { row, col } => td_string!(
            locale,
            queens_play.event_remove,
            square = square(*row, *col, n)
        ),
        Event::Emptied {
            row,
            col,
            empty_row,
        } => td_string!(
            locale,
            queens_play.event_emptied,
            row = empty_row + 1,
            square = square(*row, *col, n)
        ),
        Event::Pick {
            row,
            col,
            attackers,
        } => td_string!(
            locale,
            queens_play.event_pick,
            square = square(*row, *col, n),
            count = attackers
        ),
        Event::Move {
            row,
            from,
            to,
            attackers,
        } if from == to => td_string!(
            locale,
            queens_play.event_stay,
            square = square(*row, *to, n),
            count = attackers
        ),
        Event::Move {
            row,
            from,
            to,
            attackers,
        } => td_string!(
            locale,
            queens_play.event_move,
            from = square(*row, *from, n),
            to = square(*row, *to, n),
            count = attackers
        ),
        Event::Stalled {
            repairs,
            again: true,
        } => td_string!(
            locale,
            queens_play.event_start_again,
            repairs = number(*repairs, locale)
        ),
        Event::Stalled { repairs, .. } => td_string!(
            locale,
            queens_play.event_give_up,
            repairs = number(*repairs, locale)
        ),
        Event::Solution { index, placement } => td_string!(
            locale,
            queens_play.event_solution,
            index = number(index + 1, locale),
            placement = placement
        ),
    }
}

/// The event of a frame in words: as [`describe_event`], except that brute force's test of a
/// complete arrangement rejects it ("Testing: the queen on d4 is attacked by …; rejected") and
/// min-conflicts' start is named so.
fn frame_event(frame: &Frame, event: &Event, locale: Locale) -> String {
    match (&frame.state, event) {
        (AlgorithmState::MinConflicts { .. }, Event::Place { row, col }) => td_string!(
            locale,
            queens_play.event_start,
            square = square(*row, *col, frame.n)
        ),
        (
            AlgorithmState::Brute { .. },
            Event::Attacked {
                row,
                col,
                by_row,
                by_col,
                line,
            },
        ) => td_string!(
            locale,
            queens_play.event_rejected,
            square = square(*row, *col, frame.n),
            by = square(*by_row, *by_col, frame.n),
            line = along(*line, locale)
        ),
        _ => describe_event(event, frame.n, locale),
    }
}

/// The board's text alternative at a frame: the step, the event and the queens.
/// "Step 12 on the 6 by 6 board. Trying d3: attacked by … Queens on b1, d2."
pub fn describe_frame(frame: &Frame, locale: Locale) -> String {
    let n = frame.n;
    let event = match &frame.event {
        Some(event) => frame_event(frame, event, locale),
        None => td_string!(locale, queens_play.not_started).into(),
    };
    let queens: Vec<String> = frame
        .queens
        .iter()
        .enumerate()
        .filter_map(|(row, col)| col.map(|col| square(row, col, n)))
        .collect();
    let queens: String = if queens.is_empty() {
        td_string!(locale, queens_play.no_queens).into()
    } else {
        td_string!(locale, queens_play.queens_on, squares = queens.join(", "))
    };
    td_string!(
        locale,
        queens_play.frame,
        step = number(frame.counters.steps, locale),
        n = n,
        event = event,
        queens = queens
    )
}

/// The step in words under the board: the event just done, or once the search has ended (`at_end`)
/// what it found and did: "Search finished: 92 solutions; queens placed: 2,056; …".
pub fn step_words(frame: &Frame, at_end: bool, locale: Locale) -> String {
    let c = &frame.counters;
    match &frame.event {
        _ if at_end && frame.algorithm.group() == Group::LocalSearch => match frame.state {
            AlgorithmState::MinConflicts { restarts, .. } if c.solutions > 0 => td_string!(
                locale,
                teach.local_summary,
                repairs = number(c.repairs, locale),
                restarts = restarts,
                checks = number(c.conflict_checks, locale)
            ),
            _ => describe_frame(frame, locale),
        },
        _ if at_end => td_string!(
            locale,
            teach.queens_summary,
            solutions = number(c.solutions, locale),
            placed = number(c.placed, locale),
            checks = number(c.conflict_checks, locale),
            backtracks = number(c.backtracks, locale)
        ),
        Some(event @ (Event::Attacked { .. } | Event::Solution { .. })) => match frame.state {
            AlgorithmState::Brute {
                tested,
                arrangements,
                ..
            } => format!(
                "{}. {}",
                frame_event(frame, event, locale),
                td_string!(
                    locale,
                    queens_play.tested,
                    tested = number(tested, locale),
                    all = number(arrangements, locale)
                )
            ),
            _ => frame_event(frame, event, locale),
        },
        Some(event @ Event::Place { .. }) => match next_row(&frame.state) {
            _ if frame.algorithm.group() == Group::LocalSearch => frame_event(frame, event, locale),
            Some((row, free)) => format!(
                "{}. {}",
                describe_event(event, frame.n, locale),
                td_string!(
                    locale,
                    queens_play.next_row,
                    row = row + 1,
                    count = free.count_ones()
                )
            ),
            None => describe_event(event, frame.n, locale),
        },
        Some(event) => describe_event(event, frame.n, locale),
        None => td_string!(locale, queens_play.not_started).into(),
    }
}

/// Forward checking's row to fill next and its free squares, while it has one.
pub fn next_row(state: &AlgorithmState) -> Option<(usize, u32)> {
    match state {
        AlgorithmState::Forward {
            free,
            row: Some(row),
            ..
        } => Some((*row, free.get(*row).copied().flatten()?)),
        _ => None,
    }
}

/// The values the highlighted line of the program reads or writes, as the program names them:
/// The values the highlighted line of the program reads or writes, as the program names them,
/// and the queen it finds attacking the square tried in words: "p = 2, IsStrike(M[1], 1, M[p], p)
/// → true: the queen on a1 along its column".
pub fn code_values(frame: &Frame, locale: Locale) -> String {
    let values = queens_values(frame);
    match values.attacker {
        None => values.text,
        Some(by) => {
            let attacker = td_string!(
                locale,
                teach.attacked_by,
                by = square(by.row, by.col, frame.n),
                line = along(by.line, locale)
            );
            format!("{}: {attacker}", values.text)
        }
    }
}

/// The algorithm's own variables as `(name, value)` rows, named and indexed as in the program it
/// follows.
pub fn state_rows(state: &AlgorithmState, n: usize, locale: Locale) -> Vec<(String, String)> {
    let free = td_string!(locale, queens_play.flags_legend);
    let calls_j = td_string!(locale, queens_play.calls_j);
    let free_per_row = td_string!(locale, queens_play.free_per_row);
    let tested_label = td_string!(locale, queens_play.tested_label);
    let pairs_label = td_string!(locale, queens_play.pairs_label);
    let restarts_label = td_string!(locale, queens_play.restarts_label);
    let rows: Vec<(&str, String)> = match state {
        AlgorithmState::Pointer { m, p } => vec![("M[1..N]", spaced(m)), ("p", p.to_string())],
        AlgorithmState::Recorded { queens } => {
            let columns: Vec<String> = queens.iter().map(usize::to_string).collect();
            vec![("queens", format!("[{}]", columns.join(", ")))]
        }
        AlgorithmState::Flags { calls, c, c1, c2 } => vec![
            ("i", calls.len().to_string()),
            (calls_j, spaced(calls)),
            ("c[1..N]", flags(c)),
            ("c1", flags(c1)),
            ("c2", flags(c2)),
        ],
        AlgorithmState::ColumnByColumn { a, i } => {
            vec![("a[1..N]", spaced(a)), ("i", i.to_string())]
        }
        AlgorithmState::Bitmask {
            row,
            cols,
            diag,
            anti,
            free,
        } => vec![
            ("row", row.to_string()),
            ("cols", binary(*cols, n)),
            ("diag", binary(*diag, n)),
            ("anti", binary(*anti, n)),
            ("free", binary(*free, n)),
        ],
        AlgorithmState::Brute {
            row,
            tested,
            arrangements,
            ..
        } => vec![
            ("row", row.to_string()),
            (
                tested_label,
                format!(
                    "{} / {}",
                    number(*tested, locale),
                    number(*arrangements, locale)
                ),
            ),
        ],
        AlgorithmState::MinConflicts {
            picked,
            pairs,
            repairs,
            limit,
            restarts,
            seed,
        } => {
            let mut rows = vec![
                (pairs_label, pairs.to_string()),
                ("repairs", format!("{repairs} / LIMIT = {limit}")),
                (restarts_label, restarts.to_string()),
                ("seed", seed.to_string()),
            ];
            if let Some(row) = picked {
                rows.push(("r", row.to_string()));
            }
            rows
        }
        AlgorithmState::Forward { free, row, .. } => {
            let counts = free.iter().map(|f| match f {
                Some(mask) => mask.count_ones().to_string(),
                None => "–".to_owned(),
            });
            let mut rows = vec![(free_per_row, spaced(counts))];
            if let Some(row) = row {
                rows.push(("row", row.to_string()));
                if let Some(Some(dom)) = free.get(*row) {
                    rows.push(("dom[row]", binary(*dom, n)));
                }
            }
            rows
        }
    };
    let flagged = matches!(state, AlgorithmState::Flags { .. });
    rows.into_iter()
        .map(|(name, value)| {
            let name = if flagged && name.starts_with('c') {
                format!("{name} {free}")
            } else {
                name.to_owned()
            };
            (name, value)
        })
        .collect()
}

/// The counters as `(label, value)` rows, in the order the page shows them; a local search
/// (`local`), which never backtracks, counts its repairs instead.
pub fn counter_rows(counters: &Counters, local: bool, locale: Locale) -> [(&'static str, u64); 5] {
    [
        (td_string!(locale, queens_play.steps), counters.steps),
        (
            td_string!(locale, queens_play.conflict_checks),
            counters.conflict_checks,
        ),
        (
            td_string!(locale, queens_play.placed_count),
            counters.placed,
        ),
        if local {
            (td_string!(locale, queens_play.repairs), counters.repairs)
        } else {
            (
                td_string!(locale, queens_play.backtracks),
                counters.backtracks,
            )
        },
        (
            td_string!(locale, queens_play.solutions),
            counters.solutions,
        ),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use nqueens_solvers::playback::Trace;
    use nqueens_solvers::queens::placement::Placement;
    use nqueens_solvers::queens::trace::{Algorithm, Tracer};

    #[test]
    fn events_read_as_sentences() {
        let attacked = Event::Attacked {
            row: 2,
            col: 3,
            by_row: 0,
            by_col: 1,
            line: AttackLine::Diagonal,
        };
        assert_eq!(
            describe_event(&attacked, 6, Locale::en),
            "Trying d3: attacked by the queen on b1 along a diagonal"
        );
        assert_eq!(
            describe_event(&Event::Remove { row: 0, col: 0 }, 4, Locale::en),
            "Backtracking: removing the queen from a1"
        );
        let solution = Event::Solution {
            index: 0,
            placement: Placement::from_columns(vec![2, 4, 1, 3]),
        };
        assert_eq!(
            describe_event(&solution, 4, Locale::en),
            "Solution 1 found: (2,1) (4,2) (1,3) (3,4)"
        );
    }

    #[test]
    fn frames_are_described_with_step_event_and_queens() {
        let mut t = Tracer::new(Algorithm::Flags, 4).unwrap();
        assert_eq!(
            describe_frame(&t.frame(), Locale::en),
            "Step 0 on the 4 by 4 board. The search has not started. No queens."
        );
        // Try a1, place a1, try a2, find it attacked along the column.
        for _ in 0..4 {
            t.next_event();
        }
        assert_eq!(
            describe_frame(&t.frame(), Locale::en),
            "Step 4 on the 4 by 4 board. Trying a2: attacked by the queen on a1 along its column. Queens on a1."
        );
    }

    #[test]
    fn state_rows_follow_each_seed() {
        let pointer = AlgorithmState::Pointer {
            m: vec![2, 4, 0, 0],
            p: 3,
        };
        assert_eq!(
            state_rows(&pointer, 4, Locale::en),
            vec![
                ("M[1..N]".to_owned(), "2 4 0 0".to_owned()),
                ("p".to_owned(), "3".to_owned())
            ]
        );
        let bitmask = AlgorithmState::Bitmask {
            row: 1,
            cols: 0b00001,
            diag: 0b100010,
            anti: 0,
            free: 0b11100,
        };
        let rows = state_rows(&bitmask, 5, Locale::en);
        assert_eq!(rows[1], ("cols".to_owned(), "00001".to_owned()));
        assert_eq!(rows[2], ("diag".to_owned(), "00010".to_owned()));
        assert_eq!(rows[4], ("free".to_owned(), "11100".to_owned()));
        let flags = AlgorithmState::Flags {
            calls: vec![1, 3],
            c: vec![false, true],
            c1: vec![true, false, true],
            c2: vec![true, true, true],
        };
        let rows = state_rows(&flags, 2, Locale::en);
        assert_eq!(rows[0], ("i".to_owned(), "2".to_owned()));
        assert_eq!(rows[2].0, "c[1..N] (1 = free)");
        assert_eq!(rows[1].1, "1 3");
        assert_eq!(rows[2].1, "0 1");
        assert_eq!(binary(u32::MAX, 32).len(), 32);
    }

    #[test]
    fn the_code_values_and_the_summary_read_as_the_programs_name_them() {
        let at = |algorithm, steps| {
            let mut t = Tracer::new(algorithm, 4).unwrap();
            for _ in 0..steps {
                t.advance();
            }
            t.frame()
        };
        // Step 4 of N = 4: a2 is attacked by the queen on a1, along its column.
        assert_eq!(
            code_values(&at(Algorithm::Pointer, 4), Locale::en),
            "p = 2, IsStrike(M[1], 1, M[p], p) → true: the queen on a1 along its column"
        );
        assert_eq!(
            code_values(&at(Algorithm::Flags, 4), Locale::en),
            "c[j] = false: the queen on a1 along its column"
        );
        assert_eq!(
            code_values(&at(Algorithm::Bitmask, 1), Locale::en),
            "row = 0, bit = 1 << 0"
        );
        assert_eq!(code_values(&at(Algorithm::Flags, 0), Locale::en), "");
        let mut end = Tracer::new(Algorithm::Flags, 4).unwrap();
        while end.advance() {}
        assert_eq!(
            step_words(&end.frame(), true, Locale::en),
            "Search finished: 2 solutions; queens placed: 16, conflict checks: 115, backtracks: 16."
        );
        assert_eq!(
            step_words(&at(Algorithm::Pointer, 4), false, Locale::en),
            "Trying a2: attacked by the queen on a1 along its column"
        );
    }

    #[test]
    fn counters_read_well() {
        let counters = Counters {
            steps: 5,
            conflict_checks: 4,
            placed: 3,
            backtracks: 2,
            solutions: 1,
            cuts: 0,
            repairs: 6,
        };
        assert_eq!(
            counter_rows(&counters, false, Locale::en)[1],
            ("Conflict checks", 4)
        );
        assert_eq!(
            counter_rows(&counters, false, Locale::en)[3],
            ("Backtracks", 2)
        );
        assert_eq!(counter_rows(&counters, true, Locale::en)[3], ("Repairs", 6));
    }
}
