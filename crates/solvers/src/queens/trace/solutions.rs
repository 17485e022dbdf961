//! The solutions a queens search finds, as the player's timeline keeps them: compactly, one byte
//! per queen, so N = 14's 365,596 solutions take some 5 MB.

use super::event::Event;
use super::tracer::Tracer;
use crate::playback::Trace;
use crate::queens::placement::Placement;

/// The boards of the solutions found so far, in the order found.
#[derive(Clone, Debug, Default)]
pub struct Solutions {
    /// The board size (0 until the first solution).
    n: usize,
    /// `n` 1-based columns (`M[1..N]`) per solution, one solution after the other.
    columns: Vec<u8>,
}

impl Solutions {
    /// The `index`-th (0-based) solution kept.
    pub fn get(&self, index: u64) -> Option<Placement> {
        let start = usize::try_from(index).ok()?.checked_mul(self.n)?;
        let columns = self.columns.get(start..start.checked_add(self.n)?)?;
        Some(Placement::from_columns(
            columns.iter().map(|&x| u32::from(x)).collect(),
        ))
    }

    /// Keeps `placement`.
    fn push(&mut self, placement: &Placement) {
        self.n = placement.n();
        // Columns are at most MAX_TRACE_N = 32, so they fit a byte.
        let columns = placement.columns().iter().map(|&x| x as u8);
        self.columns.extend(columns);
    }
}

impl Trace for Tracer {
    type Frame = super::Frame;
    type Milestones = Solutions;
    type Event = Event;

    fn advance(&mut self) -> bool {
        Tracer::advance(self)
    }

    fn last_event(&self) -> Option<Event> {
        Tracer::last_event(self).cloned()
    }

    fn is_finished(&self) -> bool {
        Tracer::is_finished(self)
    }

    fn step(&self) -> u64 {
        Tracer::step(self)
    }

    fn frame(&self) -> Self::Frame {
        Tracer::frame(self)
    }

    /// A solution is a milestone: its board is kept.
    fn record_milestone(&self, into: &mut Solutions) -> bool {
        match self.last_event() {
            Some(Event::Solution { placement, .. }) => {
                into.push(placement);
                true
            }
            _ => false,
        }
    }

    fn memory_bytes(&self) -> usize {
        // The queens, the engine's arrays (at most 4N + 2N + 2N bytes-ish words) and the event.
        std::mem::size_of::<Self>() + 64 * self.n()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::queens::trace::tests::next_bounded;
    use crate::queens::trace::{Algorithm, Frame, Group, QueensTimeline};

    fn all_frames(algorithm: Algorithm, n: usize) -> Vec<Frame> {
        let mut t = Tracer::new(algorithm, n).unwrap();
        let mut frames = vec![t.frame()];
        while next_bounded(&mut t).is_some() {
            frames.push(t.frame());
        }
        frames
    }

    #[test]
    fn seek_equals_stepping_forward_and_back() {
        for algorithm in Algorithm::ALL {
            // Brute force's N = 6 takes 158,000 steps: N = 5 seeks as far in a test's time.
            let n = if algorithm.group() == Group::BruteForce {
                5
            } else {
                6
            };
            let frames = all_frames(algorithm, n);
            let total = frames.len() as u64 - 1;
            // A small cap forces several thinnings during the scan.
            let start = Tracer::new(algorithm, n).unwrap();
            let mut timeline = QueensTimeline::with_checkpoint_cap(start, 4);
            let targets = (0..=total + 3)
                .step_by(5)
                .chain([total, total + 1, 0, total - 1, 1]);
            for k in targets {
                let expected = &frames[k.min(total) as usize];
                assert_eq!(&timeline.seek(k), expected, "{algorithm} seek({k})");
            }
            for k in (0..=total).rev().step_by(7) {
                assert_eq!(
                    timeline.seek(k),
                    frames[k as usize],
                    "{algorithm} back to {k}"
                );
            }
            assert_eq!(timeline.total_steps(), Some(total));
        }
    }

    #[test]
    fn solutions_are_kept_with_their_steps() {
        for algorithm in Algorithm::ALL {
            let expected: Vec<(u64, Placement)> = all_frames(algorithm, 6)
                .into_iter()
                .filter_map(|f| match f.event {
                    Some(Event::Solution { placement, .. }) => Some((f.counters.steps, placement)),
                    _ => None,
                })
                .collect();
            let mut timeline = QueensTimeline::new(Tracer::new(algorithm, 6).unwrap());
            timeline.advance_scan(u64::MAX);
            let count = expected.len() as u64;
            assert_eq!(timeline.milestones_known(), count, "{algorithm}");
            let kept: Vec<(u64, Placement)> = (0..count)
                .filter_map(|i| Some((timeline.milestone_step(i)?, timeline.milestones().get(i)?)))
                .collect();
            assert_eq!(kept, expected, "{algorithm}");
            assert_eq!(timeline.milestones().get(count), None);
            assert_eq!(timeline.milestones().get(u64::MAX), None);
        }
    }
}
