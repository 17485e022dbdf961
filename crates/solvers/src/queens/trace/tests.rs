//! Tests across all tracers: solutions against the enumerator, event-stream consistency against
//! the placement validator, and the conflict-check order theory predicts.

use super::{Algorithm, AlgorithmState, Counters, Event, Group, Tracer};
use crate::playback::Trace;
use crate::queens::enumerate::Placements;
use crate::queens::placement::{validate, AttackLine, Placement};

/// More events than any search these tests run (N ≤ 11: under 4M), so that a tracer that
/// loops fails its test instead of hanging it.
pub(super) const EVENT_LIMIT: u64 = 10_000_000;

/// The next event, failing the test once [`EVENT_LIMIT`] events have been done.
pub(super) fn next_bounded(t: &mut Tracer) -> Option<Event> {
    let (algorithm, n) = (t.algorithm(), t.n());
    assert!(t.step() < EVENT_LIMIT, "{algorithm} n={n} does not end");
    t.next_event()
}

/// The solutions of a whole search, in its order.
pub(super) fn solutions(algorithm: Algorithm, n: usize) -> Vec<Placement> {
    let mut t = Tracer::new(algorithm, n).unwrap();
    std::iter::from_fn(|| next_bounded(&mut t))
        .filter_map(|event| match event {
            Event::Solution { placement, .. } => Some(placement),
            _ => None,
        })
        .collect()
}

fn final_counters(algorithm: Algorithm, n: usize) -> Counters {
    let mut t = Tracer::new(algorithm, n).unwrap();
    while next_bounded(&mut t).is_some() {}
    t.counters()
}

/// The order of the C program's column-by-column version: `a[1]`, then each column's cyclic offset
/// from the previous.
fn cyclic_key(p: &Placement) -> Vec<u32> {
    let n = p.n() as u32;
    let a = p.columns();
    let mut key = vec![a[0]];
    key.extend(a.windows(2).map(|w| (w[1] + 2 * n - w[0] - 1) % n));
    key
}

#[test]
fn row_wise_tracers_find_the_enumerators_solutions_in_its_order() {
    for n in 1..=10 {
        let expected: Vec<Placement> = Placements::new(n).collect();
        for algorithm in [Algorithm::Pointer, Algorithm::Flags, Algorithm::Bitmask] {
            assert_eq!(solutions(algorithm, n), expected, "{algorithm} n={n}");
        }
        // Brute force generates in the same order (run where it takes a test's time).
        if n <= 6 {
            assert_eq!(solutions(Algorithm::GenerateAndTest, n), expected, "n={n}");
        }
        if n <= 8 {
            assert_eq!(solutions(Algorithm::Permutations, n), expected, "n={n}");
        }
    }
}

#[test]
fn column_by_column_finds_the_same_set_in_its_cyclic_order() {
    for n in 1..=10 {
        let mut expected: Vec<Placement> = Placements::new(n).collect();
        expected.sort_by_key(cyclic_key);
        let found = solutions(Algorithm::ColumnByColumn, n);
        assert_eq!(found, expected, "n={n}");
        let mut lexicographic = found.clone();
        lexicographic.sort();
        if n >= 7 {
            assert_ne!(found, lexicographic, "the cyclic scan reorders n={n}");
        }
    }
}

/// Whether the queens at `(r1, c1)` and `(r2, c2)` share `line`, computed here independently.
fn on_line(line: AttackLine, (r1, c1): (usize, usize), (r2, c2): (usize, usize)) -> bool {
    let (r1, c1, r2, c2) = (r1 as i64, c1 as i64, r2 as i64, c2 as i64);
    match line {
        AttackLine::Column => c1 == c2,
        AttackLine::Diagonal => c1 - r1 == c2 - r2,
        AttackLine::AntiDiagonal => c1 + r1 == c2 + r2,
    }
}

/// Whether a queen of `board` outside `row` attacks `(row, col)` along one of the validator's three lines,
/// tested pair by pair independently of the tracers. (The validator itself takes only full
/// boards; solutions are checked with it.)
fn attacked(board: &[Option<usize>], row: usize, col: usize) -> bool {
    board.iter().enumerate().any(|(r, q)| {
        let Some(c) = q.filter(|_| r != row) else {
            return false;
        };
        let queen = (r, c);
        [
            AttackLine::Column,
            AttackLine::Diagonal,
            AttackLine::AntiDiagonal,
        ]
        .into_iter()
        .any(|line| on_line(line, (row, col), queen))
    })
}

/// Whether every square of the empty `row` is attacked on `board`.
fn row_left_empty(board: &[Option<usize>], row: usize) -> bool {
    board[row].is_none() && (0..board.len()).all(|col| attacked(board, row, col))
}

/// Replays a whole search against an independent board and checks every event.
fn check_stream(algorithm: Algorithm, n: usize) {
    let mut t = Tracer::new(algorithm, n).unwrap();
    let mut board: Vec<Option<usize>> = vec![None; n];
    // The rows holding a queen, in the order they were placed: a queen removed is the last.
    let mut placed_rows: Vec<usize> = Vec::new();
    let brute = algorithm.group() == Group::BruteForce;
    let tries = !brute
        && !matches!(
            algorithm,
            Algorithm::Bitmask | Algorithm::Forward | Algorithm::Mrv
        );
    let mut open_try: Option<(usize, usize)> = None;
    let mut events = 0u64;
    let mut solutions = 0u64;
    let mut emptied = 0u64;
    while let Some(event) = next_bounded(&mut t) {
        events += 1;
        emptied += u64::from(matches!(event, Event::Emptied { .. }));
        let context = format!("{algorithm} n={n} event {events}: {event:?}");
        // A Try is answered by the very next event, for the same square.
        if let Some(square) = open_try.take() {
            match event {
                Event::Attacked { row, col, .. } | Event::Place { row, col } => {
                    assert_eq!((row, col), square, "{context}")
                }
                _ => panic!("Try {square:?} not followed by Attacked or Place: {context}"),
            }
        } else {
            // Brute force tests a complete arrangement: its rejection comes without a Try.
            assert!(
                brute || !matches!(event, Event::Attacked { .. }),
                "Attacked without Try: {context}"
            );
            if tries {
                assert!(
                    !matches!(event, Event::Place { .. }),
                    "Place without Try: {context}"
                );
            }
        }
        match &event {
            &Event::Try { row, col } => {
                assert!(tries, "{context}");
                assert!(col < n && board[row].is_none(), "{context}");
                open_try = Some((row, col));
            }
            &Event::Attacked {
                row,
                col,
                by_row,
                by_col,
                line,
            } => {
                assert_eq!(board[by_row], Some(by_col), "attacker on board: {context}");
                if brute {
                    assert!(board.iter().all(Option::is_some), "complete: {context}");
                    assert_eq!(board[row], Some(col), "{context}");
                }
                assert!(on_line(line, (row, col), (by_row, by_col)), "{context}");
                assert!(attacked(&board, row, col), "{context}");
            }
            &Event::Place { row, col } => {
                if algorithm != Algorithm::Mrv {
                    assert!(board[row..].iter().all(Option::is_none), "{context}");
                }
                assert!(board[row].is_none(), "{context}");
                if algorithm == Algorithm::Permutations {
                    assert!(!board.contains(&Some(col)), "{context}");
                }
                assert!(brute || !attacked(&board, row, col), "{context}");
                board[row] = Some(col);
                placed_rows.push(row);
            }
            &Event::Emptied {
                row,
                col,
                empty_row,
            } => {
                assert!(
                    board[row].is_none() && !attacked(&board, row, col),
                    "{context}"
                );
                let mut with_queen = board.clone();
                with_queen[row] = Some(col);
                assert!(row_left_empty(&with_queen, empty_row), "{context}");
            }
            &Event::Remove { row, col } => {
                assert_eq!(board[row], Some(col), "{context}");
                assert_eq!(placed_rows.pop(), Some(row), "deepest first: {context}");
                board[row] = None;
            }
            Event::Pick { .. } | Event::Move { .. } | Event::Stalled { .. } => {
                panic!("a local search's event: {context}")
            }
            Event::Solution { index, placement } => {
                assert_eq!(*index, solutions, "{context}");
                solutions += 1;
                let on_board: Vec<u32> = board.iter().map(|q| q.unwrap() as u32 + 1).collect();
                assert_eq!(placement.columns(), &on_board[..], "{context}");
                assert_eq!(validate(placement.columns()), Ok(()), "{context}");
            }
        }
        assert_eq!(t.queens(), &board[..], "{context}");
        let c = t.counters();
        let on_board = board.iter().flatten().count() as u64;
        assert_eq!(c.placed + emptied - c.backtracks, on_board, "{context}");
        assert_eq!((c.steps, c.solutions), (events, solutions), "{context}");
    }
    assert!(t.is_finished());
    assert_eq!(
        open_try, None,
        "{algorithm} n={n}: the run ends on an open Try"
    );
    assert_eq!(
        board,
        vec![None; n],
        "{algorithm} n={n}: queens left on the board"
    );
    assert_eq!(solutions, Placements::new(n).count() as u64);
}

#[test]
fn event_streams_are_consistent() {
    for algorithm in Algorithm::SYSTEMATIC {
        let largest = match algorithm {
            Algorithm::GenerateAndTest => 6,
            Algorithm::Permutations => 7,
            _ => 8,
        };
        for n in 1..=largest {
            check_stream(algorithm, n);
        }
    }
}

#[test]
fn brute_force_tests_every_arrangement_or_permutation_by_running() {
    let factorial = |n: u64| (1..=n).product::<u64>();
    for n in 1..=7usize {
        for (algorithm, expected) in [
            (Algorithm::GenerateAndTest, (n as u64).pow(n as u32)),
            (Algorithm::Permutations, factorial(n as u64)),
        ] {
            let mut t = Tracer::new(algorithm, n).unwrap();
            while t.advance() {}
            let c = t.counters();
            // Each complete arrangement is rejected (a cut) or a solution.
            assert_eq!(c.cuts + c.solutions, expected, "{algorithm} n={n}");
            assert_eq!(c.solutions, Placements::new(n).count() as u64);
            match t.state() {
                AlgorithmState::Brute {
                    tested,
                    arrangements,
                    ..
                } => assert_eq!((tested, arrangements), (expected, expected)),
                other => panic!("{other:?}"),
            }
        }
    }
}

#[test]
fn conflict_checks_order_as_theory_says() {
    for n in 6..=10 {
        let checks = |a| final_counters(a, n).conflict_checks;
        let [pointer, flags, columns, bitmask] = [
            Algorithm::Pointer,
            Algorithm::Flags,
            Algorithm::ColumnByColumn,
            Algorithm::Bitmask,
        ]
        .map(checks);
        assert!(
            pointer > flags,
            "n={n}: scanning {pointer} vs flags {flags}"
        );
        assert!(
            columns > flags,
            "n={n}: scanning {columns} vs flags {flags}"
        );
        assert!(
            flags >= bitmask,
            "n={n}: flags {flags} vs bitmask {bitmask}"
        );
    }
}

#[test]
fn row_wise_tracers_explore_the_same_tree() {
    // Pointer and flags try the same squares and place the same queens; the bitmask one places
    // the same queens without trying. (Flags also tries the rest of row N after a solution,
    // which the pointer skips; no other square of row N is free, so no queen differs.)
    for n in 4..=8 {
        let [pointer, flags, bitmask] = [Algorithm::Pointer, Algorithm::Flags, Algorithm::Bitmask]
            .map(|a| final_counters(a, n));
        assert_eq!(pointer.placed, flags.placed, "n={n}");
        assert_eq!(bitmask.placed, flags.placed, "n={n}");
        assert_eq!(pointer.backtracks, flags.backtracks, "n={n}");
    }
}

/// Forward checking's nodes counted from the definitions, without its tracer: a node is a
/// placement of queens in rows `0..k` none of which attack each other that leaves every later row
/// a free square (the empty board included). Its parent then does too, so the search reaches it.
fn forward_nodes(n: usize) -> u64 {
    fn count(board: &mut Vec<Option<usize>>, row: usize) -> u64 {
        let n = board.len();
        if (row..n).any(|r| row_left_empty(board, r)) {
            return 0;
        }
        let mut nodes = 1;
        if row < n {
            for col in 0..n {
                if !attacked(board, row, col) {
                    board[row] = Some(col);
                    nodes += count(board, row + 1);
                    board[row] = None;
                }
            }
        }
        nodes
    }
    count(&mut vec![None; n], 0)
}

/// MRV's nodes counted by a plain recursion on a board of squares, written from the definitions:
/// fill the empty row with the fewest free squares (the lowest of those), columns in order; a
/// placement that leaves an empty row no free square is not a node.
fn mrv_nodes(n: usize) -> u64 {
    fn free_in(board: &[Option<usize>], row: usize) -> usize {
        (0..board.len())
            .filter(|&col| !attacked(board, row, col))
            .count()
    }
    fn count(board: &mut Vec<Option<usize>>) -> u64 {
        let n = board.len();
        let empty: Vec<usize> = (0..n).filter(|&r| board[r].is_none()).collect();
        let Some(&row) = empty.iter().min_by_key(|&&r| free_in(board, r)) else {
            return 1;
        };
        let mut nodes = 1;
        for col in 0..n {
            if attacked(board, row, col) {
                continue;
            }
            board[row] = Some(col);
            if !empty.iter().any(|&r| r != row && row_left_empty(board, r)) {
                nodes += count(board);
            }
            board[row] = None;
        }
        nodes
    }
    count(&mut vec![None; n])
}

#[test]
fn forward_checking_and_mrv_nodes_match_the_definitions() {
    for n in 1..=10 {
        let forward = final_counters(Algorithm::Forward, n);
        let mrv = final_counters(Algorithm::Mrv, n);
        assert_eq!(forward.placed + 1, forward_nodes(n), "forward n={n}");
        assert_eq!(mrv.placed + 1, mrv_nodes(n), "mrv n={n}");
    }
}

#[test]
fn looking_ahead_prunes_the_tree() {
    // N = 8: backtracking has 2,057 nodes with the root; forward checking fewer, MRV fewer still.
    let nodes = |a| final_counters(a, 8).placed + 1;
    assert_eq!(nodes(Algorithm::Flags), 2057);
    assert!(nodes(Algorithm::Forward) < nodes(Algorithm::Flags));
    assert!(nodes(Algorithm::Mrv) < nodes(Algorithm::Forward));
}

#[test]
fn forward_checking_and_mrv_find_every_solution() {
    for n in 1..=10 {
        let expected: Vec<Placement> = Placements::new(n).collect();
        // Rows in order and columns left to right: the enumerator's order.
        assert_eq!(solutions(Algorithm::Forward, n), expected, "n={n}");
        let mut found = solutions(Algorithm::Mrv, n);
        found.sort();
        assert_eq!(found, expected, "mrv n={n}");
    }
}

/// The queens of other rows on the lines of `(row, col)`, counted square by square.
fn attackers_of(board: &[Option<usize>], row: usize, col: usize) -> u32 {
    board
        .iter()
        .enumerate()
        .filter(|&(r, q)| {
            r != row && q.is_some_and(|c| c == col || r.abs_diff(row) == c.abs_diff(col))
        })
        .count() as u32
}

/// Replays a min-conflicts run against an independent board: the start fills the rows in order,
/// a queen picked is attacked, a move goes to a least attacked square of its row, a stall
/// clears the board, and the run ends on one valid placement. Returns the restarts.
fn check_local_stream(n: usize, seed: u64) -> u32 {
    let mut t = Tracer::seeded(Algorithm::MinConflicts, n, seed).unwrap();
    let mut board: Vec<Option<usize>> = vec![None; n];
    let (mut picked, mut restarts, mut places, mut moves) = (None, 0, 0, 0);
    let mut solutions = 0;
    while let Some(event) = next_bounded(&mut t) {
        let context = format!("n={n} seed={seed} step {}: {event:?}", t.step());
        assert!(solutions == 0, "an event after the placement: {context}");
        match event {
            Event::Place { row, col } => {
                assert_eq!(
                    board.iter().position(Option::is_none),
                    Some(row),
                    "{context}"
                );
                assert!(!board.contains(&Some(col)), "an unused column: {context}");
                board[row] = Some(col);
                places += 1;
            }
            Event::Pick {
                row,
                col,
                attackers,
            } => {
                assert!(board.iter().all(Option::is_some), "{context}");
                assert_eq!(board[row], Some(col), "{context}");
                assert_eq!(attackers, attackers_of(&board, row, col), "{context}");
                assert!(attackers > 0, "{context}");
                picked = Some(row);
            }
            Event::Move {
                row,
                from,
                to,
                attackers,
            } => {
                assert_eq!(
                    picked.take(),
                    Some(row),
                    "moves the queen picked: {context}"
                );
                assert_eq!(board[row], Some(from), "{context}");
                let fewest = (0..n).map(|c| attackers_of(&board, row, c)).min();
                assert_eq!(Some(attackers), fewest, "{context}");
                assert_eq!(attackers_of(&board, row, to), attackers, "{context}");
                board[row] = Some(to);
                moves += 1;
            }
            Event::Stalled { again, .. } => {
                assert_eq!(again, n > 3, "{context}");
                if again {
                    board = vec![None; n];
                }
                restarts += 1;
            }
            Event::Solution { index, placement } => {
                assert_eq!(index, 0, "{context}");
                let on_board: Vec<u32> = board.iter().map(|q| q.unwrap() as u32 + 1).collect();
                assert_eq!(placement.columns(), &on_board[..], "{context}");
                assert_eq!(validate(placement.columns()), Ok(()), "{context}");
                solutions += 1;
            }
            other => panic!("not min-conflicts' event: {other:?}, {context}"),
        }
        assert_eq!(t.queens(), &board[..], "{context}");
        let c = t.counters();
        assert_eq!(
            (c.placed, c.repairs, c.backtracks),
            (places, moves, 0),
            "{context}"
        );
    }
    assert!(t.is_finished());
    assert_eq!(solutions, u64::from(n > 3 || n == 1), "n={n} seed={seed}");
    restarts
}

#[test]
fn min_conflicts_streams_are_consistent_and_end_on_a_placement() {
    for n in 1..=12 {
        for seed in 0..8 {
            check_local_stream(n, seed);
        }
    }
    for n in [14, 32] {
        for seed in 0..4 {
            check_local_stream(n, seed);
        }
    }
    // Six queens have four placements only: from seed 2, a start stalls and the run starts again.
    assert!(check_local_stream(6, 2) > 0);
    assert_eq!(
        check_local_stream(3, 1),
        1,
        "three queens: one start, then it gives up"
    );
}
