//! The list of placements: a virtualised listbox that renders only the rows in view.

use super::state::{ListingState, QueensState};
use crate::i18n::i18n::{td_string, use_i18n};
use crate::text::number::plain;
use crate::ui::context::expect_context;
use crate::ui::pages::AppState;
use crate::view::virtual_list::{ListWindow, ROW_PX};
use leptos::html;
use leptos::prelude::*;
use send_wrapper::SendWrapper;
use wasm_bindgen::prelude::*;
use web_sys::ResizeObserver;

/// The id of the option element for row `row`, for `aria-activedescendant`.
fn option_id(row: u64) -> String {
    format!("placement-{}", row + 1)
}

/// A listbox of the placements of the current N (all, or the fundamental ones). Click, ↑/↓,
/// Home/End and Page Up/Down move the selection; the board follows. Only the rows in view exist
/// in the page, each computed on demand, so 14,772,512 rows scroll as lightly as 92.
#[component]
pub fn PlacementList() -> impl IntoView {
    let state = expect_context::<AppState>();
    let i18n = use_i18n();
    let page = expect_context::<QueensState>();
    let scroller = NodeRef::<html::Div>::new();
    let len = Memo::new(move |_| page.listing.with(ListingState::listed));
    let selected = state.queens.selected;
    let viewport_px = RwSignal::new(10.0 * ROW_PX);
    // The scroll position in virtual pixels (see `virtual_list`): the one source of truth.
    let position = RwSignal::new(0.0);
    let window = move || ListWindow {
        len: len.get(),
        viewport_px: viewport_px.get(),
    };

    // With no list yet (one being built), the selection stays where it is: a link's placement
    // would otherwise be lost to the first key pressed.
    let select = move |row: u64| {
        if let Some(last) = len.get_untracked().checked_sub(1) {
            state.queens.view.update(|v| v.selected = row.min(last));
        }
    };

    // Keep the selected row in view whenever the selection or the list changes.
    Effect::new(move |_| {
        let row = selected.get();
        let w = window();
        position.update(|p| *p = w.reveal(row, *p));
    });

    // The scrollbar's position as last read, in a scroll event or after writing it (a new list
    // is at 0): reading it from the element each time the effect below runs laid the page out in
    // the middle of the mount (20 to 36 ms of the first screen on two cores).
    let scrollbar_px = StoredValue::new(0.0);
    // Mirror the position onto the browser's scrollbar (the edge to the DOM).
    Effect::new(move |_| {
        let w = window();
        let target = w.clamp(position.get()) / w.scale();
        if let Some(el) = scroller.get() {
            if (scrollbar_px.get_value() - target).abs() >= 1.0 {
                el.set_scroll_top(target.round() as i32);
                // As the browser clamped it.
                scrollbar_px.set_value(el.scroll_top() as f64);
            }
        }
    });

    let measure = move || {
        if let Some(el) = scroller.get_untracked() {
            let height = el.client_height() as f64;
            if height > 0.0 && height != viewport_px.get_untracked() {
                viewport_px.set(height);
            }
        }
    };
    // The list's height changes without the window's: a part loaded on use, presenter mode, a
    // phone turned. Its own size is watched, so a page of rows is always the rows that fit.
    Effect::new(move |_| {
        let Some(el) = scroller.get() else { return };
        let on_resize = Closure::<dyn FnMut()>::new(measure);
        let Ok(observer) = ResizeObserver::new(on_resize.as_ref().unchecked_ref()) else {
            return;
        };
        observer.observe(&el);
        let kept = SendWrapper::new((observer, on_resize));
        on_cleanup(move || kept.0.disconnect());
    });

    let on_scroll = move |_| {
        let Some(el) = scroller.get_untracked() else {
            return;
        };
        let w = window();
        let scrolled = el.scroll_top() as f64;
        scrollbar_px.set_value(scrolled);
        if (scrolled - w.clamp(position.get_untracked()) / w.scale()).abs() >= 1.0 {
            position.set(w.clamp(scrolled * w.scale()));
        }
    };

    // Lists longer than the browser's scroll height are scaled; there the wheel moves the virtual
    // position directly, so one notch still moves a few rows, not thousands.
    let on_wheel = move |ev: leptos::ev::WheelEvent| {
        let w = window();
        if w.scale() <= 1.0 {
            return;
        }
        ev.prevent_default();
        let unit = match ev.delta_mode() {
            1 => ROW_PX,
            2 => w.viewport_px,
            _ => 1.0,
        };
        position.update(|p| *p = w.clamp(*p + ev.delta_y() * unit));
    };

    let on_keydown = move |ev: leptos::ev::KeyboardEvent| {
        let current = selected.get_untracked();
        let page = window().page_rows();
        let target = match ev.key().as_str() {
            "ArrowDown" => current.saturating_add(1),
            "ArrowUp" => current.saturating_sub(1),
            "PageDown" => current.saturating_add(page),
            "PageUp" => current.saturating_sub(page),
            "Home" => 0,
            "End" => u64::MAX,
            _ => return,
        };
        ev.prevent_default();
        select(target);
    };

    let rows = move || {
        let w = window();
        let at = position.get();
        let chosen = selected.get();
        page.listing.with(|listing| {
            let listing = listing.ready()?;
            let shown = w.visible_rows(at);
            // One search for the whole run of rows, not one per row.
            let count = usize::try_from(shown.end - shown.start).unwrap_or(0);
            let rows = (shown.start..)
                .zip(listing.get_run(shown.start, count))
                .map(|(row, placement)| {
                    // Styles go through the CSSOM (`style:`), which a strict CSP allows.
                    let top = format!("{}px", plain(w.row_top(row, at), 2));
                    view! {
                        <div
                            role="option"
                            id=option_id(row)
                            class="option"
                            aria-selected=(row == chosen).to_string()
                            aria-setsize=w.len
                            aria-posinset=row + 1
                            style:top=top
                            on:click=move |_| select(row)
                        >
                            <span class="row-number">{row + 1}": "</span>
                            <span class="coordinates">{placement.coordinates_text()}</span>
                        </div>
                    }
                })
                .collect_view();
            Some(rows)
        })
    };

    view! {
        <div
            class="placement-list"
            node_ref=scroller
            role="listbox"
            tabindex="0"
            aria-label=move || {
                if state.queens.fundamental.get() {
                    td_string!(i18n.get_locale(), list.fundamental_placements)
                } else {
                    td_string!(i18n.get_locale(), list.placements)
                }
            }
            aria-activedescendant=move || (len.get() > 0).then(|| option_id(selected.get()))
            on:keydown=on_keydown
            on:scroll=on_scroll
            on:wheel=on_wheel
        >
            <div class="rows">{rows}</div>
            <div
                class="spacer"
                style:height=move || {
                    let w = window();
                    format!("{}px", plain((w.content_px() - w.viewport_px).max(0.0), 2))
                }
            ></div>
        </div>
    }
}
