//! Whether a student's knight's walk can still be finished: one job, the walk, which a worker
//! searches within the page's move budget ([`FINISH_BUDGET`]); its result is the search's
//! [`Finish`], and the total [`WalkAnswer`] holds it.

use super::{board_and_names, names_word, ParseError};
use crate::countable::{Countable, TallyError};
use crate::knights::board::{BoardSize, Square};
use crate::knights::walk::{Finish, Walk, FINISH_BUDGET};
use crate::schedule::Schedule;
use std::fmt;
use std::str::FromStr;

/// The answer about a walk, once the search ended.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct WalkAnswer(pub Option<Finish>);

/// A walk in a request: `<rows>x<cols> <squares, a1,b3…>` (`-` for none).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WalkJob(pub Walk);

impl fmt::Display for WalkJob {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let size = self.0.size();
        let names = names_word(&self.0.names()).to_owned();
        write!(f, "{}x{} {names}", size.rows, size.cols)
    }
}

impl FromStr for WalkJob {
    type Err = ParseError;

    fn from_str(text: &str) -> Result<Self, ParseError> {
        let (size, names) = board_and_names(text)?;
        let (rows, cols) = size.split_once('x').ok_or(ParseError)?;
        let side = |text: &str| text.parse::<u32>().map_err(|_| ParseError);
        let size = BoardSize::new(side(rows)?, side(cols)?).map_err(|_| ParseError)?;
        let walk = Walk::new(size).ok_or(ParseError)?;
        walk.with_names(names).map(WalkJob).map_err(|_| ParseError)
    }
}

impl fmt::Display for WalkAnswer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.0 {
            None => f.write_str("none"),
            Some(Finish::Impossible) => f.write_str("impossible"),
            Some(Finish::Unknown) => f.write_str("unknown"),
            Some(Finish::Found(rest)) => {
                f.write_str("found")?;
                for square in rest {
                    write!(f, " {},{}", square.row, square.col)?;
                }
                Ok(())
            }
        }
    }
}

impl FromStr for WalkAnswer {
    type Err = ParseError;

    fn from_str(text: &str) -> Result<Self, ParseError> {
        let mut words = text.split_whitespace();
        let finish = match words.next() {
            Some("none") => None,
            Some("impossible") => Some(Finish::Impossible),
            Some("unknown") => Some(Finish::Unknown),
            Some("found") => {
                let square = |word: &str| -> Option<Square> {
                    let (row, col) = word.split_once(',')?;
                    Some(Square::new(row.parse().ok()?, col.parse().ok()?))
                };
                let rest: Option<Vec<Square>> = words.by_ref().map(square).collect();
                Some(Finish::Found(rest.ok_or(ParseError)?))
            }
            _ => return Err(ParseError),
        };
        if words.next().is_some() {
            return Err(ParseError);
        }
        Ok(WalkAnswer(finish))
    }
}

impl Countable for WalkAnswer {
    const PUZZLE: &'static str = "walk";
    type Job = WalkJob;
    type Found = WalkAnswer;

    fn count(job: &WalkJob) -> WalkAnswer {
        WalkAnswer(Some(job.0.finish(FINISH_BUDGET)))
    }

    fn add_found(&mut self, found: WalkAnswer) -> Result<(), TallyError> {
        *self = found;
        Ok(())
    }
}

impl Schedule<WalkAnswer> {
    /// Whether `walk` can be finished: one job.
    pub fn walk(walk: Walk) -> Self {
        Self::new(vec![(WalkJob(walk), 1)], WalkAnswer::default())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_walk_and_its_answer_travel_as_text() {
        let size = BoardSize { rows: 5, cols: 5 };
        let walk = Walk::new(size)
            .and_then(|w| w.with_names("a5,b3").ok())
            .unwrap_or_else(|| panic!("a 5×5 walk"));
        let job = WalkJob(walk);
        assert_eq!(job.to_string(), "5x5 a5,b3");
        assert_eq!(job.to_string().parse(), Ok(job));
        let empty = WalkJob(walk.cleared());
        assert_eq!(empty.to_string().parse(), Ok(empty));
        let answer = Schedule::walk(walk).count_here();
        let Ok(WalkAnswer(Some(Finish::Found(rest)))) = &answer else {
            panic!("{answer:?}");
        };
        assert_eq!(rest.len(), 23);
        for found in [
            answer.clone().unwrap_or_default(),
            WalkAnswer(Some(Finish::Impossible)),
            WalkAnswer(Some(Finish::Unknown)),
            WalkAnswer(None),
        ] {
            assert_eq!(found.to_string().parse(), Ok(found));
        }
        for bad in ["", "yes", "found 1", "found 1,x", "impossible 3"] {
            assert_eq!(bad.parse::<WalkAnswer>(), Err(ParseError), "{bad:?}");
        }
        for bad in ["", "5x5", "13x13 -", "5x5 a5,a4"] {
            assert_eq!(bad.parse::<WalkJob>(), Err(ParseError), "{bad:?}");
        }
    }
}
