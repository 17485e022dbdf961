//! The app's shared state: a few signals provided as context, everything else derived from them.

use crate::queens::enumerate::Placements;
use crate::queens::placement::Placement;
use crate::view::url::View;
use leptos::prelude::*;
use std::sync::Arc;

/// The largest N whose placements are listed: N = 12 has 14,200 placements, enumerated in a few
/// milliseconds; N = 13 (73,712) would already keep the page busy for a noticeable moment.
pub const MAX_LIST_N: usize = 12;

/// Every placement of one N, in the seeds' order.
pub type Listing = Arc<Vec<Placement>>;

/// The state every component reads; provided once by the app shell.
#[derive(Clone, Copy)]
pub struct AppState {
    /// What is shown: N and the selected placement (the address mirrors it).
    pub view: RwSignal<View>,
    /// Messages about bad input or a bad link, shown next to the N field.
    pub messages: RwSignal<Vec<String>>,
    /// The placements of the current N, recomputed only when N changes.
    pub listing: Memo<Listing>,
}

impl AppState {
    /// Creates the state for a first view.
    pub fn new(view: View, messages: Vec<String>) -> Self {
        let view = RwSignal::new(view);
        let n = Memo::new(move |_| view.with(|v| v.n));
        let listing = Memo::new_with_compare(
            move |_| Arc::new(Placements::new(n.get()).collect::<Vec<_>>()),
            |old, new| !matches!((old, new), (Some(a), Some(b)) if Arc::ptr_eq(a, b)),
        );
        Self {
            view,
            messages: RwSignal::new(messages),
            listing,
        }
    }

    /// The selected placement, if the listing has any.
    pub fn selected_placement(&self) -> Option<Placement> {
        let selected = self.view.with(|v| v.selected);
        self.listing
            .with(|listing| listing.get(selected as usize).cloned())
    }
}
