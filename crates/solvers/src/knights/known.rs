//! Published tour counts, to show beside the ones the page computes (`tests/data/README.md` says
//! where each comes from; a test checks this table against `tests/data/knights-tours.tsv`).

use super::board::{BoardSize, Square};

/// A known count: directed open tours (closed ones included), and the closed ones among them,
/// where the literature gives them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KnownTours {
    /// Directed open tours, if known.
    pub open: Option<u64>,
    /// Directed closed tours, if known.
    pub closed: Option<u64>,
}

/// Undirected closed tours of 6 × 6 (OEIS A001230).
const CLOSED_6X6: u64 = 9_862;

/// Undirected closed tours of 8 × 8 (McKay 1997; OEIS A001230).
const CLOSED_8X8: u64 = 13_267_364_410_532;

/// Directed open tours of 8 × 8 over every start, closed ones included (OEIS A165134).
const OPEN_8X8: u64 = 19_591_828_170_979_904;

/// The known counts for `size` from `start`, or from every start when `start` is `None`.
pub fn known_tours(size: BoardSize, start: Option<Square>) -> Option<KnownTours> {
    let corner = |s: Square| {
        (s.row == 0 || s.row + 1 == size.rows) && (s.col == 0 || s.col + 1 == size.cols)
    };
    match ((size.rows, size.cols), start) {
        // Both sides odd: no closed tour.
        ((5, 5), Some(s)) if corner(s) => Some(KnownTours {
            open: Some(304),
            closed: Some(0),
        }),
        ((5, 5), None) => Some(KnownTours {
            open: Some(1_728),
            closed: Some(0),
        }),
        // Every closed tour passes through every square, in two directions.
        ((6, 6), Some(_)) => Some(KnownTours {
            open: None,
            closed: Some(2 * CLOSED_6X6),
        }),
        ((6, 6), None) => Some(KnownTours {
            open: Some(6_637_920),
            closed: Some(2 * 36 * CLOSED_6X6),
        }),
        ((8, 8), Some(_)) => Some(KnownTours {
            open: None,
            closed: Some(2 * CLOSED_8X8),
        }),
        ((8, 8), None) => Some(KnownTours {
            open: Some(OPEN_8X8),
            closed: Some(2 * 64 * CLOSED_8X8),
        }),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The reference table's count of `board` (`5x5`), `start` and `kind`.
    fn reference(board: &str, start: &str, kind: &str) -> u64 {
        let table = include_str!("../../../../tests/data/knights-tours.tsv");
        table
            .lines()
            .map(|line| line.split('\t').collect::<Vec<_>>())
            .find(|f| f.len() >= 4 && f[0] == board && f[1] == start && f[2] == kind)
            .and_then(|f| f[3].parse().ok())
            .unwrap_or_else(|| panic!("{board} {start} {kind} is in the table"))
    }

    #[test]
    fn the_table_agrees_with_the_reference_data() {
        let size = |r, c| BoardSize::new(r, c).unwrap();
        let five = known_tours(size(5, 5), Some(Square::new(4, 0))).unwrap();
        assert_eq!(
            five.open,
            Some(reference("5x5", "corner", "directed_open_from_start"))
        );
        let all = known_tours(size(5, 5), None).unwrap();
        assert_eq!(all.open, Some(reference("5x5", "all", "directed_open")));
        let six = known_tours(size(6, 6), None).unwrap();
        assert_eq!(six.open, Some(reference("6x6", "all", "directed_open")));
        let undirected = reference("6x6", "all", "undirected_closed");
        assert_eq!(six.closed, Some(2 * 36 * undirected));
        let from = known_tours(size(6, 6), Some(Square::new(2, 3))).unwrap();
        assert_eq!(from.closed, Some(2 * undirected));
        assert_eq!(known_tours(size(5, 5), Some(Square::new(1, 1))), None);
        assert_eq!(known_tours(size(7, 7), None), None);
        let eight = known_tours(size(8, 8), None).unwrap();
        assert_eq!(eight.open, Some(reference("8x8", "all", "directed_open")));
        let closed = reference("8x8", "all", "undirected_closed");
        assert_eq!(eight.closed, Some(2 * 64 * closed));
        let corner = known_tours(size(8, 8), Some(Square::new(0, 0))).unwrap();
        assert_eq!((corner.open, corner.closed), (None, Some(2 * closed)));
    }
}
