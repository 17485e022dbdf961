//! The teaching views of the shared player, for either puzzle: the step in words under the board,
//! the program with the line being run, and the search tree, each drawn from the player's frame
//! by words and names the page gives. The switches that show the code and the tree are here too.

mod code_pane;
mod switches;
mod tree_pane;
mod words;

pub use code_pane::{code_shown, CodePane, CodeShown};
pub use switches::TeachSwitches;
pub use tree_pane::{TreePane, TreeWords};
pub use words::{step_words, StepWords};

use leptos::html;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// Once the page has drawn its changes, scrolls `container` (a positioned element that scrolls)
/// as little as needed to show its descendant matching `selector`, if there is one; then runs
/// `then`.
fn keep_in_view(
    container: web_sys::HtmlElement,
    selector: &'static str,
    then: impl FnOnce() + 'static,
) {
    leptos::prelude::request_animation_frame(move || {
        scroll_to(&container, selector);
        then();
    });
}

/// Keeps the listing's current line (`.current`) in view as `line` moves: the app's programs'
/// code pane and a student's program played.
pub fn follow_line(listing: NodeRef<html::Ol>, line: Memo<Option<u8>>) {
    Effect::new(move |_| {
        line.track();
        if let Some(list) = listing.get() {
            keep_in_view(list.into(), ".current", || ());
        }
    });
}

/// Scrolls `container` as little as needed to show its descendant matching `selector`.
fn scroll_to(container: &web_sys::HtmlElement, selector: &str) {
    let Some(item) = container
        .query_selector(selector)
        .ok()
        .flatten()
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
    else {
        return;
    };
    let (top, height) = (item.offset_top(), item.offset_height());
    let (scroll, visible) = (container.scroll_top(), container.client_height());
    if top < scroll {
        container.set_scroll_top(top);
    } else if top + height > scroll + visible {
        container.set_scroll_top(top + height - visible);
    }
}
