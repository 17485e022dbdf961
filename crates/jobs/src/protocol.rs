//! Every message between the page and a counting worker, and its text form: the only place that
//! knows what the messages look like. The messages are the same for every puzzle: a job and a
//! result are words in their puzzle's text form (see [`Countable`]).
//!
//! A message is one line of words separated by spaces, its kind first:
//!
//! | direction | message | text |
//! | --- | --- | --- |
//! | page → worker | [`Request`] | `count <run> <job index> <puzzle> <job…>` |
//! | worker → page | [`Reply::Ready`] | `ready` |
//! | worker → page | [`Reply::Done`] | `done <run> <job index> <found…>` |
//! | worker → page | [`Reply::Failed`] | `failed <reason…>` |
//!
//! The puzzle's word ([`Countable::PUZZLE`]) tells the worker which count the job is of
//! ([`super::puzzles::COUNTS`]). A reply does not repeat it: each pool has workers of its own and
//! numbers its runs, so it reads a reply as the result of the job it sent, of its own puzzle.
//! Decoding never panics: anything else is a [`DecodeError`].

use super::countable::Countable;
use super::puzzles::COUNTS;
use std::fmt;
use std::str::{FromStr, SplitWhitespace};

/// Page → worker: count one job of a run, whose total is a `T`.
#[derive(Clone, Debug, PartialEq)]
pub struct Request<T: Countable> {
    /// The run the job belongs to; the reply carries it back, so a superseded run's results can be
    /// told apart and dropped.
    pub run: u32,
    /// The job's index in the run's job list, carried back in the reply.
    pub index: u32,
    /// The job itself.
    pub job: T::Job,
}

/// Worker → page, with a job's result of type `F` (a worker writes it as text, the page reads it
/// as its count's [`Countable::Found`]).
#[derive(Clone, Debug, PartialEq)]
pub enum Reply<F> {
    /// The worker listens for requests now (a wasm worker drops messages sent before).
    Ready,
    /// A job's share of the count.
    Done {
        /// The request's run.
        run: u32,
        /// The request's job index.
        index: u32,
        /// What the job found.
        found: F,
    },
    /// The worker could not read a request (the reason, in one line).
    Failed {
        /// What was wrong.
        reason: String,
    },
}

/// How a worker answers the requests of one puzzle ([`answer_as`] of its total).
pub type Answer = fn(&str) -> Result<Reply<String>, DecodeError>;

/// Why a text is not a message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DecodeError {
    /// The text has no words.
    Empty,
    /// The first word names no message of this direction.
    UnknownKind(String),
    /// A field is missing; its name.
    Missing(&'static str),
    /// A field is not a number in its range; its name.
    BadNumber(&'static str),
    /// The job names no puzzle or another puzzle than the one expected, or its words are not a
    /// job of it (see the text forms of the [`Countable::Job`]s).
    BadJob,
    /// Words are left over after the last field.
    TrailingWords,
}

impl fmt::Display for DecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DecodeError::Empty => f.write_str("empty message"),
            DecodeError::UnknownKind(kind) => {
                let shown: String = kind.chars().take(24).collect();
                write!(f, "unknown message kind “{shown}”")
            }
            DecodeError::Missing(field) => write!(f, "the message lacks its {field}"),
            DecodeError::BadNumber(field) => write!(f, "the message's {field} is out of range"),
            DecodeError::BadJob => f.write_str("the message's job is not a count job"),
            DecodeError::TrailingWords => f.write_str("the message has extra words at its end"),
        }
    }
}

impl std::error::Error for DecodeError {}

/// The words of a message after its kind, read one field at a time.
struct Fields<'a>(SplitWhitespace<'a>);

impl<'a> Fields<'a> {
    /// Splits `text` into its first word (the message's kind) and the fields after it.
    fn open(text: &'a str) -> Result<(&'a str, Self), DecodeError> {
        let mut words = text.split_whitespace();
        let kind = words.next().ok_or(DecodeError::Empty)?;
        Ok((kind, Fields(words)))
    }

    /// The next field, parsed as `T`.
    fn number<T: FromStr>(&mut self, name: &'static str) -> Result<T, DecodeError> {
        let word = self.0.next().ok_or(DecodeError::Missing(name))?;
        word.parse().map_err(|_| DecodeError::BadNumber(name))
    }

    /// The words left, joined by single spaces.
    fn rest(self) -> String {
        let words: Vec<&str> = self.0.collect();
        words.join(" ")
    }

    /// Fails if any word is left.
    fn finish(mut self) -> Result<(), DecodeError> {
        match self.0.next() {
            Some(_) => Err(DecodeError::TrailingWords),
            None => Ok(()),
        }
    }
}

/// A request's run, job index and puzzle word, and the job's words after them.
fn request_fields(text: &str) -> Result<(u32, u32, &str, Fields<'_>), DecodeError> {
    let (kind, mut fields) = Fields::open(text)?;
    if kind != "count" {
        return Err(DecodeError::UnknownKind(kind.to_owned()));
    }
    let run = fields.number("run")?;
    let index = fields.number("job index")?;
    let puzzle = fields.0.next().ok_or(DecodeError::Missing("puzzle"))?;
    Ok((run, index, puzzle, fields))
}

impl<T: Countable> Request<T> {
    /// The message's text.
    pub fn encode(&self) -> String {
        let Request { run, index, job } = self;
        format!("count {run} {index} {} {job}", T::PUZZLE)
    }

    /// Reads a request for a job of `T`; never panics.
    pub fn decode(text: &str) -> Result<Self, DecodeError> {
        let (run, index, puzzle, fields) = request_fields(text)?;
        if puzzle != T::PUZZLE {
            return Err(DecodeError::BadJob);
        }
        let words = fields.rest();
        if words.is_empty() {
            return Err(DecodeError::Missing("job"));
        }
        let job = words.parse().map_err(|_| DecodeError::BadJob)?;
        Ok(Request { run, index, job })
    }
}

/// A worker's answer to a request for a job of `T`: the job counted, its result as text.
pub fn answer_as<T: Countable>(text: &str) -> Result<Reply<String>, DecodeError> {
    let Request { run, index, job } = Request::<T>::decode(text)?;
    let found = T::count(&job).to_string();
    Ok(Reply::Done { run, index, found })
}

/// A worker's answer to a request's text, for whichever puzzle it names ([`COUNTS`]): the job
/// counted, or why the text is not a request.
pub fn answer(text: &str) -> Reply<String> {
    let answered = request_fields(text).and_then(|(_, _, puzzle, _)| {
        let (_, answer) = COUNTS
            .iter()
            .find(|(name, _)| *name == puzzle)
            .ok_or(DecodeError::BadJob)?;
        answer(text)
    });
    answered.unwrap_or_else(|error| Reply::Failed {
        reason: error.to_string(),
    })
}

impl<F: fmt::Display> Reply<F> {
    /// The message's text.
    pub fn encode(&self) -> String {
        match self {
            Reply::Ready => "ready".into(),
            // A result may have no words (a list's share with no placement): no trailing space.
            Reply::Done { run, index, found } => {
                let text = format!("done {run} {index} {found}");
                text.trim_end().to_owned()
            }
            Reply::Failed { reason } => {
                let line: Vec<&str> = reason.split_whitespace().collect();
                format!("failed {}", line.join(" ")).trim_end().to_owned()
            }
        }
    }
}

impl<F: FromStr> Reply<F> {
    /// Reads a reply whose result is an `F`; never panics.
    pub fn decode(text: &str) -> Result<Self, DecodeError> {
        let (kind, mut fields) = Fields::open(text)?;
        match kind {
            "ready" => {
                fields.finish()?;
                Ok(Reply::Ready)
            }
            "done" => {
                let run = fields.number("run")?;
                let index = fields.number("job index")?;
                let found = fields.rest().parse();
                let found = found.map_err(|_| DecodeError::BadNumber("result"))?;
                Ok(Reply::Done { run, index, found })
            }
            "failed" => Ok(Reply::Failed {
                reason: fields.rest(),
            }),
            other => Err(DecodeError::UnknownKind(other.to_owned())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::knights::count::TourCount;
    use crate::puzzles::queens::Placements;
    use crate::queens::count::{count_job, CountJob, MAX_COUNT_N};
    use crate::queens::index::{PrefixCounts, MAX_LIST_N};
    use crate::queens::listing::ListingTotals;

    fn job<J: FromStr>(text: &str) -> J {
        text.parse()
            .unwrap_or_else(|_| panic!("{text} is not a job"))
    }

    #[test]
    fn requests_round_trip() {
        let request = Request::<Placements> {
            run: 7,
            index: 42,
            job: job("16 3 7 2 14"),
        };
        assert_eq!(request.encode(), "count 7 42 queens 16 3 7 2 14");
        assert_eq!(Request::decode(&request.encode()), Ok(request));
        let largest = Request::<Placements> {
            run: u32::MAX,
            index: u32::MAX,
            job: job(&format!("{MAX_COUNT_N} 32 1 30 2")),
        };
        assert_eq!(Request::decode(&largest.encode()), Ok(largest));
        for listed in ["all", "fundamental"] {
            let text = format!("{MAX_LIST_N} {listed} 2 7 3 6 1 4 5 5");
            let request = Request::<ListingTotals> {
                run: 9,
                index: 1,
                job: job(&text),
            };
            assert_eq!(request.encode(), format!("count 9 1 list {text}"));
            assert_eq!(Request::decode(&request.encode()), Ok(request));
        }
        for text in ["6x6 0,0 2305", "5x5 2,2"] {
            let request = Request::<TourCount> {
                run: 1,
                index: 3,
                job: job(text),
            };
            assert_eq!(request.encode(), format!("count 1 3 knights {text}"));
            assert_eq!(Request::decode(&request.encode()), Ok(request));
        }
    }

    #[test]
    fn replies_round_trip() {
        let placements = Reply::Done {
            run: 3,
            index: 870,
            found: u64::MAX,
        };
        assert_eq!(Reply::decode(&placements.encode()), Ok(placements));
        let tours = Reply::Done {
            run: 3,
            index: 0,
            found: TourCount {
                open: 304,
                closed: u64::MAX,
            },
        };
        assert_eq!(tours.encode(), format!("done 3 0 304 {}", u64::MAX));
        assert_eq!(Reply::decode(&tours.encode()), Ok(tours));
        for counts in [vec![(0, 4), (17, u32::MAX), (83_520, 1)], Vec::new()] {
            let reply = Reply::Done {
                run: 1,
                index: 2,
                found: PrefixCounts { counts },
            };
            assert_eq!(Reply::decode(&reply.encode()), Ok(reply));
        }
        for reply in [
            Reply::<u64>::Ready,
            Reply::Failed {
                reason: "the message's n is out of range".into(),
            },
        ] {
            assert_eq!(Reply::decode(&reply.encode()), Ok(reply));
        }
    }

    #[test]
    fn a_worker_answers_a_request_with_its_count_and_anything_else_with_a_failure() {
        let columns: CountJob = job("2 7 3 6");
        let request = Request::<Placements> {
            run: 2,
            index: 5,
            job: job("8 2 7 3 6"),
        };
        assert_eq!(
            answer(&request.encode()),
            Reply::Done {
                run: 2,
                index: 5,
                found: count_job(8, &columns).to_string(),
            }
        );
        // 5×5 from a corner, first move 2 then 3: a share of the 304 tours.
        let tours = answer("count 4 1 knights 5x5 0,0 23");
        let Reply::Done {
            run: 4,
            index: 1,
            found,
        } = tours
        else {
            panic!("{tours:?}");
        };
        let found: TourCount = job(&found);
        assert!(found.open > 0 && found.open < 304, "{found:?}");
        let listed = answer("count 3 0 list 8 all 2 7 3 6");
        let Reply::Done { found, .. } = listed else {
            panic!("{listed:?}");
        };
        let counts: PrefixCounts = job(&found);
        let placements: u32 = counts.counts.iter().map(|&(_, count)| count).sum();
        assert_eq!(u64::from(placements), count_job(8, &columns));
        for text in [
            "count 2 5 queens 99 2 7 3 6",
            "count 2 5 rooks 8 2 7 3 6",
            "ready",
        ] {
            assert!(
                matches!(answer(text), Reply::Failed { .. }),
                "{text:?}: {:?}",
                answer(text)
            );
        }
    }

    #[test]
    fn a_failure_reason_stays_on_one_line() {
        let reply = Reply::<u64>::Failed {
            reason: "two\nlines".into(),
        };
        assert_eq!(reply.encode(), "failed two lines");
        let silent = Reply::<u64>::Failed {
            reason: String::new(),
        };
        assert_eq!(silent.encode(), "failed");
        assert_eq!(Reply::decode("failed"), Ok(silent));
    }

    #[test]
    fn malformed_requests_are_errors() {
        use DecodeError::*;
        let cases: [(&str, DecodeError); 19] = [
            ("", Empty),
            ("   ", Empty),
            ("done 1 2 3", UnknownKind("done".into())),
            ("count", Missing("run")),
            ("count -1 0 queens 16 1", BadNumber("run")),
            ("count 1 0 queens 0 1 2 3 4", BadJob),
            ("count 1 0 queens 33 1 2 3 4", BadJob),
            ("count 1 0 queens 300 1 2 3 4", BadJob),
            ("count 1", Missing("job index")),
            ("count 1 x queens 16 1", BadNumber("job index")),
            ("count 1 0", Missing("puzzle")),
            ("count 1 0 rooks 8 1 2 3 4", BadJob),
            ("count 1 0 knights 5x5 0,0", BadJob),
            ("count 1 0 list 8 all 1 2 3 4", BadJob),
            ("count 1 0 queens", Missing("job")),
            ("count 1 0 queens 16", BadJob),
            ("count 1 0 queens 16 0 5 1 1", BadJob),
            ("count 1 0 queens 16 1 2 3", BadJob),
            ("count 1 0 queens 16 1 2 3 4 5", BadJob),
        ];
        for (text, error) in cases {
            assert_eq!(Request::<Placements>::decode(text), Err(error), "{text:?}");
        }
        assert_eq!(
            Request::<TourCount>::decode("count 1 0 knights"),
            Err(Missing("job"))
        );
        for text in [
            "count 1 0 knights 9x9 0,0",
            "count 1 0 knights 5x5 0,0 0",
            "count 1 0 queens 5x5 0,0",
        ] {
            assert_eq!(Request::<TourCount>::decode(text), Err(BadJob), "{text:?}");
        }
        assert_eq!(
            Request::<ListingTotals>::decode("count 1 0 list"),
            Err(Missing("job"))
        );
        for text in [
            "count 1 0 list 8",
            "count 1 0 list 8 all",
            "count 1 0 list 8 some 1 2 3 4",
            "count 1 0 list 18 all 1 2 3 4",
            "count 1 0 list 8 fundamental 1 2 3",
        ] {
            assert_eq!(
                Request::<ListingTotals>::decode(text),
                Err(BadJob),
                "{text:?}"
            );
        }
    }

    #[test]
    fn malformed_replies_are_errors() {
        use DecodeError::*;
        let cases: [(&str, DecodeError); 6] = [
            ("", Empty),
            ("count 1 0 queens 16 1", UnknownKind("count".into())),
            ("ready 9.75", TrailingWords),
            ("done 1", Missing("job index")),
            ("done 1 2", BadNumber("result")),
            ("done 1 2 3 4", BadNumber("result")),
        ];
        for (text, error) in cases {
            assert_eq!(Reply::<u64>::decode(text), Err(error), "{text:?}");
        }
        for text in ["done 1 2 3", "done 1 2 3 4 5", "done 1 2 -3 4"] {
            assert_eq!(
                Reply::<TourCount>::decode(text),
                Err(BadNumber("result")),
                "{text:?}"
            );
        }
        for text in ["done 1 2 3", "done 1 2 3 0"] {
            assert_eq!(
                Reply::<PrefixCounts>::decode(text),
                Err(BadNumber("result")),
                "{text:?}"
            );
        }
    }

    #[test]
    fn errors_read_as_sentences_and_quote_little() {
        let long = "x".repeat(1000);
        let message = Request::<Placements>::decode(&long)
            .err()
            .map(|e| e.to_string())
            .unwrap_or_default();
        assert!(message.starts_with("unknown message kind"), "{message}");
        assert!(message.chars().count() < 60, "{message}");
    }
}
