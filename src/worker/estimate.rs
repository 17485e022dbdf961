//! How long a count will take, and how long it has left: from the rate of progress so far.
//!
//! The workers start counting at once, without timing themselves first; the share of the work
//! done (by the jobs' expected work, see [`crate::worker::schedule::Schedule::fraction`]) and the
//! time it took give the rate, and the rate the time the whole count and the rest will take.

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

#[cfg(test)]
mod tests {
    use super::*;

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
