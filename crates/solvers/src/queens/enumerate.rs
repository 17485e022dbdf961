//! All placements in the C# and Java programs' order (lexicographic in `M[1..N]`), and a plain
//! count.

use super::placement::Placement;

/// The largest N the bitmask enumerator handles: one bit per column in a `u32`.
pub const MAX_BITMASK_N: usize = 32;

/// Lexicographic iterator over every placement of `n` queens, the order in which the C# and Java
/// programs' backtracking finds them (row by row, leftmost column first).
///
/// A depth-first search over bitmasks kept on an explicit stack, so it can be paused between
/// placements. For `n > MAX_BITMASK_N` it yields nothing.
#[derive(Clone, Debug)]
pub struct Placements {
    n: usize,
    full: u32,
    /// For each row on the stack, the columns still to try there (bit `j` = column `j + 1`).
    untried: Vec<u32>,
    /// The column bit chosen in each row on the stack.
    chosen: Vec<u32>,
    started: bool,
}

impl Placements {
    /// Starts the enumeration for an `n`×`n` board.
    pub fn new(n: usize) -> Self {
        let full = if n == 0 || n > MAX_BITMASK_N {
            0
        } else {
            u32::MAX >> (32 - n)
        };
        Self {
            n,
            full,
            untried: Vec::with_capacity(n),
            chosen: Vec::with_capacity(n),
            started: false,
        }
    }

    /// The squares attacked in the next row by the queens on the stack.
    fn attacked_next_row(&self) -> u32 {
        let (mut cols, mut diag, mut anti) = (0u32, 0u32, 0u32);
        for &bit in &self.chosen {
            cols |= bit;
            diag = (diag | bit) << 1;
            anti = (anti | bit) >> 1;
        }
        (cols | diag | anti) & self.full
    }
}

impl Iterator for Placements {
    type Item = Placement;

    fn next(&mut self) -> Option<Placement> {
        if self.full == 0 {
            return None;
        }
        if !self.started {
            self.started = true;
            self.untried.push(self.full);
        }
        while let Some(untried) = self.untried.last_mut() {
            if *untried == 0 {
                self.untried.pop();
                self.chosen.pop();
                continue;
            }
            let bit = *untried & untried.wrapping_neg();
            *untried &= !bit;
            // Replace the choice of this row (if any) by the new one.
            self.chosen.truncate(self.untried.len() - 1);
            self.chosen.push(bit);
            if self.chosen.len() == self.n {
                let columns = self.chosen.iter().map(|b| b.trailing_zeros() + 1).collect();
                return Some(Placement::from_columns(columns));
            }
            let free = !self.attacked_next_row() & self.full;
            self.untried.push(free);
        }
        None
    }
}

/// The number of placements of `n` queens, by plain bitmask backtracking (no symmetry).
/// The reference against which faster counters are checked.
///
/// ```
/// use nqueens_solvers::queens::enumerate::{count_plain, Placements};
/// assert_eq!(count_plain(6), 4);
/// // The same placements, one by one, in lexicographic order.
/// let first = Placements::new(6).next().unwrap();
/// assert_eq!(first.columns(), &[2, 4, 6, 1, 3, 5]);
/// ```
pub fn count_plain(n: usize) -> u64 {
    fn descend(full: u32, cols: u32, diag: u32, anti: u32) -> u64 {
        if cols == full {
            return 1;
        }
        let mut free = !(cols | diag | anti) & full;
        let mut total = 0;
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free &= !bit;
            total += descend(full, cols | bit, (diag | bit) << 1, (anti | bit) >> 1);
        }
        total
    }
    if n == 0 || n > MAX_BITMASK_N {
        return 0;
    }
    descend(u32::MAX >> (32 - n), 0, 0, 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_placements_of_eight_are_the_seeds() {
        let first: Vec<Vec<u32>> = Placements::new(8)
            .take(4)
            .map(|p| p.columns().to_vec())
            .collect();
        assert_eq!(
            first,
            vec![
                vec![1, 5, 8, 6, 3, 7, 2, 4],
                vec![1, 6, 8, 3, 7, 4, 2, 5],
                vec![1, 7, 4, 6, 8, 2, 5, 3],
                vec![1, 7, 5, 8, 2, 4, 6, 3],
            ]
        );
    }

    #[test]
    fn small_boards() {
        assert_eq!(Placements::new(0).count(), 0);
        assert_eq!(
            Placements::new(1)
                .map(|p| p.columns().to_vec())
                .collect::<Vec<_>>(),
            vec![vec![1]]
        );
        assert_eq!(Placements::new(2).count(), 0);
        assert_eq!(Placements::new(3).count(), 0);
        assert_eq!(Placements::new(4).count(), 2);
    }
}
