//! Counting the tours of a small board on the page, in slices that keep it responsive: from the
//! start square or from every square, with progress, the time taken, Cancel, and the published
//! count beside the computed one.

use crate::i18n::i18n::{t, td_string, use_i18n};
use crate::knights::count::{CountRun, TourCount, MAX_COUNT_SQUARES};
use crate::knights::known::known_tours;
use crate::text::duration::elapsed;
use crate::text::number::number;
use crate::ui::state::AppState;
use crate::ui::time_sliced::use_time_sliced;
use leptos::prelude::*;

/// The largest board the page counts: 6 × 6 takes seconds from one start; beyond, minutes to hours.
pub const PAGE_COUNT_SQUARES: usize = 36;

/// Where a count stands.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Counting {
    /// Nothing asked, or the view changed since.
    Idle,
    /// In progress: the share done.
    Running(f64),
    /// Done: the tours and the milliseconds taken.
    Done(TourCount, f64),
}

/// The count panel; shown for boards of at most [`PAGE_COUNT_SQUARES`] squares.
#[component]
pub fn TourCounter() -> impl IntoView {
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    let sliced = use_time_sliced();
    let state = RwSignal::new(Counting::Idle);
    let every = RwSignal::new(false);
    let key = Memo::new(move |_| app.knights.with(|v| (v.size, v.start)));
    // A new board or start cancels the count and clears the result.
    Effect::new(move |_| {
        key.track();
        sliced.cancel();
        state.set(Counting::Idle);
    });
    let start_count = move |all: bool| {
        let (size, start) = key.get_untracked();
        let Ok(mut run) = CountRun::new(size, (!all).then_some(start)) else {
            return;
        };
        every.set(all);
        let began = js_sys::Date::now();
        state.set(Counting::Running(0.0));
        sliced.start(move |clock| loop {
            if run.advance(1) {
                state.set(Counting::Done(run.found(), js_sys::Date::now() - began));
                return true;
            }
            if clock.expired() {
                state.set(Counting::Running(run.fraction()));
                return false;
            }
        });
    };
    let cancel = move |_| {
        sliced.cancel();
        state.set(Counting::Idle);
    };
    let small =
        move || key.with(|(size, _)| size.squares() <= PAGE_COUNT_SQUARES.min(MAX_COUNT_SQUARES));
    let running = move || matches!(state.get(), Counting::Running(_));
    let square = move || key.with(|(size, start)| size.name(*start));
    let result = move || {
        let locale = i18n.get_locale();
        match state.get() {
            Counting::Idle => String::new(),
            Counting::Running(fraction) => td_string!(
                locale,
                knights.count_running,
                percent = format!("{:.0}", fraction * 100.0)
            ),
            Counting::Done(found, ms) => {
                let (size, start) = key.get_untracked();
                let from = if every.get() {
                    td_string!(locale, knights.count_every).to_owned()
                } else {
                    td_string!(locale, knights.count_from, square = size.name(start))
                };
                let known = known_tours(size, (!every.get()).then_some(start))
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
                    time = elapsed(ms, locale),
                    known = known
                )
            }
        }
    };
    view! {
        <section
            class="tour-count"
            aria-labelledby="tour-count-heading"
            hidden=move || !small()
        >
            <h2 id="tour-count-heading">{t!(i18n, knights.count_heading)}</h2>
            <div class="count-buttons">
                <button type="button" on:click=move |_| start_count(false) disabled=running>
                    {move || td_string!(i18n.get_locale(), knights.count_start, square = square())}
                </button>
                <button type="button" on:click=move |_| start_count(true) disabled=running>
                    {t!(i18n, knights.count_all)}
                </button>
                <button type="button" class="quiet" on:click=cancel disabled=move || !running()>
                    {t!(i18n, knights.count_cancel)}
                </button>
            </div>
            <progress
                max="1"
                value=move || match state.get() {
                    Counting::Running(f) => f,
                    _ => 1.0,
                }
                hidden=move || !running()
                aria-label=move || td_string!(i18n.get_locale(), knights.count_heading)
            ></progress>
            <p class="count-result" role="status">{result}</p>
        </section>
    }
}
