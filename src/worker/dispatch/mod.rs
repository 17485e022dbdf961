//! The pool's scheduling as a pure state machine: which worker gets which job, what a worker's
//! reply or failure does to the run, when the run is over, and when the page must count the rest
//! itself. It knows nothing of the browser: what it hears comes in as an [`Input`], and what must
//! be done (start workers, post a job, terminate, report to the page) goes out as [`Effect`]s,
//! which the pool (`super::pool`, in the browser) carries out in order. So every path, a worker
//! lost, a run cancelled, a reply for a cancelled run, every worker failing, is tested natively
//! (`tests.rs`).
//!
//! ```
//! use nqueens_lab::worker::dispatch::{Dispatch, Effect, Input, PoolEvent};
//! use nqueens_lab::worker::puzzles::queens::Placements;
//! use nqueens_lab::worker::schedule::Schedule;
//!
//! let mut dispatch = Dispatch::<Placements>::default();
//! let clock = || 0.0;
//! // A count with jobs starts two workers, which get jobs once they say they are ready.
//! let schedule = Schedule::queens(8).unwrap();
//! let effects = dispatch.handle(Input::Start { schedule, workers: 2 }, &clock);
//! assert_eq!(effects, vec![Effect::Spawn { generation: 1, count: 2 }]);
//! // A count without jobs needs no worker: it is over at once.
//! let schedule = Schedule::new(Vec::new(), Placements(0));
//! let effects = dispatch.handle(Input::Start { schedule, workers: 2 }, &clock);
//! let over = Effect::Report(PoolEvent::Finished { count: Placements(0) });
//! assert_eq!(effects, vec![Effect::TerminateAll, over]);
//! ```

#[cfg(test)]
mod tests;

use super::countable::Countable;
use super::failure::CountFailure;
use super::protocol::{Reply, Request};
use super::schedule::Schedule;
use crate::limits::MAX_WORKERS;

/// Jobs a worker holds at once: one it counts and one waiting, so it never idles for the time a
/// result takes to reach the page and the next job to come back.
pub const JOBS_IN_FLIGHT: usize = 2;

/// How long a new worker has to say it is ready (load its script and wasm) before the pool
/// gives up on it: its files take well under a second from the page's own host.
pub const READY_TIMEOUT_MS: u32 = 5_000;

/// The least time between two reports of progress, in milliseconds: a person sees no more, and a
/// page that redraws for each of a count's hundreds of results a second takes CPU time from the
/// workers on a machine with few cores.
pub const PROGRESS_EVERY_MS: f64 = 100.0;

/// How long the page counts at a time when no worker is left, in milliseconds (a job already
/// begun is finished, so a slice can run longer).
pub const PAGE_SLICE_MS: f64 = 8.0;

/// What a worker's listeners heard: a message's text, a message that is not text, or an error
/// (with the browser's message, if it gave one).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Heard {
    /// A message, as text.
    Message(String),
    /// A message that is not text.
    NotText,
    /// The worker failed (its script did not load, or it threw).
    Error(Option<String>),
}

/// What a pool tells its owner about the current run, whose total is a `T`.
#[derive(Clone, Debug, PartialEq)]
pub enum PoolEvent<T> {
    /// A result came in.
    Progress {
        /// The share of the work done, from 0 to 1 (see [`Schedule::fraction`]).
        fraction: f64,
    },
    /// A worker failed and was stopped; the count goes on without it.
    WorkerLost {
        /// What happened to it.
        reason: CountFailure,
        /// The workers left; with none, the page counts the rest.
        left: usize,
    },
    /// Every result is in.
    Finished {
        /// The total: placements of queens, or knight's tours.
        count: T,
    },
    /// The run stopped on an error.
    Failed(CountFailure),
}

/// What happens to the pool: the page's calls, what the workers say, and the timers it set.
#[derive(Debug)]
pub enum Input<T: Countable> {
    /// Count `schedule` on `workers` workers (clamped to `1..=MAX_WORKERS`), cancelling a run in
    /// progress.
    Start {
        /// The run's jobs.
        schedule: Schedule<T>,
        /// How many workers to count on.
        workers: usize,
    },
    /// Stop the current run; nothing more is reported of it.
    Cancel,
    /// Worker `slot` of set `generation` said or suffered `what`.
    Heard {
        /// The set of workers it belongs to (see [`Effect::Spawn`]).
        generation: u32,
        /// Its place in the set.
        slot: usize,
        /// What it said.
        what: Heard,
    },
    /// Set `generation`'s time to be ready ran out ([`READY_TIMEOUT_MS`] after its start).
    ReadyTimeout {
        /// The set whose time ran out.
        generation: u32,
    },
    /// The browser would not start a worker of the set being spawned.
    SpawnFailed(CountFailure),
    /// A job could not be posted to a worker.
    SendFailed,
    /// The page's turn to count a slice of run `run`'s jobs (no worker is left).
    PageSlice {
        /// The run it counts for.
        run: u32,
    },
    /// The pool is dropped: stop everything.
    Drop,
}

/// What the pool must do, in order.
#[derive(Clone, Debug, PartialEq)]
pub enum Effect<T> {
    /// Terminate every worker of the current set and detach its listeners.
    TerminateAll,
    /// Start `count` workers as set `generation` (adopting those started early, whose early
    /// words come back as [`Input::Heard`]), then give them [`READY_TIMEOUT_MS`] to be ready
    /// ([`Input::ReadyTimeout`]).
    Spawn {
        /// The new set's number, which its listeners carry.
        generation: u32,
        /// How many workers.
        count: usize,
    },
    /// Terminate worker `slot`, which failed, and detach its listeners.
    Stop {
        /// The worker's place in the set.
        slot: usize,
    },
    /// Send worker `slot` the message `text` (a job).
    Post {
        /// The worker's place in the set.
        slot: usize,
        /// The request, encoded.
        text: String,
    },
    /// Count a slice of run `run` on the page in a new task ([`Input::PageSlice`]).
    CountOnPage {
        /// The run to count for.
        run: u32,
    },
    /// Tell the page.
    Report(PoolEvent<T>),
}

/// A worker as the pool knows it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct Slot {
    ready: bool,
    /// Stopped by the pool after it failed.
    lost: bool,
    /// The jobs it holds, by index in the run.
    in_flight: Vec<u32>,
}

/// The pool's state: its workers, its current run and when progress was last told.
#[derive(Debug)]
pub struct Dispatch<T: Countable> {
    /// Counts the sets of workers started: what a worker of an older set says is ignored.
    generation: u32,
    /// The current run's id, carried by every request and reply.
    run: u32,
    slots: Vec<Slot>,
    /// The workers in `slots` still run (they were not terminated).
    live: bool,
    /// The current run, while it counts.
    schedule: Option<Schedule<T>>,
    /// When progress was last reported, on the page's clock in milliseconds.
    reported_at: f64,
}

impl<T: Countable> Default for Dispatch<T> {
    fn default() -> Self {
        Dispatch {
            generation: 0,
            run: 0,
            slots: Vec::new(),
            live: false,
            schedule: None,
            reported_at: f64::NEG_INFINITY,
        }
    }
}

impl<T: Countable> Dispatch<T> {
    /// Acts on `input`, reading the page's clock (in milliseconds) from `now`; returns what the
    /// pool must do, in order.
    pub fn handle(&mut self, input: Input<T>, now: &dyn Fn() -> f64) -> Vec<Effect<T>> {
        match input {
            Input::Start { schedule, workers } => self.start(schedule, workers),
            Input::Cancel => self.cancel(),
            Input::Heard {
                generation,
                slot,
                what,
            } if generation == self.generation => self.hear(slot, what, now()),
            Input::Heard { .. } => Vec::new(),
            Input::ReadyTimeout { generation } => self.ready_timeout(generation),
            Input::SpawnFailed(reason) => self.fail(reason),
            Input::SendFailed => self.fail(CountFailure::SendFailed),
            Input::PageSlice { run } => self.page_slice(run, now),
            Input::Drop => {
                self.schedule = None;
                self.terminate()
            }
        }
    }

    /// Whether a run on `workers` workers would start on workers already loaded and idle (so
    /// that its time is the count's alone, without the workers' start).
    pub fn is_warm(&self, workers: usize) -> bool {
        let whole = self.slots.iter().all(|s| s.ready && !s.lost);
        self.live
            && whole
            && self.schedule.is_none()
            && self.slots.len() == workers.clamp(1, MAX_WORKERS)
    }

    /// Whether a run is counting: from its start until it finishes, fails or is cancelled.
    pub fn is_counting(&self) -> bool {
        self.schedule.is_some()
    }

    fn start(&mut self, schedule: Schedule<T>, workers: usize) -> Vec<Effect<T>> {
        let workers = workers.clamp(1, MAX_WORKERS);
        // Workers busy with the previous run can only be stopped by terminating them.
        let mut effects = self.cancel();
        if let Some(count) = schedule.total() {
            effects.push(Effect::Report(PoolEvent::Finished { count }));
            return effects;
        }
        self.schedule = Some(schedule);
        self.reported_at = f64::NEG_INFINITY;
        let whole = self.slots.iter().all(|s| !s.lost);
        if self.live && whole && self.slots.len() == workers {
            effects.extend(self.feed_all());
        } else {
            effects.extend(self.spawn(workers));
        }
        effects
    }

    fn cancel(&mut self) -> Vec<Effect<T>> {
        self.run = self.run.wrapping_add(1);
        match self.schedule.take() {
            Some(_) => self.terminate(),
            None => Vec::new(),
        }
    }

    /// Acts on what worker `slot` of the current set said, unless the pool stopped listening.
    fn hear(&mut self, slot: usize, what: Heard, now: f64) -> Vec<Effect<T>> {
        let lost = self.slots.get(slot).is_none_or(|s| s.lost);
        if !self.live || lost {
            return Vec::new();
        }
        match what {
            Heard::Message(text) => match Reply::<T::Found>::decode(&text) {
                Ok(reply) => self.reply(slot, reply, now),
                Err(error) => self.fail(CountFailure::BadMessage(error.to_string())),
            },
            Heard::NotText => self.fail(CountFailure::NotText),
            Heard::Error(message) => self.lose(slot, CountFailure::WorkerStopped(message)),
        }
    }

    /// Terminates the current workers and starts `count` new ones.
    fn spawn(&mut self, count: usize) -> Vec<Effect<T>> {
        let mut effects = self.terminate();
        self.slots = vec![Slot::default(); count];
        self.generation = self.generation.wrapping_add(1);
        self.live = true;
        effects.push(Effect::Spawn {
            generation: self.generation,
            count,
        });
        effects
    }

    /// Gives up on set `generation`'s workers that are not ready yet.
    fn ready_timeout(&mut self, generation: u32) -> Vec<Effect<T>> {
        if generation != self.generation || !self.live {
            return Vec::new();
        }
        let late: Vec<usize> = (0..self.slots.len())
            .filter(|&i| self.slots.get(i).is_some_and(|s| !s.ready && !s.lost))
            .collect();
        let seconds = READY_TIMEOUT_MS / 1000;
        late.into_iter()
            .flat_map(|i| self.lose(i, CountFailure::NeverReady { seconds }))
            .collect()
    }

    /// Terminates every worker, unless they already are.
    fn terminate(&mut self) -> Vec<Effect<T>> {
        let was_live = std::mem::replace(&mut self.live, false);
        if was_live {
            vec![Effect::TerminateAll]
        } else {
            Vec::new()
        }
    }

    /// Stops the current run on an error.
    fn fail(&mut self, reason: CountFailure) -> Vec<Effect<T>> {
        let mut effects = self.terminate();
        if self.schedule.take().is_some() {
            effects.push(Effect::Report(PoolEvent::Failed(reason)));
        }
        effects
    }

    /// Stops worker `slot` after it failed (`reason`): its jobs go back to the queue and to the
    /// other workers, or, with none left, to the page.
    fn lose(&mut self, slot: usize, reason: CountFailure) -> Vec<Effect<T>> {
        let Some(s) = self.slots.get_mut(slot) else {
            return Vec::new();
        };
        s.lost = true;
        let jobs = std::mem::take(&mut s.in_flight);
        let mut effects = vec![Effect::Stop { slot }];
        let left = self.slots.iter().filter(|s| !s.lost).count();
        let Some(schedule) = self.schedule.as_mut() else {
            return effects;
        };
        for index in jobs {
            schedule.give_back(index);
        }
        effects.push(Effect::Report(PoolEvent::WorkerLost { reason, left }));
        if left == 0 {
            effects.extend(self.terminate());
            effects.push(Effect::CountOnPage { run: self.run });
        } else {
            effects.extend(self.feed_all());
        }
        effects
    }

    /// Acts on a worker's reply.
    fn reply(&mut self, slot: usize, reply: Reply<T::Found>, now: f64) -> Vec<Effect<T>> {
        let mut effects = Vec::new();
        match reply {
            Reply::Ready => {
                if let Some(s) = self.slots.get_mut(slot) {
                    s.ready = true;
                }
            }
            Reply::Done { run, index, found } => {
                if let Some(s) = self.slots.get_mut(slot) {
                    s.in_flight.retain(|&i| i != index);
                }
                if run != self.run {
                    return effects;
                }
                let Some(schedule) = self.schedule.as_mut() else {
                    return effects;
                };
                if let Err(error) = schedule.record(index, found) {
                    return self.fail(CountFailure::WentWrong(error.to_string()));
                }
                effects.extend(self.progress(now));
                if self.schedule.is_none() {
                    return effects;
                }
            }
            Reply::Failed { reason } => return self.fail(CountFailure::BadJob(reason)),
        }
        effects.extend(self.feed(slot));
        effects
    }

    /// The run's progress, unless it was reported less than [`PROGRESS_EVERY_MS`] ago, and its end
    /// once every result is in.
    fn progress(&mut self, now: f64) -> Vec<Effect<T>> {
        let Some(schedule) = self.schedule.as_ref() else {
            return Vec::new();
        };
        let mut effects = Vec::new();
        if now - self.reported_at >= PROGRESS_EVERY_MS {
            self.reported_at = now;
            effects.push(Effect::Report(PoolEvent::Progress {
                fraction: schedule.fraction(),
            }));
        }
        if let Some(count) = schedule.total() {
            self.schedule = None;
            effects.push(Effect::Report(PoolEvent::Finished { count }));
        }
        effects
    }

    /// Gives every ready worker work.
    fn feed_all(&mut self) -> Vec<Effect<T>> {
        (0..self.slots.len())
            .flat_map(|slot| self.feed(slot))
            .collect()
    }

    /// Gives worker `slot` jobs until it holds [`JOBS_IN_FLIGHT`] or none are left.
    fn feed(&mut self, slot: usize) -> Vec<Effect<T>> {
        let run = self.run;
        let (Some(schedule), Some(s)) = (self.schedule.as_mut(), self.slots.get_mut(slot)) else {
            return Vec::new();
        };
        if !s.ready || s.lost || !self.live {
            return Vec::new();
        }
        let mut effects = Vec::new();
        while s.in_flight.len() < JOBS_IN_FLIGHT {
            let Some((index, job)) = schedule.next_job() else {
                break;
            };
            let text = Request::<T> { run, index, job }.encode();
            effects.push(Effect::Post { slot, text });
            s.in_flight.push(index);
        }
        effects
    }

    /// Counts run `run`'s jobs on the page for [`PAGE_SLICE_MS`], then asks for another slice
    /// unless the run is over; nothing if another run has started.
    fn page_slice(&mut self, run: u32, now: &dyn Fn() -> f64) -> Vec<Effect<T>> {
        if self.run != run {
            return Vec::new();
        }
        let Some(schedule) = self.schedule.as_mut() else {
            return Vec::new();
        };
        let began = now();
        while now() - began < PAGE_SLICE_MS {
            let Some((index, job)) = schedule.next_job() else {
                break;
            };
            if let Err(error) = schedule.record(index, T::count(&job)) {
                return self.fail(CountFailure::WentWrong(error.to_string()));
            }
        }
        let mut effects = self.progress(now());
        if self.schedule.is_some() {
            effects.push(Effect::CountOnPage { run });
        }
        effects
    }
}
