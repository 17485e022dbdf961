//! The same N under every algorithm, run to the end in slices: the work each does, side by side,
//! and the size of each one's search tree (brute force only where the chart of work runs it).

use crate::i18n::i18n::{t, td_string, use_i18n};
use crate::playback::Trace;
use crate::queens::trace::{Algorithm, Counters, Tracer};
use crate::text::labels;
use crate::text::number::number;
use crate::text::queens::counter_rows;
use crate::ui::context::expect_context;
use crate::ui::pages::AppState;
use crate::ui::time_sliced::use_time_sliced;
use crate::worker::puzzles::growth::runs_whole;
use leptos::prelude::*;

/// Steps of one algorithm between two looks at the clock; the algorithms still running take
/// turns, so each gets a fair share of every slice.
const CHUNK: u64 = 10_000;

/// One algorithm's run: its counters so far, and whether it has ended.
#[derive(Clone, Debug, PartialEq)]
struct Run {
    algorithm: Algorithm,
    counters: Counters,
    done: bool,
}

/// The runs' rows for `tracers`.
fn runs(tracers: &[Tracer]) -> Vec<Run> {
    tracers
        .iter()
        .map(|t| Run {
            algorithm: t.algorithm(),
            counters: t.counters(),
            done: t.is_finished(),
        })
        .collect()
}

/// A button that runs every algorithm on the current N to its end, sharing each slice of time
/// between the runs still going, and a table of their counters.
#[component]
pub fn Compare() -> impl IntoView {
    let app = expect_context::<AppState>();
    let n = app.queens.n;
    // The N compared and its runs.
    let table = RwSignal::new(None::<(usize, Vec<Run>)>);
    let sliced = use_time_sliced();
    // A new N drops the comparison of the old one. Only a change does: the effect's first run
    // comes later than the component, and a comparison started before it must go on.
    Effect::watch(move || n.get(), move |_, _, _| sliced.cancel(), false);
    let start = move |_| {
        let size = n.get_untracked();
        let mut tracers: Vec<Tracer> = Algorithm::SYSTEMATIC
            .into_iter()
            .filter(|&a| runs_whole(a, size))
            .filter_map(|a| Tracer::new(a, size).ok())
            .collect();
        table.set(Some((size, runs(&tracers))));
        let mut turn = 0;
        sliced.start(move |clock| {
            let done = loop {
                let going: Vec<usize> = (0..tracers.len())
                    .filter(|&i| !tracers[i].is_finished())
                    .collect();
                let Some(&next) = going.get(turn % going.len().max(1)) else {
                    break true;
                };
                tracers[next].run(CHUNK);
                turn += 1;
                if clock.expired() {
                    break false;
                }
            };
            table.set(Some((size, runs(&tracers))));
            done
        });
    };
    let i18n = use_i18n();
    let rows = move || {
        let locale = i18n.get_locale();
        let headers = counter_rows(&Counters::default(), false, locale).map(|(label, _)| label);
        table.with(|t| {
            let (size, runs) = t.as_ref().filter(|(size, _)| *size == n.get())?;
            let caption = td_string!(locale, queens_play.compare_caption, n = size);
            let body = runs
                .iter()
                .map(|run| {
                    let cells = counter_rows(&run.counters, false, locale)
                        .map(|(_, value)| value)
                        .into_iter()
                        .chain([run.counters.cuts])
                        .map(|value| view! { <td>{number(value, locale)}</td> })
                        .collect_view();
                    let status = if run.done {
                        td_string!(locale, queens_play.done)
                    } else {
                        td_string!(locale, queens_play.running)
                    };
                    view! {
                        <tr>
                            <th scope="row">{labels::algorithm(run.algorithm, locale)}</th>
                            {cells}
                            <td>{status}</td>
                        </tr>
                    }
                })
                .collect_view();
            Some(view! {
                <table class="compare-table">
                    <caption>{caption}</caption>
                    <thead>
                        <tr>
                            <th scope="col">{td_string!(locale, queens_play.compare_algorithm)}</th>
                            {headers.map(|h| view! { <th scope="col">{h}</th> }).collect_view()}
                            <th scope="col">{td_string!(locale, teach.tree_cuts_col)}</th>
                            <th scope="col">{td_string!(locale, queens_play.compare_status)}</th>
                        </tr>
                    </thead>
                    <tbody>{body}</tbody>
                </table>
            })
        })
    };
    view! {
        <section class="compare" aria-labelledby="compare-heading">
            <h2 id="compare-heading">{t!(i18n, queens_play.compare_heading)}</h2>
            <p>{t!(i18n, queens_play.compare_text)}</p>
            <button type="button" on:click=start>
                {t!(i18n, queens_play.compare)}
            </button>
            {rows}
            <p class="step-defined">{t!(i18n, teach.tree_size_note)}</p>
            <p class="step-defined">{t!(i18n, queens_play.step_defined)}</p>
        </section>
    }
}
