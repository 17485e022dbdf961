//! The mode "Work against N": each algorithm's whole search of every N from 4 to the view's
//! largest, measured in the Web Workers through the count hook, charted on a log scale with a
//! choice of counter, the ratio between the algorithms at the largest N, a table, CSV and the
//! chart as SVG or PNG; under it, min-conflicts against N ([`MinConflictsGrowth`]).

use super::min_conflicts_growth::MinConflictsGrowth;
use crate::i18n::i18n::{t, td_string, use_i18n};
use crate::limits::{GENERATE_RUN_MAX_N, GROWTH_MIN_N, PERMUTATIONS_RUN_MAX_N};
use crate::queens::trace::{computed_work, Algorithm, Counters};
use crate::text::labels;
use crate::text::message::count_failure;
use crate::text::number::{decimal, number};
use crate::text::queens::counter_rows;
use crate::text::Locale;
use crate::ui::chart::{ChartTable, LogChart, Tick};
use crate::ui::context::expect_context;
use crate::ui::count_run::{use_count_run, RunState};
use crate::ui::export::{DataFile, ExportBar, CSV};
use crate::ui::page_memory::use_page_memory;
use crate::ui::pages::AppState;
use crate::ui::progress_bar::ProgressBar;
use crate::ui::radio_group::RadioGroup;
use crate::ui::worker_notice::WorkerNotice;
use crate::view::chart::{Point, PointKind, Series};
use crate::view::export::{file_name, growth_csv};
use crate::view::queens::GROWTH_MAX_RANGE;
use crate::worker::puzzles::growth::{next_sizes, runs_whole, SearchWork};
use crate::worker::puzzles::Measures;
use crate::worker::schedule::Schedule;
use leptos::html;
use leptos::prelude::*;
use std::cell::RefCell;

thread_local! {
    /// The work measured so far, kept while other modes are shown.
    static MEASURED: RefCell<Vec<SearchWork>> = const { RefCell::new(Vec::new()) };
}

/// The counters one can plot, by their place in [`counter_rows`]: steps, conflict checks,
/// queens placed, backtracks (the solutions are written under each N).
const PLOTTED: [usize; 4] = [0, 1, 2, 3];

/// The counter plotted first: conflict checks, where the algorithms differ most.
const FIRST_PLOTTED: usize = 1;

/// The value of counter `which` (a place in [`counter_rows`]).
fn counter(counters: &Counters, which: usize) -> u64 {
    [
        counters.steps,
        counters.conflict_checks,
        counters.placed,
        counters.backtracks,
        counters.solutions,
    ][which.min(4)]
}

/// The label of counter `which`.
fn counter_label(which: usize, locale: Locale) -> &'static str {
    counter_rows(&Counters::default(), false, locale)[which.min(4)].0
}

/// Brute force's counter `which` at `n` where it is not run: computed (steps, queens placed and
/// backtracks; its conflict checks are not).
fn computed(algorithm: Algorithm, n: usize, which: usize) -> Option<Point> {
    if runs_whole(algorithm, n) {
        return None;
    }
    let work = computed_work(algorithm, n)?;
    let value = match which {
        0 => work.steps,
        2 | 3 => work.placed,
        _ => return None,
    };
    Some(Point {
        tick: n - GROWTH_MIN_N,
        value: value as f64,
        kind: PointKind::Estimated,
    })
}

/// One line per algorithm: counter `which` at every N measured up to `max`, and brute force's
/// computed where it is not run.
fn lines(measures: &[SearchWork], which: usize, max: usize, locale: Locale) -> Vec<Series> {
    Algorithm::SYSTEMATIC
        .into_iter()
        .map(|algorithm| {
            let mut points: Vec<Point> = measures
                .iter()
                .filter(|m| m.job.algorithm == algorithm && m.job.n <= max)
                .map(|m| Point {
                    tick: m.job.n - GROWTH_MIN_N,
                    value: counter(&m.counters, which) as f64,
                    kind: PointKind::Measured,
                })
                .chain((GROWTH_MIN_N..=max).filter_map(|n| computed(algorithm, n, which)))
                .collect();
            points.sort_by_key(|p| p.tick);
            Series {
                name: labels::algorithm_short(algorithm, locale).to_owned(),
                points,
            }
        })
        .collect()
}

/// "Conflict checks at N = 12: <the most>, 671× as many as <the least>.", at the largest N every
/// algorithm run there has been measured at; nothing when they all did as much.
fn ratio_line(measures: &[SearchWork], which: usize, max: usize, locale: Locale) -> String {
    let complete = (GROWTH_MIN_N..=max).rev().find(|&n| {
        let mut run = Algorithm::SYSTEMATIC.iter().filter(|&&a| runs_whole(a, n));
        run.all(|&a| {
            measures
                .iter()
                .any(|m| m.job.n == n && m.job.algorithm == a)
        })
    });
    let Some(n) = complete else {
        return String::new();
    };
    let at_n: Vec<(Algorithm, u64)> = measures
        .iter()
        .filter(|m| m.job.n == n)
        .map(|m| (m.job.algorithm, counter(&m.counters, which)))
        .collect();
    let most = at_n.iter().max_by_key(|(_, v)| *v);
    let least = at_n.iter().min_by_key(|(_, v)| *v);
    let (Some(&(most, high)), Some(&(least, low))) = (most, least) else {
        return String::new();
    };
    if low == 0 || high == low {
        return String::new();
    }
    td_string!(
        locale,
        growth.ratio,
        counter = counter_label(which, locale),
        n = n,
        most = labels::algorithm(most, locale),
        times = times(high as f64 / low as f64, locale),
        least = labels::algorithm(least, locale)
    )
}

/// A point's value as written in the table and the readout: "2,056", "16,777,216 (computed)".
fn value(point: Point, locale: Locale) -> String {
    let value = number(point.value as u64, locale);
    if point.kind == PointKind::Estimated {
        td_string!(locale, growth.computed, value = value)
    } else {
        value
    }
}

/// A ratio as a person reads it: "671", "4.5".
fn times(ratio: f64, locale: Locale) -> String {
    decimal(ratio, if ratio >= 10.0 { 0 } else { 1 }, locale)
}

/// The mode "Work against N".
#[component]
pub fn GrowthMode() -> impl IntoView {
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    let max = app.queens.growth_max;
    let measures = use_page_memory(&MEASURED);
    let plotted = RwSignal::new(FIRST_PLOTTED);
    let run = use_count_run::<Measures<SearchWork>>();
    let measuring = RwSignal::new(Vec::<usize>::new());
    // Measures the sizes still missing, a batch at a time (an edge: the workers); a run going on
    // is left to finish, and the next batch then follows the largest N chosen meanwhile.
    let measure_next = move || {
        if run.is_running() {
            return;
        }
        let measured: Vec<usize> = measures.with_untracked(|m| m.iter().map(|m| m.job.n).collect());
        let sizes = next_sizes(&measured, max.get_untracked());
        if sizes.is_empty() {
            return;
        }
        measuring.set(sizes.clone());
        run.start(
            Ok(Schedule::growth(sizes)),
            app.queens.workers.get_untracked(),
        );
    };
    Effect::new(move |_| {
        max.track();
        untrack(measure_next);
    });
    Effect::new(move |_| {
        if let RunState::Finished(found) = run.state() {
            untrack(|| {
                measures.update(|m| {
                    m.retain(|old| !found.0.iter().any(|new| new.job == old.job));
                    m.extend(found.0.iter().copied());
                });
                measure_next();
            });
        }
    });

    let locale = move || i18n.get_locale();
    let ticks = Signal::derive(move || {
        let solutions = |n: usize| {
            measures.with(|m| {
                m.iter()
                    .find(|m| m.job.n == n)
                    .map(|m| number(m.counters.solutions, locale()))
                    .unwrap_or_default()
            })
        };
        (GROWTH_MIN_N..=max.get())
            .map(|n| (n.to_string(), solutions(n)))
            .collect::<Vec<Tick>>()
    });
    let series =
        Signal::derive(move || measures.with(|m| lines(m, plotted.get(), max.get(), locale())));
    let caption = Signal::derive(move || {
        td_string!(
            locale(),
            growth.chart,
            counter = counter_label(plotted.get(), locale())
        )
    });
    let describe = Callback::new(move |(line, point): (usize, Point)| {
        let name = Algorithm::SYSTEMATIC
            .get(line)
            .map(|&a| labels::algorithm(a, locale()))
            .unwrap_or_default();
        let n = point.tick + GROWTH_MIN_N;
        format!("{name}, N = {n}: {}", value(point, locale()))
    });
    let cell = Callback::new(move |(_, point): (usize, Point)| value(point, locale()));
    let status = move || {
        let locale = locale();
        let (from, to) = measuring.with(|s| {
            (
                s.first().copied().unwrap_or(GROWTH_MIN_N),
                s.last().copied().unwrap_or(GROWTH_MIN_N),
            )
        });
        match run.state() {
            RunState::Running => td_string!(locale, growth.measuring, from = from, to = to),
            RunState::Finished(_) | RunState::Idle => {
                td_string!(locale, growth.measured, from = GROWTH_MIN_N, to = max.get())
            }
            RunState::Cancelled => td_string!(locale, growth.cancelled).to_owned(),
            RunState::Failed(reason) => count_failure(&reason, locale),
        }
    };
    let chart_box = NodeRef::<html::Div>::new();
    let file = Signal::derive(move || {
        let counter = ["steps", "checks", "placed", "backtracks"][plotted.get().min(3)];
        format!("queens-growth-{counter}-4-{}", max.get())
    });
    let files = Signal::derive(move || {
        vec![DataFile {
            label: td_string!(locale(), export.growth_csv).to_owned(),
            name: file_name(&["queens-growth", "4", &max.get().to_string()], "csv"),
            mime: CSV,
            make: Callback::new(move |()| {
                let max = max.get_untracked();
                measures.with_untracked(|m| {
                    let shown: Vec<SearchWork> =
                        m.iter().filter(|m| m.job.n <= max).copied().collect();
                    growth_csv(&shown)
                })
            }),
        }]
    });
    let choose_max = move |ev: leptos::ev::Event| {
        if let Ok(chosen) = event_target_value(&ev).parse::<usize>() {
            app.queens.view.update(|v| v.growth_max = chosen);
        }
    };
    view! {
        <section class="mode-view growth" aria-labelledby="growth-heading">
            <div class="growth-main">
                <h2 id="growth-heading">{t!(i18n, growth.heading)}</h2>
                <p class="growth-intro">{t!(i18n, growth.intro)}</p>
                <div class="growth-chart" node_ref=chart_box>
                    <LogChart caption=caption ticks=ticks series=series describe=describe />
                </div>
                <ChartTable
                    caption=caption
                    headers=Signal::derive(move || {
                        ("N".to_owned(), counter_label(4, locale()).to_owned())
                    })
                    ticks=ticks
                    series=series
                    cell=cell
                />
                <MinConflictsGrowth />
            </div>
            <div class="growth-side">
                <RadioGroup
                    name="plotted"
                    legend=Signal::derive(move || td_string!(locale(), growth.counter).to_owned())
                    options=PLOTTED.to_vec()
                    label=Callback::new(move |which| counter_label(which, locale()).to_owned())
                    selected=plotted
                    on_choose=Callback::new(move |which| plotted.set(which))
                />
                <div class="growth-controls">
                    <label for="growth-max">{t!(i18n, growth.largest)}</label>
                    <select id="growth-max" on:change=choose_max>
                        {move || {
                            let chosen = max.get();
                            GROWTH_MAX_RANGE
                                .map(|n| view! { <option value=n selected=n == chosen>{n}</option> })
                                .collect_view()
                        }}
                    </select>
                    <button type="button" on:click=move |_| measure_next()>
                        {t!(i18n, growth.measure)}
                    </button>
                    <button
                        type="button"
                        class="quiet"
                        on:click=move |_| run.cancel()
                        disabled=move || !run.is_running()
                    >
                        {t!(i18n, count.cancel)}
                    </button>
                </div>
                <ProgressBar
                    label=Signal::derive(move || td_string!(locale(), growth.progress).to_owned())
                    fraction=Signal::derive(move || run.fraction())
                />
                <p class="growth-status" role="status">{status}</p>
                <WorkerNotice lost=run.lost() />
                <p class="growth-ratio">
                    {move || measures.with(|m| ratio_line(m, plotted.get(), max.get(), locale()))}
                </p>
                <p class="growth-note">{t!(i18n, growth.solutions_note)}</p>
                <p class="growth-note">
                    {t!(
                        i18n, growth.brute_note, generate = GENERATE_RUN_MAX_N, permutations = PERMUTATIONS_RUN_MAX_N
                    )}
                </p>
                <ExportBar panel=chart_box name=file files=files chart=true />
            </div>
        </section>
    }
}
