//! The button of a student's run played in the player that goes back to the program.

use crate::i18n::i18n::{t, use_i18n};
use leptos::prelude::*;

/// "Back to your program", calling `back`.
#[component]
pub fn BackToProgram(
    /// Goes back to the program.
    back: Callback<()>,
) -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <button type="button" on:click=move |_| back.run(())>
            {t!(i18n, write.back)}
        </button>
    }
}
