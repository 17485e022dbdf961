//! The board a student's program plays on: the queens it holds, and which one attacks a square.

use nqueens_solvers::queens::placement::Placement;
use serde::{Deserialize, Serialize};

/// The line along which one queen attacks a square.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Line {
    /// The same row (rank).
    Row,
    /// The same column (file).
    Column,
    /// The same diagonal, `row - col` constant.
    Diagonal,
    /// The same anti-diagonal, `row + col` constant.
    AntiDiagonal,
}

/// The line along which a queen on `queen` attacks `square`, if it does (a queen on the square
/// itself does not attack it).
pub fn attack_line(queen: (usize, usize), square: (usize, usize)) -> Option<Line> {
    let ((qr, qc), (r, c)) = (queen, square);
    if queen == square {
        None
    } else if qr == r {
        Some(Line::Row)
    } else if qc == c {
        Some(Line::Column)
    } else if qr.abs_diff(r) == qc.abs_diff(c) {
        Some(if (qr < r) == (qc < c) {
            Line::Diagonal
        } else {
            Line::AntiDiagonal
        })
    } else {
        None
    }
}

/// The queens on an `n`×`n` board, in the order they were placed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Board {
    /// The size.
    pub n: usize,
    /// The squares holding a queen, 0-based `(row, col)`.
    pub queens: Vec<(usize, usize)>,
}

impl Board {
    /// An empty `n`×`n` board.
    pub fn new(n: usize) -> Self {
        Board {
            n,
            queens: Vec::new(),
        }
    }

    /// The first queen (in the order placed) that attacks `square`, and along which line.
    pub fn attacker(&self, square: (usize, usize)) -> Option<((usize, usize), Line)> {
        self.queens
            .iter()
            .find_map(|&queen| attack_line(queen, square).map(|line| (queen, line)))
    }

    /// Whether a queen stands on `square`.
    pub fn holds(&self, square: (usize, usize)) -> bool {
        self.queens.contains(&square)
    }

    /// The board as a placement, when it holds `n` queens, one per row, none attacking another.
    pub fn placement(&self) -> Option<Placement> {
        if self.queens.len() != self.n {
            return None;
        }
        let mut columns = vec![0; self.n];
        for &(row, col) in &self.queens {
            columns[row] = col as u32 + 1;
        }
        Placement::validated(columns).ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn attack_lines_are_named() {
        assert_eq!(attack_line((2, 2), (2, 5)), Some(Line::Row));
        assert_eq!(attack_line((2, 2), (6, 2)), Some(Line::Column));
        assert_eq!(attack_line((2, 2), (4, 4)), Some(Line::Diagonal));
        assert_eq!(attack_line((2, 2), (0, 0)), Some(Line::Diagonal));
        assert_eq!(attack_line((2, 2), (0, 4)), Some(Line::AntiDiagonal));
        assert_eq!(attack_line((2, 2), (3, 4)), None);
        assert_eq!(attack_line((2, 2), (2, 2)), None);
    }

    #[test]
    fn a_full_board_of_queens_that_do_not_attack_is_a_placement() {
        let mut board = Board::new(4);
        board.queens = vec![(0, 1), (1, 3), (2, 0), (3, 2)];
        assert_eq!(
            board.placement().map(|p| p.columns().to_vec()),
            Some(vec![2, 4, 1, 3])
        );
        board.queens.pop();
        assert_eq!(board.placement(), None);
        board.queens.push((3, 3));
        assert_eq!(board.placement(), None);
    }
}
