//! The mode "List all": the count, the fundamental switch, the list, the board and the symmetry panel.

use super::placement_list::PlacementList;
use super::state::{ListingState, QueensState};
use super::symmetry_panel::SymmetryPanel;
use crate::queens::symmetry::Symmetry;
use crate::ui::board::Board;
use crate::ui::state::AppState;
use leptos::prelude::*;

/// Why a board of `n` has no placement, in one line; `None` when it has some.
pub fn no_placement_reason(n: usize) -> Option<&'static str> {
    match n {
        2 => Some("On a 2×2 board every square attacks every other, so a second queen never fits."),
        3 => Some("On a 3×3 board any queen not in the middle attacks all but one square, and the middle one attacks everything: three queens never fit."),
        _ => None,
    }
}

/// The list of placements beside the board.
#[component]
pub fn ListMode() -> impl IntoView {
    let state = expect_context::<AppState>();
    let page = expect_context::<QueensState>();
    let n = Signal::derive(move || state.queens.with(|v| v.n));
    let fundamental = Memo::new(move |_| state.queens.with(|v| v.fundamental));
    let shown = RwSignal::new(Symmetry::Identity);
    let placement = Signal::derive(move || {
        let symmetry = shown.get();
        page.selected
            .with(|p| p.as_ref().map(|p| symmetry.apply(p)))
    });
    let status = move || {
        page.listing.with(|listing| match listing {
            ListingState::Ready(listing) if listing.is_fundamental() => {
                format!("Number of fundamental placements = {}", listing.len())
            }
            ListingState::Ready(listing) => format!("Number of placements = {}", listing.len()),
            ListingState::Building { n, fraction } => {
                format!("Preparing the list for N = {n}: {:.0} %", fraction * 100.0)
            }
            ListingState::Idle => String::new(),
        })
    };
    let building = move || {
        page.listing.with(|listing| match listing {
            ListingState::Building { fraction, .. } => Some(view! {
                <progress max="1" value=*fraction aria-label="Preparing the list"></progress>
            }),
            _ => None,
        })
    };
    let toggle = move |ev: leptos::ev::Event| {
        let on = event_target_checked(&ev);
        state.queens.update(|v| {
            v.fundamental = on;
            v.selected = 0;
        });
    };
    view! {
        <section class="summary" aria-label="Result">
            <p class="count" role="status">{status}</p>
            {building}
            <p class="explanation">{move || no_placement_reason(n.get())}</p>
            <label class="switch">
                <input type="checkbox" prop:checked=move || fundamental.get() on:change=toggle />
                "Fundamental only (one placement per class of rotations and reflections)"
            </label>
        </section>
        <div class="workspace">
            <section class="listing" aria-label="All placements">
                <PlacementList />
            </section>
            <section class="board-panel" aria-label="Board">
                <Board n=n placement=placement />
                // The whole row, which a narrow list cuts short for large N.
                <p class="selected-text">
                    {move || {
                        page.selected.with(|p| {
                            p.as_ref().map(|p| {
                                let k = state.queens.with(|v| v.selected) + 1;
                                format!("Placement {k}: {}", p.coordinates_text())
                            })
                        })
                    }}
                </p>
                <SymmetryPanel shown=shown />
            </section>
        </div>
    }
}
