//! The time to count N = 8…27 on this device, as a chart and a table: measured where this page
//! counted, estimated (dashed) for every other N from this device's speed
//! ([`crate::worker::estimate::Speed`]).

use super::count_panel::workers_text;
use crate::i18n::i18n::{t, td_string, use_i18n};
use crate::queens::known::known_total;
use crate::text::duration;
use crate::text::number::number;
use crate::ui::chart::{ChartTable, LogChart, Tick};
use crate::view::chart::{Point, PointKind, Series};
use crate::view::mode::MAX_COUNT_MODE_N;
use crate::worker::estimate::{count_time, CountTime, SPEED_TEST_N};
use leptos::prelude::*;

/// The smallest N charted: smaller counts take a few milliseconds.
const FIRST_N: usize = 8;

/// The chart of the time to count each N on `workers` workers, and the button that times this
/// device (`time_device`) while nothing says how fast it counts.
#[component]
pub fn CountTimes(
    /// The workers a count runs on.
    #[prop(into)]
    workers: Signal<usize>,
    /// Times this device with a short count.
    time_device: Callback<()>,
    /// Whether it is being timed.
    #[prop(into)]
    timing: Signal<bool>,
    /// The counts timed on this page.
    times: RwSignal<Vec<CountTime>>,
) -> impl IntoView {
    let i18n = use_i18n();
    let locale = move || i18n.get_locale();
    // Each N's time in ms and whether it was measured, where something says.
    let known = Memo::new(move |_| {
        let workers = workers.get();
        times.with(|t| {
            (FIRST_N..=MAX_COUNT_MODE_N)
                .map(|n| count_time(n, workers, t))
                .collect::<Vec<_>>()
        })
    });
    let estimates_known = move || known.with(|k| k.iter().any(|t| matches!(t, Some((_, false)))));
    let series = Signal::derive(move || {
        let names = [
            td_string!(locale(), time.measured),
            td_string!(locale(), time.estimated),
        ];
        names
            .into_iter()
            .zip([true, false])
            .map(|(name, measured)| Series {
                name: name.to_owned(),
                points: known.with(|k| {
                    k.iter()
                        .enumerate()
                        .filter_map(|(tick, t)| {
                            let (ms, m) = (*t)?;
                            (m == measured).then_some(Point {
                                tick,
                                value: ms / 1000.0,
                                kind: if m {
                                    PointKind::Measured
                                } else {
                                    PointKind::Estimated
                                },
                            })
                        })
                        .collect()
                }),
            })
            .collect::<Vec<_>>()
    });
    let ticks = Signal::derive(move || {
        (FIRST_N..=MAX_COUNT_MODE_N)
            .map(|n| {
                let total = known_total(n)
                    .map(|t| number(t, locale()))
                    .unwrap_or_default();
                (n.to_string(), total)
            })
            .collect::<Vec<Tick>>()
    });
    // Under the chart's N only N: the totals, up to 18 digits, are in the table.
    let chart_ticks = Signal::derive(move || {
        ticks.with(|t| {
            t.iter()
                .map(|(n, _)| (n.clone(), String::new()))
                .collect::<Vec<Tick>>()
        })
    });
    let worded = move |point: Point| {
        let ms = point.value * 1000.0;
        match point.kind {
            PointKind::Measured => duration::elapsed(ms, locale()),
            PointKind::Estimated | PointKind::AtLeast => duration::estimate(ms, locale()),
        }
    };
    let describe = Callback::new(move |(line, point): (usize, Point)| {
        let names = [
            td_string!(locale(), time.measured),
            td_string!(locale(), time.estimated),
        ];
        let name = names.get(line).copied().unwrap_or_default();
        format!("{name}, N = {}: {}", point.tick + FIRST_N, worded(point))
    });
    let caption = Signal::derive(move || {
        td_string!(
            locale(),
            time.chart,
            workers = workers_text(workers.get(), locale())
        )
    });
    view! {
        <section class="count-time" aria-labelledby="count-time-heading">
            <h2 id="count-time-heading">{t!(i18n, time.heading)}</h2>
            <p class="intro">{t!(i18n, time.intro)}</p>
            {move || {
                (!estimates_known()).then(|| view! {
                    <p>{td_string!(locale(), time.unknown, n = SPEED_TEST_N)}</p>
                    <button
                        type="button"
                        on:click=move |_| time_device.run(())
                        disabled=move || timing.get()
                    >
                        {td_string!(locale(), time.speed)}
                    </button>
                })
            }}
            <LogChart
                caption=caption
                ticks=chart_ticks
                series=series
                describe=describe
                unit=Signal::derive(move || {
                    td_string!(locale(), duration.clock_seconds, seconds = "")
                })
            />
            <ChartTable
                caption=caption
                headers=Signal::derive(move || {
                    ("N".to_owned(), td_string!(locale(), time.known).to_owned())
                })
                ticks=ticks
                series=series
                cell=Callback::new(move |(_, point)| worded(point))
            />
        </section>
    }
}
