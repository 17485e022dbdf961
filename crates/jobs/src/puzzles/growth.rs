//! The work each traced algorithm does against N: a job is one algorithm's whole search of one N
//! ([`SearchJob`]), its result the counters the player's own tracer ends that search on
//! ([`SearchWork`], found by walking the search's tree directly where it can: [`whole_search`]),
//! and the total every result of the run ([`Measures`]).

use super::measures::{job_text, read_job, Measure, MeasureJob, Measures};
use super::{all_read, word, ParseError};
use crate::limits::{
    GENERATE_RUN_MAX_N, GROWTH_FIRST_MAX_N, GROWTH_MAX_N, GROWTH_MIN_N, PERMUTATIONS_RUN_MAX_N,
};
use crate::queens::trace::{Algorithm, Counters};
use crate::schedule::Schedule;
use std::fmt;
use std::str::FromStr;

/// One algorithm's whole search of N. Text form: `<algorithm> <n>`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchJob {
    /// The algorithm.
    pub algorithm: Algorithm,
    /// The board size, from 1 to [`GROWTH_MAX_N`].
    pub n: usize,
}

/// What one algorithm's whole search of N did: the player's counters at its last step. Text
/// form: `<algorithm> <n> <steps> <checks> <placed> <backtracks> <solutions>
/// <cuts>`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchWork {
    /// The search measured.
    pub job: SearchJob,
    /// Its counters at the end.
    pub counters: Counters,
}

/// The counters of `algorithm`'s whole search of `n`, as the player's timeline ends on them;
/// `None` for an N the tracer does not take.
pub use crate::queens::trace::whole_search;

/// Whether `algorithm`'s whole search of `n` is run to measure it: always but for brute force
/// beyond [`GENERATE_RUN_MAX_N`] and [`PERMUTATIONS_RUN_MAX_N`], whose work is computed.
pub fn runs_whole(algorithm: Algorithm, n: usize) -> bool {
    match algorithm {
        Algorithm::GenerateAndTest => n <= GENERATE_RUN_MAX_N,
        Algorithm::Permutations => n <= PERMUTATIONS_RUN_MAX_N,
        _ => true,
    }
}

/// The sizes to measure next towards `max`, given those `measured` already: every missing one up
/// to [`GROWTH_FIRST_MAX_N`] at once, then one larger N at a time; none once all are in.
pub fn next_sizes(measured: &[usize], max: usize) -> Vec<usize> {
    let missing: Vec<usize> = (GROWTH_MIN_N..=max.min(GROWTH_MAX_N))
        .filter(|n| !measured.contains(n))
        .collect();
    match missing.first() {
        Some(&first) if first > GROWTH_FIRST_MAX_N => vec![first],
        _ => missing
            .into_iter()
            .filter(|&n| n <= GROWTH_FIRST_MAX_N)
            .collect(),
    }
}

impl MeasureJob for SearchJob {
    type What = Algorithm;
    type Size = usize;

    fn new(algorithm: Algorithm, n: usize) -> Option<Self> {
        ((1..=GROWTH_MAX_N).contains(&n) && runs_whole(algorithm, n))
            .then_some(SearchJob { algorithm, n })
    }

    fn parts(&self) -> (Algorithm, usize) {
        (self.algorithm, self.n)
    }
}

job_text!(SearchJob);

impl fmt::Display for SearchWork {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let c = &self.counters;
        write!(
            f,
            "{} {} {} {} {} {} {}",
            self.job, c.steps, c.conflict_checks, c.placed, c.backtracks, c.solutions, c.cuts
        )
    }
}

impl FromStr for SearchWork {
    type Err = ParseError;

    fn from_str(text: &str) -> Result<Self, ParseError> {
        let mut words = text.split_whitespace();
        let job = read_job(&mut words)?;
        let counters = Counters {
            steps: word(&mut words)?,
            conflict_checks: word(&mut words)?,
            placed: word(&mut words)?,
            backtracks: word(&mut words)?,
            solutions: word(&mut words)?,
            cuts: word(&mut words)?,
            repairs: 0,
        };
        all_read(words, SearchWork { job, counters })
    }
}

impl Measure for SearchWork {
    const PUZZLE: &'static str = "growth";
    type Job = SearchJob;

    fn measure(job: &SearchJob) -> SearchWork {
        // A job is made only for an N the tracer takes (see `SearchJob::new`).
        let counters = whole_search(job.algorithm, job.n).unwrap_or_default();
        SearchWork {
            job: *job,
            counters,
        }
    }
}

impl Schedule<Measures<SearchWork>> {
    /// The whole searches of every algorithm for each N of `sizes` that it runs ([`runs_whole`]),
    /// the slowest first. Their expected work: the trees grow about five-fold per N, and
    /// [`whole_search`] takes about ten times as long on the programs that scan the earlier
    /// queens for every square tried (the C# program's and the C program's column by column) as
    /// on the others (N = 4…12 natively, `cargo bench --bench growth`: 114 and 86 ms against 7
    /// to 12 ms; brute force, whose arrangements are settled in bulk, under 1 ms).
    pub fn growth(sizes: impl IntoIterator<Item = usize>) -> Self {
        let planned = sizes
            .into_iter()
            .flat_map(|n| Algorithm::SYSTEMATIC.map(|algorithm| SearchJob::new(algorithm, n)))
            .flatten()
            .map(|job| {
                let scans = matches!(
                    job.algorithm,
                    Algorithm::Pointer | Algorithm::ColumnByColumn
                );
                let share = if scans { 10 } else { 1 };
                (job, share * 5u64.pow(job.n as u32))
            })
            .collect();
        Self::slowest_first(planned)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::playback::Timeline;
    use crate::queens::trace::{Group, Tracer};

    #[test]
    fn a_measure_is_the_players_total_and_reads_back() {
        for n in GROWTH_MIN_N..=10 {
            for algorithm in Algorithm::SYSTEMATIC
                .into_iter()
                .filter(|&a| runs_whole(a, n))
            {
                let job = SearchJob { algorithm, n };
                let measured = SearchWork::measure(&job);
                // The player's timeline, scanned to its end, ends on the same step.
                let tracer = Tracer::new(algorithm, n).unwrap_or_else(|e| panic!("{e}"));
                let mut timeline = Timeline::new(tracer);
                while !timeline.advance_scan(1_000_000) {}
                assert_eq!(timeline.total_steps(), Some(measured.counters.steps));
                let end = timeline.seek(measured.counters.steps);
                assert_eq!(end.counters, measured.counters, "{job}");
                assert_eq!(measured.to_string().parse(), Ok(measured));
                assert_eq!(job.to_string().parse(), Ok(job));
            }
        }
    }

    #[test]
    fn the_work_grows_with_n_as_the_theory_says() {
        let measures = Schedule::growth(GROWTH_MIN_N..=10)
            .count_here()
            .unwrap_or_else(|e| panic!("{e}"));
        // Generate and test runs N = 4 to 7, the permutations 4 to 9.
        assert_eq!(measures.0.len(), 7 * Algorithm::SYSTEMATIC.len() - 3 - 1);
        let of = |algorithm, n| {
            measures
                .get(|m: &SearchWork| m.job == SearchJob { algorithm, n })
                .map(|m| m.counters)
                .unwrap_or_else(|| panic!("{algorithm} {n} measured"))
        };
        for algorithm in Algorithm::SYSTEMATIC {
            // Every search visits more of the tree as N grows from 6 on (N = 6 has fewer
            // solutions than N = 5, but still a larger tree).
            for n in (6..10).filter(|&n| runs_whole(algorithm, n + 1)) {
                let (small, large) = (of(algorithm, n), of(algorithm, n + 1));
                assert!(small.steps < large.steps, "{algorithm} {n}");
                assert!(
                    small.conflict_checks < large.conflict_checks,
                    "{algorithm} {n}"
                );
                assert!(small.placed < large.placed, "{algorithm} {n}");
                assert!(small.backtracks < large.backtracks, "{algorithm} {n}");
            }
            // Every backtracking program places the same queens: the same tree, pruned in the
            // same places. Looking ahead prunes more; brute force prunes nothing.
            let n = if runs_whole(algorithm, 8) { 8 } else { 6 };
            let (placed, flags) = (of(algorithm, n).placed, of(Algorithm::Flags, n).placed);
            match algorithm.group() {
                Group::Backtracking => assert_eq!(placed, flags),
                Group::Smarter => assert!(placed < flags),
                Group::BruteForce => assert!(placed > flags),
                Group::LocalSearch => unreachable!("min-conflicts is not charted here"),
            }
            assert_eq!(of(algorithm, n).solutions, [4, 92][usize::from(n == 8)]);
        }
        // Scanning squares checks more than flag arrays, which check more than bitmasks.
        for n in 6..=10 {
            let checks = |a| of(a, n).conflict_checks;
            assert!(checks(Algorithm::Pointer) > checks(Algorithm::Flags));
            assert!(checks(Algorithm::Flags) > checks(Algorithm::Bitmask));
        }
    }

    #[test]
    fn the_first_sizes_go_together_and_larger_ones_one_at_a_time() {
        assert_eq!(next_sizes(&[], 12), (4..=12).collect::<Vec<_>>());
        assert_eq!(next_sizes(&[], 14), (4..=12).collect::<Vec<_>>());
        assert_eq!(next_sizes(&[4, 5, 6, 7, 8, 9, 10, 11, 12], 14), vec![13]);
        assert_eq!(next_sizes(&[4, 6, 7, 8, 9, 10, 11, 12, 13], 14), vec![5]);
        assert_eq!(
            next_sizes(&(4..=14).collect::<Vec<_>>(), 14),
            Vec::<usize>::new()
        );
        assert_eq!(next_sizes(&[], 99).last(), Some(&12));
    }

    #[test]
    fn bad_jobs_and_results_are_refused() {
        // Generate and test is not run beyond N = 7: its work there is computed.
        for bad in [
            "",
            "flags",
            "flags 0",
            "flags 15",
            "dfs 8",
            "flags 8 1",
            "generate 8",
        ] {
            assert_eq!(bad.parse::<SearchJob>(), Err(ParseError), "{bad:?}");
        }
        for bad in [
            "flags 8 1 2 3 4 5",
            "flags 8 1 2 3 4 5 6 7",
            "flags 8 1 2 x 4 5 6",
        ] {
            assert_eq!(bad.parse::<SearchWork>(), Err(ParseError), "{bad:?}");
        }
    }

    #[test]
    fn the_slowest_searches_go_out_first() {
        let mut schedule = Schedule::growth([4, 12, 99]);
        // N = 4 for every algorithm, N = 12 for all but brute force.
        let first = schedule.next_job().map(|(_, job)| job);
        assert_eq!(first.map(|j| j.n), Some(12));
        assert_ne!(first.map(|j| j.algorithm), Some(Algorithm::Bitmask));
        let mut count = 1;
        while schedule.next_job().is_some() {
            count += 1;
        }
        assert_eq!(
            count,
            2 * Algorithm::SYSTEMATIC.len() - 2,
            "N = 99 is left out"
        );
    }
}
