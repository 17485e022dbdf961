//! Choices kept in the browser's local storage for the next visit (the language, the theme): one
//! read at start-up and one write per choice, with the browser's API. (leptos-use's
//! `use_local_storage` also listens for other tabs' changes and debounces writes, which these
//! choices do not need, and put about 8 KB of code in the first load.)

/// The browser's local storage, if the page may use it (private modes and sandboxed frames may
/// refuse it).
fn local_storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
}

/// The value kept under `key`, if there is one.
pub fn kept(key: &str) -> Option<String> {
    local_storage()?.get_item(key).ok()?
}

/// Keeps `value` under `key`; where storage is refused, the choice lasts this visit only.
pub fn keep(key: &str, value: &str) {
    if let Some(storage) = local_storage() {
        // Refused (full, or not allowed): nothing else to do.
        let _ = storage.set_item(key, value);
    }
}
