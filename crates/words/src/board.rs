//! The board in words: square names and the text alternative read by screen readers.

use crate::i18n::i18n::td_string;
use crate::Locale;
use nqueens_solvers::knights::board::BoardSize;
use nqueens_solvers::queens::placement::Placement;

/// The label of file (column) `x`, 1-based: a, b, c… while the alphabet lasts, then numbers.
pub fn file_label(x: u32, n: usize) -> String {
    if n <= 26 {
        char::from(b'a' + (x - 1) as u8).to_string()
    } else {
        x.to_string()
    }
}

/// A square's name from 1-based `(x, y)`: `e2`, or `(5,2)` on boards wider than the alphabet.
pub fn square_name(x: u32, y: u32, n: usize) -> String {
    if n <= 26 {
        format!("{}{y}", file_label(x, n))
    } else {
        format!("({x},{y})")
    }
}

/// Reads a square's name as [`square_name`] writes it (`e2`, any case, or `(5,2)` and `5,2`),
/// surrounding space ignored: its 1-based `(x, y)`, or `None` if it is no square of the board.
/// The knight's board reads the same names.
pub fn parse_square_name(text: &str, n: usize) -> Option<(u32, u32)> {
    let side = u32::try_from(n).ok()?;
    let board = BoardSize::new(side, side).ok()?;
    let square = board.parse_square(text)?;
    Some((square.col + 1, side - square.row))
}

/// 1-based squares `(x, y)` of an `n`×`n` board by name, `a1, e2, …`.
pub fn square_list(n: usize, squares: impl IntoIterator<Item = (u32, u32)>) -> String {
    let names: Vec<String> = squares
        .into_iter()
        .map(|(x, y)| square_name(x, y, n))
        .collect();
    names.join(", ")
}

/// The board's text alternative: its size and where each queen stands.
pub fn describe(n: usize, placement: Option<&Placement>, locale: Locale) -> String {
    let queens: Vec<(u32, u32)> = placement.iter().flat_map(|p| p.squares()).collect();
    describe_queens(n, &queens, locale)
}

/// The text alternative of a board with queens on `queens` (any number of them).
pub fn describe_queens(n: usize, queens: &[(u32, u32)], locale: Locale) -> String {
    if queens.is_empty() {
        return td_string!(locale, board.empty, n = n);
    }
    td_string!(
        locale,
        board.placement,
        n = n,
        count = queens.len(),
        squares = square_list(n, queens.iter().copied())
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn square_names_read_back() {
        for n in [4, 8, 26, 30] {
            for (x, y) in [(1, 1), (n as u32, 3), (2, n as u32)] {
                assert_eq!(parse_square_name(&square_name(x, y, n), n), Some((x, y)));
            }
        }
        assert_eq!(parse_square_name(" D3 ", 8), Some((4, 3)));
        assert_eq!(parse_square_name("4,3", 8), Some((4, 3)));
        for bad in ["", "d", "3d", "i1", "a9", "a0", "(0,1)", "d3x", "é1", "a-1"] {
            assert_eq!(parse_square_name(bad, 8), None, "{bad}");
        }
    }

    #[test]
    fn names_and_description() {
        assert_eq!(square_name(5, 2, 8), "e2");
        assert_eq!(square_name(5, 2, 30), "(5,2)");
        assert_eq!(file_label(27, 27), "27");
        let p = Placement::validated(vec![2, 4, 1, 3]).unwrap();
        assert_eq!(
            describe(4, Some(&p), Locale::en),
            "4 by 4 board with 4 queens on b1, d2, a3, c4"
        );
        assert_eq!(describe(3, None, Locale::en), "Empty 3 by 3 board");
    }
}
