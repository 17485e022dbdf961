//! The C knight's tour program's backtracking (`addknight()`), run as a state machine that can
//! pause between any two events, and the same search with Warnsdorff's move order.
//!
//! The C program, generalised from 8×8 to `rows`×`cols` (`N` squares), with the globals `i`, `j`,
//! `move_num`, `arr`, `row[]`, `col[]`:
//!
//! ```text
//! addknight():
//!     arr[i][j] = 1; row[move_num] = i; col[move_num] = j; move_num++;   // event Move
//!     for (a = 0; a <= 7; a++) {
//!         if (move_num >= N) exit;                                       // event Complete
//!         b = i + ktmov1[a]; e = j + ktmov2[a];
//!         if (off the board || arr[b][e] == 1) continue;
//!         i = b; j = e; addknight();
//!     }
//!     move_num--; arr[row[move_num]][col[move_num]] = 0;                  // event Backtrack
//!     move_num--; i = row[move_num]; j = col[move_num]; move_num++;
//! ```
//!
//! Its details kept here: the full board is noticed only at the top of the loop, before the first
//! move is tried (one `Complete` right after the last `Move`, and the search ends as `exit` does);
//! the restore sequence after the loop sets `i`, `j` back to the caller's square from `row[]` and
//! `col[]`, which is what the caller's loop goes on from; `row[]`/`col[]` keep their stale entries
//! past `move_num`. One difference: when the first call returns (no tour from the start), the C
//! program reads `row[-1]`, outside its array, and then ends; here `i`, `j` stay on the start.
//!
//! A call whose loop ends without having entered any square is a `DeadEnd` (an event before its
//! `Backtrack`): since every deeper call restores the board, that is a square with no unvisited
//! square a knight's move away.
//!
//! [`Method::WarnsdorffBacktracking`] is the same program, except that each call, once entered,
//! rates its moves (event `Candidates`) and loops over them in that order (the unvisited squares by
//! rating, ties in the C program's order, then the other moves, which the loop skips as the C
//! program does).
//!
//! [`Method::WarnsdorffBacktracking`]: super::Method::WarnsdorffBacktracking

use super::candidates::Candidates;
use super::event::KnightEvent;
use super::frame::{SeedState, SEED_TAIL};
use crate::knights::board::{BoardSize, Square, KNIGHT_MOVES};

/// Bits per move index in a packed move order.
const MOVE_BITS: u32 = 3;

/// The C program's order, `ktmov[0..8]`, packed: move `a` of the loop is `(order >> 3a) & 7`.
const SEED_ORDER: u32 = 0o76543210;

/// One active call of `addknight()`.
#[derive(Clone, Copy, Debug)]
struct Call {
    /// The call's move order, packed (see [`SEED_ORDER`]).
    order: u32,
    /// Its loop variable `a`.
    a: u8,
    /// Whether it has entered a square (called `addknight()`).
    went_on: bool,
}

impl Call {
    /// The index into `ktmov1`/`ktmov2` of the call's move `a`.
    fn move_index(self) -> usize {
        (self.order >> (MOVE_BITS * u32::from(self.a)) & 7) as usize
    }
}

/// Where the program is between two events.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// `addknight()` is called on `(i, j)`.
    Enter,
    /// The new call rates its moves ([`Method::WarnsdorffBacktracking`] only).
    ///
    /// [`Method::WarnsdorffBacktracking`]: super::Method::WarnsdorffBacktracking
    Rate,
    /// The innermost call's loop, at its current `a`.
    Loop,
    /// A call has returned: its caller's loop does `a++`.
    Resume,
    /// The innermost call's loop has ended: the restore sequence.
    Restore,
    /// `exit`, or the first call has returned.
    Done,
}

/// The C program's variables, with the call stack made explicit.
#[derive(Clone, Debug)]
pub(super) struct Backtrack {
    size: BoardSize,
    /// Whether calls sort their moves by rating.
    sorted: bool,
    /// `arr`, row by row.
    arr: Vec<bool>,
    /// `row[]` and `col[]`, as squares: `N` entries, the first `move_num` the path.
    row_col: Vec<Square>,
    /// The active calls, outermost first.
    calls: Vec<Call>,
    move_num: usize,
    /// The globals `i`, `j`.
    at: Square,
    phase: Phase,
}

impl Backtrack {
    /// The program before `main()` calls `addknight()` with `(i, j) = start`; every array is zero,
    /// as the C program's globals are, and has its full size (nothing is allocated later).
    pub(super) fn new(size: BoardSize, start: Square, sorted: bool) -> Self {
        let squares = size.squares();
        Self {
            size,
            sorted,
            arr: vec![false; squares],
            row_col: vec![Square::new(0, 0); squares],
            calls: Vec::with_capacity(squares),
            move_num: 0,
            at: start,
            phase: Phase::Enter,
        }
    }

    /// The path: `row[0..move_num]`, `col[0..move_num]`.
    pub(super) fn path(&self) -> &[Square] {
        &self.row_col[..self.move_num]
    }

    /// Roughly the bytes a clone holds.
    pub(super) fn memory_bytes(&self) -> usize {
        let per_square = std::mem::size_of::<bool>()
            + std::mem::size_of::<Square>()
            + std::mem::size_of::<Call>();
        std::mem::size_of::<Self>() + per_square * self.arr.len()
    }

    /// Whether the square has been visited (`arr[..] == 1`).
    fn visited(&self, square: Square) -> bool {
        self.arr[self.size.index(square)]
    }

    /// The innermost call's candidates, rated on the board as it is.
    fn rate(&self) -> Candidates {
        Candidates::rated(self.size, self.at, |s| self.visited(s))
    }

    /// Runs the program up to its next event; `None` once it has ended.
    pub(super) fn step(&mut self) -> Option<KnightEvent> {
        let squares = self.arr.len();
        loop {
            match self.phase {
                Phase::Enter => return Some(self.enter()),
                Phase::Rate => {
                    self.phase = Phase::Loop;
                    if self.move_num >= squares {
                        // The board is full: nothing to choose, the loop exits.
                        continue;
                    }
                    let candidates = self.rate();
                    if let Some(call) = self.calls.last_mut() {
                        call.order = order_of(&candidates);
                    }
                    return Some(KnightEvent::Candidates {
                        from: self.at,
                        candidates,
                    });
                }
                Phase::Resume => {
                    if let Some(call) = self.calls.last_mut() {
                        call.a += 1;
                    }
                    self.phase = Phase::Loop;
                }
                Phase::Loop => {
                    if let Some(event) = self.run_loop() {
                        return Some(event);
                    }
                }
                Phase::Restore => return Some(self.restore()),
                Phase::Done => return None,
            }
        }
    }

    /// `arr[i][j] = 1; row[move_num] = i; col[move_num] = j; move_num++;`
    fn enter(&mut self) -> KnightEvent {
        let index = self.size.index(self.at);
        self.arr[index] = true;
        self.row_col[self.move_num] = self.at;
        self.move_num += 1;
        if let Some(caller) = self.calls.last_mut() {
            caller.went_on = true;
        }
        self.calls.push(Call {
            order: SEED_ORDER,
            a: 0,
            went_on: false,
        });
        self.phase = if self.sorted {
            Phase::Rate
        } else {
            Phase::Loop
        };
        KnightEvent::Move {
            square: self.at,
            // A board has at most MAX_SIDE² = 4M squares.
            number: self.move_num as u32,
        }
    }

    /// The innermost call's loop from its current `a`: returns `Complete` or `DeadEnd`, or `None`
    /// when it calls `addknight()` (the next phase makes the event) or ends with no event.
    fn run_loop(&mut self) -> Option<KnightEvent> {
        let squares = self.arr.len();
        let Some(call) = self.calls.last_mut() else {
            self.phase = Phase::Done;
            return None;
        };
        while usize::from(call.a) < KNIGHT_MOVES.len() {
            if self.move_num >= squares {
                self.phase = Phase::Done;
                let closed = self.move_num >= 2
                    && BoardSize::is_knight_move(self.row_col[self.move_num - 1], self.row_col[0]);
                return Some(KnightEvent::Complete { closed });
            }
            let to = self.size.step(self.at, KNIGHT_MOVES[call.move_index()]);
            match to {
                Some(to) if !self.arr[self.size.index(to)] => {
                    self.at = to;
                    self.phase = Phase::Enter;
                    return None;
                }
                _ => call.a += 1,
            }
        }
        self.phase = Phase::Restore;
        (!call.went_on).then_some(KnightEvent::DeadEnd { square: self.at })
    }

    /// The restore sequence after the loop, and the return to the caller.
    fn restore(&mut self) -> KnightEvent {
        self.calls.pop();
        // move_num--; arr[row[move_num]][col[move_num]] = 0;
        self.move_num -= 1;
        let freed = self.row_col[self.move_num];
        let index = self.size.index(freed);
        self.arr[index] = false;
        let number = self.move_num as u32 + 1;
        // move_num--; i = row[move_num]; j = col[move_num]; move_num++;
        if self.move_num == 0 {
            // The first call returns: the C program would read row[-1]; main() ends.
            self.phase = Phase::Done;
        } else {
            self.at = self.row_col[self.move_num - 1];
            self.phase = Phase::Resume;
        }
        KnightEvent::Backtrack {
            square: freed,
            number,
        }
    }

    /// The C program's variables for the state panel.
    pub(super) fn state(&self) -> SeedState {
        let tail_start = self.move_num.saturating_sub(SEED_TAIL);
        let rated = self.sorted
            && !matches!(self.phase, Phase::Enter | Phase::Rate)
            && (1..self.arr.len()).contains(&self.move_num);
        SeedState {
            move_num: self.move_num as u32,
            at: self.at,
            a: self.calls.last().map(|call| call.a),
            tail_start: tail_start as u32,
            tail: self.row_col[tail_start..self.move_num].to_vec(),
            arr: self.arr.clone(),
            candidates: rated.then(|| {
                let square = self.row_col[self.move_num - 1];
                Candidates::rated(self.size, square, |s| self.visited(s))
            }),
        }
    }
}

/// The move order of a call with these candidates: theirs first, then the other moves in the C
/// program's order.
fn order_of(candidates: &Candidates) -> u32 {
    let rest = (0..KNIGHT_MOVES.len() as u32).filter(|k| !candidates_use(candidates, *k));
    let first = candidates
        .as_slice()
        .iter()
        .map(|c| u32::from(c.move_index));
    first
        .chain(rest)
        .zip(0..)
        .fold(0, |order, (k, at)| order | k << (MOVE_BITS * at))
}

/// Whether move `k` is one of the candidates'.
fn candidates_use(candidates: &Candidates, k: u32) -> bool {
    candidates
        .as_slice()
        .iter()
        .any(|c| u32::from(c.move_index) == k)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn orders_put_the_candidates_first_then_the_rest_in_the_seeds_order() {
        let call = |order| Call {
            order,
            a: 0,
            went_on: false,
        };
        let seed: Vec<usize> = (0..8)
            .map(|a| {
                Call {
                    a,
                    ..call(SEED_ORDER)
                }
                .move_index()
            })
            .collect();
        assert_eq!(seed, (0..8).collect::<Vec<_>>());

        let size = BoardSize::new(5, 5).unwrap();
        let centre = Square::new(2, 2);
        let visited = |s: Square| s == centre || s == Square::new(0, 3);
        let candidates = Candidates::rated(size, centre, visited);
        let order = order_of(&candidates);
        let indices: Vec<usize> = (0..8)
            .map(|a| Call { a, ..call(order) }.move_index())
            .collect();
        let expected: Vec<usize> = candidates
            .as_slice()
            .iter()
            .map(|c| usize::from(c.move_index))
            .chain([0])
            .collect();
        // (0, 3) is move 0 from the centre: visited, so last.
        assert_eq!(indices, expected);
    }
}
