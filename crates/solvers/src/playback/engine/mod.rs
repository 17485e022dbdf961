//! The player's engine, for any puzzle's [`Trace`]: the state machine between a person's actions
//! and the step shown. It holds one [`Timeline`] of the search, whose scan runs ahead in slices;
//! the step shown and whether it plays; a target the scan has not reached; the lockstep clock with
//! a search compared beside it; the questions asked before a step and their hold; the student's
//! next action when they perform the search; and what the address should say.
//!
//! It is driven by events ([`Engine::load`], [`Engine::seek`], [`Engine::tick`],
//! [`Engine::scan`]…) and read back after each ([`Engine::position`], [`Engine::take_frame`],
//! [`Engine::take_published`]…): the page's player feeds it its signals and timers and shows
//! what it says, and every transition is tested natively (`tests.rs`).
//!
//! The step shown is the engine's own; it is written to the address when paused, on each manual
//! step or seek, and at most every [`PUBLISH_MS`] while playing, so the browser's history is not
//! flooded. A step from the address (a link, Back or Forward) is followed.
//!
//! The flag-array search of 4 queens, played to its first solution:
//!
//! ```
//! use nqueens_solvers::playback::{Engine, Target};
//! use nqueens_solvers::queens::trace::{Algorithm, Tracer};
//! let mut engine = Engine::new();
//! engine.load(Tracer::new(Algorithm::Flags, 4).ok(), 0);
//! while !engine.scan(1_000, || false) {}
//! engine.seek(Target::NextMilestone(0));
//! let frame = engine.take_frame().flatten().unwrap();
//! assert_eq!(frame.counters.solutions, 1);
//! // The address says the step shown.
//! assert_eq!(engine.take_published(), Some(engine.position()));
//! ```

use super::scan::Scan;
use super::{Timeline, Trace};
use std::sync::Arc;

#[cfg(test)]
mod tests;

/// The least time between two writes of the step to the address while playing, in milliseconds.
pub const PUBLISH_MS: f64 = 500.0;

/// The most of the program's own steps between two of the student's actions when they perform
/// the search: one check on N-Queens, the ratings or a dead end on the knight's page.
pub const OWN_STEPS: u64 = 16;

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
    /// The first milestone (a solution, a finished tour) after this step.
    NextMilestone(u64),
}

impl Target {
    /// A step asked for by a person (not a link).
    pub fn step(step: u64) -> Self {
        Target::Step {
            step,
            from_link: false,
        }
    }
}

/// Whether the page asks a question before the step after the one a search is at.
pub type Asks<T> = Arc<dyn Fn(&T) -> bool + Send + Sync>;

/// A question the player stopped to ask before the step after `step`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Held {
    /// The step shown while the question is asked.
    pub step: u64,
    /// Whether its answer is shown (Play or a step forward asked for it): the next one goes on.
    pub revealed: bool,
    /// Whether the player was playing when it stopped, and plays on once answered.
    pub resume: bool,
}

/// A step asked for by the address past the end of the search: the end is shown instead.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clamped {
    /// The step asked for.
    pub asked: u64,
    /// The last step, shown instead.
    pub total: u64,
}

/// The player's state machine over searches of trace `T` (see the module's documentation).
pub struct Engine<T: Trace> {
    timeline: Option<Timeline<T>>,
    /// The search at step 0, for views that step through it on their own (the search tree).
    origin: Option<T>,
    /// Counts the searches loaded: a new value means a new search.
    searches: u64,
    /// The frame shown, and whether it changed since [`Engine::take_frame`].
    frame: Option<T::Frame>,
    frame_changed: bool,
    position: u64,
    playing: bool,
    /// Whether a person stopped the scan before the end (a search too long to wait for).
    scan_stopped: bool,
    /// The scan of a search compared with this one in lockstep, whose clock runs until the
    /// longer ends.
    partner: Option<Scan>,
    /// Whether a search is compared with this one (its player may start later).
    compared: bool,
    pending: Option<Target>,
    /// The step last written to the address, and one not yet taken by the page.
    published: u64,
    to_publish: Option<u64>,
    /// When the step was last written while playing (`None`: not since play started).
    published_at: Option<f64>,
    clamped: Option<Clamped>,
    /// Where the page asks a question before going on (see [`Engine::ask_before`]).
    asks: Option<Asks<T>>,
    held: Option<Held>,
    /// The step of the question last answered, which playing passes without asking again.
    passed: Option<u64>,
}

impl<T: Trace> Default for Engine<T> {
    fn default() -> Self {
        Self::new()
    }
}

impl<T: Trace> Engine<T> {
    /// An engine with nothing to play yet.
    pub fn new() -> Self {
        Self {
            timeline: None,
            origin: None,
            searches: 0,
            frame: None,
            frame_changed: false,
            position: 0,
            playing: false,
            scan_stopped: false,
            partner: None,
            compared: false,
            pending: None,
            published: 0,
            to_publish: None,
            published_at: None,
            clamped: None,
            asks: None,
            held: None,
            passed: None,
        }
    }

    // What the page reads after an event.

    /// The step shown.
    pub fn position(&self) -> u64 {
        self.position
    }

    /// Whether the timer is advancing the search.
    pub fn playing(&self) -> bool {
        self.playing
    }

    /// A target the scan has not reached yet.
    pub fn pending(&self) -> Option<Target> {
        self.pending
    }

    /// The question being asked, if any.
    pub fn held(&self) -> Option<Held> {
        self.held
    }

    /// How many searches have been loaded: a new value means a new search.
    pub fn searches(&self) -> u64 {
        self.searches
    }

    /// The frame shown if it changed since the last call (`Some(None)`: nothing to play).
    pub fn take_frame(&mut self) -> Option<Option<T::Frame>> {
        std::mem::take(&mut self.frame_changed).then(|| self.frame.clone())
    }

    /// The step to write to the address, if one is due since the last call.
    pub fn take_published(&mut self) -> Option<u64> {
        self.to_publish.take()
    }

    /// A step from the address that was past the end, if one was since the last call.
    pub fn take_clamped(&mut self) -> Option<Clamped> {
        self.clamped.take()
    }

    /// How far this search's own scan has got.
    pub fn scan_state(&self) -> Scan {
        self.timeline.as_ref().map_or(
            Scan {
                stopped: self.scan_stopped,
                ..Scan::default()
            },
            |t| Scan {
                known: t.len_known(),
                total: t.total_steps(),
                stopped: self.scan_stopped,
            },
        )
    }

    /// How far this search is known, as a search compared beside another sees it: nothing before
    /// its first search, and a search that could not be made (no tour by this method) holds
    /// nothing back.
    pub fn scan_for_partner(&self) -> Scan {
        match (self.searches, &self.timeline) {
            (0, _) => Scan::default(),
            (_, None) => Scan {
                total: Some(0),
                ..Scan::default()
            },
            _ => self.scan_state(),
        }
    }

    /// How far the steps can be played: this search's scan, or with a compared search the clock
    /// of both ([`Scan::alongside`]).
    pub fn lockstep_scan(&self) -> Scan {
        let own = self.scan_state();
        self.partner_scan()
            .map_or(own, |other| own.alongside(other))
    }

    /// The scan of the search compared with this one, if any: nothing computed yet while its
    /// player has not started.
    fn partner_scan(&self) -> Option<Scan> {
        self.partner.or_else(|| self.compared.then(Scan::default))
    }

    /// Where this search ends, once known.
    pub fn ended(&self) -> Option<u64> {
        self.timeline.as_ref().and_then(Timeline::total_steps)
    }

    /// Where this search ended, while the lockstep `clock` has gone past it: it waits there for
    /// the search compared with it.
    pub fn waiting(&self, clock: u64) -> Option<u64> {
        self.ended().filter(|&total| total < clock)
    }

    /// Whether there is a search to play (one could be made).
    pub fn has_search(&self) -> bool {
        self.origin.is_some()
    }

    /// The search shown, at its step 0 (`None` when there is nothing to play).
    pub fn origin(&self) -> Option<&T> {
        self.origin.as_ref()
    }

    /// The timeline, if there is a search.
    pub fn timeline(&self) -> Option<&Timeline<T>> {
        self.timeline.as_ref()
    }

    /// The search at `step`, as the timeline replays it.
    pub fn trace_at(&mut self, step: u64) -> Option<T> {
        let t = self.timeline.as_mut()?;
        t.seek(step);
        Some(t.cursor().clone())
    }

    /// The first step from `from` where `at` holds, or the search's last step if it ends first;
    /// `None` if neither is within `limit` steps.
    pub fn first_step_where(
        &mut self,
        from: u64,
        limit: u64,
        at: impl Fn(&T) -> bool,
    ) -> Option<u64> {
        let t = self.timeline.as_mut()?;
        (from..from.saturating_add(limit)).find_map(|step| {
            t.seek(step);
            let cursor = t.cursor();
            (cursor.step() != step || at(cursor)).then(|| cursor.step())
        })
    }

    // The search.

    /// Loads `search` (`None`: nothing to play) and goes to `step` as the address asks it (a step
    /// past the end is reported and its end shown once the scan knows it). The scan starts over:
    /// the page then runs [`Engine::scan`].
    pub fn load(&mut self, search: Option<T>, step: u64) {
        self.rebuild(search);
        self.go_from_address(step);
    }

    /// Loads `search` at step 0, for a search compared beside another, which shows the other's
    /// step ([`Engine::follow`]).
    pub fn rebuild(&mut self, search: Option<T>) {
        self.origin = search.clone();
        self.searches += 1;
        self.timeline = search.map(Timeline::new);
        self.frame = self.timeline.as_mut().map(|t| t.seek(0));
        self.frame_changed = true;
        self.position = 0;
        self.pending = None;
        self.held = None;
        self.passed = None;
        self.scan_stopped = false;
    }

    /// The address's step changed from outside (a link, Back or Forward): goes there, paused.
    pub fn follow_address(&mut self, step: u64) {
        if step != self.published {
            self.go_from_address(step);
        }
    }

    fn go_from_address(&mut self, step: u64) {
        self.playing = false;
        self.published = step;
        self.go(Target::Step {
            step,
            from_link: true,
        });
    }

    /// Shows the step of the search this one is compared beside (its leader's clock).
    pub fn follow(&mut self, step: u64) {
        self.show(step);
    }

    /// Scans chunks of `chunk` steps until the end of the search (returns `true`) or `expired`
    /// says the time for this slice is up (returns `false`); a target it reaches is gone to.
    pub fn scan(&mut self, chunk: u64, expired: impl Fn() -> bool) -> bool {
        let done = match self.timeline.as_mut() {
            None => true,
            Some(t) => loop {
                if t.advance_scan(chunk) {
                    break true;
                }
                if expired() {
                    break false;
                }
            },
        };
        self.resolve();
        done
    }

    /// The scan goes on from where it stands (the page then runs [`Engine::scan`]).
    pub fn resume_scan(&mut self) {
        self.scan_stopped = false;
    }

    /// Stops the scan where it stands (the steps scanned stay playable); a target it has not
    /// reached lands on the last step scanned.
    pub fn stop_scan(&mut self) {
        self.scan_stopped = true;
        self.resolve();
    }

    /// Whether a search is compared with this one, whose player may start later: until then, a
    /// step past this one's end waits for it.
    pub fn set_compared(&mut self, compared: bool) {
        self.compared = compared;
        self.resolve();
    }

    /// How far the search compared with this one is known (`None`: it is gone, and this one plays
    /// alone: a step past its own end is shown as its end).
    pub fn set_partner(&mut self, partner: Option<Scan>) {
        let gone = self.partner.is_some() && partner.is_none();
        self.partner = partner;
        if gone {
            self.show(self.position);
        }
        self.resolve();
    }

    // A person's actions.

    /// Pauses and goes to `target` (a manual step or seek).
    pub fn seek(&mut self, target: Target) {
        self.pause();
        self.go(target);
    }

    /// One step forward (`true`) or back. Forward, a question asked here stops it first.
    pub fn step(&mut self, forward: bool) {
        let at = self.position;
        if forward && (self.reveal_or_pass() || self.question_between(at, at + 1).is_some()) {
            self.pause();
            if self.held.is_none() {
                self.hold(at, false);
            }
            return;
        }
        let step = if forward {
            at.saturating_add(1)
        } else {
            at.saturating_sub(1)
        };
        self.seek(Target::step(step));
    }

    /// Play or pause; playing from the end starts over, and a question held shows its answer
    /// first.
    pub fn toggle(&mut self) {
        if self.playing {
            self.pause();
            return;
        }
        self.pending = None;
        if self.reveal_or_pass() {
            return;
        }
        if self.at_end() {
            self.show(0);
        }
        self.play();
    }

    /// Pauses and goes to the last milestone before the step shown, if any.
    pub fn previous_milestone(&mut self) {
        let before = self
            .timeline
            .as_ref()
            .and_then(|t| t.milestone_before(self.position));
        if let Some(step) = before {
            self.seek(Target::step(step));
        }
    }

    /// Shows the search from `from` on to the first step where `stops` holds (the student's next
    /// action when they perform the search), or to its end; stays if neither is within `within`
    /// steps (a search that cannot be performed).
    pub fn go_on(&mut self, from: u64, within: u64, stops: impl Fn(&T) -> bool) {
        if let Some(step) = self.first_step_where(from, within, stops) {
            self.seek(Target::step(step));
        }
    }

    /// The student performed the action expected at the step shown (or asked to see it done):
    /// the search goes on from the step after it to their next action, where `expects` holds,
    /// or to its end.
    pub fn performed(&mut self, expects: impl Fn(&T) -> bool) {
        self.go_on(self.position.saturating_add(1), OWN_STEPS, expects);
    }

    /// A tick of the play timer at `now_ms` with `steps` due: advances the search, stops at a
    /// question or the end, and writes the step to the address at most every [`PUBLISH_MS`].
    /// Returns whether it plays on.
    pub fn tick(&mut self, now_ms: f64, steps: u64) -> bool {
        if !self.playing {
            return false;
        }
        if steps > 0 {
            let at = self.position;
            if let Some(step) = self.question_between(at, at.saturating_add(steps)) {
                self.hold(step, true);
                return false;
            }
            self.show(at.saturating_add(steps));
            if self.at_end() {
                self.pause();
                return false;
            }
        }
        match self.published_at {
            Some(at) if now_ms - at < PUBLISH_MS => {}
            Some(_) => {
                self.publish();
                self.published_at = Some(now_ms);
            }
            None => self.published_at = Some(now_ms),
        }
        true
    }

    // Questions.

    /// Asks before the steps where `asks` holds (`None`: nowhere): playing and stepping forward
    /// stop there, with the question in [`Engine::held`], until it is answered
    /// ([`Engine::answered`]) or its answer is shown (Play or a step forward shows it, the next
    /// goes on). A question held is let go if `asks` no longer asks it.
    pub fn ask_before(&mut self, asks: Option<Asks<T>>) {
        let still_asked = match (&asks, self.held, self.timeline.as_mut()) {
            (Some(asks), Some(held), Some(t)) => {
                t.seek(held.step);
                asks(t.cursor())
            }
            _ => false,
        };
        self.asks = asks;
        if self.held.is_some() && !still_asked {
            self.held = None;
        }
    }

    /// The question asked is answered: the player goes on, playing again if it was.
    pub fn answered(&mut self) {
        let Some(held) = self.held else {
            return;
        };
        self.pass(held);
        if held.resume {
            self.play();
        } else {
            self.step(true);
        }
    }

    // The machine's own steps.

    fn play(&mut self) {
        self.playing = true;
        self.published_at = None;
    }

    /// Stops the timer and writes the step to the address.
    fn pause(&mut self) {
        if self.playing {
            self.playing = false;
            self.publish();
        }
    }

    /// Whether the step shown is the last.
    fn at_end(&self) -> bool {
        self.lockstep_scan().total == Some(self.position)
    }

    /// Leaves the question `held`: the step it was asked at is passed without asking again.
    fn pass(&mut self, held: Held) {
        self.passed = Some(held.step);
        self.held = None;
    }

    /// The first step from `from` to before `to` where a question not yet answered is asked.
    fn question_between(&mut self, from: u64, to: u64) -> Option<u64> {
        let asks = self.asks.clone()?;
        let passed = self.passed;
        let t = self.timeline.as_mut()?;
        (from..to).find(|&step| {
            if passed == Some(step) {
                return false;
            }
            t.seek(step);
            t.cursor().step() == step && asks(t.cursor())
        })
    }

    /// Stops at `step` to ask its question, to play on once answered if `resume`.
    fn hold(&mut self, step: u64, resume: bool) {
        self.show(step);
        self.held = Some(Held {
            step,
            revealed: false,
            resume,
        });
        self.playing = false;
        self.publish();
    }

    /// A move forward asked for while a question is held: the first shows its answer, the next
    /// goes on. Returns whether the move stops here (its answer was just shown).
    fn reveal_or_pass(&mut self) -> bool {
        match self.held {
            Some(held) if !held.revealed => {
                self.held = Some(Held {
                    revealed: true,
                    ..held
                });
                true
            }
            Some(held) => {
                self.pass(held);
                false
            }
            None => false,
        }
    }

    /// Shows the frame after `step` steps (the end if the search is shorter). With a compared
    /// search the step may go past this one's end, which stays shown.
    fn show(&mut self, step: u64) {
        let partner = self.partner_scan();
        let Some(t) = self.timeline.as_mut() else {
            return;
        };
        let frame = t.seek(step);
        let own = Scan {
            known: t.len_known(),
            total: t.total_steps(),
            stopped: false,
        };
        let scan = partner.map_or(own, |other| own.alongside(other));
        let reach = step.min(scan.total.unwrap_or(scan.known));
        let at = t.position().max(reach);
        self.frame = Some(frame);
        self.frame_changed = true;
        self.position = at;
        // A question is asked at its own step only; going back lets it be asked again.
        if self.held.is_some_and(|h| h.step != at) {
            self.held = None;
        }
        if self.passed.is_some_and(|passed| at < passed) {
            self.passed = None;
        }
    }

    /// Goes to `target`: at once if the scan has reached it, else as soon as it does.
    fn go(&mut self, target: Target) {
        self.pending = Some(target);
        self.resolve();
    }

    /// Goes to the pending target if the scan has reached it.
    fn resolve(&mut self) {
        let Some(target) = self.pending else {
            return;
        };
        let scan = self.lockstep_scan();
        let Some(t) = self.timeline.as_ref() else {
            return;
        };
        // Once the scan is stopped, what it has scanned is all there is to go to.
        let landing = match target {
            Target::Step { step, .. } => match scan.total {
                Some(total) => Some(step.min(total)),
                None if scan.stopped => Some(step.min(scan.known)),
                None => (step <= scan.known).then_some(step),
            },
            Target::NextMilestone(after) => t
                .milestone_after(after)
                .or_else(|| (scan.total.is_some() || scan.stopped).then_some(after)),
        };
        let Some(step) = landing else {
            return;
        };
        self.pending = None;
        self.show(step);
        if let Target::Step {
            step: asked,
            from_link: true,
        } = target
        {
            if asked > step {
                self.clamped = Some(Clamped { asked, total: step });
            }
        }
        if !self.playing {
            self.publish();
        }
    }

    /// Writes the step shown to the address.
    fn publish(&mut self) {
        if self.published != self.position {
            self.published = self.position;
            self.to_publish = Some(self.position);
        }
    }
}
