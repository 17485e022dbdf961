//! What the knight's tour tests check results with, written apart from the solvers: a tour
//! validator and an exhaustive search for boards of at most 32 squares.

#![allow(dead_code)] // Each test file uses part of it.

use nqueens_solvers::knights::board::{BoardSize, Square};
use nqueens_solvers::knights::tour::Tour;

/// Checks that `tour` is what it claims, without the crate's validator: every square of its board
/// once, every step a knight's move, and a closing move if it is closed.
pub fn check(tour: &Tour) -> Result<(), String> {
    check_path(
        tour.size().rows,
        tour.size().cols,
        tour.path(),
        tour.is_closed(),
    )
}

/// Checks that `path` visits each square of a `rows` × `cols` board once, moving like a knight,
/// and returns to the start if `closed`.
pub fn check_path(rows: u32, cols: u32, path: &[Square], closed: bool) -> Result<(), String> {
    let total = rows as usize * cols as usize;
    if path.len() != total {
        return Err(format!(
            "{} squares listed, the board has {total}",
            path.len()
        ));
    }
    let mut seen = vec![false; total];
    for (k, s) in path.iter().enumerate() {
        if s.row >= rows || s.col >= cols {
            return Err(format!("square {k} ({s:?}) is off the board"));
        }
        let i = (s.row * cols + s.col) as usize;
        if std::mem::replace(&mut seen[i], true) {
            return Err(format!("square {k} ({s:?}) is visited twice"));
        }
    }
    let jump = |a: &Square, b: &Square| {
        let dr = (a.row as i64 - b.row as i64).abs();
        let dc = (a.col as i64 - b.col as i64).abs();
        dr * dc == 2
    };
    if let Some(k) = path.windows(2).position(|w| !jump(&w[0], &w[1])) {
        return Err(format!("step {k} → {} is not a knight's move", k + 1));
    }
    if closed && !jump(&path[0], &path[total - 1]) {
        return Err("the last square is not a knight's move from the first".into());
    }
    Ok(())
}

/// An exhaustive search over a board of at most 32 squares (squares as bits, row-major):
/// whether a tour, open or `closed`, starts on `start`.
pub fn tour_exists(size: BoardSize, start: Square, closed: bool) -> bool {
    let (rows, cols) = (size.rows as i64, size.cols as i64);
    let n = (rows * cols) as usize;
    assert!(n <= 32, "the exhaustive search is for small boards");
    let mut neighbours = vec![0u32; n];
    for r in 0..rows {
        for c in 0..cols {
            for (dr, dc) in [
                (1, 2),
                (2, 1),
                (-1, 2),
                (-2, 1),
                (1, -2),
                (2, -1),
                (-1, -2),
                (-2, -1),
            ] {
                let (rr, cc) = (r + dr, c + dc);
                if (0..rows).contains(&rr) && (0..cols).contains(&cc) {
                    neighbours[(r * cols + c) as usize] |= 1 << (rr * cols + cc);
                }
            }
        }
    }
    let first = (start.row as i64 * cols + start.col as i64) as usize;
    let all = if n == 32 { u32::MAX } else { (1u32 << n) - 1 };
    let search = Search {
        neighbours,
        all,
        first,
        closed,
    };
    search.from(first, 1 << first)
}

struct Search {
    neighbours: Vec<u32>,
    all: u32,
    first: usize,
    closed: bool,
}

impl Search {
    /// Whether the path ending on `at`, having visited `visited`, extends to a tour.
    fn from(&self, at: usize, visited: u32) -> bool {
        if visited == self.all {
            return !self.closed || self.neighbours[at] & (1 << self.first) != 0;
        }
        // Every unvisited square needs a way in: from an unvisited square or from here; and
        // those with only one way in must end the path (at most one, none if closed).
        let free = self.all & !visited;
        let mut single = 0;
        let mut rest = free;
        while rest != 0 {
            let u = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let mut ways = (self.neighbours[u] & free).count_ones()
                + u32::from(self.neighbours[u] & (1 << at) != 0);
            if self.closed && self.neighbours[u] & (1 << self.first) != 0 {
                ways += 1;
            }
            match ways {
                0 => return false,
                1 => single += 1,
                _ => {}
            }
        }
        if single > usize::from(!self.closed) {
            return false;
        }
        let mut moves: Vec<usize> = Vec::new();
        let mut options = self.neighbours[at] & free;
        while options != 0 {
            moves.push(options.trailing_zeros() as usize);
            options &= options - 1;
        }
        moves.sort_by_key(|&m| (self.neighbours[m] & free).count_ones());
        moves.into_iter().any(|m| self.from(m, visited | 1 << m))
    }
}
