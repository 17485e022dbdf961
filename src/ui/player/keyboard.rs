//! The player's keyboard shortcuts, anywhere on the page but in text fields.

use super::control::{PlayerControl, Target};
use crate::ui::focus::{as_focus, focus_of, for_the_page};
use crate::view::shortcuts::{player_key, PlayerKey};
use leptos::prelude::*;

/// Space plays or pauses, ←/→ and PageUp/PageDown step, Home/End go to the ends, +/− change the
/// speed, for as long as the calling component is on the page; none of them while the student
/// performs the search.
pub fn install_shortcuts(player: PlayerControl) {
    let handle = window_event_listener(leptos::ev::keydown, move |ev| {
        if !for_the_page(&ev) || player.performing.get_untracked() {
            return;
        }
        let focus = focus_of(&ev);
        let Some(action) = player_key(&ev.key(), as_focus(&focus)) else {
            return;
        };
        ev.prevent_default();
        match action {
            PlayerKey::TogglePlay => player.toggle(),
            PlayerKey::Step(forward) => player.step(forward),
            PlayerKey::Start => player.seek(Target::step(0)),
            PlayerKey::End => player.seek(Target::step(u64::MAX)),
            PlayerKey::Faster => player.change_speed(true),
            PlayerKey::Slower => player.change_speed(false),
        }
    });
    on_cleanup(move || handle.remove());
}
