//! The 8 symmetries of the square acting on placements, symmetry classes, and random access to the
//! fundamental placements (one per class).
//!
//! A class is represented by its *canonical* placement: the lexicographically smallest of its
//! variants. The fundamental placements are the canonical ones, listed in lexicographic order.

use std::cmp::Ordering;

use super::enumerate::MAX_BITMASK_N;
use super::index::PrefixIndex;
use super::placement::Placement;
use super::search::{full_mask, Deadline, RowMasks, Selection};

/// One of the 8 symmetries of the square. Squares are 1-based `(x, y)`: column `x`, row `y`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Symmetry {
    /// Leaves every square in place.
    Identity,
    /// A quarter turn: `(x, y)` goes to `(n + 1 - y, x)`.
    Rotate90,
    /// A half turn: `(x, y)` goes to `(n + 1 - x, n + 1 - y)`.
    Rotate180,
    /// Three quarter turns: `(x, y)` goes to `(y, n + 1 - x)`.
    Rotate270,
    /// Left and right swapped: `(x, y)` goes to `(n + 1 - x, y)`.
    MirrorColumns,
    /// Top and bottom swapped: `(x, y)` goes to `(x, n + 1 - y)`.
    MirrorRows,
    /// Reflection in the diagonal through `(1, 1)`: `(x, y)` goes to `(y, x)`.
    Transpose,
    /// Reflection in the other diagonal: `(x, y)` goes to `(n + 1 - y, n + 1 - x)`.
    AntiTranspose,
}

impl Symmetry {
    /// All 8 symmetries, the identity first.
    pub const ALL: [Symmetry; 8] = [
        Symmetry::Identity,
        Symmetry::Rotate90,
        Symmetry::Rotate180,
        Symmetry::Rotate270,
        Symmetry::MirrorColumns,
        Symmetry::MirrorRows,
        Symmetry::Transpose,
        Symmetry::AntiTranspose,
    ];

    /// Where the square `(x, y)` (1-based, both in `1..=n`) of an `n`×`n` board goes.
    pub fn map_square(self, n: u32, x: u32, y: u32) -> (u32, u32) {
        let (fx, fy) = (n + 1 - x, n + 1 - y);
        match self {
            Symmetry::Identity => (x, y),
            Symmetry::Rotate90 => (fy, x),
            Symmetry::Rotate180 => (fx, fy),
            Symmetry::Rotate270 => (y, fx),
            Symmetry::MirrorColumns => (fx, y),
            Symmetry::MirrorRows => (x, fy),
            Symmetry::Transpose => (y, x),
            Symmetry::AntiTranspose => (fy, fx),
        }
    }

    /// The image of a placement: each queen moved by [`Symmetry::map_square`]. One queen per row
    /// and column stays one per row and column, so a valid placement maps to a valid placement.
    /// Columns outside `1..=n` (possible only through `Placement::from_columns`) are returned as is.
    pub fn apply(self, placement: &Placement) -> Placement {
        let n = placement.n();
        let Ok(size) = u32::try_from(n) else {
            return placement.clone();
        };
        if placement.columns().iter().any(|&x| x == 0 || x > size) {
            return placement.clone();
        }
        let mut columns = vec![0; n];
        for (x, y) in placement.squares() {
            let (x, y) = self.map_square(size, x, y);
            if let Some(slot) = columns.get_mut(y as usize - 1) {
                *slot = x;
            }
        }
        Placement::from_columns(columns)
    }
}

/// The distinct images of a placement under the 8 symmetries, sorted (so the first is canonical).
pub fn variants(placement: &Placement) -> Vec<Placement> {
    let mut all: Vec<Placement> = Symmetry::ALL.iter().map(|s| s.apply(placement)).collect();
    all.sort();
    all.dedup();
    all
}

/// The size of the placement's symmetry class: 8, 4 or 2 (1 for N = 1).
pub fn class_size(placement: &Placement) -> usize {
    variants(placement).len()
}

/// The class's representative: the lexicographically smallest variant.
pub fn canonical(placement: &Placement) -> Placement {
    Symmetry::ALL
        .iter()
        .map(|s| s.apply(placement))
        .min()
        .unwrap_or_else(|| placement.clone())
}

/// Whether the placement is its class's representative (no variant is lexicographically smaller).
pub fn is_canonical(placement: &Placement) -> bool {
    Symmetry::ALL
        .iter()
        .all(|s| s.apply(placement) >= *placement)
}

/// The canonical placements, each weighted by the size of its class: the fundamental list's
/// selection (each listed once; the weights add up to all placements).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Canonical;

impl Selection for Canonical {
    const EVERY: bool = false;

    fn masks(n: usize, prefix: &[u32]) -> RowMasks {
        canonical_masks(n, prefix)
    }

    fn deadline(n: usize, prefix: &[u32]) -> Deadline {
        canonical_deadline(n, prefix)
    }

    fn weight(n: usize, rows: &[u32]) -> u64 {
        canonical_class_size(n, rows).unwrap_or(0)
    }
}

/// Random access to the fundamental placements (one per symmetry class), in lexicographic order.
pub type FundamentalIndex = PrefixIndex<Canonical>;

/// Row `r`'s 0-based column in the image under `symmetry` of the placement with 0-based columns
/// `p` and its inverse `q` (`q[p[r]] == r`): the same images as [`Symmetry::apply`], read row by
/// row without building them.
pub(crate) fn image_column(symmetry: Symmetry, p: &[usize], q: &[usize], r: usize) -> usize {
    let m = p.len() - 1;
    match symmetry {
        Symmetry::Identity => p[r],
        Symmetry::Rotate90 => m - q[r],
        Symmetry::Rotate180 => m - p[m - r],
        Symmetry::Rotate270 => q[m - r],
        Symmetry::MirrorColumns => m - p[r],
        Symmetry::MirrorRows => p[m - r],
        Symmetry::Transpose => q[r],
        Symmetry::AntiTranspose => m - q[m - r],
    }
}

/// Columns that cannot hold a queen of a canonical placement starting with `prefix` (column bits),
/// removed from each row's mask. With `c` the first row's column (0-based), every variant's first
/// row must be at least `c`:
/// - the mirror's first row is `n - 1 - c`, so `c <= (n - 1) / 2`;
/// - the other variants start with the last row's column, or the row of the first or last column's
///   queen, or those counted from the other side; so these lie in `c..=n - 1 - c`: rows outside
///   that range hold no queen in a border column, and the last row's queen lies in that range;
/// - with a corner queen (`c == 0`) the transpose ties on the first row, and its second row (the row
///   of the queen in column 1) must be at least the second row's column `c1`: rows `2..c1` leave
///   column 1 empty.
///
/// Pruning only: the exact test is [`canonical_class_size`] on each complete placement.
fn canonical_masks(n: usize, prefix: &[u32]) -> RowMasks {
    let full = full_mask(n);
    let mut masks = [full; MAX_BITMASK_N];
    if full == 0 {
        return masks;
    }
    let last = n - 1;
    let half = last / 2;
    masks[0] = full_mask(half + 1);
    let Some(c) = prefix.first().map(|bit| bit.trailing_zeros() as usize) else {
        return masks;
    };
    if c > half {
        return masks;
    }
    if c == 0 {
        if let Some(c1) = prefix.get(1).map(|bit| bit.trailing_zeros() as usize) {
            for mask in masks.iter_mut().take(c1.min(n)).skip(2) {
                *mask &= !2;
            }
        }
        return masks;
    }
    let border = 1 | (1 << last);
    for (row, mask) in masks.iter_mut().enumerate().take(n).skip(1) {
        if row < c || row > last - c {
            *mask &= !border;
        }
    }
    // Columns c..=last - c.
    masks[last] &= full_mask(last - c + 1) & !full_mask(c);
    masks
}

/// The border columns of a canonical placement whose first queen is in column `c >= 1` hold their
/// queens in rows `c..=n - 1 - c` (see [`canonical_masks`]): both must be taken by row `n - 1 - c`.
fn canonical_deadline(n: usize, prefix: &[u32]) -> Deadline {
    match prefix.first().map(|bit| bit.trailing_zeros() as usize) {
        Some(c) if c >= 1 && 2 * c < n && n <= MAX_BITMASK_N => Deadline {
            row: n - 1 - c,
            columns: 1 | (1 << (n - 1)),
        },
        _ => Deadline::NONE,
    }
}

/// For a complete placement (a column bit per row): `Some(class size)` if it is canonical (no
/// variant lexicographically smaller), `None` otherwise. Compares each variant row by row and
/// usually stops at the first row.
fn canonical_class_size(n: usize, rows: &[u32]) -> Option<u64> {
    if n == 0 || n > MAX_BITMASK_N || rows.len() != n {
        return None;
    }
    let mut p = [0usize; MAX_BITMASK_N];
    let mut q = [0usize; MAX_BITMASK_N];
    for (row, bit) in rows.iter().enumerate() {
        let column = (bit.trailing_zeros() as usize).min(n - 1);
        p[row] = column;
        q[column] = row;
    }
    let (p, q) = (&p[..n], &q[..n]);
    let mut fixed = 1;
    for &symmetry in &Symmetry::ALL[1..] {
        match order(p, |r| image_column(symmetry, p, q, r)) {
            Ordering::Less => return None,
            Ordering::Equal => fixed += 1,
            Ordering::Greater => {}
        }
    }
    Some(8 / fixed)
}

/// How a variant (its 0-based column in each row) compares with the placement `p`.
fn order(p: &[usize], variant: impl Fn(usize) -> usize) -> Ordering {
    for (r, &column) in p.iter().enumerate() {
        let v = variant(r);
        if v != column {
            return v.cmp(&column);
        }
    }
    Ordering::Equal
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rows(columns: &[u32]) -> Vec<u32> {
        columns.iter().map(|c| 1 << (c - 1)).collect()
    }

    #[test]
    fn fast_check_agrees_with_the_plain_definition() {
        for n in 1..=8 {
            for p in crate::queens::enumerate::Placements::new(n) {
                let fast = canonical_class_size(n, &rows(p.columns()));
                let slow = is_canonical(&p).then(|| class_size(&p) as u64);
                assert_eq!(fast, slow, "{p:?}");
            }
        }
    }

    #[test]
    fn row_by_row_images_agree_with_apply() {
        for n in 1..=8 {
            for placement in crate::queens::enumerate::Placements::new(n) {
                let p: Vec<usize> = placement
                    .columns()
                    .iter()
                    .map(|&c| c as usize - 1)
                    .collect();
                let mut q = vec![0; n];
                for (row, &column) in p.iter().enumerate() {
                    q[column] = row;
                }
                for symmetry in Symmetry::ALL {
                    let image: Vec<u32> = (0..n)
                        .map(|r| image_column(symmetry, &p, &q, r) as u32 + 1)
                        .collect();
                    assert_eq!(image, symmetry.apply(&placement).columns(), "{symmetry:?}");
                }
            }
        }
    }

    #[test]
    fn quarter_turn_moves_the_corner() {
        let p = Placement::from_columns(vec![2, 4, 1, 3]);
        assert_eq!(Symmetry::Rotate90.map_square(4, 1, 1), (4, 1));
        assert_eq!(
            Symmetry::Rotate90.apply(&p),
            p,
            "4-queens is turn-symmetric"
        );
        assert_eq!(class_size(&p), 2);
    }
}
