//! The switches that show or hide the code and the search tree beside the board.

use crate::i18n::i18n::{t, use_i18n};
use crate::ui::context::expect_context;
use crate::ui::player::PlayerControl;
use crate::view::player::Shown;
use leptos::prelude::*;

/// One check box of the views: `on` reads the view's state, `set` changes it.
#[component]
fn Switch(
    on: fn(&Shown) -> &bool,
    set: fn(&mut Shown) -> &mut bool,
    children: Children,
) -> impl IntoView {
    let control = expect_context::<PlayerControl>();
    let change = move |ev| {
        let mut next = control.shown.get_untracked();
        *set(&mut next) = event_target_checked(&ev);
        control.show(next);
    };
    view! {
        <label>
            <input type="checkbox" prop:checked=move || *on(&control.shown.get()) on:change=change />
            {children()}
        </label>
    }
}

/// Two check boxes, "Code" and "Search tree"; the choice goes to the address and is remembered.
#[component]
pub fn TeachSwitches() -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <fieldset class="teach-switches">
            <legend>{t!(i18n, teach.views)}</legend>
            <Switch on=|s| &s.code set=|s| &mut s.code>
                {t!(i18n, teach.show_code)}
            </Switch>
            <Switch on=|s| &s.tree set=|s| &mut s.tree>
                {t!(i18n, teach.show_tree)}
            </Switch>
        </fieldset>
    }
}
