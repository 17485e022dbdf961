//! The lesson's keys in both of its windows: PageDown and PageUp (a clicker's) move between the
//! scenes, captured at the window before the list's and the player's own; in the class's window
//! Esc leaves the lesson and `V` opens the speaker view.

use super::open_lesson::ShownLesson;
use super::open_speaker_view;
use crate::ui::focus::{as_focus, focus_of, for_the_page};
use crate::ui::pages::AppState;
use crate::ui::presenter::Presenter;
use leptos::prelude::*;
use leptos_use::{use_event_listener_with_options, UseEventListenerOptions};

/// Whether the toolbar's menu is open (on a phone), which Esc closes.
fn menu_open() -> bool {
    document()
        .query_selector(".toolbar-menu.open")
        .ok()
        .flatten()
        .is_some()
}

/// Listens to the lesson's keys while the calling view lives; `class_window` is whether this is
/// the class's window (not the speaker view).
pub fn scene_keys(app: AppState, shown: ShownLesson, class_window: bool) {
    let presenter = use_context::<Presenter>();
    let _ = use_event_listener_with_options(
        window(),
        leptos::ev::keydown,
        move |ev: web_sys::KeyboardEvent| {
            let focus = focus_of(&ev);
            if !for_the_page(&ev) || as_focus(&focus).takes_text() {
                return;
            }
            let presenting = presenter.is_some_and(|p| p.on.get_untracked());
            match ev.key().as_str() {
                "PageDown" | "PageUp" => {
                    ev.prevent_default();
                    ev.stop_propagation();
                    shown.step(app, ev.key() == "PageDown");
                }
                // Esc leaves presenter mode first, and closes a phone's open menu alone.
                "Escape" if class_window && !presenting && !menu_open() => app.lesson.set(None),
                "v" | "V" if class_window => {
                    ev.prevent_default();
                    open_speaker_view();
                }
                _ => {}
            }
        },
        UseEventListenerOptions::default().capture(true),
    );
}
