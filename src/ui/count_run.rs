//! One count's whole life in the Web Workers, for every count the page runs (the placements of N,
//! the knight's tours, the list's index): start, progress, the clock, the time estimates,
//! Cancel, a worker lost, and the result. A panel keeps only its words and its result's view.

use crate::clock::now_ms;
use crate::limits::MAX_WORKERS;
use crate::ui::worker_notice::LostWorker;
use crate::worker::countable::Countable;
use crate::worker::estimate::{expected_ms, remaining_ms};
use crate::worker::failure::CountFailure;
use crate::worker::pool::{default_workers, Pool, PoolEvent};
use crate::worker::schedule::Schedule;
use leptos::prelude::*;
use std::time::Duration;

/// How often the clock of a running count moves.
const TICK: Duration = Duration::from_millis(100);

/// Where a count stands.
#[derive(Clone, Debug, PartialEq)]
pub enum RunState<T> {
    /// Nothing asked yet, or cleared.
    Idle,
    /// Counting.
    Running,
    /// Every result is in: the total.
    Finished(T),
    /// Stopped by Cancel.
    Cancelled,
    /// Stopped on an error.
    Failed(CountFailure),
}

/// A count run in the workers, its state readable field by field; see [`use_count_run`].
pub struct CountRun<T: Countable + Send + Sync> {
    state: RwSignal<RunState<T>>,
    progress: RwSignal<f64>,
    workers: RwSignal<usize>,
    lost: RwSignal<LostWorker>,
    started: RwSignal<f64>,
    now: RwSignal<f64>,
    warm: RwSignal<bool>,
    pool: StoredValue<Pool<T>, LocalStorage>,
}

impl<T: Countable + Send + Sync> Clone for CountRun<T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T: Countable + Send + Sync> Copy for CountRun<T> {}

/// A count run owned by the calling component: its workers stop when the component unmounts,
/// and its clock moves while it counts.
pub fn use_count_run<T: Countable + Send + Sync>() -> CountRun<T> {
    let state = RwSignal::new(RunState::Idle);
    let progress = RwSignal::new(0.0);
    let lost = RwSignal::new(None);
    let now = RwSignal::new(now_ms());
    let pool = StoredValue::new_local(Pool::new(move |event| match event {
        PoolEvent::Progress { fraction } => progress.set(fraction),
        PoolEvent::WorkerLost { reason, left } => lost.set(Some((reason, left))),
        PoolEvent::Finished { count } => {
            now.set(now_ms());
            state.set(RunState::Finished(count));
        }
        PoolEvent::Failed(reason) => {
            now.set(now_ms());
            state.set(RunState::Failed(reason));
        }
    }));
    let run = CountRun {
        state,
        progress,
        workers: RwSignal::new(0),
        lost,
        started: RwSignal::new(now_ms()),
        now,
        warm: RwSignal::new(false),
        pool,
    };
    // The clock moves while counting (an edge: a timer).
    let ticker = StoredValue::new(None::<IntervalHandle>);
    let stop_ticking = move || {
        if let Some(handle) = ticker.try_get_value().flatten() {
            handle.clear();
        }
        ticker.try_set_value(None);
    };
    let running = Memo::new(move |_| state.with(|s| matches!(s, RunState::Running)));
    Effect::new(move |_| {
        stop_ticking();
        if running.get() {
            ticker.set_value(set_interval_with_handle(move || now.set(now_ms()), TICK).ok());
        }
    });
    on_cleanup(move || {
        stop_ticking();
        pool.try_with_value(Pool::cancel);
    });
    run
}

impl<T: Countable + Send + Sync> CountRun<T> {
    /// Starts counting `schedule` (a count in progress is dropped) on `workers` workers, by
    /// default one per core; a schedule that could not be made is reported as the run's failure.
    pub fn start(self, schedule: Result<Schedule<T>, CountFailure>, workers: Option<usize>) {
        let count = workers
            .unwrap_or_else(default_workers)
            .clamp(1, MAX_WORKERS);
        self.progress.set(0.0);
        self.lost.set(None);
        self.workers.set(count);
        self.warm.set(self.pool.with_value(|p| p.is_warm(count)));
        self.started.set(now_ms());
        self.now.set(now_ms());
        match schedule {
            Ok(schedule) => {
                self.state.set(RunState::Running);
                self.pool.with_value(|p| p.start(schedule, count));
            }
            Err(failure) => {
                self.pool.with_value(Pool::cancel);
                self.state.set(RunState::Failed(failure));
            }
        }
    }

    /// Stops a running count where it is (Cancel); the share done stays readable.
    pub fn cancel(self) {
        if self.is_running() {
            self.pool.with_value(Pool::cancel);
            self.now.set(now_ms());
            self.state.set(RunState::Cancelled);
        }
    }

    /// Stops any count and forgets it (the question changed).
    pub fn clear(self) {
        self.pool.try_with_value(Pool::cancel);
        self.progress.try_set(0.0);
        self.lost.try_set(None);
        self.state.try_set(RunState::Idle);
    }

    /// Where the count stands.
    pub fn state(self) -> RunState<T> {
        self.state.get()
    }

    /// Whether it is counting.
    pub fn is_running(self) -> bool {
        self.state.with(|s| matches!(s, RunState::Running))
    }

    /// The share of the work done, 0 to 1 (1 once finished).
    pub fn fraction(self) -> f64 {
        if self.state.with(|s| matches!(s, RunState::Finished(_))) {
            1.0
        } else {
            self.progress.get()
        }
    }

    /// The share done in whole percent, rounded down.
    pub fn percent(self) -> u32 {
        (self.fraction() * 100.0).floor() as u32
    }

    /// Whether the count started on workers already loaded and idle: its time is then the
    /// count's alone.
    pub fn started_warm(self) -> bool {
        self.warm.get()
    }

    /// The workers counting.
    pub fn workers(self) -> usize {
        self.workers.get()
    }

    /// The last worker lost, and the workers left then.
    pub fn lost(self) -> Signal<LostWorker> {
        self.lost.into()
    }

    /// Milliseconds since the count started (to its end, once it ended).
    pub fn elapsed_ms(self) -> f64 {
        self.now.get() - self.started.get()
    }

    /// The whole count's expected time, from the rate of progress so far.
    pub fn expected_ms(self) -> Option<f64> {
        expected_ms(self.elapsed_ms(), self.fraction())
    }

    /// The time left, from the rate of progress so far.
    pub fn remaining_ms(self) -> Option<f64> {
        remaining_ms(self.elapsed_ms(), self.fraction())
    }
}
