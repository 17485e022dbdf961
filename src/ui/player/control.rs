//! The player as its controls see it: one non-generic handle of signals and actions, whichever
//! puzzle's search is played. The buttons, the timeline bar and the keyboard read only this.

pub use crate::playback::{Scan, Target};
use crate::view::player::Shown;
use crate::view::speed::Speed;
use leptos::prelude::*;

/// What a person can ask of the player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Pause and go to a target.
    Seek(Target),
    /// Pause and go one step forward (`true`) or back.
    Step(bool),
    /// Play, or pause; playing from the end starts over.
    Toggle,
    /// Pause and go to the last milestone before the step shown.
    PreviousMilestone,
    /// Play at another speed.
    SetSpeed(Speed),
    /// Continue the scan of the search (`true`), or stop it (`false`: a search too long to wait
    /// for).
    Scan(bool),
    /// Show these teaching views.
    Show(Shown),
}

/// The player's state and actions, provided as context by the page that plays a search.
#[derive(Clone, Copy)]
pub struct PlayerControl {
    /// The step shown.
    pub position: Signal<u64>,
    /// Whether the timer is advancing the search.
    pub playing: Signal<bool>,
    /// How far the scan has got.
    pub scan: Signal<Scan>,
    /// A target the scan has not reached yet.
    pub pending: Signal<Option<Target>>,
    /// The speed.
    pub speed: Signal<Speed>,
    /// The teaching views shown: the address's choice, else the one remembered.
    pub shown: Signal<Shown>,
    /// Whether the student performs the search: the buttons, the timeline and the keys leave it
    /// to them.
    pub performing: Signal<bool>,
    /// Carries out an action.
    pub act: Callback<Action>,
}

impl PlayerControl {
    /// Pauses and goes to `target`.
    pub fn seek(self, target: Target) {
        self.act.run(Action::Seek(target));
    }

    /// One step forward (`true`) or back.
    pub fn step(self, forward: bool) {
        self.act.run(Action::Step(forward));
    }

    /// Play or pause.
    pub fn toggle(self) {
        self.act.run(Action::Toggle);
    }

    /// To the milestone before the step shown.
    pub fn previous_milestone(self) {
        self.act.run(Action::PreviousMilestone);
    }

    /// To the first milestone after the step shown.
    pub fn next_milestone(self) {
        let at = self.position.get_untracked();
        self.seek(Target::NextMilestone(at));
    }

    /// Shows these teaching views (and remembers the choice).
    pub fn show(self, shown: Shown) {
        self.act.run(Action::Show(shown));
    }

    /// One speed faster (`true`) or slower.
    pub fn change_speed(self, faster: bool) {
        let speed = self.speed.get_untracked();
        let speed = if faster {
            speed.faster()
        } else {
            speed.slower()
        };
        self.act.run(Action::SetSpeed(speed));
    }
}
