//! The teaching views' data, checked against the traces: every event comes from a line of its
//! own kind in its algorithm's program, and the search tree holds, at every step, as many nodes
//! as queens placed, as many cut branches as squares found attacked, and the solutions found.

use nqueens_solvers::code::{knights_program, queens_program, LineKind};
use nqueens_solvers::knights::board::{BoardSize, Square};
use nqueens_solvers::knights::trace::{KnightEvent, KnightTracer, Method};
use nqueens_solvers::playback::Trace;
use nqueens_solvers::queens::trace::{Algorithm, Event, Group, Tracer};
use nqueens_solvers::tree::{Grower, Holds, NodeState, RowShape};

/// The kind of line an event must come from.
fn queens_kind(event: &Event) -> LineKind {
    match event {
        Event::Try { .. } => LineKind::Try,
        Event::Attacked { .. } | Event::Emptied { .. } | Event::Pick { .. } => LineKind::Check,
        Event::Place { .. } | Event::Move { .. } => LineKind::Place,
        Event::Remove { .. } | Event::Stalled { .. } => LineKind::Remove,
        Event::Solution { .. } => LineKind::Record,
    }
}

#[test]
fn every_queens_event_comes_from_a_line_of_its_kind() {
    for algorithm in Algorithm::ALL {
        let program = queens_program(algorithm);
        for n in 4..=7 {
            // Seed 2 makes min-conflicts' six queens repair, stall and start again.
            let mut t = Tracer::seeded(algorithm, n, 2).unwrap();
            let mut lines_used = std::collections::HashSet::new();
            while let Some(event) = t.next_event() {
                let line = t.code_line().expect("a line after an event") as usize;
                assert_eq!(
                    program.lines[line].kind,
                    queens_kind(&event),
                    "{algorithm} N = {n} step {}: {event:?} from line {line}",
                    t.step()
                );
                assert_eq!(t.frame().line, Some(line as u8));
                lines_used.insert(line);
            }
            // Every line that can do an event does one (none is dead); min-conflicts' start may be
            // a placement already, so its lines are checked where it stalls.
            if n >= 5 && (algorithm != Algorithm::MinConflicts || n == 6) {
                let eventful = program
                    .lines
                    .iter()
                    .enumerate()
                    .filter(|(_, l)| {
                        l.kind != LineKind::Plain
                            && !(algorithm == Algorithm::Bitmask && l.kind == LineKind::Check)
                    })
                    .count();
                assert_eq!(lines_used.len(), eventful, "{algorithm} N = {n}");
            }
        }
    }
}

/// The text of the line that did each of the first `steps` events of `algorithm` on N = 4.
fn lines_of(algorithm: Algorithm, steps: usize) -> Vec<&'static str> {
    let program = queens_program(algorithm);
    let mut t = Tracer::new(algorithm, 4).unwrap();
    (0..steps)
        .map_while(|_| {
            t.next_event()?;
            Some(program.lines[t.code_line()? as usize].text.trim())
        })
        .collect()
}

#[test]
fn the_csharp_and_c_programs_name_the_right_one_of_their_like_lines() {
    // C#, N = 4: a1, a2 attacked, b2 attacked, c2 placed, … row 3 used up: the rewind lifts c2.
    let csharp = lines_of(Algorithm::Pointer, 200);
    assert_eq!(
        &csharp[..4],
        &[
            "M[p]++;",
            "if (p < N) { p++; M[p] = 0; continue; }",
            "M[p]++;",
            "if (Strike(M, p)) continue;"
        ]
    );
    let first_solution = csharp
        .iter()
        .position(|l| *l == "AddToListBox(M, N);")
        .unwrap();
    // After a solution: rows N and N - 1 lifted by `p--`, then row N - 1's next column.
    assert_eq!(
        &csharp[first_solution + 1..first_solution + 4],
        &["p--;", "p--;", "M[p]++;"]
    );
    let first_rewind = csharp.iter().position(|l| *l == "while (M[p] > N) p--;");
    assert!(first_rewind.unwrap() < first_solution);
    // C, N = 4: column 1's first row, column 2's first try, the same row found, the next row.
    let c = lines_of(Algorithm::ColumnByColumn, 200);
    assert_eq!(
        &c[..5],
        &[
            "i = 1; a[1] = 1;",
            "i++;",
            "if (i <= N) a[i] = next(a[i - 1]);",
            "if (abs(a[i] - a[k]) == i - k) flag = 0;",
            "} else if (a[i] != a[i - 1]) a[i] = next(a[i]);"
        ]
    );
    let print = c.iter().position(|l| *l == "print(a);").unwrap();
    assert_eq!(
        &c[print + 1..print + 4],
        &["i = N - 1;", "i = N - 1;", "a[i] = next(a[i]);"]
    );
    let back = c.iter().position(|l| *l == "i--;").unwrap();
    assert_eq!(c[back + 1], "else a[i] = next(a[i]);");
}

#[test]
fn warnsdorffs_rule_starts_before_its_loop_and_rates_each_move() {
    let size = BoardSize::new(5, 5).unwrap();
    let program = knights_program(Method::Warnsdorff).unwrap();
    let mut t = nqueens_solvers::knights::play::tracer(size, Square::new(0, 0), Method::Warnsdorff)
        .unwrap();
    let mut lines = Vec::new();
    while let Some(event) = t.next_event() {
        let line = program.lines[t.code_line().unwrap() as usize];
        lines.push((event, line.text.trim()));
    }
    assert_eq!(lines[0].1, "arr[i][j] = 1; move_num = 1;");
    assert_eq!(lines[1].1, "for (a = 0; a <= 7; a++) {");
    assert_eq!(lines[2].1, "arr[i][j] = 1; move_num++;");
    assert_eq!(
        lines.last().unwrap().1,
        "if (move_num == ROWS * COLS) print();"
    );
    assert_eq!(knights_program(Method::Closed), None);
}

#[test]
fn every_knights_event_comes_from_a_line_of_its_kind() {
    let size = BoardSize::new(5, 5).unwrap();
    for method in [Method::SeedOrder, Method::WarnsdorffBacktracking] {
        let program = knights_program(method).unwrap();
        let mut t = KnightTracer::search(method, size, Square::new(0, 0)).unwrap();
        let mut kinds = std::collections::HashSet::new();
        while let Some(event) = t.next_event() {
            let kind = match event {
                KnightEvent::Move { .. } => LineKind::Enter,
                KnightEvent::Candidates { .. } => LineKind::Rate,
                KnightEvent::DeadEnd { .. } => LineKind::DeadEnd,
                KnightEvent::Backtrack { .. } => LineKind::Backtrack,
                KnightEvent::Complete { .. } => LineKind::Complete,
            };
            let line = t.code_line().unwrap() as usize;
            assert_eq!(program.lines[line].kind, kind, "{method} {event:?}");
            kinds.insert(kind);
        }
        assert!(kinds.contains(&LineKind::Complete));
        if method == Method::SeedOrder {
            assert!(kinds.contains(&LineKind::Backtrack) && kinds.contains(&LineKind::DeadEnd));
        }
    }
}

#[test]
fn the_tree_matches_the_counters_at_every_step_forward_and_back() {
    for algorithm in Algorithm::SYSTEMATIC {
        // Brute force's tree of N = 6 already holds 56,000 nodes and 47,000 cut branches.
        let largest = if algorithm.group() == Group::BruteForce {
            5
        } else {
            7
        };
        for n in 4..=largest {
            let mut grower = Grower::new(Tracer::new(algorithm, n).unwrap(), 1 << 20);
            let mut t = Tracer::new(algorithm, n).unwrap();
            let mut at_steps = vec![(t.counters(), t.queens().to_vec())];
            while t.advance() {
                assert!(grower.grow_to(t.step(), u64::MAX));
                let c = t.counters();
                let holds = grower.tree().holds_at(t.step());
                assert_eq!(
                    holds,
                    Holds {
                        nodes: c.placed,
                        cuts: c.cuts,
                        solutions: c.solutions
                    },
                    "{algorithm} N = {n} step {}",
                    t.step()
                );
                at_steps.push((c, t.queens().to_vec()));
            }
            let tree = grower.tree();
            // Seeking back: the same tree read at any earlier step.
            for (step, (c, queens)) in at_steps.iter().enumerate() {
                let step = step as u64;
                let holds = tree.holds_at(step);
                assert_eq!((holds.nodes, holds.cuts), (c.placed, c.cuts));
                // The path is the queens on the board (MRV fills rows out of order: compared
                // row by row).
                let mut path: Vec<u32> = tree.path_at(step)[1..]
                    .iter()
                    .map(|&i| tree.entries()[i as usize].square)
                    .collect();
                path.sort_unstable();
                let board: Vec<u32> = queens
                    .iter()
                    .enumerate()
                    .filter_map(|(row, q)| q.map(|col| (row * n + col) as u32))
                    .collect();
                assert_eq!(path, board, "{algorithm} N = {n} step {step}");
                // Listed whole, the rows count every entry; folded, they stay few.
                let rows = tree.rows(step, usize::MAX);
                assert_eq!(rows.len() as u64, 1 + c.placed + c.cuts);
                let folded = tree.rows(step, 0);
                assert!(folded.len() <= 3 * n + n + 1, "{}", folded.len());
                let solutions: u64 = folded
                    .iter()
                    .map(|r| match r.shape {
                        RowShape::Folded { holds, .. } => holds.solutions,
                        RowShape::Node { solution, .. } => u64::from(solution),
                        _ => 0,
                    })
                    .sum();
                assert_eq!(solutions, c.solutions, "{algorithm} N = {n} step {step}");
                let current = folded.iter().filter(|r| {
                    matches!(
                        r.shape,
                        RowShape::Node {
                            state: NodeState::Current,
                            ..
                        } | RowShape::Root { current: true }
                    )
                });
                assert_eq!(current.count(), 1);
            }
        }
    }
}

#[test]
fn the_knights_tree_is_the_path_and_its_backtracks() {
    let size = BoardSize::new(5, 5).unwrap();
    let start = Square::new(0, 0);
    let mut grower = Grower::new(
        KnightTracer::search(Method::SeedOrder, size, start).unwrap(),
        1 << 20,
    );
    let mut t = KnightTracer::search(Method::SeedOrder, size, start).unwrap();
    while t.advance() {
        grower.grow_to(t.step(), u64::MAX);
        let tree = grower.tree();
        let holds = tree.holds_at(t.step());
        assert_eq!(holds.nodes, t.counters().entered);
        assert_eq!(holds.cuts, 0);
        assert_eq!(
            tree.path_at(t.step()).len() as u64,
            1 + t.counters().visited
        );
    }
    assert_eq!(grower.tree().holds_at(t.step()).solutions, 1);
}

#[test]
fn tree_sizes_agree_and_the_bitmask_cuts_nothing() {
    // The sizes of the note, printed with
    // `cargo test -p nqueens-solvers --test teaching -- --nocapture tree_sizes`.
    for n in 4..=8 {
        let sizes: Vec<_> = Algorithm::SYSTEMATIC
            .into_iter()
            .filter(|a| a.group() != Group::BruteForce || n <= 6)
            .map(|algorithm| {
                let mut t = Tracer::new(algorithm, n).unwrap();
                while t.advance() {}
                let c = t.counters();
                println!(
                    "{algorithm} N = {n}: {} nodes, {} cut branches, {} solutions, {} steps, \
                     {} conflict checks",
                    c.placed, c.cuts, c.solutions, c.steps, c.conflict_checks
                );
                (algorithm, c)
            })
            .collect();
        let of = |group: Group| {
            sizes
                .iter()
                .filter(move |(a, _)| a.group() == group)
                .map(|(_, c)| *c)
        };
        let counters = |algorithm: Algorithm| {
            let found = sizes.iter().find(|(a, _)| *a == algorithm);
            found.map(|(_, c)| *c).unwrap()
        };
        let (pointer, bitmask) = (counters(Algorithm::Pointer), counters(Algorithm::Bitmask));
        // The same partial placements in every backtracking program: they differ in how they
        // find the attacked squares, not in which placements they extend. Looking ahead extends
        // fewer, and tries no attacked square.
        // Brute force places far more (queens on attacked squares too), and rejects every
        // arrangement but the solutions.
        assert!(of(Group::Backtracking).all(|c| c.placed == pointer.placed));
        assert!(sizes.iter().all(|(_, c)| c.solutions == pointer.solutions));
        assert_eq!((bitmask.cuts, bitmask.placed), (0, pointer.placed));
        let scanning = of(Group::Backtracking).filter(|c| c.cuts > 0);
        assert_eq!(scanning.filter(|c| c.cuts > c.placed).count(), 3);
        assert!(of(Group::Smarter).all(|c| c.cuts == 0 && c.placed < pointer.placed));
        assert!(of(Group::BruteForce).all(|c| c.placed > pointer.placed));
    }
}
