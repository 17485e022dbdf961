//! The tours a trace completes, as the player's timeline keeps them (its milestones), and the
//! [`Trace`] implementation that hands them over.

use super::event::KnightEvent;
use super::frame::Frame;
use super::path::PathView;
use super::tracer::KnightTracer;
use crate::playback::Trace;

/// A completed tour.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TourFound {
    /// Its squares, start first (shared with the replayed tour, or a copy of a search's path).
    pub path: PathView,
    /// Whether its last square is a knight's move from its first.
    pub closed: bool,
}

impl Trace for KnightTracer {
    type Frame = Frame;
    type Milestones = Vec<TourFound>;
    type Event = KnightEvent;

    fn advance(&mut self) -> bool {
        KnightTracer::advance(self)
    }

    fn last_event(&self) -> Option<KnightEvent> {
        KnightTracer::last_event(self)
    }

    fn is_finished(&self) -> bool {
        KnightTracer::is_finished(self)
    }

    fn step(&self) -> u64 {
        KnightTracer::step(self)
    }

    fn frame(&self) -> Frame {
        KnightTracer::frame(self)
    }

    /// A completed tour is a milestone: its path is kept.
    fn record_milestone(&self, into: &mut Vec<TourFound>) -> bool {
        match self.completed() {
            Some(closed) => {
                into.push(TourFound {
                    path: self.path(),
                    closed,
                });
                true
            }
            None => false,
        }
    }

    fn memory_bytes(&self) -> usize {
        KnightTracer::memory_bytes(self)
    }

    /// A replay jumps (its one milestone is its end); a search does not.
    fn jump(&mut self, step: u64) -> bool {
        KnightTracer::jump(self, step)
    }
}
