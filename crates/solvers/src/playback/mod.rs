//! Stepping through a search, for either puzzle: the [`Trace`] a puzzle supplies, and the
//! [`Timeline`] that seeks to any of its steps and learns its length in budgeted chunks.
//!
//! Pure and puzzle-neutral: it knows neither queens nor knights nor the browser. The page's player
//! (`ui::player`) drives a `Timeline` of whichever trace the page shows.

mod timeline;
mod trace;

pub use timeline::{Timeline, DEFAULT_CHECKPOINT_CAP, MEMORY_BUDGET_BYTES};
pub use trace::Trace;
