//! The lexicographic enumeration and random access to placement #k.

mod cores;

use std::collections::HashSet;

use cores::on_every_core;

use nqueens_solvers::queens::enumerate::Placements;
use nqueens_solvers::queens::index::{
    index_jobs, prefix_counts, PlacementIndex, PrefixTotals, MAX_LIST_N,
};
use nqueens_solvers::queens::known::known_total;
use nqueens_solvers::queens::listing::ListingBuilder;
use nqueens_solvers::queens::placement::{validate, Placement};
use nqueens_solvers::queens::search::Every;

/// Sample positions: both ends, an even spread and pseudo-random ones, sorted and distinct.
fn samples(len: u64, count: u64) -> Vec<u64> {
    let mut ks: Vec<u64> = (0..count).map(|i| i * len / count).collect();
    let mut x = 0x2545_f491_4f6c_dd1d_u64;
    for _ in 0..count {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        ks.push(x % len);
    }
    ks.extend([0, 1, len / 2, len - 2, len - 1]);
    ks.sort_unstable();
    ks.dedup();
    ks
}

/// The next placement after `p` in lexicographic order, by a plain search written for this test:
/// the enumeration's next step, from any starting point.
fn successor(p: &Placement) -> Option<Vec<u32>> {
    fn fits(columns: &[u32], x: u32) -> bool {
        let y = columns.len() as i64;
        columns
            .iter()
            .enumerate()
            .all(|(i, &c)| c != x && (i64::from(c) - i64::from(x)).abs() != y - i as i64)
    }
    fn extend(columns: &mut Vec<u32>, n: u32) -> bool {
        if columns.len() == n as usize {
            return true;
        }
        for x in 1..=n {
            if fits(columns, x) {
                columns.push(x);
                if extend(columns, n) {
                    return true;
                }
                columns.pop();
            }
        }
        false
    }
    let n = p.n() as u32;
    let mut columns = p.columns().to_vec();
    while let Some(last) = columns.pop() {
        for x in last + 1..=n {
            if fits(&columns, x) {
                columns.push(x);
                if extend(&mut columns, n) {
                    return Some(columns);
                }
                columns.pop();
            }
        }
    }
    None
}

#[test]
fn enumeration_is_valid_distinct_and_sorted_up_to_10() {
    for n in 1..=10 {
        let all: Vec<Placement> = Placements::new(n).collect();
        for p in &all {
            assert_eq!(validate(p.columns()), Ok(()), "{p:?}");
            assert_eq!(p.n(), n);
        }
        assert!(
            all.windows(2).all(|w| w[0] < w[1]),
            "strictly increasing, N = {n}"
        );
        let distinct: HashSet<&Placement> = all.iter().collect();
        assert_eq!(distinct.len(), all.len());
    }
}

#[test]
fn random_access_agrees_with_enumeration_for_every_k_up_to_10() {
    for n in 1..=10 {
        let index = PlacementIndex::build(n).expect("listable");
        assert_eq!(index.n(), n);
        let all: Vec<Placement> = Placements::new(n).collect();
        assert_eq!(index.len(), all.len() as u64, "N = {n}");
        for (k, p) in all.iter().enumerate() {
            assert_eq!(index.get(k as u64).as_ref(), Some(p), "N = {n}, k = {k}");
        }
        assert_eq!(index.get(index.len()), None);
    }
}

#[test]
fn random_access_agrees_with_enumeration_at_samples_for_11_to_14() {
    for n in 11..=14 {
        let index = PlacementIndex::build(n).expect("listable");
        let ks = samples(index.len(), 150);
        let mut wanted = ks.iter().peekable();
        let mut checked = 0;
        for (k, p) in Placements::new(n).enumerate() {
            if wanted.peek() == Some(&&(k as u64)) {
                wanted.next();
                assert_eq!(index.get(k as u64), Some(p), "N = {n}, k = {k}");
                checked += 1;
            }
        }
        assert_eq!(checked, ks.len());
    }
}

#[test]
fn random_access_for_15_and_16_is_consistent() {
    for n in 15..=16 {
        check_large(n, &PlacementIndex::build(n).expect("listable"));
    }
}

/// Slower (`cargo test -- --ignored`): the largest N listed, its jobs counted on every core and
/// their counts added in another order than they were made, as the page's workers build it.
#[test]
#[ignore = "slow: about 12 s of one core; scripts/test.sh runs it"]
fn random_access_for_the_largest_n_built_as_the_workers_build_it_is_consistent() {
    let n = MAX_LIST_N;
    let counts = on_every_core(&index_jobs(n), |planned| {
        prefix_counts(n, false, &planned.job)
    });
    let mut totals = PrefixTotals::<Every>::new(n).expect("listable");
    for job in counts.iter().rev() {
        totals.add(job).expect("a job's counts fit");
    }
    check_large(n, &totals.finish().expect("every job is in"));
}

/// The index of `n` against the reference count, its first and last placements and samples
/// checked against a plain search for the next placement.
fn check_large(n: usize, index: &PlacementIndex) {
    let len = index.len();
    assert_eq!(len, known_total(n).expect("the reference has N"), "N = {n}");
    assert_eq!(index.get(0), Placements::new(n).next(), "first, N = {n}");
    // Mirroring the columns reverses the order: the last placement mirrors the first.
    let first = index.get(0).expect("first");
    let mirrored: Vec<u32> = first.columns().iter().map(|&c| n as u32 + 1 - c).collect();
    assert_eq!(
        index.get(len - 1).map(|p| p.columns().to_vec()),
        Some(mirrored)
    );
    assert_eq!(index.get(len), None);
    assert_eq!(index.get(u64::MAX), None);
    let ks = samples(len, 150);
    let mut previous: Option<Placement> = None;
    for &k in &ks {
        let p = index.get(k).expect("k < len");
        assert_eq!(validate(p.columns()), Ok(()), "N = {n}, k = {k}");
        if let Some(before) = &previous {
            assert!(*before < p, "order at N = {n}, k = {k}");
        }
        if k + 1 < len {
            let next = index.get(k + 1).map(|q| q.columns().to_vec());
            assert_eq!(next, successor(&p), "N = {n}, k = {k} + 1");
        }
        previous = Some(p);
    }
}

#[test]
fn lengths_match_reference_and_builds_resume() {
    for n in 1..=13 {
        let mut builder = ListingBuilder::new(n, false).expect("listable");
        let mut slices = 0;
        let mut last_done = 0;
        loop {
            let progress = builder.advance();
            assert!(progress.done >= last_done && progress.done <= progress.total);
            assert!((0.0..=1.0).contains(&progress.fraction()));
            last_done = progress.done;
            slices += 1;
            if progress.is_complete() {
                break;
            }
        }
        if n >= 12 {
            assert!(slices > 10, "N = {n} was built in {slices} jobs");
        }
        let index = builder.finish().expect("complete");
        assert_eq!(
            index.len(),
            known_total(n).expect("the reference has N"),
            "N = {n}"
        );
        assert_eq!(index.is_empty(), matches!(n, 2 | 3));
    }
    assert!(ListingBuilder::new(0, false).is_none());
    assert!(ListingBuilder::new(MAX_LIST_N + 1, false).is_none());
    assert!(PlacementIndex::build(MAX_LIST_N + 1).is_none());
}
