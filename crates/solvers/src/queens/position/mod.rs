//! A position a student builds by hand: any queens on an N×N board (N ≤ [`MAX_POSITION_N`]),
//! and what the solvers say of it: which queens attack which, which squares are attacked, a file
//! or rank left without a free square, and how many placements complete it (with the first one,
//! for a hint), counted row by row with bit masks as the list's search does.
//!
//! Squares are 1-based `(x, y)`: file `x` (a = 1), rank `y`, as the board draws them.
//!
//! Two queens on one diagonal are reported, and the completions of a 4×4 position counted:
//!
//! ```
//! use nqueens_solvers::queens::position::{Attack, Line, Position};
//! let empty = Position::empty(4).unwrap();
//! // a1 and c3 share a diagonal: they attack each other, and nothing completes the position.
//! let clash = empty.toggled((1, 1)).toggled((3, 3));
//! let attack = Attack { first: (1, 1), second: (3, 3), line: Line::Diagonal };
//! assert_eq!(clash.attacks(), vec![attack]);
//! assert_eq!(clash.completions(), 0);
//! // The empty board completes to both placements of 4 queens; a queen on b1 keeps one of them.
//! assert_eq!(empty.completions(), 2);
//! let (count, first) = empty.toggled((2, 1)).completions_and_first();
//! assert_eq!(count, 1);
//! assert_eq!(first.unwrap().columns(), &[2, 4, 1, 3]);
//! ```

use super::placement::Placement;
use std::ops::ControlFlow;

/// The largest board a student plays on: its completions are still counted in seconds.
pub const MAX_POSITION_N: usize = 16;

/// A 1-based square `(x, y)`: file `x`, rank `y`.
pub type Square = (u32, u32);

/// Queens on an N×N board, any number, stored as one bit mask of files per rank (so it is
/// `Copy`, and equal positions compare equal whatever order the queens came in).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    n: u8,
    /// Bit `x - 1` of `ranks[y - 1]`: a queen on `(x, y)`.
    ranks: [u16; MAX_POSITION_N],
}

/// The line along which two queens attack each other.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Line {
    /// The same rank (row).
    Rank,
    /// The same file (column).
    File,
    /// The same diagonal, `x - y` constant.
    Diagonal,
    /// The same anti-diagonal, `x + y` constant.
    AntiDiagonal,
}

/// Two queens that attack each other, nothing standing between them; `first` comes first in
/// rank-then-file order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Attack {
    /// One queen.
    pub first: Square,
    /// The other.
    pub second: Square,
    /// The line they share.
    pub line: Line,
}

/// A file or rank that holds no queen and whose every square is attacked: no queen can ever
/// stand on it, so the position cannot be finished.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Blocked {
    /// File `x` (1-based).
    File(u32),
    /// Rank `y` (1-based).
    Rank(u32),
}

/// The eight directions a queen attacks along, and the line each belongs to.
const DIRECTIONS: [((i32, i32), Line); 8] = [
    ((1, 0), Line::Rank),
    ((-1, 0), Line::Rank),
    ((0, 1), Line::File),
    ((0, -1), Line::File),
    ((1, 1), Line::Diagonal),
    ((-1, -1), Line::Diagonal),
    ((1, -1), Line::AntiDiagonal),
    ((-1, 1), Line::AntiDiagonal),
];

impl Position {
    /// An empty `n`×`n` board; `None` unless `1 <= n <= MAX_POSITION_N`.
    pub fn empty(n: usize) -> Option<Self> {
        (1..=MAX_POSITION_N).contains(&n).then_some(Self {
            n: n as u8,
            ranks: [0; MAX_POSITION_N],
        })
    }

    /// The board size N.
    pub fn n(&self) -> usize {
        usize::from(self.n)
    }

    /// Whether `square` is on the board.
    pub fn on_board(&self, (x, y): Square) -> bool {
        (1..=u32::from(self.n)).contains(&x) && (1..=u32::from(self.n)).contains(&y)
    }

    /// Whether a queen stands on `square`.
    pub fn has(&self, (x, y): Square) -> bool {
        self.on_board((x, y)) && self.ranks[y as usize - 1] & (1 << (x - 1)) != 0
    }

    /// The position with a queen added on `square`, or removed from it if one stands there;
    /// unchanged for a square off the board.
    pub fn toggled(mut self, (x, y): Square) -> Self {
        if self.on_board((x, y)) {
            self.ranks[y as usize - 1] ^= 1 << (x - 1);
        }
        self
    }

    /// The same board without a queen.
    pub fn cleared(self) -> Self {
        Self {
            ranks: [0; MAX_POSITION_N],
            ..self
        }
    }

    /// The queens, rank by rank, file by file.
    pub fn queens(&self) -> Vec<Square> {
        (1..=u32::from(self.n))
            .flat_map(|y| {
                let rank = self.ranks[y as usize - 1];
                (1..=u32::from(self.n))
                    .filter(move |x| rank & (1 << (x - 1)) != 0)
                    .map(move |x| (x, y))
            })
            .collect()
    }

    /// The number of queens.
    pub fn len(&self) -> usize {
        self.ranks.iter().map(|r| r.count_ones() as usize).sum()
    }

    /// Whether the board has no queen.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The first square from `(x, y)` along `(dx, dy)` that holds a queen, if any.
    fn first_queen_along(&self, (x, y): Square, (dx, dy): (i32, i32)) -> Option<Square> {
        let n = i64::from(self.n);
        let (mut cx, mut cy) = (i64::from(x), i64::from(y));
        loop {
            cx += i64::from(dx);
            cy += i64::from(dy);
            if !(1..=n).contains(&cx) || !(1..=n).contains(&cy) {
                return None;
            }
            let square = (cx as u32, cy as u32);
            if self.has(square) {
                return Some(square);
            }
        }
    }

    /// Every pair of queens that attack each other (the nearest queen along each line), each
    /// pair once, in rank-then-file order of its first queen.
    pub fn attacks(&self) -> Vec<Attack> {
        let mut attacks = Vec::new();
        for first in self.queens() {
            for (direction, line) in DIRECTIONS {
                let Some(second) = self.first_queen_along(first, direction) else {
                    continue;
                };
                if (first.1, first.0) < (second.1, second.0) {
                    attacks.push(Attack {
                        first,
                        second,
                        line,
                    });
                }
            }
        }
        attacks
    }

    /// Whether a queen attacks `square` (a queen's own square counts as attacked only if another
    /// queen attacks it).
    pub fn is_attacked(&self, square: Square) -> bool {
        self.on_board(square)
            && DIRECTIONS
                .iter()
                .any(|&(direction, _)| self.first_queen_along(square, direction).is_some())
    }

    /// The first file, else the first rank, that holds no queen and has no square left that no
    /// queen attacks.
    pub fn blocked(&self) -> Option<Blocked> {
        let n = u32::from(self.n);
        let dead = |s: Square| !self.has(s) && self.is_attacked(s);
        let file = (1..=n).find(|&x| (1..=n).all(|y| dead((x, y))));
        let rank = || (1..=n).find(|&y| (1..=n).all(|x| dead((x, y))));
        file.map(Blocked::File)
            .or_else(|| rank().map(Blocked::Rank))
    }

    /// The placement these queens form, if there are N of them and none attacks another.
    pub fn placement(&self) -> Option<Placement> {
        let columns: Option<Vec<u32>> = self.ranks[..self.n()]
            .iter()
            .map(|&rank| (rank.count_ones() == 1).then(|| rank.trailing_zeros() + 1))
            .collect();
        Placement::validated(columns?).ok()
    }

    /// The position of `placement`'s first `rows` queens; `None` for a board too large.
    pub fn of_rows(placement: &Placement, rows: usize) -> Option<Self> {
        let empty = Self::empty(placement.n())?;
        Some(
            placement
                .squares()
                .take(rows)
                .fold(empty, |position, square| position.toggled(square)),
        )
    }

    /// The first empty rank (1-based), if any.
    pub fn first_empty_rank(&self) -> Option<u32> {
        (1..=u32::from(self.n)).find(|&y| self.ranks[y as usize - 1] == 0)
    }

    /// Calls `visit` on every placement that keeps these queens, in the list's order, until it
    /// breaks.
    fn search(&self, mut visit: impl FnMut(&[u32]) -> ControlFlow<()>) {
        let n = self.n();
        let full: u32 = (1 << n) - 1;
        // The files each empty rank may use without being attacked by a given queen.
        let mut allowed = [full; MAX_POSITION_N];
        for (x, y) in self.queens() {
            for (rank, mask) in allowed.iter_mut().enumerate().take(n) {
                let distance = (rank as i64 - (i64::from(y) - 1)).unsigned_abs() as u32;
                let mut seen = 1u32 << (x - 1);
                if distance > 0 {
                    seen |= (1u32 << (x - 1)) << distance;
                    seen |= (1u32 << (x - 1)) >> distance;
                } else {
                    seen = full;
                }
                *mask &= !seen;
            }
        }
        let mut columns = vec![0u32; n];
        let _ = self.place(0, 0, 0, 0, &allowed, &mut columns, &mut visit);
    }

    /// The search from rank `row` (0-based), with the files and diagonals the ranks below take.
    #[allow(clippy::too_many_arguments)]
    fn place(
        &self,
        row: usize,
        files: u32,
        left: u32,
        right: u32,
        allowed: &[u32; MAX_POSITION_N],
        columns: &mut [u32],
        visit: &mut impl FnMut(&[u32]) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        let n = self.n();
        if row == n {
            return visit(columns);
        }
        let free = !(files | left | right) & ((1 << n) - 1);
        let fixed = u32::from(self.ranks[row]);
        let mut options = match fixed.count_ones() {
            0 => free & allowed[row],
            1 => fixed & free,
            _ => 0,
        };
        while options != 0 {
            let bit = options & options.wrapping_neg();
            options ^= bit;
            columns[row] = bit.trailing_zeros() + 1;
            self.place(
                row + 1,
                files | bit,
                (left | bit) << 1,
                (right | bit) >> 1,
                allowed,
                columns,
                visit,
            )?;
        }
        ControlFlow::Continue(())
    }

    /// The number of placements of N queens that keep every queen of this position (0 if two of
    /// them attack each other or one rank holds two).
    pub fn completions(&self) -> u64 {
        self.completions_and_first().0
    }

    /// [`Self::completions`] and [`Self::first_completion`] in one search.
    pub fn completions_and_first(&self) -> (u64, Option<Placement>) {
        let mut count = 0;
        let mut first = None;
        self.search(|columns| {
            if count == 0 {
                first = Some(Placement::from_columns(columns.to_vec()));
            }
            count += 1;
            ControlFlow::Continue(())
        });
        (count, first)
    }

    /// The first placement, in the list's order, that keeps every queen of this position.
    pub fn first_completion(&self) -> Option<Placement> {
        let mut found = None;
        self.search(|columns| {
            found = Some(Placement::from_columns(columns.to_vec()));
            ControlFlow::Break(())
        });
        found
    }

    /// The positions whose completions add up to this one's, each with one more queen on the
    /// first empty rank (one per file no queen attacks there); the position itself if it has no
    /// empty rank. Jobs for Web Workers.
    pub fn split(&self) -> Vec<Position> {
        match self.first_empty_rank() {
            None => vec![*self],
            Some(y) => (1..=u32::from(self.n))
                .map(|x| (x, y))
                .filter(|&s| !self.is_attacked(s))
                .map(|s| self.toggled(s))
                .collect(),
        }
    }

    /// The positions whose completions add up to the number of placements that come before
    /// `placement` in the list's (lexicographic) order: for each rank, the placement's queens
    /// below it and a queen on a smaller file of that rank.
    pub fn before(placement: &Placement) -> Vec<Position> {
        let mut jobs = Vec::new();
        for (row, &column) in placement.columns().iter().enumerate() {
            let Some(prefix) = Self::of_rows(placement, row) else {
                return Vec::new();
            };
            let y = row as u32 + 1;
            jobs.extend(
                (1..column)
                    .map(|x| (x, y))
                    .filter(|&s| !prefix.is_attacked(s))
                    .map(|s| prefix.toggled(s)),
            );
        }
        jobs
    }
}

mod names;

pub use names::{NameError, NameErrorKind};

#[cfg(test)]
mod tests;
