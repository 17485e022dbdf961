//! Words and numbers as a reader of each language expects them: numbers grouped by the language's
//! rules, durations, and the typed messages rendered at the edge. Pure: tested natively.

pub mod code;
pub mod duration;
pub mod knights;
pub mod labels;
pub mod language;
pub mod lesson;
pub mod message;
pub mod number;
pub mod perform;
pub mod predict;
pub mod queens;
pub mod tour_predict;

pub use crate::i18n::Locale;
