//! The tracer: one algorithm's search, advanced one event at a time, with its board and counters.

use std::fmt;

use super::algorithm::Algorithm;
use super::bitmask::Bitmask;
use super::brute::BruteForce;
use super::columns::ColumnByColumn;
use super::event::Event;
use super::flags::Flags;
use super::forward::ForwardChecking;
use super::local::Local;
use super::pointer::Pointer;
use super::recorded::{BadRecording, Recorded, RecordedStep};
use super::state::AlgorithmState;
use crate::queens::enumerate::MAX_BITMASK_N;
use std::sync::Arc;

/// The largest N a tracer accepts: the bitmask tracer keeps one bit per column in a `u32`.
pub const MAX_TRACE_N: usize = MAX_BITMASK_N;

/// Why a tracer cannot be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TraceError {
    /// N is outside `1..=MAX_TRACE_N`.
    BoardSize(usize),
    /// The name is none of [`Algorithm::name`]'s.
    UnknownAlgorithm(String),
    /// A recorded search has a step its board cannot do.
    BadRecording(BadRecording),
}

impl fmt::Display for TraceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TraceError::BoardSize(n) => {
                write!(
                    f,
                    "N = {n} cannot be traced: choose N from 1 to {MAX_TRACE_N}"
                )
            }
            TraceError::UnknownAlgorithm(name) => {
                let names: Vec<&str> = Algorithm::ALL.iter().map(|a| a.name()).collect();
                write!(
                    f,
                    "unknown algorithm \"{name}\": expected one of {}",
                    names.join(", ")
                )
            }
            TraceError::BadRecording(BadRecording { step }) => {
                write!(
                    f,
                    "the recorded search's step {} cannot be played",
                    step + 1
                )
            }
        }
    }
}

impl std::error::Error for TraceError {}

/// What a search has done so far.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counters {
    /// Events so far.
    pub steps: u64,
    /// Elementary attack tests, as defined per algorithm in the module documentation.
    pub conflict_checks: u64,
    /// Queens put on the board (`Place` events).
    pub placed: u64,
    /// Queens taken off the board (`Remove` events), and by forward checking at once (`Emptied`).
    pub backtracks: u64,
    /// Solutions found (`Solution` events).
    pub solutions: u64,
    /// Squares found attacked (`Attacked` events): the search tree's cut branches.
    pub cuts: u64,
    /// Queens moved by min-conflicts (`Move` events).
    pub repairs: u64,
}

/// Everything the player shows after a step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Frame {
    /// The algorithm traced.
    pub algorithm: Algorithm,
    /// The board size.
    pub n: usize,
    /// The event just done; `None` at step 0.
    pub event: Option<Event>,
    /// The queens on the board: `queens[row]` is the 0-based column of the queen of `row`.
    pub queens: Vec<Option<usize>>,
    /// The counters; `counters.steps` is this frame's step number.
    pub counters: Counters,
    /// The algorithm's own variables.
    pub state: AlgorithmState,
    /// The line of the algorithm's program ([`crate::code::queens_program`]) that did the event;
    /// `None` at step 0.
    pub line: Option<u8>,
}

/// The algorithm-specific part of a tracer: it turns the search's statements into events.
#[derive(Clone, Debug)]
enum Engine {
    Brute(BruteForce),
    Pointer(Pointer),
    Flags(Flags),
    ColumnByColumn(ColumnByColumn),
    Bitmask(Bitmask),
    Forward(ForwardChecking),
    Local(Local),
    Recorded(Recorded),
}

/// One algorithm's search on an `n`×`n` board, resumable between any two events.
///
/// Its state is O(N), so clones are cheap checkpoints.
#[derive(Clone, Debug)]
pub struct Tracer {
    algorithm: Algorithm,
    engine: Engine,
    queens: Vec<Option<usize>>,
    counters: Counters,
    last: Option<Event>,
    line: Option<u8>,
    finished: bool,
}

impl Tracer {
    /// A search at step 0, or an error when `n` is outside `1..=MAX_TRACE_N`; min-conflicts
    /// draws from seed 1.
    pub fn new(algorithm: Algorithm, n: usize) -> Result<Self, TraceError> {
        Self::seeded(algorithm, n, 1)
    }

    /// As [`Tracer::new`], with min-conflicts drawing from `seed` (the other algorithms draw
    /// nothing).
    pub fn seeded(algorithm: Algorithm, n: usize, seed: u64) -> Result<Self, TraceError> {
        if n == 0 || n > MAX_TRACE_N {
            return Err(TraceError::BoardSize(n));
        }
        let engine = match algorithm {
            Algorithm::GenerateAndTest => Engine::Brute(BruteForce::new(n, false)),
            Algorithm::Permutations => Engine::Brute(BruteForce::new(n, true)),
            Algorithm::Pointer => Engine::Pointer(Pointer::new(n)),
            Algorithm::Flags => Engine::Flags(Flags::new(n)),
            Algorithm::ColumnByColumn => Engine::ColumnByColumn(ColumnByColumn::new(n)),
            Algorithm::Bitmask => Engine::Bitmask(Bitmask::new(n)),
            Algorithm::Forward => Engine::Forward(ForwardChecking::new(n, false)),
            Algorithm::Mrv => Engine::Forward(ForwardChecking::new(n, true)),
            Algorithm::MinConflicts => Engine::Local(Local::new(n, seed)),
        };
        Ok(Self::at_start(algorithm, engine, n))
    }

    /// A search of `algorithm` by `engine` on an empty `n`×`n` board, at step 0.
    fn at_start(algorithm: Algorithm, engine: Engine, n: usize) -> Self {
        Self {
            algorithm,
            engine,
            queens: vec![None; n],
            counters: Counters::default(),
            last: None,
            line: None,
            finished: false,
        }
    }

    /// A search recorded elsewhere (a student's program) on an `n`×`n` board, played back as
    /// the search of `like` (the algorithm whose order it follows, which decides how the player
    /// names its steps and which questions it asks). Each event's line, 1-based in the recorded
    /// program, is the frame's 0-based `line` (none past line 256). An error when `n` is out of
    /// range or a step cannot be done on the board.
    pub fn recorded(
        like: Algorithm,
        n: usize,
        steps: Arc<[RecordedStep]>,
    ) -> Result<Self, TraceError> {
        if n == 0 || n > MAX_TRACE_N {
            return Err(TraceError::BoardSize(n));
        }
        let engine = Engine::Recorded(Recorded::new(n, steps).map_err(TraceError::BadRecording)?);
        Ok(Self::at_start(like, engine, n))
    }

    /// The algorithm traced.
    pub fn algorithm(&self) -> Algorithm {
        self.algorithm
    }

    /// The board size.
    pub fn n(&self) -> usize {
        self.queens.len()
    }

    /// The number of events done so far.
    pub fn step(&self) -> u64 {
        self.counters.steps
    }

    /// The counters so far.
    pub fn counters(&self) -> Counters {
        self.counters
    }

    /// The queens on the board, by row (0-based columns).
    pub fn queens(&self) -> &[Option<usize>] {
        &self.queens
    }

    /// Whether the search has ended (a call to [`Tracer::next_event`] returned `None`).
    pub fn is_finished(&self) -> bool {
        self.finished
    }

    /// The algorithm's own variables now.
    pub fn state(&self) -> AlgorithmState {
        match &self.engine {
            Engine::Pointer(e) => e.state(),
            Engine::Flags(e) => e.state(),
            Engine::ColumnByColumn(e) => e.state(),
            Engine::Bitmask(e) => e.state(),
            Engine::Forward(e) => e.state(&self.queens),
            Engine::Brute(e) => e.state(),
            Engine::Local(e) => e.state(),
            Engine::Recorded(_) => Recorded::state(&self.queens),
        }
    }

    /// Everything the player shows now.
    pub fn frame(&self) -> Frame {
        Frame {
            algorithm: self.algorithm,
            n: self.n(),
            event: self.last.clone(),
            queens: self.queens.clone(),
            counters: self.counters,
            state: self.state(),
            line: self.line,
        }
    }

    /// The line of the algorithm's program that did the last event; `None` at step 0.
    pub fn code_line(&self) -> Option<u8> {
        self.line
    }

    /// The event just done; `None` at step 0.
    pub(super) fn last_event(&self) -> Option<&Event> {
        self.last.as_ref()
    }

    /// Does the next event without returning it; `false` once the search has ended.
    pub fn advance(&mut self) -> bool {
        if self.finished {
            return false;
        }
        let mut recorded_line = None;
        let event = match &mut self.engine {
            Engine::Recorded(e) => e.step().map(|(event, line)| {
                recorded_line = line;
                event
            }),
            Engine::Pointer(e) => e.step(&self.queens, &mut self.counters),
            Engine::Flags(e) => e.step(&self.queens, &mut self.counters),
            Engine::ColumnByColumn(e) => e.step(&self.queens, &mut self.counters),
            Engine::Bitmask(e) => e.step(&self.queens, &mut self.counters),
            Engine::Forward(e) => e.step(&self.queens, &mut self.counters),
            Engine::Brute(e) => e.step(&self.queens, &mut self.counters),
            Engine::Local(e) => e.step(&self.queens, &mut self.counters),
        };
        let Some(event) = event else {
            self.finished = true;
            return false;
        };
        self.counters.steps += 1;
        match event {
            Event::Place { row, col } => {
                self.queens[row] = Some(col);
                self.counters.placed += 1;
            }
            Event::Remove { row, .. } => {
                self.queens[row] = None;
                self.counters.backtracks += 1;
            }
            Event::Emptied { .. } => self.counters.backtracks += 1,
            Event::Solution { .. } => self.counters.solutions += 1,
            Event::Attacked { .. } => self.counters.cuts += 1,
            Event::Move { row, to, .. } => {
                self.queens[row] = Some(to);
                self.counters.repairs += 1;
            }
            Event::Stalled { again: true, .. } => self.queens.fill(None),
            Event::Try { .. } | Event::Pick { .. } | Event::Stalled { .. } => {}
        }
        self.line = match &self.engine {
            Engine::Recorded(_) => recorded_line
                .and_then(|line| line.checked_sub(1))
                .and_then(|line| u8::try_from(line).ok()),
            engine => Some(Self::program_line(engine, &event, self.line)),
        };
        self.last = Some(event);
        true
    }

    /// The line of the algorithm's program that did `event`, after `previous`.
    fn program_line(engine: &Engine, event: &Event, previous: Option<u8>) -> u8 {
        match engine {
            Engine::Pointer(e) => e.line(event, previous),
            Engine::Flags(_) => Flags::line(event),
            Engine::ColumnByColumn(e) => e.line(event),
            Engine::Bitmask(_) => Bitmask::line(event),
            Engine::Forward(e) => e.line(event),
            Engine::Brute(e) => e.line(event),
            Engine::Local(e) => e.line(event),
            Engine::Recorded(_) => 0,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::playback::Trace;

    #[test]
    fn board_size_is_checked() {
        for a in Algorithm::ALL {
            assert_eq!(Tracer::new(a, 0).unwrap_err(), TraceError::BoardSize(0));
            assert!(Tracer::new(a, MAX_TRACE_N + 1).is_err());
            assert!(Tracer::new(a, MAX_TRACE_N).is_ok());
        }
        assert!(TraceError::BoardSize(40).to_string().contains("1 to 32"));
    }

    #[test]
    fn run_in_chunks_ends_where_stepping_does() {
        let mut chunked = Tracer::new(Algorithm::Flags, 6).unwrap();
        let mut chunks = 0;
        while !chunked.run(100) {
            chunks += 1;
        }
        let mut stepped = Tracer::new(Algorithm::Flags, 6).unwrap();
        while stepped.next_event().is_some() {}
        assert_eq!(chunked.counters(), stepped.counters());
        assert_eq!(chunks as u64, chunked.step() / 100);
        assert!(chunked.run(1));
    }

    #[test]
    fn step_zero_is_empty() {
        for a in Algorithm::ALL {
            let t = Tracer::new(a, 5).unwrap();
            let f = t.frame();
            assert_eq!(f.event, None);
            assert_eq!(f.counters, Counters::default());
            assert_eq!(f.queens, vec![None; 5]);
        }
    }
}
