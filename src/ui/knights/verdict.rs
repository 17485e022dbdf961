//! Whether a tour exists for the view, and why (or why not), said at once, before any search.

use crate::i18n::i18n::{td_string, use_i18n};
use crate::knights::play::{check, hopeless, Unplayable};
use crate::knights::trace::KnightTracer;
use crate::text::knights::{evidence, unplayable};
use crate::ui::context::expect_context;
use crate::ui::pages::AppState;
use crate::ui::player::Player;
use leptos::prelude::*;

/// The verdict for the view's board, start and method: the theorem or the evidence, in words. When
/// the rules allow a tour but the solver found none, it says so too.
#[component]
pub fn Verdict() -> impl IntoView {
    let app = expect_context::<AppState>();
    let player = expect_context::<Player<KnightTracer>>();
    let i18n = use_i18n();
    let key = Memo::new(move |_| {
        (
            app.knights.size.get(),
            app.knights.start.get(),
            app.knights.method.get(),
        )
    });
    let verdict = Memo::new(move |_| {
        let (size, start, method) = key.get();
        check(size, start, method)
    });
    let playable = Memo::new(move |_| player.frame.with(Option::is_some));
    let text = move || {
        let locale = i18n.get_locale();
        let (size, start, _) = key.get();
        match verdict.get() {
            Ok(_) if !playable.get() => unplayable(&Unplayable::NotFound, locale),
            Ok(found) => evidence(found, size, start, locale),
            Err(problem) => unplayable(&problem, locale),
        }
    };
    // Said before Play: a tour exists, but the fixed order will not find it on a large board.
    let hopeless = move || {
        let (size, _, method) = key.get();
        (hopeless(size, method) && verdict.with(Result::is_ok)).then(|| {
            view! {
                <p class="verdict hopeless">
                    {move || td_string!(i18n.get_locale(), knights.hopeless)}
                </p>
            }
        })
    };
    view! {
        <p
            class="verdict"
            class:no-tour=move || verdict.with(Result::is_err)
            role="status"
        >
            {text}
        </p>
        {hopeless}
    }
}
