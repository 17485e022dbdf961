//! Reading the state the app provides to its components.

use leptos::prelude::use_context;

/// The value of type `T` that the app provided above the caller (its state, the page's, the
/// player's): a missing one is a programming error, not something a user or a link can cause.
/// Leptos's own `expect_context` would do the same, but its message prints the type's name with
/// `{:?}`, which brings the escaping of strings (about 4 KB of tables and code) into the first
/// load.
#[track_caller]
pub fn expect_context<T: Clone + 'static>() -> T {
    use_context().unwrap_or_else(|| panic!("no {} in the context", std::any::type_name::<T>()))
}
