//! The page inside another one (`embed=1`, in slides or a course page): `embedded` on `<html>`
//! leaves the board and the player (the style sheet hides the rest), and a small link opens the
//! whole page in a new tab.

use super::pages::AppState;
use super::root_class::root_class;
use crate::i18n::i18n::{t, use_i18n};
use crate::text::Address;
use crate::ui::context::expect_context;
use crate::view::url::to_query;
use leptos::prelude::*;

/// Keeps `embedded` on `<html>` while the address says `embed=1`.
pub fn apply_embed(app: AppState) {
    root_class("embedded", move || app.embed.get());
}

/// The link from an embedded page to the whole page, in a new tab (nothing when not embedded).
#[component]
pub fn EmbedLink() -> impl IntoView {
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    let whole = move || {
        let address = Address {
            embed: false,
            ..app.address(i18n.get_locale())
        };
        to_query(&address)
    };
    move || {
        app.embed.get().then(|| {
            view! {
                <a class="embed-link" href=whole target="_blank" rel="noopener">
                    {t!(i18n, app.open_full)}
                </a>
            }
        })
    }
}
