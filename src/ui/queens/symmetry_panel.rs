//! The selected placement's symmetry class, and the choice of which of its variants the board shows.

use super::state::QueensState;
use crate::queens::placement::Placement;
use crate::queens::symmetry::Symmetry;
use crate::ui::radio_group::RadioGroup;
use leptos::prelude::*;

/// How a person names a symmetry.
fn symmetry_label(symmetry: Symmetry) -> &'static str {
    match symmetry {
        Symmetry::Identity => "As listed",
        Symmetry::Rotate90 => "Rotated 90°",
        Symmetry::Rotate180 => "Rotated 180°",
        Symmetry::Rotate270 => "Rotated 270°",
        Symmetry::MirrorColumns => "Mirrored left–right",
        Symmetry::MirrorRows => "Mirrored top–bottom",
        Symmetry::Transpose => "Reflected in the a1 diagonal",
        Symmetry::AntiTranspose => "Reflected in the other diagonal",
    }
}

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
    move || {
        let variants = variants.get();
        (!variants.is_empty()).then(|| {
            let count = variants.len();
            view! {
                <RadioGroup
                    name="variants"
                    legend=format!(
                        "Symmetry class: {count} distinct variant{}",
                        if count == 1 { "" } else { "s" },
                    )
                    options=variants
                        .into_iter()
                        .map(|(symmetry, _)| (symmetry, symmetry_label(symmetry).to_owned()))
                        .collect()
                    selected=shown
                    on_choose=Callback::new(move |symmetry| shown.set(symmetry))
                />
            }
        })
    }
}
