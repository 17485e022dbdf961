//! Native timings of the chart of work's whole searches: every systematic algorithm on each N of
//! the chart's first range (N = 4…12), and on N = 13 and 14 (measured on request), found by
//! walking each search's tree directly (`whole_search`, what the workers run) against the
//! tracer stepped to the search's end (the player's), in the same run; the two must agree.
//!
//! Run: `cargo bench --bench growth` (add `-- quick` to leave out N = 13 and 14).

use std::time::{Duration, Instant};

use nqueens_lab::limits::{GROWTH_FIRST_MAX_N, GROWTH_MAX_N, GROWTH_MIN_N};
use nqueens_lab::queens::trace::{whole_search, Algorithm, Counters, Tracer};
use nqueens_lab::worker::puzzles::growth::runs_whole;

/// The tracer's counters at the end of `algorithm`'s search of `n`.
fn stepped(algorithm: Algorithm, n: usize) -> Counters {
    let mut tracer = Tracer::new(algorithm, n).unwrap_or_else(|e| panic!("{e}"));
    while tracer.advance() {}
    tracer.counters()
}

/// The time `measure` takes on each search of `sizes` that the chart runs, by algorithm, with
/// the counters found.
fn timed(
    sizes: &[usize],
    measure: impl Fn(Algorithm, usize) -> Counters,
) -> Vec<(Algorithm, Duration, Vec<Counters>)> {
    Algorithm::SYSTEMATIC
        .into_iter()
        .map(|algorithm| {
            let start = Instant::now();
            let found = sizes
                .iter()
                .filter(|&&n| runs_whole(algorithm, n))
                .map(|&n| measure(algorithm, n))
                .collect();
            (algorithm, start.elapsed(), found)
        })
        .collect()
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

/// Times one range of sizes both ways and prints a row per algorithm and the totals.
fn compare(title: &str, sizes: &[usize]) {
    let tracer = timed(sizes, stepped);
    let walked = timed(sizes, |algorithm, n| {
        whole_search(algorithm, n).unwrap_or_else(|| panic!("{algorithm} {n} is measured"))
    });
    println!("\n{title}");
    println!("| algorithm | tracer (ms) | walked (ms) | ratio |");
    println!("| --- | ---: | ---: | ---: |");
    let (mut slow, mut fast) = (Duration::ZERO, Duration::ZERO);
    for ((algorithm, by_tracer, stepped), (_, by_walk, walked)) in tracer.iter().zip(&walked) {
        assert_eq!(stepped, walked, "{algorithm}: the two ways disagree");
        if stepped.is_empty() {
            // Brute force beyond the sizes it runs: its work is computed, not measured.
            continue;
        }
        let ratio = ms(*by_walk) / ms(*by_tracer);
        println!(
            "| {algorithm} | {:.1} | {:.1} | {ratio:.3} |",
            ms(*by_tracer),
            ms(*by_walk)
        );
        slow += *by_tracer;
        fast += *by_walk;
    }
    let ratio = ms(fast) / ms(slow);
    println!("| all | {:.1} | {:.1} | {ratio:.3} |", ms(slow), ms(fast));
}

fn main() {
    let quick = std::env::args().any(|a| a == "quick");
    let first: Vec<usize> = (GROWTH_MIN_N..=GROWTH_FIRST_MAX_N).collect();
    compare("The chart's first range, N = 4…12", &first);
    if !quick {
        for n in GROWTH_FIRST_MAX_N + 1..=GROWTH_MAX_N {
            compare(&format!("N = {n}, measured on request"), &[n]);
        }
    }
}
