//! One step of a search, as the player shows it.

use crate::queens::placement::{AttackLine, Placement};

/// One event of a search. Rows and columns are 0-based (see the module documentation).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// The algorithm considers the square `(row, col)` for the queen of `row`.
    Try {
        /// 0-based row of the candidate.
        row: usize,
        /// 0-based column of the candidate.
        col: usize,
    },
    /// The square just tried is attacked by the queen at `(by_row, by_col)` along `line`: the
    /// first attacker the algorithm's own checks run into.
    Attacked {
        /// 0-based row of the candidate.
        row: usize,
        /// 0-based column of the candidate.
        col: usize,
        /// 0-based row of the attacking queen.
        by_row: usize,
        /// 0-based column of the attacking queen.
        by_col: usize,
        /// The line they share.
        line: AttackLine,
    },
    /// A queen is put on `(row, col)`.
    Place {
        /// 0-based row.
        row: usize,
        /// 0-based column.
        col: usize,
    },
    /// The queen on `(row, col)` is taken off (backtracking).
    Remove {
        /// 0-based row.
        row: usize,
        /// 0-based column.
        col: usize,
    },
    /// Forward checking: a queen on `(row, col)` would leave the empty row `empty_row` with no
    /// free square, so it is taken back at once (not a node; it counts as a backtrack).
    Emptied {
        /// 0-based row of the queen taken back.
        row: usize,
        /// 0-based column of the queen taken back.
        col: usize,
        /// 0-based row left with no free square.
        empty_row: usize,
    },
    /// Min-conflicts: the queen on `(row, col)`, attacked by `attackers` queens, is chosen to
    /// move within its row.
    Pick {
        /// 0-based row of the queen chosen.
        row: usize,
        /// 0-based column of the queen chosen.
        col: usize,
        /// The queens attacking it.
        attackers: u32,
    },
    /// Min-conflicts: the queen of `row` moves from column `from` to `to`, a square of its row
    /// attacked by the fewest queens (`attackers`); `to` may be `from`.
    Move {
        /// 0-based row.
        row: usize,
        /// 0-based column it left.
        from: usize,
        /// 0-based column it went to.
        to: usize,
        /// The queens attacking it there.
        attackers: u32,
    },
    /// Min-conflicts: a start had `repairs` repairs without a placement; the board is cleared
    /// for a new start (`again`), or the run gives up (N = 2 and 3, which have none).
    Stalled {
        /// The repairs this start made.
        repairs: u64,
        /// Whether a new start follows.
        again: bool,
    },
    /// The board holds a solution, the `index`-th (0-based) this search has found.
    Solution {
        /// 0-based number of the solution in this algorithm's order.
        index: u64,
        /// The solution, as the C#, Java and C programs print it (`M[1..N]`, 1-based).
        placement: Placement,
    },
}

impl Event {
    /// The `Solution` event for a full board (`queens[row]` is the 0-based column of the queen).
    pub(super) fn solution(queens: &[Option<usize>], index: u64) -> Self {
        let columns = queens
            .iter()
            .map(|q| q.map_or(0, |col| col as u32 + 1))
            .collect();
        Event::Solution {
            index,
            placement: Placement::from_columns(columns),
        }
    }
}
