//! N-Queens Lab: solvers (pure), the view state, and the Leptos UI over them.

#[cfg(target_arch = "wasm32")]
pub mod clock;
pub mod i18n;
pub mod pages;
pub mod style_sheets;
pub mod text;
#[cfg(target_arch = "wasm32")]
pub mod ui;
pub mod view;
pub mod worker;

pub use nqueens_jobs::limits;
pub use nqueens_solvers::{code, knights, playback, queens, tree};
