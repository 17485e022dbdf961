//! Counting only: the placements of N counted in Web Workers, with an estimate, a progress bar,
//! the time left, Cancel, and the known value beside the result.

use crate::i18n::i18n::{t, td_string, use_i18n};
use crate::queens::known::{known_fundamental, known_total};
use crate::text::duration;
use crate::text::message::count_failure;
use crate::text::number::number;
use crate::text::Locale;
use crate::ui::count_run::{use_count_run, RunState};
use crate::ui::progress_bar::ProgressBar;
use crate::ui::worker_notice::WorkerNotice;
use crate::worker::puzzles::queens::Placements;
use crate::worker::schedule::Schedule;
use leptos::prelude::*;

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
    let counting = use_count_run::<Placements>();
    let counted_n = RwSignal::new(n.get_untracked());
    // The question changed: count it (an edge: the workers).
    Effect::new(move |_| {
        let n = n.get();
        run.track();
        let workers = workers.get();
        untrack(|| {
            counted_n.set(n);
            counting.start(Schedule::queens(n), workers);
        });
    });

    let i18n = use_i18n();
    let estimate = move || {
        let locale = i18n.get_locale();
        if !counting.is_running() {
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

    view! {
        <section
            class="mode-view count-panel"
            aria-label=move || td_string!(i18n.get_locale(), count.panel)
        >
            <p class="count-estimate">{estimate}</p>
            <ProgressBar
                label=Signal::derive(move || td_string!(i18n.get_locale(), count.progress).to_owned())
                fraction=Signal::derive(move || counting.fraction())
            />
            <p class="count-times">{times}</p>
            <button
                type="button"
                class="count-cancel"
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
