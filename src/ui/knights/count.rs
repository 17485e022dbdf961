//! Counting the tours of a small board in the queens' pool of Web Workers: from the start square
//! or from every square, with progress, the time left, Cancel, and the published count beside the
//! computed one.

use crate::i18n::i18n::{t, td_string, use_i18n};
use crate::knights::count::{TourCount, MAX_COUNT_SQUARES};
use crate::knights::known::known_tours;
use crate::text::duration::{self, elapsed};
use crate::text::message::count_failure;
use crate::text::number::{number, plain};
use crate::text::Locale;
use crate::ui::state::AppState;
use crate::ui::worker_notice::{LostWorker, WorkerNotice};
use crate::view::knights::KnightsViewStoreFields;
use crate::worker::estimate::remaining_ms;
use crate::worker::failure::CountFailure;
use crate::worker::pool::default_workers;
use crate::worker::pool::{Pool, PoolEvent};
use crate::worker::schedule::Schedule;
use leptos::prelude::*;

/// The largest board the page counts: 6 × 6 takes seconds from one start; beyond, minutes to hours.
pub const PAGE_COUNT_SQUARES: usize = 36;

/// Where a count stands.
#[derive(Clone, Debug, PartialEq)]
enum Counting {
    /// Nothing asked, cancelled, or the view changed since.
    Idle,
    /// In progress: the share of the work done, from 0 to 1.
    Running(f64),
    /// Done: the tours.
    Done(TourCount),
    /// Stopped on an error.
    Failed(CountFailure),
}

/// Milliseconds on the page's clock.
fn now_ms() -> f64 {
    window().performance().map(|p| p.now()).unwrap_or(0.0)
}

/// The count panel; shown for boards of at most [`PAGE_COUNT_SQUARES`] squares.
#[component]
pub fn TourCounter() -> impl IntoView {
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    let state = RwSignal::new(Counting::Idle);
    let every = RwSignal::new(false);
    let workers = RwSignal::new(1usize);
    let began = RwSignal::new(0.0);
    let now = RwSignal::new(0.0);
    let lost = RwSignal::new(LostWorker::None);
    let pool = StoredValue::new_local(Pool::new(move |event| {
        now.set(now_ms());
        match event {
            PoolEvent::WorkerLost { reason, left } => lost.set(Some((reason, left))),
            PoolEvent::Progress { fraction } => state.set(Counting::Running(fraction)),
            PoolEvent::Finished { count } => state.set(Counting::Done(count)),
            PoolEvent::Failed(reason) => state.set(Counting::Failed(reason)),
        }
    }));
    let key = Memo::new(move |_| (app.knights.size().get(), app.knights.start().get()));
    let stop = move || {
        pool.try_with_value(Pool::cancel);
        state.set(Counting::Idle);
        lost.set(None);
    };
    // A new board or start cancels the count and clears the result. Only a change does: the
    // effect's first run comes later than the panel, and a count started before it must go on.
    Effect::watch(move || key.get(), move |_, _, _| stop(), false);
    on_cleanup(move || {
        pool.try_with_value(Pool::cancel);
    });
    let start_count = move |all: bool| {
        let (size, start) = key.get_untracked();
        let Ok(schedule) = Schedule::knights(size, (!all).then_some(start)) else {
            return;
        };
        every.set(all);
        lost.set(None);
        workers.set(default_workers());
        began.set(now_ms());
        now.set(now_ms());
        state.set(Counting::Running(0.0));
        pool.with_value(|p| p.start(schedule, workers.get_untracked()));
    };
    let small =
        move || key.with(|(size, _)| size.squares() <= PAGE_COUNT_SQUARES.min(MAX_COUNT_SQUARES));
    let running = move || matches!(state.get(), Counting::Running(..));
    let fraction = move || match state.get() {
        Counting::Running(fraction) => fraction,
        _ => 1.0,
    };
    let square = move || key.with(|(size, start)| size.name(*start));
    let result = move || {
        let locale = i18n.get_locale();
        match state.get() {
            Counting::Idle => String::new(),
            Counting::Running(..) => {
                running_text(fraction(), now.get() - began.get(), workers.get(), locale)
            }
            Counting::Failed(reason) => count_failure(&reason, locale),
            Counting::Done(found) => {
                let (size, start) = key.get_untracked();
                let start = (!every.get()).then_some(start);
                let from = match start {
                    None => td_string!(locale, knights.count_every).to_owned(),
                    Some(start) => {
                        td_string!(locale, knights.count_from, square = size.name(start))
                    }
                };
                let known = known_tours(size, start)
                    .map(|k| {
                        let show = |v: Option<u64>| {
                            v.map_or_else(|| "—".to_owned(), |v| number(v, locale))
                        };
                        td_string!(
                            locale,
                            knights.count_known,
                            open = show(k.open),
                            closed = show(k.closed)
                        )
                    })
                    .unwrap_or_default();
                td_string!(
                    locale,
                    knights.count_done,
                    open = number(found.open, locale),
                    closed = number(found.closed, locale),
                    from = from,
                    time = elapsed(now.get() - began.get(), locale),
                    known = known
                )
            }
        }
    };
    // Why a larger board has no count, with the published numbers where there are some.
    let too_large = move || {
        let locale = i18n.get_locale();
        let size = key.with(|(size, _)| *size);
        let published = known_tours(size, None)
            .and_then(|k| Some((k.open?, k.closed?)))
            .map(|(open, closed)| {
                td_string!(
                    locale,
                    knights.count_published,
                    open = number(open, locale),
                    closed = number(closed, locale)
                )
            })
            .unwrap_or_default();
        format!(
            "{}{published}",
            td_string!(
                locale,
                knights.count_too_large,
                max = PAGE_COUNT_SQUARES,
                squares = number(size.squares() as u64, locale)
            )
        )
    };
    view! {
        <section class="tour-count" aria-labelledby="tour-count-heading" hidden=move || !small()>
            <h2 id="tour-count-heading">{t!(i18n, knights.count_heading)}</h2>
            <div class="count-buttons">
                <button type="button" on:click=move |_| start_count(false) disabled=running>
                    {move || td_string!(i18n.get_locale(), knights.count_start, square = square())}
                </button>
                <button type="button" on:click=move |_| start_count(true) disabled=running>
                    {t!(i18n, knights.count_all)}
                </button>
                <button type="button" class="quiet" on:click=move |_| stop() disabled=move || !running()>
                    {t!(i18n, knights.count_cancel)}
                </button>
            </div>
            <progress
                max="1"
                value=fraction
                hidden=move || !running()
                aria-label=move || td_string!(i18n.get_locale(), knights.count_heading)
            ></progress>
            <p class="count-result" role="status">{result}</p>
            <WorkerNotice lost=lost />
        </section>
        <section class="tour-count" aria-labelledby="tour-count-large-heading" hidden=small>
            <h2 id="tour-count-large-heading">{t!(i18n, knights.count_heading)}</h2>
            <p>{too_large}</p>
        </section>
    }
}

/// "Counting… 40 %. Elapsed: 2 s. Remaining: 3 s. Workers: 2": the share done, the time so far
/// and the time left by the rate of progress.
fn running_text(fraction: f64, elapsed_ms: f64, workers: usize, locale: Locale) -> String {
    let time = elapsed(elapsed_ms, locale);
    let times = match remaining_ms(elapsed_ms, fraction) {
        Some(left) => td_string!(
            locale,
            count.remaining,
            time = time,
            left = duration::estimate(left, locale)
        ),
        None => td_string!(locale, count.elapsed, time = time),
    };
    td_string!(
        locale,
        knights.count_running,
        percent = plain(fraction * 100.0, 0),
        times = times,
        workers = td_string!(locale, count.workers, count = workers)
    )
}
