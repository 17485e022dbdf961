//! The step-by-step player, for either puzzle: an engine over the puzzle's [`Trace`] and the
//! controls every puzzle shares (buttons, speed, timeline, keyboard). Each puzzle brings its own
//! board overlay and panels, which read the engine's frame.
//!
//! [`Trace`]: crate::playback::Trace

mod control;
mod controls;
mod engine;
mod keyboard;
mod side_panels;
mod timeline_bar;

pub use control::{PlayerControl, Scan, Target};
pub use controls::Controls;
pub use engine::{Playable, Player, PlayerSource};
pub use keyboard::install_shortcuts;
pub use side_panels::SidePanels;
pub use timeline_bar::TimelineBar;
