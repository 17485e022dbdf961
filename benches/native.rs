//! Native timings of the solvers, and a comparison with a plain C bitboard counter (mirror
//! symmetry, `benches/c/queens.c`, compiled here with `cc -O2`).
//!
//! Run: `cargo bench --bench native` (add `-- quick` to stop counting at N = 15).

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use nqueens_lab::queens::count::{count, jobs};
use nqueens_lab::queens::index::PlacementIndex;
use nqueens_lab::queens::symmetry::FundamentalIndex;

/// The best of `runs` timings of `work`, and its last result.
fn best_of<T>(runs: usize, mut work: impl FnMut() -> T) -> (Duration, T) {
    let mut best = Duration::MAX;
    let mut result = None;
    for _ in 0..runs.max(1) {
        let start = Instant::now();
        let value = work();
        best = best.min(start.elapsed());
        result = Some(value);
    }
    match result {
        Some(value) => (best, value),
        None => unreachable!("at least one run"),
    }
}

/// Compiles the C counter; `None` (with the reason printed) if there is no C compiler.
fn compile_c() -> Option<PathBuf> {
    let source = Path::new(env!("CARGO_MANIFEST_DIR")).join("benches/c/queens.c");
    let binary = Path::new(env!("CARGO_TARGET_TMPDIR")).join("queens-c");
    match Command::new("cc")
        .args(["-O2", "-o"])
        .arg(&binary)
        .arg(&source)
        .status()
    {
        Ok(status) if status.success() => Some(binary),
        Ok(status) => {
            println!("C comparison skipped: cc failed ({status})");
            None
        }
        Err(error) => {
            println!("C comparison skipped: no C compiler `cc` ({error})");
            None
        }
    }
}

/// Runs the C counter: its count and its own timing of the search (best of `runs`).
fn run_c(binary: &Path, n: usize, runs: usize) -> Option<(u64, Duration)> {
    let mut best: Option<(u64, Duration)> = None;
    for _ in 0..runs.max(1) {
        let output = Command::new(binary).arg(n.to_string()).output().ok()?;
        let text = String::from_utf8(output.stdout).ok()?;
        let mut words = text.split_whitespace();
        let total: u64 = words.next()?.parse().ok()?;
        let seconds: f64 = words.next()?.parse().ok()?;
        let time = Duration::from_secs_f64(seconds);
        if best.is_none_or(|(_, b)| time < b) {
            best = Some((total, time));
        }
    }
    best
}

fn ms(d: Duration) -> String {
    format!("{:.3}", d.as_secs_f64() * 1e3)
}

/// Average time of `get(k)` over `samples` spread pseudo-random k.
fn average_get(len: u64, samples: u64, get: impl Fn(u64) -> bool) -> Duration {
    let mut x = 0x2545_f491_4f6c_dd1d_u64;
    let start = Instant::now();
    let mut found = 0;
    for _ in 0..samples {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        found += u64::from(get(x % len));
    }
    let elapsed = start.elapsed();
    assert_eq!(found, samples, "every k < len has a placement");
    elapsed / samples as u32
}

fn main() {
    let quick = std::env::args().any(|a| a == "quick");
    let last = if quick { 15 } else { 16 };
    let c = compile_c();

    println!("Counting all placements (ours: canonical search, one thread; C: mirror only)");
    println!(
        "{:>3} {:>16} {:>6} {:>12} {:>12} {:>9}",
        "N", "count", "jobs", "ours ms", "C ms", "ours/C"
    );
    for n in 12..=last {
        let runs = if n <= 14 { 5 } else { 1 };
        let (ours, total) = best_of(runs, || count(n));
        let (c_time, ratio) = match c.as_deref().and_then(|b| run_c(b, n, runs)) {
            Some((c_total, c_time)) => {
                assert_eq!(Some(c_total), total, "C and Rust disagree at N = {n}");
                (
                    ms(c_time),
                    format!("{:.2}", ours.as_secs_f64() / c_time.as_secs_f64()),
                )
            }
            None => ("-".into(), "-".into()),
        };
        let total = total.map_or("-".into(), |t| t.to_string());
        let job_count = jobs(n).len();
        println!(
            "{n:>3} {total:>16} {job_count:>6} {:>12} {c_time:>12} {ratio:>9}",
            ms(ours)
        );
    }

    let n = 16;
    println!("\nRandom access, N = {n}");
    let (build, index) = best_of(1, || PlacementIndex::build(n));
    let Some(index) = index else {
        println!("index for N = {n} unavailable");
        return;
    };
    let get = average_get(index.len(), 20_000, |k| index.get(k).is_some());
    println!(
        "all placements:  build {} ms, {} placements, table {} KB, get(k) average {:.1} µs",
        ms(build),
        index.len(),
        index.memory_bytes() / 1024,
        get.as_secs_f64() * 1e6
    );
    let (build, fundamental) = best_of(1, || FundamentalIndex::build(n));
    let Some(fundamental) = fundamental else {
        println!("fundamental index for N = {n} unavailable");
        return;
    };
    let get = average_get(fundamental.len(), 5_000, |k| fundamental.get(k).is_some());
    println!(
        "fundamental:     build {} ms, {} placements, table {} KB, get(k) average {:.1} µs",
        ms(build),
        fundamental.len(),
        fundamental.memory_bytes() / 1024,
        get.as_secs_f64() * 1e6
    );
}
