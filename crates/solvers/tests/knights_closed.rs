//! Method (d): a closed tour on every board that has one, checked by the tests' own validator; the
//! theorem's reason on every board that has none.

mod knights_support;

use knights_support::check;
use nqueens_solvers::knights::board::{BoardSize, MAX_SIDE};
use nqueens_solvers::knights::closed::{closed_tour, ClosedError};
use nqueens_solvers::knights::existence::BoardReason;

/// Schwenk's theorem, written out again for the tests: the reason a board has no closed tour.
fn schwenk(rows: u32, cols: u32) -> Option<BoardReason> {
    let (short, long) = (rows.min(cols), rows.max(cols));
    if short % 2 == 1 && long % 2 == 1 {
        Some(BoardReason::OddSquares {
            squares: (rows * cols) as usize,
        })
    } else if short <= 2 {
        Some(BoardReason::NarrowSide { short })
    } else if short == 4 {
        Some(BoardReason::FourRows { long })
    } else if short == 3 && long <= 8 {
        Some(BoardReason::ThreeRowsShort { long })
    } else {
        None
    }
}

fn assert_closed(rows: u32, cols: u32) {
    let size = BoardSize::new(rows, cols).unwrap();
    match (closed_tour(size), schwenk(rows, cols)) {
        (Ok(tour), None) => {
            assert!(tour.is_closed(), "{size}");
            assert_eq!(tour.size(), size);
            if let Err(fault) = check(&tour) {
                panic!("{size}: {fault}");
            }
        }
        (Err(ClosedError::NoTour(reason)), Some(expected)) => assert_eq!(reason, expected),
        (result, expected) => panic!("{size}: {result:?}, expected {expected:?}"),
    }
}

#[test]
fn every_board_up_to_sixty() {
    for rows in 1..=60 {
        for cols in 1..=60 {
            assert_closed(rows, cols);
        }
    }
}

#[test]
fn three_rows_up_to_sixty_and_beyond() {
    for long in (10..=60).chain([998, 1000, MAX_SIDE - 2, MAX_SIDE]) {
        assert_closed(3, long);
        assert_closed(long, 3);
    }
}

#[test]
fn large_boards_up_to_the_largest() {
    let sides = [
        (1000, 1000),
        (999, 1000),
        (1000, 999),
        (5, 1000),
        (1000, 6),
        (7, 998),
        (61, 62),
        (123, 456),
        (777, 888),
        (1001, 1000),
        (MAX_SIDE, MAX_SIDE),
        (MAX_SIDE - 1, MAX_SIDE),
        (5, MAX_SIDE),
        (MAX_SIDE, 11),
    ];
    for (rows, cols) in sides {
        assert_closed(rows, cols);
    }
    assert_eq!(
        closed_tour(BoardSize::new(MAX_SIDE - 1, MAX_SIDE - 1).unwrap()),
        Err(ClosedError::NoTour(BoardReason::OddSquares {
            squares: (MAX_SIDE as usize - 1).pow(2)
        }))
    );
}
