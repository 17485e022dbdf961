//! The step-by-step player, for either puzzle: an engine over the puzzle's [`Trace`] and the
//! controls every puzzle shares (buttons, speed, timeline, keyboard). Each puzzle brings its own
//! board overlay and panels, which read the engine's frame.
//!
//! [`Trace`]: crate::playback::Trace

mod control;
mod controls;
mod engine;
mod keyboard;
mod layout;
mod page;
pub mod perform;
pub mod predict;
mod side_panels;
pub mod teach;
mod timeline_bar;
mod values_panel;
mod versus;

pub use crate::playback::{Asks, Held};
pub use control::{PlayerControl, Scan, Target};
pub use engine::{Playable, Player, PlayerSource};
pub use layout::PlayerLayout;
pub use page::{result_in, PlayerPage};
pub use values_panel::{counted, frame_rows, Rows, ValuesPanel};
pub use versus::{VersusName, VersusSearch};

use keyboard::install_shortcuts;
use leptos::prelude::*;

/// Starts the player over `source`'s search and gives it to the page's components: its frame
/// (as `Player<T>`, for the board and panels), its controls and its keys.
pub fn provide_player<T, K>(source: PlayerSource<T, K>) -> Player<T>
where
    T: Playable,
    K: Clone + PartialEq + Send + Sync + 'static,
{
    let (player, control) = Player::start(source);
    provide_context(player);
    provide_context(control);
    install_shortcuts(control);
    player
}
