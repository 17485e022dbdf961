//! A solved board: which placement of the list it is (counted like the other answers), a link
//! to it, its symmetry class and whether it is the class's fundamental placement.

use super::answers::{use_answers, Answer};
use crate::i18n::i18n::{t, td_string, use_i18n};
use crate::queens::known::known_total;
use crate::queens::placement::Placement;
use crate::queens::position::Position;
use crate::queens::symmetry::{canonical, class_size};
use crate::text::board::square_list;
use crate::text::number::number;
use crate::text::Address;
use crate::ui::context::expect_context;
use crate::ui::pages::AppState;
use crate::view::mode::Mode;
use crate::view::url::to_query;
use crate::worker::schedule::Schedule;
use leptos::prelude::*;

/// What the page says of a solved board `placement`.
#[component]
pub fn Solved(
    /// The student's placement.
    placement: Placement,
) -> impl IntoView {
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    let rank = use_answers();
    let Some(position) = Position::of_rows(&placement, placement.n()) else {
        return ().into_any();
    };
    rank.ask(
        position,
        Schedule::before(&placement),
        app.queens.workers.get_untracked(),
    );
    let n = placement.n();
    let total = known_total(n).unwrap_or_default();
    let index = move || match rank.answer(&position) {
        Answer::Counted(before) => Some(before.count),
        _ => None,
    };
    let headline = move || {
        let locale = i18n.get_locale();
        match index() {
            Some(before) => td_string!(
                locale,
                try_it.solved,
                k = number(before + 1, locale),
                total = number(total, locale)
            ),
            None => td_string!(locale, try_it.finding).to_owned(),
        }
    };
    // The list's view with this placement selected.
    let listed = move || {
        let before = index()?;
        let mut view = app.queens.view.get().with_mode(Mode::List).with_n(n);
        view.selected = before;
        Some(view)
    };
    let link = move || {
        let view = listed()?;
        let address = Address {
            queens: view,
            ..app.address(i18n.get_locale())
        };
        let href = to_query(&address);
        let open = move |ev: leptos::ev::MouseEvent| {
            let plain = ev.button() == 0 && !(ev.ctrl_key() || ev.meta_key() || ev.shift_key());
            if plain {
                ev.prevent_default();
                app.queens.view.set(view);
            }
        };
        Some(view! { <a href=href on:click=open>{t!(i18n, try_it.show)}</a> })
    };
    let fundamental = canonical(&placement);
    let is_fundamental = fundamental == placement;
    let variants = class_size(&placement);
    let class_words = move || {
        let locale = i18n.get_locale();
        let class = match variants {
            1 => td_string!(locale, symmetry.class_single).to_owned(),
            count => td_string!(locale, symmetry.class_many, count = count),
        };
        let which = if is_fundamental {
            td_string!(locale, try_it.fundamental).to_owned()
        } else {
            td_string!(
                locale,
                try_it.variant,
                squares = square_list(n, fundamental.squares())
            )
        };
        format!("{class}. {which}")
    };
    view! {
        <div class="try-solved">
            <p class="count" role="status">{headline}</p>
            {link}
            <p>{class_words}</p>
        </div>
    }
    .into_any()
}
