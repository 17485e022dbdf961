//! The blocks' own tours, found by the backtracking search when a construction needs them (each
//! takes microseconds: a few hundred moves at most), with the moves the joins rely on.
//!
//! A join to the right uses the left block's move b3–d4 mirrored to its top-right corner,
//! `(1, cols − 2)–(3, cols − 1)`, and the corner move `(0, 0)–(2, 1)` of the block on the right;
//! a join downwards uses the upper block's move `(rows − 2, 1)–(rows − 1, 3)` and the corner move
//! `(0, 0)–(1, 2)` of the block below. A corner square has only those two moves, so every closed
//! tour of a block uses both; the other two moves are asked of the search.

use super::super::board::{BoardSize, Square};
use super::super::search::{End, Goal, Outcome};
use super::links::Piece;

/// The most moves a block's search may try. The searches the constructions make need at most a
/// few hundred (the tests run all of them); this bounds a search that would go astray.
const BUDGET: u64 = 1_000_000;

/// Which joins a block takes part in, so which moves its tour must have.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Joins {
    /// Joined to the block above it (through its corner move `(0, 0)–(1, 2)`).
    pub above: bool,
    /// Joined to the block on its left (through its corner move `(0, 0)–(2, 1)`).
    pub left: bool,
    /// Joined to the block on its right (through `(1, cols − 2)–(3, cols − 1)`).
    pub right: bool,
    /// Joined to the block below it (through `(rows − 2, 1)–(rows − 1, 3)`).
    pub below: bool,
}

impl Joins {
    /// The moves these joins need in a `rows` × `cols` block.
    fn moves(self, rows: u32, cols: u32) -> Vec<(Square, Square)> {
        let s = Square::new;
        [
            (self.above, (s(0, 0), s(1, 2))),
            (self.left, (s(0, 0), s(2, 1))),
            (self.right, (s(1, cols - 2), s(3, cols - 1))),
            (self.below, (s(rows - 2, 1), s(rows - 1, 3))),
        ]
        .into_iter()
        .filter_map(|(needed, pair)| needed.then_some(pair))
        .collect()
    }
}

/// The piece of what `goal` finds within the budget.
fn piece(goal: &Goal) -> Option<Piece> {
    let Outcome::Found(path) = goal.find(Some(BUDGET)) else {
        return None;
    };
    let size = goal.size;
    let indices: Vec<usize> = path.iter().map(|&s| size.index(s)).collect();
    let closed = goal.end == End::NextToStart;
    Some(Piece::from_path(size.rows, size.cols, &indices, closed))
}

/// A closed tour of a `rows` × `cols` block (sides 5 to 11, one even) with the moves of every
/// join (its corner moves are in any closed tour; the other two are asked for).
pub fn cycle(rows: u32, cols: u32) -> Option<Piece> {
    let size = BoardSize::new(rows, cols).ok()?;
    let mut goal = Goal::closed(size, Square::new(0, 0));
    goal.required = Joins {
        right: true,
        below: true,
        ..Joins::default()
    }
    .moves(rows, cols);
    piece(&goal)
}

/// An open tour of a `rows` × `cols` block (both sides odd) from `start`, with the moves of
/// `joins`: the block of an open tour that holds its start.
pub fn anchor(rows: u32, cols: u32, start: Square, joins: Joins) -> Option<Piece> {
    let size = BoardSize::new(rows, cols).ok()?;
    let mut goal = Goal::open(size, start);
    goal.required = joins.moves(rows, cols);
    piece(&goal)
}

/// A closed tour of a 3 × `cols` block with the move `(0, cols − 2)–(2, cols − 1)`, where the
/// first [`three_by_four`] joins on.
pub fn three_row_cycle(cols: u32) -> Option<Piece> {
    let size = BoardSize::new(3, cols).ok()?;
    let mut goal = Goal::closed(size, Square::new(1, 0));
    goal.required = vec![(Square::new(0, cols - 2), Square::new(2, cols - 1))];
    piece(&goal)
}

/// An open tour of 3×4 from `(0, 0)` to `(1, 0)` with the move `(0, 2)–(2, 3)`: its ends join
/// onto that move of the block on its left (`(0, c − 2)–(2, c − 1)` with `c` its first column:
/// `(2, c − 1)–(0, c)` and `(0, c − 2)–(1, c)` are knight's moves), and the next copy joins onto
/// its own, so copies chain along three rows.
pub fn three_by_four() -> Option<Piece> {
    let size = BoardSize::new(3, 4).ok()?;
    let goal = Goal {
        end: End::At(Square::new(1, 0)),
        required: vec![(Square::new(0, 2), Square::new(2, 3))],
        ..Goal::open(size, Square::new(0, 0))
    };
    piece(&goal)
}
