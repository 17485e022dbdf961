//! Checks that a sequence of squares is a knight's tour, open or closed, and says what is wrong if
//! not. The page runs it on every tour it shows, to mark the tour "checked"; it trusts no solver.

use super::board::{BoardSize, Square};

/// Why a sequence of squares is not a knight's tour of its board. Indices are 0-based positions in
/// the sequence (move `k` goes from square `k - 1` to square `k`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TourError {
    /// The square at `index` is not on the board.
    OffBoard { index: usize, square: Square },
    /// The square at `index` was already visited earlier in the sequence.
    Repeated { index: usize, square: Square },
    /// The step into `index` (from `index - 1`) is not a knight's move.
    NotAKnightMove {
        index: usize,
        from: Square,
        to: Square,
    },
    /// Every square listed is distinct and on the board, but `missing` squares are never visited.
    Incomplete { visited: usize, missing: usize },
    /// A closed tour whose last square is not a knight's move from its first.
    NotClosed { last: Square, first: Square },
}

/// Checks that `path` visits every square of `size` exactly once, each step a knight's move, and,
/// if `closed`, that the last square is a knight's move from the first. In time and memory linear
/// in the number of squares.
pub fn validate(size: BoardSize, path: &[Square], closed: bool) -> Result<(), TourError> {
    let mut seen = vec![false; size.squares()];
    for (index, &square) in path.iter().enumerate() {
        if !size.contains(square) {
            return Err(TourError::OffBoard { index, square });
        }
        let slot = &mut seen[size.index(square)];
        if *slot {
            return Err(TourError::Repeated { index, square });
        }
        *slot = true;
        if let Some(&from) = index.checked_sub(1).and_then(|i| path.get(i)) {
            if !BoardSize::is_knight_move(from, square) {
                return Err(TourError::NotAKnightMove {
                    index,
                    from,
                    to: square,
                });
            }
        }
    }
    if path.len() < size.squares() {
        return Err(TourError::Incomplete {
            visited: path.len(),
            missing: size.squares() - path.len(),
        });
    }
    match (closed, path.first(), path.last()) {
        (true, Some(&first), Some(&last)) if !BoardSize::is_knight_move(last, first) => {
            Err(TourError::NotClosed { last, first })
        }
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn squares(list: &[(u32, u32)]) -> Vec<Square> {
        list.iter().map(|&(r, c)| Square::new(r, c)).collect()
    }

    /// The 8 undirected open tours of 3×4 include this one (rows from the top).
    const THREE_BY_FOUR: [(u32, u32); 12] = [
        (0, 0),
        (1, 2),
        (2, 0),
        (0, 1),
        (1, 3),
        (2, 1),
        (0, 2),
        (2, 3),
        (1, 1),
        (0, 3),
        (2, 2),
        (1, 0),
    ];

    #[test]
    fn accepts_an_open_tour_and_names_each_fault() {
        let size = BoardSize::new(3, 4).unwrap();
        let tour = squares(&THREE_BY_FOUR);
        assert_eq!(validate(size, &tour, false), Ok(()));
        assert_eq!(
            validate(size, &tour, true),
            Err(TourError::NotClosed {
                last: Square::new(1, 0),
                first: Square::new(0, 0)
            })
        );
        assert_eq!(
            validate(size, &tour[..11], false),
            Err(TourError::Incomplete {
                visited: 11,
                missing: 1
            })
        );
        let mut off = tour.clone();
        off[3] = Square::new(3, 0);
        assert_eq!(
            validate(size, &off, false),
            Err(TourError::OffBoard {
                index: 3,
                square: Square::new(3, 0)
            })
        );
        let mut repeated = tour.clone();
        repeated[2] = Square::new(0, 0);
        assert_eq!(
            validate(size, &repeated, false),
            Err(TourError::Repeated {
                index: 2,
                square: Square::new(0, 0)
            })
        );
        let mut swapped = tour.clone();
        swapped.swap(4, 5);
        assert_eq!(
            validate(size, &swapped, false),
            Err(TourError::NotAKnightMove {
                index: 4,
                from: Square::new(0, 1),
                to: Square::new(2, 1)
            })
        );
        assert!(matches!(
            validate(size, &[], false),
            Err(TourError::Incomplete { visited: 0, .. })
        ));
    }

    #[test]
    fn one_square_is_an_open_tour_but_not_a_closed_one() {
        let size = BoardSize::new(1, 1).unwrap();
        let path = [Square::new(0, 0)];
        assert_eq!(validate(size, &path, false), Ok(()));
        assert!(matches!(
            validate(size, &path, true),
            Err(TourError::NotClosed { .. })
        ));
    }
}
