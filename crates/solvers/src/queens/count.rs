//! Fast counting of all placements, split into jobs for Web Workers.
//!
//! Only the canonical placement of each symmetry class is searched for, and it counts for its whole
//! class (8, 4 or 2). The search prunes with the conditions a canonical placement must meet (its
//! first queen in the left half, border columns empty in the rows near the top and bottom, see
//! [`crate::queens::symmetry`]), which visits less than half the nodes of the plain mirror-symmetry
//! split (245 million instead of 563 million for N = 16), and checks each complete placement
//! exactly. A job is a placement of the first few rows.

use std::fmt;
use std::str::FromStr;

use super::enumerate::MAX_BITMASK_N;
use super::search::{count_below, prefixes};
use super::symmetry::Canonical;

/// The largest N the counter accepts: one bit per column in a `u32`. (Only the size of the bitmask
/// limits it: N = 20 already takes an hour or two of one core, each further N about seven times
/// longer, see [`estimated_nodes`].)
pub const MAX_COUNT_N: usize = MAX_BITMASK_N;

/// The most rows a job fixes.
pub const MAX_JOB_ROWS: usize = 4;

/// A share of a count: the placements whose first `rows` rows hold the given queens.
/// Plain data, so it can be posted to a worker; its text form is the 1-based columns separated by
/// spaces, e.g. `"3 7 2"` (see [`fmt::Display`] and [`FromStr`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CountJob {
    /// How many rows are fixed, `1..=MAX_JOB_ROWS`.
    pub rows: u8,
    /// The 1-based column of the queen in each fixed row; entries past `rows` are 0.
    pub columns: [u8; MAX_JOB_ROWS],
}

impl CountJob {
    /// The fixed rows' 1-based columns.
    pub fn fixed(&self) -> &[u8] {
        self.columns
            .get(..usize::from(self.rows))
            .unwrap_or(&self.columns)
    }

    /// The fixed rows as column bits, or `None` if a column is 0 or beyond the bit width.
    fn bits(&self) -> Option<Vec<u32>> {
        self.fixed()
            .iter()
            .map(|&c| 1u32.checked_shl(u32::from(c).checked_sub(1)?))
            .collect()
    }
}

impl fmt::Display for CountJob {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, c) in self.fixed().iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{c}")?;
        }
        Ok(())
    }
}

/// Why a text is not a [`CountJob`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParseJobError;

impl fmt::Display for ParseJobError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "a count job is 1 to {MAX_JOB_ROWS} columns from 1 to {MAX_COUNT_N}, separated by spaces"
        )
    }
}

impl std::error::Error for ParseJobError {}

impl FromStr for CountJob {
    type Err = ParseJobError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let mut job = CountJob {
            rows: 0,
            columns: [0; MAX_JOB_ROWS],
        };
        for word in text.split_whitespace() {
            let column: u8 = word.parse().map_err(|_| ParseJobError)?;
            if column == 0 || usize::from(column) > MAX_COUNT_N {
                return Err(ParseJobError);
            }
            let slot = job
                .columns
                .get_mut(usize::from(job.rows))
                .ok_or(ParseJobError)?;
            *slot = column;
            job.rows += 1;
        }
        if job.rows == 0 {
            return Err(ParseJobError);
        }
        Ok(job)
    }
}

/// How many rows the jobs for an `n`×`n` board fix: enough for hundreds to thousands of jobs
/// (871 for N = 16, 22,898 for N = 20), each a small share of the work.
fn job_rows(n: usize) -> usize {
    if n <= 17 {
        3.min(n)
    } else {
        MAX_JOB_ROWS
    }
}

/// The jobs whose results add up to the number of placements of `n` queens, in lexicographic
/// order; empty for `n == 0` or `n > MAX_COUNT_N`. Their sizes vary (for N = 16 the largest is 2.5
/// times the average, some are tiny), so hand them out dynamically, one at a time, to whichever
/// worker is free.
pub fn jobs(n: usize) -> Vec<CountJob> {
    if n == 0 || n > MAX_COUNT_N {
        return Vec::new();
    }
    prefixes::<Canonical>(n, job_rows(n))
        .iter()
        .map(|prefix| {
            let mut columns = [0; MAX_JOB_ROWS];
            for (slot, bit) in columns.iter_mut().zip(prefix) {
                // A column below 32 always fits a u8.
                *slot = (bit.trailing_zeros() + 1) as u8;
            }
            CountJob {
                rows: prefix.len() as u8,
                columns,
            }
        })
        .collect()
}

/// The job's share of the count of placements of `n` queens, class sizes already applied. A job
/// not made by [`jobs`] for this `n` still gives a defined answer: the weighted count of canonical
/// placements starting with it, 0 if its queens attack each other or leave the board.
pub fn count_job(n: usize, job: &CountJob) -> u64 {
    match job.bits() {
        Some(prefix) => count_below::<Canonical>(n, &prefix).0,
        None => 0,
    }
}

/// The number of placements of `n` queens: the sum over [`jobs`] of [`count_job`].
/// `None` for `n == 0` or `n > MAX_COUNT_N`.
pub fn count(n: usize) -> Option<u64> {
    if n == 0 || n > MAX_COUNT_N {
        return None;
    }
    Some(jobs(n).iter().map(|job| count_job(n, job)).sum())
}

/// Search nodes (queens placed above the last row) that [`count`] visits for `n`, measured for
/// N ≤ 17 (a unit test checks them up to 13).
const MEASURED_NODES: [u64; 18] = [
    0,
    0,
    0,
    0,
    0,
    3,
    18,
    103,
    433,
    1_905,
    8_266,
    39_442,
    197_321,
    1_059_828,
    6_065_838,
    37_451_196,
    244_659_155,
    1_697_977_739,
];

/// Roughly how many search nodes [`count`] visits for `n` (0 for N < 5): measured for N ≤ 17, and
/// beyond that extrapolated by the factor between N = 16 and 17 (6.9) for each further N (the real
/// growth factor drifts slowly, so expect an error of tens of percent by N = 20). To turn it into
/// seconds, time a small count on the visitor's machine (e.g. N = 13) and scale by the ratio of
/// nodes; a node takes about 10 ns on the machine it was measured on, natively and in wasm alike.
pub fn estimated_nodes(n: usize) -> f64 {
    let last = MEASURED_NODES.len() - 1;
    if let Some(&nodes) = MEASURED_NODES.get(n) {
        return nodes as f64;
    }
    let ratio = MEASURED_NODES[last] as f64 / MEASURED_NODES[last - 1] as f64;
    let steps = i32::try_from(n - last).unwrap_or(i32::MAX);
    MEASURED_NODES[last] as f64 * ratio.powi(steps)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn measured_nodes_are_what_the_search_visits() {
        for (n, &measured) in MEASURED_NODES.iter().enumerate().take(14) {
            let nodes: u64 = jobs(n)
                .iter()
                .filter_map(|job| job.bits())
                .map(|prefix| count_below::<Canonical>(n, &prefix).1)
                .sum();
            assert_eq!(measured, nodes, "N = {n}");
        }
    }
}
