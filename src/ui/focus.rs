//! The element a key event was aimed at, as the keyboard model reads it, and where focus goes
//! after a form is submitted.

use crate::view::shortcuts::Focus;
use wasm_bindgen::JsCast;

/// The focused element's tag, `type` and `role`, lower case; empty when there is none.
pub fn focus_of(ev: &web_sys::KeyboardEvent) -> (String, String, String) {
    // The element itself, inside a shadow root too (the program's editor), where the target a
    // listener on the page sees is the shadow root's host.
    ev.composed_path()
        .get(0)
        .dyn_into::<web_sys::Element>()
        .ok()
        .or_else(|| {
            ev.target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        })
        .map(|e| {
            let attribute = |name| {
                e.get_attribute(name)
                    .unwrap_or_default()
                    .to_ascii_lowercase()
            };
            (
                e.tag_name().to_ascii_lowercase(),
                attribute("type"),
                attribute("role"),
            )
        })
        .unwrap_or_default()
}

/// Whether a key event is the page's shortcuts' to act on: not one with a modifier (the
/// browser's), not one already handled, and none while a modal dialog (the help, Share) is open:
/// the dialog has the keys, and Esc closes it, and only it.
pub fn for_the_page(ev: &web_sys::KeyboardEvent) -> bool {
    let modifier = ev.ctrl_key() || ev.meta_key() || ev.alt_key() || ev.default_prevented();
    !modifier && !dialog_open()
}

/// Whether a modal dialog (the help, Share) is open: it has the keys then.
pub fn dialog_open() -> bool {
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector("dialog[open]").ok().flatten())
        .is_some()
}

/// Borrows the parts as a [`Focus`].
pub fn as_focus((tag, kind, role): &(String, String, String)) -> Focus<'_> {
    Focus { tag, kind, role }
}

/// Focuses the first element matching `selector`, if there is one (a control rebuilt with the
/// part it belongs to gets the focus back).
pub fn focus_selector(selector: &str) {
    let element = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector(selector).ok().flatten())
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
    if let Some(element) = element {
        // Focus is a convenience: an element that refuses it is left as it is.
        drop(element.focus());
    }
}

/// Focuses `element` if the focus was lost: on a control since disabled, or, when `replaced`
/// (the control that had it was replaced by the part it asked for), on nothing but the page's
/// body.
pub fn take_lost_focus(element: &web_sys::HtmlElement, replaced: bool) {
    let document = web_sys::window().and_then(|w| w.document());
    let lost = document.is_some_and(|d| {
        d.active_element().is_none_or(|active| {
            active.matches(":disabled").unwrap_or(false)
                || replaced && Some(&active) == d.body().map(web_sys::Element::from).as_ref()
        })
    });
    if lost {
        // Focus is a convenience: an element that refuses it is left as it is.
        drop(element.focus());
    }
}

/// Moves focus from a submitted form to the board (the page's `.board-panel`, focusable by
/// script), or nowhere when the view has none, so that the page's keys (Space, PageDown, F…)
/// work at once after Enter, as a presentation remote expects.
pub fn focus_board() {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let board = document
        .query_selector(".board-panel")
        .ok()
        .flatten()
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
    let result = match board {
        Some(board) => board.focus(),
        None => match document
            .active_element()
            .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
        {
            Some(active) => active.blur(),
            None => Ok(()),
        },
    };
    // Focus is a convenience: an element that refuses it leaves the page as it was.
    drop(result);
}
