//! Counting only: the placements of N counted in Web Workers, with an estimate, a progress bar,
//! the time left, Cancel, and the known value beside the result.

use crate::queens::known::{known_fundamental, known_total};
use crate::worker::estimate::{describe_elapsed, describe_estimate, expected_ms, remaining_ms};
use crate::worker::pool::{default_workers, Pool, PoolEvent};
use crate::worker::MAX_WORKERS;
use leptos::prelude::*;
use std::time::Duration;

/// How often the clocks on the panel move while counting.
const TICK: Duration = Duration::from_millis(100);

/// Where the current count is.
#[derive(Clone, Debug, PartialEq)]
enum Phase {
    /// Counting.
    Running,
    /// Every result is in.
    Finished(u64),
    /// Stopped by Cancel.
    Cancelled,
    /// Stopped on an error (or N out of the counter's range).
    Failed(String),
}

/// Milliseconds on the page's clock.
fn now_ms() -> f64 {
    window().performance().map(|p| p.now()).unwrap_or(0.0)
}

/// Counts the placements of `n` queens in Web Workers when it mounts and again whenever `run` or
/// `n` changes (a count in progress is cancelled); unmounting stops the workers.
///
/// Before the count, it shows roughly how long it will take: each worker times small counts as
/// it starts (see [`crate::worker::estimate`]), which gives this machine's nanoseconds per search
/// node, and the estimated nodes for `n` times that, divided by the workers, is the first
/// estimate; as results come in, the time left follows the rate of progress instead.
#[component]
pub fn CountPanel(
    /// The board size to count.
    #[prop(into)]
    n: Signal<usize>,
    /// Bumped to count again.
    #[prop(into)]
    run: Signal<u64>,
    /// How many workers to count on; by default one per core the browser reports.
    #[prop(into, optional)]
    workers: MaybeProp<usize>,
) -> impl IntoView {
    let phase = RwSignal::new(Phase::Running);
    let counted_n = RwSignal::new(n.get_untracked());
    let progress = RwSignal::new((0usize, 0usize));
    let workers_used = RwSignal::new(0usize);
    let nanos_per_node = RwSignal::new(None::<f64>);
    let started = RwSignal::new(now_ms());
    let now = RwSignal::new(now_ms());

    let pool = StoredValue::new_local(Pool::new(move |event| match event {
        PoolEvent::Calibrated { nanos_per_node: v } => nanos_per_node.set(Some(v)),
        PoolEvent::Progress { done, total } => progress.set((done, total)),
        PoolEvent::Finished { count } => {
            now.set(now_ms());
            phase.set(Phase::Finished(count));
        }
        PoolEvent::Failed { reason } => {
            now.set(now_ms());
            phase.set(Phase::Failed(reason));
        }
    }));

    Effect::new(move |_| {
        let n = n.get();
        run.track();
        let count = workers
            .get()
            .unwrap_or_else(default_workers)
            .clamp(1, MAX_WORKERS);
        untrack(|| {
            counted_n.set(n);
            progress.set((0, 0));
            workers_used.set(count);
            started.set(now_ms());
            now.set(now_ms());
            phase.set(Phase::Running);
            pool.with_value(|p| p.start(n, count));
        });
    });

    let running = move || phase.with(|p| *p == Phase::Running);

    // The clocks move while counting.
    let ticker = StoredValue::new(None::<IntervalHandle>);
    let stop_ticking = move || {
        if let Some(handle) = ticker.try_get_value().flatten() {
            handle.clear();
        }
        ticker.try_set_value(None);
    };
    Effect::new(move |_| {
        let running = running();
        stop_ticking();
        if running {
            ticker.set_value(set_interval_with_handle(move || now.set(now_ms()), TICK).ok());
        }
    });
    on_cleanup(move || {
        stop_ticking();
        pool.try_with_value(Pool::cancel);
    });

    let cancel = move |_| {
        if running() {
            pool.with_value(Pool::cancel);
            now.set(now_ms());
            phase.set(Phase::Cancelled);
        }
    };
    let fraction = move || {
        let (done, total) = progress.get();
        if phase.with(|p| matches!(p, Phase::Finished(_))) {
            1.0
        } else if total == 0 {
            0.0
        } else {
            done as f64 / total as f64
        }
    };
    let percent = move || (fraction() * 100.0).floor() as u32;
    let elapsed = move || now.get() - started.get();
    let expected = move || {
        nanos_per_node
            .get()
            .map(|v| expected_ms(counted_n.get(), v, workers_used.get()))
    };

    let estimate = move || match nanos_per_node.get() {
        Some(v) => format!(
            "Estimated time: {} on {} ({v:.1} ns per search node in this browser).",
            describe_estimate(expected_ms(counted_n.get(), v, workers_used.get())),
            workers_text(workers_used.get()),
        ),
        _ if running() => "Estimated time: measuring this browser's speed…".into(),
        // Stopped before any worker timed itself, or nothing to search (N = 2, 3).
        _ => String::new(),
    };
    let times = move || {
        let elapsed_text = describe_elapsed(elapsed());
        match phase.get() {
            Phase::Running => match remaining_ms(expected(), elapsed(), fraction()) {
                Some(left) => format!(
                    "Elapsed: {elapsed_text}. Remaining: {}.",
                    describe_estimate(left)
                ),
                None => format!("Elapsed: {elapsed_text}."),
            },
            Phase::Finished(_) => format!("Took {elapsed_text}."),
            Phase::Cancelled | Phase::Failed(_) => format!("Stopped after {elapsed_text}."),
        }
    };
    let status = move || match phase.get() {
        Phase::Running => format!("Counting the placements of N = {}…", counted_n.get()),
        Phase::Finished(count) => format!("Number of placements = {count}"),
        Phase::Cancelled => format!("Cancelled at {}%.", percent()),
        Phase::Failed(reason) => reason,
    };
    let known = move || {
        let n = counted_n.get();
        let Some(total) = known_total(n) else {
            return format!("Known value: the reference table has none for N = {n}.");
        };
        let verdict = match phase.get() {
            Phase::Finished(count) if count == total => " ✓ matches",
            Phase::Finished(_) => " ✗ differs from the count",
            _ => "",
        };
        let fundamental = known_fundamental(n)
            .map(|f| format!("; fundamental placements (OEIS A002562): {f}"))
            .unwrap_or_default();
        format!("Known value (OEIS A000170): {total}{verdict}{fundamental}")
    };

    view! {
        <section class="count-panel" aria-label="Counting all placements">
            <p class="count-estimate">{estimate}</p>
            <div
                class="count-progress"
                role="progressbar"
                aria-label="Counting progress"
                aria-valuemin="0"
                aria-valuemax="100"
                aria-valuenow=move || percent().to_string()
                aria-valuetext=move || format!("{}%", percent())
            >
                <div class="count-progress-bar" style:width=move || format!("{:.1}%", fraction() * 100.0)></div>
            </div>
            <p class="count-times">{times}</p>
            <button type="button" class="count-cancel" on:click=cancel disabled=move || !running()>
                "Cancel"
            </button>
            <p class="count-result" role="status">{status}</p>
            <p class="count-workers">{move || format!("Workers: {}", workers_used.get())}</p>
            <p class="count-known">{known}</p>
        </section>
    }
}

/// "1 worker", "4 workers".
fn workers_text(count: usize) -> String {
    match count {
        1 => "1 worker".into(),
        n => format!("{n} workers"),
    }
}
