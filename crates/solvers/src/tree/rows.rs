//! The tree as the page lists it at a step: every entry while they are few, else the path from
//! the root with each level's finished branches folded into one badge.

use super::{EntryKind, Holds, SearchTree};

/// How an entry stands at the step shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NodeState {
    /// On the path from the root to the current node.
    Path,
    /// The current node: the deepest on the path.
    Current,
    /// Closed: the search has left it.
    Finished,
}

/// What a row shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RowShape {
    /// The root: the empty board.
    Root {
        /// Whether it is the current node (nothing is placed).
        current: bool,
    },
    /// A node: the square of its last piece.
    Node {
        /// The square (the puzzle's index).
        square: u32,
        /// Where it stands.
        state: NodeState,
        /// Whether it is a solution (at the step shown).
        solution: bool,
        /// Whether it is a dead end (at the step shown).
        dead_end: bool,
    },
    /// A cut branch: the square tried and the piece that attacks it.
    Cut {
        /// The square tried.
        square: u32,
        /// The attacking piece's square.
        by: u32,
    },
    /// Finished branches folded into one badge.
    Folded {
        /// What they hold.
        holds: Holds,
        /// How many branches (children of the same node) are folded.
        branches: u32,
    },
}

/// One row of the listed tree.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Row {
    /// The distance from the root.
    pub depth: u16,
    /// What it shows.
    pub shape: RowShape,
    /// The first step that reaches it: where the player goes when it is chosen.
    pub step: u64,
    /// The index of its (first) entry: a stable key.
    pub entry: u32,
}

impl SearchTree {
    /// The rows to list at `step`: every entry made by then while there are at most `most`, else
    /// the path from the root; on each level above the current node, the finished branches before the
    /// path are folded into one badge; the current node's own children are listed one by one,
    /// finished ones folded each into its badge.
    pub fn rows(&self, step: u64, most: usize) -> Vec<Row> {
        let len = self.len_at(step);
        let path = self.path_at(step);
        let current = path.last().copied().unwrap_or(0);
        if len <= most {
            return (0..len as u32)
                .map(|i| self.row(i, step, &path, current))
                .collect();
        }
        let mut rows = Vec::new();
        for (level, &node) in path.iter().enumerate() {
            rows.push(self.row(node, step, &path, current));
            let deepest = level + 1 == path.len();
            let mut folded: Option<Row> = None;
            let depth = self.entries[node as usize].depth + 1;
            let mut child = node as usize + 1;
            while child < len && self.entries[child].depth == depth {
                let entry = &self.entries[child];
                if entry.kind == EntryKind::Node && entry.closed > step {
                    break;
                }
                let is_cut = matches!(entry.kind, EntryKind::Cut { .. });
                if deepest && is_cut {
                    rows.push(self.row(child as u32, step, &path, current));
                } else if deepest {
                    rows.push(fold(None, child as u32, entry));
                } else {
                    folded = Some(fold(folded, child as u32, entry));
                }
                child += entry.span as usize;
            }
            rows.extend(folded);
        }
        rows
    }

    /// The row of entry `index` at `step`, unfolded.
    fn row(&self, index: u32, step: u64, path: &[u32], current: u32) -> Row {
        let entry = &self.entries[index as usize];
        let shape = match entry.kind {
            EntryKind::Root => RowShape::Root {
                current: current == 0,
            },
            EntryKind::Cut { by } => RowShape::Cut {
                square: entry.square,
                by,
            },
            EntryKind::Node => RowShape::Node {
                square: entry.square,
                state: if index == current {
                    NodeState::Current
                } else if path.contains(&index) {
                    NodeState::Path
                } else {
                    NodeState::Finished
                },
                solution: entry.solution.is_some_and(|s| s <= step),
                dead_end: entry.dead_end.is_some_and(|s| s <= step),
            },
        };
        Row {
            depth: entry.depth,
            shape,
            step: entry.created,
            entry: index,
        }
    }
}

/// Adds the finished branch `entry` (at `index`) to the badge `into`, or starts one.
fn fold(into: Option<Row>, index: u32, entry: &super::Entry) -> Row {
    let holds = if matches!(entry.kind, EntryKind::Cut { .. }) {
        Holds {
            cuts: 1,
            ..Holds::default()
        }
    } else {
        entry.holds
    };
    match into {
        Some(mut row) => {
            if let RowShape::Folded {
                holds: ref mut all,
                ref mut branches,
            } = row.shape
            {
                all.add(holds);
                *branches += 1;
            }
            row
        }
        None => Row {
            depth: entry.depth,
            shape: RowShape::Folded { holds, branches: 1 },
            step: entry.created,
            entry: index,
        },
    }
}
