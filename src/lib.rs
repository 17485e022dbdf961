//! N-Queens Lab: solvers (pure), the view state, and the Leptos UI over them.

pub mod queens;
