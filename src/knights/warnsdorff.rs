//! Warnsdorff's rule (1823): move to the unvisited square with the fewest onward moves.
//!
//! The rule leaves ties open, and the tie-break decides how far it gets. With a fixed move order
//! it first fails from a corner at 41×41; with Arnd Roth's tie-break, the square farthest from
//! the centre, it fails rarely (from a corner, up to 500×500: only at 248, 318 and 457, the first
//! as reported in the literature). That is the rule here, the seed's move order breaking what
//! ties remain, turned to face the start's corner so that the rule behaves alike from every
//! corner. Pohl's (1967) tie-break, the rule applied one level deeper, is the alternative the
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
    /// The rule `tie` from `start`, the seed's order facing the start's corner.
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

/// Runs the rule from `start`: an open tour, or where the knight got stuck. Linear in the number
/// of squares, with no allocation but the table and the path.
pub fn run(size: BoardSize, start: Square, rule: Rule) -> Result<Tour, DeadEnd> {
    if !size.contains(start) {
        return Err(DeadEnd {
            visited: 0,
            at: start,
        });
    }
    let width = size.cols as usize + 2 * MARGIN;
    let mut cells = vec![BLOCKED; width * (size.rows as usize + 2 * MARGIN)];
    let cell =
        |square: Square| (square.row as usize + MARGIN) * width + square.col as usize + MARGIN;
    for index in 0..size.squares() {
        let square = size.square(index);
        cells[cell(square)] = size.knight_moves(square).count() as u8;
    }
    let moves = rule.order.moves();
    let offsets = moves.map(|(dr, dc)| dr as isize * width as isize + dc as isize);
    let visit = |cells: &mut [u8], at: usize| {
        cells[at] = BLOCKED;
        for offset in offsets {
            let n = at.wrapping_add_signed(offset);
            if cells[n] != BLOCKED {
                cells[n] -= 1;
            }
        }
    };
    // Pohl's count for a square about to be left: the fewest onward moves of its neighbours
    // once it is visited.
    let deeper = |cells: &[u8], at: usize| {
        offsets
            .iter()
            .map(|&o| cells[at.wrapping_add_signed(o)])
            .filter(|&d| d != BLOCKED)
            .min()
            .map_or(0, |d| d - 1)
    };
    let mut path = Vec::with_capacity(size.squares());
    let (mut at, mut row, mut col) = (cell(start), start.row as i64, start.col as i64);
    visit(&mut cells, at);
    path.push(start);
    while path.len() < size.squares() {
        // The best so far: its cell, square, onward count and (once needed) tie key.
        let mut best = (usize::MAX, 0, 0, BLOCKED, None::<(u8, u32)>);
        for (k, &offset) in offsets.iter().enumerate() {
            let n = at.wrapping_add_signed(offset);
            let onward = cells[n];
            if onward > best.3 || onward == BLOCKED {
                continue;
            }
            let (r, c) = (row + i64::from(moves[k].0), col + i64::from(moves[k].1));
            let tie_key = |n: usize, r: i64, c: i64| {
                let deep = match rule.tie {
                    TieBreak::Farthest => 0,
                    TieBreak::Deeper => deeper(&cells, n),
                };
                (deep, u32::MAX - centre_distance(size, r, c))
            };
            if onward == best.3 {
                let theirs = match best.4 {
                    Some(key) => key,
                    None => tie_key(best.0, best.1, best.2),
                };
                let ours = tie_key(n, r, c);
                if ours < theirs {
                    best = (n, r, c, onward, Some(ours));
                } else {
                    best.4 = Some(theirs);
                }
            } else {
                best = (n, r, c, onward, None);
            }
        }
        if best.0 == usize::MAX {
            return Err(DeadEnd {
                visited: path.len(),
                at: Square::new(row as u32, col as u32),
            });
        }
        (at, row, col) = (best.0, best.1, best.2);
        visit(&mut cells, at);
        path.push(Square::new(row as u32, col as u32));
    }
    Ok(Tour::from_solver(size, path, false))
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
