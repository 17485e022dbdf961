//! Counting: the fast counter, the plain one and the enumeration against the reference table, and
//! the split into worker jobs.

use std::collections::HashSet;

use nqueens_lab::queens::count::{
    count, count_job, estimated_nodes, jobs, CountJob, MAX_COUNT_N, MAX_JOB_ROWS,
};
use nqueens_lab::queens::enumerate::{count_plain, Placements};
use nqueens_lab::queens::known::known_total;

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
fn jobs_add_up_to_the_plain_count() {
    for n in 4..=13 {
        let all = jobs(n);
        let total: u64 = all.iter().map(|job| count_job(n, job)).sum();
        assert_eq!(total, count_plain(n), "N = {n}");
        let distinct: HashSet<CountJob> = all.iter().copied().collect();
        assert_eq!(distinct.len(), all.len(), "duplicate jobs for N = {n}");
        assert!(all.windows(2).all(|w| w[0] < w[1]), "jobs sorted, N = {n}");
    }
}

#[test]
fn jobs_are_many_and_none_dominates() {
    for n in [13, 16, 20] {
        assert!(jobs(n).len() >= 400, "N = {n}: {} jobs", jobs(n).len());
    }
    // No single job holds more than a few percent of the work (by its share of the count).
    let n = 14;
    let total = count_plain(n);
    let largest = jobs(n).iter().map(|job| count_job(n, job)).max();
    assert!(
        largest.is_some_and(|l| l * 50 < total),
        "largest job {largest:?} of {total}"
    );
}

#[test]
fn jobs_survive_their_text_form() {
    for n in [1, 5, 16, 18] {
        for job in jobs(n) {
            let text = job.to_string();
            assert_eq!(text.parse::<CountJob>(), Ok(job), "{text:?}");
        }
    }
    assert_eq!(
        "3 7 1".parse::<CountJob>().map(|j| (j.rows, j.columns)),
        Ok((3, [3, 7, 1, 0]))
    );
    for bad in ["", " ", "0", "1 x", "33", "-1", "1 2 3 4 5", "1.5", "300"] {
        assert!(bad.parse::<CountJob>().is_err(), "{bad:?} parsed");
    }
}

#[test]
fn foreign_jobs_count_nothing_and_never_panic() {
    let job = |columns: &[u8]| {
        let mut all = [0; MAX_JOB_ROWS];
        all[..columns.len()].copy_from_slice(columns);
        CountJob {
            rows: columns.len() as u8,
            columns: all,
        }
    };
    assert_eq!(count_job(8, &job(&[1, 2])), 0, "attacking");
    assert_eq!(count_job(8, &job(&[9])), 0, "off the board");
    assert_eq!(count_job(8, &job(&[0, 3])), 0, "column 0");
    assert_eq!(count_job(40, &job(&[1])), 0, "board too large");
    let garbage = CountJob {
        rows: 200,
        columns: [255; MAX_JOB_ROWS],
    };
    assert_eq!(count_job(8, &garbage), 0);
    // The job of the first row in column 2 holds the placements 2 4 1 3 and, by symmetry, 3 1 4 2.
    assert_eq!(count_job(4, &job(&[2])), 2);
}

#[test]
fn unsupported_sizes() {
    assert_eq!(count(0), None);
    assert_eq!(count(MAX_COUNT_N + 1), None);
    assert!(jobs(0).is_empty() && jobs(MAX_COUNT_N + 1).is_empty());
    assert!(jobs(2).is_empty() && jobs(3).is_empty());
    assert_eq!(count(2), Some(0));
}

#[test]
fn estimate_grows_with_n() {
    for n in 6..=MAX_COUNT_N {
        assert!(
            estimated_nodes(n) > 3.0 * estimated_nodes(n - 1),
            "N = {n}: {} vs {}",
            estimated_nodes(n),
            estimated_nodes(n - 1)
        );
    }
}
