//! The lesson's two windows kept in step through the browser (a `BroadcastChannel`, no server):
//! the class's window and the speaker view post the scene they show, as the address writes it
//! with the scene's view (`lesson=queens&scene=4&mode=play…`), whenever it changes, and each shows
//! the scene the other posted.

use super::open_lesson::ShownLesson;
use super::{scene_query, show_query};
use crate::ui::pages::AppState;
use crate::view::lesson::LessonAt;
use crate::view::params::Params;
use leptos::prelude::*;
use send_wrapper::SendWrapper;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// The channel's name: every window of the app on this site hears it.
const CHANNEL: &str = "nqueens-lab-lesson";

/// Keeps this window's scene in step with the app's other windows while the calling view lives.
pub fn keep_in_step(app: AppState, shown: ShownLesson) {
    // A browser without BroadcastChannel keeps each window to itself.
    let Ok(channel) = web_sys::BroadcastChannel::new(CHANNEL) else {
        return;
    };
    let receive =
        Closure::<dyn Fn(web_sys::MessageEvent)>::new(move |ev: web_sys::MessageEvent| {
            let Some(text) = ev.data().as_string() else {
                return;
            };
            let at = LessonAt::from_params(&Params::parse(&text), &mut Vec::new());
            if at.is_some() && at != app.lesson.get_untracked() {
                show_query(app, &text);
            }
        });
    channel.set_onmessage(Some(receive.as_ref().unchecked_ref()));
    let sender = SendWrapper::new(channel.clone());
    Effect::new(move |_| {
        if let (Some(at), Some(scene)) = (app.lesson.get(), shown.scene(0)) {
            let query = scene_query(at, &scene.shown_view());
            // A closed channel (the page leaving) has no one to tell.
            let _ = sender.post_message(&JsValue::from_str(&query));
        }
    });
    let kept = SendWrapper::new((channel, receive));
    on_cleanup(move || {
        let (channel, _receive) = kept.take();
        channel.set_onmessage(None);
        channel.close();
    });
}
