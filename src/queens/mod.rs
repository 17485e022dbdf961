//! N-Queens, pure: no browser, no UI. Everything here runs natively and in wasm.

pub mod enumerate;
pub mod placement;
