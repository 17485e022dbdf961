//! The tour under construction: each square's two neighbours in it, and the exchange that joins a
//! block's tour to it.
//!
//! Joining removes a move p–q of the tour built so far and a move x–y of the new block's tour,
//! where p–x and q–y are knight's moves, and adds those two: a cycle and a cycle become one cycle,
//! a path and a cycle one path with the same ends. A block laid as an open path (its ends not yet
//! linked) joins through its ends instead: p–q is replaced by p–x…y–q.

/// No neighbour: the end of a path.
pub const END: u32 = u32::MAX;

/// A rectangle of squares of the construction's frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rect {
    pub row: u32,
    pub col: u32,
    pub rows: u32,
    pub cols: u32,
}

impl Rect {
    fn contains(self, (row, col): (u32, u32)) -> bool {
        row.wrapping_sub(self.row) < self.rows && col.wrapping_sub(self.col) < self.cols
    }
}

/// A block's tour in the block's own row-major indices: each square's two neighbours, [`END`]
/// for the ends of an open path.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Piece {
    pub rows: u32,
    pub cols: u32,
    pub links: Vec<[u32; 2]>,
}

impl Piece {
    /// The piece of a path over every square of a `rows` × `cols` block (row-major indices),
    /// closed into a cycle if `closed`.
    pub fn from_path(rows: u32, cols: u32, path: &[usize], closed: bool) -> Self {
        let mut links = vec![[END; 2]; path.len()];
        for (k, &square) in path.iter().enumerate() {
            let before = k.checked_sub(1).or(closed.then(|| path.len() - 1));
            let after = (k + 1 < path.len())
                .then_some(k + 1)
                .or(closed.then_some(0));
            links[square] = [before, after].map(|i| i.map_or(END, |i| path[i] as u32));
        }
        Self { rows, cols, links }
    }
}

/// The tour under construction over a `rows` × `cols` frame: each square's two neighbours.
pub struct Links {
    cols: u32,
    links: Vec<[u32; 2]>,
}

impl Links {
    /// A frame with no square linked yet.
    pub fn new(rows: u32, cols: u32) -> Self {
        Self {
            cols,
            links: vec![[END; 2]; rows as usize * cols as usize],
        }
    }

    fn at(&self, index: u32) -> (u32, u32) {
        (index / self.cols, index % self.cols)
    }

    fn is_knight_move(&self, a: u32, b: u32) -> bool {
        let ((ar, ac), (br, bc)) = (self.at(a), self.at(b));
        let (dr, dc) = (ar.abs_diff(br), ac.abs_diff(bc));
        (dr, dc) == (1, 2) || (dr, dc) == (2, 1)
    }

    /// Copies `piece`'s tour onto the squares of `rect` (of the piece's size).
    pub fn lay(&mut self, rect: Rect, piece: &Piece) {
        let base = rect.row * self.cols + rect.col;
        let width = piece.cols;
        let to_frame: Vec<u32> = (0..piece.links.len() as u32)
            .map(|i| base + i / width * self.cols + i % width)
            .collect();
        for (i, pair) in piece.links.iter().enumerate() {
            self.links[to_frame[i] as usize] =
                pair.map(|j| if j == END { END } else { to_frame[j as usize] });
        }
    }

    /// In the slot of `at` that holds `old`, puts `new`.
    fn relink(&mut self, at: u32, old: u32, new: u32) {
        let slots = &mut self.links[at as usize];
        if slots[0] == old {
            slots[0] = new;
        } else {
            slots[1] = new;
        }
    }

    /// The pairs a newly laid block may open inside `window`: its two ends if it is an open path
    /// (`ends`), else its moves with both squares in the window.
    fn openings(&self, window: Rect, ends: bool) -> Vec<(u32, u32)> {
        let mut pairs = Vec::new();
        let mut loose = Vec::new();
        for row in window.row..window.row + window.rows {
            for col in window.col..window.col + window.cols {
                let x = row * self.cols + col;
                for y in self.links[x as usize] {
                    if y == END {
                        loose.push(x);
                    } else if !ends && x < y && window.contains(self.at(y)) {
                        pairs.push((x, y));
                    }
                }
            }
        }
        if ends {
            if let [x, y] = loose[..] {
                pairs.push((x, y));
            }
        }
        pairs
    }

    /// Joins the block just laid on `new` to the tour around it: a move p–q with both squares in
    /// `old` (of the tour built so far) and a pair x–y of the new block in `new` (see
    /// [`Links::openings`]) with p–x and q–y knight's moves are exchanged. `false` if there is no
    /// such exchange.
    pub fn join(&mut self, old: Rect, new: Rect, ends: bool) -> bool {
        for (a, b) in self.openings(new, ends) {
            for (x, y) in [(a, b), (b, a)] {
                let (xr, xc) = self.at(x);
                for (dr, dc) in super::super::board::KNIGHT_MOVES {
                    let (pr, pc) = (xr.wrapping_add_signed(dr), xc.wrapping_add_signed(dc));
                    if !old.contains((pr, pc)) {
                        continue;
                    }
                    let p = pr * self.cols + pc;
                    for q in self.links[p as usize] {
                        if q == END || !old.contains(self.at(q)) || !self.is_knight_move(q, y) {
                            continue;
                        }
                        self.relink(p, q, x);
                        self.relink(q, p, y);
                        let (x_old, y_old) = if ends { (END, END) } else { (y, x) };
                        self.relink(x, x_old, p);
                        self.relink(y, y_old, q);
                        return true;
                    }
                }
            }
        }
        false
    }

    /// The squares in tour order from `start` (an end of the path, or any square of a cycle) as
    /// `(row, col)` of the frame, and whether they close into a cycle; `None` unless the tour
    /// passes every square of the frame.
    pub fn walk(&self, start: u32) -> Option<(Vec<(u32, u32)>, bool)> {
        let total = self.links.len();
        let mut order = Vec::with_capacity(total);
        let [first, second] = *self.links.get(start as usize)?;
        let (mut previous, mut at) = (if first == END { first } else { second }, start);
        loop {
            order.push(self.at(at));
            let [a, b] = self.links[at as usize];
            let next = if a == previous { b } else { a };
            if next == END || next == start || order.len() > total {
                let closed = next == start;
                return (order.len() == total).then_some((order, closed));
            }
            (previous, at) = (at, next);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An open tour of 3×4 as row-major indices (a3 b1 d2 … in chess names).
    const THREE_BY_FOUR: [usize; 12] = [0, 6, 8, 1, 7, 9, 2, 11, 5, 3, 10, 4];

    #[test]
    fn a_laid_path_walks_back_in_order() {
        let piece = Piece::from_path(3, 4, &THREE_BY_FOUR, false);
        let mut links = Links::new(3, 5);
        let rect = Rect {
            row: 0,
            col: 1,
            rows: 3,
            cols: 4,
        };
        links.lay(rect, &piece);
        // The frame's first column is not covered: no tour.
        assert_eq!(links.walk(1), None);
        let mut exact = Links::new(3, 4);
        exact.lay(Rect { col: 0, ..rect }, &piece);
        let (order, closed) = exact.walk(0).unwrap();
        assert!(!closed);
        let expected: Vec<(u32, u32)> = THREE_BY_FOUR
            .iter()
            .map(|&i| (i as u32 / 4, i as u32 % 4))
            .collect();
        assert_eq!(order, expected);
        // From the other end, the same path backwards; from the middle, not a tour.
        let (back, _) = exact.walk(4).unwrap();
        assert_eq!(back, expected.iter().rev().copied().collect::<Vec<_>>());
        assert_eq!(exact.walk(6), None);
        let cycle = Piece::from_path(3, 4, &THREE_BY_FOUR, true);
        assert_eq!(cycle.links[0], [4, 6]);
    }
}
