//! Random access to the steps of a search: checkpoints (tracer clones) at a regular spacing,
//! so reaching step `k` replays at most one spacing's worth of steps, never the whole search.
//!
//! The checkpoints are taken by a *scan* that runs ahead of the player. Their number is capped:
//! when the cap is reached, every other checkpoint is dropped and the spacing doubles. Memory is
//! then O(cap · N) whatever the length of the search: an hour at 5,000 steps/s is 18M steps,
//! which the default cap of 4,096 covers with a spacing of 8,192, so a seek replays at most
//! 8,192 steps (about 0.3 ms natively). N = 14 with a scanning algorithm is some 770M steps
//! (extrapolated from N ≤ 12): spacing 262,144, about 10 ms per seek natively.
//!
//! The scan also records each solution's step and board, for the player's log and its
//! previous/next solution: N bytes and a step per solution, some 8 MB for N = 14's 365,596.

use super::algorithm::Algorithm;
use super::event::Event;
use super::tracer::{Frame, TraceError, Tracer};
use crate::queens::placement::Placement;

/// The default maximum number of checkpoints a [`Timeline`] keeps.
pub const DEFAULT_CHECKPOINT_CAP: usize = 4096;

/// The spacing of checkpoints before the first thinning.
const INITIAL_SPACING: u64 = 64;

/// The player's model of one search: seek to any step, and learn the total in budgeted chunks.
#[derive(Clone, Debug)]
pub struct Timeline {
    /// The scan: the furthest step computed. Checkpoints are taken from it.
    frontier: Tracer,
    /// The number of steps, once the scan has reached the end of the search.
    total: Option<u64>,
    /// `checkpoints[i]` is the search at step `i * spacing`.
    checkpoints: Vec<Tracer>,
    spacing: u64,
    cap: usize,
    /// Where the last seek landed; never past the last event.
    cursor: Tracer,
    /// The step of each solution the scan has found, in order.
    solution_steps: Vec<u64>,
    /// Their boards, `n` 1-based columns (`M[1..N]`) each, one after the other.
    solution_columns: Vec<u8>,
}

impl Timeline {
    /// A timeline at step 0 with [`DEFAULT_CHECKPOINT_CAP`], or an error for an untraceable N.
    pub fn new(algorithm: Algorithm, n: usize) -> Result<Self, TraceError> {
        Self::with_checkpoint_cap(algorithm, n, DEFAULT_CHECKPOINT_CAP)
    }

    /// A timeline keeping at most `cap` checkpoints (at least 2 are kept whatever `cap` says).
    pub fn with_checkpoint_cap(
        algorithm: Algorithm,
        n: usize,
        cap: usize,
    ) -> Result<Self, TraceError> {
        let start = Tracer::new(algorithm, n)?;
        Ok(Self {
            frontier: start.clone(),
            total: None,
            checkpoints: vec![start.clone()],
            spacing: INITIAL_SPACING,
            cap: cap.max(2),
            cursor: start,
            solution_steps: Vec::new(),
            solution_columns: Vec::new(),
        })
    }

    /// The algorithm traced.
    pub fn algorithm(&self) -> Algorithm {
        self.frontier.algorithm()
    }

    /// The board size.
    pub fn n(&self) -> usize {
        self.frontier.n()
    }

    /// The number of steps the scan has computed so far (all of them once it is done).
    pub fn len_known(&self) -> u64 {
        self.frontier.step()
    }

    /// The number of steps of the whole search, once the scan has reached its end.
    pub fn total_steps(&self) -> Option<u64> {
        self.total
    }

    /// The number of checkpoints stored now (at most the cap).
    pub fn checkpoint_count(&self) -> usize {
        self.checkpoints.len()
    }

    /// The number of steps between two checkpoints now: the most a seek replays.
    pub fn checkpoint_spacing(&self) -> u64 {
        self.spacing
    }

    /// The number of solutions the scan has found so far.
    pub fn solutions_known(&self) -> u64 {
        self.solution_steps.len() as u64
    }

    /// The `index`-th (0-based) solution the scan has found: its step and its board.
    pub fn solution(&self, index: u64) -> Option<(u64, Placement)> {
        let index = usize::try_from(index).ok()?;
        let step = *self.solution_steps.get(index)?;
        let n = self.n();
        let columns = self.solution_columns.get(index * n..(index + 1) * n)?;
        let columns = columns.iter().map(|&x| u32::from(x)).collect();
        Some((step, Placement::from_columns(columns)))
    }

    /// The step of the last solution found before `step`, if the scan has found one.
    pub fn solution_before(&self, step: u64) -> Option<u64> {
        let before = self.solution_steps.partition_point(|&s| s < step);
        before.checked_sub(1).map(|i| self.solution_steps[i])
    }

    /// The step of the first solution found after `step`, if the scan has found one so far
    /// (when it has not, and [`Timeline::total_steps`] is unknown, there may be one further on).
    pub fn solution_after(&self, step: u64) -> Option<u64> {
        let after = self.solution_steps.partition_point(|&s| s <= step);
        self.solution_steps.get(after).copied()
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
    /// Replays from the nearest checkpoint (or from the previous seek, when that is nearer),
    /// so it costs at most [`Timeline::checkpoint_spacing`] steps, plus the scan up to `step`
    /// when `step` is beyond [`Timeline::len_known`].
    pub fn seek(&mut self, step: u64) -> Frame {
        while self.total.is_none() && self.frontier.step() < step {
            self.scan_one();
        }
        let step = self.total.map_or(step, |total| step.min(total));
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
        if let Some(Event::Solution { placement, .. }) = self.frontier.last_event() {
            self.solution_steps.push(step);
            // Columns are at most MAX_TRACE_N = 32, so they fit a byte.
            let columns = placement.columns().iter().map(|&x| x as u8);
            self.solution_columns.extend(columns);
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
    use crate::queens::trace::tests::{next_bounded, EVENT_LIMIT};
    use crate::queens::trace::Frame;

    /// A small deterministic generator for seek targets.
    fn lcg(seed: &mut u64) -> u64 {
        *seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        *seed >> 33
    }

    fn all_frames(algorithm: Algorithm, n: usize) -> Vec<Frame> {
        let mut t = Tracer::new(algorithm, n).unwrap();
        let mut frames = vec![t.frame()];
        while next_bounded(&mut t).is_some() {
            frames.push(t.frame());
        }
        frames
    }

    #[test]
    fn seek_equals_stepping_for_random_targets_forward_and_back() {
        let mut seed = 7;
        for algorithm in Algorithm::ALL {
            let frames = all_frames(algorithm, 6);
            let total = frames.len() as u64 - 1;
            // A small cap forces several thinnings during the scan.
            let mut timeline = Timeline::with_checkpoint_cap(algorithm, 6, 4).unwrap();
            let mut targets: Vec<u64> = (0..300).map(|_| lcg(&mut seed) % (total + 20)).collect();
            targets.extend([0, total, total + 1, 1, total - 1, 0]);
            for k in targets {
                let frame = timeline.seek(k);
                let expected = &frames[k.min(total) as usize];
                assert_eq!(&frame, expected, "{algorithm} seek({k})");
            }
            assert_eq!(timeline.total_steps(), Some(total));
            assert!(timeline.checkpoint_count() <= 4);
            // Stepping back one at a time from the end.
            for k in (0..=total).rev().step_by(7) {
                assert_eq!(
                    timeline.seek(k),
                    frames[k as usize],
                    "{algorithm} back to {k}"
                );
            }
        }
    }

    #[test]
    fn solutions_are_recorded_with_their_steps() {
        for algorithm in Algorithm::ALL {
            let frames = all_frames(algorithm, 6);
            let expected: Vec<(u64, Placement)> = frames
                .iter()
                .filter_map(|f| match &f.event {
                    Some(Event::Solution { placement, .. }) => {
                        Some((f.counters.steps, placement.clone()))
                    }
                    _ => None,
                })
                .collect();
            let mut timeline = Timeline::new(algorithm, 6).unwrap();
            assert_eq!(timeline.solution_after(0), None);
            timeline.advance_scan(u64::MAX);
            assert_eq!(timeline.solutions_known(), 4);
            let found: Vec<_> = (0..4).filter_map(|i| timeline.solution(i)).collect();
            assert_eq!(found, expected, "{algorithm}");
            assert_eq!(timeline.solution(4), None);
            let [first, second, .., last] = &expected[..] else {
                panic!("{algorithm}: four solutions expected");
            };
            assert_eq!(timeline.solution_before(first.0), None);
            assert_eq!(timeline.solution_before(first.0 + 1), Some(first.0));
            assert_eq!(timeline.solution_after(0), Some(first.0));
            assert_eq!(timeline.solution_after(first.0), Some(second.0));
            assert_eq!(timeline.solution_after(last.0), None);
            assert_eq!(timeline.solution_before(u64::MAX), Some(last.0));
        }
    }

    #[test]
    fn scan_in_chunks_keeps_checkpoints_bounded() {
        let mut timeline = Timeline::with_checkpoint_cap(Algorithm::Flags, 9, 16).unwrap();
        let mut chunks = 0;
        while !timeline.advance_scan(1000) {
            chunks += 1;
            assert!(chunks < EVENT_LIMIT / 1000, "the scan does not end");
            assert!(timeline.checkpoint_count() <= 16);
            assert_eq!(timeline.total_steps(), None);
        }
        let total = timeline.len_known();
        assert_eq!(timeline.total_steps(), Some(total));
        assert!(chunks > 10, "{chunks} chunks for {total} steps");
        assert!(timeline.checkpoint_count() <= 16);
        // The spacing grew so that the checkpoints cover the whole run.
        assert!(timeline.checkpoint_spacing() * 16 >= total);
        assert!(timeline.advance_scan(1));
        let end = timeline.seek(u64::MAX);
        assert_eq!(end.counters.steps, total);
        assert_eq!(end.counters.solutions, 352);
        assert_eq!(end.queens, vec![None; 9]);
    }

    #[test]
    fn default_cap_holds_on_a_long_run() {
        let mut timeline = Timeline::new(Algorithm::Bitmask, 11).unwrap();
        assert!(timeline.advance_scan(EVENT_LIMIT));
        let total = timeline.total_steps().unwrap();
        assert!(total > INITIAL_SPACING * DEFAULT_CHECKPOINT_CAP as u64);
        assert!(timeline.checkpoint_count() <= DEFAULT_CHECKPOINT_CAP);
        assert!(timeline.checkpoint_count() > DEFAULT_CHECKPOINT_CAP / 2);
        let frame = timeline.seek(total / 3);
        assert_eq!(frame.counters.steps, total / 3);
    }
}
