//! The same N under every algorithm, run to the end in slices: the work each does, side by side.

use super::driver::Player;
use crate::queens::trace::{Algorithm, Counters, Tracer};
use crate::view::player::{counter_rows, grouped};
use gloo_timers::future::TimeoutFuture;
use leptos::prelude::*;
use leptos::task::spawn_local;

/// How long one slice of the comparison may hold the UI thread, in milliseconds.
const SLICE_MS: f64 = 8.0;

/// Steps between two looks at the clock.
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
    let player = expect_context::<Player>();
    let app = player.app();
    let n = Memo::new(move |_| app.view.with(|v| v.n));
    // The N compared and its runs.
    let table = RwSignal::new(None::<(usize, Vec<Run>)>);
    let generation = StoredValue::new(0u64);
    let start = move |_| {
        generation.update_value(|g| *g += 1);
        let mine = generation.get_value();
        let size = n.get_untracked();
        let mut tracers: Vec<Tracer> = Algorithm::ALL
            .into_iter()
            .filter_map(|a| Tracer::new(a, size).ok())
            .collect();
        table.set(Some((size, runs(&tracers))));
        spawn_local(async move {
            loop {
                TimeoutFuture::new(0).await;
                let current = (generation.try_get_value(), n.try_get_untracked());
                if current != (Some(mine), Some(size)) {
                    return;
                }
                let going = tracers.iter().filter(|t| !t.is_finished()).count();
                let share = SLICE_MS / going.max(1) as f64;
                for tracer in tracers.iter_mut().filter(|t| !t.is_finished()) {
                    let started = js_sys::Date::now();
                    while !tracer.run(CHUNK) && js_sys::Date::now() - started < share {}
                }
                table.set(Some((size, runs(&tracers))));
                if tracers.iter().all(Tracer::is_finished) {
                    return;
                }
            }
        });
    };
    let headers = counter_rows(&Counters::default()).map(|(label, _)| label);
    let rows = move || {
        table.with(|t| {
            let (size, runs) = t.as_ref().filter(|(size, _)| *size == n.get())?;
            let caption = format!("Every algorithm on N = {size}, each run to its end");
            let body = runs
                .iter()
                .map(|run| {
                    let cells = counter_rows(&run.counters)
                        .map(|(_, value)| view! { <td>{grouped(value)}</td> })
                        .collect_view();
                    view! {
                        <tr>
                            <th scope="row">{run.algorithm.label()}</th>
                            {cells}
                            <td>{if run.done { "done" } else { "running…" }}</td>
                        </tr>
                    }
                })
                .collect_view();
            Some(view! {
                <table class="compare-table">
                    <caption>{caption}</caption>
                    <thead>
                        <tr>
                            <th scope="col">"Algorithm"</th>
                            {headers.map(|h| view! { <th scope="col">{h}</th> }).collect_view()}
                            <th scope="col">"Status"</th>
                        </tr>
                    </thead>
                    <tbody>{body}</tbody>
                </table>
            })
        })
    };
    view! {
        <section class="compare" aria-labelledby="compare-heading">
            <h2 id="compare-heading">"Compare the algorithms"</h2>
            <p>
                "The same N under every algorithm: scanning the queens already placed costs far more conflict checks than looking up flag arrays or bitmasks."
            </p>
            <button type="button" on:click=start>
                "Compare all algorithms"
            </button>
            {rows}
        </section>
    }
}
