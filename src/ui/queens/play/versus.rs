//! Two searches side by side (`vs=`): the search compared with the player's, in lockstep with it
//! (one step each per step, the timeline seeking both), with its own board, words and counters;
//! the one that ends first says so and waits.

use super::board_overlay::PlayerBoard;
use super::player_mode::search;
use super::teach;
use crate::i18n::i18n::{td_string, use_i18n};
use crate::queens::trace::{Algorithm, Group, Tracer};
use crate::text::labels;
use crate::text::number::number;
use crate::text::queens::counter_rows;
use crate::ui::context::expect_context;
use crate::ui::pages::AppState;
use crate::ui::player::{counted, frame_rows, provide_follower, PlayerControl};
use crate::ui::state::field;
use leptos::prelude::*;

/// The compared search's panel, while the view compares one.
#[component]
pub fn VersusPanel() -> impl IntoView {
    let app = expect_context::<AppState>();
    let versus = field(app.queens.view, |v| v.versus);
    move || {
        versus
            .get()
            .map(|algorithm| view! { <VersusSearch algorithm=algorithm /> })
    }
}

/// The name of the player's own algorithm above its board, while another is compared with it.
#[component]
pub fn VersusName() -> impl IntoView {
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    let versus = field(app.queens.view, |v| v.versus);
    move || {
        versus.get().map(|_| {
            view! {
                <p class="versus-name">
                    {move || labels::algorithm(app.queens.algorithm.get(), i18n.get_locale())}
                </p>
            }
        })
    }
}

/// `algorithm`'s search on the player's board size, in lockstep with the player.
#[component]
fn VersusSearch(algorithm: Algorithm) -> impl IntoView {
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    let leader = expect_context::<PlayerControl>();
    let seed = field(app.queens.view, |v| v.seed);
    let key = Memo::new(move |_| (app.queens.n.get(), algorithm, seed.get()));
    provide_follower(key, search);
    let control = expect_context::<PlayerControl>();
    let total = move || control.scan.with(|s| s.total);
    let step = move || {
        let locale = i18n.get_locale();
        let total = total().map_or_else(|| "…".to_owned(), |t| number(t, locale));
        td_string!(
            locale,
            queens_play.versus_step,
            step = number(control.position.get(), locale),
            total = total
        )
    };
    // Ended before the player's step: it waits there.
    let waits = move || {
        let ended = total().filter(|&t| t < leader.position.get())?;
        Some(td_string!(
            i18n.get_locale(),
            queens_play.versus_waits,
            total = number(ended, i18n.get_locale())
        ))
    };
    // Its steps are the step line's ("Step 40 of 2,980"): the other counters fit one line.
    let counters = frame_rows::<Tracer>(move |f, locale| {
        let local = f.algorithm.group() == Group::LocalSearch;
        let [_steps, others @ ..] = counter_rows(&f.counters, local, locale);
        counted(others, locale)
    });
    let name = move || labels::algorithm(algorithm, i18n.get_locale());
    let words = teach::words();
    view! {
        <section class="versus-panel" aria-labelledby="versus-heading">
            <h2 id="versus-heading" class="versus-name">
                <span class="sr-only">
                    {move || td_string!(i18n.get_locale(), queens_play.versus_board)}": "
                </span>
                {name}
            </h2>
            <div class="versus-board">
                <PlayerBoard />
            </div>
            <p
                class="versus-words"
                aria-live=move || if control.playing.get() { "off" } else { "polite" }
            >
                {move || match waits() {
                    Some(waits) => format!("{} {waits}", words.get()),
                    None => words.get(),
                }}
            </p>
            <div class="versus-counters">
                <p class="versus-step">{step}</p>
                <dl>
                    {move || {
                        counters
                            .get()
                            .into_iter()
                            .map(|(name, value)| view! { <div><dt>{name}</dt><dd>{value}</dd></div> })
                            .collect_view()
                    }}
                </dl>
            </div>
        </section>
    }
}
