//! The walk against an exhaustive search: on 5×5, every walk of up to 8 moves from a corner can
//! be finished exactly when some tour begins with it, and the way found is a tour.

use super::*;
use std::collections::HashMap;

fn board(rows: u32, cols: u32) -> BoardSize {
    BoardSize::new(rows, cols).unwrap_or_else(|e| panic!("{e:?}"))
}

/// Every path from `path`'s last square, depth first: records for each path of up to
/// `record_len` squares whether a tour begins with it; returns whether one does.
fn explore(
    size: BoardSize,
    path: &mut Vec<Square>,
    record_len: usize,
    extendable: &mut HashMap<Vec<Square>, bool>,
) -> bool {
    let found = if path.len() == size.squares() {
        true
    } else {
        let last = path[path.len() - 1];
        let mut any = false;
        for next in size.knight_moves(last).collect::<Vec<_>>() {
            if !path.contains(&next) {
                path.push(next);
                any |= explore(size, path, record_len, extendable);
                path.pop();
            }
        }
        any
    };
    if path.len() <= record_len {
        extendable.insert(path.clone(), found);
    }
    found
}

/// Whether `tour` visits every square of `size` once, by knight's moves.
fn is_tour(size: BoardSize, tour: &[Square]) -> bool {
    let mut seen = vec![false; size.squares()];
    tour.len() == size.squares()
        && tour
            .iter()
            .all(|&s| size.contains(s) && !std::mem::replace(&mut seen[size.index(s)], true))
        && tour
            .windows(2)
            .all(|w| BoardSize::is_knight_move(w[0], w[1]))
}

#[test]
fn finishing_agrees_with_an_exhaustive_search_on_5x5_from_a_corner() {
    let size = board(5, 5);
    let mut extendable = HashMap::new();
    explore(size, &mut vec![Square::new(0, 0)], 9, &mut extendable);
    let (mut yes, mut no) = (0, 0);
    for (path, &can) in &extendable {
        let walk = path
            .iter()
            .try_fold(
                Walk::new(size).unwrap_or_else(|| unreachable!()),
                |w, &s| w.step(s),
            )
            .unwrap_or_else(|e| panic!("{path:?}: {e:?}"));
        match walk.finish(u64::MAX) {
            Finish::Found(rest) => {
                assert!(can, "{path:?} has no tour, yet one was found");
                let tour: Vec<Square> = path.iter().chain(&rest).copied().collect();
                assert!(is_tour(size, &tour), "{tour:?}");
                yes += 1;
            }
            Finish::Impossible => {
                assert!(!can, "{path:?} has a tour, yet none was found");
                no += 1;
            }
            Finish::Unknown => panic!("{path:?}: unknown without a budget"),
        }
    }
    assert!(
        yes > 10 && no > 100,
        "{yes} walks with a tour, {no} without"
    );
}

#[test]
fn steps_names_and_ends_of_a_walk() {
    let size = board(5, 5);
    let empty = Walk::new(size).unwrap_or_else(|| unreachable!());
    assert_eq!(Walk::new(board(12, 13)), None);
    let walk = empty
        .with_names("a5, b3")
        .unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(walk.names(), "a5,b3");
    assert_eq!(empty.with_names(&walk.names()), Ok(walk));
    assert_eq!(walk.step(Square::new(0, 0)), Err(StepError::Visited));
    assert_eq!(walk.step(Square::new(2, 2)), Err(StepError::NotAKnightMove));
    assert_eq!(walk.step(Square::new(9, 0)), Err(StepError::OffBoard));
    for (text, kind, name, kept) in [
        ("a5,b3,b4", Some(StepError::NotAKnightMove), "b4", "a5,b3"),
        ("a5,b3,a5", Some(StepError::Visited), "a5", "a5,b3"),
        ("a5,f1", Some(StepError::OffBoard), "f1", "a5"),
        ("a5,hello", None, "hello", "a5"),
    ] {
        let got = empty
            .with_names(text)
            .err()
            .map(|e| (e.kind, e.name, e.kept.names()));
        assert_eq!(
            got,
            Some((kind, name.to_owned(), kept.to_owned())),
            "{text}"
        );
    }
    // From a5 (the top-left corner) the knight can go to b3 and c4; b3 rates c1, c5, d2, d4, a1.
    let start = empty
        .step(Square::new(0, 0))
        .unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(start.moves(), vec![Square::new(1, 2), Square::new(2, 1)]);
    assert_eq!(start.rating(Square::new(2, 1)), 5);
    // A 3×3 board: the centre is never reached, and the knight is stuck after eight squares.
    let small = Walk::new(board(3, 3)).unwrap_or_else(|| unreachable!());
    let ring = small
        .with_names("a1,c2,a3,b1,c3,a2,c1,b3")
        .unwrap_or_else(|e| panic!("{e:?}"));
    assert!(ring.is_dead_end() && !ring.is_complete());
    assert_eq!(ring.finish(1000), Finish::Impossible);
    // A closed tour of 3×4? None exists; an open one does, and it is complete.
    let tour = Walk::new(board(3, 4))
        .and_then(|w| w.with_names("a1,c2,a3,b1,d2,b3,c1,a2,c3,d1,b2,d3").ok())
        .unwrap_or_else(|| panic!("a 3×4 tour"));
    assert!(tour.is_complete() && !tour.is_closed() && !tour.is_dead_end());
    assert_eq!(tour.finish(10), Finish::Found(Vec::new()));
}
