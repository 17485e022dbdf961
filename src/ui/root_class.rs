//! Classes on `<html>` that the style sheet lays the whole page out by (`presenting`,
//! `show-controls`, `embedded`, `forms-folded`, `speaker-window`).

use leptos::prelude::*;

/// Puts the class `name` on `<html>` (`on`) or takes it off, now.
pub fn set_root_class(name: &'static str, on: bool) {
    if let Some(root) = document().document_element() {
        let _ = root.class_list().toggle_with_force(name, on);
    }
}

/// Keeps the class `name` on `<html>` while `on` says so.
pub fn root_class(name: &'static str, on: impl Fn() -> bool + 'static) {
    // One effect's code for every class: each caller's condition is boxed.
    watch(name, Box::new(on));
}

/// The effect of [`root_class`].
fn watch(name: &'static str, on: Box<dyn Fn() -> bool>) {
    Effect::new(move |_| set_root_class(name, on()));
}
