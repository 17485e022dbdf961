//! Border constellations (the Q27 project's and NQueensFAF's method) and their completion.
//!
//! Every placement of N ≥ 2 queens has exactly one queen on each border line: the top and bottom
//! rows, the left and right columns (a queen in a corner stands on two). Those queens are the
//! placement's constellation. The board's 8 symmetries map border lines to border lines, so only
//! one constellation per class need be completed, and its completions count for each of the
//! class's constellations. A completion is a bitboard search of the inner rows and columns: each
//! row's squares attacked by the border queens are masked out beforehand, and the rows that hold a
//! border queen are skipped.
//!
//! ## How the count is searched, and what it costs
//!
//! Every placement has exactly one queen on each border line; the page enumerates these border
//! constellations, keeps one per class of the board's 8 symmetries (3,206 classes for N = 16), and
//! completes each by a bitboard search of the inner rows and columns, each row's squares attacked
//! by the border queens masked out beforehand and the rows holding a border queen skipped; a
//! class's completions count as many times as the class has constellations. Each class is searched
//! in the orientation whose first 8 searched rows leave the fewest choices (with the kernel of
//! 2026-11-24, 171 million nodes for N = 16; 5 rows gave 178 million, the plain mirror search
//! visits 563 million). The kernel is recursive and drops a queen that leaves the row after next no
//! square (in Chromium's wasm the recursion ran 1.43 s against 1.87 s for the same search on an
//! explicit stack; natively the stack was 5 % faster). It searches the last three rows in one loop,
//! with no call per queen, and counts the last two without a loop: of the pairs of a square free in
//! the last but one row and one in the last, a queen takes three squares of the last row (below it
//! and on its two diagonals), so the count is the product of the two rows' free squares less, for
//! each of the three, the queens whose square there is free. In Node's V8 that took N = 16 from
//! 1.66 to 1.50 s (natively 2 % less); the nodes counted are now the queens placed above the last
//! row, 177 million for N = 16, as the search places them one by one. Classes are grouped into
//! about 550 jobs, largest expected work first, and the progress bar counts expected work (the
//! product of the first rows' choices), not jobs. That is fine enough to share the work out evenly:
//! `cargo bench --bench native` times each job once and hands them out in the schedule's order to
//! whichever of 2 to 64 workers is free first. On 2026-11-25, for N = 16 (546 jobs, the longest 5.8
//! ms of 1,240 ms) the last worker ended 0.1 % after an even share on 2 workers, 0.2 % on 4 and 8,
//! 0.7 % on 16 and 4.2 % on 64; for N = 17 (563 jobs, the longest 48 ms of 8,561 ms) 0.1, 0.2, 0.5,
//! 1.1 and 4.9 %. So the classes are not split further by pre-placing queens: on up to 16 workers
//! that could gain at most about 1 % (5 % on 64). Per node, the kernel costs 6.9 ns natively and
//! 8.1 ns in the page's worker (N = 16 on one worker, warm: 1,435 ms); the C mirror counter costs
//! 5.4 ns per node.
//!

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

    /// The queens under `symmetry` on an `n`×`n` board (at most 32). Not inlined: only planning
    /// calls it, and its many copies would weigh on the page's first load.
    #[inline(never)]
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
    /// The board size.
    n: usize,
    /// The constellation in the orientation searched.
    queens: Queens,
    /// The searched rows of the image whose first rows leave the fewest choices (every image has
    /// as many completions; NQueensFAF found the orientation to matter: at N = 13, 0.90 M nodes
    /// against 1.44 M).
    pub rows: Rows,
    /// The size of the class: each completion counts this many times.
    pub weight: u64,
}

/// How many of the first searched rows choose the orientation. Measured for N = 16, with a kernel
/// that also dropped a queen of the last but one row leaving the last row no square: 3 rows visit
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
            n,
            queens: image,
            rows: searched_rows(n, &image).collect(),
            weight: class_size(n, &queens),
        })
    }

    /// The placements completing the constellation, times the class's size.
    pub fn count(&self) -> u64 {
        self.weight * complete(&self.rows, &mut Count)
    }

    /// The search nodes the completion visits (queens placed above its last row).
    pub fn nodes(&self) -> u64 {
        let mut nodes = Nodes(0);
        complete(&self.rows, &mut nodes);
        nodes.0
    }

    /// Calls `each` with every placement completing the constellation in the orientation searched,
    /// as each row's 0-based column, in no particular order.
    pub fn each(&self, each: impl FnMut(&[usize])) {
        let mut columns = [0usize; 32];
        for &(row, column) in self.queens.squares() {
            columns[row] = column;
        }
        let mut visit = Each {
            // The searched rows from the last up: the key of a row is how many follow it.
            rows: self.rows.iter().rev().map(|&(row, _)| row).collect(),
            columns,
            n: self.n,
            each,
        };
        if self.rows.is_empty() {
            (visit.each)(&visit.columns[..self.n]);
        } else {
            complete(&self.rows, &mut visit);
        }
    }

    /// The symmetries that map the searched constellation onto each constellation of its class, one
    /// per constellation: applied to the completions of [`Self::each`], they give every placement
    /// whose border queens are of the class, each once.
    pub fn images(&self) -> Vec<Symmetry> {
        let mut seen: Vec<Queens> = Vec::new();
        Symmetry::ALL
            .into_iter()
            .filter(|&symmetry| {
                let image = self.queens.image(self.n, symmetry);
                let new = !seen.contains(&image);
                seen.push(image);
                new
            })
            .collect()
    }

    /// The symmetries that leave the searched constellation as it is, the identity first: they
    /// map its completions onto each other.
    pub fn stabiliser(&self) -> Vec<Symmetry> {
        Symmetry::ALL
            .into_iter()
            .filter(|&symmetry| self.queens.image(self.n, symmetry) == self.queens)
            .collect()
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

/// What a completion's search does as it goes. Monomorphised: the count keeps nothing per node.
trait Visit {
    /// A queen stands at `bit` in the searched row that `after` more searched rows follow.
    fn place(&mut self, after: usize, bit: u32);

    /// The last searched row may take any of `choices`: the completions that makes.
    fn last_row(&mut self, choices: u32) -> u64;

    /// The last but one searched row may take any of `open`, and the last row, `gap` rows below
    /// it, any of `last` but the squares its queen attacks: the completions that makes.
    #[inline(always)]
    fn last_two_rows(&mut self, mut open: u32, last: u32, gap: u32) -> u64 {
        let mut total = 0;
        while open != 0 {
            let bit = open & open.wrapping_neg();
            open ^= bit;
            self.place(1, bit);
            total += self.last_row(last & !(bit | bit << gap | bit >> gap));
        }
        total
    }
}

/// Counts the completions only.
struct Count;

impl Visit for Count {
    #[inline(always)]
    fn place(&mut self, _: usize, _: u32) {}

    #[inline(always)]
    fn last_row(&mut self, choices: u32) -> u64 {
        u64::from(choices.count_ones())
    }

    /// Without a loop: a queen at `b` takes `b`, `b << gap` and `b >> gap` from the last row,
    /// three distinct squares, so the pairs are all of `open` × `last` but, for each of the three
    /// shifts, the members of `open` whose square in the last row is free.
    #[inline(always)]
    fn last_two_rows(&mut self, open: u32, last: u32, gap: u32) -> u64 {
        let pairs = open.count_ones() * last.count_ones();
        let lost = (open & last).count_ones()
            + (open << gap & last).count_ones()
            + (open >> gap & last).count_ones();
        u64::from(pairs - lost)
    }
}

/// Counts the search nodes: the queens placed above the last row.
struct Nodes(u64);

impl Visit for Nodes {
    fn place(&mut self, _: usize, _: u32) {
        self.0 += 1;
    }

    fn last_row(&mut self, choices: u32) -> u64 {
        u64::from(choices.count_ones())
    }
}

/// Calls `each` with every completion, as a column per row.
struct Each<F> {
    /// The row number of each searched row, by how many searched rows follow it.
    rows: Vec<usize>,
    /// The placement being built: a 0-based column per row.
    columns: [usize; 32],
    n: usize,
    each: F,
}

impl<F: FnMut(&[usize])> Visit for Each<F> {
    fn place(&mut self, after: usize, bit: u32) {
        if let Some(&row) = self.rows.get(after) {
            self.columns[row] = bit.trailing_zeros() as usize;
        }
    }

    fn last_row(&mut self, mut choices: u32) -> u64 {
        let mut found = 0;
        while choices != 0 {
            let bit = choices & choices.wrapping_neg();
            choices ^= bit;
            self.place(0, bit);
            (self.each)(&self.columns[..self.n]);
            found += 1;
        }
        found
    }
}

/// The completions of `rows`, found by `visit`.
fn complete(rows: &[(usize, u32)], visit: &mut impl Visit) -> u64 {
    let Some((&(first, first_free), rest)) = rows.split_first() else {
        return 1;
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
        return visit.last_row(first_free);
    }
    extend(levels, 0, 0, 0, first_free, visit)
}

/// The completions below a row whose queen may stand on any of `open`, the columns and diagonals
/// taken above it being `(cols, ld, rd)`, `levels` the rows below: a depth-first search that
/// drops a queen that leaves the row after next no square, searches the last three rows in one
/// loop and hands the last two rows' choices to `visit` at once. Recursive: in wasm (V8), this ran
/// N = 16 in 1.43 s against 1.87 s for the same search on an explicit stack (natively 1.30 against
/// 1.23 s). Searching the last three rows in a loop instead of a call per queen, and the last two
/// without one, took the count of N = 16 in Node's V8 from 1.66 to 1.50 s (the last two rows
/// alone: to 1.60 s), natively 2 % less. The columns and diagonals are three arguments, not a
/// tuple, which wasm would pass in memory.
fn extend<V: Visit>(
    levels: &[(u32, u32)],
    cols: u32,
    ld: u32,
    rd: u32,
    mut open: u32,
    visit: &mut V,
) -> u64 {
    let Some((&(free, gap), rest)) = levels.split_first() else {
        return 0;
    };
    let after = levels.len();
    let mut total = 0;
    match rest {
        [] => total = visit.last_two_rows(open, free & !(cols | ld << gap | rd >> gap), gap),
        [last] => total = last_three_rows((free, gap), *last, (cols, ld, rd), open, visit),
        [next @ (after_free, after_gap), deeper @ ..] => {
            while open != 0 {
                let bit = open & open.wrapping_neg();
                open ^= bit;
                visit.place(after, bit);
                let (c, l, r) = (cols | bit, (ld | bit) << gap, (rd | bit) >> gap);
                let options = free & !(c | l | r);
                if options != 0 && after_free & !(c | l << after_gap | r >> after_gap) != 0 {
                    total += match deeper {
                        [last] => last_three_rows(*next, *last, (c, l, r), options, visit),
                        _ => extend(rest, c, l, r, options, visit),
                    };
                }
            }
        }
    }
    total
}

/// The completions of the last three searched rows, the queen of the first on any of `open` with
/// `(cols, ld, rd)` taken above it; each of the other two rows as its free columns and its
/// distance from the row before. A loop, not a call per queen.
#[inline(always)]
fn last_three_rows<V: Visit>(
    (free, gap): (u32, u32),
    (last_free, last_gap): (u32, u32),
    (cols, ld, rd): (u32, u32, u32),
    mut open: u32,
    visit: &mut V,
) -> u64 {
    let mut total = 0;
    while open != 0 {
        let bit = open & open.wrapping_neg();
        open ^= bit;
        visit.place(2, bit);
        let (c, l, r) = (cols | bit, (ld | bit) << gap, (rd | bit) >> gap);
        let options = free & !(c | l | r);
        let last = last_free & !(c | l << last_gap | r >> last_gap);
        total += visit.last_two_rows(options, last, last_gap);
    }
    total
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::queens::enumerate::Placements;
    use crate::queens::known::known_total;
    use crate::queens::placement::Placement;
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
    fn completions_and_their_images_are_every_placement_once() {
        for n in 1..=10 {
            let mut found: Vec<Vec<usize>> = Vec::new();
            for border in canonical_constellations(n) {
                let completion = Completion::of(n, border).unwrap_or_else(|| panic!("{border:?}"));
                let images = completion.images();
                assert_eq!(images.len() as u64, completion.weight, "n = {n}");
                assert_eq!(completion.stabiliser()[0], Symmetry::Identity);
                assert_eq!(8 / completion.stabiliser().len(), images.len(), "n = {n}");
                completion.each(|columns| {
                    let placement =
                        Placement::from_columns(columns.iter().map(|&c| c as u32 + 1).collect());
                    for symmetry in &images {
                        let image = symmetry.apply(&placement);
                        found.push(image.columns().iter().map(|&c| c as usize - 1).collect());
                    }
                });
            }
            found.sort_unstable();
            let every: Vec<Vec<usize>> = Placements::new(n)
                .map(|p| p.columns().iter().map(|&c| c as usize - 1).collect())
                .collect();
            assert_eq!(found, every, "n = {n}");
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
    fn the_last_two_rows_count_as_many_without_a_loop_as_with_one() {
        // Rows of random free columns (16 of them), 1 to 3 rows apart: `Count` takes the last two
        // at once, `Nodes` places each queen of the last but one.
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        let mut random = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        let mut found = 0;
        for _ in 0..20_000 {
            let mut row = 0;
            let rows: Vec<(usize, u32)> = (0..2 + random() % 6)
                .map(|_| {
                    row += 1 + (random() % 3) as usize;
                    (row, random() as u32 & 0xFFFF)
                })
                .collect();
            let count = complete(&rows, &mut Count);
            assert_eq!(count, complete(&rows, &mut Nodes(0)), "{rows:?}");
            found += count;
        }
        assert!(found > 0);
    }

    #[test]
    fn every_visit_finds_as_many_completions() {
        let rows = vec![(1, 0b0111_1110), (2, 0b0111_1110), (3, 0b0111_1110)];
        let mut nodes = Nodes(0);
        let mut seen = 0;
        let mut each = Each {
            rows: vec![3, 2, 1],
            columns: [0; 32],
            n: 5,
            each: |_: &[usize]| seen += 1,
        };
        let found = complete(&rows, &mut Count);
        assert!(found > 0);
        assert_eq!(complete(&rows, &mut nodes), found);
        assert!(nodes.0 > 0);
        assert_eq!(complete(&rows, &mut each), found);
        assert_eq!(seen, found);
    }
}
