//! What a puzzle's search must offer to be played step by step.

/// A search that the player can step through, one event per step.
///
/// It is resumable between any two events and cheap enough to clone: the [`Timeline`]'s
/// checkpoints are clones, so [`Trace::memory_bytes`] decides how many it keeps.
///
/// [`Timeline`]: super::Timeline
pub trait Trace: Clone {
    /// Everything the player shows after a step (the board, the event, the counters…).
    type Frame: Clone + PartialEq;
    /// What the timeline's scan keeps of each milestone (a solution's board, a finished tour),
    /// for the page to list and jump to.
    type Milestones: Default;
    /// What one step does (a queen placed, a knight's move…).
    type Event;

    /// Does the next event; `false` once the search has ended (and every call after that).
    fn advance(&mut self) -> bool;

    /// The event just done; `None` at step 0.
    fn last_event(&self) -> Option<Self::Event>;

    /// Whether the search has ended (a call to [`Trace::advance`] returned `false`).
    fn is_finished(&self) -> bool;

    /// Does the next event and returns it, or `None` once the search has ended.
    fn next_event(&mut self) -> Option<Self::Event> {
        if self.advance() {
            self.last_event()
        } else {
            None
        }
    }

    /// Does up to `budget` events; returns `true` once the search has ended. For running a
    /// whole search in chunks, between which a page can yield.
    fn run(&mut self, budget: u64) -> bool {
        for _ in 0..budget {
            if !self.advance() {
                break;
            }
        }
        self.is_finished()
    }

    /// The number of events done so far: the step this trace is at.
    fn step(&self) -> u64;

    /// The frame at the current step.
    fn frame(&self) -> Self::Frame;

    /// If the event just done is a milestone, adds what the page keeps of it to `into` and returns
    /// `true`. Called by the scan once after every event.
    fn record_milestone(&self, into: &mut Self::Milestones) -> bool;

    /// Roughly how many bytes a clone of this trace holds, to bound the memory of the timeline's
    /// checkpoints.
    fn memory_bytes(&self) -> usize;

    /// Goes straight to `step` (to the last event if the trace is shorter) without doing the
    /// events between, if the trace can (a replay of a tour already found can), and returns
    /// whether it did. A trace that can must give the same state as stepping there, and have no
    /// milestone but its last event: the timeline then needs neither checkpoints nor a scan.
    /// By default it cannot.
    fn jump(&mut self, _step: u64) -> bool {
        false
    }
}
