//! The solutions found up to the step shown, latest first; a click jumps to one.

use crate::i18n::i18n::{t, td_string, use_i18n};
use crate::queens::trace::Tracer;
use crate::text::number::number;
use crate::ui::context::expect_context;
use crate::ui::player::{Player, PlayerControl, Target};
use leptos::prelude::*;

/// How many of the latest solutions the log shows.
const SHOWN: u64 = 50;

/// The log of solutions found so far, in the C# program's coordinates `(x,y)`: the latest
/// [`SHOWN`], each a button that goes to the step where it was found.
#[component]
pub fn SolutionLog() -> impl IntoView {
    let player = expect_context::<Player<Tracer>>();
    let control = expect_context::<PlayerControl>();
    let found = Memo::new(move |_| {
        player
            .frame
            .with(|f| f.as_ref().map_or(0, |f| f.counters.solutions))
    });
    let entries = Memo::new(move |_| {
        let found = found.get();
        player
            .read_timeline(|t| {
                (found.saturating_sub(SHOWN)..found)
                    .rev()
                    .filter_map(|i| {
                        let placement = t.milestones().get(i)?;
                        Some((i, t.milestone_step(i)?, placement.to_string()))
                    })
                    .collect::<Vec<_>>()
            })
            .unwrap_or_default()
    });
    let i18n = use_i18n();
    let summary = move || {
        let locale = i18n.get_locale();
        match found.get() {
            0 => td_string!(locale, queens_play.none_found).to_owned(),
            k if k <= SHOWN => td_string!(locale, queens_play.found, count = number(k, locale)),
            k => td_string!(
                locale,
                queens_play.found_latest,
                count = number(k, locale),
                shown = SHOWN
            ),
        }
    };
    let items = move || {
        entries
            .get()
            .into_iter()
            .map(|(index, step, text)| {
                let go = move |_| control.seek(Target::step(step));
                view! {
                    <li>
                        <button type="button" class="solution" on:click=go>
                            <span class="solution-number">
                                {move || format!("{}: ", number(index + 1, i18n.get_locale()))}
                            </span>
                            {text}
                        </button>
                    </li>
                }
            })
            .collect_view()
    };
    view! {
        <section class="solution-log" aria-labelledby="solutions-heading">
            <h2 id="solutions-heading">{t!(i18n, queens_play.solutions_heading)}</h2>
            <p class="solution-summary">{summary}</p>
            <ul class="solutions">{items}</ul>
        </section>
    }
}
