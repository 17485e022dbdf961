//! A placement of N queens, one per row, in the C# program's representation `M[1..N]`.

use std::fmt;

/// A placement of `n` queens: the queen of row `y` (1-based) stands in column `x = M[y]` (1-based).
///
/// This is the C# program's array `M[1..N]`, stored 0-indexed: `columns()[k]` is `M[k + 1]`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Placement {
    columns: Vec<u32>,
}

/// Why a list of columns is not a valid placement.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlacementError {
    /// A column is outside `1..=n`; `row` is 1-based.
    OutOfBoard { row: u32, column: u32 },
    /// Two queens attack each other; rows are 1-based, `first < second`.
    Attack {
        first: u32,
        second: u32,
        line: AttackLine,
    },
}

/// The line along which one queen attacks another.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AttackLine {
    /// The same column (file).
    Column,
    /// The same diagonal, `x - y` constant.
    Diagonal,
    /// The same anti-diagonal, `x + y` constant.
    AntiDiagonal,
}

impl Placement {
    /// Wraps 1-based columns `M[1..N]` without checking them; use [`Placement::validated`] for
    /// columns that come from outside the solvers.
    pub fn from_columns(columns: Vec<u32>) -> Self {
        Self { columns }
    }

    /// Wraps 1-based columns after checking that no two queens attack each other.
    pub fn validated(columns: Vec<u32>) -> Result<Self, PlacementError> {
        validate(&columns)?;
        Ok(Self { columns })
    }

    /// The board size N (the number of queens).
    pub fn n(&self) -> usize {
        self.columns.len()
    }

    /// The 1-based columns, row by row: `M[1..N]`.
    pub fn columns(&self) -> &[u32] {
        &self.columns
    }

    /// The queens as 1-based `(x, y)` squares, row by row.
    pub fn squares(&self) -> impl Iterator<Item = (u32, u32)> + '_ {
        self.columns.iter().zip(1u32..).map(|(&x, y)| (x, y))
    }

    /// The C# program's text: `(1,1) (5,2) (8,3) …`, with `x = M[k]` and `y = k`.
    pub fn coordinates_text(&self) -> String {
        self.to_string()
    }
}

impl fmt::Display for Placement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, (x, y)) in self.squares().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "({x},{y})")?;
        }
        Ok(())
    }
}

/// Checks a placement independently of every solver: each column in `1..=n`, and no two queens on
/// one column, diagonal or anti-diagonal. Rows are distinct by construction. Runs in O(n).
///
/// ```
/// use nqueens_solvers::queens::placement::validate;
/// assert!(validate(&[2, 4, 1, 3]).is_ok());
/// assert!(validate(&[1, 2, 3, 4]).is_err());
/// ```
pub fn validate(columns: &[u32]) -> Result<(), PlacementError> {
    let n = columns.len();
    // For each line, the 1-based row of the queen already seen on it (0 = none).
    let mut by_column = vec![0u32; n];
    let mut by_diagonal = vec![0u32; 2 * n];
    let mut by_anti_diagonal = vec![0u32; 2 * n];
    for (index, &x) in columns.iter().enumerate() {
        let row = index as u32 + 1;
        if x == 0 || x as usize > n {
            return Err(PlacementError::OutOfBoard { row, column: x });
        }
        let column = x as usize - 1;
        let diagonal = column + n - index - 1;
        let anti_diagonal = column + index;
        let slots = [
            (&mut by_column[column], AttackLine::Column),
            (&mut by_diagonal[diagonal], AttackLine::Diagonal),
            (
                &mut by_anti_diagonal[anti_diagonal],
                AttackLine::AntiDiagonal,
            ),
        ];
        for (slot, line) in slots {
            if *slot != 0 {
                return Err(PlacementError::Attack {
                    first: *slot,
                    second: row,
                    line,
                });
            }
            *slot = row;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seed_text_format() {
        let p = Placement::validated(vec![1, 5, 8, 6, 3, 7, 2, 4]).unwrap();
        assert_eq!(
            p.coordinates_text(),
            "(1,1) (5,2) (8,3) (6,4) (3,5) (7,6) (2,7) (4,8)"
        );
    }

    #[test]
    fn validator_finds_each_kind_of_attack() {
        assert_eq!(
            validate(&[2, 2]),
            Err(PlacementError::Attack {
                first: 1,
                second: 2,
                line: AttackLine::Column
            })
        );
        assert_eq!(
            validate(&[1, 2]),
            Err(PlacementError::Attack {
                first: 1,
                second: 2,
                line: AttackLine::Diagonal
            })
        );
        assert_eq!(
            validate(&[2, 1]),
            Err(PlacementError::Attack {
                first: 1,
                second: 2,
                line: AttackLine::AntiDiagonal
            })
        );
        assert_eq!(
            validate(&[1, 4, 2]),
            Err(PlacementError::OutOfBoard { row: 2, column: 4 })
        );
        assert_eq!(validate(&[2, 4, 1, 3]), Ok(()));
        assert_eq!(validate(&[1]), Ok(()));
    }
}
