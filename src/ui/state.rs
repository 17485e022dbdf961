//! The app's shared state: a few signals provided as context, everything else derived from them.

use crate::queens::listing::Listing;
use crate::queens::placement::Placement;
use crate::view::url::View;
use leptos::prelude::*;
use std::sync::Arc;

/// Where the list of the current N stands.
#[derive(Clone, Debug)]
pub enum ListingState {
    /// Nothing to list (another mode is shown).
    Idle,
    /// Being built, a slice at a time; `fraction` of the work is done.
    Building {
        /// The N being listed.
        n: usize,
        /// The share of the build done, 0 to 1.
        fraction: f64,
    },
    /// Built: random access to every listed placement.
    Ready(Arc<Listing>),
}

impl ListingState {
    /// The listing, once built.
    pub fn ready(&self) -> Option<&Listing> {
        match self {
            ListingState::Ready(listing) => Some(listing),
            _ => None,
        }
    }

    /// How many placements are listed (0 until built).
    pub fn listed(&self) -> u64 {
        self.ready().map_or(0, Listing::len)
    }
}

/// The state every component reads; provided once by the app shell.
#[derive(Clone, Copy)]
pub struct AppState {
    /// What is shown: the mode, N, the selected placement… (the address mirrors it).
    pub view: RwSignal<View>,
    /// Messages about bad input or a bad link, shown next to the N field.
    pub messages: RwSignal<Vec<String>>,
    /// The list of the current N (list mode), built off the critical path.
    pub listing: RwSignal<ListingState>,
    /// Bumped by every Solve in count mode, so the same N can be counted again.
    pub count_run: RwSignal<u64>,
    /// The selected placement, computed once per change of selection or list.
    pub selected: Memo<Option<Placement>>,
}

impl AppState {
    /// Creates the state for a first view.
    pub fn new(view: View, messages: Vec<String>) -> Self {
        let view = RwSignal::new(view);
        let listing = RwSignal::new(ListingState::Idle);
        let selected = Memo::new(move |_| {
            let k = view.with(|v| v.selected);
            listing.with(|l| l.ready().and_then(|l| l.get(k)))
        });
        Self {
            view,
            messages: RwSignal::new(messages),
            listing,
            count_run: RwSignal::new(0),
            selected,
        }
    }
}
