//! The memory limit: a program that keeps growing a list ends in Python's `MemoryError` at its
//! line, and the next program runs as before. Under the worker's counting allocator, as in the
//! worker's build.

mod no_board;

use no_board::NoBoard;
use nqueens_student::outcome::{End, Limits, PythonError};
use nqueens_student::run::run;

#[global_allocator]
static ALLOCATOR: monty_alloc::LimitedAllocator = monty_alloc::LimitedAllocator;

#[test]
fn a_program_past_its_memory_ends_in_a_memory_error_at_its_line() {
    let limits = Limits {
        memory: 8 * 1024 * 1024,
        ..Limits::default()
    };
    let hoarder = "kept = []\nwhile True:\n    kept.append([0] * 10000)\n";
    let ran = run(hoarder, vec![], &mut NoBoard, limits);
    match ran.end {
        End::Error(PythonError { kind, line, .. }) => {
            assert_eq!(kind, "MemoryError");
            assert_eq!(line, Some(3));
        }
        other => panic!("the hoarder ended as {other:?}"),
    }
    // The memory is given back: a small program runs under the same limit.
    let ran = run("print(sum(range(10)))\n", vec![], &mut NoBoard, limits);
    assert_eq!((ran.end, ran.output.as_str()), (End::Finished, "45\n"));
}

#[test]
fn a_program_within_its_memory_runs_to_its_end() {
    let ran = run(
        "rows = [[0] * 100 for _ in range(1000)]\nprint(len(rows))\n",
        vec![],
        &mut NoBoard,
        Limits::default(),
    );
    assert_eq!((ran.end, ran.output.as_str()), (End::Finished, "1000\n"));
}
