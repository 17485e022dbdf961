//! Min-conflicts against N, under the chart of the backtracking programs' work: on request, the
//! page runs min-conflicts from one seed on boards of 10 to a million queens, one after another
//! in slices of time, and charts its repairs and its time (log scales), with the same numbers as
//! a table: the repairs stay near a hundred while the board grows a hundred-thousandfold.

use crate::clock::now_ms;
use crate::i18n::i18n::{t, td_string, use_i18n};
use crate::queens::min_conflicts::MinConflicts;
use crate::text::number::{decimal, number};
use crate::ui::chart::{ChartTable, LogChart, Tick};
use crate::ui::time_sliced::use_time_sliced;
use crate::view::chart::{Point, PointKind, Series};
use crate::view::one_placement::DEFAULT_SEED;
use leptos::prelude::*;

/// The boards measured, in order.
const SIZES: [usize; 6] = [10, 100, 1_000, 10_000, 100_000, 1_000_000];

/// One board's run: the queens in conflict after its greedy start, its repairs and the time its
/// slices took.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Measured {
    start: u32,
    repairs: u64,
    ms: f64,
}

/// The chart of min-conflicts' repairs and time against N, measured on request.
#[component]
pub fn MinConflictsGrowth() -> impl IntoView {
    let i18n = use_i18n();
    let locale = move || i18n.get_locale();
    let measured = RwSignal::new(Vec::<Measured>::new());
    let running = RwSignal::new(false);
    let sliced = use_time_sliced();
    let measure = move |_| {
        measured.set(Vec::new());
        running.set(true);
        let mut run = MinConflicts::new(SIZES[0], DEFAULT_SEED);
        let mut spent = 0.0;
        sliced.start(move |clock| {
            let mut since = now_ms();
            loop {
                let Some(search) = run.as_mut() else {
                    running.set(false);
                    return true;
                };
                if search.step() {
                    spent += now_ms() - since;
                    measured.update(|m| {
                        m.push(Measured {
                            start: search.start_conflicts(),
                            repairs: search.repairs(),
                            ms: spent,
                        })
                    });
                    let next = measured.with_untracked(Vec::len);
                    run = SIZES
                        .get(next)
                        .and_then(|&n| MinConflicts::new(n, DEFAULT_SEED));
                    (spent, since) = (0.0, now_ms());
                } else if clock.expired() {
                    spent += now_ms() - since;
                    return false;
                }
            }
        });
    };
    let ticks = Signal::derive(move || {
        measured.with(|m| {
            SIZES
                .iter()
                .enumerate()
                .map(|(i, &n)| {
                    let start = m.get(i).map(|r| number(u64::from(r.start), locale()));
                    (number(n as u64, locale()), start.unwrap_or_default())
                })
                .collect::<Vec<Tick>>()
        })
    });
    let names = move || {
        [
            td_string!(locale(), growth.mc_repairs).to_owned(),
            td_string!(locale(), growth.mc_time).to_owned(),
        ]
    };
    let series = Signal::derive(move || {
        let [repairs, time] = names();
        let line = |name: String, value: fn(&Measured) -> f64| Series {
            name,
            points: measured.with(|m| {
                m.iter()
                    .enumerate()
                    .map(|(tick, r)| Point {
                        tick,
                        value: value(r),
                        kind: PointKind::Measured,
                    })
                    .collect()
            }),
        };
        vec![line(repairs, |r| r.repairs as f64), line(time, |r| r.ms)]
    });
    let caption = Signal::derive(move || td_string!(locale(), growth.mc_chart).to_owned());
    let value = move |line: usize, value: f64| match line {
        0 => number(value as u64, locale()),
        _ => decimal(value, 1, locale()),
    };
    let describe = Callback::new(move |(line, point): (usize, Point)| {
        let name = names().get(line).cloned().unwrap_or_default();
        let n = SIZES.get(point.tick).copied().unwrap_or_default();
        format!(
            "{name}, N = {}: {}",
            number(n as u64, locale()),
            value(line, point.value)
        )
    });
    let cell = Callback::new(move |(line, point): (usize, Point)| value(line, point.value));
    let status = move || {
        let done = measured.with(Vec::len);
        match (running.get(), SIZES.get(done)) {
            (true, Some(&n)) => td_string!(
                locale(),
                growth.mc_measuring,
                n = number(n as u64, locale())
            ),
            (false, None) => td_string!(
                locale(),
                growth.mc_measured,
                from = number(SIZES[0] as u64, locale()),
                to = number(SIZES[SIZES.len() - 1] as u64, locale()),
                seed = DEFAULT_SEED
            ),
            _ => String::new(),
        }
    };
    view! {
        <section class="growth-min-conflicts" aria-labelledby="mc-heading">
            <h2 id="mc-heading">{t!(i18n, growth.mc_heading)}</h2>
            <p class="growth-intro">{t!(i18n, growth.mc_intro)}</p>
            <button type="button" on:click=measure disabled=move || running.get()>
                {t!(i18n, growth.mc_measure)}
            </button>
            <p class="growth-status" role="status">{status}</p>
            <Show when=move || measured.with(|m| !m.is_empty())>
                <div class="growth-chart">
                    <LogChart caption=caption ticks=ticks series=series describe=describe />
                </div>
                <ChartTable
                    caption=caption
                    headers=Signal::derive(move || {
                        ("N".to_owned(), td_string!(locale(), growth.mc_start).to_owned())
                    })
                    ticks=ticks
                    series=series
                    cell=cell
                />
            </Show>
        </section>
    }
}
