//! A pool of counting Web Workers (one per core by default), for either puzzle: it hands a run's
//! jobs out one at a time to whichever worker is free, sums the results and reports progress; a
//! cancelled or superseded run is never reported.
//!
//! Each worker is Trunk's build of `src/bin/worker.rs` (`worker-loader.js`, from `src/worker-loader.js`, next to the page). The
//! pool keeps idle workers between runs; a run that is cancelled or superseded while it still
//! counts terminates its workers (the only way to stop a job midway) and the next run starts new
//! ones.
//!
//! Workers that fail do not stop the count: a worker that is not ready within
//! [`READY_TIMEOUT_MS`] of its start (its files never arrive) or that reports an error is
//! terminated, its jobs go back to the queue for the others, and with no worker left the page
//! counts the rest itself, a slice at a time.

mod listen;

pub use listen::{deafen, default_workers, listen, Heard, Listeners, WORKER_SCRIPT};

use super::countable::Countable;
use super::early;
use super::failure::CountFailure;
use super::protocol::{Reply, Request};
use super::schedule::Schedule;
use super::MAX_WORKERS;
use crate::clock::now_ms;
use gloo_timers::callback::Timeout;
use std::cell::RefCell;
use std::rc::{Rc, Weak};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::Worker;

/// Jobs a worker holds at once: one it counts and one waiting, so it never idles for the time a
/// result takes to reach the page and the next job to come back.
const JOBS_IN_FLIGHT: usize = 2;

/// How long a new worker has to say it is ready (load its script and wasm) before the pool
/// gives up on it: its files take well under a second from the page's own host.
pub const READY_TIMEOUT_MS: u32 = 5_000;

/// The least time between two reports of progress, in milliseconds: a person sees no more, and a
/// page that redraws for each of a count's hundreds of results a second takes CPU time from the
/// workers on a machine with few cores.
const PROGRESS_EVERY_MS: f64 = 100.0;

/// How long the page counts at a time when no worker is left, in milliseconds (a job already
/// begun is finished, so a slice can run longer).
const PAGE_SLICE_MS: f64 = 8.0;

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

/// The pool of counts whose totals are `T`: cheap to create, it starts workers on the first run.
pub struct Pool<T: Countable> {
    inner: Rc<RefCell<Inner<T>>>,
}

/// A worker and what the pool knows of it.
struct Slot {
    worker: Worker,
    ready: bool,
    /// Stopped by the pool after it failed.
    lost: bool,
    /// The jobs it holds, by index in the run.
    in_flight: Vec<u32>,
    _listeners: Listeners,
}

/// The pool's state, shared with the workers' listeners.
struct Inner<T: Countable> {
    /// The pool itself, for the timers it sets.
    me: Weak<RefCell<Inner<T>>>,
    /// Counts the sets of workers started: a listener of an older set is ignored.
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
    on_event: Rc<dyn Fn(PoolEvent<T>)>,
}

impl<T: Countable> Pool<T> {
    /// A pool that reports to `on_event`.
    pub fn new(on_event: impl Fn(PoolEvent<T>) + 'static) -> Self {
        Pool {
            inner: Rc::new_cyclic(|me| {
                RefCell::new(Inner {
                    me: me.clone(),
                    generation: 0,
                    run: 0,
                    slots: Vec::new(),
                    live: false,
                    schedule: None,
                    reported_at: f64::NEG_INFINITY,
                    on_event: Rc::new(on_event),
                })
            }),
        }
    }

    /// Starts counting `schedule` on `workers` workers (clamped to `1..=MAX_WORKERS`), cancelling
    /// a run in progress. The result comes as events.
    pub fn start(&self, schedule: Schedule<T>, workers: usize) {
        let workers = workers.clamp(1, MAX_WORKERS);
        let events = {
            let mut inner = self.inner.borrow_mut();
            inner.run = inner.run.wrapping_add(1);
            // Workers busy with the previous run can only be stopped by terminating them.
            if inner.schedule.take().is_some() {
                inner.terminate();
            }
            if let Some(count) = schedule.total() {
                vec![PoolEvent::Finished { count }]
            } else {
                inner.schedule = Some(schedule);
                inner.reported_at = f64::NEG_INFINITY;
                let whole = inner.slots.iter().all(|s| !s.lost);
                if inner.live && whole && inner.slots.len() == workers {
                    inner.feed_all()
                } else {
                    inner.spawn(workers)
                }
            }
        };
        emit(&self.inner, events);
    }

    /// Whether a run on `workers` workers would start on workers already loaded and idle (so
    /// that its time is the count's alone, without the workers' start).
    pub fn is_warm(&self, workers: usize) -> bool {
        let inner = self.inner.borrow();
        let whole = inner.slots.iter().all(|s| s.ready && !s.lost);
        inner.live
            && whole
            && inner.schedule.is_none()
            && inner.slots.len() == workers.clamp(1, MAX_WORKERS)
    }

    /// Stops the current run, if any, terminating its workers; nothing more is reported of it.
    pub fn cancel(&self) {
        let mut inner = self.inner.borrow_mut();
        inner.run = inner.run.wrapping_add(1);
        if inner.schedule.take().is_some() {
            inner.terminate();
        }
    }
}

impl<T: Countable> Drop for Pool<T> {
    fn drop(&mut self) {
        if let Ok(mut inner) = self.inner.try_borrow_mut() {
            inner.schedule = None;
            inner.terminate();
        }
    }
}

/// Calls the owner's callback with each event, outside any borrow of the state.
fn emit<T: Countable>(inner: &Rc<RefCell<Inner<T>>>, events: Vec<PoolEvent<T>>) {
    if events.is_empty() {
        return;
    }
    let on_event = Rc::clone(&inner.borrow().on_event);
    for event in events {
        on_event(event);
    }
}

/// Runs `act` on the pool's state if the pool still exists and is not busy, then reports what it
/// returns.
fn with_pool<T: Countable>(
    weak: &Weak<RefCell<Inner<T>>>,
    act: impl FnOnce(&mut Inner<T>) -> Vec<PoolEvent<T>>,
) {
    let Some(inner) = weak.upgrade() else { return };
    let events = match inner.try_borrow_mut() {
        Ok(mut state) => act(&mut state),
        Err(_) => return,
    };
    emit(&inner, events);
}

/// Handles what a worker of set `generation`, slot `slot`, sent or suffered.
fn receive<T: Countable>(
    weak: &Weak<RefCell<Inner<T>>>,
    generation: u32,
    slot: usize,
    what: Heard,
) {
    with_pool(weak, |state| {
        if state.generation != generation {
            return Vec::new();
        }
        state.hear(slot, what)
    });
}

impl<T: Countable> Inner<T> {
    /// Acts on what worker `slot` of the current set said, unless the pool stopped listening.
    fn hear(&mut self, slot: usize, what: Heard) -> Vec<PoolEvent<T>> {
        let lost = self.slots.get(slot).is_none_or(|s| s.lost);
        if !self.live || lost {
            return Vec::new();
        }
        match what {
            Heard::Message(text) => match Reply::<T::Found>::decode(&text) {
                Ok(reply) => self.reply(slot, reply),
                Err(error) => self.fail(CountFailure::BadMessage(error.to_string())),
            },
            Heard::NotText => self.fail(CountFailure::NotText),
            Heard::Error(message) => self.lose(slot, CountFailure::WorkerStopped(message)),
        }
    }

    /// Terminates the current workers and starts `count` new ones, with a deadline to be ready.
    fn spawn(&mut self, count: usize) -> Vec<PoolEvent<T>> {
        self.terminate();
        self.slots.clear();
        self.generation = self.generation.wrapping_add(1);
        self.live = true;
        let mut heard_early = Vec::new();
        for index in 0..count {
            match new_slot(&self.me, self.generation, index) {
                Ok((slot, heard)) => {
                    self.slots.push(slot);
                    heard_early.extend(heard.into_iter().map(|what| (index, what)));
                }
                Err(reason) => return self.fail(reason),
            }
        }
        early::discard();
        // Gives up on this set's workers that are not ready in time; a later set ignores it.
        let (me, generation) = (self.me.clone(), self.generation);
        Timeout::new(READY_TIMEOUT_MS, move || {
            with_pool(&me, |state| {
                if state.generation != generation || !state.live {
                    return Vec::new();
                }
                let late: Vec<usize> = (0..state.slots.len())
                    .filter(|&i| state.slots.get(i).is_some_and(|s| !s.ready && !s.lost))
                    .collect();
                let seconds = READY_TIMEOUT_MS / 1000;
                late.into_iter()
                    .flat_map(|i| state.lose(i, CountFailure::NeverReady { seconds }))
                    .collect()
            });
        })
        .forget();
        // What the workers started early said before they were adopted.
        heard_early
            .into_iter()
            .flat_map(|(slot, what)| self.hear(slot, what))
            .collect()
    }

    /// Terminates every worker and detaches its listeners (which stay alive until the next set
    /// replaces them, in case the browser still holds an event for them).
    fn terminate(&mut self) {
        for slot in &self.slots {
            detach(&slot.worker);
        }
        self.live = false;
    }

    /// Stops the current run on an error.
    fn fail(&mut self, reason: CountFailure) -> Vec<PoolEvent<T>> {
        self.terminate();
        match self.schedule.take() {
            Some(_) => vec![PoolEvent::Failed(reason)],
            None => Vec::new(),
        }
    }

    /// Stops worker `slot` after it failed (`reason`): its jobs go back to the queue and to the
    /// other workers, or, with none left, to the page.
    fn lose(&mut self, slot: usize, reason: CountFailure) -> Vec<PoolEvent<T>> {
        let Some(s) = self.slots.get_mut(slot) else {
            return Vec::new();
        };
        detach(&s.worker);
        s.lost = true;
        let jobs = std::mem::take(&mut s.in_flight);
        let left = self.slots.iter().filter(|s| !s.lost).count();
        let Some(schedule) = self.schedule.as_mut() else {
            return Vec::new();
        };
        for index in jobs {
            schedule.give_back(index);
        }
        let mut events = vec![PoolEvent::WorkerLost { reason, left }];
        if left == 0 {
            self.terminate();
            count_on_page(self.me.clone(), self.run);
        } else {
            events.extend(self.feed_all());
        }
        events
    }

    /// Acts on a worker's reply.
    fn reply(&mut self, slot: usize, reply: Reply<T::Found>) -> Vec<PoolEvent<T>> {
        let mut events = Vec::new();
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
                    return events;
                }
                let Some(schedule) = self.schedule.as_mut() else {
                    return events;
                };
                if let Err(error) = schedule.record(index, found) {
                    return self.fail(CountFailure::WentWrong(error.to_string()));
                }
                events.extend(self.progress());
                if self.schedule.is_none() {
                    return events;
                }
            }
            Reply::Failed { reason } => {
                return self.fail(CountFailure::BadJob(reason));
            }
        }
        events.extend(self.feed(slot));
        events
    }

    /// The run's progress, unless it was reported less than [`PROGRESS_EVERY_MS`] ago, and its end
    /// once every result is in.
    fn progress(&mut self) -> Vec<PoolEvent<T>> {
        let Some(schedule) = self.schedule.as_ref() else {
            return Vec::new();
        };
        let mut events = Vec::new();
        let now = now_ms();
        if now - self.reported_at >= PROGRESS_EVERY_MS {
            self.reported_at = now;
            events.push(PoolEvent::Progress {
                fraction: schedule.fraction(),
            });
        }
        if let Some(count) = schedule.total() {
            self.schedule = None;
            events.push(PoolEvent::Finished { count });
        }
        events
    }

    /// Gives every ready worker work.
    fn feed_all(&mut self) -> Vec<PoolEvent<T>> {
        (0..self.slots.len())
            .flat_map(|slot| self.feed(slot))
            .collect()
    }

    /// Gives worker `slot` jobs until it holds [`JOBS_IN_FLIGHT`] or none are left.
    fn feed(&mut self, slot: usize) -> Vec<PoolEvent<T>> {
        let run = self.run;
        let (Some(schedule), Some(s)) = (self.schedule.as_mut(), self.slots.get_mut(slot)) else {
            return Vec::new();
        };
        if !s.ready || s.lost {
            return Vec::new();
        }
        while s.in_flight.len() < JOBS_IN_FLIGHT {
            let Some((index, job)) = schedule.next_job() else {
                break;
            };
            let text = Request::<T> { run, index, job }.encode();
            if s.worker.post_message(&JsValue::from_str(&text)).is_err() {
                return self.fail(CountFailure::SendFailed);
            }
            s.in_flight.push(index);
        }
        Vec::new()
    }
}

/// Counts run `run`'s jobs on the page, a slice at a time, each slice a new task so that the page
/// stays responsive; stops when the run is over or another has started.
fn count_on_page<T: Countable>(me: Weak<RefCell<Inner<T>>>, run: u32) {
    Timeout::new(0, move || {
        let mut more = false;
        with_pool(&me, |state| {
            if state.run != run {
                return Vec::new();
            }
            let Some(schedule) = state.schedule.as_mut() else {
                return Vec::new();
            };
            let began = now_ms();
            while now_ms() - began < PAGE_SLICE_MS {
                let Some((index, job)) = schedule.next_job() else {
                    break;
                };
                if let Err(error) = schedule.record(index, T::count(&job)) {
                    return state.fail(CountFailure::WentWrong(error.to_string()));
                }
            }
            let events = state.progress();
            more = state.schedule.is_some();
            events
        });
        if more {
            count_on_page(me, run);
        }
    })
    .forget();
}

/// Terminates `worker` and detaches its listeners.
fn detach(worker: &Worker) {
    worker.terminate();
    deafen(worker);
}

/// Starts worker `index` of set `generation`, or adopts one started early, its listeners
/// reporting to `this`; with what an adopted worker said before.
fn new_slot<T: Countable>(
    this: &Weak<RefCell<Inner<T>>>,
    generation: u32,
    index: usize,
) -> Result<(Slot, Vec<Heard>), CountFailure> {
    let (worker, heard) = match early::take() {
        Some(early) => early,
        None => (
            Worker::new(WORKER_SCRIPT)
                .map_err(|error| CountFailure::NoWorker(describe_js(&error)))?,
            Vec::new(),
        ),
    };
    let weak = this.clone();
    let listeners = listen(&worker, move |what| receive(&weak, generation, index, what));
    let slot = Slot {
        worker,
        ready: false,
        lost: false,
        in_flight: Vec::new(),
        _listeners: listeners,
    };
    Ok((slot, heard))
}

/// A thrown JavaScript value, as text.
fn describe_js(value: &JsValue) -> String {
    value
        .dyn_ref::<js_sys::Error>()
        .map(|e| String::from(e.message()))
        .or_else(|| value.as_string())
        .unwrap_or_default()
}
