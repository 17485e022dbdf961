//! The player's engine, for any puzzle's [`Trace`]: one [`Timeline`] per search, a scan that runs
//! ahead of it in slices, the play timer, and the edge to the page's view (the address).
//!
//! The live position is the engine's own; it is written to the view's step when paused, on each
//! manual step or seek, and at most every [`PUBLISH_MS`] while playing, so the browser's history
//! is not flooded. A change of the view from outside (a link, Back or Forward) is followed.

use super::control::{Action, PlayerControl, Scan, Target};
use crate::clock::now_ms;
use crate::playback::{Timeline, Trace};
use crate::ui::context::expect_context;
use crate::ui::pages::AppState;
use crate::ui::state::PlayerFields;
use crate::ui::stored_choices::SHOWN_VIEWS;
use crate::ui::time_sliced::{use_time_sliced, TimeSliced};
use crate::view::message::Message;
use crate::view::player::Shown;
use crate::view::speed::Speed;
use gloo_timers::future::TimeoutFuture;
use leptos::prelude::*;
use leptos::task::spawn_local;

/// Steps scanned between two looks at the slice's clock.
const SCAN_CHUNK: u64 = 20_000;

/// The least time between two writes of the step to the view while playing.
const PUBLISH_MS: f64 = 500.0;

/// How far `timeline`'s scan has got, `stopped` by a person or not.
fn scan_of<T: Trace>(timeline: &Timeline<T>, stopped: bool) -> Scan {
    Scan {
        known: timeline.len_known(),
        total: timeline.total_steps(),
        stopped,
    }
}

/// A trace the page can play: a [`Trace`] whose parts can live in Leptos' reactive arena.
pub trait Playable:
    Trace<Frame: Send + Sync + 'static, Milestones: Send + Sync + 'static> + Send + Sync + 'static
{
}

impl<T> Playable for T where
    T: Trace<Frame: Send + Sync + 'static, Milestones: Send + Sync + 'static>
        + Send
        + Sync
        + 'static
{
}

/// What a page gives the player: which search to play, and the player's part of its view.
pub struct PlayerSource<T, K: Send + Sync + 'static> {
    /// What identifies the search (N and algorithm; a board, a start and a method…): a new value
    /// starts a new timeline at step 0.
    pub key: Memo<K>,
    /// Makes the search for a key, at step 0; `None` when there is nothing to play.
    pub make: fn(&K) -> Option<T>,
    /// The page's step and speed: read when they change from outside, written as the player
    /// moves.
    pub view: PlayerFields,
    /// Whether the page's view compares another search with this one (`vs=`): until that
    /// search's player has started, a step past this one's end waits for it.
    pub compared: Signal<bool>,
}

/// Whether the page asks a question before the step after the one a search is at.
pub type Asks<T> = std::sync::Arc<dyn Fn(&T) -> bool + Send + Sync>;

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

/// The player of one page: its frame, for the puzzle's own panels, and its controls.
pub struct Player<T: Playable> {
    timeline: StoredValue<Option<Timeline<T>>>,
    /// The search at step 0, for views that step through it on their own (the search tree).
    origin: StoredValue<Option<T>>,
    /// Counts the searches started: a new value means a new search.
    pub search: RwSignal<u64>,
    /// The frame shown.
    pub frame: RwSignal<Option<T::Frame>>,
    position: RwSignal<u64>,
    playing: RwSignal<bool>,
    scan: RwSignal<Scan>,
    /// The scan of a search compared with this one in lockstep, whose clock runs until the longer
    /// ends.
    partner: RwSignal<Option<Signal<Scan>>>,
    /// The lockstep step: this player's own, or the leader's when it follows one.
    clock: Signal<u64>,
    /// Whether a search is to be compared with this one (its player may start later).
    compared: Signal<bool>,
    pending: RwSignal<Option<Target>>,
    /// The step last written to the view.
    published: StoredValue<u64>,
    /// The page's step and speed.
    view: PlayerFields,
    /// Where a step past the end of the search is reported.
    app: AppState,
    scanner: TimeSliced,
    play_generation: StoredValue<u64>,
    /// Where the page asks a question before going on (see [`Player::ask_before`]).
    asks: StoredValue<Option<Asks<T>>>,
    /// The question being asked, if any.
    pub held: RwSignal<Option<Held>>,
    /// The step of the question last answered, which playing passes without asking again.
    passed: StoredValue<Option<u64>>,
}

impl<T: Playable> Clone for Player<T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T: Playable> Copy for Player<T> {}

impl<T: Playable> Player<T> {
    /// Creates the player of `source`'s search, starts following the view, and returns it with
    /// its controls.
    pub fn start<K>(source: PlayerSource<T, K>) -> (Self, PlayerControl)
    where
        K: Clone + PartialEq + Send + Sync + 'static,
    {
        let player = Self {
            compared: source.compared,
            ..Self::new(source.view)
        };
        let view = source.view;
        let speed = view.speed.into();
        let catch_up = player.follow_view(source.key, source.make, view.step.into());
        player.run_timer(speed);
        let remembered = SHOWN_VIEWS
            .stored()
            .map(|names| Shown::parse(&names, |_| ()));
        let shown = Signal::derive(move || view.show().or(remembered).unwrap_or_default());
        let control = PlayerControl {
            shown,
            performing: Signal::derive(move || view.perform()),
            position: player.position.into(),
            playing: player.playing.into(),
            scan: Signal::derive(move || player.lockstep_scan()),
            pending: player.pending.into(),
            speed,
            act: Callback::new(move |action| {
                catch_up();
                player.act(action);
            }),
        };
        (player, control)
    }

    /// A player of `view`'s search, with nothing to play yet.
    fn new(view: PlayerFields) -> Self {
        let position = RwSignal::new(0);
        Self {
            timeline: StoredValue::new(None),
            origin: StoredValue::new(None),
            search: RwSignal::new(0),
            frame: RwSignal::new(None),
            position,
            playing: RwSignal::new(false),
            scan: RwSignal::new(Scan::default()),
            partner: RwSignal::new(None),
            clock: position.into(),
            compared: Signal::stored(false),
            pending: RwSignal::new(None),
            published: StoredValue::new(0),
            scanner: use_time_sliced(),
            play_generation: StoredValue::new(0),
            asks: StoredValue::new(None),
            held: RwSignal::new(None),
            passed: StoredValue::new(None),
            view,
            app: expect_context::<AppState>(),
        }
    }

    /// A second player in lockstep with the one in context (the leader), whose controls drive
    /// it: its own search (`key`, `make`), shown at the leader's step, or at its own last step
    /// once it has ended. It never writes the view; its actions are the leader's.
    pub fn follow<K>(key: Memo<K>, make: fn(&K) -> Option<T>) -> (Self, PlayerControl)
    where
        K: Clone + PartialEq + Send + Sync + 'static,
    {
        let leader = expect_context::<PlayerControl>();
        let leading = expect_context::<Player<T>>();
        let player = Self {
            clock: leader.position,
            ..Self::new(leading.view)
        };
        // A search that could not be made (no tour by this method) holds nothing back.
        let scan = Signal::derive(move || match player.search.get() {
            0 => Scan::default(),
            _ if !player.has_search() => Scan {
                total: Some(0),
                ..Scan::default()
            },
            _ => player.scan.get(),
        });
        leading.partner.set(Some(scan));
        on_cleanup(move || leading.play_alone());
        // A step the leader waits for may be one this search had not computed yet.
        Effect::new(move |_| {
            scan.track();
            untrack(|| leading.resolve());
        });
        Effect::new(move |_| {
            let key = key.get();
            untrack(|| player.rebuild(make(&key)));
        });
        Effect::new(move |_| {
            player.search.track();
            let step = leader.position.get();
            untrack(|| player.show(step));
        });
        let control = PlayerControl {
            position: player.position.into(),
            scan: player.scan.into(),
            pending: player.pending.into(),
            ..leader
        };
        (player, control)
    }

    /// Plays alone again once the compared search is gone: a step past this search's own end
    /// is shown as its end (the view's step, which the page sets with the comparison, is left).
    fn play_alone(self) {
        if self.partner.try_set(None).is_none() {
            self.show(self.position());
        }
    }

    /// How far the steps can be played: this search's scan, or with a compared search the
    /// clock of both ([`Scan::alongside`]).
    fn lockstep_scan(self) -> Scan {
        let own = self.scan.get();
        self.partner_scan()
            .map_or(own, |other| own.alongside(other))
    }

    /// [`Self::lockstep_scan`] as the timeline `t` stands now (its scan may be ahead of the one
    /// published), `stopped` or not.
    fn lockstep_scan_of(self, t: &Timeline<T>, stopped: bool) -> Scan {
        let own = scan_of(t, stopped);
        untrack(|| self.partner_scan()).map_or(own, |other| own.alongside(other))
    }

    /// The scan of the search compared with this one, if any: nothing computed yet while its
    /// player has not started.
    fn partner_scan(self) -> Option<Scan> {
        match self.partner.get() {
            Some(other) => Some(other.get()),
            None => self.compared.get().then(Scan::default),
        }
    }

    /// Where this search ends, once known.
    pub fn ended(self) -> Option<u64> {
        self.scan.with(|s| s.total)
    }

    /// Where this search ended, while the lockstep step has gone past it: it waits there for the
    /// search compared with it.
    pub fn waiting(self) -> Option<u64> {
        self.ended().filter(|&total| total < self.clock.get())
    }

    /// Carries out a person's action.
    fn act(self, action: Action) {
        match action {
            Action::Seek(target) => self.seek(target),
            Action::Step(forward) => self.step(forward),
            Action::Toggle => self.toggle(),
            Action::PreviousMilestone => self.previous_milestone(),
            Action::SetSpeed(speed) => self.view.set_speed(speed),
            Action::Scan(true) => self.run_scan(),
            Action::Scan(false) => self.stop_scan(),
            Action::Show(shown) => {
                SHOWN_VIEWS.store(shown.names());
                self.view.set_show(shown);
            }
        }
    }

    /// The step shown.
    fn position(self) -> u64 {
        self.position.get_untracked()
    }

    /// Runs `f` on the timeline, if there is one (and the player is still mounted).
    fn with_timeline<R>(self, f: impl FnOnce(&mut Timeline<T>) -> R) -> Option<R> {
        self.timeline
            .try_update_value(|t| t.as_mut().map(f))
            .flatten()
    }

    /// Whether there is a search to play (one could be made for the key).
    pub(super) fn has_search(self) -> bool {
        self.origin.try_with_value(Option::is_some).unwrap_or(false)
    }

    /// The search shown, at its step 0 (`None` when there is nothing to play).
    pub fn origin(self) -> Option<T> {
        self.origin.try_get_value().flatten()
    }

    /// Asks before the steps where `asks` holds (`None`: nowhere): playing and stepping forward
    /// stop there, with the question in [`Player::held`], until it is answered
    /// ([`Player::answered`]) or its answer is shown (Play or a step forward shows it, the next
    /// goes on). A question held is let go if `asks` no longer asks it.
    pub fn ask_before(self, asks: Option<Asks<T>>) {
        let still_asked = match (&asks, self.held.get_untracked()) {
            (Some(asks), Some(held)) => self
                .with_timeline(|t| {
                    t.seek(held.step);
                    asks(t.cursor())
                })
                .unwrap_or(false),
            _ => false,
        };
        self.asks.set_value(asks);
        if self.held.get_untracked().is_some() && !still_asked {
            self.held.set(None);
        }
    }

    /// The question asked is answered: the player goes on, playing again if it was.
    pub fn answered(self) {
        let Some(held) = self.held.get_untracked() else {
            return;
        };
        self.pass(held);
        if held.resume {
            self.playing.set(true);
        } else {
            self.step(true);
        }
    }

    /// The first step from `from` where `at` holds, or the search's last step if it ends first;
    /// `None` if neither is within `limit` steps.
    pub fn first_step_where(self, from: u64, limit: u64, at: impl Fn(&T) -> bool) -> Option<u64> {
        self.with_timeline(|t| {
            (from..from.saturating_add(limit)).find_map(|step| {
                t.seek(step);
                let cursor = t.cursor();
                (cursor.step() != step || at(cursor)).then(|| cursor.step())
            })
        })
        .flatten()
    }

    /// The search at `step`, as the timeline replays it.
    pub fn trace_at(self, step: u64) -> Option<T> {
        self.with_timeline(|t| {
            t.seek(step);
            t.cursor().clone()
        })
    }

    /// Leaves the question `held`: the step it was asked at is passed without asking again.
    fn pass(self, held: Held) {
        self.passed.set_value(Some(held.step));
        self.held.set(None);
    }

    /// The first step from `from` to before `to` where a question not yet answered is asked.
    fn question_between(self, from: u64, to: u64) -> Option<u64> {
        let asks = self.asks.get_value()?;
        let passed = self.passed.get_value();
        self.with_timeline(|t| {
            (from..to).find(|&step| {
                if passed == Some(step) {
                    return false;
                }
                t.seek(step);
                t.cursor().step() == step && asks(t.cursor())
            })
        })
        .flatten()
    }

    /// Stops at `step` to ask its question, to play on once answered if `resume`.
    fn hold(self, step: u64, resume: bool) {
        self.show(step);
        self.held.set(Some(Held {
            step,
            revealed: false,
            resume,
        }));
        self.playing.set(false);
        self.publish();
    }

    /// A move forward asked for while a question is held: the first shows its answer, the next
    /// goes on. Returns whether the move stops here (its answer was just shown).
    fn knock(self) -> bool {
        match self.held.get_untracked() {
            Some(held) if !held.revealed => {
                self.held.set(Some(Held {
                    revealed: true,
                    ..held
                }));
                true
            }
            Some(held) => {
                self.pass(held);
                false
            }
            None => false,
        }
    }

    /// Reads the timeline (its milestones, say), if there is one.
    pub fn read_timeline<R>(self, f: impl FnOnce(&Timeline<T>) -> R) -> Option<R> {
        self.timeline
            .try_with_value(|t| t.as_ref().map(f))
            .flatten()
    }

    /// Follows the view's search and step when they change from outside. Returns what catches
    /// up with the view at once: an action taken before the effect has run (a key handled in
    /// the same task as Enter) then acts on the view's search, not on the one it replaced.
    fn follow_view<K>(
        self,
        key: Memo<K>,
        make: fn(&K) -> Option<T>,
        step: Signal<u64>,
    ) -> impl Fn() + Copy + 'static
    where
        K: Clone + PartialEq + Send + Sync + 'static,
    {
        let followed = StoredValue::new(None::<K>);
        let follow = move |step: u64| {
            let wanted = key.get_untracked();
            if followed.with_value(|f| f.as_ref() != Some(&wanted)) {
                self.rebuild(make(&wanted));
                followed.set_value(Some(wanted));
            } else if step == self.published.get_value() {
                return;
            }
            self.playing.set(false);
            self.published.set_value(step);
            self.go(Target::Step {
                step,
                from_link: true,
            });
        };
        Effect::new(move |_| {
            key.track();
            let step = step.get();
            untrack(|| follow(step));
        });
        move || follow(step.get_untracked())
    }

    /// A fresh timeline of `search` at step 0, and its scan.
    fn rebuild(self, search: Option<T>) {
        self.origin.set_value(search.clone());
        self.search.update(|s| *s += 1);
        let mut timeline = search.map(Timeline::new);
        let frame = timeline.as_mut().map(|t| t.seek(0));
        self.timeline.set_value(timeline);
        self.frame.set(frame);
        self.position.set(0);
        self.pending.set(None);
        self.held.set(None);
        self.passed.set_value(None);
        self.scan.set(Scan::default());
        self.run_scan();
    }

    /// Runs the scan from where it stands, in slices, until the end of the search.
    fn run_scan(self) {
        self.scan.update(|s| s.stopped = false);
        self.update_scan();
        self.scanner.start(move |clock| {
            let done = self
                .with_timeline(|t| loop {
                    if t.advance_scan(SCAN_CHUNK) {
                        break true;
                    }
                    if clock.expired() {
                        break false;
                    }
                })
                .unwrap_or(true);
            self.update_scan();
            self.resolve();
            done
        });
    }

    /// Stops the scan where it stands (the steps scanned stay playable); a target it has not
    /// reached lands on the last step scanned.
    fn stop_scan(self) {
        self.scanner.cancel();
        self.scan.update(|s| s.stopped = true);
        self.resolve();
    }

    /// Publishes how far the scan has got.
    fn update_scan(self) {
        let stopped = self.scan.with_untracked(|s| s.stopped);
        let scan = self
            .with_timeline(|t| scan_of(t, stopped))
            .unwrap_or_default();
        if self.scan.try_get_untracked() != Some(scan) {
            self.scan.set(scan);
        }
    }

    /// Shows the frame after `step` steps (the end if the search is shorter).
    /// With a compared search the step may go past this one's end, which stays shown.
    fn show(self, step: u64) {
        let shown = self.with_timeline(|t| {
            let frame = t.seek(step);
            let scan = self.lockstep_scan_of(t, false);
            let reach = step.min(scan.total.unwrap_or(scan.known));
            (frame, t.position().max(reach))
        });
        if let Some((frame, at)) = shown {
            self.frame.set(Some(frame));
            self.position.set(at);
            // A question is asked at its own step only; going back lets it be asked again.
            if self
                .held
                .with_untracked(|h| h.is_some_and(|h| h.step != at))
            {
                self.held.set(None);
            }
            if self.passed.get_value().is_some_and(|passed| at < passed) {
                self.passed.set_value(None);
            }
        }
    }

    /// Goes to `target`: at once if the scan has reached it, else as soon as it does.
    fn go(self, target: Target) {
        self.pending.set(Some(target));
        self.resolve();
    }

    /// Goes to the pending target if the scan has reached it.
    fn resolve(self) {
        let Some(Some(target)) = self.pending.try_get_untracked() else {
            return;
        };
        // Once the scan is stopped, what it has scanned is all there is to go to.
        let stopped = self.scan.with_untracked(|s| s.stopped);
        let Some(landing) = self.with_timeline(|t| {
            let scan = self.lockstep_scan_of(t, stopped);
            match target {
                Target::Step { step, .. } => match scan.total {
                    Some(total) => Some(step.min(total)),
                    None if scan.stopped => Some(step.min(scan.known)),
                    None => (step <= scan.known).then_some(step),
                },
                Target::NextMilestone(after) => t
                    .milestone_after(after)
                    .or_else(|| (scan.total.is_some() || scan.stopped).then_some(after)),
            }
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
                self.app.tell(Message::StepClamped { asked, total: step });
            }
        }
        if !self.playing.get_untracked() {
            self.publish();
        }
    }

    /// Writes the step shown to the view (and so to the address).
    fn publish(self) {
        let step = self.position();
        if self.published.get_value() != step {
            self.published.set_value(step);
            self.view.set_step(step);
        }
    }

    /// Pauses and goes to `target` (a manual step or seek).
    fn seek(self, target: Target) {
        self.pause();
        self.go(target);
    }

    /// One step forward (`true`) or back. Forward, a question asked here stops it first.
    fn step(self, forward: bool) {
        let at = self.position();
        if forward && (self.knock() || self.question_between(at, at + 1).is_some()) {
            self.pause();
            if self.held.get_untracked().is_none() {
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

    /// The last milestone before the step shown, if any.
    fn previous_milestone(self) {
        let at = self.position();
        if let Some(step) = self.read_timeline(|t| t.milestone_before(at)).flatten() {
            self.seek(Target::step(step));
        }
    }

    /// Stops the timer and writes the step to the view.
    fn pause(self) {
        if self.playing.get_untracked() {
            self.playing.set(false);
            self.publish();
        }
    }

    /// Play or pause; playing from the end starts over.
    fn toggle(self) {
        if self.playing.get_untracked() {
            self.pause();
            return;
        }
        self.pending.set(None);
        if self.knock() {
            return;
        }
        if self.at_end() {
            self.show(0);
        }
        self.playing.set(true);
    }

    /// Whether the step shown is the last.
    fn at_end(self) -> bool {
        untrack(|| self.lockstep_scan()).total == Some(self.position())
    }

    /// While playing, advances the search at the view's speed, several steps per tick at high
    /// speed, and writes the step to the view now and then.
    fn run_timer(self, speed: Signal<Speed>) {
        Effect::new(move |_| {
            let playing = self.playing.get();
            let speed = speed.get();
            self.play_generation.update_value(|g| *g += 1);
            if !playing {
                return;
            }
            let mine = self.play_generation.get_value();
            spawn_local(async move {
                let (mut last, mut carry, mut published_at) = (now_ms(), 0.0, now_ms());
                loop {
                    TimeoutFuture::new(speed.tick_ms()).await;
                    if self.play_generation.try_get_value() != Some(mine) {
                        return;
                    }
                    let time = now_ms();
                    let (steps, rest) = speed.steps_due(time - last, carry);
                    (last, carry) = (time, rest);
                    if steps > 0 {
                        let at = self.position();
                        if let Some(step) = self.question_between(at, at.saturating_add(steps)) {
                            self.hold(step, true);
                            return;
                        }
                        self.show(at.saturating_add(steps));
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
}
