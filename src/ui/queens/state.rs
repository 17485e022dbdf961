//! The N-Queens page's own state beside its view: the list being built and the selected
//! placement, provided as context by the page; the list is kept in the page's memory, so that
//! switching pages keeps it.

use crate::queens::listing::Listing;
use crate::queens::placement::Placement;
use crate::ui::page_memory::use_page_memory;
use crate::ui::pages::AppState;
use crate::worker::failure::CountFailure;
use leptos::prelude::*;
use std::cell::RefCell;
use std::sync::Arc;

thread_local! {
    /// The list of the current N, kept while the other page is shown.
    static LISTING: RefCell<ListingState> = const { RefCell::new(ListingState::Idle) };
}

/// Where the list of the current N stands.
#[derive(Clone, Debug)]
pub enum ListingState {
    /// Nothing to list (another mode is shown).
    Idle,
    /// Being built; `fraction` of the work is done.
    Building {
        /// The N being listed.
        n: usize,
        /// The share of the build done, 0 to 1.
        fraction: f64,
    },
    /// The build was stopped by Cancel (Solve builds it again).
    Cancelled {
        /// The share of the build that was done, 0 to 1.
        fraction: f64,
    },
    /// The build in the workers stopped on an error.
    Failed(CountFailure),
    /// Built: random access to every listed placement.
    Ready(Arc<Listing>),
}

impl ListingState {
    /// Whether this is the built list of N = `n`, all placements or the fundamental ones.
    pub fn is_ready_for(&self, n: usize, fundamental: bool) -> bool {
        self.ready()
            .is_some_and(|l| l.n() == n && l.is_fundamental() == fundamental)
    }

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

/// The N-Queens page's state.
#[derive(Clone, Copy)]
pub struct QueensState {
    /// The list of the current N (list mode), built off the critical path.
    pub listing: RwSignal<ListingState>,
    /// Bumped by every Solve, so the same N can be counted again, or a cancelled list built
    /// again.
    pub solve_run: RwSignal<u64>,
    /// The selected placement, computed once per change of selection or list.
    pub selected: Memo<Option<Placement>>,
}

impl QueensState {
    /// Creates the state over the app's view of the page, the list as it was when the page was
    /// last shown.
    pub fn new(app: AppState) -> Self {
        let listing = use_page_memory(&LISTING);
        let selected = Memo::new(move |_| {
            let k = app.queens.selected.get();
            listing.with(|l| l.ready().and_then(|l| l.get(k)))
        });
        Self {
            listing,
            solve_run: RwSignal::new(0),
            selected,
        }
    }
}
