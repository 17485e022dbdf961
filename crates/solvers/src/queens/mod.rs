//! N-Queens, pure: no browser, no UI. Everything here runs natively and in wasm.

pub mod constellation;
pub mod construct;
pub mod count;
pub mod enumerate;
pub mod index;
pub mod known;
pub mod listing;
pub mod min_conflicts;
pub mod placement;
pub mod position;
pub mod search;
pub mod symmetry;
pub mod trace;
