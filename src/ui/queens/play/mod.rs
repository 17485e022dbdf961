//! The mode "Step by step": the backtracking search played event by event, with its board,
//! its own variables, its counters, the solutions found, and a comparison of the algorithms.

mod algorithm_choice;
mod board_overlay;
mod compare;
mod counters;
mod legend;
mod perform;
mod player_mode;
mod predict;
mod solution_log;
mod state_panel;
mod teach;
mod versus;

pub use player_mode::PlayerMode;
