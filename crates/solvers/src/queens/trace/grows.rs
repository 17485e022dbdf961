//! The queens' events as a search tree: a queen placed is a node, a square found attacked a cut
//! branch labelled with its attacker, a queen removed closes its node.

use super::event::Event;
use super::tracer::Tracer;
use crate::tree::{Grows, SearchTree};

impl Grows for Tracer {
    fn grow(&self, tree: &mut SearchTree) {
        let n = self.n();
        let square = |row: usize, col: usize| (row * n + col) as u32;
        let step = self.step();
        match self.last_event() {
            Some(&Event::Place { row, col }) => tree.enter(step, square(row, col)),
            Some(&Event::Attacked {
                row,
                col,
                by_row,
                by_col,
                ..
            }) => tree.cut(step, square(row, col), square(by_row, by_col)),
            Some(Event::Remove { .. }) => tree.leave(step),
            Some(Event::Solution { .. }) => tree.mark_solution(step),
            Some(
                Event::Try { .. }
                | Event::Emptied { .. }
                | Event::Pick { .. }
                | Event::Move { .. }
                | Event::Stalled { .. },
            )
            | None => {}
        }
    }
}
