//! The knight's two backtracking searches against the board's size: squares entered and
//! backtracks until the first tour on 5×5 to 8×8 from the C program's start, measured in the
//! Web Workers through the count hook, as a chart, a table and CSV.

use crate::i18n::i18n::{t, td_string, use_i18n};
use crate::knights::trace::Counters;
use crate::parts;
use crate::text::knights::method as method_name;
use crate::text::message::count_failure;
use crate::text::number::number;
use crate::text::Locale;
use crate::ui::chart::{ChartTable, LogChart, Tick};
use crate::ui::chunks::{deferred, part};
use crate::ui::count_run::{use_count_run, RunState};
use crate::ui::export::{DataFile, ExportBar, CSV};
use crate::ui::focus::take_lost_focus;
use crate::ui::progress_bar::ProgressBar;
use crate::ui::radio_group::RadioGroup;
use crate::ui::worker_notice::WorkerNotice;
use crate::view::chart::{Point, PointKind, Series};
use crate::view::export::tour_growth_csv;
use crate::worker::puzzles::tour_growth::{TourWork, TOUR_METHODS, TOUR_SIDES, TOUR_STEP_LIMIT};
use crate::worker::puzzles::Measures;
use crate::worker::schedule::Schedule;
use leptos::html;
use leptos::prelude::*;

/// The counters one can plot: squares entered (`false`) or backtracks (`true`).
fn value(counters: &Counters, backtracks: bool) -> u64 {
    if backtracks {
        counters.backtracks
    } else {
        counters.entered
    }
}

/// The label of the counter plotted.
fn label(backtracks: bool, locale: Locale) -> &'static str {
    if backtracks {
        td_string!(locale, knights.backtracks)
    } else {
        td_string!(locale, growth.entered)
    }
}

/// One line per method: its counter on every board measured; a search stopped by its limit is a
/// lower bound.
fn lines(measures: &[TourWork], backtracks: bool, locale: Locale) -> Vec<Series> {
    TOUR_METHODS
        .into_iter()
        .map(|method| {
            let mut points: Vec<Point> = measures
                .iter()
                .filter(|m| m.job.method == method)
                .map(|m| Point {
                    tick: (m.job.side - TOUR_SIDES.start()) as usize,
                    value: value(&m.counters, backtracks) as f64,
                    kind: if m.found {
                        PointKind::Measured
                    } else {
                        PointKind::AtLeast
                    },
                })
                .collect();
            points.sort_by_key(|p| p.tick);
            Series {
                name: method_name(method, locale).to_owned(),
                points,
            }
        })
        .collect()
}

/// The section "How the work grows with the board": its heading and what it measures, and the
/// measurement, a part of its own (the searches, the workers' pool and the chart) loaded when it
/// is first asked for, which starts measuring.
#[component]
pub fn TourGrowth() -> impl IntoView {
    let i18n = use_i18n();
    let locale = move || i18n.get_locale();
    let asked = RwSignal::new(false);
    view! {
        <section class="tour-growth" aria-labelledby="tour-growth-heading">
            <h2 id="tour-growth-heading">{t!(i18n, growth.tour_heading)}</h2>
            <p class="explanation">
                {move || td_string!(locale(), growth.tour_intro, limit = number(TOUR_STEP_LIMIT, locale()))}
            </p>
            {move || {
                if asked.get() {
                    deferred(Box::pin(knights_growth()), parts::KNIGHTS_GROWTH.sheets).into_any()
                } else {
                    view! {
                        <div class="growth-controls">
                            <button type="button" on:click=move |_| asked.set(true)>
                                {t!(i18n, growth.measure)}
                            </button>
                        </div>
                    }
                    .into_any()
                }
            }}
        </section>
    }
}

part!(
    /// The measurement of the knight's searches against the board, loaded when first asked for.
    knights_growth => view! { <TourMeasures /> }.into_any()
);

/// The measurement, started at once: Measure again and Cancel, the progress, and the chart, its
/// table and CSV once the results are in.
#[component]
fn TourMeasures() -> impl IntoView {
    let i18n = use_i18n();
    let locale = move || i18n.get_locale();
    let run = use_count_run::<Measures<TourWork>>();
    let measures = Memo::new(move |_| match run.state() {
        RunState::Finished(found) => found.0,
        _ => Vec::new(),
    });
    let backtracks = RwSignal::new(false);
    let ticks = Signal::derive(move || {
        TOUR_SIDES
            .map(|side| {
                (
                    format!("{side}×{side}"),
                    number(u64::from(side * side), locale()),
                )
            })
            .collect::<Vec<Tick>>()
    });
    let series = Signal::derive(move || measures.with(|m| lines(m, backtracks.get(), locale())));
    let caption = Signal::derive(move || {
        td_string!(
            locale(),
            growth.tour_chart,
            counter = label(backtracks.get(), locale())
        )
    });
    let worded = move |point: Point| {
        let text = number(point.value as u64, locale());
        match point.kind {
            PointKind::AtLeast => td_string!(locale(), growth.more_than, value = text),
            PointKind::Measured | PointKind::Estimated => text,
        }
    };
    let describe = Callback::new(move |(line, point): (usize, Point)| {
        let name = TOUR_METHODS
            .get(line)
            .map(|&m| method_name(m, locale()))
            .unwrap_or_default();
        let side = point.tick as u32 + TOUR_SIDES.start();
        format!("{name}, {side}×{side}: {}", worded(point))
    });
    let status = move || match run.state() {
        RunState::Failed(reason) => count_failure(&reason, locale()),
        RunState::Cancelled => td_string!(locale(), count.cancelled, percent = run.percent()),
        _ => String::new(),
    };
    let chart_box = NodeRef::<html::Div>::new();
    let files = Signal::derive(move || {
        vec![DataFile {
            label: td_string!(locale(), export.growth_csv).to_owned(),
            name: "knights-growth-5-8.csv".to_owned(),
            mime: CSV,
            make: Callback::new(move |()| measures.with_untracked(|m| tour_growth_csv(m))),
        }]
    });
    let shown = move || !measures.with(Vec::is_empty);
    let measure = move || run.start(Ok(Schedule::tour_growth()), None);
    // Asked for by the section's button, which this part replaces.
    measure();
    // The focus, lost with that button (or with a button disabled), goes to the one that can
    // act: Cancel while measuring, Measure again after. A person who has put it elsewhere (the
    // page, by a click on its text) keeps it there at the end.
    let (again, cancel) = (
        NodeRef::<html::Button>::new(),
        NodeRef::<html::Button>::new(),
    );
    Effect::new(move |_| {
        let running = run.is_running();
        let enabled = if running { cancel } else { again };
        if let Some(button) = enabled.get() {
            // A button is made before it is in the page: focused once the frame has it.
            request_animation_frame(move || take_lost_focus(&button, running));
        }
    });
    view! {
        <div class="growth-controls">
            <button
                type="button"
                node_ref=again
                on:click=move |_| measure()
                disabled=move || run.is_running()
            >
                {t!(i18n, growth.measure)}
            </button>
            <button
                type="button"
                class="quiet"
                node_ref=cancel
                on:click=move |_| run.cancel()
                disabled=move || !run.is_running()
            >
                {t!(i18n, count.cancel)}
            </button>
        </div>
        <Show when=move || run.is_running()>
            <ProgressBar
                label=Signal::derive(move || td_string!(locale(), growth.progress).to_owned())
                fraction=Signal::derive(move || run.fraction())
            />
        </Show>
        <p role="status">{status}</p>
        <WorkerNotice lost=run.lost() />
        <Show when=shown>
            <RadioGroup
                name="tour-plotted"
                legend=Signal::derive(move || td_string!(locale(), growth.counter).to_owned())
                options=vec![false, true]
                label=Callback::new(move |b| label(b, locale()).to_owned())
                selected=backtracks
                on_choose=Callback::new(move |b| backtracks.set(b))
            />
            <div class="growth-chart" node_ref=chart_box>
                <LogChart caption=caption ticks=ticks series=series describe=describe />
            </div>
            <p class="growth-note">{t!(i18n, growth.tour_note)}</p>
            <ExportBar panel=chart_box name="knights-growth-5-8" files=files chart=true />
            <ChartTable
                caption=caption
                headers=Signal::derive(move || {
                    let locale = locale();
                    (td_string!(locale, growth.board).to_owned(), td_string!(locale, growth.squares).to_owned())
                })
                ticks=ticks
                series=series
                cell=Callback::new(move |(_, point)| worded(point))
            />
        </Show>
    }
}
