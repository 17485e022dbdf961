//! The knight's events as a search tree: a square entered is a node (its depth the move number),
//! a square given up closes it, a dead end and a tour mark it.

use super::event::KnightEvent;
use super::tracer::KnightTracer;
use crate::tree::{Grows, SearchTree};

impl Grows for KnightTracer {
    fn grow(&self, tree: &mut SearchTree) {
        let step = self.step();
        match self.last_event() {
            Some(KnightEvent::Move { square, .. }) => {
                tree.enter(step, self.size().index(square) as u32)
            }
            Some(KnightEvent::Backtrack { .. }) => tree.leave(step),
            Some(KnightEvent::DeadEnd { .. }) => tree.mark_dead_end(step),
            Some(KnightEvent::Complete { .. }) => tree.mark_solution(step),
            Some(KnightEvent::Candidates { .. }) | None => {}
        }
    }
}
