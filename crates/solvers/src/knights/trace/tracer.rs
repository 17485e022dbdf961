//! The tracer: one method's search or replay, advanced one event at a time, with its counters.

use super::backtrack::Backtrack;
use super::candidates::Candidates;
use super::error::TraceError;
use super::event::KnightEvent;
use super::frame::{Counters, Frame, MethodState};
use super::method::Method;
use super::path::PathView;
use super::replay::Replay;
use crate::code::knights::knights_line;
use crate::knights::board::{BoardSize, Square};
use crate::knights::tour::Tour;

/// The most squares a searching tracer accepts (256×256): each clone (a checkpoint of the
/// player's timeline) holds 17 bytes per square, about 1 MB here. Replays take any board.
pub const MAX_SEARCH_SQUARES: usize = 256 * 256;

/// The method-specific part of a tracer.
#[derive(Clone, Debug)]
enum Engine {
    Search(Backtrack),
    Replay(Replay),
}

/// One method's search or replay on a board, resumable between any two events; clones are
/// checkpoints (see [`KnightTracer::memory_bytes`]).
#[derive(Clone, Debug)]
pub struct KnightTracer {
    method: Method,
    size: BoardSize,
    engine: Engine,
    counters: Counters,
    last: Option<KnightEvent>,
    finished: bool,
}

impl KnightTracer {
    /// A search at step 0 by [`Method::SeedOrder`] or [`Method::WarnsdorffBacktracking`], from
    /// `start`. It ends at its first tour, as the C knight's tour program does (`exit`), or once
    /// every path from `start` has been tried.
    pub fn search(method: Method, size: BoardSize, start: Square) -> Result<Self, TraceError> {
        if method.replays_a_tour() {
            return Err(TraceError::WrongInput(method));
        }
        let squares = size.squares();
        if squares > MAX_SEARCH_SQUARES {
            return Err(TraceError::TooLarge {
                squares,
                max: MAX_SEARCH_SQUARES,
            });
        }
        if !size.contains(start) {
            return Err(TraceError::StartOffBoard(start));
        }
        let sorted = method == Method::WarnsdorffBacktracking;
        Ok(Self::with_engine(
            method,
            size,
            Engine::Search(Backtrack::new(size, start, sorted)),
        ))
    }

    /// A replay at step 0 of `tour` by [`Method::Warnsdorff`] or [`Method::Closed`].
    pub fn replay(method: Method, tour: Tour) -> Result<Self, TraceError> {
        if !method.replays_a_tour() {
            return Err(TraceError::WrongInput(method));
        }
        let size = tour.size();
        let replay = Replay::new(tour, method.rates_candidates());
        Ok(Self::with_engine(method, size, Engine::Replay(replay)))
    }

    /// A replay at step 0 of `walk`, the squares a rule chose on `size` from its first square
    /// (a student's rule, `crates/student`): each move preceded by the ratings of the squares
    /// it chose from, as under Warnsdorff's rule, and ending with the tour or at the walk's dead
    /// end.
    pub fn walked(size: BoardSize, walk: Vec<Square>) -> Result<Self, TraceError> {
        let replay = Replay::walk(size, walk).ok_or(TraceError::NotAWalk)?;
        Ok(Self::with_engine(
            Method::Warnsdorff,
            size,
            Engine::Replay(replay),
        ))
    }

    fn with_engine(method: Method, size: BoardSize, engine: Engine) -> Self {
        Self {
            method,
            size,
            engine,
            counters: Counters::default(),
            last: None,
            finished: false,
        }
    }

    /// The method traced.
    pub fn method(&self) -> Method {
        self.method
    }

    /// The board.
    pub fn size(&self) -> BoardSize {
        self.size
    }

    /// The number of events done so far.
    pub fn step(&self) -> u64 {
        self.counters.steps
    }

    /// The counters so far.
    pub fn counters(&self) -> Counters {
        self.counters
    }

    /// The event just done; `None` at step 0.
    pub fn last_event(&self) -> Option<KnightEvent> {
        match (self.last, &self.engine) {
            (Some(KnightEvent::Candidates { from, .. }), Engine::Replay(replay)) => {
                Some(KnightEvent::Candidates {
                    from,
                    candidates: replay.candidates(),
                })
            }
            (last, _) => last,
        }
    }

    /// Whether the event just done completed a tour: `Some(closed)` if it did.
    pub fn completed(&self) -> Option<bool> {
        match self.last {
            Some(KnightEvent::Complete { closed }) => Some(closed),
            _ => None,
        }
    }

    /// Whether the trace has ended (a call to [`KnightTracer::advance`] returned `false`).
    pub fn is_finished(&self) -> bool {
        self.finished
    }

    /// The knight's path now: shared with the tour for a replay, a copy for a search.
    pub fn path(&self) -> PathView {
        match &self.engine {
            Engine::Search(search) => PathView::copied(search.path()),
            Engine::Replay(replay) => PathView::new(replay.tour().clone(), replay.visited()),
        }
    }

    /// The method's own variables now. Warnsdorff's rule shows its ratings at the step that
    /// rates (then the move they choose), so that every step changes what is shown.
    pub fn state(&self) -> MethodState {
        match &self.engine {
            Engine::Search(search) => MethodState::Seed(search.state()),
            Engine::Replay(replay) if self.method.rates_candidates() => MethodState::Warnsdorff {
                candidates: match self.last {
                    Some(KnightEvent::Candidates { .. }) => replay.candidates(),
                    _ => Candidates::NONE,
                },
            },
            Engine::Replay(_) => MethodState::Construction,
        }
    }

    /// Everything the player shows now.
    pub fn frame(&self) -> Frame {
        Frame {
            method: self.method,
            size: self.size,
            path: self.path(),
            event: self.last_event(),
            counters: self.counters,
            state: self.state(),
            line: self.code_line(),
        }
    }

    /// The line of the method's program ([`crate::code::knights_program`]) that did the last
    /// event; `None` at step 0 and for a construction, which has no program.
    pub fn code_line(&self) -> Option<u8> {
        knights_line(self.method, &self.last?)
    }

    /// Does the next event without returning it; `false` once the trace has ended.
    pub fn advance(&mut self) -> bool {
        if self.finished {
            return false;
        }
        let event = match &mut self.engine {
            Engine::Search(search) => search.step(),
            Engine::Replay(replay) => replay.step(),
        };
        let Some(event) = event else {
            self.finished = true;
            return false;
        };
        let counters = &mut self.counters;
        counters.steps += 1;
        match event {
            KnightEvent::Move { .. } => {
                counters.entered += 1;
                counters.visited += 1;
            }
            KnightEvent::Backtrack { .. } => {
                counters.backtracks += 1;
                counters.visited -= 1;
            }
            KnightEvent::DeadEnd { .. } => counters.dead_ends += 1,
            KnightEvent::Candidates { .. } | KnightEvent::Complete { .. } => {}
        }
        self.last = Some(event);
        true
    }

    /// Goes straight to the state after `step` events (the end if there are fewer), as
    /// stepping there would (but for [`KnightTracer::is_finished`], which only a call of
    /// [`KnightTracer::advance`] past the end sets): a replay can, a search cannot (`false`).
    pub fn jump(&mut self, step: u64) -> bool {
        let Engine::Replay(replay) = &mut self.engine else {
            return false;
        };
        self.last = replay.jump(step);
        let visited = replay.visited() as u64;
        self.counters = Counters {
            steps: step.min(replay.length()),
            entered: visited,
            visited,
            dead_ends: u64::from(matches!(self.last, Some(KnightEvent::DeadEnd { .. }))),
            backtracks: 0,
        };
        self.finished = false;
        true
    }

    /// Roughly the bytes a clone holds of its own: a search's arrays; for a replay only the
    /// tracer itself, since the tour and its positions are shared by every clone (counted once,
    /// by whoever made the tour).
    pub fn memory_bytes(&self) -> usize {
        let engine = match &self.engine {
            Engine::Search(search) => search.memory_bytes(),
            Engine::Replay(_) => 0,
        };
        std::mem::size_of::<Self>() + engine
    }
}
