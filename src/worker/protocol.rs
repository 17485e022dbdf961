//! Every message between the page and a counting worker, and its text form: the only place that
//! knows what the messages look like.
//!
//! A message is one line of words separated by spaces, its kind first:
//!
//! | direction | message | text |
//! | --- | --- | --- |
//! | page → worker | [`Request`] | `count <run> <n> <job index> <job columns…>` |
//! | worker → page | [`Reply::Ready`] | `ready [<nanoseconds per search node>]` |
//! | worker → page | [`Reply::Done`] | `done <run> <job index> <count>` |
//! | worker → page | [`Reply::Failed`] | `failed <reason…>` |
//!
//! Decoding never panics: anything else is a [`DecodeError`].

use crate::queens::count::{count_job, CountJob, MAX_COUNT_N};
use std::fmt;
use std::str::{FromStr, SplitWhitespace};

/// Page → worker: count one job of a run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Request {
    /// The run the job belongs to; the reply carries it back, so a superseded run's results can be
    /// told apart and dropped.
    pub run: u32,
    /// The board size, `1..=MAX_COUNT_N`.
    pub n: u8,
    /// The job's index in the run's job list, carried back in the reply.
    pub index: u32,
    /// The job itself.
    pub job: CountJob,
}

/// Worker → page.
#[derive(Clone, Debug, PartialEq)]
pub enum Reply {
    /// The worker listens for requests now (a wasm worker drops messages sent before).
    Ready {
        /// Nanoseconds per search node the worker took on a small count, a positive finite
        /// number; `None` if it had no clock to time it with.
        nanos_per_node: Option<f64>,
    },
    /// A job's share of the count, class sizes applied.
    Done {
        /// The request's run.
        run: u32,
        /// The request's job index.
        index: u32,
        /// The number of placements in the job.
        count: u64,
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
    /// The job's columns are not a job (see [`CountJob`]'s text form).
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
        format!("count {} {} {} {}", self.run, self.n, self.index, self.job)
    }

    /// Reads a request; never panics.
    pub fn decode(text: &str) -> Result<Self, DecodeError> {
        let (kind, mut fields) = Fields::open(text)?;
        if kind != "count" {
            return Err(DecodeError::UnknownKind(kind.to_owned()));
        }
        let run = fields.number("run")?;
        let n: u8 = fields.number("n")?;
        if n == 0 || usize::from(n) > MAX_COUNT_N {
            return Err(DecodeError::BadNumber("n"));
        }
        let index = fields.number("job index")?;
        let rest: Vec<&str> = fields.0.collect();
        if rest.is_empty() {
            return Err(DecodeError::Missing("job"));
        }
        let job = rest.join(" ").parse().map_err(|_| DecodeError::BadJob)?;
        Ok(Request { run, n, index, job })
    }
}

impl Reply {
    /// The message's text.
    pub fn encode(&self) -> String {
        match self {
            Reply::Ready {
                nanos_per_node: Some(nanos),
            } => format!("ready {nanos}"),
            Reply::Ready {
                nanos_per_node: None,
            } => "ready".into(),
            Reply::Done { run, index, count } => format!("done {run} {index} {count}"),
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
                count: count_job(usize::from(request.n), &request.job),
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
            "ready" => {
                let nanos_per_node = match fields.0.clone().next() {
                    None => None,
                    Some(_) => Some(fields.number::<f64>("speed")?),
                };
                if nanos_per_node.is_some_and(|v| !(v.is_finite() && v > 0.0)) {
                    return Err(DecodeError::BadNumber("speed"));
                }
                Reply::Ready { nanos_per_node }
            }
            "done" => Reply::Done {
                run: fields.number("run")?,
                index: fields.number("job index")?,
                count: fields.number("count")?,
            },
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

    fn job(text: &str) -> CountJob {
        text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
    }

    #[test]
    fn requests_round_trip() {
        let request = Request {
            run: 7,
            n: 16,
            index: 42,
            job: job("3 7 2"),
        };
        assert_eq!(request.encode(), "count 7 16 42 3 7 2");
        assert_eq!(Request::decode(&request.encode()), Ok(request));
        let largest = Request {
            run: u32::MAX,
            n: MAX_COUNT_N as u8,
            index: u32::MAX,
            job: job("32 1 30 2"),
        };
        assert_eq!(Request::decode(&largest.encode()), Ok(largest));
    }

    #[test]
    fn replies_round_trip() {
        for reply in [
            Reply::Ready {
                nanos_per_node: Some(9.75),
            },
            Reply::Ready {
                nanos_per_node: None,
            },
            Reply::Done {
                run: 3,
                index: 870,
                count: u64::MAX,
            },
            Reply::Failed {
                reason: "the message's n is out of range".into(),
            },
        ] {
            assert_eq!(Reply::decode(&reply.encode()), Ok(reply));
        }
    }

    #[test]
    fn a_worker_answers_a_request_with_its_count_and_anything_else_with_a_failure() {
        let request = Request {
            run: 2,
            n: 8,
            index: 5,
            job: job("2 4"),
        };
        assert_eq!(
            Reply::answer(&request.encode()),
            Reply::Done {
                run: 2,
                index: 5,
                count: count_job(8, &request.job),
            }
        );
        assert_eq!(
            Reply::answer("count 2 99 5 2 4"),
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
        let cases: [(&str, DecodeError); 13] = [
            ("", Empty),
            ("   ", Empty),
            ("done 1 2 3", UnknownKind("done".into())),
            ("count", Missing("run")),
            ("count -1 16 0 1", BadNumber("run")),
            ("count 1 0 0 1", BadNumber("n")),
            ("count 1 33 0 1", BadNumber("n")),
            ("count 1 300 0 1", BadNumber("n")),
            ("count 1 16", Missing("job index")),
            ("count 1 16 x 1", BadNumber("job index")),
            ("count 1 16 0", Missing("job")),
            ("count 1 16 0 0 5", BadJob),
            ("count 1 16 0 1 2 3 4 5", BadJob),
        ];
        for (text, error) in cases {
            assert_eq!(Request::decode(text), Err(error), "{text:?}");
        }
    }

    #[test]
    fn malformed_replies_are_errors() {
        use DecodeError::*;
        let cases: [(&str, DecodeError); 9] = [
            ("", Empty),
            ("count 1 16 0 1", UnknownKind("count".into())),
            ("ready x", BadNumber("speed")),
            ("ready NaN", BadNumber("speed")),
            ("ready inf", BadNumber("speed")),
            ("ready -2", BadNumber("speed")),
            ("ready 0", BadNumber("speed")),
            ("done 1 2", Missing("count")),
            ("done 1 2 3 4", TrailingWords),
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
