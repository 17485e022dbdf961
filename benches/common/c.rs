//! The benchmarks' C references: compiled in the same run, so that each figure is a ratio against
//! the C program on the same machine.

use std::path::{Path, PathBuf};
use std::process::Command;

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
