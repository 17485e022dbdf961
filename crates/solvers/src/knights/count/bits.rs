//! A board of at most 64 squares as bit sets: square `row * cols + col` is bit of that index.
//! The counting search works on these, a whole board per machine word.

use crate::knights::board::{BoardSize, Square, KNIGHT_MOVES};

/// The most squares a bit set holds.
pub(super) const MAX_BITS: usize = u64::BITS as usize;

/// The knight's moves on one board, as shifts of bit sets.
#[derive(Clone, Debug)]
pub(super) struct Bits {
    size: BoardSize,
    /// `neighbours[i]`: the squares a knight's move from square `i`.
    neighbours: [u64; MAX_BITS],
    /// For each move of `KNIGHT_MOVES`: the squares from which it stays on the board.
    sources: [u64; KNIGHT_MOVES.len()],
    /// For each move: how far it shifts a square's index (`dr * cols + dc`; 0 for a move that no
    /// square can make).
    shifts: [i32; KNIGHT_MOVES.len()],
}

impl Bits {
    /// The bit sets of `size`, if it has at most [`MAX_BITS`] squares.
    pub(super) fn new(size: BoardSize) -> Option<Self> {
        if size.squares() > MAX_BITS {
            return None;
        }
        let mut bits = Self {
            size,
            neighbours: [0; MAX_BITS],
            sources: [0; KNIGHT_MOVES.len()],
            shifts: [0; KNIGHT_MOVES.len()],
        };
        // The sides are at most 64 here.
        let cols = size.cols as i32;
        for (k, delta) in KNIGHT_MOVES.into_iter().enumerate() {
            for from in 0..size.squares() {
                if let Some(to) = size.step(size.square(from), delta) {
                    bits.sources[k] |= 1 << from;
                    bits.neighbours[from] |= 1 << size.index(to);
                    // Less than 64 either way, as both squares are.
                    bits.shifts[k] = delta.0 * cols + delta.1;
                }
            }
        }
        Some(bits)
    }

    /// The board.
    pub(super) fn size(&self) -> BoardSize {
        self.size
    }

    /// Every square.
    pub(super) fn all(&self) -> u64 {
        u64::MAX >> (MAX_BITS - self.size.squares())
    }

    /// The bit index of `square` (on the board).
    pub(super) fn index(&self, square: Square) -> u32 {
        // At most 64 squares.
        self.size.index(square) as u32
    }

    /// The squares a knight's move from square `index`.
    pub(super) fn neighbours(&self, index: u32) -> u64 {
        self.neighbours[index as usize]
    }

    /// The squares with at least one, and with at least two, knight's moves into `set`.
    pub(super) fn links(&self, set: u64) -> (u64, u64) {
        let (mut ones, mut twos) = (0, 0);
        for (&sources, &shift) in self.sources.iter().zip(&self.shifts) {
            let from = set & sources;
            let to = if shift >= 0 {
                from << shift
            } else {
                from >> -shift
            };
            twos |= ones & to;
            ones |= to;
        }
        (ones, twos)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bit_sets_agree_with_the_board() {
        for (rows, cols) in [(1, 1), (3, 4), (5, 5), (7, 9), (8, 8), (2, 32), (1, 64)] {
            let size = BoardSize::new(rows, cols).unwrap();
            let bits = Bits::new(size).unwrap();
            assert_eq!(bits.all().count_ones() as usize, size.squares());
            for i in 0..size.squares() {
                let square = size.square(i);
                let expected = size
                    .knight_moves(square)
                    .fold(0u64, |set, s| set | 1 << size.index(s));
                assert_eq!(bits.neighbours(bits.index(square)), expected);
                // The links of a single square are its neighbours, each once.
                assert_eq!(bits.links(1 << i), (expected, 0));
            }
            let (ones, twos) = bits.links(bits.all());
            for i in 0..size.squares() {
                let degree = bits.neighbours(i as u32).count_ones();
                assert_eq!(ones >> i & 1 == 1, degree >= 1);
                assert_eq!(twos >> i & 1 == 1, degree >= 2);
            }
        }
        assert!(Bits::new(BoardSize::new(5, 13).unwrap()).is_none());
    }
}
