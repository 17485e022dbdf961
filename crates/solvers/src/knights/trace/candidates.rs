//! Warnsdorff's ratings: the squares a knight can go to next, each with the number of onward
//! moves it would have there (the article the C knight's tour program comes from calls it the
//! square's "rating"; lower is better).
//!
//! A fixed array of at most eight, so that computing them allocates nothing: the player's scan
//! computes them millions of times.

use crate::knights::board::{BoardSize, Square, KNIGHT_MOVES};

/// The most squares a knight can go to.
pub const MAX_CANDIDATES: usize = KNIGHT_MOVES.len();

/// A square the knight may go to next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Candidate {
    /// The square.
    pub square: Square,
    /// Its index `k` in the C program's `ktmov1[k]`/`ktmov2[k]`: the move that reaches it.
    pub move_index: u8,
    /// Its onward moves: the unvisited squares a knight's move from it.
    pub rating: u8,
}

/// The unvisited squares a knight's move from the knight, best first: by rating, ties in the
/// C program's move order.
#[derive(Clone, Copy, Debug)]
pub struct Candidates {
    len: u8,
    items: [Candidate; MAX_CANDIDATES],
}

/// What fills the unused entries.
const NO_CANDIDATE: Candidate = Candidate {
    square: Square::new(0, 0),
    move_index: 0,
    rating: 0,
};

impl Candidates {
    /// No candidates: a dead end.
    pub const NONE: Candidates = Candidates {
        len: 0,
        items: [NO_CANDIDATE; MAX_CANDIDATES],
    };

    /// The candidates from `from`, where `visited` tells which squares the knight has been on
    /// (`from` among them).
    pub fn rated(size: BoardSize, from: Square, visited: impl Fn(Square) -> bool) -> Self {
        let mut candidates = Candidates::NONE;
        for (move_index, delta) in KNIGHT_MOVES.into_iter().enumerate() {
            let Some(square) = size.step(from, delta) else {
                continue;
            };
            if visited(square) {
                continue;
            }
            let onward = size.knight_moves(square).filter(|&s| !visited(s)).count();
            let candidate = Candidate {
                square,
                // Both are at most 8.
                move_index: move_index as u8,
                rating: onward as u8,
            };
            candidates.insert_sorted(candidate);
        }
        candidates
    }

    /// Inserts `candidate` after every candidate rated as well or better: a stable insertion sort,
    /// so ties stay in the order inserted (the C program's).
    fn insert_sorted(&mut self, candidate: Candidate) {
        let mut at = usize::from(self.len);
        while at > 0 && self.items[at - 1].rating > candidate.rating {
            self.items[at] = self.items[at - 1];
            at -= 1;
        }
        self.items[at] = candidate;
        self.len += 1;
    }

    /// The candidates, best first.
    pub fn as_slice(&self) -> &[Candidate] {
        &self.items[..usize::from(self.len)]
    }

    /// The number of candidates.
    pub fn len(&self) -> usize {
        usize::from(self.len)
    }

    /// Whether there are none: the knight is stuck.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

impl PartialEq for Candidates {
    fn eq(&self, other: &Self) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl Eq for Candidates {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ratings_count_unvisited_onward_moves_and_sort_stably() {
        let size = BoardSize::new(5, 5).unwrap();
        let start = Square::new(0, 0);
        let from_corner = Candidates::rated(size, start, |s| s == start);
        // (1, 2) by move 2 and (2, 1) by move 3; each has 5 onward squares besides the corner.
        let expected = [
            Candidate {
                square: Square::new(1, 2),
                move_index: 2,
                rating: 5,
            },
            Candidate {
                square: Square::new(2, 1),
                move_index: 3,
                rating: 5,
            },
        ];
        assert_eq!(from_corner.as_slice(), expected);

        let centre = Square::new(2, 2);
        let all = Candidates::rated(size, centre, |s| s == centre);
        assert_eq!(all.len(), 8);
        let ratings: Vec<u8> = all.as_slice().iter().map(|c| c.rating).collect();
        assert!(ratings.windows(2).all(|w| w[0] <= w[1]), "{ratings:?}");
        for pair in all.as_slice().windows(2) {
            if pair[0].rating == pair[1].rating {
                assert!(pair[0].move_index < pair[1].move_index);
            }
        }
        assert!(Candidates::rated(size, centre, |_| true).is_empty());
        assert_eq!(Candidates::rated(size, centre, |_| true), Candidates::NONE);
    }
}
