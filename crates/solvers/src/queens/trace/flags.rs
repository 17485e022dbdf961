//! The Java program (`NQueen`) and the C program's recursive version: backtracking with flag
//! arrays for columns and both diagonals, run as an explicit-stack state machine so it can pause
//! between any two events.
//!
//! The Java program, transcribed with 1-based `i`, `j`:
//!
//! ```text
//! check(i, j) = c[j] && c1[i - j + N - 1] && c2[i + j - 2]      // short-circuit, in that order
//! NQueen(i):
//!     for j in 1..=N:
//!         if check(i, j):
//!             x[i] = j; c[j] = c1[..] = c2[..] = false
//!             if i == N: record x else NQueen(i + 1)
//!             c[j] = c1[..] = c2[..] = true
//! ```
//!
//! Events: each `j` of the loop is a `Try`; `check` failing is `Attacked` (the flags only say
//! which line is taken, so the tracer names the queen on that line for display, outside the
//! count), otherwise `Place`; resetting the flags after the call is `Remove`.

use super::event::Event;
use super::state::AlgorithmState;
use super::tracer::Counters;
use crate::code::queens::{FLAGS_CHECK, FLAGS_PLACE, FLAGS_RECORD, FLAGS_REMOVE, FLAGS_TRY};
use crate::queens::placement::AttackLine;

/// Where the recursion is between two events.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// The innermost call's loop moves to its next `j`, or the call returns.
    Loop,
    /// `j` was tried: run `check(i, j)`.
    Check,
    /// A queen was placed: record a solution or call `NQueen(i + 1)`.
    Placed,
    /// The innermost call's queen is lifted and its flags reset.
    Unplace,
}

/// The Java program's variables, with the call stack made explicit.
#[derive(Clone, Debug)]
pub(super) struct Flags {
    /// The loop variable `j` of each active call `NQueen(1..=i)` (0 before its loop starts).
    calls: Vec<u32>,
    c: Vec<bool>,
    c1: Vec<bool>,
    c2: Vec<bool>,
    phase: Phase,
}

impl Flags {
    /// All lines free; `NQueen(1)` is entered.
    pub(super) fn new(n: usize) -> Self {
        Self {
            calls: vec![0],
            c: vec![true; n],
            c1: vec![true; 2 * n - 1],
            c2: vec![true; 2 * n - 1],
            phase: Phase::Loop,
        }
    }

    /// The state panel's view.
    pub(super) fn state(&self) -> AlgorithmState {
        AlgorithmState::Flags {
            calls: self.calls.clone(),
            c: self.c.clone(),
            c1: self.c1.clone(),
            c2: self.c2.clone(),
        }
    }

    /// The innermost call's 0-based square `(i - 1, j - 1)` and its flag indices.
    fn square(&self) -> Option<Square> {
        let n = self.c.len();
        let (row, &j) = (self.calls.len().checked_sub(1)?, self.calls.last()?);
        let col = (j as usize).checked_sub(1)?;
        Some(Square {
            row,
            col,
            diagonal: row + n - 1 - col,
            anti_diagonal: row + col,
        })
    }

    /// The line of the program that did `event`: one per kind of event.
    pub(super) fn line(event: &Event) -> u8 {
        match event {
            Event::Try { .. } => FLAGS_TRY,
            Event::Place { .. } => FLAGS_PLACE,
            Event::Solution { .. } => FLAGS_RECORD,
            Event::Remove { .. } => FLAGS_REMOVE,
            // An `Attacked`: it makes no other event.
            _ => FLAGS_CHECK,
        }
    }

    /// Runs the recursion up to its next event.
    pub(super) fn step(
        &mut self,
        queens: &[Option<usize>],
        counters: &mut Counters,
    ) -> Option<Event> {
        let n = self.c.len();
        loop {
            match self.phase {
                Phase::Loop => {
                    let j = self.calls.last_mut()?;
                    if (*j as usize) < n {
                        *j += 1;
                        self.phase = Phase::Check;
                        let s = self.square()?;
                        return Some(Event::Try {
                            row: s.row,
                            col: s.col,
                        });
                    }
                    // The loop is over: return to the caller, which lifts its queen.
                    self.calls.pop();
                    if self.calls.is_empty() {
                        return None;
                    }
                    self.phase = Phase::Unplace;
                }
                Phase::Check => {
                    let s = self.square()?;
                    self.phase = Phase::Loop;
                    let lines = [
                        (self.c[s.col], AttackLine::Column),
                        (self.c1[s.diagonal], AttackLine::Diagonal),
                        (self.c2[s.anti_diagonal], AttackLine::AntiDiagonal),
                    ];
                    for (free, line) in lines {
                        counters.conflict_checks += 1;
                        if !free {
                            return Some(attacked(queens, s.row, s.col, line));
                        }
                    }
                    self.set_lines(s, false);
                    self.phase = Phase::Placed;
                    return Some(Event::Place {
                        row: s.row,
                        col: s.col,
                    });
                }
                Phase::Placed => {
                    if self.calls.len() == n {
                        self.phase = Phase::Unplace;
                        return Some(Event::solution(queens, counters.solutions));
                    }
                    self.calls.push(0);
                    self.phase = Phase::Loop;
                }
                Phase::Unplace => {
                    let s = self.square()?;
                    self.set_lines(s, true);
                    self.phase = Phase::Loop;
                    return Some(Event::Remove {
                        row: s.row,
                        col: s.col,
                    });
                }
            }
        }
    }

    fn set_lines(&mut self, s: Square, free: bool) {
        self.c[s.col] = free;
        self.c1[s.diagonal] = free;
        self.c2[s.anti_diagonal] = free;
    }
}

/// A 0-based square with its indices into `c1` and `c2`.
#[derive(Clone, Copy, Debug)]
struct Square {
    row: usize,
    col: usize,
    diagonal: usize,
    anti_diagonal: usize,
}

/// The `Attacked` event for `(row, col)`, naming the queen on the taken `line`. The flags
/// mirror the board, so that queen exists; it is looked up for display only.
fn attacked(queens: &[Option<usize>], row: usize, col: usize, line: AttackLine) -> Event {
    let on_line = |r: usize, c: usize| match line {
        AttackLine::Column => c == col,
        AttackLine::Diagonal => c + row == col + r,
        AttackLine::AntiDiagonal => c + r == col + row,
    };
    let (by_row, by_col) = queens
        .iter()
        .enumerate()
        .find_map(|(r, q)| q.filter(|&c| on_line(r, c)).map(|c| (r, c)))
        .expect("a taken flag has its queen on the board");
    Event::Attacked {
        row,
        col,
        by_row,
        by_col,
        line,
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::next_bounded;
    use super::super::{Algorithm, Tracer};
    use super::*;

    #[test]
    fn flags_follow_the_board() {
        let mut t = Tracer::new(Algorithm::Flags, 6).unwrap();
        while next_bounded(&mut t).is_some() {
            let AlgorithmState::Flags { calls, c, c1, c2 } = t.state() else {
                panic!("flags state");
            };
            assert!(calls.len() <= 6);
            let n = 6;
            let (mut free_c, mut free_c1, mut free_c2) =
                (vec![true; n], vec![true; 11], vec![true; 11]);
            for (row, q) in t.queens().iter().enumerate() {
                if let Some(col) = *q {
                    free_c[col] = false;
                    free_c1[row + n - 1 - col] = false;
                    free_c2[row + col] = false;
                }
            }
            assert_eq!((c, c1, c2), (free_c, free_c1, free_c2));
        }
        // `NQueen(1)` has returned with every flag reset.
        assert_eq!(
            t.state(),
            AlgorithmState::Flags {
                calls: vec![],
                c: vec![true; 6],
                c1: vec![true; 11],
                c2: vec![true; 11],
            }
        );
    }
}
