//! The existence rules against an exhaustive search on every board of at most 30 squares, every
//! start, open and closed; and the theorems' reasons where there is no tour.

mod knights_support;

use knights_support::tour_exists;
use nqueens_solvers::knights::board::{BoardSize, Square};
use nqueens_solvers::knights::existence::{
    self, BoardReason, Evidence, NoTour, Source, StartReason, TourKind, EXACT_MAX_SQUARES,
};

/// Every board of at most `EXACT_MAX_SQUARES` squares.
fn small_boards() -> impl Iterator<Item = BoardSize> {
    (1..=EXACT_MAX_SQUARES as u32).flat_map(|rows| {
        (1..=EXACT_MAX_SQUARES as u32 / rows).map(move |cols| BoardSize::new(rows, cols).unwrap())
    })
}

fn squares(size: BoardSize) -> impl Iterator<Item = Square> {
    (0..size.squares()).map(move |i| size.square(i))
}

#[test]
fn rules_agree_with_exhaustive_search_on_every_small_board_and_start() {
    let mut searched = Vec::new();
    for size in small_boards() {
        let closed = tour_exists(size, Square::new(0, 0), true);
        assert_eq!(
            existence::board(size, TourKind::Closed).is_ok(),
            closed,
            "closed, {size}"
        );
        let mut any_open = false;
        for start in squares(size) {
            let open = tour_exists(size, start, false);
            any_open |= open;
            let verdict = existence::start(size, TourKind::Open, start);
            assert_eq!(
                verdict.is_ok(),
                open,
                "open, {size} from {start:?}: {verdict:?}"
            );
            let closed_verdict = existence::start(size, TourKind::Closed, start);
            assert_eq!(
                closed_verdict.is_ok(),
                closed,
                "closed, {size} from {start:?}"
            );
            match verdict {
                Ok(Evidence::ClosedTour) => assert!(closed),
                Ok(evidence) => assert_eq!(evidence, Evidence::Searched, "{size}"),
                Err(NoTour::Start(StartReason::Searched { squares })) => {
                    assert_eq!(squares, size.squares());
                    searched.push((size.rows, size.cols, size.name(start)));
                }
                Err(_) => {}
            }
        }
        assert_eq!(
            existence::board(size, TourKind::Open).is_ok(),
            any_open,
            "open, {size}"
        );
    }
    // Beyond colours and the four-row argument, the search finds these starts without a tour:
    // the middle columns of 3×4, the centre of 3×7, c2 and f2 of 3×8 (and the same turned).
    searched.sort();
    let expected = [
        (3, 4, "b1"),
        (3, 4, "b2"),
        (3, 4, "b3"),
        (3, 4, "c1"),
        (3, 4, "c2"),
        (3, 4, "c3"),
        (3, 7, "d2"),
        (3, 8, "c2"),
        (3, 8, "f2"),
        (4, 3, "a2"),
        (4, 3, "a3"),
        (4, 3, "b2"),
        (4, 3, "b3"),
        (4, 3, "c2"),
        (4, 3, "c3"),
        (7, 3, "b4"),
        (8, 3, "b3"),
        (8, 3, "b6"),
    ];
    let expected: Vec<_> = expected
        .iter()
        .map(|&(r, c, name)| (r, c, name.to_string()))
        .collect();
    assert_eq!(searched, expected);
}

#[test]
fn reasons_name_the_theorems() {
    let size = |r, c| BoardSize::new(r, c).unwrap();
    let closed = |r, c| existence::board(size(r, c), TourKind::Closed);
    let open = |r, c| existence::board(size(r, c), TourKind::Open);
    assert_eq!(closed(5, 7), Err(BoardReason::OddSquares { squares: 35 }));
    assert_eq!(closed(2, 8), Err(BoardReason::NarrowSide { short: 2 }));
    assert_eq!(closed(9, 4), Err(BoardReason::FourRows { long: 9 }));
    assert_eq!(closed(8, 3), Err(BoardReason::ThreeRowsShort { long: 8 }));
    assert_eq!(closed(3, 10), Ok(()));
    assert_eq!(closed(6, 5), Ok(()));
    assert_eq!(closed(2000, 1999), Ok(()));
    assert_eq!(open(1, 5), Err(BoardReason::NoMove { short: 1, long: 5 }));
    assert_eq!(open(2, 2), Err(BoardReason::NoMove { short: 2, long: 2 }));
    assert_eq!(
        open(2, 9),
        Err(BoardReason::Disconnected { short: 2, long: 9 })
    );
    assert_eq!(
        open(3, 3),
        Err(BoardReason::Disconnected { short: 3, long: 3 })
    );
    assert_eq!(
        open(6, 3),
        Err(BoardReason::SmallBoard { short: 3, long: 6 })
    );
    assert_eq!(
        open(4, 4),
        Err(BoardReason::SmallBoard { short: 4, long: 4 })
    );
    assert_eq!(open(1, 1), Ok(()));
    assert_eq!(open(4, 5), Ok(()));
    assert_eq!(
        BoardReason::OddSquares { squares: 9 }.source(),
        Source::Schwenk1991
    );
    assert_eq!(
        BoardReason::SmallBoard { short: 4, long: 4 }.source(),
        Source::OpenTourTheorem
    );

    // Start level, on boards beyond the searched sizes: by the rules alone.
    let start =
        |r, c, row, col| existence::start(size(r, c), TourKind::Open, Square::new(row, col));
    assert_eq!(
        start(999, 999, 0, 1),
        Err(NoTour::Start(StartReason::MinorityColour {
            squares: 998_001
        }))
    );
    assert_eq!(start(999, 999, 0, 0), Ok(Evidence::Construction));
    assert_eq!(start(1000, 999, 0, 1), Ok(Evidence::ClosedTour));
    assert_eq!(
        start(4, 1000, 2, 7),
        Err(NoTour::Start(StartReason::InnerRow))
    );
    assert_eq!(
        start(1000, 4, 7, 1),
        Err(NoTour::Start(StartReason::InnerRow))
    );
    assert_eq!(start(4, 1000, 3, 7), Ok(Evidence::Open));
    assert_eq!(start(3, 1001, 1, 1), Ok(Evidence::Open));
    assert_eq!(start(3, 1000, 1, 1), Ok(Evidence::ClosedTour));
    assert_eq!(
        start(3, 5, 0, 0),
        Err(NoTour::Board(BoardReason::SmallBoard { short: 3, long: 5 }))
    );
    assert_eq!(start(8, 8, 8, 0), Err(NoTour::Start(StartReason::OffBoard)));
    assert_eq!(StartReason::InnerRow.source(), Source::FourRows);
}
