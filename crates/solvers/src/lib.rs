//! N-Queens Lab's solvers: the N-Queens placements and counts, the knight's tours, and the
//! step-by-step traces the player shows. Pure Rust with no dependency: they know nothing of the
//! browser. A crate of their own so that release builds optimise them for speed (see the
//! workspace's `Cargo.toml`) while the page's UI is optimised for size.

pub mod code;
pub mod dice;
pub mod knights;
pub mod playback;
pub mod queens;
pub mod tree;
