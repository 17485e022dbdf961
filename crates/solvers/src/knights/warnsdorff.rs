//! Warnsdorff's rule (1823): move to the unvisited square with the fewest onward moves.
//!
//! The rule leaves ties open, and the tie-break decides how far it gets. With a fixed move order it
//! first fails from a corner at 41×41; with Arnd Roth's tie-break, the square farthest from the
//! centre, it fails rarely (from a corner, up to 500×500: only at 248, 318 and 457, the first as
//! reported in the literature). That is the rule here, the C knight's tour program's move order
//! breaking what ties remain, turned to face the start's corner so that the rule behaves alike from
//! every corner. Pohl's (1967) tie-break, the rule applied one level deeper, is the alternative the
//! solver tries when Roth's gets stuck.
//!
//! [`run`] is the fast solver (linear: a byte table of onward-move counts, updated as squares are
//! visited). [`ratings`] rates the moves from any position the same way, from the visited set
//! alone, for the page to show why the knight went where it did.

use super::board::{BoardSize, Square};
use super::order::MoveOrder;
use super::tour::Tour;

/// Marks a visited square, and the margin around the board, in the table of onward moves.
const BLOCKED: u8 = u8::MAX;

/// The width of the margin around the board in the table: a knight's move reaches two squares.
const MARGIN: usize = 2;

/// How the rule chooses among squares with equally few onward moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TieBreak {
    /// Roth's: the square farthest from the centre of the board.
    Farthest,
    /// Pohl's: the square from which the best next square has the fewest onward moves; then the
    /// farthest from the centre.
    Deeper,
}

/// Warnsdorff's rule with a tie-break, and the move order that settles what ties remain (the
/// first in order wins).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rule {
    /// The tie-break.
    pub tie: TieBreak,
    /// The move order for the ties the tie-break leaves.
    pub order: MoveOrder,
}

impl Rule {
    /// The rule `tie` from `start`, the C program's order facing the start's corner.
    pub fn facing(tie: TieBreak, size: BoardSize, start: Square) -> Self {
        Self {
            tie,
            order: MoveOrder::facing(size, start),
        }
    }
}

/// How the rule rates one move: lower is better, compared by [`Rating::key`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rating {
    /// The square moved to.
    pub square: Square,
    /// Its unvisited neighbours: the moves the knight will have from there.
    pub onward: u8,
    /// For [`TieBreak::Deeper`]: the fewest onward moves among the squares the knight could go on
    /// to (0 if none); 0 for [`TieBreak::Farthest`].
    pub deeper: u8,
    /// Its distance from the centre of the board, doubled and squared (a whole number):
    /// `(2·row − (rows − 1))² + (2·col − (cols − 1))²`.
    pub centre_distance: u32,
}

impl Rating {
    /// The rule's preference: fewest onward moves, then fewest deeper moves, then farthest from
    /// the centre. Of equal keys, the first in the rule's order wins.
    pub fn key(&self) -> (u8, u8, u32) {
        (self.onward, self.deeper, u32::MAX - self.centre_distance)
    }
}

/// The moves from `from` to squares not `visited`, rated by `rule`, in the rule's order. The
/// rule moves to the first with the smallest [`Rating::key`] (see [`choose`]).
pub fn ratings(
    size: BoardSize,
    rule: Rule,
    from: Square,
    visited: impl Fn(Square) -> bool,
) -> Vec<Rating> {
    let free = |square: Square| !visited(square);
    let onward = |square: Square, also_visited: Square| {
        rule.order
            .knight_moves(size, square)
            .filter(|&n| n != also_visited && free(n))
            .count() as u8
    };
    rule.order
        .knight_moves(size, from)
        .filter(|&square| free(square))
        .map(|square| Rating {
            square,
            onward: onward(square, from),
            deeper: match rule.tie {
                TieBreak::Farthest => 0,
                TieBreak::Deeper => rule
                    .order
                    .knight_moves(size, square)
                    .filter(|&n| n != from && free(n))
                    .map(|n| onward(n, square))
                    .min()
                    .unwrap_or(0),
            },
            centre_distance: centre_distance(size, square.row as i64, square.col as i64),
        })
        .collect()
}

/// The move the rule makes among `ratings` (as [`ratings`] lists them): the first with the
/// smallest key.
pub fn choose(ratings: &[Rating]) -> Option<Rating> {
    ratings
        .iter()
        .copied()
        .reduce(|best, r| if r.key() < best.key() { r } else { best })
}

/// Where a run of the rule stopped: after `visited` squares, at `at`, no unvisited square was a
/// knight's move away.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DeadEnd {
    /// Squares visited, the start included.
    pub visited: usize,
    /// The last square reached.
    pub at: Square,
}

/// `(2·row − (rows − 1))² + (2·col − (cols − 1))²`: the distance from the centre, doubled so
/// that it is whole, and squared.
fn centre_distance(size: BoardSize, row: i64, col: i64) -> u32 {
    let dr = 2 * row - (i64::from(size.rows) - 1);
    let dc = 2 * col - (i64::from(size.cols) - 1);
    (dr * dr + dc * dc) as u32
}

/// Moves made per call of [`Walk::moves`]. A browser first compiles a wasm function quickly into
/// slow code and compiles it for speed only once it has run a while, and only a new call gets the
/// fast code: one call over a million squares would run slow code to its end.
const CHUNK: usize = 4096;

/// Runs the rule from `start`: an open tour, or where the knight got stuck. Linear in the number
/// of squares, with no allocation but the table and the path.
pub fn run(size: BoardSize, start: Square, rule: Rule) -> Result<Tour, DeadEnd> {
    if !size.contains(start) {
        return Err(DeadEnd {
            visited: 0,
            at: start,
        });
    }
    let mut walk = Walk::new(size, start, rule);
    // Called through a pointer the optimisers cannot see through, or wasm-opt would inline the
    // function into its only caller, and one call it would be again.
    let moves: fn(&mut Walk, usize) -> Result<(), DeadEnd> = std::hint::black_box(Walk::moves);
    while walk.path.len() < size.squares() {
        moves(&mut walk, CHUNK)?;
    }
    Ok(Tour::from_solver(size, walk.path, false))
}

/// The rule's run under way: the table of onward-move counts, the knight and its path.
struct Walk {
    size: BoardSize,
    rule: Rule,
    /// The onward-move count of each square, [`BLOCKED`] once visited and in the margin; the
    /// board's row `r`, column `c` at `(r + MARGIN) · width + c + MARGIN`.
    cells: Vec<u8>,
    /// The rule's moves, as steps in `cells`.
    offsets: [isize; 8],
    /// The knight's cell, row and column.
    at: usize,
    row: i64,
    col: i64,
    path: Vec<Square>,
    /// The moves from the knight's square to free squares, as `(cell, move number)`: the first
    /// `free_len`, found as the square was visited.
    free: [(usize, usize); 8],
    free_len: usize,
}

impl Walk {
    /// The knight on `start` (on the board), visited.
    fn new(size: BoardSize, start: Square, rule: Rule) -> Self {
        let (rows, cols) = (size.rows as usize, size.cols as usize);
        let width = cols + 2 * MARGIN;
        let mut cells = vec![BLOCKED; width * (rows + 2 * MARGIN)];
        let offsets = rule
            .order
            .moves()
            .map(|(dr, dc)| dr as isize * width as isize + dc as isize);
        // Eight moves from every square but those within two squares of an edge, which are
        // counted (so that the table is filled in a few passes of memory, not a million counts).
        let cell = |row: usize, col: usize| (row + MARGIN) * width + col + MARGIN;
        for row in 0..rows {
            cells[cell(row, 0)..cell(row, cols)].fill(8);
        }
        let near_edge = |i: usize, n: usize| i < MARGIN || i + MARGIN >= n;
        let count = |cells: &mut [u8], at: usize| {
            let on_board = offsets
                .iter()
                .filter(|&&o| cells[at.wrapping_add_signed(o)] != BLOCKED)
                .count();
            cells[at] = on_board as u8;
        };
        for row in 0..rows {
            if near_edge(row, rows) || cols <= 2 * MARGIN {
                (0..cols).for_each(|col| count(&mut cells, cell(row, col)));
            } else {
                for col in [0, 1, cols - 2, cols - 1] {
                    count(&mut cells, cell(row, col));
                }
            }
        }
        let mut walk = Self {
            size,
            rule,
            cells,
            offsets,
            at: cell(start.row as usize, start.col as usize),
            row: i64::from(start.row),
            col: i64::from(start.col),
            path: Vec::with_capacity(size.squares()),
            free: [(0, 0); 8],
            free_len: 0,
        };
        walk.visit();
        walk
    }

    /// Visits the knight's square: blocks it, takes one from its free neighbours' counts (and
    /// keeps them as the moves from here), adds it to the path.
    #[inline(always)]
    fn visit(&mut self) {
        let at = self.at;
        self.cells[at] = BLOCKED;
        self.free_len = 0;
        for (k, offset) in self.offsets.into_iter().enumerate() {
            let n = at.wrapping_add_signed(offset);
            if self.cells[n] != BLOCKED {
                self.cells[n] -= 1;
                self.free[self.free_len] = (n, k);
                self.free_len += 1;
            }
        }
        self.path
            .push(Square::new(self.row as u32, self.col as u32));
    }

    /// Pohl's count for a square about to be left: the fewest onward moves of its neighbours
    /// once it is visited.
    fn deeper(&self, at: usize) -> u8 {
        self.offsets
            .iter()
            .map(|&o| self.cells[at.wrapping_add_signed(o)])
            .filter(|&d| d != BLOCKED)
            .min()
            .map_or(0, |d| d - 1)
    }

    /// The rule's key for the move `k` to the square at cell `n`, [`Rating::key`] in one number:
    /// lower wins.
    #[inline(always)]
    fn key(&self, n: usize, k: usize, steps: &[(i32, i32); 8]) -> u64 {
        let (r, c) = (
            self.row + i64::from(steps[k].0),
            self.col + i64::from(steps[k].1),
        );
        let deep = match self.rule.tie {
            TieBreak::Farthest => 0,
            TieBreak::Deeper => self.deeper(n),
        };
        let far = u32::MAX - centre_distance(self.size, r, c);
        u64::from(self.cells[n]) << 40 | u64::from(deep) << 32 | u64::from(far)
    }

    /// Makes up to `moves` moves by the rule (fewer once the board is full); where the knight
    /// got stuck if it did.
    #[inline(never)]
    fn moves(&mut self, moves: usize) -> Result<(), DeadEnd> {
        let steps = self.rule.order.moves();
        let end = (self.path.len() + moves).min(self.size.squares());
        while self.path.len() < end {
            // The first move with the lowest key. (A plain loop: the page's release build
            // optimises the whole program for size at link time, and would not inline a closure.)
            let mut best: Option<(u64, usize, usize)> = None;
            for &(n, k) in &self.free[..self.free_len] {
                let key = self.key(n, k, &steps);
                if best.is_none_or(|(lowest, ..)| key < lowest) {
                    best = Some((key, n, k));
                }
            }
            let Some((_, n, k)) = best else {
                return Err(DeadEnd {
                    visited: self.path.len(),
                    at: Square::new(self.row as u32, self.col as u32),
                });
            };
            self.at = n;
            self.row += i64::from(steps[k].0);
            self.col += i64::from(steps[k].1);
            self.visit();
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Replays `tour` with [`ratings`] and [`choose`]: every move must be the rule's choice.
    fn replays(rule: Rule, tour: &Tour) {
        let size = tour.size();
        let mut visited = vec![false; size.squares()];
        let path = tour.path();
        for pair in path.windows(2) {
            visited[size.index(pair[0])] = true;
            let rated = ratings(size, rule, pair[0], |s| visited[size.index(s)]);
            let chosen = choose(&rated).map(|r| r.square);
            assert_eq!(chosen, Some(pair[1]), "from {:?}: {rated:?}", pair[0]);
        }
    }

    #[test]
    fn the_fast_run_makes_the_rated_choices() {
        for (rows, cols, start) in [(8, 8, (0, 0)), (12, 9, (5, 4)), (30, 31, (29, 0))] {
            let size = BoardSize::new(rows, cols).unwrap();
            let start = Square::new(start.0, start.1);
            for tie in [TieBreak::Farthest, TieBreak::Deeper] {
                let rule = Rule::facing(tie, size, start);
                let tour = run(size, start, rule).unwrap();
                assert_eq!(tour.start(), Some(start));
                replays(rule, &tour);
            }
        }
    }

    #[test]
    fn roth_gets_stuck_where_reported_and_says_where() {
        let size = BoardSize::new(248, 248).unwrap();
        let start = Square::new(0, 0);
        let stuck = run(size, start, Rule::facing(TieBreak::Farthest, size, start));
        let Err(dead_end) = stuck else {
            panic!("Roth's rule from a corner of 248×248 is known to fail");
        };
        assert!(dead_end.visited < size.squares());
        assert!(run(size, start, Rule::facing(TieBreak::Deeper, size, start)).is_ok());
        let tiny = BoardSize::new(2, 2).unwrap();
        let lone = run(tiny, start, Rule::facing(TieBreak::Farthest, tiny, start));
        assert_eq!(
            lone,
            Err(DeadEnd {
                visited: 1,
                at: start
            })
        );
    }
}
