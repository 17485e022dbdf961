//! The player's keyboard shortcuts, anywhere on the page but in text fields.

use super::control::{PlayerControl, Target};
use crate::view::player::{shortcut, Shortcut};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// Space plays or pauses, ←/→ step, Home/End go to the ends, +/− change the speed, for as
/// long as the calling component is on the page.
pub fn install_shortcuts(player: PlayerControl) {
    let handle = window_event_listener(leptos::ev::keydown, move |ev| {
        if ev.ctrl_key() || ev.meta_key() || ev.alt_key() || ev.default_prevented() {
            return;
        }
        let (tag, input_type) = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .map(|e| {
                let kind = e.get_attribute("type").unwrap_or_default();
                (e.tag_name().to_ascii_lowercase(), kind.to_ascii_lowercase())
            })
            .unwrap_or_default();
        let Some(action) = shortcut(&ev.key(), &tag, &input_type) else {
            return;
        };
        ev.prevent_default();
        match action {
            Shortcut::TogglePlay => player.toggle(),
            Shortcut::Step(forward) => player.step(forward),
            Shortcut::Start => player.seek(Target::step(0)),
            Shortcut::End => player.seek(Target::step(u64::MAX)),
            Shortcut::Faster => player.change_speed(true),
            Shortcut::Slower => player.change_speed(false),
        }
    });
    on_cleanup(move || handle.remove());
}
