//! The parts of the app that load on first use. In the release build (the `split` feature, see
//! `scripts/split.sh`) each is a wasm chunk of its own, fetched the first time it is shown, so the
//! first load carries only the shell and the list; in other builds they are
//! plain `async` functions that are ready at once.
//!
//! Each builds its part untracked: the [`Suspend`] that awaits it would otherwise rebuild the whole
//! part whenever a signal its set-up reads changes.

use super::knights::KnightsPage;
use super::queens::{ConstructPanel, CountPanel, PlayerMode, QueensState};
use super::state::AppState;
use crate::i18n::i18n::{t, use_i18n};
#[cfg(feature = "split")]
use leptos::lazy;
use leptos::prelude::*;
use std::future::Future;

/// The knight's tour page.
#[cfg_attr(feature = "split", lazy)]
pub async fn knights_page() -> AnyView {
    untrack(|| view! { <KnightsPage /> }.into_any())
}

/// The N-Queens page's step-by-step player.
#[cfg_attr(feature = "split", lazy)]
pub async fn queens_player() -> AnyView {
    untrack(|| view! { <PlayerMode /> }.into_any())
}

/// The N-Queens page's counter, on the view's N and workers.
#[cfg_attr(feature = "split", lazy)]
pub async fn queens_counter() -> AnyView {
    untrack(|| {
        let app = expect_context::<AppState>();
        let page = expect_context::<QueensState>();
        let n = Memo::new(move |_| app.queens.with(|v| v.n));
        let workers = Signal::derive(move || app.queens.with(|v| v.workers));
        view! { <CountPanel n=n run=page.count_run workers=workers /> }.into_any()
    })
}

/// The N-Queens page's one placement for large N.
#[cfg_attr(feature = "split", lazy)]
pub async fn queens_construction() -> AnyView {
    untrack(|| view! { <ConstructPanel /> }.into_any())
}

/// Shows a part once its code is loaded (at once when it already is), and a line saying it is
/// loading meanwhile.
pub fn deferred(part: impl Future<Output = AnyView> + Send + 'static) -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <Suspense fallback=move || {
            view! { <p class="loading">{t!(i18n, app.loading)}</p> }
        }>{Suspend::new(part)}</Suspense>
    }
}
