//! The search tree of a backtracking search, grown event by event beside the player: the root
//! is the empty board, a node is a partial placement (or path), its children are in the order the
//! search tries them, and a tried square found attacked is a cut branch. Each entry keeps the step
//! that made it and the step that closed it, so the tree at any earlier step is read from the same
//! arena without growing it again: the player can seek back and forth for free.
//!
//! Entries are stored in the order they are made, which is the tree's pre-order; a closed node
//! knows how many entries its subtree spans and what it holds, so a finished subtree can be shown
//! folded into one badge ([`SearchTree::rows`]).
//!
//! The tree of the flag-array search of 4 queens, grown to the end of the search:
//!
//! ```
//! use nqueens_solvers::queens::trace::{Algorithm, Tracer};
//! use nqueens_solvers::tree::{EntryKind, Grower};
//! let mut grower = Grower::new(Tracer::new(Algorithm::Flags, 4).unwrap(), 1_000);
//! assert!(grower.grow_to(u64::MAX, u64::MAX));
//! let tree = grower.tree();
//! // The root's children: a queen on each of the first row's 4 squares (none is attacked).
//! let children: Vec<u32> = tree.entries().iter()
//!     .filter(|e| e.depth == 1 && e.kind == EntryKind::Node)
//!     .map(|e| e.square)
//!     .collect();
//! assert_eq!(children, vec![0, 1, 2, 3]);
//! // 4 + 6 + 4 + 2 partial placements, the 2 full ones solutions.
//! let holds = tree.holds_at(u64::MAX);
//! assert_eq!((holds.nodes, holds.solutions), (16, 2));
//! ```

mod grower;
mod rows;

#[cfg(test)]
mod tests;

pub use grower::{Grower, Grows};
pub use rows::{NodeState, Row, RowShape};

/// What an entry of the tree is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EntryKind {
    /// The empty board, before the first event.
    Root,
    /// A partial placement: the square its last piece went to.
    Node,
    /// A square tried and found attacked, by the piece on `by`.
    Cut {
        /// The attacking piece's square.
        by: u32,
    },
}

/// One entry of the tree.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entry {
    /// Node, cut branch or root.
    pub kind: EntryKind,
    /// The square (the puzzle's index) of the node's last piece, or of the cut's try.
    pub square: u32,
    /// The distance from the root.
    pub depth: u16,
    /// The step whose event made it (0 for the root).
    pub created: u64,
    /// The step whose event closed it (the piece left the board); `u64::MAX` while open. A cut is
    /// closed when made.
    pub closed: u64,
    /// The step at which it was found to be a solution, if it was.
    pub solution: Option<u64>,
    /// The step at which the search found no way on from it (a knight's dead end), if it did.
    pub dead_end: Option<u64>,
    /// Entries in its subtree, itself included; right once it is closed.
    pub span: u32,
    /// What its subtree holds (itself included), right once it is closed.
    pub holds: Holds,
}

/// What a part of the tree holds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Holds {
    /// Nodes (partial placements).
    pub nodes: u64,
    /// Cut branches.
    pub cuts: u64,
    /// Solutions.
    pub solutions: u64,
}

impl Holds {
    fn add(&mut self, other: Holds) {
        self.nodes += other.nodes;
        self.cuts += other.cuts;
        self.solutions += other.solutions;
    }
}

/// A search tree, grown one event at a time up to a limit on its entries.
#[derive(Clone, Debug)]
pub struct SearchTree {
    entries: Vec<Entry>,
    /// The open nodes, root first: where the next entry goes.
    path: Vec<u32>,
    /// The most entries kept.
    limit: usize,
    /// The first step whose entry did not fit, once the limit was reached.
    overflow: Option<u64>,
    /// `(step, nodes, cuts)` after each entry made: the totals at any step.
    totals: Vec<(u64, u64, u64)>,
    /// The steps of the solutions, in order.
    solutions: Vec<u64>,
}

impl SearchTree {
    /// A tree holding only its root, which will keep at most `limit` entries.
    pub fn new(limit: usize) -> Self {
        let root = Entry {
            kind: EntryKind::Root,
            square: 0,
            depth: 0,
            created: 0,
            closed: u64::MAX,
            solution: None,
            dead_end: None,
            span: 1,
            holds: Holds::default(),
        };
        Self {
            entries: vec![root],
            path: vec![0],
            limit: limit.max(1),
            overflow: None,
            totals: vec![(0, 0, 0)],
            solutions: Vec::new(),
        }
    }

    /// The entries made so far, in pre-order.
    pub fn entries(&self) -> &[Entry] {
        &self.entries
    }

    /// The first step the tree could not hold (the limit was reached), if any.
    pub fn overflow(&self) -> Option<u64> {
        self.overflow
    }

    /// Whether the tree holds every entry up to `step` (it has grown that far and not past its
    /// limit).
    pub fn holds_step(&self, step: u64) -> bool {
        self.overflow.is_none_or(|at| step < at)
    }

    /// Adds an entry under the innermost open node; `false` once the limit is reached.
    fn push(&mut self, step: u64, kind: EntryKind, square: u32) -> bool {
        if self.overflow.is_some() {
            return false;
        }
        if self.entries.len() >= self.limit {
            self.overflow = Some(step);
            return false;
        }
        let parent = self.path.last().copied().unwrap_or(0);
        let depth = self.entries[parent as usize].depth + 1;
        let is_cut = matches!(kind, EntryKind::Cut { .. });
        let holds = Holds {
            nodes: u64::from(!is_cut),
            cuts: u64::from(is_cut),
            solutions: 0,
        };
        self.entries.push(Entry {
            kind,
            square,
            depth,
            created: step,
            closed: if is_cut { step } else { u64::MAX },
            solution: None,
            dead_end: None,
            span: 1,
            holds,
        });
        let (_, nodes, cuts) = self.totals.last().copied().unwrap_or_default();
        self.totals
            .push((step, nodes + holds.nodes, cuts + holds.cuts));
        if is_cut {
            self.entries[parent as usize].holds.cuts += 1;
        } else {
            self.path.push(self.entries.len() as u32 - 1);
        }
        true
    }

    /// A piece goes to `square` at `step`: a new node under the innermost open one.
    pub fn enter(&mut self, step: u64, square: u32) {
        self.push(step, EntryKind::Node, square);
    }

    /// The square tried at `step` is attacked by the piece on `by`: a cut branch.
    pub fn cut(&mut self, step: u64, square: u32, by: u32) {
        self.push(step, EntryKind::Cut { by }, square);
    }

    /// The innermost node's piece leaves the board at `step`: the node closes, and what it holds
    /// counts in its parent's.
    pub fn leave(&mut self, step: u64) {
        if self.overflow.is_some() || self.path.len() < 2 {
            return;
        }
        let Some(index) = self.path.pop() else {
            return;
        };
        let span = (self.entries.len() - index as usize) as u32;
        let entry = &mut self.entries[index as usize];
        entry.closed = step;
        entry.span = span;
        let holds = entry.holds;
        if let Some(&parent) = self.path.last() {
            let parent = &mut self.entries[parent as usize];
            parent.holds.nodes += holds.nodes;
            parent.holds.solutions += holds.solutions;
            // Cuts were counted in the parent when made: add the deeper ones.
            parent.holds.cuts += holds.cuts;
        }
    }

    /// The innermost node is a solution, found at `step`.
    pub fn mark_solution(&mut self, step: u64) {
        if self.overflow.is_some() {
            return;
        }
        if let Some(&index) = self.path.last() {
            let entry = &mut self.entries[index as usize];
            entry.solution = Some(step);
            entry.holds.solutions += 1;
            self.solutions.push(step);
        }
    }

    /// The innermost node has no way on, found at `step`.
    pub fn mark_dead_end(&mut self, step: u64) {
        if self.overflow.is_some() {
            return;
        }
        if let Some(&index) = self.path.last() {
            self.entries[index as usize].dead_end = Some(step);
        }
    }

    /// How many entries exist at `step` (made at or before it).
    pub fn len_at(&self, step: u64) -> usize {
        self.entries.partition_point(|e| e.created <= step)
    }

    /// What the tree holds at `step`.
    pub fn holds_at(&self, step: u64) -> Holds {
        let at = self.totals.partition_point(|t| t.0 <= step);
        let (_, nodes, cuts) = self.totals[at.saturating_sub(1)];
        Holds {
            nodes,
            cuts,
            solutions: self.solutions.partition_point(|&s| s <= step) as u64,
        }
    }

    /// The nodes made by `step` at each depth, the root's first (Knuth's profile of the tree
    /// once the search has ended: 1, 8, 42, 140, 344, 568, 550, 312, 92 for 8 queens).
    pub fn nodes_by_depth(&self, step: u64) -> Vec<u64> {
        let mut profile = Vec::new();
        for entry in &self.entries[..self.len_at(step)] {
            if !matches!(entry.kind, EntryKind::Cut { .. }) {
                let depth = usize::from(entry.depth);
                if profile.len() <= depth {
                    profile.resize(depth + 1, 0);
                }
                profile[depth] += 1;
            }
        }
        profile
    }

    /// The open nodes at `step`, root first: the path from the root to the current node.
    pub fn path_at(&self, step: u64) -> Vec<u32> {
        let len = self.len_at(step);
        let mut path = vec![0u32];
        let mut at = 0usize;
        loop {
            let depth = self.entries[at].depth;
            let mut child = at + 1;
            let mut next = None;
            while child < len && self.entries[child].depth == depth + 1 {
                let entry = &self.entries[child];
                if entry.kind == EntryKind::Node && entry.closed > step {
                    next = Some(child);
                    break;
                }
                child += entry.span as usize;
            }
            match next {
                Some(child) => {
                    path.push(child as u32);
                    at = child;
                }
                None => return path,
            }
        }
    }
}
