//! Random access to the steps of a search: checkpoints (clones of the trace) at a regular
//! spacing, so reaching step `k` replays at most one spacing's worth of steps, never the whole
//! search.
//!
//! The checkpoints are taken by a *scan* that runs ahead of the player. Their number is capped:
//! when the cap is reached, every other checkpoint is dropped and the spacing doubles. Memory is
//! then O(cap · size of a trace) whatever the length of the search: an hour at 5,000 steps/s is
//! 18M steps, which the default cap of 4,096 covers with a spacing of 8,192, so a seek replays at
//! most 8,192 steps. The cap also keeps the checkpoints within [`MEMORY_BUDGET_BYTES`], so a trace
//! of a large board keeps fewer of them.
//!
//! The scan also records each milestone's step (a solution found, a tour completed) and lets the
//! trace keep what it wants of it, for the page's log and its previous/next buttons.
//!
//! The timeline of the flag-array search of 4 queens finds its 2 placements, and seeks to one:
//!
//! ```
//! use nqueens_solvers::playback::Timeline;
//! use nqueens_solvers::queens::trace::{Algorithm, Event, Tracer};
//! let mut timeline = Timeline::new(Tracer::new(Algorithm::Flags, 4).unwrap());
//! // Scan the whole search: its solutions are its milestones.
//! assert!(timeline.advance_scan(u64::MAX));
//! assert_eq!(timeline.milestones_known(), 2);
//! // At the first solution's step the board holds it: columns b, d, a, c (0-based 1, 3, 0, 2).
//! let step = timeline.milestone_step(0).unwrap();
//! let frame = timeline.seek(step);
//! assert_eq!(frame.queens, vec![Some(1), Some(3), Some(0), Some(2)]);
//! assert!(matches!(frame.event, Some(Event::Solution { index: 0, .. })));
//! assert_eq!((timeline.position(), frame.counters.solutions), (step, 1));
//! ```

use super::trace::Trace;

/// The default maximum number of checkpoints a [`Timeline`] keeps.
pub const DEFAULT_CHECKPOINT_CAP: usize = 4096;

/// The most memory the checkpoints of one timeline may take, in bytes (estimated by
/// [`Trace::memory_bytes`]).
pub const MEMORY_BUDGET_BYTES: usize = 64 << 20;

/// The fewest checkpoints a timeline keeps, whatever the budget says.
const MIN_CHECKPOINT_CAP: usize = 16;

/// The spacing of checkpoints before the first thinning.
const INITIAL_SPACING: u64 = 64;

/// The player's model of one search: seek to any step, and learn the total in budgeted chunks.
#[derive(Clone, Debug)]
pub struct Timeline<T: Trace> {
    /// The scan: the furthest step computed. Checkpoints are taken from it.
    frontier: T,
    /// The number of steps, once the scan has reached the end of the search.
    total: Option<u64>,
    /// `checkpoints[i]` is the search at step `i * spacing`.
    checkpoints: Vec<T>,
    spacing: u64,
    cap: usize,
    /// Where the last seek landed; never past the last event.
    cursor: T,
    /// The step of each milestone the scan has found, in order.
    milestone_steps: Vec<u64>,
    /// What the trace kept of them.
    milestones: T::Milestones,
    /// Whether the trace jumps to any step by itself ([`Trace::jump`]): then the frontier is at
    /// the end from the start, and a seek is a jump.
    jumps: bool,
}

impl<T: Trace> Timeline<T> {
    /// A timeline of `start` (a trace at step 0) with [`DEFAULT_CHECKPOINT_CAP`], lowered so the
    /// checkpoints fit [`MEMORY_BUDGET_BYTES`].
    pub fn new(start: T) -> Self {
        let by_memory = MEMORY_BUDGET_BYTES / start.memory_bytes().max(1);
        let cap = by_memory.clamp(MIN_CHECKPOINT_CAP, DEFAULT_CHECKPOINT_CAP);
        Self::with_checkpoint_cap(start, cap)
    }

    /// A timeline keeping at most `cap` checkpoints (at least 2 are kept whatever `cap` says).
    /// A trace that jumps ([`Trace::jump`]) is known to its end at once.
    pub fn with_checkpoint_cap(start: T, cap: usize) -> Self {
        let mut end = start.clone();
        let jumps = end.jump(u64::MAX);
        let mut timeline = Self {
            frontier: start.clone(),
            total: None,
            checkpoints: vec![start.clone()],
            spacing: INITIAL_SPACING,
            cap: cap.max(2),
            cursor: start,
            milestone_steps: Vec::new(),
            milestones: T::Milestones::default(),
            jumps,
        };
        if jumps {
            let total = end.step();
            if total > 0 && end.record_milestone(&mut timeline.milestones) {
                timeline.milestone_steps.push(total);
            }
            timeline.total = Some(total);
            timeline.frontier = end;
        }
        timeline
    }

    /// The search at the furthest step scanned.
    pub fn frontier(&self) -> &T {
        &self.frontier
    }

    /// The number of steps the scan has computed so far (all of them once it is done).
    pub fn len_known(&self) -> u64 {
        self.frontier.step()
    }

    /// The number of steps of the whole search, once the scan has reached its end.
    pub fn total_steps(&self) -> Option<u64> {
        self.total
    }

    /// The step of the last seek's frame (0 before any).
    pub fn position(&self) -> u64 {
        self.cursor.step()
    }

    /// The search where the last seek landed (at step 0 before any).
    pub fn cursor(&self) -> &T {
        &self.cursor
    }

    /// The number of checkpoints stored now (at most the cap).
    pub fn checkpoint_count(&self) -> usize {
        self.checkpoints.len()
    }

    /// The most checkpoints this timeline keeps.
    pub fn checkpoint_cap(&self) -> usize {
        self.cap
    }

    /// The number of steps between two checkpoints now: the most a seek replays.
    pub fn checkpoint_spacing(&self) -> u64 {
        self.spacing
    }

    /// The number of milestones the scan has found so far.
    pub fn milestones_known(&self) -> u64 {
        self.milestone_steps.len() as u64
    }

    /// The step of the `index`-th (0-based) milestone the scan has found.
    pub fn milestone_step(&self, index: u64) -> Option<u64> {
        let index = usize::try_from(index).ok()?;
        self.milestone_steps.get(index).copied()
    }

    /// What the trace kept of the milestones found so far.
    pub fn milestones(&self) -> &T::Milestones {
        &self.milestones
    }

    /// The step of the last milestone found before `step`, if the scan has found one.
    pub fn milestone_before(&self, step: u64) -> Option<u64> {
        let before = self.milestone_steps.partition_point(|&s| s < step);
        before.checked_sub(1).map(|i| self.milestone_steps[i])
    }

    /// The step of the first milestone found after `step`, if the scan has found one so far
    /// (when it has not, and [`Timeline::total_steps`] is unknown, there may be one further on).
    pub fn milestone_after(&self, step: u64) -> Option<u64> {
        let after = self.milestone_steps.partition_point(|&s| s <= step);
        self.milestone_steps.get(after).copied()
    }

    /// Scans up to `budget` more steps; returns `true` once the end of the search is known.
    /// Call it from a timer with a small budget to learn the total without blocking.
    pub fn advance_scan(&mut self, budget: u64) -> bool {
        for _ in 0..budget {
            if !self.scan_one() {
                break;
            }
        }
        self.total.is_some()
    }

    /// The frame after `step` steps, or after the last one if the search is shorter.
    ///
    /// A trace that jumps ([`Trace::jump`]) jumps there. Any other replays from the nearest
    /// checkpoint (or from the previous seek, when that is nearer), so it costs at most
    /// [`Timeline::checkpoint_spacing`] steps, plus the scan up to `step` when `step` is beyond
    /// [`Timeline::len_known`].
    pub fn seek(&mut self, step: u64) -> T::Frame {
        while self.total.is_none() && self.frontier.step() < step {
            self.scan_one();
        }
        let step = self.total.map_or(step, |total| step.min(total));
        if self.jumps && self.cursor.jump(step) {
            return self.cursor.frame();
        }
        let index = usize::try_from(step / self.spacing)
            .unwrap_or(usize::MAX)
            .min(self.checkpoints.len() - 1);
        let checkpoint = &self.checkpoints[index];
        let cursor_step = self.cursor.step();
        if cursor_step > step || cursor_step < checkpoint.step() {
            self.cursor = checkpoint.clone();
        }
        while self.cursor.step() < step && self.cursor.advance() {}
        self.cursor.frame()
    }

    /// Moves the scan one step, taking a checkpoint when one is due; `false` at the end.
    fn scan_one(&mut self) -> bool {
        if self.total.is_some() {
            return false;
        }
        if !self.frontier.advance() {
            self.total = Some(self.frontier.step());
            return false;
        }
        let step = self.frontier.step();
        if self.frontier.record_milestone(&mut self.milestones) {
            self.milestone_steps.push(step);
        }
        if step == self.next_checkpoint_step() {
            if self.checkpoints.len() == self.cap {
                self.thin();
            }
            if step == self.next_checkpoint_step() {
                self.checkpoints.push(self.frontier.clone());
            }
        }
        true
    }

    /// The step at which the next checkpoint is due.
    fn next_checkpoint_step(&self) -> u64 {
        self.checkpoints.len() as u64 * self.spacing
    }

    /// Keeps every other checkpoint and doubles the spacing.
    fn thin(&mut self) {
        let mut index = 0;
        self.checkpoints.retain(|_| {
            index += 1;
            index % 2 == 1
        });
        self.spacing *= 2;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A toy search: counts up to `end`, each multiple of 7 a milestone that keeps its value.
    #[derive(Clone, Debug)]
    struct Counting {
        at: u64,
        end: u64,
        bytes: usize,
    }

    impl Trace for Counting {
        type Frame = u64;
        type Milestones = Vec<u64>;
        type Event = u64;

        fn advance(&mut self) -> bool {
            if self.at == self.end {
                return false;
            }
            self.at += 1;
            true
        }

        fn last_event(&self) -> Option<u64> {
            (self.at > 0).then_some(self.at)
        }

        fn is_finished(&self) -> bool {
            self.at == self.end
        }

        fn step(&self) -> u64 {
            self.at
        }

        fn frame(&self) -> u64 {
            self.at * 10
        }

        fn record_milestone(&self, into: &mut Vec<u64>) -> bool {
            let milestone = self.at.is_multiple_of(7);
            if milestone {
                into.push(self.at);
            }
            milestone
        }

        fn memory_bytes(&self) -> usize {
            self.bytes
        }
    }

    fn counting(end: u64) -> Counting {
        Counting {
            at: 0,
            end,
            bytes: 24,
        }
    }

    /// A small deterministic generator for seek targets.
    fn lcg(seed: &mut u64) -> u64 {
        *seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        *seed >> 33
    }

    #[test]
    fn seeks_land_on_the_step_asked_or_the_end() {
        let total = 5_000;
        let mut timeline = Timeline::with_checkpoint_cap(counting(total), 4);
        let mut seed = 3;
        let mut targets: Vec<u64> = (0..500).map(|_| lcg(&mut seed) % (total + 50)).collect();
        targets.extend([0, total, total + 1, u64::MAX, 1, total - 1, 0]);
        for k in targets {
            assert_eq!(timeline.seek(k), k.min(total) * 10, "seek({k})");
            assert_eq!(timeline.position(), k.min(total));
            assert!(timeline.checkpoint_count() <= 4);
        }
        assert_eq!(timeline.total_steps(), Some(total));
        // The spacing grew so that four checkpoints cover the whole run.
        assert!(timeline.checkpoint_spacing() * 4 >= total);
    }

    #[test]
    fn the_scan_learns_the_total_in_chunks_and_records_milestones() {
        let mut timeline = Timeline::new(counting(1_000));
        let mut chunks = 0;
        while !timeline.advance_scan(64) {
            chunks += 1;
            assert!(chunks < 100, "the scan does not end");
            assert_eq!(timeline.total_steps(), None);
        }
        assert_eq!(chunks, 1_000 / 64);
        assert_eq!(timeline.total_steps(), Some(1_000));
        assert_eq!(timeline.milestones_known(), 142);
        assert_eq!(timeline.milestone_step(0), Some(7));
        assert_eq!(timeline.milestone_step(142), None);
        assert_eq!(timeline.milestones()[141], 994);
        assert_eq!(timeline.milestone_before(7), None);
        assert_eq!(timeline.milestone_before(8), Some(7));
        assert_eq!(timeline.milestone_after(0), Some(7));
        assert_eq!(timeline.milestone_after(7), Some(14));
        assert_eq!(timeline.milestone_after(994), None);
        assert_eq!(timeline.milestone_before(u64::MAX), Some(994));
        assert!(timeline.advance_scan(1));
    }

    #[test]
    fn large_traces_keep_fewer_checkpoints() {
        let small = Timeline::new(counting(10));
        assert_eq!(small.checkpoint_cap(), DEFAULT_CHECKPOINT_CAP);
        let large = Counting {
            bytes: 1 << 20,
            ..counting(10)
        };
        assert_eq!(Timeline::new(large.clone()).checkpoint_cap(), 64);
        let huge = Counting {
            bytes: usize::MAX,
            ..large
        };
        assert_eq!(Timeline::new(huge).checkpoint_cap(), MIN_CHECKPOINT_CAP);
    }

    /// The toy search, able to jump; its only milestone is its end.
    #[derive(Clone, Debug)]
    struct Jumping(Counting);

    impl Trace for Jumping {
        type Frame = u64;
        type Milestones = Vec<u64>;
        type Event = u64;

        fn advance(&mut self) -> bool {
            self.0.advance()
        }

        fn last_event(&self) -> Option<u64> {
            self.0.last_event()
        }

        fn is_finished(&self) -> bool {
            self.0.is_finished()
        }

        fn step(&self) -> u64 {
            self.0.step()
        }

        fn frame(&self) -> u64 {
            self.0.frame()
        }

        fn record_milestone(&self, into: &mut Vec<u64>) -> bool {
            let end = self.0.at == self.0.end;
            if end {
                into.push(self.0.at);
            }
            end
        }

        fn memory_bytes(&self) -> usize {
            self.0.memory_bytes()
        }

        fn jump(&mut self, step: u64) -> bool {
            self.0.at = step.min(self.0.end);
            true
        }
    }

    #[test]
    fn a_trace_that_jumps_is_known_at_once_and_seeks_by_jumping() {
        let mut timeline = Timeline::new(Jumping(counting(1_000_000_000)));
        assert_eq!(timeline.total_steps(), Some(1_000_000_000));
        assert_eq!(timeline.len_known(), 1_000_000_000);
        assert_eq!(timeline.milestones_known(), 1);
        assert_eq!(timeline.milestone_after(0), Some(1_000_000_000));
        assert!(timeline.advance_scan(1));
        for step in [999_999_999, 3, u64::MAX, 0, 500_000_000] {
            assert_eq!(timeline.seek(step), step.min(1_000_000_000) * 10);
        }
        assert_eq!(timeline.checkpoint_count(), 1);
        let mut empty = Timeline::new(Jumping(counting(0)));
        assert_eq!(empty.total_steps(), Some(0));
        assert_eq!(empty.milestones_known(), 0);
        assert_eq!(empty.seek(5), 0);
    }

    #[test]
    fn the_default_cap_holds_on_a_long_run() {
        let total = INITIAL_SPACING * DEFAULT_CHECKPOINT_CAP as u64 * 3;
        let mut timeline = Timeline::new(counting(total));
        assert!(timeline.advance_scan(u64::MAX));
        assert!(timeline.checkpoint_count() <= DEFAULT_CHECKPOINT_CAP);
        assert!(timeline.checkpoint_count() > DEFAULT_CHECKPOINT_CAP / 2);
        assert_eq!(timeline.seek(total / 3), total / 3 * 10);
    }
}
