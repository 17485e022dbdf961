//! Counting only: the placements of N counted in Web Workers, with an estimate, a progress bar,
//! the time left, Cancel, and the known value beside the result. A count that would take more
//! than ten minutes asks first: its estimate comes from a count this page has timed (a short one
//! is run first if none has been), see [`crate::worker::estimate::count_time`].

use super::count_time::CountTimes;
use crate::i18n::i18n::{t, td_string, use_i18n};
use crate::limits::MAX_WORKERS;
use crate::queens::known::{known_fundamental, known_total};
use crate::text::duration;
use crate::text::message::count_failure;
use crate::text::number::number;
use crate::text::Locale;
use crate::ui::count_run::{use_count_run, RunState};
use crate::ui::page_memory::use_page_memory;
use crate::ui::progress_bar::ProgressBar;
use crate::ui::worker_notice::WorkerNotice;
use crate::worker::estimate::{
    count_time, record, CountTime, Speed, ASK_OVER_MS, SPEED_BASE_N, SPEED_TEST_N,
    START_AT_ONCE_MAX_N,
};
use crate::worker::pool::default_workers;
use crate::worker::puzzles::queens::Placements;
use crate::worker::schedule::Schedule;
use leptos::prelude::*;
use std::cell::RefCell;

thread_local! {
    /// The counts this page ran to their end and how long they took (this device's speed),
    /// kept while other modes are shown.
    static TIMES: RefCell<Vec<CountTime>> = const { RefCell::new(Vec::new()) };
}

/// The counts that time this device: a first one that loads the workers (and lets the browser
/// compile their code fully), then the two timed, three times each in turn (the fastest of each is
/// kept: two short counts whose difference gives the time per placement).
const TIMING: [usize; 7] = [
    SPEED_TEST_N,
    SPEED_BASE_N,
    SPEED_TEST_N,
    SPEED_BASE_N,
    SPEED_TEST_N,
    SPEED_BASE_N,
    SPEED_TEST_N,
];

/// What the panel is doing with the N asked for.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Phase {
    /// Timing this device first: count `step` of [`TIMING`]; the N asked for is counted (or
    /// asked about) next.
    Timing { step: usize },
    /// Asking whether to start a count estimated at `ms`, from the count of `base`.
    Asking { ms: f64, base: usize },
    /// The person chose Cancel at the question.
    Declined,
    /// Counting the N asked for.
    Counting,
}

/// Counts the placements of `n` queens in Web Workers when it mounts and again whenever `run` or
/// `n` changes (a count in progress is cancelled); unmounting stops the workers.
///
/// Up to [`START_AT_ONCE_MAX_N`] the workers start counting at once; a larger count is estimated
/// first (after timing this device if nothing says how fast it counts), and asks whether to go
/// on when it would take more than ten minutes. From the first results on, the rate of progress
/// gives the estimated time of the whole count and the time left (see
/// [`crate::worker::estimate`]).
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
    let counting = use_count_run::<Placements>();
    let timed = use_page_memory(&TIMES);
    let counted_n = RwSignal::new(n.get_untracked());
    // The N of the count in the workers (the one asked for, or a timing count).
    let running_n = RwSignal::new(n.get_untracked());
    let phase = RwSignal::new(Phase::Counting);
    let worker_count = move || {
        workers
            .get_untracked()
            .unwrap_or_else(default_workers)
            .clamp(1, MAX_WORKERS)
    };
    let count = move |size: usize| {
        running_n.set(size);
        counting.start(Schedule::queens(size), workers.get_untracked());
    };
    let time_device = move || {
        phase.set(Phase::Timing { step: 0 });
        count(TIMING[0]);
    };
    // Counts N at once if it is small or known to take under ten minutes; asks otherwise, after
    // timing this device if nothing says how fast it counts yet.
    let decide = move || {
        let size = counted_n.get_untracked();
        let estimate = timed.with_untracked(|t| count_time(size, worker_count(), t));
        let base = timed
            .with_untracked(|t| Speed::of(worker_count(), t))
            .map(|s| s.base);
        match (estimate, base) {
            _ if size <= START_AT_ONCE_MAX_N => {
                phase.set(Phase::Counting);
                count(size);
            }
            // Measured or estimated: a count that takes long asks every time.
            (Some((ms, _)), Some(base)) if ms > ASK_OVER_MS => {
                counting.clear();
                phase.set(Phase::Asking { ms, base });
            }
            (Some(_), _) => {
                phase.set(Phase::Counting);
                count(size);
            }
            (None, _) => time_device(),
        }
    };
    // The question changed: count it, or ask first (an edge: the workers). Only a change does:
    // a new N and Solve come together, and a second start would stop the first and its workers.
    Effect::new(move |asked: Option<(usize, u64, Option<usize>)>| {
        let question = (n.get(), run.get(), workers.get());
        if asked != Some(question) {
            untrack(|| {
                counted_n.set(question.0);
                decide();
            });
        }
        question
    });
    // A count ended: its time says how fast this device counts; a timing count leads on.
    Effect::new(move |_| {
        let RunState::Finished(_) = counting.state() else {
            return;
        };
        untrack(|| {
            let done = CountTime {
                n: running_n.get(),
                workers: counting.workers(),
                ms: counting.elapsed_ms(),
                warm: counting.started_warm(),
            };
            timed.update(|t| record(t, done));
            if let Phase::Timing { step } = phase.get() {
                match TIMING.get(step + 1) {
                    Some(&next) => {
                        phase.set(Phase::Timing { step: step + 1 });
                        count(next);
                    }
                    None => decide(),
                }
            }
        });
    });
    let count_anyway = move |_| {
        phase.set(Phase::Counting);
        count(counted_n.get_untracked());
    };

    let i18n = use_i18n();
    let estimate = move || {
        let locale = i18n.get_locale();
        if !counting.is_running() || phase.get() != Phase::Counting {
            return String::new();
        }
        match counting.expected_ms() {
            Some(total) => td_string!(
                locale,
                count.estimate,
                time = duration::estimate(total, locale),
                workers = workers_text(counting.workers(), locale)
            ),
            None => td_string!(locale, count.measuring).to_owned(),
        }
    };
    let times = move || {
        let locale = i18n.get_locale();
        if matches!(phase.get(), Phase::Asking { .. } | Phase::Declined) && !counting.is_running() {
            return String::new();
        }
        let time = duration::elapsed(counting.elapsed_ms(), locale);
        match counting.state() {
            RunState::Running => {
                duration::running(counting.elapsed_ms(), counting.remaining_ms(), locale)
            }
            RunState::Finished(_) => td_string!(locale, count.took, time = time),
            RunState::Idle | RunState::Cancelled | RunState::Failed(_) => {
                td_string!(locale, count.stopped, time = time)
            }
        }
    };
    let status = move || {
        let locale = i18n.get_locale();
        match phase.get() {
            Phase::Timing { .. } if counting.is_running() => {
                return td_string!(locale, count.timing, n = running_n.get());
            }
            // The question is the group above, with its own heading, said as it appears: once.
            Phase::Asking { .. } if !counting.is_running() => return String::new(),
            Phase::Declined if !counting.is_running() => {
                return td_string!(locale, count.not_started).to_owned();
            }
            _ => {}
        }
        match counting.state() {
            RunState::Idle | RunState::Running => {
                td_string!(locale, count.running, n = counted_n.get())
            }
            RunState::Finished(found) => {
                td_string!(locale, count.result, count = number(found.0, locale))
            }
            RunState::Cancelled => {
                td_string!(locale, count.cancelled, percent = counting.percent())
            }
            RunState::Failed(reason) => count_failure(&reason, locale),
        }
    };
    let known = move || {
        let locale = i18n.get_locale();
        let n = counted_n.get();
        let Some(total) = known_total(n) else {
            return td_string!(locale, count.known_none, n = n);
        };
        let mut text = td_string!(locale, count.known, total = number(total, locale));
        match counting.state() {
            RunState::Finished(found) if found.0 == total => {
                text.push(' ');
                text.push_str(td_string!(locale, count.matches));
            }
            RunState::Finished(_) => {
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

    let question = move || {
        let Phase::Asking { ms, base } = phase.get() else {
            return None;
        };
        let locale = i18n.get_locale();
        let text = td_string!(
            locale,
            count.ask,
            n = counted_n.get(),
            time = duration::estimate(ms, locale),
            workers = workers_text(worker_count(), locale),
            base = base
        );
        Some(view! {
            <div class="count-question" role="group" aria-labelledby="count-question">
                <p id="count-question"><strong>{td_string!(locale, count.question)}</strong></p>
                <p>{text}</p>
                <p>{known()}</p>
                <div class="buttons">
                    <button type="button" on:click=count_anyway>{td_string!(locale, count.anyway)}</button>
                    <button type="button" on:click=move |_| phase.set(Phase::Declined)>
                        {td_string!(locale, count.cancel)}
                    </button>
                </div>
            </div>
        })
    };
    let asking = move || matches!(phase.get(), Phase::Asking { .. });
    view! {
        <section
            class="mode-view count-panel"
            aria-label=move || td_string!(i18n.get_locale(), count.panel)
        >
            <div class="count-main">
                // The question is said when it appears (the status under it stays silent then).
                <div aria-live="polite">{question}</div>
                <p class="count-estimate">{estimate}</p>
                <ProgressBar
                    label=Signal::derive(move || td_string!(i18n.get_locale(), count.progress).to_owned())
                    fraction=Signal::derive(move || counting.fraction())
                />
                <p class="count-times">{times}</p>
                // The question has its own Cancel.
                <button
                    type="button"
                    class="count-cancel"
                    hidden=asking
                    on:click=move |_| counting.cancel()
                    disabled=move || !counting.is_running()
                >
                    {t!(i18n, count.cancel)}
                </button>
                <p class="count-result" role="status">{status}</p>
                <WorkerNotice lost=counting.lost() />
                <p class="count-workers">
                    {move || td_string!(i18n.get_locale(), count.workers, count = counting.workers())}
                </p>
                <p class="count-known" hidden=asking>{known}</p>
            </div>
            <CountTimes
                times=timed
                workers=Signal::derive(move || {
                    workers.get().unwrap_or_else(default_workers).clamp(1, MAX_WORKERS)
                })
                time_device=Callback::new(move |()| time_device())
                timing=Signal::derive(move || {
                    matches!(phase.get(), Phase::Timing { .. }) && counting.is_running()
                })
            />
        </section>
    }
}

/// "1 worker", "4 workers".
pub(super) fn workers_text(count: usize, locale: Locale) -> String {
    match count {
        1 => td_string!(locale, count.one_worker).to_owned(),
        n => td_string!(locale, count.many_workers, count = n),
    }
}
