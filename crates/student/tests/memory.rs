//! The memory limit, under the worker's counting allocator as in the worker's build: a program
//! that keeps growing a list ends in Python's `MemoryError` at its line, a program within the
//! limit runs to its end, and the memory is given back for the next run. One test: the
//! allocator's count is the whole process's, which tests run side by side would share.

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
    let within = "rows = [[0] * 100 for _ in range(1000)]\nprint(len(rows))\n";
    let ran = run(within, vec![], &mut NoBoard, limits);
    assert_eq!((ran.end, ran.output.as_str()), (End::Finished, "1000\n"));
    let hoarder = "kept = []\nwhile True:\n    kept.append([0] * 10000)\n";
    let ran = run(hoarder, vec![], &mut NoBoard, limits);
    match ran.end {
        End::Error(PythonError { kind, line, .. }) => {
            assert_eq!(kind, "MemoryError");
            assert_eq!(line, Some(3));
        }
        other => panic!("the hoarder ended as {other:?}"),
    }
    // The memory is given back: the next program runs under the same limit.
    let ran = run(within, vec![], &mut NoBoard, limits);
    assert_eq!((ran.end, ran.output.as_str()), (End::Finished, "1000\n"));
}
