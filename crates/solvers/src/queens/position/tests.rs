//! The position's answers against brute force: every placement of N filtered by the position's
//! queens, and squares and lines checked queen by queen.

use super::*;
use crate::queens::enumerate::Placements;
use proptest::prelude::*;

/// Whether two distinct squares share a rank, file or diagonal.
fn same_line(a: Square, b: Square) -> bool {
    let (dx, dy) = (
        i64::from(a.0) - i64::from(b.0),
        i64::from(a.1) - i64::from(b.1),
    );
    a != b && (dx == 0 || dy == 0 || dx.abs() == dy.abs())
}

/// The placements of N that hold every queen of `queens`, by filtering them all.
fn brute_completions(n: usize, queens: &[Square]) -> Vec<Placement> {
    Placements::new(n)
        .filter(|p| {
            queens
                .iter()
                .all(|&(x, y)| p.columns()[y as usize - 1] == x)
        })
        .collect()
}

/// A position from squares (a square given twice is toggled off again).
fn position(n: usize, squares: &[Square]) -> Position {
    let empty = Position::empty(n).unwrap_or_else(|| panic!("N = {n}"));
    squares.iter().fold(empty, |p, &s| p.toggled(s))
}

/// Up to `n + 1` squares of an `n`×`n` board, for `n` in 1..=10.
fn board_and_squares() -> impl Strategy<Value = (usize, Vec<Square>)> {
    (1usize..=10).prop_flat_map(|n| {
        let square = (1..=n as u32, 1..=n as u32);
        (Just(n), prop::collection::vec(square, 0..=n + 1))
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn completions_equal_a_filter_of_every_placement((n, squares) in board_and_squares()) {
        let p = position(n, &squares);
        let queens = p.queens();
        let brute = brute_completions(n, &queens);
        prop_assert_eq!(p.completions(), brute.len() as u64);
        prop_assert_eq!(p.first_completion(), brute.first().cloned());
        prop_assert_eq!(p.completions_and_first(), (brute.len() as u64, brute.first().cloned()));
        let split: u64 = p.split().iter().map(Position::completions).sum();
        prop_assert_eq!(split, brute.len() as u64);
    }

    #[test]
    fn a_blocked_line_is_reported_exactly_when_one_exists((n, squares) in board_and_squares()) {
        let p = position(n, &squares);
        let queens = p.queens();
        let dead = |line: &[Square]| {
            line.iter().all(|s| !queens.contains(s) && queens.iter().any(|&q| same_line(q, *s)))
        };
        let n32 = n as u32;
        let files: Vec<u32> = (1..=n32)
            .filter(|&x| dead(&(1..=n32).map(|y| (x, y)).collect::<Vec<_>>()))
            .collect();
        let ranks: Vec<u32> = (1..=n32)
            .filter(|&y| dead(&(1..=n32).map(|x| (x, y)).collect::<Vec<_>>()))
            .collect();
        let expected = files
            .first()
            .map(|&x| Blocked::File(x))
            .or(ranks.first().map(|&y| Blocked::Rank(y)));
        prop_assert_eq!(p.blocked(), expected);
        if expected.is_some() {
            prop_assert_eq!(p.completions(), 0);
        }
    }

    #[test]
    fn attacks_are_the_pairs_on_a_line_with_nothing_between((n, squares) in board_and_squares()) {
        let p = position(n, &squares);
        let queens = p.queens();
        let between = |a: Square, b: Square, c: Square| {
            same_line(a, c) && same_line(c, b) && {
                let (sx, sy) = ((i64::from(b.0) - i64::from(a.0)).signum(), (i64::from(b.1) - i64::from(a.1)).signum());
                let steps = (i64::from(b.0) - i64::from(a.0)).abs().max((i64::from(b.1) - i64::from(a.1)).abs());
                (1..steps).any(|k| (i64::from(a.0) + k * sx, i64::from(a.1) + k * sy) == (i64::from(c.0), i64::from(c.1)))
            }
        };
        let mut expected: Vec<(Square, Square)> = Vec::new();
        for (i, &a) in queens.iter().enumerate() {
            for &b in &queens[i + 1..] {
                if same_line(a, b) && !queens.iter().any(|&c| between(a, b, c)) {
                    expected.push((a, b));
                }
            }
        }
        let mut found: Vec<(Square, Square)> = p.attacks().iter().map(|a| (a.first, a.second)).collect();
        found.sort_by_key(|&(a, b)| (a.1, a.0, b.1, b.0));
        expected.sort_by_key(|&(a, b)| (a.1, a.0, b.1, b.0));
        prop_assert_eq!(found, expected);
        for attack in p.attacks() {
            let line = attack.line;
            let (a, b) = (attack.first, attack.second);
            let right = match line {
                Line::Rank => a.1 == b.1,
                Line::File => a.0 == b.0,
                Line::Diagonal => i64::from(a.0) - i64::from(a.1) == i64::from(b.0) - i64::from(b.1),
                Line::AntiDiagonal => a.0 + a.1 == b.0 + b.1,
            };
            prop_assert!(right, "{attack:?}");
        }
    }
}

#[test]
fn the_jobs_before_a_placement_count_its_place_in_the_list() {
    for n in 1..=8 {
        for (k, placement) in Placements::new(n).enumerate() {
            let before: u64 = Position::before(&placement)
                .iter()
                .map(Position::completions)
                .sum();
            assert_eq!(before, k as u64, "N = {n}, {placement}");
            let whole = Position::of_rows(&placement, n).and_then(|p| p.placement());
            assert_eq!(whole.as_ref(), Some(&placement));
        }
    }
}

#[test]
fn the_empty_board_completes_to_every_placement_and_bounds_hold() {
    let known = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200];
    for (n, &count) in (1..=12).zip(known.iter()) {
        assert_eq!(position(n, &[]).completions(), count, "N = {n}");
    }
    assert_eq!(Position::empty(0), None);
    assert_eq!(Position::empty(MAX_POSITION_N + 1), None);
    let p = position(8, &[(1, 1), (9, 1), (1, 0)]);
    assert_eq!(p.queens(), vec![(1, 1)]);
    assert_eq!(p.names(), "a1");
    assert_eq!(position(8, &[(3, 2), (1, 1)]).names(), "a1,c2");
    // Two queens on one rank: nothing completes it, even where a file is free.
    assert_eq!(position(8, &[(1, 1), (8, 1)]).completions(), 0);
}
