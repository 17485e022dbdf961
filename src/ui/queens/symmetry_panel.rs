//! The selected placement's symmetry class, and the choice of which of its variants the board shows.

use super::state::QueensState;
use crate::i18n::i18n::{td_string, use_i18n};
use crate::queens::placement::Placement;
use crate::queens::symmetry::Symmetry;
use crate::text::labels;
use crate::ui::context::expect_context;
use crate::ui::radio_group::RadioGroup;
use leptos::prelude::*;

/// The distinct variants of `placement`, each named by the first symmetry that makes it.
fn distinct_variants(placement: &Placement) -> Vec<(Symmetry, Placement)> {
    let mut seen: Vec<(Symmetry, Placement)> = Vec::with_capacity(8);
    for symmetry in Symmetry::ALL {
        let image = symmetry.apply(placement);
        if !seen.iter().any(|(_, p)| *p == image) {
            seen.push((symmetry, image));
        }
    }
    seen
}

/// The class size of the selected placement and a radio group of its distinct variants; the one
/// chosen goes to `shown`, which the board draws.
#[component]
pub fn SymmetryPanel(
    /// The symmetry applied to the selected placement on the board.
    shown: RwSignal<Symmetry>,
) -> impl IntoView {
    let page = expect_context::<QueensState>();
    let variants = Memo::new(move |_| {
        page.selected
            .with(|p| p.as_ref().map(distinct_variants).unwrap_or_default())
    });
    // A new placement starts as listed.
    Effect::new(move |_| {
        page.selected.track();
        shown.set(Symmetry::Identity);
    });
    let i18n = use_i18n();
    // The group is made once and its buttons follow the variants (made anew for each placement,
    // what they held would pile up until the list goes).
    let legend = Signal::derive(move || {
        let locale = i18n.get_locale();
        match variants.with(Vec::len) {
            1 => td_string!(locale, symmetry.class_single).to_owned(),
            count => td_string!(locale, symmetry.class_many, count = count),
        }
    });
    let label =
        Callback::new(move |symmetry| labels::symmetry(symmetry, i18n.get_locale()).to_owned());
    let choose = Callback::new(move |symmetry| shown.set(symmetry));
    let options = Signal::derive(move || {
        variants.with(|v| v.iter().map(|(symmetry, _)| *symmetry).collect::<Vec<_>>())
    });
    view! {
        <Show when=move || variants.with(|v| !v.is_empty())>
            <RadioGroup
                name="variants"
                legend=legend
                options=options
                label=label
                selected=shown
                on_choose=choose
            />
        </Show>
    }
}
