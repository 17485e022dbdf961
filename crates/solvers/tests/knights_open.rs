//! Method (c): open tours from the start asked for, checked by the tests' own validator: from the
//! corners of every square board 5..=300, from corners and inner squares of rectangles up to
//! 1000×1000, and from every square of every small board (against an exhaustive search).

mod knights_support;

use knights_support::{check, tour_exists};
use nqueens_solvers::knights::board::{BoardSize, Square};
use nqueens_solvers::knights::existence::{NoTour, StartReason};
use nqueens_solvers::knights::open::{open_tour, Method, OpenError, Solved};
use nqueens_solvers::knights::warnsdorff::TieBreak;

/// The tour from `start`, checked; panics if there is none.
fn solve(size: BoardSize, start: Square) -> Solved {
    let solved = match open_tour(size, start) {
        Ok(solved) => solved,
        Err(error) => panic!("{size} from {start:?}: {error:?}"),
    };
    assert_eq!(solved.tour.start(), Some(start), "{size}");
    assert_eq!(solved.tour.size(), size);
    if let Err(fault) = check(&solved.tour) {
        panic!("{size} from {start:?}: {fault}");
    }
    solved
}

fn corners(size: BoardSize) -> [Square; 4] {
    let (r, c) = (size.rows - 1, size.cols - 1);
    [(0, 0), (0, c), (r, 0), (r, c)].map(|(row, col)| Square::new(row, col))
}

#[test]
fn square_boards_from_every_corner() {
    let mut not_roth = Vec::new();
    for n in 5..=300 {
        let size = BoardSize::new(n, n).unwrap();
        for start in corners(size) {
            let solved = solve(size, start);
            match solved.method {
                Method::Warnsdorff(rule) if rule.tie == TieBreak::Farthest => {}
                _ => not_roth.push(n),
            }
        }
    }
    // The rule turns with the start, so all four corners behave alike; Roth's rule gets stuck
    // only at 248 (as reported in the literature), where Pohl's gets through.
    assert_eq!(not_roth, [248; 4]);
}

#[test]
fn rectangles_up_to_a_thousand_from_corners_and_inner_squares() {
    let sides = [
        (5, 1000),
        (1000, 5),
        (7, 999),
        (6, 999),
        (30, 700),
        (31, 777),
        (250, 251),
        (999, 1000),
        (999, 999),
        (1000, 1000),
    ];
    for (rows, cols) in sides {
        let size = BoardSize::new(rows, cols).unwrap();
        let inner = [
            (rows / 2, cols / 2),
            (1, 2),
            (rows / 3, cols - 3),
            (rows - 2, cols / 7),
        ];
        let odd = size.squares() % 2 == 1;
        let inner = inner.map(|(row, col)| {
            // On a board with an odd number of squares, a start of the corners' colour.
            let col = if odd && (row + col) % 2 == 1 {
                col - 1
            } else {
                col
            };
            Square::new(row, col)
        });
        for start in corners(size).into_iter().chain(inner) {
            solve(size, start);
        }
    }
}

#[test]
fn every_start_of_every_small_board_as_exhaustive_search_says() {
    for rows in 1..=30u32 {
        for cols in 1..=30 / rows {
            let size = BoardSize::new(rows, cols).unwrap();
            for index in 0..size.squares() {
                let start = size.square(index);
                if tour_exists(size, start, false) {
                    solve(size, start);
                } else {
                    let result = open_tour(size, start);
                    assert!(
                        matches!(result, Err(OpenError::NoTour(_))),
                        "{size} from {start:?}: {result:?}"
                    );
                }
            }
        }
    }
}

#[test]
fn every_start_of_the_corners_colour_on_odd_boards() {
    for rows in (5..=25).step_by(2) {
        for cols in (5..=25).step_by(2) {
            let size = BoardSize::new(rows, cols).unwrap();
            for index in 0..size.squares() {
                let start = size.square(index);
                if (start.row + start.col).is_multiple_of(2) {
                    solve(size, start);
                } else {
                    assert_eq!(
                        open_tour(size, start),
                        Err(OpenError::NoTour(NoTour::Start(
                            StartReason::MinorityColour {
                                squares: size.squares()
                            }
                        )))
                    );
                }
            }
        }
    }
}
