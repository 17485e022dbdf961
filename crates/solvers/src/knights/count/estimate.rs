//! How much work a job is before it is counted: Knuth's estimate of the size of a search tree
//! (1975), the mean over random dives of `1 + d₁ + d₁d₂ + …`, where `dᵢ` is the number of moves at
//! the `i`-th node of the dive. [`super::jobs`] splits the largest jobs first, so that the jobs
//! end up of similar size.
//!
//! The dives follow a fixed pseudo-random sequence, so the same board and start always give the
//! same jobs.

use super::bits::Bits;
use super::paths::Partial;
use crate::dice::Dice;

/// The dives per estimate of a job: enough to split the largest jobs first (with 16, 6×6's
/// largest job is 50 times the mean; with 64, 14 times).
pub(super) const JOB_DIVES: u32 = 64;

/// The estimated number of nodes [`Partial::count`] visits at and below `path`: the mean of
/// `dives` dives.
pub(super) fn tree_size(path: Partial, bits: &Bits, dice: &mut Dice, dives: u32) -> f64 {
    let total: f64 = (0..dives).map(|_| dive(path, bits, dice)).sum();
    total / f64::from(dives.max(1))
}

/// One random dive from `path` down to a leaf of the search.
fn dive(mut path: Partial, bits: &Bits, dice: &mut Dice) -> f64 {
    let (mut nodes, mut width) = (1.0, 1.0);
    while !path.is_complete() && path.may_complete(bits) {
        let mut next = path.next(bits);
        let moves = next.count_ones();
        if moves == 0 {
            break;
        }
        width *= f64::from(moves);
        nodes += width;
        for _ in 0..dice.below(moves) {
            next &= next - 1;
        }
        path = path.extended(next.trailing_zeros());
    }
    nodes
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::knights::board::{BoardSize, Square};

    /// The nodes the count visits at and below `path`, exactly.
    fn nodes(path: Partial, bits: &Bits) -> f64 {
        let mut total = 1.0;
        if !path.is_complete() && path.may_complete(bits) {
            let mut next = path.next(bits);
            while next != 0 {
                total += nodes(path.extended(next.trailing_zeros()), bits);
                next &= next - 1;
            }
        }
        total
    }

    #[test]
    fn estimates_average_to_the_nodes_the_count_visits() {
        // Knuth's estimate is unbiased, but heavy-tailed: 25,600 dives land within 25 %.
        let dice = &mut Dice::new();
        for (rows, cols) in [(1, 1), (3, 4), (4, 5), (5, 5)] {
            let size = BoardSize::new(rows, cols).unwrap();
            let bits = Bits::new(size).unwrap();
            let root = Partial::new(&bits, Square::new(0, 0));
            let exact = nodes(root, &bits);
            let mean = tree_size(root, &bits, dice, 25_600);
            assert!(
                (mean / exact - 1.0).abs() < 0.25,
                "{size}: {mean} for {exact}"
            );
        }
    }
}
