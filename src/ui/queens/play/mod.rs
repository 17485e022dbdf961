//! The mode "Step by step": the backtracking search played event by event, with its board,
//! its own variables, its counters, the solutions found, and a comparison of the algorithms. Its
//! board and panels also play a student's own search ("write your own").

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

pub use board_overlay::PlayerBoard;
pub use counters::CountersPanel;
pub use player_mode::{solution_milestones, PlayerMode};
pub use solution_log::SolutionLog;
pub use state_panel::StatePanel;
pub use teach::{queens_code, queens_tree, words as step_words};
