//! Every message between the page and a counting worker, and its text form: the only place that
//! knows what the messages look like.
//!
//! A message is one line of words separated by spaces, its kind first:
//!
//! | direction | message | text |
//! | --- | --- | --- |
//! | page → worker | [`Request`], queens | `count <run> <job index> queens <n> <job columns…>` |
//! | page → worker | [`Request`], the list | `count <run> <job index> list <n> <all or fundamental> <job columns…>` |
//! | page → worker | [`Request`], knights | `count <run> <job index> knights <knights' job…>` |
//! | worker → page | [`Reply::Ready`] | `ready` |
//! | worker → page | [`Reply::Done`], queens | `done <run> <job index> placements <count>` |
//! | worker → page | [`Reply::Done`], the list | `done <run> <job index> prefixes <counts…>` |
//! | worker → page | [`Reply::Done`], knights | `done <run> <job index> tours <open> <closed>` |
//! | worker → page | [`Reply::Failed`] | `failed <reason…>` |
//!
//! Decoding never panics: anything else is a [`DecodeError`].

use super::job::{Found, Job};
use crate::knights::count::TourCount;
use crate::queens::count::MAX_COUNT_N;
use crate::queens::index::MAX_LIST_N;
use std::fmt;
use std::str::{FromStr, SplitWhitespace};

/// Page → worker: count one job of a run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Request {
    /// The run the job belongs to; the reply carries it back, so a superseded run's results can be
    /// told apart and dropped.
    pub run: u32,
    /// The job's index in the run's job list, carried back in the reply.
    pub index: u32,
    /// The job itself.
    pub job: Job,
}

/// Worker → page.
#[derive(Clone, Debug, PartialEq)]
pub enum Reply {
    /// The worker listens for requests now (a wasm worker drops messages sent before).
    Ready,
    /// A job's share of the count.
    Done {
        /// The request's run.
        run: u32,
        /// The request's job index.
        index: u32,
        /// What the job found.
        found: Found,
    },
    /// The worker could not read a request (the reason, in one line).
    Failed {
        /// What was wrong.
        reason: String,
    },
}

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
    /// The job names no puzzle, or its words are not a job of it (see the text forms of
    /// [`crate::queens::count::CountJob`] and [`crate::knights::count::CountJob`]).
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
    /// Splits `text` and checks that its first word is `kind`; returns the kind otherwise.
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

    /// The words left, joined by single spaces; at least one.
    fn rest(self) -> Result<String, DecodeError> {
        let words = self.rest_or_none();
        if words.is_empty() {
            return Err(DecodeError::Missing("job"));
        }
        Ok(words)
    }

    /// The words left, joined by single spaces; perhaps none.
    fn rest_or_none(self) -> String {
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

impl Request {
    /// The message's text.
    pub fn encode(&self) -> String {
        let Request { run, index, job } = self;
        match job {
            Job::Queens { n, job } => format!("count {run} {index} queens {n} {job}"),
            Job::List {
                n,
                fundamental,
                job,
            } => {
                let listed = if *fundamental { "fundamental" } else { "all" };
                format!("count {run} {index} list {n} {listed} {job}")
            }
            Job::Knights(job) => format!("count {run} {index} knights {job}"),
        }
    }

    /// Reads a request; never panics.
    pub fn decode(text: &str) -> Result<Self, DecodeError> {
        let (kind, mut fields) = Fields::open(text)?;
        if kind != "count" {
            return Err(DecodeError::UnknownKind(kind.to_owned()));
        }
        let run = fields.number("run")?;
        let index = fields.number("job index")?;
        let puzzle = fields.0.next().ok_or(DecodeError::Missing("puzzle"))?;
        let job = match puzzle {
            "queens" => {
                let n: u8 = fields.number("n")?;
                if n == 0 || usize::from(n) > MAX_COUNT_N {
                    return Err(DecodeError::BadNumber("n"));
                }
                Job::Queens {
                    n,
                    job: fields.rest()?.parse().map_err(|_| DecodeError::BadJob)?,
                }
            }
            "list" => {
                let n: u8 = fields.number("n")?;
                if n == 0 || usize::from(n) > MAX_LIST_N {
                    return Err(DecodeError::BadNumber("n"));
                }
                let fundamental = match fields.0.next() {
                    Some("all") => false,
                    Some("fundamental") => true,
                    Some(_) => return Err(DecodeError::BadJob),
                    None => return Err(DecodeError::Missing("selection")),
                };
                Job::List {
                    n,
                    fundamental,
                    job: fields.rest()?.parse().map_err(|_| DecodeError::BadJob)?,
                }
            }
            "knights" => Job::Knights(fields.rest()?.parse().map_err(|_| DecodeError::BadJob)?),
            _ => return Err(DecodeError::BadJob),
        };
        Ok(Request { run, index, job })
    }
}

impl Reply {
    /// The message's text.
    pub fn encode(&self) -> String {
        match self {
            Reply::Ready => "ready".into(),
            Reply::Done {
                run,
                index,
                found: Found::Placements(count),
            } => format!("done {run} {index} placements {count}"),
            Reply::Done {
                run,
                index,
                found: Found::Prefixes(counts),
            } => format!("done {run} {index} prefixes {counts}"),
            Reply::Done {
                run,
                index,
                found: Found::Tours(TourCount { open, closed }),
            } => format!("done {run} {index} tours {open} {closed}"),
            Reply::Failed { reason } => {
                let line: Vec<&str> = reason.split_whitespace().collect();
                format!("failed {}", line.join(" "))
            }
        }
    }

    /// The worker's answer to a request's text: the job counted, or why the text is not a request.
    pub fn answer(text: &str) -> Reply {
        match Request::decode(text) {
            Ok(request) => Reply::Done {
                run: request.run,
                index: request.index,
                found: request.job.count(),
            },
            Err(error) => Reply::Failed {
                reason: error.to_string(),
            },
        }
    }

    /// Reads a reply; never panics.
    pub fn decode(text: &str) -> Result<Self, DecodeError> {
        let (kind, mut fields) = Fields::open(text)?;
        let reply = match kind {
            "ready" => Reply::Ready,
            "done" => {
                let run = fields.number("run")?;
                let index = fields.number("job index")?;
                let found = match fields.0.next().ok_or(DecodeError::Missing("result"))? {
                    "placements" => Found::Placements(fields.number("count")?),
                    "prefixes" => {
                        let counts = fields.rest_or_none().parse();
                        let counts = counts.map_err(|_| DecodeError::BadNumber("counts"))?;
                        return Ok(Reply::Done {
                            run,
                            index,
                            found: Found::Prefixes(counts),
                        });
                    }
                    "tours" => Found::Tours(TourCount {
                        open: fields.number("open tours")?,
                        closed: fields.number("closed tours")?,
                    }),
                    _ => return Err(DecodeError::BadNumber("result")),
                };
                Reply::Done { run, index, found }
            }
            "failed" => {
                let words: Vec<&str> = fields.0.collect();
                return Ok(Reply::Failed {
                    reason: words.join(" "),
                });
            }
            other => return Err(DecodeError::UnknownKind(other.to_owned())),
        };
        fields.finish()?;
        Ok(reply)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::knights::count::CountJob as TourJob;
    use crate::queens::count::{count_job, CountJob};
    use crate::queens::index::PrefixCounts;

    fn queens(n: u8, text: &str) -> Job {
        let job: CountJob = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
        Job::Queens { n, job }
    }

    fn knights(text: &str) -> Job {
        let job: TourJob = text.parse().unwrap_or_else(|e| panic!("{text}: {e:?}"));
        Job::Knights(job)
    }

    #[test]
    fn requests_round_trip() {
        let request = Request {
            run: 7,
            index: 42,
            job: queens(16, "3 7 2 14"),
        };
        assert_eq!(request.encode(), "count 7 42 queens 16 3 7 2 14");
        assert_eq!(Request::decode(&request.encode()), Ok(request));
        let largest = Request {
            run: u32::MAX,
            index: u32::MAX,
            job: queens(MAX_COUNT_N as u8, "32 1 30 2"),
        };
        assert_eq!(Request::decode(&largest.encode()), Ok(largest));
        for fundamental in [false, true] {
            let job: CountJob = "2 7 3 6 1 4 5 5".parse().unwrap_or_else(|e| panic!("{e}"));
            let request = Request {
                run: 9,
                index: 1,
                job: Job::List {
                    n: MAX_LIST_N as u8,
                    fundamental,
                    job,
                },
            };
            let listed = if fundamental { "fundamental" } else { "all" };
            assert_eq!(
                request.encode(),
                format!("count 9 1 list {MAX_LIST_N} {listed} 2 7 3 6 1 4 5 5")
            );
            assert_eq!(Request::decode(&request.encode()), Ok(request));
        }
        for text in ["6x6 0,0 2305", "5x5 2,2"] {
            let request = Request {
                run: 1,
                index: 3,
                job: knights(text),
            };
            assert_eq!(request.encode(), format!("count 1 3 knights {text}"));
            assert_eq!(Request::decode(&request.encode()), Ok(request));
        }
    }

    #[test]
    fn replies_round_trip() {
        for reply in [
            Reply::Ready,
            Reply::Done {
                run: 3,
                index: 870,
                found: Found::Placements(u64::MAX),
            },
            Reply::Done {
                run: 3,
                index: 0,
                found: Found::Tours(TourCount {
                    open: 304,
                    closed: u64::MAX,
                }),
            },
            Reply::Failed {
                reason: "the message's n is out of range".into(),
            },
            Reply::Done {
                run: 1,
                index: 2,
                found: Found::Prefixes(PrefixCounts {
                    counts: vec![(0, 4), (17, u32::MAX), (83_520, 1)],
                }),
            },
            Reply::Done {
                run: 1,
                index: 3,
                found: Found::Prefixes(PrefixCounts::default()),
            },
        ] {
            assert_eq!(Reply::decode(&reply.encode()), Ok(reply));
        }
    }

    #[test]
    fn a_worker_answers_a_request_with_its_count_and_anything_else_with_a_failure() {
        let job: CountJob = "2 7 3 6".parse().unwrap_or_else(|e| panic!("{e}"));
        let request = Request {
            run: 2,
            index: 5,
            job: Job::Queens {
                n: 8,
                job: job.clone(),
            },
        };
        assert_eq!(
            Reply::answer(&request.encode()),
            Reply::Done {
                run: 2,
                index: 5,
                found: Found::Placements(count_job(8, &job)),
            }
        );
        // 5×5 from a corner, first move 2 then 3: a share of the 304 tours.
        let tours = Reply::answer("count 4 1 knights 5x5 0,0 23");
        let Reply::Done {
            run: 4,
            index: 1,
            found: Found::Tours(found),
        } = tours
        else {
            panic!("{tours:?}");
        };
        assert!(found.open > 0 && found.open < 304, "{found:?}");
        let listed = Reply::answer("count 3 0 list 8 all 2 7 3 6");
        let Reply::Done {
            found: Found::Prefixes(counts),
            ..
        } = listed
        else {
            panic!("{listed:?}");
        };
        let placements: u32 = counts.counts.iter().map(|&(_, count)| count).sum();
        assert_eq!(u64::from(placements), count_job(8, &job));
        assert_eq!(
            Reply::answer("count 2 5 queens 99 2 7 3 6"),
            Reply::Failed {
                reason: "the message's n is out of range".into(),
            }
        );
    }

    #[test]
    fn a_failure_reason_stays_on_one_line() {
        let reply = Reply::Failed {
            reason: "two\nlines".into(),
        };
        assert_eq!(reply.encode(), "failed two lines");
    }

    #[test]
    fn malformed_requests_are_errors() {
        use DecodeError::*;
        let cases: [(&str, DecodeError); 24] = [
            ("", Empty),
            ("   ", Empty),
            ("done 1 2 3", UnknownKind("done".into())),
            ("count", Missing("run")),
            ("count -1 0 queens 16 1", BadNumber("run")),
            ("count 1 0 queens 0 1", BadNumber("n")),
            ("count 1 0 queens 33 1", BadNumber("n")),
            ("count 1 0 queens 300 1", BadNumber("n")),
            ("count 1", Missing("job index")),
            ("count 1 x queens 16 1", BadNumber("job index")),
            ("count 1 0", Missing("puzzle")),
            ("count 1 0 rooks 8 1", BadJob),
            ("count 1 0 queens 16", Missing("job")),
            ("count 1 0 queens 16 0 5 1 1", BadJob),
            ("count 1 0 queens 16 1 2 3", BadJob),
            ("count 1 0 queens 16 1 2 3 4 5", BadJob),
            ("count 1 0 knights", Missing("job")),
            ("count 1 0 knights 9x9 0,0", BadJob),
            ("count 1 0 knights 5x5 0,0 0", BadJob),
            ("count 1 0 list 18 all 1 2 3 4", BadNumber("n")),
            ("count 1 0 list 8", Missing("selection")),
            ("count 1 0 list 8 some 1 2 3 4", BadJob),
            ("count 1 0 list 8 all", Missing("job")),
            ("count 1 0 list 8 fundamental 1 2 3", BadJob),
        ];
        for (text, error) in cases {
            assert_eq!(Request::decode(text), Err(error), "{text:?}");
        }
    }

    #[test]
    fn malformed_replies_are_errors() {
        use DecodeError::*;
        let cases: [(&str, DecodeError); 10] = [
            ("", Empty),
            ("count 1 0 queens 16 1", UnknownKind("count".into())),
            ("ready 9.75", TrailingWords),
            ("done 1 2", Missing("result")),
            ("done 1 2 3", BadNumber("result")),
            ("done 1 2 placements", Missing("count")),
            ("done 1 2 tours 3", Missing("closed tours")),
            ("done 1 2 placements 3 4", TrailingWords),
            ("done 1 2 prefixes 3", BadNumber("counts")),
            ("done 1 2 prefixes 3 0", BadNumber("counts")),
        ];
        for (text, error) in cases {
            assert_eq!(Reply::decode(text), Err(error), "{text:?}");
        }
    }

    #[test]
    fn errors_read_as_sentences_and_quote_little() {
        let long = "x".repeat(1000);
        let message = Request::decode(&long)
            .err()
            .map(|e| e.to_string())
            .unwrap_or_default();
        assert!(message.starts_with("unknown message kind"), "{message}");
        assert!(message.chars().count() < 60, "{message}");
    }
}
