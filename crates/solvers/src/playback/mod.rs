//! Stepping through a search, for either puzzle: the [`Trace`] a puzzle supplies, the
//! [`Timeline`] that seeks to any of its steps and learns its length in budgeted chunks, how far
//! that scan has got ([`Scan`]), the player's [`Engine`] over them, and the [`Question`]s it asks
//! before a step.
//!
//! Pure and puzzle-neutral: it knows neither queens nor knights nor the browser. The page's player
//! (`ui::player`) feeds an `Engine` of whichever trace the page shows with its signals and timers.

mod engine;
mod question;
mod scan;
mod timeline;
mod trace;

pub use engine::{Asks, Clamped, Engine, Held, Target, OWN_STEPS, PUBLISH_MS};
pub use question::{Graded, Kinds, Question};
pub use scan::Scan;
pub use timeline::{Timeline, DEFAULT_CHECKPOINT_CAP, MEMORY_BUDGET_BYTES};
pub use trace::Trace;
