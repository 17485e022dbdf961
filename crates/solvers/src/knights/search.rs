//! Backtracking over knight's paths, for small boards: finds a tour or proves there is none, counts
//! tours, and finds the block tours the closed-tour construction is built from.
//!
//! It is the backtracking of the C knight's tour program (`addknight`) made practical: moves are
//! tried in Warnsdorff order (fewest onward moves first, then farthest from the centre, then the C
//! program's order), and a branch is cut as soon as some unvisited square can no longer be fitted
//! into the path: a square no unvisited square or the knight can reach, or more squares with a
//! single way in than the path has free ends. Those cuts only drop branches without a tour, so an
//! exhausted search is a proof.
//!
//! A search that goes wrong early can stay lost for a long time on some starts (5×11 from c3
//! takes about a million moves in the C program's order). So [`Goal::find`] first makes short runs
//! in the seven other move orders, then one full run in the C program's order.

use std::ops::ControlFlow;

use super::board::{BoardSize, Square};
use super::order::MoveOrder;

/// Where the path must end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// Anywhere: an open tour.
    Anywhere,
    /// On this square: a path between two given squares.
    At(Square),
    /// A knight's move from the start: a closed tour.
    NextToStart,
}

/// What a search looks for: a path over every square of `size`, from `start`, ending as `end`
/// says, that uses every edge in `required` (pairs of squares a knight's move apart).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Goal {
    /// The board.
    pub size: BoardSize,
    /// The first square.
    pub start: Square,
    /// Where the path ends.
    pub end: End,
    /// Moves the path must make (in either direction). The start of a closed tour may not be on
    /// one (a closed tour can start anywhere: pick a start away from them).
    pub required: Vec<(Square, Square)>,
}

/// How a search for a single path ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// A path, start first (for a closed tour, without repeating the start at the end).
    Found(Vec<Square>),
    /// Every path was tried: there is none.
    Exhausted,
    /// The move budget ran out first: nothing is known.
    OutOfBudget,
}

impl Goal {
    /// An open tour from `start`.
    pub fn open(size: BoardSize, start: Square) -> Self {
        Self {
            size,
            start,
            end: End::Anywhere,
            required: Vec::new(),
        }
    }

    /// A closed tour, listed from `start`.
    pub fn closed(size: BoardSize, start: Square) -> Self {
        Self {
            end: End::NextToStart,
            ..Self::open(size, start)
        }
    }

    /// The first path found, trying at most `budget` moves in all (`None`: no limit).
    pub fn find(&self, budget: Option<u64>) -> Outcome {
        let mut left = budget.unwrap_or(u64::MAX);
        for order in MoveOrder::ALL.into_iter().skip(1) {
            let try_budget = RESTART_BUDGET.min(left);
            match self.find_in(order, try_budget) {
                (Outcome::OutOfBudget, used) => left -= used,
                (outcome, _) => return outcome,
            }
        }
        self.find_in(MoveOrder::SEED, left).0
    }

    /// The first path found trying moves in `order`, and the moves tried.
    fn find_in(&self, order: MoveOrder, budget: u64) -> (Outcome, u64) {
        let mut found = None;
        let (finished, used) = self.run(order, budget, |path| {
            found = Some(path.to_vec());
            ControlFlow::Break(())
        });
        let outcome = match (found, finished) {
            (Some(path), _) => Outcome::Found(path),
            (None, true) => Outcome::Exhausted,
            (None, false) => Outcome::OutOfBudget,
        };
        (outcome, used)
    }

    /// The number of paths (directed: for a closed tour, each cycle through the start once in
    /// each direction), trying every one.
    pub fn count(&self) -> u64 {
        let mut count = 0;
        self.run(MoveOrder::SEED, u64::MAX, |_| {
            count += 1;
            ControlFlow::Continue(())
        });
        count
    }

    /// Calls `visit` on every path found, trying moves in `order`, until it breaks: whether the
    /// search ran to its end or was broken off (`false`: the budget ran out), and the moves tried.
    fn run(
        &self,
        order: MoveOrder,
        budget: u64,
        mut visit: impl FnMut(&[Square]) -> ControlFlow<()>,
    ) -> (bool, u64) {
        let size = self.size;
        let start_ok = size.contains(self.start);
        let end = match self.end {
            End::Anywhere => None,
            End::NextToStart => Some(size.squares()),
            End::At(square) if size.contains(square) && square != self.start => {
                Some(size.index(square))
            }
            // A path from a square to itself covers only that square.
            End::At(square) => {
                if start_ok && square == self.start && size.squares() == 1 {
                    let _ = visit(&[self.start]);
                }
                return (true, 0);
            }
        };
        let Some(mut engine) = start_ok.then(|| Engine::new(self, end, order)).flatten() else {
            return (true, 0);
        };
        let mut path = Vec::with_capacity(size.squares());
        engine.run(size.index(self.start), budget, |vertices| {
            path.clear();
            path.extend(
                vertices
                    .iter()
                    .filter(|&&v| (v as usize) < size.squares())
                    .map(|&v| size.square(v as usize)),
            );
            visit(&path)
        })
    }
}

/// The moves each short run of [`Goal::find`] may try before the next order is tried.
const RESTART_BUDGET: u64 = 20_000;

/// No vertex: an empty slot in a required-edge pair.
const NONE: u32 = u32::MAX;

/// The most neighbours a vertex has: eight knight's moves, and the closed search's end copy.
const MAX_NEIGHBOURS: usize = 9;

/// One level of the search: a vertex of the path and its moves still to try.
struct Frame {
    vertex: u32,
    moves: [u32; MAX_NEIGHBOURS],
    len: u8,
    next: u8,
}

/// The search's state over the board's knight graph. For a closed tour the graph has one more
/// vertex, a copy of the start that must end the path: a closed tour is a path from the start to
/// its copy.
struct Engine {
    /// Neighbours of vertex `v`: `targets[offsets[v]..offsets[v + 1]]`, in the search's order.
    offsets: Vec<u32>,
    targets: Vec<u32>,
    /// Tie-break after the onward moves: smaller first (farther from the centre).
    rank: Vec<u32>,
    /// The vertex the path must end on, if any.
    end: Option<u32>,
    /// The up to two neighbours each vertex must be joined to.
    required: Vec<[u32; 2]>,
    visited: Vec<bool>,
    /// Unvisited neighbours of each unvisited vertex.
    degree: Vec<u8>,
    /// Unvisited vertices, other than `end`, with no / one unvisited neighbour.
    zeros: u32,
    ones: u32,
    /// Unvisited vertices.
    remaining: u32,
}

impl Engine {
    /// The engine for `goal`, or `None` if its required edges cannot all be in one path.
    fn new(goal: &Goal, end: Option<usize>, order: MoveOrder) -> Option<Self> {
        let size = goal.size;
        let squares = size.squares();
        let closed = goal.end == End::NextToStart;
        let vertices = squares + usize::from(closed);
        let mut offsets = Vec::with_capacity(vertices + 1);
        let mut targets = Vec::with_capacity(vertices * 8);
        offsets.push(0);
        for v in 0..squares {
            let square = size.square(v);
            for to in order.knight_moves(size, square) {
                targets.push(size.index(to) as u32);
            }
            if closed && BoardSize::is_knight_move(square, goal.start) {
                targets.push(squares as u32);
            }
            offsets.push(targets.len() as u32);
        }
        if closed {
            targets.extend(
                order
                    .knight_moves(size, goal.start)
                    .map(|to| size.index(to) as u32),
            );
            offsets.push(targets.len() as u32);
        }
        let centre = |v: usize| {
            let square = size.square(v.min(squares - 1));
            let dr = i64::from(2 * square.row) - i64::from(size.rows - 1);
            let dc = i64::from(2 * square.col) - i64::from(size.cols - 1);
            (dr * dr + dc * dc) as u32
        };
        let rank = (0..vertices).map(|v| u32::MAX - centre(v)).collect();
        let mut required = vec![[NONE; 2]; vertices];
        for &(a, b) in &goal.required {
            let ok = size.contains(a) && size.contains(b) && BoardSize::is_knight_move(a, b);
            if !ok || (closed && (a == goal.start || b == goal.start)) {
                return None;
            }
            for (from, to) in [(a, b), (b, a)] {
                let slots = &mut required[size.index(from)];
                let to = size.index(to) as u32;
                match slots.iter().position(|&s| s == NONE || s == to) {
                    Some(i) => slots[i] = to,
                    None => return None,
                }
            }
        }
        let mut engine = Self {
            offsets,
            targets,
            rank,
            end: end.map(|e| e as u32),
            required,
            visited: vec![false; vertices],
            degree: vec![0; vertices],
            zeros: 0,
            ones: 0,
            remaining: vertices as u32,
        };
        for v in 0..vertices {
            let degree = engine.neighbours(v as u32).len() as u8;
            engine.degree[v] = degree;
            engine.count(v as u32, degree, 1);
        }
        Some(engine)
    }

    fn neighbours(&self, v: u32) -> &[u32] {
        let v = v as usize;
        &self.targets[self.offsets[v] as usize..self.offsets[v + 1] as usize]
    }

    /// Adds `by` (±1) to the tally of vertices of degree `degree`, unless `v` is the end.
    fn count(&mut self, v: u32, degree: u8, by: i32) {
        if Some(v) == self.end {
            return;
        }
        match degree {
            0 => self.zeros = self.zeros.wrapping_add_signed(by),
            1 => self.ones = self.ones.wrapping_add_signed(by),
            _ => {}
        }
    }

    /// Marks `v` visited (`by = -1`) or unvisited again (`by = 1`, in the reverse order).
    fn mark(&mut self, v: u32, by: i32) {
        if by < 0 {
            self.visited[v as usize] = true;
            self.remaining -= 1;
            self.count(v, self.degree[v as usize], -1);
        }
        let (start, stop) = (self.offsets[v as usize], self.offsets[v as usize + 1]);
        for i in start..stop {
            let w = self.targets[i as usize];
            if !self.visited[w as usize] {
                let old = self.degree[w as usize];
                let new = old.wrapping_add_signed(by as i8);
                self.count(w, old, -1);
                self.count(w, new, 1);
                self.degree[w as usize] = new;
            }
        }
        if by > 0 {
            self.visited[v as usize] = false;
            self.remaining += 1;
            self.count(v, self.degree[v as usize], 1);
        }
    }

    /// The moves to try from `v` (just visited, reached from `previous`), best first; `None` if
    /// the path cannot be completed from here.
    fn expand(&self, v: u32, previous: u32) -> Option<Frame> {
        let mut must = NONE;
        for &r in &self.required[v as usize] {
            if r != NONE && r != previous {
                if must != NONE {
                    return None;
                }
                must = r;
            }
        }
        let mut frame = Frame {
            vertex: v,
            moves: [0; MAX_NEIGHBOURS],
            len: 0,
            next: 0,
        };
        // Unvisited neighbours (not the end) with no / one other unvisited neighbour.
        let (mut zeros_here, mut ones_here) = (0, 0);
        let mut end_reachable = false;
        for &w in self.neighbours(v) {
            if self.visited[w as usize] {
                continue;
            }
            let degree = self.degree[w as usize];
            let is_end = Some(w) == self.end;
            if is_end {
                end_reachable = true;
            } else if degree == 0 {
                zeros_here += 1;
            } else if degree == 1 {
                ones_here += 1;
            }
            let others = self.required[w as usize]
                .iter()
                .filter(|&&r| r != NONE && r != v)
                .count();
            // The last square's moves are all in the path already; any other has one to come.
            let last = self.remaining == 1;
            let allowed = (must == NONE || must == w)
                && (self.end.is_none() || is_end == last)
                && others <= usize::from(!last)
                && (degree > 0 || last);
            if allowed {
                frame.moves[frame.len as usize] = w;
                frame.len += 1;
            }
        }
        // Squares nothing can reach any more, and squares with a single way in (path ends).
        let unreachable = self.zeros - zeros_here;
        let dead_ends = self.ones - ones_here + zeros_here;
        let free_ends = match self.end {
            None => 1,
            Some(e) => {
                let e = e as usize;
                if !self.visited[e] && self.degree[e] == 0 && !end_reachable {
                    return None;
                }
                0
            }
        };
        if unreachable > 0 || dead_ends > free_ends || frame.len == 0 {
            return None;
        }
        let key = |w: u32| (self.degree[w as usize], self.rank[w as usize]);
        let moves = &mut frame.moves[..frame.len as usize];
        for i in 1..moves.len() {
            let mut j = i;
            while j > 0 && key(moves[j]) < key(moves[j - 1]) {
                moves.swap(j, j - 1);
                j -= 1;
            }
        }
        Some(frame)
    }

    /// Depth-first search from `start`; `visit` gets each complete path as vertices. Whether the
    /// search ended (all tried, or `visit` broke; `false`: `budget` moves ran out), and the moves
    /// tried.
    fn run(
        &mut self,
        start: usize,
        budget: u64,
        mut visit: impl FnMut(&[u32]) -> ControlFlow<()>,
    ) -> (bool, u64) {
        let start = start as u32;
        self.mark(start, -1);
        if self.remaining == 0 {
            let _ = visit(&[start]);
            return (true, 0);
        }
        let mut stack: Vec<Frame> = Vec::with_capacity(self.visited.len());
        let mut path: Vec<u32> = Vec::with_capacity(self.visited.len());
        stack.extend(self.expand(start, NONE));
        path.push(start);
        let mut moves = 0u64;
        while let Some(top) = stack.last_mut() {
            if top.next == top.len {
                let v = top.vertex;
                stack.pop();
                path.pop();
                self.mark(v, 1);
                continue;
            }
            let (v, w) = (top.vertex, top.moves[top.next as usize]);
            top.next += 1;
            moves += 1;
            if moves > budget {
                return (false, budget);
            }
            self.mark(w, -1);
            path.push(w);
            if self.remaining == 0 {
                if visit(&path).is_break() {
                    return (true, moves);
                }
            } else if let Some(frame) = self.expand(w, v) {
                stack.push(frame);
                continue;
            }
            path.pop();
            self.mark(w, 1);
        }
        (true, moves)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn size(rows: u32, cols: u32) -> BoardSize {
        BoardSize::new(rows, cols).unwrap()
    }

    #[test]
    fn counts_small_boards_as_by_hand() {
        // 3×4: 8 undirected open tours, so 16 directed ones over all starts.
        let b = size(3, 4);
        let all: u64 = (0..12).map(|i| Goal::open(b, b.square(i)).count()).sum();
        assert_eq!(all, 16);
        // 1×1: the single square is an open tour, not a closed one.
        let one = size(1, 1);
        assert_eq!(Goal::open(one, Square::new(0, 0)).count(), 1);
        assert_eq!(Goal::closed(one, Square::new(0, 0)).count(), 0);
        assert_eq!(
            Goal::closed(size(3, 4), Square::new(0, 0)).find(None),
            Outcome::Exhausted
        );
    }

    #[test]
    fn paths_honour_their_end_and_required_moves() {
        let b = size(5, 6);
        let start = Square::new(0, 0);
        let Outcome::Found(path) = Goal::closed(b, start).find(None) else {
            panic!("5×6 has closed tours");
        };
        assert_eq!(path.len(), 30);
        assert!(BoardSize::is_knight_move(path[29], start));
        let end = Square::new(4, 5);
        let Outcome::Found(path) = Goal {
            end: End::At(end),
            ..Goal::open(b, start)
        }
        .find(None) else {
            panic!("5×6 has a path between opposite corners");
        };
        assert_eq!(path.last(), Some(&end));
        let required = vec![(Square::new(1, 4), Square::new(3, 5))];
        let goal = Goal {
            required: required.clone(),
            ..Goal::closed(b, start)
        };
        let Outcome::Found(path) = goal.find(None) else {
            panic!("the move is in some closed tour of 5×6");
        };
        let joined = |a: Square, b: Square| {
            path.windows(2).any(|w| w == [a, b] || w == [b, a])
                || (path[0], path[29]) == (a, b)
                || (path[0], path[29]) == (b, a)
        };
        assert!(joined(required[0].0, required[0].1));
        assert_eq!(
            Goal::open(b, start).find(Some(3)),
            Outcome::OutOfBudget,
            "no tour of 30 squares in 3 moves"
        );
    }
}
