//! The placements that finish a student's position: a job is a position with one more queen
//! (the solvers' [`Position::split`]) or one of the positions before a placement in the list
//! ([`Position::before`]); its result is how many placements keep its queens and the first of
//! them, and the total [`Completions`] adds the counts and keeps the first placement of all.

use super::{board_and_names, names_word, ParseError};
use crate::countable::{Countable, TallyError};
use crate::queens::placement::Placement;
use crate::queens::position::{Position, MAX_POSITION_N};
use crate::schedule::Schedule;
use std::fmt;
use std::str::FromStr;

/// The placements that keep a position's queens: how many, and the first in the list's order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Completions {
    /// How many there are.
    pub count: u64,
    /// The first one, if any.
    pub first: Option<Placement>,
}

/// A position in a request: `<n> <queens, a1,c5…>` (`-` for none).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PositionJob(pub Position);

impl fmt::Display for PositionJob {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.0.n(), names_word(&self.0.names()))
    }
}

impl FromStr for PositionJob {
    type Err = ParseError;

    fn from_str(text: &str) -> Result<Self, ParseError> {
        let (n, names) = board_and_names(text)?;
        let n: usize = n.parse().map_err(|_| ParseError)?;
        let empty = Position::empty(n).ok_or(ParseError)?;
        empty
            .with_names(names)
            .map(PositionJob)
            .map_err(|_| ParseError)
    }
}

impl fmt::Display for Completions {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.count)?;
        for column in self.first.iter().flat_map(Placement::columns) {
            write!(f, " {column}")?;
        }
        Ok(())
    }
}

impl FromStr for Completions {
    type Err = ParseError;

    /// Reads `<count> [<first placement's columns…>]`: a count without a placement, or a
    /// placement that is not one, is refused.
    fn from_str(text: &str) -> Result<Self, ParseError> {
        let mut words = text.split_whitespace();
        let count: u64 = words
            .next()
            .ok_or(ParseError)?
            .parse()
            .map_err(|_| ParseError)?;
        let columns: Vec<u32> = words
            .map(|w| w.parse().map_err(|_| ParseError))
            .collect::<Result<_, _>>()?;
        let first = match columns.len() {
            0 => None,
            n if n <= MAX_POSITION_N => {
                Some(Placement::validated(columns).map_err(|_| ParseError)?)
            }
            _ => return Err(ParseError),
        };
        if (count == 0) != first.is_none() {
            return Err(ParseError);
        }
        Ok(Completions { count, first })
    }
}

impl Countable for Completions {
    const PUZZLE: &'static str = "completions";
    type Job = PositionJob;
    type Found = Completions;

    fn count(job: &PositionJob) -> Completions {
        let (count, first) = job.0.completions_and_first();
        Completions { count, first }
    }

    fn add_found(&mut self, found: Completions) -> Result<(), TallyError> {
        self.count = self
            .count
            .checked_add(found.count)
            .ok_or(TallyError::Overflow)?;
        self.first = match (self.first.take(), found.first) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        Ok(())
    }
}

impl Schedule<Completions> {
    /// The placements that finish `position`, a job per file of its first empty rank.
    pub fn completions(position: Position) -> Self {
        Self::of(position.split())
    }

    /// The placements before `placement` in the list: its count is the placement's index.
    pub fn before(placement: &Placement) -> Self {
        Self::of(Position::before(placement))
    }

    /// One job per position, each counted as the same work.
    fn of(positions: Vec<Position>) -> Self {
        let jobs = positions.into_iter().map(|p| (PositionJob(p), 1)).collect();
        Self::new(jobs, Completions::default())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::queens::enumerate::Placements;

    fn position(n: usize, names: &str) -> Position {
        Position::empty(n)
            .and_then(|p| p.with_names(names).ok())
            .unwrap_or_else(|| panic!("{n} {names}"))
    }

    #[test]
    fn the_jobs_add_up_on_this_thread_and_travel_as_text() {
        let p = position(8, "a1");
        let total = Schedule::completions(p).count_here();
        assert_eq!(
            total,
            Ok(Completions {
                count: 4,
                first: p.first_completion()
            })
        );
        assert_eq!(total.map(|t| t.count), Ok(4));
        let listed: Vec<Placement> = Placements::new(8).collect();
        for (k, placement) in listed.iter().enumerate() {
            let before = Schedule::before(placement).count_here().map(|t| t.count);
            assert_eq!(before, Ok(k as u64), "{placement}");
        }
        for job in [PositionJob(p), PositionJob(position(16, ""))] {
            assert_eq!(job.to_string().parse(), Ok(job));
        }
        let found = Completions::count(&PositionJob(p));
        assert_eq!(found.to_string().parse(), Ok(found));
        for bad in [
            "",
            "x",
            "3 1 2",
            "0 1 5 8 6 3 7 2 4",
            "4 1 2 3 4 5 6 7 8",
            "4 1 1",
        ] {
            assert_eq!(bad.parse::<Completions>(), Err(ParseError), "{bad:?}");
        }
        for bad in ["", "8", "0 -", "17 -", "8 z9"] {
            assert_eq!(bad.parse::<PositionJob>(), Err(ParseError), "{bad:?}");
        }
    }
}
