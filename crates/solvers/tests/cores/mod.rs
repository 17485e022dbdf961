//! Work shared out among the machine's cores as the page shares its jobs among its workers: the
//! slow tier's largest count and list are built this way, in about half the time on two cores.

use std::panic;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::thread;

/// `work` done on every item by one thread per core, each taking the next item when it is free
/// (the jobs come largest first, so the cores end together); the results in the items' order.
/// A panic in `work` (a failed assertion) is the caller's.
pub fn on_every_core<T: Sync, R: Send>(items: &[T], work: impl Fn(&T) -> R + Sync) -> Vec<R> {
    let cores = thread::available_parallelism().map_or(1, |cores| cores.get());
    let next = AtomicUsize::new(0);
    let mut done: Vec<(usize, R)> = thread::scope(|scope| {
        let threads: Vec<_> = (0..cores)
            .map(|_| {
                scope.spawn(|| {
                    let mut mine = Vec::new();
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        let Some(item) = items.get(i) else {
                            break mine;
                        };
                        mine.push((i, work(item)));
                    }
                })
            })
            .collect();
        threads
            .into_iter()
            .flat_map(|thread| thread.join().unwrap_or_else(|e| panic::resume_unwind(e)))
            .collect()
    });
    done.sort_by_key(|&(i, _)| i);
    done.into_iter().map(|(_, result)| result).collect()
}
