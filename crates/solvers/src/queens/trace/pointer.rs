//! The C# program: the iterative search over `M[1..N]` with the pointer `p`, checking each
//! candidate against the earlier queens with `Strike` / `IsStrike`.
//!
//! The C# program's loop, transcribed:
//!
//! ```text
//! p = 1; M[1] = 0;
//! while (p > 0) {
//!     M[p]++;
//!     if (M[p] > N) { while (M[p] > N) p--; }          // rewind (runs once: M[p-1] <= N)
//!     else if (!Strike(M, p)) {
//!         if (p == N) { record M; p--; }               // the rest of row N is skipped
//!         else { p++; M[p] = 0; }
//!     }
//! }
//! ```
//!
//! Events: `M[p]++` onto the board is a `Try`; `Strike` finding an earlier queen is `Attacked`
//! (by the first one, as `Strike` stops there), otherwise `Place`. When the pointer moves left,
//! the queens at and below it leave the board, deepest first, one `Remove` each.

use super::event::Event;
use super::state::AlgorithmState;
use super::tracer::Counters;
use crate::code::queens::{
    POINTER_LIFT, POINTER_PLACE, POINTER_RECORD, POINTER_REWIND, POINTER_STRIKE, POINTER_TRY,
};
use crate::queens::placement::AttackLine;

/// Where the C# program's loop is between two events.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// At the top of `while (p > 0)`.
    Increment,
    /// `M[p]` was tried: run `Strike(M, p)`.
    Strike,
    /// The last row was placed: record the solution and `p--`.
    Record,
}

/// The C# program's variables.
#[derive(Clone, Debug)]
pub(super) struct Pointer {
    /// `M[1..N]`: `m[k]` is `M[k + 1]`.
    m: Vec<u32>,
    /// The pointer, 1-based; 0 ends the search.
    p: usize,
    phase: Phase,
}

impl Pointer {
    /// `p = 1; M[p] = 0;`
    pub(super) fn new(n: usize) -> Self {
        Self {
            m: vec![0; n],
            p: 1,
            phase: Phase::Increment,
        }
    }

    /// The state panel's view.
    pub(super) fn state(&self) -> AlgorithmState {
        AlgorithmState::Pointer {
            m: self.m.clone(),
            p: self.p,
        }
    }

    /// The line of the program that did `event`, after the line `previous`. The two queens
    /// lifted after a solution (rows N and N - 1) come from its `p--`, the others from the rewind.
    pub(super) fn line(&self, event: &Event, previous: Option<u8>) -> u8 {
        let n = self.m.len();
        match *event {
            Event::Try { .. } => POINTER_TRY,
            Event::Place { .. } => POINTER_PLACE,
            Event::Solution { .. } => POINTER_RECORD,
            Event::Remove { row, .. } => {
                let after_solution =
                    row + 1 == n || (row + 2 == n && previous == Some(POINTER_LIFT));
                if after_solution {
                    POINTER_LIFT
                } else {
                    POINTER_REWIND
                }
            }
            // An `Attacked`: it makes no other event.
            _ => POINTER_STRIKE,
        }
    }

    /// Runs the C# program up to its next event.
    pub(super) fn step(
        &mut self,
        queens: &[Option<usize>],
        counters: &mut Counters,
    ) -> Option<Event> {
        let n = self.m.len();
        loop {
            match self.phase {
                Phase::Increment => {
                    // Rows p..N (1-based) are not placed any more: lift their queens first.
                    let lift = queens
                        .iter()
                        .enumerate()
                        .skip(self.p.saturating_sub(1))
                        .rev()
                        .find_map(|(row, q)| q.map(|col| (row, col)));
                    if let Some((row, col)) = lift {
                        return Some(Event::Remove { row, col });
                    }
                    if self.p == 0 {
                        return None;
                    }
                    let x = &mut self.m[self.p - 1];
                    *x += 1;
                    if *x as usize > n {
                        self.p -= 1;
                        continue;
                    }
                    self.phase = Phase::Strike;
                    return Some(Event::Try {
                        row: self.p - 1,
                        col: *x as usize - 1,
                    });
                }
                Phase::Strike => return Some(self.strike(counters)),
                Phase::Record => {
                    self.p -= 1;
                    self.phase = Phase::Increment;
                    return Some(Event::solution(queens, counters.solutions));
                }
            }
        }
    }

    /// `Strike(M, p)`: `IsStrike` against queens `1..p-1`, stopping at the first that beats.
    fn strike(&mut self, counters: &mut Counters) -> Event {
        let n = self.m.len();
        let (px, py) = (self.m[self.p - 1], self.p as u32);
        let (row, col) = (self.p - 1, px as usize - 1);
        self.phase = Phase::Increment;
        for (by_row, &x) in self.m[..self.p - 1].iter().enumerate() {
            let (line, comparisons) = is_strike(n as u32, x, by_row as u32 + 1, px, py);
            counters.conflict_checks += comparisons;
            if let Some(line) = line {
                return Event::Attacked {
                    row,
                    col,
                    by_row,
                    by_col: x as usize - 1,
                    line,
                };
            }
        }
        if self.p == n {
            self.phase = Phase::Record;
        } else {
            self.p += 1;
            self.m[self.p - 1] = 0;
        }
        Event::Place { row, col }
    }
}

/// The outcome of the C# program's `IsStrike(x1, y1, x2, y2)` on an `n`×`n` board (1-based
/// squares), and the number of comparisons it makes: one for `x1 == x2 || y1 == y2`, then one per
/// square visited on the rays left-up, right-down, right-up, left-down from `(x1, y1)`, in that
/// order, until it reaches `(x2, y2)`.
///
/// Computed in O(1) from the rays' lengths instead of walking them; the test below checks it
/// against a literal transcription of the C# code.
fn is_strike(n: u32, x1: u32, y1: u32, x2: u32, y2: u32) -> (Option<AttackLine>, u64) {
    if x1 == x2 || y1 == y2 {
        return (Some(AttackLine::Column), 1);
    }
    let (dx, dy) = (i64::from(x2) - i64::from(x1), i64::from(y2) - i64::from(y1));
    let [up_left, down_right, up_right, down_left] = rays(n, x1, y1);
    // (ray length, distance to (x2, y2) along the ray if it lies on it, line)
    let rays = [
        (
            up_left,
            (dx == dy && dx < 0).then_some(-dx),
            AttackLine::Diagonal,
        ),
        (
            down_right,
            (dx == dy && dx > 0).then_some(dx),
            AttackLine::Diagonal,
        ),
        (
            up_right,
            (dx == -dy && dx > 0).then_some(dx),
            AttackLine::AntiDiagonal,
        ),
        (
            down_left,
            (dx == -dy && dx < 0).then_some(-dx),
            AttackLine::AntiDiagonal,
        ),
    ];
    let mut comparisons = 1;
    for (length, hit, line) in rays {
        match hit {
            Some(distance) if distance <= i64::from(length) => {
                return (Some(line), comparisons + distance as u64);
            }
            _ => comparisons += u64::from(length),
        }
    }
    (None, comparisons)
}

/// The lengths of the four rays `IsStrike` walks from the queen at `(x, y)` (1-based) on an
/// `n`×`n` board, in its order: left-up, right-down, right-up, left-down.
pub(super) fn rays(n: u32, x: u32, y: u32) -> [u32; 4] {
    let (left, right, up, down) = (x - 1, n - x, y - 1, n - y);
    [left.min(up), right.min(down), right.min(up), left.min(down)]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::playback::Trace;

    /// The C# program's `IsStrike`, statement for statement, counting comparisons.
    fn is_strike_literal(n: i64, x1: i64, y1: i64, x2: i64, y2: i64) -> (Option<AttackLine>, u64) {
        let mut count = 1;
        if x1 == x2 || y1 == y2 {
            return (Some(AttackLine::Column), count);
        }
        let rays = [
            (-1, -1, AttackLine::Diagonal),
            (1, 1, AttackLine::Diagonal),
            (1, -1, AttackLine::AntiDiagonal),
            (-1, 1, AttackLine::AntiDiagonal),
        ];
        for (sx, sy, line) in rays {
            let (mut tx, mut ty) = (x1 + sx, y1 + sy);
            while (1..=n).contains(&tx) && (1..=n).contains(&ty) {
                count += 1;
                if tx == x2 && ty == y2 {
                    return (Some(line), count);
                }
                tx += sx;
                ty += sy;
            }
        }
        (None, count)
    }

    #[test]
    fn is_strike_matches_the_seed_on_every_pair_of_squares() {
        for n in 1..=7u32 {
            for x1 in 1..=n {
                for y1 in 1..=n {
                    for x2 in 1..=n {
                        for y2 in 1..=n {
                            let literal = is_strike_literal(
                                n.into(),
                                x1.into(),
                                y1.into(),
                                x2.into(),
                                y2.into(),
                            );
                            assert_eq!(
                                is_strike(n, x1, y1, x2, y2),
                                literal,
                                "n={n} ({x1},{y1}) ({x2},{y2})"
                            );
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn first_steps_of_four() {
        let mut t = super::super::Tracer::new(super::super::Algorithm::Pointer, 4).unwrap();
        let events: Vec<Event> = (0..6).filter_map(|_| t.next_event()).collect();
        assert_eq!(
            events,
            vec![
                Event::Try { row: 0, col: 0 },
                Event::Place { row: 0, col: 0 },
                Event::Try { row: 1, col: 0 },
                Event::Attacked {
                    row: 1,
                    col: 0,
                    by_row: 0,
                    by_col: 0,
                    line: AttackLine::Column
                },
                Event::Try { row: 1, col: 1 },
                Event::Attacked {
                    row: 1,
                    col: 1,
                    by_row: 0,
                    by_col: 0,
                    line: AttackLine::Diagonal
                },
            ]
        );
        // IsStrike((1,1), (1,2)): 1 comparison; IsStrike((1,1), (2,2)): 1 + 0 (left-up) + 1.
        assert_eq!(t.counters().conflict_checks, 3);
        assert_eq!(
            t.state(),
            AlgorithmState::Pointer {
                m: vec![1, 2, 0, 0],
                p: 2
            }
        );
    }
}
