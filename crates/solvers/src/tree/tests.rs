use super::*;

/// root → a (cut x) → b (solution), back, → c.
fn small() -> SearchTree {
    let mut t = SearchTree::new(100);
    t.enter(1, 10); // a
    t.cut(2, 11, 10); // x under a
    t.enter(3, 12); // b under a
    t.mark_solution(4);
    t.leave(5); // b closes
    t.leave(6); // a closes
    t.enter(7, 13); // c
    t
}

#[test]
fn totals_and_paths_at_every_step() {
    let t = small();
    assert_eq!(t.holds_at(0), Holds::default());
    assert_eq!(
        t.holds_at(3),
        Holds {
            nodes: 2,
            cuts: 1,
            solutions: 0
        }
    );
    assert_eq!(t.holds_at(4).solutions, 1);
    assert_eq!(t.path_at(0), vec![0]);
    assert_eq!(t.path_at(3), vec![0, 1, 3]);
    assert_eq!(t.path_at(5), vec![0, 1]);
    assert_eq!(t.path_at(6), vec![0]);
    assert_eq!(t.path_at(7), vec![0, 4]);
    let a = t.entries()[1];
    assert_eq!((a.span, a.closed), (3, 6));
    assert_eq!(
        a.holds,
        Holds {
            nodes: 2,
            cuts: 1,
            solutions: 1
        }
    );
}

#[test]
fn few_entries_are_all_listed_many_are_folded() {
    let t = small();
    let all = t.rows(7, 100);
    assert_eq!(all.len(), 5);
    assert_eq!(
        all[1].shape,
        RowShape::Node {
            square: 10,
            state: NodeState::Finished,
            solution: false,
            dead_end: false
        }
    );
    assert_eq!(all[2].shape, RowShape::Cut { square: 11, by: 10 });
    assert!(matches!(
        all[4].shape,
        RowShape::Node {
            state: NodeState::Current,
            ..
        }
    ));
    // Folded: the root, then its finished child a as one badge (it is the current node's
    // level only for c), then c.
    let folded = t.rows(7, 2);
    assert_eq!(folded.len(), 3);
    assert_eq!(
        folded[1].shape,
        RowShape::Folded {
            holds: Holds {
                nodes: 2,
                cuts: 1,
                solutions: 1
            },
            branches: 1
        }
    );
    assert_eq!(folded[1].step, 1);
    // Seeking back to step 3, folded: the root, a on the path, x folded (a level above the
    // current node), b current.
    let back = t.rows(3, 2);
    let depths: Vec<_> = back.iter().map(|r| r.depth).collect();
    assert_eq!(depths, vec![0, 1, 2, 2]);
    assert_eq!(back[0].shape, RowShape::Root { current: false });
    assert!(matches!(
        back[1].shape,
        RowShape::Node {
            square: 10,
            state: NodeState::Path,
            ..
        }
    ));
    assert_eq!(
        back[2].shape,
        RowShape::Folded {
            holds: Holds {
                nodes: 0,
                cuts: 1,
                solutions: 0
            },
            branches: 1
        }
    );
    assert!(matches!(
        back[3].shape,
        RowShape::Node {
            square: 12,
            state: NodeState::Current,
            solution: false,
            ..
        }
    ));
    // At step 4 b is a solution; at step 3 it was not yet.
    assert!(matches!(
        t.rows(4, 100)[3].shape,
        RowShape::Node { solution: true, .. }
    ));
}

#[test]
fn the_limit_stops_growth_and_says_where() {
    let mut t = SearchTree::new(2);
    t.enter(1, 0);
    t.enter(2, 1);
    t.leave(3);
    assert_eq!(t.overflow(), Some(2));
    assert!(t.holds_step(1));
    assert!(!t.holds_step(2));
    assert_eq!(t.entries().len(), 2);
}

#[test]
fn the_profile_counts_nodes_by_depth_at_every_step() {
    let t = small();
    assert_eq!(t.nodes_by_depth(0), vec![1]);
    assert_eq!(t.nodes_by_depth(2), vec![1, 1]);
    assert_eq!(t.nodes_by_depth(3), vec![1, 1, 1]);
    assert_eq!(t.nodes_by_depth(u64::MAX), vec![1, 2, 1]);
}

#[test]
fn every_backtracking_program_walks_knuths_tree_and_looking_ahead_prunes_it() {
    use crate::queens::trace::{Algorithm, Group, Tracer};
    // Knuth, TAOCP 7.2.2: the 8-queens backtrack tree, level by level, the root included.
    const KNUTH: [u64; 9] = [1, 8, 42, 140, 344, 568, 550, 312, 92];
    // Brute force's tree holds every partial arrangement: see the next test.
    let searches = Algorithm::SYSTEMATIC
        .into_iter()
        .filter(|a| a.group() != Group::BruteForce);
    for algorithm in searches {
        let mut grower = Grower::new(Tracer::new(algorithm, 8).unwrap(), 100_000);
        assert!(grower.grow_to(u64::MAX, u64::MAX));
        let tree = grower.tree();
        let profile = tree.nodes_by_depth(u64::MAX);
        let nodes = tree.holds_at(u64::MAX).nodes;
        assert_eq!(nodes, profile.iter().sum::<u64>() - 1, "{algorithm}");
        if algorithm.group() == Group::Backtracking {
            assert_eq!(profile, KNUTH, "{algorithm}");
        } else {
            // Forward checking never goes below a row left with no square: fewer nodes from the
            // fourth queen to the seventh, and each of the 92 solutions at the last level.
            assert_eq!(profile.len(), KNUTH.len(), "{algorithm}");
            assert!(profile.iter().zip(KNUTH).all(|(&p, k)| p <= k));
            assert!(profile[4..8].iter().zip(&KNUTH[4..8]).all(|(&p, &k)| p < k));
            assert_eq!(profile[8], 92, "{algorithm}");
        }
    }
}

#[test]
fn brute_forces_tree_holds_every_partial_arrangement() {
    use crate::queens::trace::{Algorithm, Tracer};
    for (algorithm, profile) in [
        (Algorithm::GenerateAndTest, [1, 5, 25, 125, 625, 3125]),
        (Algorithm::Permutations, [1, 5, 20, 60, 120, 120]),
    ] {
        let mut grower = Grower::new(Tracer::new(algorithm, 5).unwrap(), 100_000);
        assert!(grower.grow_to(u64::MAX, u64::MAX));
        assert_eq!(
            grower.tree().nodes_by_depth(u64::MAX),
            profile,
            "{algorithm}"
        );
    }
}
