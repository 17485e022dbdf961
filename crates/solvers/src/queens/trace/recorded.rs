//! A search recorded elsewhere (a student's program, run in the page's Python worker), played
//! back event by event like the app's own searches.

use std::sync::Arc;

use super::event::Event;
use super::state::AlgorithmState;

/// One recorded event and the line (1-based) of the program that made it, when it is known.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordedStep {
    /// The event.
    pub event: Event,
    /// The program's line.
    pub line: Option<u32>,
}

/// Why a recording cannot be played: its step (0-based) that a board of N could not do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BadRecording {
    /// The step.
    pub step: usize,
}

/// A recording's events and how far it has been played.
#[derive(Clone, Debug)]
pub(super) struct Recorded {
    steps: Arc<[RecordedStep]>,
    next: usize,
}

impl Recorded {
    /// A recording of a search on an `n`×`n` board, checked: every square on the board, a queen
    /// placed on an empty row, removed where it stands, and a solution's placement of N.
    pub(super) fn new(n: usize, steps: Arc<[RecordedStep]>) -> Result<Self, BadRecording> {
        let mut queens: Vec<Option<usize>> = vec![None; n];
        for (step, recorded) in steps.iter().enumerate() {
            let bad = BadRecording { step };
            let on_board = |row: usize, col: usize| row < n && col < n;
            match recorded.event {
                Event::Try { row, col } if on_board(row, col) => {}
                Event::Attacked {
                    row,
                    col,
                    by_row,
                    by_col,
                    ..
                } if on_board(row, col) && queens.get(by_row) == Some(&Some(by_col)) => {}
                Event::Place { row, col } if on_board(row, col) && queens[row].is_none() => {
                    queens[row] = Some(col);
                }
                Event::Remove { row, col } if on_board(row, col) && queens[row] == Some(col) => {
                    queens[row] = None;
                }
                Event::Solution { ref placement, .. } if placement.n() == n => {}
                _ => return Err(bad),
            }
        }
        Ok(Self { steps, next: 0 })
    }

    /// The next event and its line, if any is left.
    pub(super) fn step(&mut self) -> Option<(Event, Option<u32>)> {
        let recorded = self.steps.get(self.next)?;
        self.next += 1;
        Some((recorded.event.clone(), recorded.line))
    }

    /// The program's variable `queens`: the columns of the queens of rows 0, 1, … while they
    /// stand in a row.
    pub(super) fn state(queens: &[Option<usize>]) -> AlgorithmState {
        AlgorithmState::Recorded {
            queens: queens.iter().map_while(|q| *q).collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::queens::placement::{AttackLine, Placement};
    use crate::queens::trace::{Algorithm, TraceError, Tracer};

    /// The flag-array program's search of `n`, recorded event by event with made-up lines.
    fn flags_recording(n: usize) -> Arc<[RecordedStep]> {
        let mut tracer = Tracer::new(Algorithm::Flags, n).expect("traced");
        let mut steps = Vec::new();
        while tracer.advance() {
            let event = tracer.frame().event.expect("an event");
            steps.push(RecordedStep {
                event,
                line: Some(steps.len() as u32 % 300 + 1),
            });
        }
        steps.into()
    }

    #[test]
    fn a_recording_plays_back_as_the_search_it_recorded() {
        let steps = flags_recording(6);
        let mut played = Tracer::recorded(Algorithm::Flags, 6, steps.clone()).expect("plays");
        let mut original = Tracer::new(Algorithm::Flags, 6).expect("traced");
        let mut step = 0;
        while original.advance() {
            assert!(played.advance(), "step {step}");
            let (a, b) = (played.frame(), original.frame());
            assert_eq!((&a.event, &a.queens), (&b.event, &b.queens), "step {step}");
            let mut expected = b.counters;
            expected.conflict_checks = 0;
            assert_eq!(a.counters, expected, "step {step}");
            let line = step as u32 % 300 + 1;
            assert_eq!(a.line, u8::try_from(line - 1).ok(), "step {step}");
            step += 1;
        }
        assert!(!played.advance() && played.is_finished());
        assert_eq!(played.counters().solutions, 4);
        assert_eq!(step, steps.len());
    }

    #[test]
    fn the_state_is_the_program_s_list_of_queens() {
        let steps: Arc<[RecordedStep]> = [
            Event::Place { row: 0, col: 1 },
            Event::Place { row: 1, col: 3 },
        ]
        .into_iter()
        .zip([Some(0), None])
        .map(|(event, line)| RecordedStep { event, line })
        .collect();
        let mut played = Tracer::recorded(Algorithm::Flags, 4, steps).expect("plays");
        // Line 0 is no line of a program: none is shown.
        played.advance();
        assert_eq!(played.frame().line, None);
        played.advance();
        assert_eq!(
            played.state(),
            AlgorithmState::Recorded { queens: vec![1, 3] }
        );
        assert_eq!(played.frame().line, None);
    }

    #[test]
    fn a_step_the_board_cannot_do_is_refused() {
        let bad = |events: Vec<Event>| {
            let steps: Arc<[RecordedStep]> = events
                .into_iter()
                .map(|event| RecordedStep { event, line: None })
                .collect();
            match Tracer::recorded(Algorithm::Flags, 4, steps) {
                Err(TraceError::BadRecording(BadRecording { step })) => Some(step),
                _ => None,
            }
        };
        let place = |row, col| Event::Place { row, col };
        assert_eq!(bad(vec![place(0, 4)]), Some(0));
        assert_eq!(bad(vec![place(0, 1), place(0, 2)]), Some(1));
        assert_eq!(
            bad(vec![place(0, 1), Event::Remove { row: 0, col: 2 }]),
            Some(1)
        );
        let attacked = Event::Attacked {
            row: 1,
            col: 1,
            by_row: 0,
            by_col: 0,
            line: AttackLine::Diagonal,
        };
        assert_eq!(bad(vec![attacked.clone()]), Some(0));
        assert_eq!(bad(vec![place(0, 0), attacked]), None);
        let solution = Event::Solution {
            index: 0,
            placement: Placement::from_columns(vec![2, 4, 1, 3, 5]),
        };
        assert_eq!(bad(vec![solution]), Some(0));
        assert!(Tracer::recorded(Algorithm::Flags, 0, Vec::new().into()).is_err());
    }
}
