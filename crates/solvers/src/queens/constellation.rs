//! Border constellations (the Q27 project's and NQueensFAF's method) and their completion.
//!
//! Every placement of N ≥ 2 queens has exactly one queen on each border line: the top and bottom
//! rows, the left and right columns (a queen in a corner stands on two). Those queens are the
//! placement's constellation. The board's 8 symmetries map border lines to border lines, so only
//! one constellation per class need be completed, and its completions count for each of the
//! class's constellations. A completion is a bitboard search of the inner rows and columns: each
//! row's squares attacked by the border queens are masked out beforehand, and the rows that hold a
//! border queen are skipped.

use super::symmetry::Symmetry;

/// A square as `(row, column)`, 0-based.
pub type Square = (usize, usize);

/// A constellation: where its queen stands on each border line, 0-based. A corner queen is named
/// twice (e.g. `top == 0` and `left == 0` for the top-left corner) and both must agree.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Border {
    /// The column of the queen in the top row.
    pub top: usize,
    /// The column of the queen in the bottom row.
    pub bottom: usize,
    /// The row of the queen in the left column.
    pub left: usize,
    /// The row of the queen in the right column.
    pub right: usize,
}

/// Whether two queens attack each other (on a row, a column or a diagonal).
fn attack((r1, c1): Square, (r2, c2): Square) -> bool {
    r1 == r2 || c1 == c2 || r1.abs_diff(r2) == c1.abs_diff(c2)
}

/// A constellation's queens, sorted: 2 to 4 squares (a corner queen once), unused slots last.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Queens {
    len: usize,
    squares: [Square; 4],
}

impl Queens {
    /// `squares` sorted, each once.
    fn new(mut squares: [Square; 4]) -> Self {
        squares.sort_unstable();
        let mut len = 0;
        for i in 0..4 {
            if i == 0 || squares[i] != squares[len - 1] {
                squares[len] = squares[i];
                len += 1;
            }
        }
        for slot in &mut squares[len..] {
            *slot = (usize::MAX, usize::MAX);
        }
        Queens { len, squares }
    }

    /// The squares in use.
    fn squares(&self) -> &[Square] {
        &self.squares[..self.len]
    }

    /// The queens under `symmetry` on an `n`×`n` board (at most 32).
    fn image(&self, n: usize, symmetry: Symmetry) -> Self {
        let mut squares = self.squares;
        for (r, c) in &mut squares[..self.len] {
            let (x, y) = symmetry.map_square(n as u32, *r as u32 + 1, *c as u32 + 1);
            (*r, *c) = (x as usize - 1, y as usize - 1);
        }
        let mut image = Queens {
            len: self.len,
            squares,
        };
        image.squares[..self.len].sort_unstable();
        image
    }
}

impl Border {
    /// Its queens on an `n`×`n` board; `None` unless it is a constellation of `n`: every queen on
    /// the board, the corners agreeing, no two attacking.
    fn queens(&self, n: usize) -> Option<Queens> {
        let last = n.checked_sub(1)?;
        let Border {
            top,
            bottom,
            left,
            right,
        } = *self;
        if [top, bottom, left, right].iter().any(|&p| p > last) {
            return None;
        }
        let corners_agree = (top == 0) == (left == 0)
            && (top == last) == (right == 0)
            && (bottom == 0) == (left == last)
            && (bottom == last) == (right == last);
        if !corners_agree {
            return None;
        }
        let queens = Queens::new([(0, top), (last, bottom), (left, 0), (right, last)]);
        let squares = queens.squares();
        let peaceful = squares
            .iter()
            .enumerate()
            .all(|(i, &a)| squares[i + 1..].iter().all(|&b| !attack(a, b)));
        peaceful.then_some(queens)
    }

    /// Whether it is a constellation of `n` and the smallest of its class (in lexicographic order
    /// of the sorted squares): the one constellation of its class that is completed.
    pub fn is_canonical(&self, n: usize) -> bool {
        self.queens(n)
            .is_some_and(|queens| Symmetry::ALL.iter().all(|&s| queens.image(n, s) >= queens))
    }
}

/// The constellations in the class of `queens` (a constellation of `n`): 1, 2, 4 or 8.
fn class_size(n: usize, queens: &Queens) -> u64 {
    let mut images = Symmetry::ALL.map(|s| queens.image(n, s));
    images.sort_unstable();
    let mut size = 1;
    for pair in images.windows(2) {
        size += u64::from(pair[0] != pair[1]);
    }
    size
}

/// One constellation per class for an `n`×`n` board (`n` ≤ 32), in the order of their borders.
///
/// The symmetries take each border queen to the top row, counted from either end of its line, so
/// the smallest image's top queen stands at the least of those positions: only constellations
/// whose other queens stand at least as far from both ends of their lines as the top queen from
/// the left corner are checked (for N = 27, 76,636 of the 531,441 borders).
pub fn canonical_constellations(n: usize) -> Vec<Border> {
    let mut classes = Vec::new();
    for top in 0..n.div_ceil(2) {
        let inner = top..n - top;
        for bottom in inner.clone() {
            for left in inner.clone() {
                for right in inner.clone() {
                    let border = Border {
                        top,
                        bottom,
                        left,
                        right,
                    };
                    if border.is_canonical(n) {
                        classes.push(border);
                    }
                }
            }
        }
    }
    classes
}

/// The rows a completion searches, in order: each its row number and its free columns.
pub type Rows = Vec<(usize, u32)>;

/// How a constellation's class is completed: the rows to search, and how many constellations the
/// class holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Completion {
    /// The searched rows of the image whose first rows leave the fewest choices (every image has
    /// as many completions; NQueensFAF found the orientation to matter: at N = 13, 0.90 M nodes
    /// against 1.44 M).
    pub rows: Rows,
    /// The size of the class: each completion counts this many times.
    pub weight: u64,
}

/// How many of the first searched rows choose the orientation. Measured for N = 16: 3 rows visit
/// 187 million nodes, 5 rows 178, 7 rows 172, 8 rows 171, 9 rows 174, 10 rows 184.
const ORIENTING_ROWS: usize = 8;

/// The image of `queens` whose first [`ORIENTING_ROWS`] searched rows leave the fewest choices,
/// with the product of those choices: a rough measure of the completion's work.
///
/// Only the 4 rotations are tried: every other symmetry is a rotation followed by a reflection of
/// the board left to right, which mirrors each row's free columns and so leaves every row's
/// choices, the search's nodes and the completions as they were.
fn orientation(n: usize, queens: &Queens) -> (Queens, u64) {
    let mut best = (*queens, u64::MAX);
    let rotations = [
        Symmetry::Identity,
        Symmetry::Rotate90,
        Symmetry::Rotate180,
        Symmetry::Rotate270,
    ];
    for symmetry in rotations {
        let image = queens.image(n, symmetry);
        let choices = searched_rows(n, &image)
            .take(ORIENTING_ROWS)
            .map(|(_, free)| u64::from(free.count_ones()))
            .product();
        if choices < best.1 {
            best = (image, choices);
        }
    }
    best
}

/// The rough work of completing `border` on an `n`×`n` board (`n` ≤ 32), in no particular unit;
/// `None` unless `border` is a constellation of `n`.
pub fn work(n: usize, border: Border) -> Option<u64> {
    (n <= 32).then_some(())?;
    Some(orientation(n, &border.queens(n)?).1)
}

impl Completion {
    /// The completion of `border` on an `n`×`n` board (`n` ≤ 32), weighted by its class's size;
    /// `None` unless `border` is a constellation of `n`.
    pub fn of(n: usize, border: Border) -> Option<Self> {
        (n <= 32).then_some(())?;
        let queens = border.queens(n)?;
        let (image, _) = orientation(n, &queens);
        Some(Completion {
            rows: searched_rows(n, &image).collect(),
            weight: class_size(n, &queens),
        })
    }

    /// The placements completing the constellation, times the class's size.
    pub fn count(&self) -> u64 {
        self.weight * complete::<false>(&self.rows).0
    }

    /// The search nodes the completion visits (queens placed above its last row).
    pub fn nodes(&self) -> u64 {
        complete::<true>(&self.rows).1
    }
}

/// Row by row, the inner columns (1..=n-2) that no queen of `queens` attacks, for the inner rows
/// that hold none of them.
fn searched_rows(n: usize, queens: &Queens) -> impl Iterator<Item = (usize, u32)> + '_ {
    let last = n.saturating_sub(1);
    // Columns 1..=n-2, at most 30 of them.
    let inner = ((1u64 << last) - 1) & !1;
    (1..last)
        .filter(|&row| queens.squares().iter().all(|&(r, _)| r != row))
        .map(move |row| {
            let attacked = queens.squares().iter().fold(0u64, |attacked, &(r, c)| {
                let column = 1u64 << c;
                let d = row.abs_diff(r);
                attacked | column | column << d | column >> d
            });
            (row, (inner & !attacked) as u32)
        })
}

/// The completions of `rows`, and with `NODES` the search nodes (0 without).
fn complete<const NODES: bool>(rows: &[(usize, u32)]) -> (u64, u64) {
    let Some((&(first, first_free), rest)) = rows.split_first() else {
        return (1, 0);
    };
    // Each further row as its free columns and its distance from the row before (at most 30).
    let mut levels = [(0u32, 0u32); 32];
    let mut previous = first;
    for (level, &(row, free)) in levels.iter_mut().zip(rest) {
        *level = (free, (row - previous) as u32);
        previous = row;
    }
    let levels = &levels[..rest.len().min(32)];
    if levels.is_empty() {
        return (u64::from(first_free.count_ones()), 0);
    }
    let mut nodes = 0;
    let total = extend::<NODES>(levels, (0, 0, 0), first_free, &mut nodes);
    (total, nodes)
}

/// The completions below a row whose queen may stand on any of `open`, the columns and diagonals
/// taken above it being `(cols, ld, rd)`, `levels` the rows below: a depth-first search that
/// counts the last row's choices at once and drops a queen that leaves the row after next no
/// square; with `NODES`, it adds the queens it places to `nodes`. Recursive: in wasm (V8), this
/// ran N = 16 in 1.43 s against 1.87 s for the same search on an explicit stack (natively 1.30
/// against 1.23 s).
fn extend<const NODES: bool>(
    levels: &[(u32, u32)],
    (cols, ld, rd): (u32, u32, u32),
    mut open: u32,
    nodes: &mut u64,
) -> u64 {
    let Some((&(free, gap), rest)) = levels.split_first() else {
        return 0;
    };
    let mut total = 0;
    match rest.first() {
        None => {
            while open != 0 {
                let bit = open & open.wrapping_neg();
                open ^= bit;
                if NODES {
                    *nodes += 1;
                }
                let taken = cols | bit | (ld | bit) << gap | (rd | bit) >> gap;
                total += u64::from((free & !taken).count_ones());
            }
        }
        Some(&(after_free, after_gap)) => {
            while open != 0 {
                let bit = open & open.wrapping_neg();
                open ^= bit;
                if NODES {
                    *nodes += 1;
                }
                let (c, l, r) = (cols | bit, (ld | bit) << gap, (rd | bit) >> gap);
                let options = free & !(c | l | r);
                if options != 0 && after_free & !(c | l << after_gap | r >> after_gap) != 0 {
                    total += extend::<NODES>(rest, (c, l, r), options, nodes);
                }
            }
        }
    }
    total
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::queens::enumerate::Placements;
    use crate::queens::known::known_total;
    use std::collections::HashMap;

    /// The border queens of every placement of `n`, with how many placements have them.
    fn borders_of_placements(n: usize) -> HashMap<Vec<Square>, u64> {
        let last = n - 1;
        let mut seen: HashMap<Vec<Square>, u64> = HashMap::new();
        for placement in Placements::new(n) {
            let mut border: Vec<Square> = placement
                .columns()
                .iter()
                .enumerate()
                .map(|(r, &c)| (r, c as usize - 1))
                .filter(|&(r, c)| r == 0 || r == last || c == 0 || c == last)
                .collect();
            border.sort_unstable();
            *seen.entry(border).or_default() += 1;
        }
        seen
    }

    #[test]
    fn each_class_completes_to_the_placements_with_its_border_queens() {
        for n in 2..=12 {
            let seen = borders_of_placements(n);
            let mut total = 0;
            for border in canonical_constellations(n) {
                let queens = border.queens(n).map(|q| q.squares().to_vec());
                let completion = Completion::of(n, border).unwrap_or_else(|| panic!("{border:?}"));
                let found = queens
                    .as_ref()
                    .and_then(|q| seen.get(q))
                    .copied()
                    .unwrap_or(0);
                assert_eq!(
                    completion.count(),
                    completion.weight * found,
                    "n = {n}, {queens:?}"
                );
                total += completion.count();
            }
            assert_eq!(Some(total), known_total(n), "n = {n}");
        }
    }

    #[test]
    fn the_class_sizes_add_up_to_every_constellation() {
        for n in 2..=12usize {
            let every = (0..n.pow(4))
                .map(|i| Border {
                    top: i % n,
                    bottom: i / n % n,
                    left: i / n / n % n,
                    right: i / n / n / n,
                })
                .filter(|b| b.queens(n).is_some())
                .count() as u64;
            let weights: u64 = canonical_constellations(n)
                .into_iter()
                .filter_map(|b| Completion::of(n, b))
                .map(|c| c.weight)
                .sum();
            assert_eq!(weights, every, "n = {n}");
        }
    }

    #[test]
    fn a_border_that_is_no_constellation_is_refused() {
        let attacking = Border {
            top: 1,
            bottom: 1,
            left: 3,
            right: 4,
        };
        assert_eq!(attacking.queens(8), None, "same column");
        let off = Border {
            top: 8,
            bottom: 2,
            left: 3,
            right: 4,
        };
        assert_eq!(Completion::of(8, off), None, "off the board");
        let corner = Border {
            top: 0,
            bottom: 3,
            left: 2,
            right: 5,
        };
        assert_eq!(
            corner.queens(8),
            None,
            "a top-left corner the left column denies"
        );
    }

    #[test]
    fn nodes_are_counted_only_when_asked() {
        let rows = vec![(1, 0b0111_1110), (2, 0b0111_1110), (3, 0b0111_1110)];
        assert_eq!(complete::<false>(&rows).1, 0);
        assert!(complete::<true>(&rows).1 > 0);
        assert_eq!(complete::<false>(&rows).0, complete::<true>(&rows).0);
    }
}
