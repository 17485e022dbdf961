//! Counting: the fast counter, the plain one and the enumeration against the reference table, and
//! the split into worker jobs.

mod cores;

use std::collections::HashSet;

use cores::on_every_core;

use nqueens_solvers::queens::constellation::{work, Border};
use nqueens_solvers::queens::count::{count, count_job, jobs, nodes, CountJob, MAX_COUNT_N};
use nqueens_solvers::queens::enumerate::{count_plain, Placements};
use nqueens_solvers::queens::known::known_total;

#[test]
fn fast_count_matches_reference_up_to_15() {
    for n in 1..=15 {
        assert_eq!(
            count(n),
            Some(known_total(n).expect("the reference has N")),
            "N = {n}"
        );
    }
}

/// N = 16 and 17 by their jobs, counted on every core as the page's workers count them (`count`
/// is the same sum on one thread): about 1.3 and 9 seconds of one core, so `scripts/test.sh` runs
/// it in its slow tier (`cargo test -- --ignored`).
#[test]
#[ignore = "slow: about 10 s of one core; scripts/test.sh runs it"]
fn jobs_counted_on_every_core_match_reference_for_16_and_17() {
    for n in [16, 17] {
        let counts = on_every_core(&jobs(n), |planned| count_job(n, &planned.job));
        assert_eq!(Some(counts.iter().sum()), known_total(n), "N = {n}");
    }
}

#[test]
fn plain_count_and_enumeration_match_reference_up_to_12() {
    for n in 1..=12 {
        let expected = known_total(n).expect("the reference has N");
        assert_eq!(count_plain(n), expected, "count_plain, N = {n}");
        assert_eq!(
            Placements::new(n).count() as u64,
            expected,
            "enumeration, N = {n}"
        );
    }
}

#[test]
fn jobs_add_up_to_the_plain_count_each_class_once_largest_first() {
    for n in 1..=13 {
        let all = jobs(n);
        let total: u64 = all.iter().map(|p| count_job(n, &p.job)).sum();
        assert_eq!(total, count_plain(n), "N = {n}");
        let borders: Vec<Border> = all.iter().flat_map(|p| p.job.borders.clone()).collect();
        let distinct: HashSet<Border> = borders.iter().copied().collect();
        assert_eq!(distinct.len(), borders.len(), "a class twice for N = {n}");
        assert!(
            borders.iter().all(|b| b.is_canonical(n)),
            "one constellation per class, N = {n}"
        );
        // As planned: a class of no choices still counts as some work.
        let work: Vec<Option<u64>> = borders
            .iter()
            .map(|&b| work(n, b).map(|w| w.max(1)))
            .collect();
        assert!(
            work.windows(2).all(|w| w[0] >= w[1]),
            "largest first, N = {n}"
        );
        let planned: u64 = all.iter().map(|p| p.work).sum();
        let classes: Option<u64> = work.iter().copied().sum();
        assert_eq!(
            Some(planned),
            classes,
            "a job's work is its classes', N = {n}"
        );
    }
}

#[test]
fn jobs_are_many_and_none_dominates() {
    for n in [16, 18, 24] {
        let count = jobs(n).len();
        assert!((300..=1200).contains(&count), "N = {n}: {count} jobs");
    }
    // No single job holds more than 2 % of the work (by its share of the count).
    let n = 14;
    let total = count_plain(n);
    let largest = jobs(n).iter().map(|p| count_job(n, &p.job)).max();
    assert!(
        largest.is_some_and(|l| l * 50 < total),
        "largest job {largest:?} of {total}"
    );
}

#[test]
fn jobs_survive_their_text_form() {
    for n in [1, 5, 16, 18] {
        for planned in jobs(n) {
            let text = planned.job.to_string();
            assert_eq!(text.parse::<CountJob>(), Ok(planned.job), "{text:?}");
        }
    }
    let border = |top, bottom, left, right| Border {
        top,
        bottom,
        left,
        right,
    };
    assert_eq!(
        "2 7 3 6  3 5 2 6".parse::<CountJob>(),
        Ok(CountJob {
            borders: vec![border(1, 6, 2, 5), border(2, 4, 1, 5)]
        })
    );
    for bad in [
        "",
        " ",
        "0 1 1 1",
        "1 x 1 1",
        "33 1 1 1",
        "-1 1 1 1",
        "1 2 3",
        "1 2 3 4 5",
        "1.5 1 1 1",
        "300 1 1 1",
    ] {
        assert!(bad.parse::<CountJob>().is_err(), "{bad:?} parsed");
    }
}

#[test]
fn foreign_jobs_count_nothing_and_never_panic() {
    let job = |text: &str| text.parse::<CountJob>().unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(count_job(8, &job("2 2 4 5")), 0, "same column");
    assert_eq!(count_job(8, &job("9 2 4 5")), 0, "off the board");
    assert_eq!(
        count_job(8, &job("1 3 4 5")),
        0,
        "a corner the left column denies"
    );
    assert_eq!(count_job(40, &job("2 7 3 6")), 0, "board too large");
    // The class of 2 4 1 3: queens b1… on the 4×4 board, its mirror image 3 1 4 2 too.
    assert_eq!(count_job(4, &job("2 3 3 2")), 2);
}

#[test]
fn unsupported_sizes() {
    assert_eq!(count(0), None);
    assert_eq!(count(MAX_COUNT_N + 1), None);
    assert!(jobs(0).is_empty() && jobs(MAX_COUNT_N + 1).is_empty());
    assert!(jobs(2).is_empty() && jobs(3).is_empty());
    assert_eq!(count(2), Some(0));
    assert_eq!(nodes(MAX_COUNT_N + 1), 0);
}

#[test]
fn nodes_grow_with_n() {
    let measured: Vec<u64> = (5..=12).map(nodes).collect();
    assert!(measured.windows(2).all(|w| w[1] > 3 * w[0]), "{measured:?}");
}
