//! A knight's walk a student makes by hand, square by square: only a knight's move to a square
//! not yet visited is accepted; the walk knows its dead end, whether it is a whole tour (open or
//! closed), each candidate's onward moves (Warnsdorff's rating), and asks the backtracking
//! search ([`super::search::Goal`]) whether it can still be finished.
//!
//! It is `Copy` (a board of at most [`MAX_WALK_SQUARES`] squares, a byte per square), so a
//! page's view can hold it.
//!
//! A walk on 5×5 from its top-left corner, a5:
//!
//! ```
//! use nqueens_solvers::knights::board::{BoardSize, Square};
//! use nqueens_solvers::knights::walk::{Finish, StepError, Walk};
//! let size = BoardSize::new(5, 5).unwrap();
//! let walk = Walk::new(size).unwrap().step(Square::new(0, 0)).unwrap();
//! // a5 to b3 is a knight's move; b3 to b4 is not.
//! let walk = walk.step(Square::new(2, 1)).unwrap();
//! assert_eq!(walk.names(), "a5,b3");
//! assert_eq!(walk.step(Square::new(1, 1)), Err(StepError::NotAKnightMove));
//! // It can still be finished: the search finds the 23 squares left.
//! let Finish::Found(rest) = walk.finish(1_000_000) else { panic!("no finish found") };
//! assert_eq!(rest.len(), 23);
//! ```

use super::board::{BoardSize, Square, MAX_SIDE};
use super::search::{End, Goal, Outcome};

/// The most squares a walk's board has: 12 × 12, still a board to click square by square.
pub const MAX_WALK_SQUARES: usize = 144;

/// The moves a search for a walk's finish may try in the page before it says "not known": about
/// a second in the browser's wasm on a laptop (see `benches/try_it.rs`).
pub const FINISH_BUDGET: u64 = 5_000_000;

/// The squares of a walk, in order, on its board (the bytes past `len` are always 0, so equal
/// walks compare equal).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Walk {
    size: BoardSize,
    len: u8,
    /// The row-major index of each square visited, `len` of them.
    squares: [u8; MAX_WALK_SQUARES],
}

/// Why a square cannot be the walk's next one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StepError {
    /// Not on the board.
    OffBoard,
    /// Not a knight's move from the last square.
    NotAKnightMove,
    /// Visited already.
    Visited,
}

/// The first bad square of a walk given by name, and the walk before it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WalkError {
    /// What is wrong with it (`None`: not a square's name at all).
    pub kind: Option<StepError>,
    /// The name as given.
    pub name: String,
    /// The walk up to the square before it (boxed: a walk is larger than an error should be).
    pub kept: Box<Walk>,
}

/// What the search says of finishing a walk.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Finish {
    /// A way to finish: the squares after the walk's last one.
    Found(Vec<Square>),
    /// Every way was tried: there is none.
    Impossible,
    /// The search's budget ran out first.
    Unknown,
}

impl Walk {
    /// An empty walk on `size`; `None` for a board of more than [`MAX_WALK_SQUARES`] squares.
    pub fn new(size: BoardSize) -> Option<Self> {
        (size.squares() <= MAX_WALK_SQUARES).then_some(Self {
            size,
            len: 0,
            squares: [0; MAX_WALK_SQUARES],
        })
    }

    /// The board.
    pub fn size(&self) -> BoardSize {
        self.size
    }

    /// The squares visited, in order.
    pub fn path(&self) -> Vec<Square> {
        self.squares[..usize::from(self.len)]
            .iter()
            .map(|&i| self.size.square(usize::from(i)))
            .collect()
    }

    /// The number of squares visited.
    pub fn len(&self) -> usize {
        usize::from(self.len)
    }

    /// Whether no square is visited yet.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The knight's square, once it stands on the board.
    pub fn last(&self) -> Option<Square> {
        let len = usize::from(self.len);
        (len > 0).then(|| self.size.square(usize::from(self.squares[len - 1])))
    }

    /// Whether `square` is visited.
    pub fn visited(&self, square: Square) -> bool {
        self.size.contains(square)
            && self.squares[..usize::from(self.len)].contains(&(self.size.index(square) as u8))
    }

    /// The walk one square longer: any square to start, then a knight's move to a square not
    /// visited.
    pub fn step(self, to: Square) -> Result<Self, StepError> {
        if !self.size.contains(to) {
            return Err(StepError::OffBoard);
        }
        if self.visited(to) {
            return Err(StepError::Visited);
        }
        if self
            .last()
            .is_some_and(|from| !BoardSize::is_knight_move(from, to))
        {
            return Err(StepError::NotAKnightMove);
        }
        let mut next = self;
        next.squares[usize::from(self.len)] = self.size.index(to) as u8;
        next.len += 1;
        Ok(next)
    }

    /// The same board without a square visited.
    pub fn cleared(self) -> Self {
        Self {
            len: 0,
            squares: [0; MAX_WALK_SQUARES],
            ..self
        }
    }

    /// The squares the knight may go to next, in the C knight's tour program's move order.
    pub fn moves(&self) -> Vec<Square> {
        let Some(from) = self.last() else {
            return Vec::new();
        };
        self.size
            .knight_moves(from)
            .filter(|&s| !self.visited(s))
            .collect()
    }

    /// Warnsdorff's rating of a candidate: the unvisited squares a knight on it could go to next.
    pub fn rating(&self, candidate: Square) -> usize {
        self.size
            .knight_moves(candidate)
            .filter(|&s| !self.visited(s))
            .count()
    }

    /// Whether every square is visited.
    pub fn is_complete(&self) -> bool {
        self.len() == self.size.squares()
    }

    /// Whether the knight stands on the board with no move left before the tour is complete.
    pub fn is_dead_end(&self) -> bool {
        !self.is_empty() && !self.is_complete() && self.moves().is_empty()
    }

    /// Whether the walk is a complete tour whose last square is a knight's move from its first.
    pub fn is_closed(&self) -> bool {
        let path = self.path();
        self.is_complete()
            && path.len() > 2
            && BoardSize::is_knight_move(path[0], path[path.len() - 1])
    }

    /// Whether the walk can be finished into a tour, by a search of at most `budget` moves; an
    /// empty walk (no start yet) is not searched: `Unknown`.
    pub fn finish(&self, budget: u64) -> Finish {
        let path = self.path();
        let Some(&start) = path.first() else {
            return Finish::Unknown;
        };
        if self.is_complete() {
            return Finish::Found(Vec::new());
        }
        let goal = Goal {
            size: self.size,
            start,
            end: End::Anywhere,
            required: path.windows(2).map(|w| (w[0], w[1])).collect(),
        };
        match goal.find(Some(budget)) {
            Outcome::Found(tour) if tour.starts_with(&path) => {
                Finish::Found(tour[path.len()..].to_vec())
            }
            // A tour that does not begin with the walk cannot happen with its moves required;
            // it is not taken as an answer.
            Outcome::Found(_) | Outcome::OutOfBudget => Finish::Unknown,
            Outcome::Exhausted => Finish::Impossible,
        }
    }

    /// The squares' names joined by commas, `a1,b3`, as the board names them.
    pub fn names(&self) -> String {
        let names: Vec<String> = self.path().into_iter().map(|s| self.size.name(s)).collect();
        names.join(",")
    }

    /// The walk of the squares named in `text` (commas between, spaces ignored) from this one;
    /// at the first bad name, the error keeps the walk before it.
    pub fn with_names(self, text: &str) -> Result<Self, WalkError> {
        let mut walk = self;
        let largest = BoardSize {
            rows: MAX_SIDE,
            cols: MAX_SIDE,
        };
        for name in text.split(',').map(str::trim).filter(|s| !s.is_empty()) {
            let fail = |kind| WalkError {
                kind,
                name: name.to_owned(),
                kept: Box::new(walk),
            };
            let Some(square) = self.size.parse_square(name) else {
                let named = largest.parse_square(name).is_some();
                return Err(fail(named.then_some(StepError::OffBoard)));
            };
            walk = walk.step(square).map_err(|e| fail(Some(e)))?;
        }
        Ok(walk)
    }
}

#[cfg(test)]
mod tests;
