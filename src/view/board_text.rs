//! The board in words: square names and the text alternative read by screen readers.

use crate::i18n::i18n::td_string;
use crate::queens::placement::Placement;
use crate::text::Locale;

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
