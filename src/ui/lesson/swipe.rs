//! Scenes by swipe on a touch screen: a swipe across the lesson's bar, to the left, moves to the
//! next scene, and to the right to the previous one, as a phone's pictures turn. A mouse's drag
//! selects the caption's words as before.

use super::open_lesson::ShownLesson;
use crate::ui::browser::property;
use crate::ui::pages::AppState;
use leptos::ev::PointerEvent;
use leptos::prelude::*;
use wasm_bindgen::JsValue;

/// The least travel across of a swipe, in CSS pixels.
const LEAST_TRAVEL: f64 = 50.0;

/// Where a touch (or a pen) met the screen: `clientX` and `clientY`; None for a mouse.
fn touched_at(ev: &PointerEvent) -> Option<(f64, f64)> {
    let ev = JsValue::from(ev);
    let kind = property(&ev, "pointerType")?.as_string()?;
    let at = |axis| property(&ev, axis).and_then(|value| value.as_f64());
    (kind != "mouse").then_some((at("clientX")?, at("clientY")?))
}

/// The bar's handlers of a touch's start and end: a swipe mostly across moves `shown` on.
pub fn swipe_handlers(
    app: AppState,
    shown: ShownLesson,
) -> (
    impl Fn(PointerEvent) + Copy + 'static,
    impl Fn(PointerEvent) + Copy + 'static,
) {
    let start = StoredValue::new(None::<(f64, f64)>);
    let down = move |ev: PointerEvent| start.set_value(touched_at(&ev));
    let up = move |ev: PointerEvent| {
        let (Some((x0, y0)), Some((x, y))) = (start.get_value(), touched_at(&ev)) else {
            return;
        };
        start.set_value(None);
        let (across, down) = (x - x0, y - y0);
        if across.abs() >= LEAST_TRAVEL && across.abs() > 2.0 * down.abs() {
            shown.step(app, across < 0.0);
        }
    };
    (down, up)
}
