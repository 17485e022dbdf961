//! Counting the tours of a small board in the queens' pool of Web Workers: from the start square
//! or from every square, with progress, the time left, Cancel, and the published count beside the
//! computed one.

use crate::i18n::i18n::{t, td_string, use_i18n};
use crate::knights::board::BoardSize;
use crate::knights::count::{TourCount, MAX_COUNT_SQUARES};
use crate::knights::known::known_tours;
use crate::parts;
use crate::text::duration::{self, elapsed};
use crate::text::message::count_failure;
use crate::text::number::{number, plain};
use crate::text::Locale;
use crate::ui::chunks::{deferred, part};
use crate::ui::context::expect_context;
use crate::ui::count_run::{use_count_run, CountRun, RunState};
use crate::ui::pages::AppState;
use crate::ui::progress_bar::ProgressBar;
use crate::ui::worker_notice::WorkerNotice;
use crate::worker::schedule::Schedule;
use leptos::prelude::*;

/// The largest board the page counts: 6 × 6 takes seconds from one start; beyond, minutes to hours.
pub const PAGE_COUNT_SQUARES: usize = 36;

/// The count panel: on a board of at most [`PAGE_COUNT_SQUARES`] squares the counter, a part of
/// its own loaded when such a board is first shown (with the counting solver and its workers'
/// pool); on a larger one, why it has no count and the published numbers.
#[component]
pub fn TourCounter() -> impl IntoView {
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    let size = Memo::new(move |_| app.knights.size.get());
    let small = Memo::new(move |_| size.with(|s| counted(*s)));
    // Why a larger board has no count, with the published numbers where there are some.
    let too_large = move || {
        let locale = i18n.get_locale();
        let size = size.get();
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
    move || {
        if small.get() {
            deferred(Box::pin(knights_counter()), parts::KNIGHTS_COUNTER.sheets).into_any()
        } else {
            view! {
                <section class="tour-count" aria-labelledby="tour-count-large-heading">
                    <h2 id="tour-count-large-heading">{t!(i18n, knights.count_heading)}</h2>
                    <p>{too_large}</p>
                </section>
            }
            .into_any()
        }
    }
}

/// Whether the page counts the tours of a board of `size`.
fn counted(size: BoardSize) -> bool {
    size.squares() <= PAGE_COUNT_SQUARES.min(MAX_COUNT_SQUARES)
}

part!(
    /// The counter of a small board's tours, loaded when such a board is first shown.
    knights_counter => view! { <SmallBoardCounter /> }.into_any()
);

/// The counter of a small board's tours: from the start or from every square.
#[component]
fn SmallBoardCounter() -> impl IntoView {
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    let counting = use_count_run::<TourCount>();
    let every = RwSignal::new(false);
    let key = Memo::new(move |_| (app.knights.size.get(), app.knights.start.get()));
    // A new board or start clears the count. Only a change does: the effect's first run comes
    // later than the panel, and a count started before it must go on.
    Effect::watch(move || key.get(), move |_, _, _| counting.clear(), false);
    let start_count = move |all: bool| {
        let (size, start) = key.get_untracked();
        let Ok(schedule) = Schedule::knights(size, (!all).then_some(start)) else {
            return;
        };
        every.set(all);
        counting.start(Ok(schedule), None);
    };
    let running = move || counting.is_running();
    let square = move || key.with(|(size, start)| size.name(*start));
    let result = move || {
        let locale = i18n.get_locale();
        match counting.state() {
            RunState::Idle | RunState::Cancelled => String::new(),
            RunState::Running => running_text(counting, locale),
            RunState::Failed(reason) => count_failure(&reason, locale),
            RunState::Finished(found) => {
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
                    time = elapsed(counting.elapsed_ms(), locale),
                    known = known
                )
            }
        }
    };
    view! {
        <section class="tour-count" aria-labelledby="tour-count-heading">
            <h2 id="tour-count-heading">{t!(i18n, knights.count_heading)}</h2>
            <div class="count-buttons">
                <button type="button" on:click=move |_| start_count(false) disabled=running>
                    {move || td_string!(i18n.get_locale(), knights.count_start, square = square())}
                </button>
                <button type="button" on:click=move |_| start_count(true) disabled=running>
                    {t!(i18n, knights.count_all)}
                </button>
                <button
                    type="button"
                    class="quiet"
                    on:click=move |_| counting.clear()
                    disabled=move || !running()
                >
                    {t!(i18n, knights.count_cancel)}
                </button>
            </div>
            <Show when=running>
                <ProgressBar
                    label=Signal::derive(move || {
                        td_string!(i18n.get_locale(), knights.count_heading).to_owned()
                    })
                    fraction=Signal::derive(move || counting.fraction())
                />
            </Show>
            <p class="count-result" role="status">{result}</p>
            <WorkerNotice lost=counting.lost() />
        </section>
    }
}

/// "Counting… 40 %. Elapsed: 2 s. Remaining: 3 s. Workers: 2": the share done, the time so far
/// and the time left by the rate of progress.
fn running_text(counting: CountRun<TourCount>, locale: Locale) -> String {
    let times = duration::running(counting.elapsed_ms(), counting.remaining_ms(), locale);
    td_string!(
        locale,
        knights.count_running,
        percent = plain(counting.fraction() * 100.0, 0),
        times = times,
        workers = td_string!(locale, count.workers, count = counting.workers())
    )
}
