//! The player of a page, over the pure [`Engine`] (`playback::engine`, where its transitions are
//! tested): it feeds the engine the page's signals (the search's key, the view's step and speed, a
//! search compared beside it), the play timer and the scan's time slices, and shows what the
//! engine says (the frame, the step, the scan, the question held), writing the step to the view
//! when the engine says it is due.

use super::control::{Action, PlayerControl};
use crate::clock::now_ms;
use crate::playback::{Asks, Engine, Held, Scan, Target, Timeline, Trace, OWN_STEPS};
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

/// The player of one page: its frame, for the puzzle's own panels, and its controls.
pub struct Player<T: Playable> {
    engine: StoredValue<Engine<T>>,
    /// Counts the searches started: a new value means a new search.
    pub search: RwSignal<u64>,
    /// The frame shown.
    pub frame: RwSignal<Option<T::Frame>>,
    /// The question being asked, if any.
    pub held: RwSignal<Option<Held>>,
    position: RwSignal<u64>,
    playing: RwSignal<bool>,
    pending: RwSignal<Option<Target>>,
    /// This search's own scan, the lockstep scan with a search compared beside it, and this
    /// search's as a search compared beside another sees it.
    scan: RwSignal<Scan>,
    lockstep: RwSignal<Scan>,
    as_partner: RwSignal<Scan>,
    /// The scan of a search compared with this one, once its player has started.
    partner: RwSignal<Option<Signal<Scan>>>,
    /// The lockstep step: this player's own, or the leader's when it follows one.
    clock: Signal<u64>,
    /// The page's step and speed.
    view: PlayerFields,
    /// Where a step past the end of the search is reported.
    app: AppState,
    scanner: TimeSliced,
    play_generation: StoredValue<u64>,
}

impl<T: Playable> Clone for Player<T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T: Playable> Copy for Player<T> {}

/// Sets `signal` to `value` if it differs (so that what reads it is not woken for nothing).
fn set_changed<V: PartialEq + Send + Sync + 'static>(signal: RwSignal<V>, value: V) {
    if signal.try_with_untracked(|old| *old != value) == Some(true) {
        signal.set(value);
    }
}

impl<T: Playable> Player<T> {
    /// Creates the player of `source`'s search, starts following the view, and returns it with
    /// its controls.
    pub fn start<K>(source: PlayerSource<T, K>) -> (Self, PlayerControl)
    where
        K: Clone + PartialEq + Send + Sync + 'static,
    {
        let player = Self::new(source.view);
        let view = source.view;
        let speed = view.speed.into();
        // Known before the first search loads: a link's step past its end waits for the search
        // compared with it.
        let compared = source.compared;
        player.update(|e| e.set_compared(compared.get_untracked()));
        let catch_up = player.follow_view(source.key, source.make, view.step.into());
        player.run_timer(speed);
        Effect::new(move |_| {
            let compared = compared.get();
            untrack(|| player.update(|e| e.set_compared(compared)));
        });
        // A step the leader waits for may be one the compared search had not computed yet.
        Effect::new(move |_| {
            let partner = player.partner.get().map(|scan| scan.get());
            untrack(|| player.update(|e| e.set_partner(partner)));
        });
        let remembered = SHOWN_VIEWS
            .stored()
            .map(|names| Shown::parse(&names, |_| ()));
        let shown = Signal::derive(move || view.show().or(remembered).unwrap_or_default());
        let control = PlayerControl {
            shown,
            performing: Signal::derive(move || view.perform()),
            position: player.position.into(),
            playing: player.playing.into(),
            scan: player.lockstep.into(),
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
            engine: StoredValue::new(Engine::new()),
            search: RwSignal::new(0),
            frame: RwSignal::new(None),
            held: RwSignal::new(None),
            position,
            playing: RwSignal::new(false),
            pending: RwSignal::new(None),
            scan: RwSignal::new(Scan::default()),
            lockstep: RwSignal::new(Scan::default()),
            as_partner: RwSignal::new(Scan::default()),
            partner: RwSignal::new(None),
            clock: position.into(),
            view,
            app: expect_context::<AppState>(),
            scanner: use_time_sliced(),
            play_generation: StoredValue::new(0),
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
        leading.partner.set(Some(player.as_partner.into()));
        on_cleanup(move || {
            leading.partner.try_set(None);
        });
        Effect::new(move |_| {
            let key = key.get();
            untrack(|| {
                player.update(|e| e.rebuild(make(&key)));
                player.run_scan();
            });
        });
        Effect::new(move |_| {
            player.search.track();
            let step = leader.position.get();
            untrack(|| player.update(|e| e.follow(step)));
        });
        let control = PlayerControl {
            position: player.position.into(),
            scan: player.scan.into(),
            pending: player.pending.into(),
            ..leader
        };
        (player, control)
    }

    /// Runs an event on the engine (if the player is still mounted), then shows what it says.
    fn update<R>(self, event: impl FnOnce(&mut Engine<T>) -> R) -> Option<R> {
        let result = self.engine.try_update_value(event)?;
        self.show_engine();
        Some(result)
    }

    /// Shows the engine's state in the player's signals, and writes to the view and the
    /// messages what it says is due.
    fn show_engine(self) {
        let Some((frame, published, clamped)) = self
            .engine
            .try_update_value(|e| (e.take_frame(), e.take_published(), e.take_clamped()))
        else {
            return;
        };
        let Some(()) = self.engine.try_with_value(|e| {
            set_changed(self.search, e.searches());
            set_changed(self.position, e.position());
            set_changed(self.playing, e.playing());
            set_changed(self.pending, e.pending());
            set_changed(self.held, e.held());
            set_changed(self.scan, e.scan_state());
            set_changed(self.lockstep, e.lockstep_scan());
            set_changed(self.as_partner, e.scan_for_partner());
        }) else {
            return;
        };
        if let Some(frame) = frame {
            self.frame.set(frame);
        }
        if let Some(step) = published {
            self.view.set_step(step);
        }
        if let Some(clamped) = clamped {
            self.app.tell(Message::StepClamped {
                asked: clamped.asked,
                total: clamped.total,
            });
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
            Action::Seek(target) => {
                self.update(|e| e.seek(target));
            }
            Action::Step(forward) => {
                self.update(|e| e.step(forward));
            }
            Action::Toggle => {
                self.update(Engine::toggle);
            }
            Action::PreviousMilestone => {
                self.update(Engine::previous_milestone);
            }
            Action::SetSpeed(speed) => self.view.set_speed(speed),
            Action::Scan(true) => {
                self.update(Engine::resume_scan);
                self.run_scan();
            }
            Action::Scan(false) => {
                self.scanner.cancel();
                self.update(Engine::stop_scan);
            }
            Action::Show(shown) => {
                SHOWN_VIEWS.store(shown.names());
                self.view.set_show(shown);
            }
        }
    }

    /// Whether there is a search to play (one could be made for the key).
    pub(super) fn has_search(self) -> bool {
        self.engine
            .try_with_value(Engine::has_search)
            .unwrap_or(false)
    }

    /// The search shown, at its step 0 (`None` when there is nothing to play).
    pub fn origin(self) -> Option<T> {
        self.engine
            .try_with_value(|e| e.origin().cloned())
            .flatten()
    }

    /// Asks before the steps where `asks` holds (`None`: nowhere); see [`Engine::ask_before`].
    pub fn ask_before(self, asks: Option<Asks<T>>) {
        self.update(|e| e.ask_before(asks));
    }

    /// The question asked is answered: the player goes on, playing again if it was.
    pub fn answered(self) {
        self.update(Engine::answered);
    }

    /// Shows the search from `from` on to the first step where `stops` holds (the student's next
    /// action), or to its end (see [`Engine::go_on`]).
    pub fn go_on(self, from: u64, stops: impl Fn(&T) -> bool) {
        self.update(|e| e.go_on(from, OWN_STEPS, stops));
    }

    /// The student performed the action expected (see [`Engine::performed`]).
    pub fn performed(self, expects: impl Fn(&T) -> bool) {
        self.update(|e| e.performed(expects));
    }

    /// The search at `step`, as the timeline replays it.
    pub fn trace_at(self, step: u64) -> Option<T> {
        self.engine.try_update_value(|e| e.trace_at(step)).flatten()
    }

    /// Reads the timeline (its milestones, say), if there is one.
    pub fn read_timeline<R>(self, f: impl FnOnce(&Timeline<T>) -> R) -> Option<R> {
        self.engine
            .try_with_value(|e| e.timeline().map(f))
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
                let search = make(&wanted);
                followed.set_value(Some(wanted));
                self.update(|e| e.load(search, step));
                self.run_scan();
            } else {
                self.update(|e| e.follow_address(step));
            }
        };
        Effect::new(move |_| {
            key.track();
            let step = step.get();
            untrack(|| follow(step));
        });
        move || follow(step.get_untracked())
    }

    /// Runs the scan from where it stands, in slices, until the end of the search.
    fn run_scan(self) {
        self.scanner.start(move |clock| {
            self.update(|e| e.scan(SCAN_CHUNK, || clock.expired()))
                .unwrap_or(true)
        });
    }

    /// While playing, advances the search at the view's speed, several steps per tick at high
    /// speed (the engine writes the step to the view now and then).
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
                let (mut last, mut carry) = (now_ms(), 0.0);
                loop {
                    TimeoutFuture::new(speed.tick_ms()).await;
                    if self.play_generation.try_get_value() != Some(mine) {
                        return;
                    }
                    let time = now_ms();
                    let (steps, rest) = speed.steps_due(time - last, carry);
                    (last, carry) = (time, rest);
                    if self.update(|e| e.tick(time, steps)) != Some(true) {
                        return;
                    }
                }
            });
        });
    }
}
