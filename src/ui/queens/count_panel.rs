//! Counting only: the placements of N counted in Web Workers, with an estimate, a progress bar,
//! the time left, Cancel, and the known value beside the result.

use crate::i18n::i18n::{t, td_string, use_i18n};
use crate::queens::known::{known_fundamental, known_total};
use crate::text::duration;
use crate::text::message::count_failure;
use crate::text::number::{number, plain};
use crate::text::Locale;
use crate::ui::worker_notice::{LostWorker, WorkerNotice};
use crate::worker::estimate::{expected_ms, remaining_ms};
use crate::worker::failure::CountFailure;
use crate::worker::pool::default_workers;
use crate::worker::pool::{Pool, PoolEvent};
use crate::worker::schedule::Schedule;
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
    Failed(CountFailure),
}

/// Milliseconds on the page's clock.
fn now_ms() -> f64 {
    window().performance().map(|p| p.now()).unwrap_or(0.0)
}

/// Counts the placements of `n` queens in Web Workers when it mounts and again whenever `run` or
/// `n` changes (a count in progress is cancelled); unmounting stops the workers.
///
/// The workers start counting at once; from the first results on, the rate of progress gives
/// the estimated time of the whole count and the time left (see [`crate::worker::estimate`]).
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
    let progress = RwSignal::new(0.0);
    let workers_used = RwSignal::new(0usize);
    let lost = RwSignal::new(LostWorker::None);
    let started = RwSignal::new(now_ms());
    let now = RwSignal::new(now_ms());

    let pool = StoredValue::new_local(Pool::new(move |event| match event {
        PoolEvent::Progress { fraction } => progress.set(fraction),
        PoolEvent::WorkerLost { reason, left } => lost.set(Some((reason, left))),
        PoolEvent::Finished { count } => {
            now.set(now_ms());
            phase.set(Phase::Finished(count));
        }
        PoolEvent::Failed(reason) => {
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
            progress.set(0.0);
            lost.set(None);
            workers_used.set(count);
            started.set(now_ms());
            now.set(now_ms());
            phase.set(Phase::Running);
            match Schedule::queens(n) {
                Ok(schedule) => pool.with_value(|p| p.start(schedule, count)),
                Err(failure) => {
                    pool.with_value(Pool::cancel);
                    phase.set(Phase::Failed(failure));
                }
            }
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
        if phase.with(|p| matches!(p, Phase::Finished(_))) {
            1.0
        } else {
            progress.get()
        }
    };
    let percent = move || (fraction() * 100.0).floor() as u32;
    let elapsed = move || now.get() - started.get();

    let i18n = use_i18n();
    let estimate = move || {
        let locale = i18n.get_locale();
        if !running() {
            return String::new();
        }
        match expected_ms(elapsed(), fraction()) {
            Some(total) => td_string!(
                locale,
                count.estimate,
                time = duration::estimate(total, locale),
                workers = workers_text(workers_used.get(), locale)
            ),
            None => td_string!(locale, count.measuring).to_owned(),
        }
    };
    let times = move || {
        let locale = i18n.get_locale();
        let time = duration::elapsed(elapsed(), locale);
        match phase.get() {
            Phase::Running => match remaining_ms(elapsed(), fraction()) {
                Some(left) => td_string!(
                    locale,
                    count.remaining,
                    time = time,
                    left = duration::estimate(left, locale)
                ),
                None => td_string!(locale, count.elapsed, time = time),
            },
            Phase::Finished(_) => td_string!(locale, count.took, time = time),
            Phase::Cancelled | Phase::Failed(_) => td_string!(locale, count.stopped, time = time),
        }
    };
    let status = move || {
        let locale = i18n.get_locale();
        match phase.get() {
            Phase::Running => td_string!(locale, count.running, n = counted_n.get()),
            Phase::Finished(count) => {
                td_string!(locale, count.result, count = number(count, locale))
            }
            Phase::Cancelled => td_string!(locale, count.cancelled, percent = percent()),
            Phase::Failed(reason) => count_failure(&reason, locale),
        }
    };
    let known = move || {
        let locale = i18n.get_locale();
        let n = counted_n.get();
        let Some(total) = known_total(n) else {
            return td_string!(locale, count.known_none, n = n);
        };
        let mut text = td_string!(locale, count.known, total = number(total, locale));
        match phase.get() {
            Phase::Finished(count) if count == total => {
                text.push(' ');
                text.push_str(td_string!(locale, count.matches));
            }
            Phase::Finished(_) => {
                text.push(' ');
                text.push_str(td_string!(locale, count.differs));
            }
            _ => {}
        }
        if let Some(f) = known_fundamental(n) {
            text.push_str("; ");
            text.push_str(&td_string!(
                locale,
                count.known_fundamental,
                count = number(f, locale)
            ));
        }
        text
    };

    view! {
        <section
            class="mode-view count-panel"
            aria-label=move || td_string!(i18n.get_locale(), count.panel)
        >
            <p class="count-estimate">{estimate}</p>
            <div
                class="count-progress"
                role="progressbar"
                aria-label=move || td_string!(i18n.get_locale(), count.progress)
                aria-valuemin="0"
                aria-valuemax="100"
                aria-valuenow=move || percent().to_string()
                aria-valuetext=move || format!("{}%", percent())
            >
                <div class="count-progress-bar" style:transform=move || format!("scaleX({})", plain(fraction(), 3))></div>
            </div>
            <p class="count-times">{times}</p>
            <button type="button" class="count-cancel" on:click=cancel disabled=move || !running()>
                {t!(i18n, count.cancel)}
            </button>
            <p class="count-result" role="status">{status}</p>
            <WorkerNotice lost=lost />
            <p class="count-workers">
                {move || td_string!(i18n.get_locale(), count.workers, count = workers_used.get())}
            </p>
            <p class="count-known">{known}</p>
        </section>
    }
}

/// "1 worker", "4 workers".
fn workers_text(count: usize, locale: Locale) -> String {
    match count {
        1 => td_string!(locale, count.one_worker).to_owned(),
        n => td_string!(locale, count.many_workers, count = n),
    }
}
