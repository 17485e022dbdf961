//! Two searches side by side on the knight's tour page (`vs=`): the method compared with the
//! player's, from the same start on the same board ([`VersusSearch`]).

use super::{teach, trace, KnightsBoard};
use crate::i18n::i18n::use_i18n;
use crate::knights::trace::{Frame, Method};
use crate::text::knights::{counter_rows, method as method_name};
use crate::text::Locale;
use crate::ui::chunks::{deferred_while, part};
use crate::ui::context::expect_context;
use crate::ui::pages::AppState;
use crate::ui::player::{counted, Rows, VersusName, VersusSearch};
use crate::ui::state::field;
use leptos::prelude::*;

part!(
    /// The compared search's panel, loaded when a search is first compared.
    knights_versus => view! { <ComparedSearch /> }.into_any()
);

/// The compared search's panel, while the view compares one.
#[component]
pub fn KnightsVersusPanel() -> impl IntoView {
    let app = expect_context::<AppState>();
    deferred_while(
        field(app.knights.view, |v| v.versus.is_some()),
        || Box::pin(knights_versus()),
        crate::parts::KNIGHTS_VERSUS.sheets,
    )
}

/// The compared search of the view's method.
#[component]
fn ComparedSearch() -> impl IntoView {
    let app = expect_context::<AppState>();
    let versus = field(app.knights.view, |v| v.versus);
    move || {
        versus
            .get()
            .map(|method| view! { <KnightsVersus method=method /> })
    }
}

/// The name of the player's own method above its board, while another is compared with it.
#[component]
pub fn KnightsVersusName() -> impl IntoView {
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    let versus = field(app.knights.view, |v| v.versus);
    let name = Signal::derive(move || {
        versus
            .get()
            .map(|_| method_name(app.knights.method.get(), i18n.get_locale()).to_owned())
    });
    view! { <VersusName name=name /> }
}

/// The counters of a compared search.
fn counters(frame: &Frame, locale: Locale) -> Rows {
    counted(counter_rows(&frame.counters, locale), locale)
}

/// `method`'s search from the player's board and start, in lockstep with the player.
#[component]
fn KnightsVersus(method: Method) -> impl IntoView {
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    let key = Memo::new(move |_| (app.knights.size.get(), app.knights.start.get(), method));
    let name = Signal::derive(move || method_name(method, i18n.get_locale()).to_owned());
    view! {
        <VersusSearch
            key=key
            make=trace
            name=name
            board=|| view! { <KnightsBoard /> }.into_any()
            words=teach::words
            counters=counters
        />
    }
}
