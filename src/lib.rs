//! N-Queens Lab: the Leptos UI over the layers under it, each a crate of its own: the solvers
//! (pure), the counting workers' jobs, the view as plain data and the words. The layers are
//! re-exported here under the names the UI uses.

#[cfg(target_arch = "wasm32")]
pub mod clock;
pub mod parts;
pub mod style_sheets;
#[cfg(target_arch = "wasm32")]
pub mod ui;
pub mod worker;

pub use nqueens_jobs::limits;
pub use nqueens_solvers::{code, knights, playback, queens, tree};
pub use nqueens_view as view;
pub use nqueens_words as text;
pub use nqueens_words::i18n;
