//! The N-Queens page: the N form and, by mode, the list, the count, the construction or the
//! player.

mod count_panel;
mod count_time;
mod fields;
mod growth;
mod list_mode;
mod list_workers;
mod listing_build;
mod min_conflicts_growth;
mod min_conflicts_run;
mod n_form;
mod one_placement;
mod parts;
mod placement_list;
mod play;
mod scaled_board;
mod state;
mod symmetry_panel;
mod try_it;
mod write;

pub use fields::QueensFields;
pub use listing_build::build_listings;
pub use placement_list::PlacementList;
pub use state::{ListingState, QueensState};

use crate::i18n::i18n::{td_string, use_i18n};
use crate::ui::chunks::deferred;
use crate::ui::context::expect_context;
use crate::ui::pages::AppState;
use crate::view::mode::Mode;
use leptos::prelude::*;
use list_mode::ListMode;
use n_form::NForm;
use parts::{queens_counter, queens_growth, queens_one_placement, queens_player, queens_try};

/// The N-Queens page.
#[component]
pub fn QueensPage() -> impl IntoView {
    let app = expect_context::<AppState>();
    let page = QueensState::new(app);
    provide_context(page);
    build_listings(app, page);
    let mode = app.queens.mode;
    let i18n = use_i18n();
    view! {
        <section
            class="controls"
            aria-label=move || td_string!(i18n.get_locale(), form.problem)
        >
            <NForm />
        </section>
        {move || match mode.get() {
            Mode::List => view! { <ListMode /> }.into_any(),
            Mode::Count => deferred(Box::pin(queens_counter()), crate::parts::QUEENS_COUNTER.sheets).into_any(),
            Mode::One => deferred(Box::pin(queens_one_placement()), crate::parts::QUEENS_ONE_PLACEMENT.sheets).into_any(),
            Mode::Play => deferred(Box::pin(queens_player()), crate::parts::QUEENS_PLAYER.sheets).into_any(),
            Mode::Try => deferred(Box::pin(queens_try()), crate::parts::QUEENS_TRY.sheets).into_any(),
            Mode::Growth => deferred(Box::pin(queens_growth()), crate::parts::QUEENS_GROWTH.sheets).into_any(),
            Mode::Code => deferred(Box::pin(queens_player()), crate::parts::QUEENS_PLAYER.sheets).into_any(),
        }}
    }
}
