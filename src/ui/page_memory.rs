//! State that outlives the component showing it, for as long as the page is open: a mode's
//! results kept when another mode is shown and read back when it returns. Kept in a
//! thread-local of the part that uses it, not in the app's context, so that it costs the first
//! load nothing.

use leptos::prelude::*;
use std::cell::RefCell;
use std::thread::LocalKey;

/// A signal starting from what `store` holds, written back to it whenever it changes.
pub fn use_page_memory<T: Clone + Send + Sync + 'static>(
    store: &'static LocalKey<RefCell<T>>,
) -> RwSignal<T> {
    let signal = RwSignal::new(store.with_borrow(T::clone));
    // An edge: the page's memory outside the reactive graph.
    Effect::new(move |_| signal.with(|value| store.with_borrow_mut(|kept| kept.clone_from(value))));
    signal
}
