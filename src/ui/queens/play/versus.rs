//! Two searches side by side on the N-Queens page (`vs=`): the algorithm compared with the
//! player's, on the same board and seed ([`VersusSearch`]).

use super::board_overlay::PlayerBoard;
use super::player_mode::search;
use super::teach;
use crate::i18n::i18n::use_i18n;
use crate::queens::trace::{Algorithm, Frame, Group};
use crate::text::labels;
use crate::text::queens::counter_rows;
use crate::text::Locale;
use crate::ui::chunks::{deferred_while, part};
use crate::ui::context::expect_context;
use crate::ui::pages::AppState;
use crate::ui::player::{counted, Rows, VersusName, VersusSearch};
use crate::ui::state::field;
use leptos::prelude::*;

part!(
    /// The compared search's panel, loaded when a search is first compared.
    queens_versus => view! { <ComparedSearch /> }.into_any()
);

/// The compared search's panel, while the view compares one.
#[component]
pub fn VersusPanel() -> impl IntoView {
    let app = expect_context::<AppState>();
    deferred_while(
        field(app.queens.view, |v| v.versus.is_some()),
        || Box::pin(queens_versus()),
        crate::parts::QUEENS_VERSUS.sheets,
    )
}

/// The compared search of the view's algorithm.
#[component]
fn ComparedSearch() -> impl IntoView {
    let app = expect_context::<AppState>();
    let versus = field(app.queens.view, |v| v.versus);
    move || {
        versus
            .get()
            .map(|algorithm| view! { <QueensVersus algorithm=algorithm /> })
    }
}

/// The name of the player's own algorithm above its board, while another is compared with it.
#[component]
pub fn QueensVersusName() -> impl IntoView {
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    let versus = field(app.queens.view, |v| v.versus);
    let name = Signal::derive(move || {
        versus
            .get()
            .map(|_| labels::algorithm(app.queens.algorithm.get(), i18n.get_locale()).to_owned())
    });
    view! { <VersusName name=name /> }
}

/// The counters of a compared search: its steps are its step line's ("Step 40 of 2,980"), so
/// that the others fit one line.
fn counters(frame: &Frame, locale: Locale) -> Rows {
    let local = frame.algorithm.group() == Group::LocalSearch;
    let [_steps, others @ ..] = counter_rows(&frame.counters, local, locale);
    counted(others, locale)
}

/// `algorithm`'s search on the player's board size and seed, in lockstep with the player.
#[component]
fn QueensVersus(algorithm: Algorithm) -> impl IntoView {
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    let seed = field(app.queens.view, |v| v.seed);
    let key = Memo::new(move |_| (app.queens.n.get(), algorithm, seed.get()));
    let name = Signal::derive(move || labels::algorithm(algorithm, i18n.get_locale()).to_owned());
    view! {
        <VersusSearch
            key=key
            make=search
            name=name
            board=|| view! { <PlayerBoard /> }.into_any()
            words=teach::words
            counters=counters
        />
    }
}
