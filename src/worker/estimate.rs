//! How long a count will take, and how long it has left: from the rate of progress so far.
//!
//! The workers start counting at once, without timing themselves first; the share of the work
//! done (by the jobs' expected work, see [`crate::worker::schedule::Schedule::fraction`]) and the
//! time it took give the rate, and the rate the time the whole count and the rest will take.
//!
//! Before a count starts, its time is estimated from counts this page has timed on workers
//! already loaded (a count's time then is its own): a count takes a fixed time (the messages, the
//! page's bookkeeping: 20 to 50 ms on two workers) plus a time per placement found that settles as
//! N grows (`cargo bench --bench native`, column ns/pl, one thread, 2026-11-26: 168, 104, 92, 85
//! and 81 ns for N = 12 to 16). Two timed counts give both; one gives the time per placement
//! alone. `node benches/growth-page.mjs` compares the estimates of N = 15 to 17 with the counts.

use crate::queens::known::known_total;

/// Milliseconds the whole count should take, given the time so far and the share of the work
/// done; `None` before any work is done.
pub fn expected_ms(elapsed_ms: f64, fraction: f64) -> Option<f64> {
    let fraction = fraction.clamp(0.0, 1.0);
    (fraction > 0.0).then(|| elapsed_ms / fraction)
}

/// Milliseconds left, given the time so far and the share of the work done; `None` before any
/// work is done.
pub fn remaining_ms(elapsed_ms: f64, fraction: f64) -> Option<f64> {
    expected_ms(elapsed_ms, fraction).map(|total| (total - elapsed_ms).max(0.0))
}

/// The largest count of the two that time this device: big enough that its time is mostly the
/// count's, small enough to take about a tenth of a second.
pub const SPEED_TEST_N: usize = 14;

/// The smaller count that times this device: about the fixed part of a count's time.
pub const SPEED_BASE_N: usize = 12;

/// Counts up to this N start at once, as they always did: N = 17 takes about 5 s on two workers
/// of this project's machine, so a device would have to be a hundred times slower to need ten
/// minutes. Larger counts take half a minute or more, and are estimated first.
pub const START_AT_ONCE_MAX_N: usize = 17;

/// A count that would take longer than this, in milliseconds, asks first (10 minutes).
pub const ASK_OVER_MS: f64 = 600_000.0;

/// A count this page ran to its end, and how long it took.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CountTime {
    /// The board size.
    pub n: usize,
    /// The workers that counted.
    pub workers: usize,
    /// Milliseconds from start to result.
    pub ms: f64,
    /// Whether it started on workers already loaded (else its time includes their start).
    pub warm: bool,
}

/// Adds a count's time to those kept: of each N (and number of workers) the fastest warm time,
/// else the latest cold one (a warm count's time is its own; a cold one's includes the workers'
/// start, and the fastest of warm ones is the least disturbed by the rest of the machine).
pub fn record(times: &mut Vec<CountTime>, done: CountTime) {
    let same = |old: &CountTime| (old.n, old.workers) == (done.n, done.workers);
    let better_kept = times
        .iter()
        .any(|old| same(old) && old.warm && (!done.warm || old.ms <= done.ms));
    if !better_kept {
        times.retain(|old| !same(old));
        times.push(done);
    }
}

/// How long a count takes on this device: a fixed time plus a time per placement found.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Speed {
    /// Milliseconds every count takes.
    pub fixed_ms: f64,
    /// Milliseconds per placement found.
    pub per_placement_ms: f64,
    /// The largest N timed, which the estimate rests on.
    pub base: usize,
}

impl Speed {
    /// This device's speed on `workers` workers, from the counts of [`SPEED_BASE_N`] or more
    /// timed on them warm (smaller ones take a few jobs and a few milliseconds, and say little of
    /// a large count): the smallest and the largest (of [`SPEED_TEST_N`] or more) give the fixed
    /// time and the time per placement; the largest alone gives the time per placement. Without
    /// a warm one (workers that never stay loaded), from the cold ones the same way: their times
    /// include the workers' start, so the estimates err long, towards asking. `None` without
    /// such a count.
    pub fn of(workers: usize, times: &[CountTime]) -> Option<Self> {
        Self::from(workers, times, true).or_else(|| Self::from(workers, times, false))
    }

    /// [`Speed::of`] from the warm counts only, or from every count.
    fn from(workers: usize, times: &[CountTime], warm_only: bool) -> Option<Self> {
        let warm = || {
            times.iter().filter(move |t| {
                (t.warm || !warm_only) && t.workers == workers && t.n >= SPEED_BASE_N
            })
        };
        let large = warm().filter(|t| t.n >= SPEED_TEST_N).max_by_key(|t| t.n)?;
        let small = warm().min_by_key(|t| t.n).filter(|t| t.n < large.n);
        let placements = |t: &CountTime| known_total(t.n).map(|q| q as f64);
        let (q_large, base) = (placements(large)?, large.n);
        let fitted = small.and_then(|small| {
            let q_small = placements(small)?;
            let per = (large.ms - small.ms) / (q_large - q_small);
            let fixed = small.ms - per * q_small;
            (per > 0.0 && fixed >= 0.0).then_some(Speed {
                fixed_ms: fixed,
                per_placement_ms: per,
                base,
            })
        });
        Some(fitted.unwrap_or(Speed {
            fixed_ms: 0.0,
            per_placement_ms: large.ms / q_large,
            base,
        }))
    }

    /// The milliseconds a count of `n` should take; `None` beyond the reference table.
    pub fn count_ms(self, n: usize) -> Option<f64> {
        Some(self.fixed_ms + self.per_placement_ms * known_total(n)? as f64)
    }
}

/// The time a count of `n` on `workers` workers should take, in milliseconds, and whether it was
/// measured (else estimated from [`Speed::of`]); `None` when nothing says.
pub fn count_time(n: usize, workers: usize, times: &[CountTime]) -> Option<(f64, bool)> {
    let same = || times.iter().filter(|t| t.workers == workers && t.n == n);
    // A warm count's time is the count's own; a cold one's is what the person waited.
    if let Some(measured) = same().find(|t| t.warm).or_else(|| same().next()) {
        return Some((measured.ms, true));
    }
    Some((Speed::of(workers, times)?.count_ms(n)?, false))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn timed(n: usize, ms: f64, warm: bool) -> CountTime {
        CountTime {
            n,
            workers: 2,
            ms,
            warm,
        }
    }

    #[test]
    fn two_warm_counts_give_the_fixed_time_and_the_time_per_placement() {
        // As timed in the page on two workers: 12 → 42 ms, 14 → 61 ms; then 15, 16 and 17 took
        // about 150, 787 and 5,410 ms. (Another run: 62 and 76 ms, then 195, 796 and 5,215.)
        let times = [
            timed(12, 250.0, false),
            timed(12, 42.0, true),
            timed(14, 61.0, true),
        ];
        let speed = Speed::of(2, &times).unwrap_or_else(|| panic!("two warm counts"));
        assert_eq!(speed.base, 14);
        let per = 19.0 / (365_596.0 - 14_200.0);
        assert!((speed.per_placement_ms - per).abs() < 1e-12);
        assert!((speed.fixed_ms - (42.0 - per * 14_200.0)).abs() < 1e-9);
        for (n, took) in [(15, 150.0), (16, 787.0), (17, 5410.0)] {
            let (ms, measured) = count_time(n, 2, &times).unwrap_or_default();
            assert!(!measured);
            assert!(
                ms / took < 2.0 && took / ms < 2.0,
                "N = {n}: {ms:.0} ms for {took} ms"
            );
        }
        // A count timed is its own time: the warm one rather than the cold one.
        assert_eq!(count_time(12, 2, &times), Some((42.0, true)));
        let (ms, _) = count_time(27, 2, &times).unwrap_or_default();
        assert!(ms > ASK_OVER_MS);
    }

    #[test]
    fn of_each_n_the_fastest_warm_time_is_kept() {
        let mut times = Vec::new();
        for done in [
            timed(12, 250.0, false),
            timed(12, 60.0, true),
            timed(12, 45.0, true),
            timed(12, 50.0, true),
            timed(12, 30.0, false),
            timed(14, 70.0, false),
            timed(14, 90.0, false),
        ] {
            record(&mut times, done);
        }
        assert_eq!(times, vec![timed(12, 45.0, true), timed(14, 90.0, false)]);
    }

    #[test]
    fn only_warm_counts_of_14_or_more_on_as_many_workers_say_how_fast_the_device_is() {
        // Cold counts only when there is no warm one: their estimates err long.
        let cold = Speed::of(2, &[timed(16, 900.0, false)]);
        assert_eq!(cold.and_then(|s| s.count_ms(16)), Some(900.0));
        let both = [timed(16, 900.0, false), timed(15, 100.0, true)];
        assert_eq!(Speed::of(2, &both).map(|s| s.base), Some(15));
        assert_eq!(Speed::of(2, &[timed(13, 50.0, true)]), None, "too small");
        // A count of 8 (a few jobs, a few ms) does not stand for the fixed time.
        let with_8 = [
            timed(8, 11.0, true),
            timed(12, 62.0, true),
            timed(14, 76.0, true),
        ];
        assert_eq!(Speed::of(2, &with_8), Speed::of(2, &with_8[1..]));
        assert_eq!(
            Speed::of(3, &[timed(16, 800.0, true)]),
            None,
            "other workers"
        );
        assert_eq!(count_time(16, 2, &[timed(12, 42.0, true)]), None);
        // One warm count: its time per placement alone.
        let speed = Speed::of(2, &[timed(16, 800.0, true)]).unwrap_or_else(|| panic!("one count"));
        assert_eq!(speed.fixed_ms, 0.0);
        assert_eq!(speed.count_ms(16), Some(800.0));
        assert_eq!(speed.count_ms(28), None, "beyond the table");
        // A slower larger count than the fit allows (a negative fixed time) falls back to it.
        let odd = Speed::of(2, &[timed(12, 5.0, true), timed(14, 900.0, true)]);
        assert_eq!(odd.map(|s| s.fixed_ms), Some(0.0));
    }

    #[test]
    fn the_rate_so_far_gives_the_whole_and_the_rest() {
        assert_eq!(expected_ms(100.0, 0.0), None);
        assert_eq!(remaining_ms(100.0, 0.0), None);
        // A quarter done in 3 s: 12 s in all, 9 s left.
        assert_eq!(expected_ms(3000.0, 0.25), Some(12_000.0));
        assert_eq!(remaining_ms(3000.0, 0.25), Some(9000.0));
        assert_eq!(remaining_ms(3000.0, 1.0), Some(0.0));
        assert_eq!(remaining_ms(3000.0, 2.0), Some(0.0), "clamped");
    }
}
