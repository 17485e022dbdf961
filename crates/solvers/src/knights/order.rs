//! The eight orders of the knight's moves that the board's symmetries make of the order of the C
//! knight's tour program (`ktmov1`/`ktmov2`).
//!
//! Searches that break ties by move order behave the same from every corner when the order turns
//! with the board: the order "facing" a start square is the C program's order as seen from the
//! corner nearest to it.

use super::board::{BoardSize, Square, KNIGHT_MOVES};

/// The C program's move order ([`KNIGHT_MOVES`]) mirrored left–right if `mirrored`, then turned a
/// quarter clockwise `turns` times.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveOrder {
    turns: u8,
    mirrored: bool,
}

impl MoveOrder {
    /// The C program's order, [`KNIGHT_MOVES`].
    pub const SEED: Self = Self::new(0, false);

    /// All eight orders, the C program's first.
    pub const ALL: [Self; 8] = [
        Self::SEED,
        Self::new(1, false),
        Self::new(2, false),
        Self::new(3, false),
        Self::new(0, true),
        Self::new(1, true),
        Self::new(2, true),
        Self::new(3, true),
    ];

    const fn new(turns: u8, mirrored: bool) -> Self {
        Self { turns, mirrored }
    }

    /// The C program's order as seen from the corner nearest to `start` (for a square on a middle
    /// row or column, the top or left one): mirrored for the right half, turned twice for the
    /// bottom half.
    pub fn facing(size: BoardSize, start: Square) -> Self {
        let bottom = 2 * start.row + 1 > size.rows;
        let right = 2 * start.col + 1 > size.cols;
        match (bottom, right) {
            (false, false) => Self::SEED,
            (false, true) => Self::new(0, true),
            (true, true) => Self::new(2, false),
            (true, false) => Self::new(2, true),
        }
    }

    /// The eight moves as `(row, col)` steps, in this order.
    pub fn moves(self) -> [(i32, i32); 8] {
        KNIGHT_MOVES.map(|(dr, dc)| {
            let mut step = if self.mirrored { (dr, -dc) } else { (dr, dc) };
            for _ in 0..self.turns {
                step = (step.1, -step.0);
            }
            step
        })
    }

    /// The squares a knight on `from` attacks, in this order.
    pub fn knight_moves(self, size: BoardSize, from: Square) -> impl Iterator<Item = Square> {
        self.moves()
            .into_iter()
            .filter_map(move |delta| size.step(from, delta))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_order_is_a_permutation_of_the_moves() {
        for order in MoveOrder::ALL {
            let mut moves = order.moves().to_vec();
            moves.sort();
            let mut seed = KNIGHT_MOVES.to_vec();
            seed.sort();
            assert_eq!(moves, seed, "{order:?}");
        }
        let distinct: std::collections::HashSet<_> =
            MoveOrder::ALL.iter().map(|o| o.moves()).collect();
        assert_eq!(distinct.len(), 8);
    }

    #[test]
    fn the_order_facing_a_corner_mirrors_the_seed_order() {
        let size = BoardSize::new(8, 8).unwrap();
        let first = |start: Square| {
            MoveOrder::facing(size, start)
                .knight_moves(size, start)
                .collect::<Vec<_>>()
        };
        // From a8 the C program moves first to c7 then b6; from each other corner, to the mirror
        // images.
        assert_eq!(
            first(Square::new(0, 0)),
            [Square::new(1, 2), Square::new(2, 1)]
        );
        assert_eq!(
            first(Square::new(0, 7)),
            [Square::new(1, 5), Square::new(2, 6)]
        );
        assert_eq!(
            first(Square::new(7, 7)),
            [Square::new(6, 5), Square::new(5, 6)]
        );
        assert_eq!(
            first(Square::new(7, 0)),
            [Square::new(6, 2), Square::new(5, 1)]
        );
    }
}
