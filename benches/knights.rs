//! Native timings of the knight's tour solvers: method (c), Warnsdorff's rule with Roth's
//! tie-break, against a C port of the same rule (`benches/c/knights.c`, compiled here with
//! `cc -O2`, same tour checked by a checksum); method (d), the closed tour by divide and conquer;
//! and the existence check.
//!
//! Run: `cargo bench --bench knights`.

#[path = "common/mod.rs"]
mod common;

use common::{best_of, compile_c};
use std::path::Path;
use std::process::Command;
use std::time::Duration;

use nqueens_lab::knights::board::{BoardSize, Square, MAX_SIDE};
use nqueens_lab::knights::closed::closed_tour;
use nqueens_lab::knights::existence::{self, TourKind};
use nqueens_lab::knights::open::open_tour;
use nqueens_lab::knights::tour::Tour;
use nqueens_lab::knights::warnsdorff::{run, Rule, TieBreak};

/// Timed runs of each measurement (the best is reported).
const RUNS: usize = 5;

fn ms(d: Duration) -> String {
    format!("{:.2}", d.as_secs_f64() * 1e3)
}

/// The path's checksum, as the C port computes it: Σ (k + 1)·(index of the k-th square + 1).
fn checksum(tour: &Tour) -> u64 {
    let cols = u64::from(tour.size().cols);
    tour.path().iter().enumerate().fold(0u64, |sum, (k, s)| {
        let index = u64::from(s.row) * cols + u64::from(s.col) + 1;
        sum.wrapping_add((k as u64 + 1).wrapping_mul(index))
    })
}

/// Runs the C port: squares visited, checksum, and its own best timing of `runs`.
fn run_c(
    binary: &Path,
    size: BoardSize,
    start: Square,
    runs: usize,
) -> Option<(u64, u64, Duration)> {
    let mut best: Option<(u64, u64, Duration)> = None;
    for _ in 0..runs.max(1) {
        let output = Command::new(binary)
            .args([size.rows, size.cols, start.row, start.col].map(|v| v.to_string()))
            .output()
            .ok()?;
        let text = String::from_utf8(output.stdout).ok()?;
        let mut words = text.split_whitespace();
        let visited: u64 = words.next()?.parse().ok()?;
        let sum: u64 = words.next()?.parse().ok()?;
        let time = Duration::from_secs_f64(words.next()?.parse().ok()?);
        if best.is_none_or(|(_, _, b)| time < b) {
            best = Some((visited, sum, time));
        }
    }
    best
}

fn main() {
    let c = compile_c("knights", 2);
    println!("Method (c): Warnsdorff's rule, Roth's tie-break, from a corner (one thread)");
    println!(
        "{:>11} {:>10} {:>10} {:>10} {:>8}",
        "board", "ours ms", "chain ms", "C ms", "ours/C"
    );
    for side in [100, 500, 1000, MAX_SIDE] {
        let Ok(size) = BoardSize::new(side, side) else {
            continue;
        };
        let start = Square::new(0, 0);
        let rule = Rule::facing(TieBreak::Farthest, size, start);
        let (ours, tour) = best_of(RUNS, || run(size, start, rule));
        let Ok(tour) = tour else {
            println!("{size:>11} Roth's rule got stuck");
            continue;
        };
        let (chain, _) = best_of(RUNS, || open_tour(size, start));
        let (c_time, ratio) = match c.as_deref().and_then(|b| run_c(b, size, start, RUNS)) {
            Some((visited, sum, c_time)) => {
                assert_eq!(visited as usize, size.squares(), "the C port got stuck");
                assert_eq!(sum, checksum(&tour), "C and Rust made different tours");
                (
                    ms(c_time),
                    format!("{:.2}", ours.as_secs_f64() / c_time.as_secs_f64()),
                )
            }
            None => ("-".into(), "-".into()),
        };
        println!(
            "{:>11} {:>10} {:>10} {c_time:>10} {ratio:>8}",
            size.to_string(),
            ms(ours),
            ms(chain)
        );
    }

    println!("\nMethod (d): closed tour by divide and conquer");
    for (rows, cols) in [
        (100, 100),
        (1000, 1000),
        (999, 1000),
        (3, MAX_SIDE),
        (MAX_SIDE, MAX_SIDE),
    ] {
        let Ok(size) = BoardSize::new(rows, cols) else {
            continue;
        };
        let (time, tour) = best_of(RUNS, || closed_tour(size));
        let built = if tour.is_ok() { "" } else { " (not built)" };
        println!("{:>11} {:>10} ms{built}", size.to_string(), ms(time));
    }

    println!("\nExistence check (board and start)");
    let cases = [
        ("1000×1000, corner", 1000, 1000, 0, 0),
        ("999×999, b1", 999, 999, 998, 1),
        ("4×1000, inner row", 4, 1000, 1, 500),
        ("3×8, b2 (searched)", 3, 8, 1, 1),
        ("5×5, centre (searched)", 5, 5, 2, 2),
        ("4×7, corner (searched)", 4, 7, 0, 0),
    ];
    for (name, rows, cols, row, col) in cases {
        let Ok(size) = BoardSize::new(rows, cols) else {
            continue;
        };
        let start = Square::new(row, col);
        let (time, verdict) = best_of(RUNS, || existence::start(size, TourKind::Open, start));
        println!(
            "{name:>24}: {:>9.1} µs  {verdict:?}",
            time.as_secs_f64() * 1e6
        );
    }
    let mut worst = (Duration::ZERO, String::new());
    for rows in 1..=30u32 {
        for cols in 1..=30 / rows {
            let Ok(size) = BoardSize::new(rows, cols) else {
                continue;
            };
            for index in 0..size.squares() {
                let start = size.square(index);
                let (time, _) = best_of(1, || existence::start(size, TourKind::Open, start));
                if time > worst.0 {
                    worst = (time, format!("{size} from {}", size.name(start)));
                }
            }
        }
    }
    println!(
        "slowest start on boards of ≤ 30 squares: {:.1} µs ({})",
        worst.0.as_secs_f64() * 1e6,
        worst.1
    );
}
