//! Whether the page's workers are busy: a [`Busy`] is held by every pool while it counts and by
//! the workers started early until the pool adopts them. What would take a core from them, and
//! can wait (the offline cache's first fill, `ui::offline`), waits with [`when_idle`].
//!
//! ```
//! use nqueens_lab::worker::activity::{when_idle, Busy};
//! use std::cell::Cell;
//! use std::rc::Rc;
//!
//! let ran = Rc::new(Cell::new(false));
//! let busy = Busy::begin();
//! let flag = Rc::clone(&ran);
//! when_idle(move || flag.set(true));
//! assert!(!ran.get()); // waits while the workers count
//! drop(busy);
//! assert!(ran.get());
//! ```

use std::cell::{Cell, RefCell};

thread_local! {
    /// How many [`Busy`] are held.
    static HELD: Cell<usize> = const { Cell::new(0) };
    /// What waits for no [`Busy`] to be held, in the order it was asked.
    static WAITING: RefCell<Vec<Box<dyn FnOnce()>>> = const { RefCell::new(Vec::new()) };
}

/// Held while workers count for the page: the last one dropped runs what waits.
#[derive(Debug)]
pub struct Busy(());

impl Busy {
    /// Marks the workers busy until the returned value is dropped.
    pub fn begin() -> Busy {
        HELD.set(HELD.get() + 1);
        Busy(())
    }
}

impl Drop for Busy {
    fn drop(&mut self) {
        HELD.set(HELD.get() - 1);
        if HELD.get() == 0 {
            for waiting in WAITING.take() {
                waiting();
            }
        }
    }
}

/// Runs `f` now if no worker is busy, else when the last [`Busy`] is dropped.
pub fn when_idle(f: impl FnOnce() + 'static) {
    if HELD.get() == 0 {
        f();
    } else {
        WAITING.with_borrow_mut(|waiting| waiting.push(Box::new(f)));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::rc::Rc;

    /// The names of the waiters that ran, in order.
    type Log = Rc<RefCell<Vec<&'static str>>>;

    /// A waiter that writes `name` to `log`.
    fn waiter(log: &Log, name: &'static str) -> impl FnOnce() + 'static {
        let log = Rc::clone(log);
        move || log.borrow_mut().push(name)
    }

    #[test]
    fn runs_at_once_when_idle() {
        let log = Log::default();
        when_idle(waiter(&log, "now"));
        assert_eq!(*log.borrow(), ["now"]);
    }

    #[test]
    fn waits_for_the_last_busy_and_runs_each_waiter_once_in_order() {
        let log = Log::default();
        let count = Busy::begin();
        let early_workers = Busy::begin();
        when_idle(waiter(&log, "first"));
        when_idle(waiter(&log, "second"));
        drop(early_workers);
        assert!(log.borrow().is_empty(), "a count still runs");
        drop(count);
        assert_eq!(*log.borrow(), ["first", "second"]);
        let again = Busy::begin();
        drop(again);
        assert_eq!(*log.borrow(), ["first", "second"], "a waiter runs once");
    }
}
