//! Classes on `<html>` that the style sheet lays the whole page out by (`presenting`,
//! `show-controls`, `embedded`).

use leptos::prelude::*;

/// Keeps the class `name` on `<html>` while `on` says so.
pub fn root_class(name: &'static str, on: impl Fn() -> bool + 'static) {
    Effect::new(move |_| {
        let on = on();
        if let Some(root) = document().document_element() {
            let _ = root.class_list().toggle_with_force(name, on);
        }
    });
}
