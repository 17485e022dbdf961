//! Long work on the UI thread without freezing it: a resumable job run a slice at a time, yielding
//! to the browser between slices. The list's index build, the player's scan of a search and the
//! comparison of the algorithms all go through it.
//!
//! # Usage
//!
//! ```ignore
//! let sliced = use_time_sliced();
//! // Each call gets the slice's clock: work in small chunks until the job is done (return true)
//! // or the slice has expired (report progress, return false).
//! sliced.start(move |clock| loop {
//!     if job.advance(CHUNK) { return true; }
//!     if clock.expired() { progress.set(job.fraction()); return false; }
//! });
//! ```
//!
//! Starting again cancels the job in progress; so do [`TimeSliced::cancel`] and the end of the
//! owner (the component) that made it.

use crate::clock::now_ms;
use gloo_timers::future::TimeoutFuture;
use leptos::prelude::*;
use leptos::task::spawn_local;

/// How long one slice may hold the UI thread, in milliseconds: half a frame at 60 Hz.
pub const SLICE_MS: f64 = 8.0;

/// The clock of one slice.
pub struct SliceClock {
    started: f64,
}

impl SliceClock {
    /// Whether the slice has used its time; the job should stop at its next chunk boundary.
    pub fn expired(&self) -> bool {
        now_ms() - self.started >= SLICE_MS
    }
}

/// A runner of one job at a time, in slices of at most [`SLICE_MS`].
#[derive(Clone, Copy)]
pub struct TimeSliced {
    /// Counts the jobs started: a job that is no longer the latest stops at its next slice.
    generation: StoredValue<u64>,
}

/// A runner for slices of work, owned by the calling component: its job stops when the
/// component goes.
pub fn use_time_sliced() -> TimeSliced {
    TimeSliced {
        generation: StoredValue::new(0),
    }
}

impl TimeSliced {
    /// Runs `slice` until it returns `true` (done): the first slice at once, the next ones each
    /// after yielding to the browser. Cancels the job started before.
    pub fn start(self, mut slice: impl FnMut(&SliceClock) -> bool + 'static) {
        self.generation.update_value(|g| *g += 1);
        let mine = self.generation.get_value();
        if slice(&SliceClock { started: now_ms() }) {
            return;
        }
        spawn_local(async move {
            loop {
                TimeoutFuture::new(0).await;
                if self.generation.try_get_value() != Some(mine) {
                    return;
                }
                if slice(&SliceClock { started: now_ms() }) {
                    return;
                }
            }
        });
    }

    /// Stops the job in progress at its next slice.
    pub fn cancel(self) {
        self.generation.try_update_value(|g| *g += 1);
    }
}
