//! What the native benchmarks share: the best of several timings, and the C references compiled
//! in the same run, so that each figure is a ratio against the C program on the same machine.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

/// The best of `runs` timings of `work`, and its last result.
pub fn best_of<T>(runs: usize, mut work: impl FnMut() -> T) -> (Duration, T) {
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

/// Compiles `benches/c/{name}.c` at `-O{level}`; `None` (with the reason printed) if there is no
/// C compiler.
pub fn compile_c(name: &str, level: u8) -> Option<PathBuf> {
    let source = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("benches/c/{name}.c"));
    let binary = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("{name}-c"));
    match Command::new("cc")
        .arg(format!("-O{level}"))
        .arg("-o")
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
