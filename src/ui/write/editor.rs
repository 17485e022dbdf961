//! The program's editor: CodeMirror 6 in the custom element `<python-editor>`
//! (`src/code-editor/editor.js`, bundled into the build as `code-editor.js` by
//! `scripts/code-editor.sh`), whose script the page loads when the editor first shows. Line
//! numbers, Python's colours, Tab and Shift+Tab to indent, and the run's error marked on its line.
//! Its look is `src/code-editor/editor.css`, inside the element's shadow root.

use crate::view::write::MAX_CODE_BYTES;
use leptos::prelude::*;
use nqueens_student::outcome::Place;
use wasm_bindgen::{JsCast, JsValue};

/// The editor's script, beside the page.
const EDITOR_SCRIPT: &str = "./code-editor.js";

/// Adds the editor's script to the page once; the element shows its text box once it has loaded.
fn load_editor_script() {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let selector = format!("script[src=\"{EDITOR_SCRIPT}\"]");
    if document.query_selector(&selector).ok().flatten().is_some() {
        return;
    }
    let Ok(script) = document.create_element("script") else {
        return;
    };
    // A page that cannot add it shows an empty editor; the rest of the mode goes on.
    let _ = script.set_attribute("type", "module");
    let _ = script.set_attribute("src", EDITOR_SCRIPT);
    if let Some(head) = document.head() {
        let _ = head.append_child(&script);
    }
}

/// The program's editor, labelled `label`, showing `program`. Typing calls `on_input` with the
/// whole program, never longer than the address carries; Ctrl+Enter (Cmd+Enter) calls
/// `on_run`; `error` is marked on its line.
#[component]
pub fn ProgramEditor(
    /// The visible label.
    label: Signal<String>,
    /// The program shown.
    program: Signal<String>,
    /// The error to mark, with its sentence.
    error: Signal<Option<(Place, String)>>,
    /// Called with the program as it is typed.
    on_input: Callback<String>,
    /// Called for Ctrl+Enter.
    on_run: Callback<()>,
) -> impl IntoView {
    load_editor_script();
    let typed = move |event: leptos::ev::Event| {
        let value = event
            .current_target()
            .and_then(|editor| js_sys::Reflect::get(&editor, &JsValue::from_str("value")).ok())
            .and_then(|value| value.as_string());
        if let Some(value) = value {
            on_input.run(value);
        }
    };
    let keydown = move |event: leptos::ev::KeyboardEvent| {
        if event.key() == "Enter" && (event.ctrl_key() || event.meta_key()) {
            event.prevent_default();
            on_run.run(());
        }
    };
    let line = move || error.with(|e| e.as_ref().map(|(place, _)| place.line.to_string()));
    let column = move || {
        error.with(|e| {
            e.as_ref()
                .and_then(|(place, _)| place.column.map(|c| c.to_string()))
        })
    };
    let message = move || error.with(|e| e.as_ref().map(|(_, words)| words.clone()));
    // The label is the text box's name (its aria-label, which an id outside its shadow root could
    // not give), and a click on it goes to the text box, as a label's does.
    let to_editor = move |event: leptos::ev::MouseEvent| {
        let editor = event
            .current_target()
            .and_then(|label| label.dyn_into::<web_sys::Element>().ok())
            .and_then(|label| label.next_element_sibling())
            .and_then(|editor| editor.dyn_into::<web_sys::HtmlElement>().ok());
        if let Some(editor) = editor {
            // Focus is a request the browser may refuse: nothing to do then.
            let _ = editor.focus();
        }
    };
    view! {
        <div class="write-editor">
            <span aria-hidden="true" on:click=to_editor>
                {label}
            </span>
            <python-editor
                label=label
                maxbytes=MAX_CODE_BYTES
                error-line=line
                error-column=column
                error-message=message
                prop:value=program
                on:input=typed
                on:keydown=keydown
            ></python-editor>
        </div>
    }
}
