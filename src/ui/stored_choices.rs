//! Choices stored in the browser's local storage for the next visit (the language, the theme, the
//! player's teaching views): one read at start-up and one write per choice, with the browser's
//! API, every key under one prefix ([`PREFIX`]). (leptos-use's `use_local_storage` also listens
//! for other tabs' changes and debounces writes, which these choices do not need, and put about
//! 8 KB of code in the first load.)

/// The prefix of every key the app stores.
pub const PREFIX: &str = "nqueens-lab.";

/// Keys stored by earlier versions under another name, and the name they have now: read once,
/// stored under the new name and removed, so that a returning visitor keeps the choice.
const RENAMED: &[(&str, &str)] = &[("nqueens-lab-show", "show")];

/// The browser's local storage, if the page may use it (private modes and sandboxed frames may
/// refuse it).
fn local_storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
}

/// The choice stored as `name` (under [`PREFIX`]), if there is one.
pub fn stored(name: &str) -> Option<String> {
    let storage = local_storage()?;
    let key = format!("{PREFIX}{name}");
    if let Some(value) = storage.get_item(&key).ok()? {
        return Some(value);
    }
    let (old, _) = RENAMED.iter().find(|(_, new)| *new == name)?;
    let value = storage.get_item(old).ok()??;
    // Moved: refused writes leave the old key, read again next time.
    if storage.set_item(&key, &value).is_ok() {
        let _ = storage.remove_item(old);
    }
    Some(value)
}

/// Stores `value` as `name` (under [`PREFIX`]); where storage is refused, the choice lasts this
/// visit only.
pub fn store(name: &str, value: &str) {
    if let Some(storage) = local_storage() {
        // Refused (full, or not allowed): nothing else to do.
        let _ = storage.set_item(&format!("{PREFIX}{name}"), value);
    }
}
