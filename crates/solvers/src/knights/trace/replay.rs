//! A tour found by a solver ([`Method::Warnsdorff`], [`Method::Closed`]), or a walk a student's
//! rule chose, replayed move by move; under a rule each move is preceded by the ratings of the
//! squares it chose from. A walk that is no tour ends at its dead end.
//!
//! The tour and each square's position in it are shared (`Arc`) by every clone and frame, so a
//! million-square tour clones in O(1) and its frames copy nothing. The square at position `p` is
//! visited once `p` squares are on the path, so a rating needs no board of its own: at most
//! 8 × 8 lookups of positions. The positions are worked out the first time a rating is shown: a
//! tour played straight to its end never needs them.
//!
//! [`Method::Warnsdorff`]: super::Method::Warnsdorff
//! [`Method::Closed`]: super::Method::Closed

use std::sync::{Arc, OnceLock};

use super::candidates::Candidates;
use super::event::KnightEvent;
use crate::knights::board::{BoardSize, Square};
use crate::knights::tour::Tour;

/// The replay of one tour or walk.
#[derive(Clone, Debug)]
pub(super) struct Replay {
    size: BoardSize,
    /// The squares in the order visited: the whole board for a tour, fewer for a walk that ends
    /// at a dead end.
    tour: Arc<Vec<Square>>,
    /// `positions[size.index(s)]`: where the square `s` is in the tour (`u32::MAX` if a walk
    /// never enters it), once needed.
    positions: Arc<OnceLock<Box<[u32]>>>,
    /// Whether a `Candidates` event comes before each move after the first.
    rated: bool,
    /// The last event: the tour completed (closed or not), or the walk's dead end.
    end: KnightEvent,
    /// The squares on the path.
    visited: usize,
    /// Whether the candidates for the next move have been shown.
    shown_candidates: bool,
    /// Whether the last event (`end`) has been done.
    completed: bool,
}

impl Replay {
    /// The replay of `tour`, with the ratings shown before each move if `rated`.
    pub(super) fn new(tour: Tour, rated: bool) -> Self {
        let size = tour.size();
        let closed = tour.closes();
        Self::of_path(
            size,
            tour.into_path(),
            KnightEvent::Complete { closed },
            rated,
        )
    }

    /// The replay of `walk`, a path of knight's moves on `size` with no square twice that starts
    /// at its first square, each move preceded by its ratings: it ends with the tour completed
    /// if it covers the board, at its dead end otherwise. `None` if `walk` is no such path.
    pub(super) fn walk(size: BoardSize, walk: Vec<Square>) -> Option<Self> {
        let mut seen = vec![false; size.squares()];
        let mut previous: Option<Square> = None;
        for &square in &walk {
            let index = size.contains(square).then(|| size.index(square))?;
            let joined = previous.is_none_or(|p| BoardSize::is_knight_move(p, square));
            if !joined || std::mem::replace(&mut seen[index], true) {
                return None;
            }
            previous = Some(square);
        }
        let (&first, &last) = (walk.first()?, walk.last()?);
        let end = if walk.len() == size.squares() {
            KnightEvent::Complete {
                closed: BoardSize::is_knight_move(last, first),
            }
        } else {
            KnightEvent::DeadEnd { square: last }
        };
        Some(Self::of_path(size, walk, end, true))
    }

    fn of_path(size: BoardSize, path: Vec<Square>, end: KnightEvent, rated: bool) -> Self {
        Self {
            size,
            tour: Arc::new(path),
            positions: Arc::default(),
            rated,
            end,
            visited: 0,
            shown_candidates: false,
            completed: false,
        }
    }

    /// The shared tour, of which the first [`Replay::visited`] squares are the path.
    pub(super) fn tour(&self) -> &Arc<Vec<Square>> {
        &self.tour
    }

    /// The number of squares on the path.
    pub(super) fn visited(&self) -> usize {
        self.visited
    }

    /// The ratings from the knight's square now; none before the first move and on a full board.
    pub(super) fn candidates(&self) -> Candidates {
        match self.visited.checked_sub(1) {
            Some(last) if self.visited < self.tour.len() => {
                let positions = self.positions.get_or_init(|| {
                    // A square a walk never enters is never visited.
                    let mut positions = vec![u32::MAX; self.size.squares()].into_boxed_slice();
                    for (index, &square) in self.tour.iter().enumerate() {
                        // At most MAX_SIDE² = 4M squares.
                        positions[self.size.index(square)] = index as u32;
                    }
                    positions
                });
                let visited = |s: Square| (positions[self.size.index(s)] as usize) < self.visited;
                Candidates::rated(self.size, self.tour[last], visited)
            }
            _ => Candidates::NONE,
        }
    }

    /// The number of events of the whole replay: a move per square, a `Candidates` event before
    /// each move after the first when rated, and the end (`Complete` or `DeadEnd`).
    pub(super) fn length(&self) -> u64 {
        let squares = self.tour.len() as u64;
        let candidates = if self.rated { squares - 1 } else { 0 };
        squares + candidates + 1
    }

    /// Goes straight to the state after `step` events (the end if there are fewer) and returns
    /// the last event done (`None` at step 0), as stepping there would.
    pub(super) fn jump(&mut self, step: u64) -> Option<KnightEvent> {
        let step = step.min(self.length());
        let squares = self.tour.len();
        self.completed = step == self.length();
        // Events after the first move come in pairs (candidates, move) when rated.
        let (visited, shown) = match step {
            0 => (0, false),
            _ if self.completed => (squares, false),
            _ if self.rated => (1 + (step as usize - 1) / 2, (step - 1) % 2 == 1),
            _ => (step as usize, false),
        };
        self.visited = visited;
        self.shown_candidates = shown;
        if self.completed {
            return Some(self.end);
        }
        let last = self.tour[visited.checked_sub(1)?];
        Some(if shown {
            KnightEvent::Candidates {
                from: last,
                candidates: Candidates::NONE,
            }
        } else {
            KnightEvent::Move {
                square: last,
                number: visited as u32,
            }
        })
    }

    /// The next event; `None` once the replay has ended. A `Candidates` event comes with none:
    /// [`Replay::candidates`] rates them when they are shown.
    pub(super) fn step(&mut self) -> Option<KnightEvent> {
        if self.visited == self.tour.len() {
            if self.completed {
                return None;
            }
            self.completed = true;
            return Some(self.end);
        }
        if self.rated && self.visited > 0 && !self.shown_candidates {
            self.shown_candidates = true;
            // Rated when read (`KnightTracer::last_event`), not here: a scan of the timeline steps
            // through millions of these events and reads none of them.
            return Some(KnightEvent::Candidates {
                from: self.tour[self.visited - 1],
                candidates: Candidates::NONE,
            });
        }
        self.shown_candidates = false;
        let square = self.tour[self.visited];
        self.visited += 1;
        Some(KnightEvent::Move {
            square,
            number: self.visited as u32,
        })
    }
}
