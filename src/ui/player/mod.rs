//! The mode "Step by step": the backtracking search played event by event, with its board,
//! its own variables, its counters, the solutions found, and a comparison of the algorithms.

mod board_overlay;
mod compare;
mod controls;
mod counters;
mod driver;
mod keyboard;
mod legend;
mod player_mode;
mod solution_log;
mod state_panel;
mod timeline_bar;

pub use driver::{Player, Scan, Target};
pub use player_mode::PlayerMode;
