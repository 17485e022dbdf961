//! Inputs handled one at a time, in the order they came, none dropped: an input that arrives while
//! another is being handled (a worker's message delivered while the pool reports to the page, and
//! the page starts a new run from that report) waits in the queue, and the handler already running
//! takes it next.
//!
//! ```
//! use nqueens_lab::worker::mailbox::Mailbox;
//! use std::cell::RefCell;
//!
//! let mailbox = Mailbox::default();
//! let seen = RefCell::new(Vec::new());
//! let handle = |n: u32, again: &dyn Fn(u32)| {
//!     seen.borrow_mut().push(n);
//!     if n == 1 {
//!         again(2); // delivered while 1 is handled: handled after it
//!     }
//! };
//! mailbox.deliver(1, &|n| handle(n, &|m| mailbox.deliver(m, &|_| unreachable!())));
//! assert_eq!(*seen.borrow(), [1, 2]);
//! ```

use std::cell::{Cell, RefCell};
use std::collections::VecDeque;

/// A queue of inputs and whether one is being handled.
#[derive(Debug)]
pub struct Mailbox<I> {
    queue: RefCell<VecDeque<I>>,
    busy: Cell<bool>,
}

impl<I> Default for Mailbox<I> {
    fn default() -> Self {
        Mailbox {
            queue: RefCell::new(VecDeque::new()),
            busy: Cell::new(false),
        }
    }
}

impl<I> Mailbox<I> {
    /// Queues `input`; unless an input is already being handled (further up this call stack),
    /// hands every queued input to `handle`, oldest first, until the queue is empty. Inputs
    /// delivered meanwhile are handled by this loop, with this `handle`.
    pub fn deliver(&self, input: I, handle: &dyn Fn(I)) {
        self.queue.borrow_mut().push_back(input);
        if self.busy.replace(true) {
            return;
        }
        loop {
            // The borrow ends before `handle` runs: it may deliver more.
            let next = self.queue.borrow_mut().pop_front();
            match next {
                Some(input) => handle(input),
                None => break,
            }
        }
        self.busy.set(false);
    }

    /// How many inputs wait.
    #[cfg(test)]
    fn waiting(&self) -> usize {
        self.queue.borrow().len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::rc::Rc;

    /// A handler that records what it got and, for each input below `depth`, delivers two more
    /// from inside the call: the mailbox must queue them, not run them nested or lose them.
    fn recording(
        mailbox: Rc<Mailbox<u32>>,
        seen: Rc<RefCell<Vec<u32>>>,
        depth: u32,
    ) -> Rc<dyn Fn(u32)> {
        Rc::new(move |n: u32| {
            let nested = Rc::new(Cell::new(0u32));
            seen.borrow_mut().push(n);
            if n < depth {
                for child in [2 * n + 1, 2 * n + 2] {
                    let nested = Rc::clone(&nested);
                    mailbox.deliver(child, &move |_| nested.set(nested.get() + 1));
                }
            }
            // Never called: the outer loop handles what was delivered inside.
            assert_eq!(nested.get(), 0);
        })
    }

    #[test]
    fn inputs_delivered_while_one_is_handled_are_queued_and_handled_in_order() {
        let mailbox = Rc::new(Mailbox::default());
        let seen = Rc::new(RefCell::new(Vec::new()));
        let handle = recording(Rc::clone(&mailbox), Rc::clone(&seen), 7);
        mailbox.deliver(0, &*handle);
        // Breadth first: 0, then its two, then theirs…, none dropped and none twice.
        assert_eq!(*seen.borrow(), (0..15).collect::<Vec<u32>>());
        assert_eq!(mailbox.waiting(), 0);
    }

    #[test]
    fn a_mailbox_is_free_again_after_its_queue_empties() {
        let mailbox = Rc::new(Mailbox::default());
        let seen = Rc::new(RefCell::new(Vec::new()));
        let handle = recording(Rc::clone(&mailbox), Rc::clone(&seen), 0);
        mailbox.deliver(5, &*handle);
        mailbox.deliver(6, &*handle);
        assert_eq!(*seen.borrow(), [5, 6]);
    }
}
