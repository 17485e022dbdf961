//! How long a count will take, and how long it has left.
//!
//! The method: the counter's work is measured in search nodes, and [`estimated_nodes`] knows
//! roughly how many a count of N visits. Each worker, as it starts, times small counts of
//! growing N until one takes long enough to measure ([`calibrate`]), which gives this machine's
//! nanoseconds per node in that worker; the first estimate is nodes × nanoseconds ÷ workers
//! ([`expected_ms`]). Once results come in, the time left is extrapolated from the rate of
//! progress so far, trusted more the further the count has got ([`remaining_ms`]).

use crate::queens::count::{count, estimated_nodes};

/// The smallest N timed by [`calibrate`]: its nodes are known exactly.
const FIRST_CALIBRATION_N: usize = 10;

/// The largest N timed by [`calibrate`] (about two seconds of one core).
const LAST_CALIBRATION_N: usize = 16;

/// How long a calibration count must take, in milliseconds, to be measured well with a clock
/// that browsers coarsen to 0.1 ms.
pub const CALIBRATION_MS: f64 = 5.0;

/// The share of the work done from which the rate of progress is trusted fully.
const TRUSTED_FRACTION: f64 = 0.1;

/// How many more times [`calibrate`] repeats its count, keeping the fastest: the first runs of
/// fresh wasm code are slow (the browser compiles it better once it is hot), and the page may be
/// busy loading while the workers calibrate.
const CALIBRATION_REPEATS: usize = 3;

/// Times counts of N = 10, 11, … with `clock` (milliseconds) until one takes at least `min_ms`,
/// times that N [`CALIBRATION_REPEATS`] more times, and returns nanoseconds per search node for
/// the fastest; `None` if the clock never moved forward.
pub fn calibrate(mut clock: impl FnMut() -> f64, min_ms: f64) -> Option<f64> {
    let mut time = |n: usize| {
        let start = clock();
        count(n).map(|_| clock() - start)
    };
    let n = (FIRST_CALIBRATION_N..=LAST_CALIBRATION_N)
        .find(|&n| time(n).is_some_and(|elapsed| elapsed >= min_ms))?;
    let fastest = (0..CALIBRATION_REPEATS)
        .filter_map(|_| time(n))
        .fold(f64::INFINITY, f64::min);
    let nodes = estimated_nodes(n);
    (fastest.is_finite() && fastest > 0.0 && nodes > 0.0).then(|| fastest * 1e6 / nodes)
}

/// Milliseconds a count of `n` should take on `workers` workers, each needing `nanos_per_node`.
pub fn expected_ms(n: usize, nanos_per_node: f64, workers: usize) -> f64 {
    estimated_nodes(n) * nanos_per_node / 1e6 / workers.max(1) as f64
}

/// Milliseconds left, given the expected total (if known), the time so far and the share of the
/// work done: the rate so far, weighed against the expectation until a tenth of the work is done.
/// `None` when there is nothing to go on.
pub fn remaining_ms(expected_ms: Option<f64>, elapsed_ms: f64, fraction: f64) -> Option<f64> {
    let fraction = fraction.clamp(0.0, 1.0);
    let by_rate = (fraction > 0.0).then(|| elapsed_ms * (1.0 - fraction) / fraction);
    let by_expectation = expected_ms.map(|e| (e - elapsed_ms).max(0.0));
    match (by_rate, by_expectation) {
        (Some(rate), Some(expected)) => {
            let trust = (fraction / TRUSTED_FRACTION).min(1.0);
            Some(trust * rate + (1.0 - trust) * expected)
        }
        (rate, expected) => rate.or(expected),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn calibration_stops_at_the_first_long_enough_count_and_keeps_its_fastest_repeat() {
        // A clock whose readings are 0, 1, 1, 3, 3, 5, …: the first count takes 1 ms, the
        // repeats 2 ms each except the last, 1.5 ms.
        let readings = [0.0, 1.0, 1.0, 3.0, 3.0, 5.0, 5.0, 6.5];
        let mut next = readings.iter().copied();
        let clock = || next.next().unwrap_or(f64::NAN);
        let nanos = calibrate(clock, 1.0).unwrap_or(0.0);
        assert_eq!(nanos, 1.5e6 / estimated_nodes(FIRST_CALIBRATION_N));
    }

    #[test]
    fn calibration_grows_n_until_a_count_is_long_enough() {
        // Each count of N "takes" N - 10 ms: the first of at least 2 ms is N = 12.
        let mut calls = 0;
        let mut now = 0.0;
        let clock = || {
            calls += 1;
            // Readings alternate start, end; the end of call k comes (N - 10) ms later.
            if calls % 2 == 0 {
                let n = 10 + (calls / 2 - 1).min(2);
                now += (n - 10) as f64;
            }
            now
        };
        let nanos = calibrate(clock, 2.0).unwrap_or(0.0);
        assert_eq!(nanos, 2.0e6 / estimated_nodes(12));
    }

    #[test]
    fn a_stopped_clock_gives_no_calibration() {
        assert_eq!(calibrate(|| 0.0, CALIBRATION_MS), None);
    }

    #[test]
    fn the_expected_time_scales_with_nodes_and_workers() {
        let one = expected_ms(16, 10.0, 1);
        assert!((one - 2446.6).abs() < 1.0, "{one}");
        assert_eq!(expected_ms(16, 10.0, 2), one / 2.0);
        assert_eq!(expected_ms(16, 10.0, 0), one);
    }

    #[test]
    fn the_time_left_moves_from_expectation_to_rate() {
        assert_eq!(remaining_ms(None, 0.0, 0.0), None);
        assert_eq!(remaining_ms(Some(1000.0), 200.0, 0.0), Some(800.0));
        assert_eq!(remaining_ms(Some(1000.0), 2000.0, 0.0), Some(0.0));
        // Half done in 3 s: 3 s left, whatever was expected.
        assert_eq!(remaining_ms(Some(1000.0), 3000.0, 0.5), Some(3000.0));
        assert_eq!(remaining_ms(None, 3000.0, 0.5), Some(3000.0));
        // 5 % done: half rate (19 s), half expectation (0 s).
        let mixed = remaining_ms(Some(1000.0), 1000.0, 0.05).unwrap_or(0.0);
        assert!((mixed - 9500.0).abs() < 1e-6, "{mixed}");
        assert_eq!(remaining_ms(Some(1000.0), 1000.0, 1.0), Some(0.0));
    }
}
