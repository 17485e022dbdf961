//! Growing a search tree beside the player: a trace of the same search, stepped ahead only as far
//! as the player goes.

use super::SearchTree;
use crate::playback::Trace;

/// A trace whose events grow a search tree.
pub trait Grows: Trace {
    /// Adds the event just done (at [`Trace::step`]) to `tree`.
    fn grow(&self, tree: &mut SearchTree);
}

/// A search tree and the trace that grows it.
#[derive(Clone, Debug)]
pub struct Grower<T: Grows> {
    trace: T,
    tree: SearchTree,
}

impl<T: Grows> Grower<T> {
    /// The tree of `trace`'s search (at its step 0), to hold at most `limit` entries.
    pub fn new(trace: T, limit: usize) -> Self {
        Self {
            trace,
            tree: SearchTree::new(limit),
        }
    }

    /// The tree grown so far.
    pub fn tree(&self) -> &SearchTree {
        &self.tree
    }

    /// Grows the tree up to `step`, by at most `budget` events; returns whether it got there
    /// (or the search, or the tree's room, ended first).
    pub fn grow_to(&mut self, step: u64, budget: u64) -> bool {
        let mut done = 0;
        while self.trace.step() < step {
            if self.tree.overflow().is_some() || done >= budget {
                return self.tree.overflow().is_some();
            }
            if !self.trace.advance() {
                return true;
            }
            self.trace.grow(&mut self.tree);
            done += 1;
        }
        true
    }

    /// Whether the tree shows the search at `step`: grown that far, and within its room.
    pub fn shows(&self, step: u64) -> bool {
        (step <= self.trace.step() || self.trace.is_finished()) && self.tree.holds_step(step)
    }
}
