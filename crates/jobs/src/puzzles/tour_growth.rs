//! The work the knight's two backtracking searches do against the board's size: a job is one
//! method's search of an n×n board from the C program's start (its row 0, column 0), run by the
//! player's own tracer until its first tour or [`TOUR_STEP_LIMIT`] steps ([`TourJob`]); its result
//! that search's counters and whether it found the tour ([`TourWork`]).

use super::measures::{job_text, read_job, Measure, MeasureJob, Measures};
use super::{all_read, word, ParseError};
use crate::knights::board::{BoardSize, Square};
use crate::knights::trace::{Counters, KnightTracer, Method};
use crate::playback::Trace;
use crate::schedule::Schedule;
use std::fmt;
use std::str::FromStr;

/// The methods measured: the two that search (the others replay a tour found without search).
pub const TOUR_METHODS: [Method; 2] = [Method::SeedOrder, Method::WarnsdorffBacktracking];

/// The boards measured, by side.
pub const TOUR_SIDES: std::ops::RangeInclusive<u32> = 5..=8;

/// The most steps a search is given: the C program's order needs 26 million on 7×7, and about a
/// second of a worker per 20 million.
pub const TOUR_STEP_LIMIT: u64 = 100_000_000;

/// One method's search of a `side`×`side` board from its top-left corner. Text form:
/// `<method> <side>`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TourJob {
    /// The method.
    pub method: Method,
    /// The board's side, 5 to 8.
    pub side: u32,
}

/// What one search did until its first tour, or until the step limit. Text form:
/// `<method> <side> <steps> <entered> <backtracks> <found: 1 or 0>`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TourWork {
    /// The search measured.
    pub job: TourJob,
    /// Its counters when it stopped (only `steps`, `entered` and `backtracks` travel).
    pub counters: Counters,
    /// Whether it stopped on a tour (else it reached the step limit).
    pub found: bool,
}

/// The counters of `method`'s search of a `side`×`side` board from its top-left corner after at
/// most `limit` steps, and whether it found its tour by then; `None` for a board or method the
/// tracer cannot search.
pub fn first_tour(method: Method, side: u32, limit: u64) -> Option<(Counters, bool)> {
    let size = BoardSize::new(side, side).ok()?;
    let mut tracer = KnightTracer::search(method, size, Square::new(0, 0)).ok()?;
    let ended = tracer.run(limit);
    Some((tracer.counters(), ended && tracer.completed().is_some()))
}

impl MeasureJob for TourJob {
    type What = Method;
    type Size = u32;

    fn new(method: Method, side: u32) -> Option<Self> {
        (TOUR_METHODS.contains(&method) && TOUR_SIDES.contains(&side))
            .then_some(TourJob { method, side })
    }

    fn parts(&self) -> (Method, u32) {
        (self.method, self.side)
    }
}

job_text!(TourJob);

impl fmt::Display for TourWork {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let c = &self.counters;
        let found = u8::from(self.found);
        write!(
            f,
            "{} {} {} {} {found}",
            self.job, c.steps, c.entered, c.backtracks
        )
    }
}

impl FromStr for TourWork {
    type Err = ParseError;

    fn from_str(text: &str) -> Result<Self, ParseError> {
        let mut words = text.split_whitespace();
        let job = read_job(&mut words)?;
        let counters = Counters {
            steps: word(&mut words)?,
            entered: word(&mut words)?,
            backtracks: word(&mut words)?,
            ..Counters::default()
        };
        let found = match word(&mut words)? {
            0u8 => false,
            1 => true,
            _ => return Err(ParseError),
        };
        all_read(
            words,
            TourWork {
                job,
                counters,
                found,
            },
        )
    }
}

impl Measure for TourWork {
    const PUZZLE: &'static str = "tour-growth";
    type Job = TourJob;

    fn measure(job: &TourJob) -> TourWork {
        // A job is made only for a method and board the tracer searches (see `TourJob::new`).
        let (counters, found) =
            first_tour(job.method, job.side, TOUR_STEP_LIMIT).unwrap_or_default();
        let counters = Counters {
            visited: 0,
            dead_ends: 0,
            ..counters
        };
        TourWork {
            job: *job,
            counters,
            found,
        }
    }
}

impl Schedule<Measures<TourWork>> {
    /// Both methods' searches of every board of [`TOUR_SIDES`], the slowest first. Their
    /// expected work, in thousands of steps: the C program's order takes 12 on 6×6, 25,996 on 7×7
    /// and 7,603 on 8×8 (its trace's tests pin them); Warnsdorff's order and 5×5 take under one.
    pub fn tour_growth() -> Self {
        let planned = TOUR_SIDES
            .flat_map(|side| TOUR_METHODS.map(|method| TourJob { method, side }))
            .map(|job| {
                let work = match (job.method, job.side) {
                    (Method::SeedOrder, 6) => 12,
                    (Method::SeedOrder, 7) => 25_996,
                    (Method::SeedOrder, 8) => 7_603,
                    _ => 1,
                };
                (job, work)
            })
            .collect();
        Self::slowest_first(planned)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_c_programs_order_enters_3_242_065_squares_on_8x8_and_warnsdorffs_none_in_vain() {
        let measures = Schedule::tour_growth()
            .count_here()
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(measures.0.len(), 8);
        let of = |method, side| {
            measures
                .get(|m: &TourWork| m.job == TourJob { method, side })
                .unwrap_or_else(|| panic!("{method} {side} measured"))
        };
        let seed = of(Method::SeedOrder, 8);
        assert!(seed.found);
        assert_eq!(seed.counters.entered, 3_242_065, "as the trace's test pins");
        assert_eq!(seed.counters.backtracks, 3_242_065 - 64);
        for side in TOUR_SIDES {
            let warnsdorff = of(Method::WarnsdorffBacktracking, side);
            assert!(warnsdorff.found);
            assert_eq!(warnsdorff.counters.entered, u64::from(side * side));
            assert_eq!(warnsdorff.counters.backtracks, 0);
            let seed = of(Method::SeedOrder, side);
            assert!(seed.found && seed.counters.entered >= u64::from(side * side));
            assert_eq!(seed.to_string().parse(), Ok(seed));
        }
    }

    #[test]
    fn a_search_stopped_by_the_limit_says_so() {
        let (counters, found) =
            first_tour(Method::SeedOrder, 7, 1_000).unwrap_or_else(|| panic!("7×7 searched"));
        assert!(!found);
        assert_eq!(counters.steps, 1_000);
        let work = TourWork {
            job: TourJob {
                method: Method::SeedOrder,
                side: 7,
            },
            counters: Counters {
                steps: counters.steps,
                entered: counters.entered,
                backtracks: counters.backtracks,
                ..Counters::default()
            },
            found,
        };
        assert_eq!(work.to_string().parse(), Ok(work));
        assert!(work.to_string().ends_with(" 0"));
    }

    #[test]
    fn bad_jobs_and_results_are_refused() {
        for bad in ["", "seed", "seed 4", "seed 9", "warnsdorff 8", "seed 8 1"] {
            assert_eq!(bad.parse::<TourJob>(), Err(ParseError), "{bad:?}");
        }
        for bad in ["seed 8 1 2 3", "seed 8 1 2 3 2", "seed 8 1 2 3 1 0"] {
            assert_eq!(bad.parse::<TourWork>(), Err(ParseError), "{bad:?}");
        }
    }
}
