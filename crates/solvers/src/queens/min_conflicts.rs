//! Min-conflicts, a local search that never backtracks (Minton, Johnston, Philips and Laird,
//! *Artificial Intelligence* 58, 1992): start from a whole arrangement, one queen per row, then
//! repeatedly take a queen in conflict and move it, within its row, to a square attacked by the
//! fewest queens (ties at random), until no two queens attack each other.
//!
//! The start is greedy, as in the paper, but sampled so that it costs O(N): row by row, a queen
//! goes to a column no queen uses yet, on a free diagonal if one of [`START_TRIES`] random
//! columns has one, else on the least attacked of those tried. For a million queens this leaves
//! a few dozen conflicts, and each repair scans its row once. A run that has not ended after
//! [`MinConflicts::repair_limit`] repairs starts again from a new greedy start (small boards can
//! stall in a local minimum). Every draw comes from one [`Dice`] at the run's seed, so a seed
//! replays the same run.
//!
//! The work is done a step at a time ([`MinConflicts::step`]), so that the page can share its
//! thread; [`solve`] runs to the end.

use super::placement::Placement;
use crate::dice::Dice;

/// How many random free columns the greedy start tries for a row before it settles for the least
/// attacked one.
pub const START_TRIES: u32 = 64;

/// How many rows the greedy start places in one [`MinConflicts::step`].
const START_ROWS_PER_STEP: u32 = 4096;

/// Where a run is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stage {
    /// The greedy start, at this row.
    Start(u32),
    /// Repairing conflicts.
    Repair,
}

/// A min-conflicts run on an N×N board, a step at a time.
///
/// ```
/// use nqueens_solvers::queens::min_conflicts::MinConflicts;
/// use nqueens_solvers::queens::placement::validate;
/// let mut run = MinConflicts::new(1_000, 7).unwrap();
/// while !run.step() {}
/// let placement = run.placement().unwrap();
/// assert!(validate(placement.columns()).is_ok());
/// assert!(MinConflicts::new(3, 7).is_none());
/// ```
#[derive(Clone, Debug)]
pub struct MinConflicts {
    n: u32,
    dice: Dice,
    stage: Stage,
    /// The 0-based column of each row's queen (of the rows placed so far, during the start).
    columns: Vec<u32>,
    /// Queens per column.
    in_column: Vec<u32>,
    /// Queens per diagonal `row + column`.
    down: Vec<u32>,
    /// Queens per anti-diagonal `row + n - 1 - column`.
    up: Vec<u32>,
    /// The columns the greedy start has not used yet.
    unused: Vec<u32>,
    /// Every row in conflict, and perhaps some no longer in conflict (dropped when drawn).
    suspects: Vec<u32>,
    /// Whether a row is in `suspects`.
    listed: Vec<bool>,
    /// Pairs of queens attacking each other.
    pairs: u64,
    repairs: u64,
    repairs_this_start: u64,
    restarts: u32,
    start_conflicts: u32,
    /// Squares whose attackers were counted: the start's tries and each repair's row.
    checks: u64,
    /// The columns a start tries per row: [`START_TRIES`], or 1 for a random start.
    tries: u32,
}

impl MinConflicts {
    /// A run for `n` queens from `seed`; `None` for 0, 2 and 3, which have no placement.
    pub fn new(n: usize, seed: u64) -> Option<Self> {
        if matches!(n, 2 | 3) {
            return None;
        }
        Self::attempt(n, seed)
    }

    /// A run for any `n` from 1 on, 2 and 3 included: for them it never ends, and
    /// [`MinConflicts::stalled`] says when a start has had its repairs.
    pub fn attempt(n: usize, seed: u64) -> Option<Self> {
        let n = u32::try_from(n)
            .ok()
            .filter(|&n| n > 0 && n < u32::MAX / 2)?;
        let lines = 2 * n as usize - 1;
        let mut run = Self {
            n,
            dice: Dice::seeded(seed),
            stage: Stage::Start(0),
            columns: vec![0; n as usize],
            in_column: vec![0; n as usize],
            down: vec![0; lines],
            up: vec![0; lines],
            unused: Vec::new(),
            suspects: Vec::new(),
            listed: vec![false; n as usize],
            pairs: 0,
            repairs: 0,
            repairs_this_start: 0,
            restarts: 0,
            start_conflicts: 0,
            checks: 0,
            tries: START_TRIES,
        };
        run.restart();
        Some(run)
    }

    /// The same run started at random instead: each row's queen in a random unused column (a
    /// random permutation, as textbooks start), which leaves more to repair on small boards.
    pub fn random_start(self) -> Self {
        Self { tries: 1, ..self }
    }

    /// How many repairs a start gets before the run starts again: enough for any board seen in
    /// the tests to end from most starts (a million queens need about a hundred).
    pub fn repair_limit(&self) -> u64 {
        20 * u64::from(self.n) + 100
    }

    /// Does one step of the run: places a batch of rows of the start, or makes one repair.
    /// Returns whether the run has ended (no two queens attack each other).
    pub fn step(&mut self) -> bool {
        if self.place_rows(START_ROWS_PER_STEP) {
            return false;
        }
        if self.pairs == 0 {
            return true;
        }
        if self.stalled() {
            self.start_again();
        } else {
            let row = self.pick_conflicted();
            self.move_least_attacked(row);
        }
        false
    }

    /// Places up to `count` rows of the start (greedy, or random); `false` once the start is
    /// whole (and nothing was placed).
    pub fn place_rows(&mut self, count: u32) -> bool {
        let Stage::Start(row) = self.stage else {
            return false;
        };
        let end = self.n.min(row.saturating_add(count));
        (row..end).for_each(|row| self.place_greedily(row));
        self.stage = if end < self.n {
            Stage::Start(end)
        } else {
            self.suspect_all();
            self.start_conflicts = self.suspects.len() as u32;
            Stage::Repair
        };
        true
    }

    /// Whether the current start has had its [`MinConflicts::repair_limit`] repairs without
    /// ending: the run should start again.
    pub fn stalled(&self) -> bool {
        self.stage == Stage::Repair
            && self.pairs > 0
            && self.repairs_this_start >= self.repair_limit()
    }

    /// Clears the board for a new greedy start, counting a restart.
    pub fn start_again(&mut self) {
        self.restarts += 1;
        self.restart();
    }

    /// The 0-based column of row `row`'s queen (of a row the start has placed).
    pub fn column(&self, row: usize) -> usize {
        self.columns[row] as usize
    }

    /// Squares whose attackers were counted so far: one per try of the greedy start and N per
    /// repair (the conflict checks the player counts).
    pub fn checks(&self) -> u64 {
        self.checks
    }

    /// The queens of other rows attacking row `row`'s queen, once the start is whole.
    pub fn attackers(&self, row: usize) -> u32 {
        self.attacks_on(row as u32)
    }

    /// The placement, once the run has ended.
    pub fn placement(&self) -> Option<Placement> {
        (self.stage == Stage::Repair && self.pairs == 0)
            .then(|| Placement::from_columns(self.columns.iter().map(|&c| c + 1).collect()))
    }

    /// The board size.
    pub fn n(&self) -> usize {
        self.n as usize
    }

    /// The rows the current start has placed (N once it is whole).
    pub fn rows_placed(&self) -> usize {
        match self.stage {
            Stage::Start(row) => row as usize,
            Stage::Repair => self.n as usize,
        }
    }

    /// The queens moved so far, over every start.
    pub fn repairs(&self) -> u64 {
        self.repairs
    }

    /// The queens moved since the last greedy start.
    pub fn repairs_this_start(&self) -> u64 {
        self.repairs_this_start
    }

    /// How many times the run started again from a new greedy start.
    pub fn restarts(&self) -> u32 {
        self.restarts
    }

    /// The queens in conflict when the last greedy start was whole.
    pub fn start_conflicts(&self) -> u32 {
        self.start_conflicts
    }

    /// The pairs of queens attacking each other now.
    pub fn attacking_pairs(&self) -> u64 {
        self.pairs
    }

    /// Clears the board for a new greedy start.
    fn restart(&mut self) {
        for counts in [&mut self.in_column, &mut self.down, &mut self.up] {
            counts.fill(0);
        }
        self.listed.fill(false);
        self.suspects.clear();
        self.unused = (0..self.n).collect();
        self.pairs = 0;
        self.repairs_this_start = 0;
        self.stage = Stage::Start(0);
    }

    /// Places row `row`'s queen in an unused column, on free diagonals if a try finds them.
    fn place_greedily(&mut self, row: u32) {
        let (mut best, mut best_attacks) = (0, u32::MAX);
        for _ in 0..self.tries {
            self.checks += 1;
            let at = self.dice.below(self.unused.len() as u32) as usize;
            let column = self.unused[at];
            let attacks = self.down[self.down_of(row, column)] + self.up[self.up_of(row, column)];
            if attacks < best_attacks {
                (best, best_attacks) = (at, attacks);
                if attacks == 0 {
                    break;
                }
            }
        }
        let column = self.unused.swap_remove(best);
        self.put(row, column);
    }

    /// Lists every row in conflict.
    fn suspect_all(&mut self) {
        for row in 0..self.n {
            if self.attacks_on(row) > 0 {
                self.suspect(row);
            }
        }
    }

    /// A random row whose queen is in conflict (while some are: the start is whole and
    /// [`MinConflicts::attacking_pairs`] is not 0).
    pub fn pick_conflicted(&mut self) -> usize {
        loop {
            if self.suspects.is_empty() {
                self.suspect_all();
            }
            let at = self.dice.below(self.suspects.len() as u32) as usize;
            let row = self.suspects[at];
            if self.attacks_on(row) > 0 {
                return row as usize;
            }
            self.suspects.swap_remove(at);
            self.listed[row as usize] = false;
        }
    }

    /// Moves row `row`'s queen to a square of its row attacked by the fewest queens (ties at
    /// random, its own square included), counting a repair; returns the new column.
    pub fn move_least_attacked(&mut self, row: usize) -> usize {
        let row = row as u32;
        self.checks += u64::from(self.n);
        let now = self.columns[row as usize];
        let (mut best, mut best_attacks, mut ties) = (now, u32::MAX, 0);
        for column in 0..self.n {
            let on_it = if column == now { 3 } else { 0 };
            let attacks = self.in_column[column as usize]
                + self.down[self.down_of(row, column)]
                + self.up[self.up_of(row, column)]
                - on_it;
            if attacks < best_attacks {
                (best, best_attacks, ties) = (column, attacks, 1);
            } else if attacks == best_attacks {
                ties += 1;
                if self.dice.below(ties) == 0 {
                    best = column;
                }
            }
        }
        self.take(row);
        self.put(row, best);
        self.repairs += 1;
        self.repairs_this_start += 1;
        if best_attacks > 0 {
            self.suspect(row);
            for other in 0..self.n {
                if other != row && self.attack(other, row) {
                    self.suspect(other);
                }
            }
        }
        best as usize
    }

    /// Whether the queens of rows `a` and `b` (different rows) attack each other.
    fn attack(&self, a: u32, b: u32) -> bool {
        let (ca, cb) = (self.columns[a as usize], self.columns[b as usize]);
        ca == cb || a.abs_diff(b) == ca.abs_diff(cb)
    }

    /// The queens attacking row `row`'s queen.
    fn attacks_on(&self, row: u32) -> u32 {
        let column = self.columns[row as usize];
        self.in_column[column as usize]
            + self.down[self.down_of(row, column)]
            + self.up[self.up_of(row, column)]
            - 3
    }

    fn suspect(&mut self, row: u32) {
        if !std::mem::replace(&mut self.listed[row as usize], true) {
            self.suspects.push(row);
        }
    }

    fn down_of(&self, row: u32, column: u32) -> usize {
        (row + column) as usize
    }

    fn up_of(&self, row: u32, column: u32) -> usize {
        (row + self.n - 1 - column) as usize
    }

    /// Puts row `row`'s queen on `column`, counting the pairs it now attacks.
    fn put(&mut self, row: u32, column: u32) {
        self.columns[row as usize] = column;
        let (down, up) = (self.down_of(row, column), self.up_of(row, column));
        for count in [
            &mut self.in_column[column as usize],
            &mut self.down[down],
            &mut self.up[up],
        ] {
            self.pairs += u64::from(*count);
            *count += 1;
        }
    }

    /// Lifts row `row`'s queen, uncounting the pairs it attacked.
    fn take(&mut self, row: u32) {
        let column = self.columns[row as usize];
        let (down, up) = (self.down_of(row, column), self.up_of(row, column));
        for count in [
            &mut self.in_column[column as usize],
            &mut self.down[down],
            &mut self.up[up],
        ] {
            *count -= 1;
            self.pairs -= u64::from(*count);
        }
    }
}

/// A whole min-conflicts run: the placement and what it took.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// The placement found.
    pub placement: Placement,
    /// The queens in conflict after the last greedy start.
    pub start_conflicts: u32,
    /// The queens moved, over every start.
    pub repairs: u64,
    /// The starts after the first.
    pub restarts: u32,
}

/// Runs min-conflicts for `n` queens from `seed` to the end; `None` for 0, 2 and 3.
pub fn solve(n: usize, seed: u64) -> Option<Outcome> {
    let mut run = MinConflicts::new(n, seed)?;
    while !run.step() {}
    Some(Outcome {
        placement: run.placement()?,
        start_conflicts: run.start_conflicts(),
        repairs: run.repairs(),
        restarts: run.restarts(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::queens::placement::validate;

    #[test]
    fn every_small_board_is_solved_from_many_seeds() {
        for n in (1..=40).filter(|n| !matches!(n, 2 | 3)) {
            for seed in 0..25 {
                let outcome = solve(n, seed).unwrap();
                assert_eq!(outcome.placement.n(), n);
                assert_eq!(
                    validate(outcome.placement.columns()),
                    Ok(()),
                    "n={n} seed={seed}"
                );
            }
        }
        assert!([0, 2, 3].iter().all(|&n| solve(n, 1).is_none()));
    }

    #[test]
    fn a_stalled_start_is_dropped_for_a_new_one() {
        // Six queens have four placements only: seed 3's first start stalls.
        let outcome = solve(6, 3).unwrap();
        assert_eq!(validate(outcome.placement.columns()), Ok(()));
        assert_eq!(outcome.restarts, 1);
        assert!(outcome.repairs > MinConflicts::new(6, 3).unwrap().repair_limit());
    }

    #[test]
    fn a_seed_replays_its_run_and_another_seed_differs() {
        assert_eq!(solve(200, 5), solve(200, 5));
        assert_ne!(
            solve(200, 5).map(|o| o.placement),
            solve(200, 6).map(|o| o.placement)
        );
    }

    #[test]
    fn large_boards_need_few_repairs_after_the_greedy_start() {
        for (n, seed) in [(10_000, 1), (100_000, 2)] {
            let outcome = solve(n, seed).unwrap();
            assert_eq!(validate(outcome.placement.columns()), Ok(()));
            assert_eq!(outcome.restarts, 0, "n={n}");
            assert!(outcome.repairs < 1_000, "n={n}: {outcome:?}");
        }
    }

    #[test]
    fn the_pairs_counted_are_the_pairs_on_the_board() {
        let mut run = MinConflicts::new(60, 3).unwrap();
        let mut steps = 0;
        loop {
            let done = run.step();
            if run.rows_placed() == 60 {
                let columns = &run.columns;
                let pairs = (0..60)
                    .flat_map(|a| (a + 1..60).map(move |b| (a, b)))
                    .filter(|&(a, b)| {
                        columns[a] == columns[b]
                            || a.abs_diff(b) as u32 == columns[a].abs_diff(columns[b])
                    })
                    .count() as u64;
                assert_eq!(run.attacking_pairs(), pairs, "after {steps} steps");
            }
            if done {
                break;
            }
            steps += 1;
        }
    }
}
