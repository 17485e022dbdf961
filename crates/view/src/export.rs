//! What the page exports, as text: file names that say what they hold, the placements as CSV
//! and in the C# program's format, a tour's moves as CSV, and the searches' measured work as CSV.
//!
//! A placement's CSV row is its number then `x1 … xN`, the column of the queen of each row
//! (`M[1..N]`, 1-based), so a spreadsheet or a script reads it back directly.

use nqueens_jobs::puzzles::growth::SearchWork;
use nqueens_jobs::puzzles::tour_growth::{TourWork, TOUR_METHODS};
use nqueens_solvers::queens::placement::Placement;
use nqueens_solvers::queens::trace::Algorithm;
use std::fmt::Write;

/// The largest N whose placements can all be exported: N = 12 has 14,200 (about 0.5 MB of
/// CSV); each further N has about five to seven times more, and N = 16's 14.8 million would be
/// a file of a gigabyte, which a browser cannot hand over in one piece.
pub const MAX_EXPORT_ALL_N: usize = 12;

/// The CSV header for placements of `n` queens: `placement,x1,…,xN`.
fn header(n: usize) -> String {
    let mut line = String::from("placement");
    for k in 1..=n {
        let _ = write!(line, ",x{k}");
    }
    line.push('\n');
    line
}

/// Placements (with their 1-based numbers) as CSV, one per line under a header.
pub fn placements_csv<'a>(
    n: usize,
    placements: impl IntoIterator<Item = (u64, &'a Placement)>,
) -> String {
    let mut text = header(n);
    for (number, placement) in placements {
        let _ = write!(text, "{number}");
        for x in placement.columns() {
            let _ = write!(text, ",{x}");
        }
        text.push('\n');
    }
    text
}

/// Placements in the C# program's format, one per line: `1: (1,1) (5,2) (8,3) …`.
pub fn placements_text<'a>(placements: impl IntoIterator<Item = (u64, &'a Placement)>) -> String {
    let mut text = String::new();
    for (number, placement) in placements {
        let _ = writeln!(text, "{number}: {placement}");
    }
    text
}

/// A tour's moves as CSV: `move,row,column,square`, the move 1-based, the row and column 1-based
/// from the top left (as the C knight's tour program prints its board), the square's name.
pub fn tour_csv(moves: impl IntoIterator<Item = (u32, u32, String)>) -> String {
    let mut text = String::from("move,row,column,square\n");
    for (number, (row, col, name)) in moves.into_iter().enumerate() {
        let _ = writeln!(text, "{},{},{},{}", number + 1, row + 1, col + 1, name);
    }
    text
}

/// Each algorithm's whole search of each N as CSV, by N then in the page's order of the
/// algorithms: `n,algorithm,steps,conflict_checks,queens_placed,backtracks,solutions`.
pub fn growth_csv(measures: &[SearchWork]) -> String {
    let mut rows: Vec<&SearchWork> = measures.iter().collect();
    let order = |a: Algorithm| Algorithm::SYSTEMATIC.iter().position(|&b| b == a);
    rows.sort_by_key(|m| (m.job.n, order(m.job.algorithm)));
    let mut text =
        String::from("n,algorithm,steps,conflict_checks,queens_placed,backtracks,solutions\n");
    for m in rows {
        let c = &m.counters;
        let _ = writeln!(
            text,
            "{},{},{},{},{},{},{}",
            m.job.n,
            m.job.algorithm,
            c.steps,
            c.conflict_checks,
            c.placed,
            c.backtracks,
            c.solutions
        );
    }
    text
}

/// The knight's searches until their first tour as CSV, by board then method:
/// `board,method,steps,squares_entered,backtracks,found_tour` (`found_tour` is 0 for a search
/// stopped by its step limit, whose numbers are then lower bounds).
pub fn tour_growth_csv(measures: &[TourWork]) -> String {
    let mut rows: Vec<&TourWork> = measures.iter().collect();
    rows.sort_by_key(|m| {
        (
            m.job.side,
            TOUR_METHODS.iter().position(|&t| t == m.job.method),
        )
    });
    let mut text = String::from("board,method,steps,squares_entered,backtracks,found_tour\n");
    for m in rows {
        let c = &m.counters;
        let side = m.job.side;
        let _ = writeln!(
            text,
            "{side}x{side},{},{},{},{},{}",
            m.job.method,
            c.steps,
            c.entered,
            c.backtracks,
            u8::from(m.found)
        );
    }
    text
}

/// A file name's stem from its parts: `queens-8-p1`, lower case, safe on every file system.
pub fn file_stem(parts: &[&str]) -> String {
    parts
        .join("-")
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '-'
            }
        })
        .collect()
}

/// A file name from its parts and extension: `queens-8-p1.svg`.
pub fn file_name(parts: &[&str], extension: &str) -> String {
    format!("{}.{extension}", file_stem(parts))
}

#[cfg(test)]
mod tests {
    use super::*;
    use nqueens_solvers::queens::enumerate::Placements;
    use nqueens_solvers::queens::placement::validate;

    #[test]
    fn measured_work_is_one_csv_row_per_search_in_order() {
        use nqueens_jobs::puzzles::growth::{whole_search, SearchJob};
        use nqueens_jobs::puzzles::tour_growth::TourJob;
        use nqueens_solvers::knights::trace::Method;
        let work = |algorithm, n| SearchWork {
            job: SearchJob { algorithm, n },
            counters: whole_search(algorithm, n).unwrap_or_default(),
        };
        // Given out of order, written by N then in the page's order of the algorithms.
        let csv = growth_csv(&[
            work(Algorithm::Bitmask, 5),
            work(Algorithm::Pointer, 8),
            work(Algorithm::Flags, 5),
        ]);
        let rows: Vec<&str> = csv.lines().collect();
        assert_eq!(
            rows,
            [
                "n,algorithm,steps,conflict_checks,queens_placed,backtracks,solutions",
                "5,flags,503,393,53,53,10",
                "5,bitmask,116,44,53,53,10",
                "8,pointer,32944,350132,2056,2056,92",
            ]
        );
        let tour = |method, side, found| TourWork {
            job: TourJob { method, side },
            counters: nqueens_solvers::knights::trace::Counters {
                steps: 9,
                entered: 7,
                backtracks: 2,
                ..Default::default()
            },
            found,
        };
        let csv = tour_growth_csv(&[
            tour(Method::WarnsdorffBacktracking, 6, true),
            tour(Method::SeedOrder, 6, false),
        ]);
        let rows: Vec<&str> = csv.lines().collect();
        assert_eq!(
            rows,
            [
                "board,method,steps,squares_entered,backtracks,found_tour",
                "6x6,seed,9,7,2,0",
                "6x6,backtrack,9,7,2,1",
            ]
        );
    }

    #[test]
    fn csv_rows_read_back_as_the_placements() {
        let all: Vec<Placement> = Placements::new(6).collect();
        let csv = placements_csv(6, all.iter().enumerate().map(|(i, p)| (i as u64 + 1, p)));
        let mut lines = csv.lines();
        assert_eq!(lines.next(), Some("placement,x1,x2,x3,x4,x5,x6"));
        let rows: Vec<&str> = lines.collect();
        assert_eq!(rows.len(), 4);
        for (i, row) in rows.iter().enumerate() {
            let fields: Vec<u32> = row.split(',').map(|f| f.parse().unwrap_or(0)).collect();
            assert_eq!(fields[0] as usize, i + 1);
            assert!(validate(&fields[1..]).is_ok(), "{row}");
            assert_eq!(&fields[1..], all[i].columns());
        }
    }

    #[test]
    fn text_follows_the_seeds_and_tours_number_their_moves() {
        let p = Placement::from_columns(vec![2, 4, 1, 3]);
        assert_eq!(placements_text([(7, &p)]), "7: (2,1) (4,2) (1,3) (3,4)\n");
        let tour = tour_csv([(0, 0, "a8".to_owned()), (1, 2, "c7".to_owned())]);
        assert_eq!(tour, "move,row,column,square\n1,1,1,a8\n2,2,3,c7\n");
    }

    #[test]
    fn file_names_are_plain() {
        assert_eq!(file_name(&["queens", "8", "p1"], "svg"), "queens-8-p1.svg");
        assert_eq!(
            file_name(&["Knights", "8x8", "(3,4)"], "csv"),
            "knights-8x8--3-4-.csv"
        );
    }
}
