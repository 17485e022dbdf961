//! Words and numbers as a reader of each language expects them: the page's texts in four
//! languages ([`i18n`], compiled in), numbers grouped by the language's rules, durations, the
//! board in words, and the typed messages rendered at the edge. Over the view and the solvers,
//! under the UI: tested natively.

pub mod board;
pub mod code;
pub mod describe;
pub mod duration;
pub mod i18n;
pub mod knights;
pub mod labels;
pub mod language;
pub mod lesson;
pub mod message;
pub mod number;
pub mod perform;
pub mod predict;
pub mod queens;
pub mod rule;
pub mod write;

pub use crate::i18n::Locale;

/// The address, with the page's languages.
pub type Address = nqueens_view::url::Address<Locale>;
