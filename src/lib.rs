//! N-Queens Lab: solvers (pure), the view state, and the Leptos UI over them.

pub mod queens;
pub mod view;
#[cfg(target_arch = "wasm32")]
pub mod ui;
