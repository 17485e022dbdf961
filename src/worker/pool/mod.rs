//! A pool of counting Web Workers (one per core by default), for either puzzle: the browser's side
//! of [`Dispatch`], which decides which worker gets which job, sums the results and reports
//! progress (a cancelled or superseded run is never reported). This module starts and terminates
//! the workers, posts the jobs, sets the timers and hands what it hears to the dispatch, one input
//! at a time through a [`Mailbox`], so that nothing heard while the pool is busy is lost.
//!
//! Each worker is Trunk's build of `crates/jobs/src/main.rs` (`worker-loader.js`, from
//! `src/worker-loader.js`, next to the page). The pool keeps idle workers between runs; a run that
//! is cancelled or superseded while it still counts terminates its workers (the only way to stop
//! a job midway) and the next run starts new ones.
//!
//! Workers that fail do not stop the count: a worker that is not ready within
//! [`READY_TIMEOUT_MS`] of its start (its files never arrive) or that reports an error is
//! terminated, its jobs go back to the queue for the others, and with no worker left the page
//! counts the rest itself, a slice at a time.

mod listen;

pub use super::dispatch::PoolEvent;
pub use listen::{deafen, default_workers, listen, Heard, Listeners, WORKER_SCRIPT};

use super::activity::Busy;
use super::countable::Countable;
use super::dispatch::{Dispatch, Effect, Input, READY_TIMEOUT_MS};
use super::early;
use super::failure::CountFailure;
use super::mailbox::Mailbox;
use super::schedule::Schedule;
use crate::clock::now_ms;
use gloo_timers::callback::Timeout;
use std::cell::RefCell;
use std::rc::{Rc, Weak};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::Worker;

/// The pool of counts whose totals are `T`: cheap to create, it starts workers on the first run.
pub struct Pool<T: Countable> {
    shell: Rc<Shell<T>>,
}

/// A worker and its listeners.
struct Started {
    worker: Worker,
    _listeners: Listeners,
}

/// The pool's browser side, shared with the workers' listeners and its timers.
struct Shell<T: Countable> {
    /// The pool itself, for the listeners and timers it sets.
    me: Weak<Shell<T>>,
    dispatch: RefCell<Dispatch<T>>,
    /// The current set of workers, by slot.
    workers: RefCell<Vec<Started>>,
    mailbox: Mailbox<Input<T>>,
    on_event: Box<dyn Fn(PoolEvent<T>)>,
    /// Held while a run counts.
    busy: RefCell<Option<Busy>>,
}

impl<T: Countable> Pool<T> {
    /// A pool that reports to `on_event`.
    pub fn new(on_event: impl Fn(PoolEvent<T>) + 'static) -> Self {
        Pool {
            shell: Rc::new_cyclic(|me| Shell {
                me: me.clone(),
                dispatch: RefCell::new(Dispatch::default()),
                workers: RefCell::new(Vec::new()),
                mailbox: Mailbox::default(),
                on_event: Box::new(on_event),
                busy: RefCell::new(None),
            }),
        }
    }

    /// Starts counting `schedule` on `workers` workers (clamped to `1..=MAX_WORKERS`), cancelling
    /// a run in progress. The result comes as events.
    pub fn start(&self, schedule: Schedule<T>, workers: usize) {
        // Held while the input is handled: the owner may drop the pool from its `on_event`.
        Rc::clone(&self.shell).deliver(Input::Start { schedule, workers });
    }

    /// Whether a run on `workers` workers would start on workers already loaded and idle (so
    /// that its time is the count's alone, without the workers' start).
    pub fn is_warm(&self, workers: usize) -> bool {
        self.shell.dispatch.borrow().is_warm(workers)
    }

    /// Stops the current run, if any, terminating its workers; nothing more is reported of it.
    pub fn cancel(&self) {
        Rc::clone(&self.shell).deliver(Input::Cancel);
    }
}

impl<T: Countable> Drop for Pool<T> {
    fn drop(&mut self) {
        self.shell.deliver(Input::Drop);
    }
}

impl<T: Countable> Shell<T> {
    /// Hands `input` to the dispatch, or queues it if an input is being handled.
    fn deliver(&self, input: Input<T>) {
        self.mailbox.deliver(input, &|input| self.handle(input));
    }

    /// Lets the dispatch act on `input`, then carries out what it says, in order; the pool is
    /// [`Busy`] from a run's start until what ends it is carried out.
    fn handle(&self, input: Input<T>) {
        let (effects, counting) = {
            let mut dispatch = self.dispatch.borrow_mut();
            let effects = dispatch.handle(input, &now_ms);
            (effects, dispatch.is_counting())
        };
        if counting {
            self.busy.borrow_mut().get_or_insert_with(Busy::begin);
        }
        for effect in effects {
            self.carry_out(effect);
        }
        if !counting {
            drop(self.busy.take());
        }
    }

    fn carry_out(&self, effect: Effect<T>) {
        match effect {
            Effect::TerminateAll => {
                for started in self.workers.borrow().iter() {
                    detach(&started.worker);
                }
            }
            Effect::Spawn { generation, count } => self.spawn(generation, count),
            Effect::Stop { slot } => {
                if let Some(started) = self.workers.borrow().get(slot) {
                    detach(&started.worker);
                }
            }
            Effect::Post { slot, text } => {
                let sent = self.workers.borrow().get(slot).is_some_and(|started| {
                    started
                        .worker
                        .post_message(&JsValue::from_str(&text))
                        .is_ok()
                });
                if !sent {
                    self.deliver(Input::SendFailed);
                }
            }
            Effect::CountOnPage { run } => {
                let me = self.me.clone();
                Timeout::new(0, move || {
                    if let Some(shell) = me.upgrade() {
                        shell.deliver(Input::PageSlice { run });
                    }
                })
                .forget();
            }
            Effect::Report(event) => (self.on_event)(event),
        }
    }

    /// Starts (or adopts) `count` workers as set `generation`, replacing the last set (its
    /// listeners kept until now, in case the browser still held an event for them), and gives
    /// them [`READY_TIMEOUT_MS`] to be ready.
    fn spawn(&self, generation: u32, count: usize) {
        let mut started = Vec::with_capacity(count);
        for slot in 0..count {
            match self.start_worker(generation, slot) {
                Ok(worker) => started.push(worker),
                Err(reason) => {
                    self.deliver(Input::SpawnFailed(reason));
                    break;
                }
            }
        }
        *self.workers.borrow_mut() = started;
        early::discard();
        let me = self.me.clone();
        Timeout::new(READY_TIMEOUT_MS, move || {
            if let Some(shell) = me.upgrade() {
                shell.deliver(Input::ReadyTimeout { generation });
            }
        })
        .forget();
    }

    /// Starts worker `slot` of set `generation`, or adopts one started early and passes on what it
    /// said before.
    fn start_worker(&self, generation: u32, slot: usize) -> Result<Started, CountFailure> {
        let (worker, heard) = match early::take() {
            Some(early) => early,
            None => (
                Worker::new(WORKER_SCRIPT)
                    .map_err(|error| CountFailure::NoWorker(describe_js(&error)))?,
                Vec::new(),
            ),
        };
        let me = self.me.clone();
        let listeners = listen(&worker, move |what| {
            if let Some(shell) = me.upgrade() {
                shell.deliver(Input::Heard {
                    generation,
                    slot,
                    what,
                });
            }
        });
        for what in heard {
            self.deliver(Input::Heard {
                generation,
                slot,
                what,
            });
        }
        Ok(Started {
            worker,
            _listeners: listeners,
        })
    }
}

/// Terminates `worker` and detaches its listeners.
fn detach(worker: &Worker) {
    worker.terminate();
    deafen(worker);
}

/// A thrown JavaScript value, as text.
fn describe_js(value: &JsValue) -> String {
    value
        .dyn_ref::<js_sys::Error>()
        .map(|e| String::from(e.message()))
        .or_else(|| value.as_string())
        .unwrap_or_default()
}
