//! Native timings of the solvers, against two C counters compiled in the same run with `cc -O3`:
//! a plain bitboard counter with the mirror symmetry (`benches/c/queens.c`) and a port of our
//! constellation kernel (`benches/c/constellations.c`), which completes the very rows our jobs
//! search, so that the two kernels' times per search node compare like for like. It then times each
//! job of N = 16 and 17 to show how evenly the jobs share out among workers.
//!
//! Run: `cargo bench --bench native` (add `-- quick` to stop counting at N = 15, or `-- index` to
//! time only the list's index for the largest N listed). It also writes the C counters' times to
//! `target/bench-c.json` for `benches/count-page.mjs`.

#[path = "common/mod.rs"]
mod common;

use common::{best_of, compile_c};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use nqueens_lab::queens::constellation::Completion;
use nqueens_lab::queens::count::{count, count_job, jobs, nodes};
use nqueens_lab::queens::index::{PlacementIndex, MAX_LIST_N};
use nqueens_lab::queens::symmetry::FundamentalIndex;

/// Runs a C counter with `args` and `input`: its count and its own timing of the search (best of
/// `runs`).
fn run_c(binary: &Path, args: &[String], input: &str, runs: usize) -> Option<(u64, Duration)> {
    let mut best: Option<(u64, Duration)> = None;
    for _ in 0..runs.max(1) {
        let mut child = Command::new(binary)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .ok()?;
        child.stdin.take()?.write_all(input.as_bytes()).ok()?;
        let output = child.wait_with_output().ok()?;
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

/// The jobs of `n` as the C kernel reads them: a line per job, its weight, then each searched
/// row's free columns and its distance from the row before (0 for the first).
fn c_jobs(n: usize) -> String {
    let mut text = String::new();
    let borders = jobs(n).into_iter().flat_map(|p| p.job.borders);
    for completion in borders.filter_map(|border| Completion::of(n, border)) {
        text += &completion.weight.to_string();
        let mut previous = completion.rows.first().map_or(0, |&(row, _)| row);
        for &(row, free) in &completion.rows {
            text += &format!(" {free} {}", row - previous);
            previous = row;
        }
        text.push('\n');
    }
    text
}

fn ms(d: Duration) -> String {
    format!("{:.1}", d.as_secs_f64() * 1e3)
}

/// Nanoseconds per node.
fn per_node(d: Duration, nodes: u64) -> f64 {
    d.as_secs_f64() * 1e9 / nodes.max(1) as f64
}

/// The average and the longest time of `get(k)` over `samples` pseudo-random k.
fn time_gets(len: u64, samples: u64, get: impl Fn(u64) -> bool) -> (Duration, Duration) {
    let mut x = 0x2545_f491_4f6c_dd1d_u64;
    let (mut total, mut worst) = (Duration::ZERO, Duration::ZERO);
    let mut found = 0;
    for _ in 0..samples {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        let start = Instant::now();
        found += u64::from(get(x % len));
        let took = start.elapsed();
        total += took;
        worst = worst.max(took);
    }
    assert_eq!(found, samples, "every k < len has a placement");
    (total / samples as u32, worst)
}

/// Builds the list's indexes of `n` (every placement, and one per class) on one thread and times
/// random access.
fn time_index(n: usize) {
    let report = |what: &str, build: Duration, len: u64, bytes: usize, gets| {
        let (average, worst): (Duration, Duration) = gets;
        println!(
            "N = {n} {what:<12} build {:>8} ms, {len:>10} placements, table {:>4} KB, get(k) average {:>7.1} µs, longest {:>6.2} ms",
            ms(build),
            bytes / 1024,
            average.as_secs_f64() * 1e6,
            worst.as_secs_f64() * 1e3,
        );
    };
    let (build, index) = best_of(1, || PlacementIndex::build(n));
    let Some(index) = index else {
        println!("index for N = {n} unavailable");
        return;
    };
    let gets = time_gets(index.len(), 20_000, |k| index.get(k).is_some());
    report("all", build, index.len(), index.memory_bytes(), gets);
    let (build, fundamental) = best_of(1, || FundamentalIndex::build(n));
    let Some(fundamental) = fundamental else {
        println!("fundamental index for N = {n} unavailable");
        return;
    };
    let gets = time_gets(fundamental.len(), 5_000, |k| fundamental.get(k).is_some());
    report(
        "fundamental",
        build,
        fundamental.len(),
        fundamental.memory_bytes(),
        gets,
    );
}

/// How evenly the count of `n` shares out among workers: each job timed once, in the order the
/// schedule hands them out, each going to the first worker free (as in the page, messages aside);
/// prints, for some numbers of workers, how much later the last worker ends than an even share.
fn time_balance(n: usize) {
    let planned = jobs(n);
    let times: Vec<f64> = planned
        .iter()
        .map(|p| best_of(1, || count_job(n, &p.job)).0.as_secs_f64())
        .collect();
    let total: f64 = times.iter().sum();
    let largest = times.iter().copied().fold(0.0, f64::max);
    let classes: usize = planned.iter().map(|p| p.job.borders.len()).sum();
    print!(
        "{n:>3} {:>6} {:>7} {:>9} {:>8.2}",
        planned.len(),
        classes,
        ms(Duration::from_secs_f64(total)),
        largest * 1e3
    );
    for workers in [2, 4, 8, 16, 64] {
        let mut ends = vec![0.0_f64; workers];
        for &time in &times {
            if let Some(first_free) = ends.iter_mut().min_by(|a, b| a.total_cmp(b)) {
                *first_free += time;
            }
        }
        let last = ends.iter().copied().fold(0.0, f64::max);
        print!(" {:>7.1}", (last / (total / workers as f64) - 1.0) * 100.0);
    }
    println!();
}

fn main() {
    if std::env::args().any(|a| a == "index") {
        return time_index(MAX_LIST_N);
    }
    let quick = std::env::args().any(|a| a == "quick");
    let last = if quick { 15 } else { 16 };
    let mirror = compile_c("queens", 3);
    let kernel = compile_c("constellations", 3);

    println!("Counting all placements, one thread (ms; ns per search node)");
    println!(
        "  ours: constellation jobs; C kernel: the same jobs' rows in C; C mirror: plain search"
    );
    println!("  ns/pl: ours per placement found (the page's estimates of a count's time assume it");
    println!("  stays about the same as N grows: see src/worker/estimate.rs)");
    println!(
        "{:>3} {:>12} {:>6} {:>11} {:>9} {:>6} {:>6} {:>10} {:>6} {:>9} {:>10} {:>9}",
        "N",
        "count",
        "jobs",
        "nodes",
        "ours",
        "ns",
        "ns/pl",
        "C kernel",
        "ns",
        "ours/C k",
        "C mirror",
        "ours/C m"
    );
    let mut json = Vec::new();
    for n in 12..=last {
        let runs = if n <= 14 { 5 } else { 3 };
        let (ours, total) = best_of(runs, || count(n));
        let visited = nodes(n);
        let timed = |binary: &Option<PathBuf>, args: &[String], input: &str| {
            let (c_total, time) = run_c(binary.as_deref()?, args, input, runs)?;
            assert_eq!(Some(c_total), total, "C and Rust disagree at N = {n}");
            Some(time)
        };
        let c_kernel = timed(&kernel, &[], &c_jobs(n));
        let c_mirror = timed(&mirror, &[n.to_string()], "");
        let cell = |time: Option<Duration>| time.map_or("-".into(), ms);
        let ratio = |time: Option<Duration>| {
            time.map_or("-".into(), |t| {
                format!("{:.2}", ours.as_secs_f64() / t.as_secs_f64())
            })
        };
        println!(
            "{n:>3} {:>12} {:>6} {visited:>11} {:>9} {:>6.2} {:>6.0} {:>10} {:>6} {:>9} {:>10} {:>9}",
            total.map_or("-".into(), |t| t.to_string()),
            jobs(n).len(),
            ms(ours),
            per_node(ours, visited),
            per_node(ours, total.unwrap_or(0)),
            cell(c_kernel),
            c_kernel.map_or("-".into(), |t| format!("{:.2}", per_node(t, visited))),
            ratio(c_kernel),
            cell(c_mirror),
            ratio(c_mirror),
        );
        let seconds =
            |t: Option<Duration>| t.map_or("null".into(), |t| t.as_secs_f64().to_string());
        json.push(format!(
            "\"{n}\": {{\"kernel\": {}, \"mirror\": {}, \"ours\": {}}}",
            seconds(c_kernel),
            seconds(c_mirror),
            ours.as_secs_f64()
        ));
    }
    let report = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/bench-c.json");
    if let Err(error) = std::fs::write(&report, format!("{{{}}}\n", json.join(", "))) {
        println!("could not write {}: {error}", report.display());
    }

    println!(
        "\nHow evenly the jobs share out: the last worker's end over an even share, less 1 (%)"
    );
    println!(
        "{:>3} {:>6} {:>7} {:>9} {:>8} {:>7} {:>7} {:>7} {:>7} {:>7}",
        "N", "jobs", "classes", "total", "max (ms)", "2", "4", "8", "16", "64"
    );
    for n in if quick { 15..=15 } else { 16..=17 } {
        time_balance(n);
    }

    println!("\nThe list's random access, one thread");
    for n in [16, MAX_LIST_N] {
        time_index(n);
    }
}
