//! Min-conflicts natively, for N = 10³ … 10⁶: the queens in conflict after the greedy start, the
//! repairs, the restarts and the time to a checked placement (several seeds each), beside the
//! explicit construction's time for the same N, measured in the same run as the reference. It
//! writes its times to `target/bench-min-conflicts.json`, the reference of the page's figures
//! (`node benches/min-conflicts-page.mjs`).
//!
//! Run: `cargo bench --bench min_conflicts`.

use std::path::Path;
use std::time::Instant;

use nqueens_lab::queens::construct::construct;
use nqueens_lab::queens::min_conflicts::solve;
use nqueens_lab::queens::placement::validate;

/// The seeds each N is run from.
const SEEDS: [u64; 5] = [1, 2, 3, 4, 5];

fn main() {
    println!("N          seed  start conflicts  repairs  restarts  min-conflicts ms  construction ms  ratio");
    let mut json = Vec::new();
    for n in [1_000, 10_000, 100_000, 1_000_000] {
        for seed in SEEDS {
            let started = Instant::now();
            let Some(outcome) = solve(n, seed) else {
                unreachable!("N ≥ 4 has a placement");
            };
            let searched = started.elapsed().as_secs_f64() * 1e3;
            assert_eq!(validate(outcome.placement.columns()), Ok(()));
            let started = Instant::now();
            let built = construct(n).map(|p| p.n());
            let reference = started.elapsed().as_secs_f64() * 1e3;
            assert_eq!(built, Some(n));
            println!(
                "{n:<10} {seed:>4}  {:>15}  {:>7}  {:>8}  {searched:>16.1}  {reference:>15.2}  {:>5.0}",
                outcome.start_conflicts,
                outcome.repairs,
                outcome.restarts,
                searched / reference
            );
            json.push(format!("\"{n}/{seed}\": {searched:.3}"));
        }
    }
    let report = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/bench-min-conflicts.json");
    if let Err(error) = std::fs::write(&report, format!("{{{}}}\n", json.join(", "))) {
        println!("could not write {}: {error}", report.display());
    }
}
