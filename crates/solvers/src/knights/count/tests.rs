//! The counts against the reference table (`tests/data/knights-tours.tsv`) and against a plain
//! search without cuts; the jobs against the whole count.

use super::*;

fn board(rows: u32, cols: u32) -> BoardSize {
    BoardSize::new(rows, cols).unwrap()
}

/// The count for `key` ("5x5", "all"/"corner", kind) in the repository's reference table.
fn reference(board: &str, start: &str, kind: &str) -> u64 {
    let table = include_str!("../../../../../tests/data/knights-tours.tsv");
    let row = table
        .lines()
        .map(|line| line.split('\t').collect::<Vec<_>>())
        .find(|fields| fields.len() >= 4 && fields[..3] == [board, start, kind]);
    row.map(|fields| fields[3].parse().unwrap())
        .unwrap_or_else(|| panic!("{board} {start} {kind} is not in the table"))
}

/// Every path from `path`'s end over all unvisited squares, without any cut: (open, closed).
fn plain(size: BoardSize, path: &mut Vec<Square>, visited: &mut [bool]) -> (u64, u64) {
    let last = path[path.len() - 1];
    if path.len() == size.squares() {
        return (1, u64::from(BoardSize::is_knight_move(last, path[0])));
    }
    let mut total = (0, 0);
    for to in size.knight_moves(last) {
        if !visited[size.index(to)] {
            visited[size.index(to)] = true;
            path.push(to);
            let (open, closed) = plain(size, path, visited);
            total = (total.0 + open, total.1 + closed);
            path.pop();
            visited[size.index(to)] = false;
        }
    }
    total
}

fn plain_count(size: BoardSize, start: Square) -> TourCount {
    let mut visited = vec![false; size.squares()];
    visited[size.index(start)] = true;
    let (open, closed) = plain(size, &mut vec![start], &mut visited);
    TourCount { open, closed }
}

#[test]
fn small_boards_agree_with_a_search_without_cuts() {
    for (rows, cols) in [
        (1, 1),
        (1, 2),
        (2, 3),
        (3, 3),
        (3, 4),
        (4, 4),
        (3, 5),
        (4, 5),
        (3, 6),
    ] {
        let size = board(rows, cols);
        for start in (0..size.squares()).map(|i| size.square(i)) {
            let fast = count(size, start).unwrap();
            assert_eq!(fast, plain_count(size, start), "{size} from {start:?}");
        }
    }
}

#[test]
fn five_by_five_matches_the_reference() {
    let size = board(5, 5);
    let corner = count(size, Square::new(0, 0)).unwrap();
    assert_eq!(
        corner.open,
        reference("5x5", "corner", "directed_open_from_start")
    );
    assert_eq!(corner.closed, 0);
    let all: TourCount = (0..25).map(|i| count(size, size.square(i)).unwrap()).sum();
    assert_eq!(all.open, reference("5x5", "all", "directed_open"));
    assert_eq!(
        all,
        TourCount {
            open: 1728,
            closed: 0
        }
    );
}

#[test]
fn small_rectangles_match_the_reference_paths() {
    // Undirected open paths: each directed path counted from both of its ends, halved.
    for (rows, cols) in [(3, 4), (3, 5), (3, 6), (3, 7), (4, 4), (4, 5)] {
        let size = board(rows, cols);
        let directed: u64 = (0..size.squares())
            .map(|i| count(size, size.square(i)).unwrap().open)
            .sum();
        let key = format!("{rows}x{cols}");
        assert_eq!(
            directed / 2,
            reference(&key, "all", "undirected_open"),
            "{key}"
        );
    }
}

#[test]
fn jobs_add_up_and_read_back_from_their_text() {
    let size = board(5, 5);
    let start = Square::new(0, 0);
    let jobs = jobs(size, start).unwrap();
    assert!(jobs.len() >= TARGET_JOBS.min(304), "{}", jobs.len());
    let total: TourCount = jobs
        .iter()
        .map(|job| count_job(&job.to_string().parse().unwrap()))
        .sum();
    assert_eq!(total, count(size, start).unwrap());
    assert_eq!(total, plain_count(size, start));
    // A start with no tour has no jobs; a one-square board is a job of its own.
    assert_eq!(super::jobs(size, Square::new(0, 1)).unwrap(), vec![]);
    let one = super::jobs(board(1, 1), Square::new(0, 0)).unwrap();
    assert_eq!(one.len(), 1);
    assert_eq!(count_job(&one[0]), TourCount { open: 1, closed: 0 });
}

#[test]
fn a_tour_count_reads_back_from_its_text_and_nothing_else_reads() {
    for count in [
        TourCount::default(),
        TourCount {
            open: 304,
            closed: 0,
        },
        TourCount {
            open: u64::MAX,
            closed: u64::MAX,
        },
    ] {
        assert_eq!(count.to_string().parse(), Ok(count));
    }
    assert_eq!(
        "304 0".parse(),
        Ok(TourCount {
            open: 304,
            closed: 0
        })
    );
    for bad in [
        "",
        "304",
        "304 0 1",
        "-1 0",
        "3 x",
        "18446744073709551616 0",
    ] {
        assert_eq!(
            bad.parse::<TourCount>(),
            Err(ParseTourCountError),
            "{bad:?}"
        );
    }
}

#[test]
fn the_jobs_of_every_start_add_up_to_the_published_count() {
    let size = board(5, 5);
    let every = count_jobs(size, None).unwrap();
    assert!(
        (TARGET_JOBS / 2..=TARGET_JOBS * 2).contains(&every.len()),
        "{}",
        every.len()
    );
    let total: TourCount = every.iter().map(count_job).sum();
    assert_eq!(total.open, 1728);
    assert_eq!(total.open, reference("5x5", "all", "directed_open"));
    let corner = Square::new(0, 0);
    assert_eq!(count_jobs(size, Some(corner)), jobs(size, corner));
    assert_eq!(
        count_jobs(board(7, 7), None),
        Err(CountError::TooLarge {
            squares: 49,
            max: MAX_COUNT_SQUARES
        })
    );
}

#[test]
fn bad_boards_and_starts_are_errors() {
    assert_eq!(
        count(board(8, 9), Square::new(0, 0)),
        Err(CountError::TooLarge {
            squares: 72,
            max: MAX_COUNT_SQUARES
        })
    );
    assert_eq!(
        jobs(board(5, 5), Square::new(2, 5)),
        Err(CountError::StartOffBoard(Square::new(2, 5)))
    );
}

/// 6×6 from a corner: 19,724 directed closed tours, twice the table's 9,862 undirected ones (each
/// passes the corner once, in two directions). Some 0.4 s on one core.
#[test]
fn six_by_six_closed_tours_match_the_reference() {
    let size = board(6, 6);
    let start = Square::new(0, 0);
    let jobs = jobs(size, start).unwrap();
    assert!(
        (TARGET_JOBS..TARGET_JOBS + 8).contains(&jobs.len()),
        "{}",
        jobs.len()
    );
    let total: TourCount = jobs.iter().map(count_job).sum();
    assert_eq!(
        total.closed,
        2 * reference("6x6", "all", "undirected_closed")
    );
}

/// The images of `s` under the 8 symmetries of an n×n board.
fn images(n: u32, s: Square) -> [Square; 8] {
    let (r, c, m) = (s.row, s.col, n - 1);
    [
        (r, c),
        (c, m - r),
        (m - r, m - c),
        (m - c, r),
        (r, m - c),
        (m - r, c),
        (c, r),
        (m - c, m - r),
    ]
    .map(|(row, col)| Square::new(row, col))
}

/// All directed open tours of 6×6, over every start: each start's count is its symmetry class's,
/// so one start per class is counted and weighted by the class's size.
#[test]
fn six_by_six_open_tours_over_all_starts_match_the_reference() {
    let n = 6;
    let size = board(n, n);
    let mut total = TourCount::default();
    let mut starts = 0;
    for i in 0..size.squares() {
        let start = size.square(i);
        let mut images = images(n, start).to_vec();
        if images.iter().any(|&image| image < start) {
            continue;
        }
        images.sort();
        images.dedup();
        let class = images.len() as u64;
        let count = count(size, start).unwrap();
        total += TourCount {
            open: count.open * class,
            closed: count.closed * class,
        };
        starts += class;
    }
    assert_eq!(starts, 36);
    assert_eq!(total.open, reference("6x6", "all", "directed_open"));
    // Every closed tour passes every square: counted from each start, both ways.
    assert_eq!(
        total.closed,
        36 * 2 * reference("6x6", "all", "undirected_closed")
    );
}

#[test]
fn estimates_grow_with_the_board() {
    let corner = Square::new(0, 0);
    let estimate = |rows, cols| estimated_nodes(board(rows, cols), corner).unwrap();
    assert_eq!(estimate(1, 1), 1.0);
    assert!(estimate(4, 5) < estimate(5, 5));
    assert!(estimate(5, 5) < estimate(6, 6));
    assert_eq!(
        estimated_nodes(board(7, 7), corner),
        Err(CountError::TooLarge {
            squares: 49,
            max: MAX_COUNT_SQUARES
        })
    );
    assert_eq!(
        estimated_nodes(board(6, 6), Square::new(6, 6)),
        Err(CountError::StartOffBoard(Square::new(6, 6)))
    );
}
