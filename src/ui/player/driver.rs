//! The player's engine: one [`Timeline`] per N and algorithm, a scan that runs ahead of it in
//! slices, the play timer, and the edge to the view (the address).
//!
//! The live position is the player's own [`Player::frame`]; it is written to the view's `step`
//! when paused, on each manual step or seek, and at most every [`PUBLISH_MS`] while playing, so
//! the browser's history is not flooded. A change of the view from outside (a link, Back or
//! Forward) is followed.

use crate::queens::trace::{Algorithm, Frame, Timeline};
use crate::ui::state::AppState;
use crate::view::player::step_clamped_message;
use gloo_timers::future::TimeoutFuture;
use leptos::prelude::*;
use leptos::task::spawn_local;

/// How long one slice of the scan may hold the UI thread, in milliseconds.
const SLICE_MS: f64 = 8.0;

/// Steps scanned between two looks at the clock.
const SCAN_CHUNK: u64 = 20_000;

/// The least time between two writes of the step to the address while playing.
const PUBLISH_MS: f64 = 500.0;

/// Where the player is asked to go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// A step; past the end means the end. `from_link` reports a step past the end.
    Step {
        /// The step asked for (`u64::MAX`: the end).
        step: u64,
        /// Whether it came from the address, so that clamping it is reported.
        from_link: bool,
    },
    /// The first solution after this step.
    NextSolution(u64),
}

/// How far the scan has got.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Scan {
    /// Steps computed so far.
    pub known: u64,
    /// The number of steps of the whole search, once known.
    pub total: Option<u64>,
}

/// The player's state, shared by its components as context.
#[derive(Clone, Copy)]
pub struct Player {
    app: AppState,
    timeline: StoredValue<Option<Timeline>>,
    /// The frame shown.
    pub frame: RwSignal<Option<Frame>>,
    /// Whether the timer is advancing the search.
    pub playing: RwSignal<bool>,
    /// How far the scan has got.
    pub scan: RwSignal<Scan>,
    /// A target the scan has not reached yet.
    pub pending: RwSignal<Option<Target>>,
    /// The step last written to the view.
    published: StoredValue<u64>,
    scan_generation: StoredValue<u64>,
    play_generation: StoredValue<u64>,
}

/// Milliseconds on the page's clock.
fn now() -> f64 {
    js_sys::Date::now()
}

impl Player {
    /// Creates the player for the app's view and starts following it.
    pub fn start(app: AppState) -> Self {
        let player = Self {
            app,
            timeline: StoredValue::new(None),
            frame: RwSignal::new(None),
            playing: RwSignal::new(false),
            scan: RwSignal::new(Scan::default()),
            pending: RwSignal::new(None),
            published: StoredValue::new(0),
            scan_generation: StoredValue::new(0),
            play_generation: StoredValue::new(0),
        };
        player.follow_view();
        player.run_timer();
        player
    }

    /// The step shown.
    pub fn position(self) -> u64 {
        self.frame
            .with_untracked(|f| f.as_ref().map_or(0, |f| f.counters.steps))
    }

    /// Runs `f` on the timeline, if there is one (and the player is still mounted).
    fn with_timeline<R>(self, f: impl FnOnce(&mut Timeline) -> R) -> Option<R> {
        self.timeline
            .try_update_value(|t| t.as_mut().map(f))
            .flatten()
    }

    /// Follows the view's N, algorithm and step when they change from outside.
    fn follow_view(self) {
        let wanted = Memo::new(move |_| self.app.view.with(|v| (v.n, v.algorithm, v.step)));
        Effect::new(move |previous: Option<(usize, Algorithm)>| {
            let (n, algorithm, step) = wanted.get();
            untrack(|| {
                if previous != Some((n, algorithm)) {
                    self.rebuild(n, algorithm);
                } else if step == self.published.get_value() {
                    return;
                }
                self.playing.set(false);
                self.published.set_value(step);
                self.go(Target::Step {
                    step,
                    from_link: true,
                });
            });
            (n, algorithm)
        });
    }

    /// A fresh timeline at step 0, and its scan.
    fn rebuild(self, n: usize, algorithm: Algorithm) {
        let timeline = Timeline::new(algorithm, n).ok();
        let frame = timeline.as_ref().map(|t| t.clone().seek(0));
        self.timeline.set_value(timeline);
        self.frame.set(frame);
        self.pending.set(None);
        self.update_scan();
        self.spawn_scan();
    }

    /// Publishes how far the scan has got.
    fn update_scan(self) {
        let scan = self
            .with_timeline(|t| Scan {
                known: t.len_known(),
                total: t.total_steps(),
            })
            .unwrap_or_default();
        if self.scan.try_get_untracked() != Some(scan) {
            self.scan.set(scan);
        }
    }

    /// Scans the search to its end in slices of [`SLICE_MS`], yielding between them; a newer
    /// timeline stops it.
    fn spawn_scan(self) {
        self.scan_generation.update_value(|g| *g += 1);
        let mine = self.scan_generation.get_value();
        spawn_local(async move {
            loop {
                if self.scan_generation.try_get_value() != Some(mine) {
                    return;
                }
                let started = now();
                let done = self.with_timeline(|t| loop {
                    if t.advance_scan(SCAN_CHUNK) {
                        break true;
                    }
                    if now() - started >= SLICE_MS {
                        break false;
                    }
                });
                self.update_scan();
                self.resolve();
                if done != Some(false) {
                    return;
                }
                TimeoutFuture::new(0).await;
            }
        });
    }

    /// Shows the frame after `step` steps (the end if the search is shorter).
    fn show(self, step: u64) {
        if let Some(frame) = self.with_timeline(|t| t.seek(step)) {
            self.frame.set(Some(frame));
        }
    }

    /// Goes to `target`: at once if the scan has reached it, else as soon as it does.
    pub fn go(self, target: Target) {
        self.pending.set(Some(target));
        self.resolve();
    }

    /// Goes to the pending target if the scan has reached it.
    fn resolve(self) {
        let Some(Some(target)) = self.pending.try_get_untracked() else {
            return;
        };
        let Some(landing) = self.with_timeline(|t| match target {
            Target::Step { step, .. } => match t.total_steps() {
                Some(total) => Some(step.min(total)),
                None => (step <= t.len_known()).then_some(step),
            },
            Target::NextSolution(after) => t
                .solution_after(after)
                .or_else(|| t.total_steps().map(|_| after)),
        }) else {
            return;
        };
        let Some(step) = landing else {
            return;
        };
        self.pending.set(None);
        self.show(step);
        if let Target::Step {
            step: asked,
            from_link: true,
        } = target
        {
            if asked > step {
                let message = step_clamped_message(asked, step);
                self.app.messages.update(|m| m.push(message));
            }
        }
        if !self.playing.get_untracked() {
            self.publish();
        }
    }

    /// Writes the step shown to the view (and so to the address).
    fn publish(self) {
        let step = self.position();
        self.published.set_value(step);
        if self.app.view.with_untracked(|v| v.step) != step {
            self.app.view.update(|v| v.step = step);
        }
    }

    /// Pauses and goes to `target` (a manual step or seek).
    pub fn seek(self, target: Target) {
        self.pause();
        self.go(target);
    }

    /// One step forward (`true`) or back.
    pub fn step(self, forward: bool) {
        let at = self.position();
        let step = if forward {
            at.saturating_add(1)
        } else {
            at.saturating_sub(1)
        };
        self.seek(Target::Step {
            step,
            from_link: false,
        });
    }

    /// The last solution before the step shown, if any.
    pub fn previous_solution(self) {
        let at = self.position();
        if let Some(step) = self.with_timeline(|t| t.solution_before(at)).flatten() {
            self.seek(Target::Step {
                step,
                from_link: false,
            });
        }
    }

    /// Stops the timer and writes the step to the view.
    pub fn pause(self) {
        if self.playing.get_untracked() {
            self.playing.set(false);
            self.publish();
        }
    }

    /// Play or pause; playing from the end starts over.
    pub fn toggle(self) {
        if self.playing.get_untracked() {
            self.pause();
            return;
        }
        self.pending.set(None);
        if self.at_end() {
            self.show(0);
        }
        self.playing.set(true);
    }

    /// Whether the step shown is the last.
    pub fn at_end(self) -> bool {
        self.scan.with_untracked(|s| s.total) == Some(self.position())
    }

    /// While playing, advances the search at the view's speed, several steps per tick at high
    /// speed, and writes the step to the view now and then.
    fn run_timer(self) {
        let speed = Memo::new(move |_| self.app.view.with(|v| v.speed));
        Effect::new(move |_| {
            let playing = self.playing.get();
            let speed = speed.get();
            self.play_generation.update_value(|g| *g += 1);
            if !playing {
                return;
            }
            let mine = self.play_generation.get_value();
            spawn_local(async move {
                let (mut last, mut carry, mut published_at) = (now(), 0.0, now());
                loop {
                    TimeoutFuture::new(speed.tick_ms()).await;
                    if self.play_generation.try_get_value() != Some(mine) {
                        return;
                    }
                    let time = now();
                    let (steps, rest) = speed.steps_due(time - last, carry);
                    (last, carry) = (time, rest);
                    if steps > 0 {
                        self.show(self.position().saturating_add(steps));
                        self.update_scan();
                        if self.at_end() {
                            self.pause();
                            return;
                        }
                    }
                    if time - published_at >= PUBLISH_MS {
                        self.publish();
                        published_at = time;
                    }
                }
            });
        });
    }

    /// The app's state.
    pub fn app(self) -> AppState {
        self.app
    }

    /// Reads the timeline (its solutions, say), if there is one.
    pub fn read_timeline<R>(self, f: impl FnOnce(&Timeline) -> R) -> Option<R> {
        self.timeline
            .try_with_value(|t| t.as_ref().map(f))
            .flatten()
    }
}
