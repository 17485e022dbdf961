//! A min-conflicts run in the page ([`crate::queens::min_conflicts`]): run in slices that leave
//! the page free, with its progress and, at the end, what it took, in words.

use crate::i18n::i18n::td_string;
use crate::queens::min_conflicts::MinConflicts;
use crate::queens::placement::Placement;
use crate::text::number::number;
use crate::text::Locale;
use crate::ui::time_sliced::use_time_sliced;
use leptos::prelude::*;
use std::sync::Arc;

/// Where a run is, as the page tells it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RunState {
    /// No run: another method is shown, or N has no placement.
    Idle,
    /// The greedy start has placed `done` of `n` queens.
    Starting { done: usize, n: usize },
    /// Repairing: `repairs` so far, `pairs` of queens still attacking each other.
    Repairing { repairs: u64, pairs: u64 },
    /// Ended from `seed`: the last greedy start left `start` queens in conflict, removed by
    /// `repairs`; `earlier` repairs went into the `restarts` starts dropped before it.
    Found {
        seed: u64,
        start: u32,
        repairs: u64,
        restarts: u32,
        earlier: u64,
    },
}

impl RunState {
    /// The progress of `run`, not yet ended.
    fn of(run: &MinConflicts) -> Self {
        if run.rows_placed() < run.n() {
            RunState::Starting {
                done: run.rows_placed(),
                n: run.n(),
            }
        } else {
            RunState::Repairing {
                repairs: run.repairs(),
                pairs: run.attacking_pairs(),
            }
        }
    }

    /// The state in words, in `locale` (nothing while idle).
    pub fn words(self, locale: Locale) -> String {
        let count = |k: u64| number(k, locale);
        match self {
            RunState::Idle => String::new(),
            RunState::Starting { done, n } => td_string!(
                locale,
                one.starting,
                done = count(done as u64),
                n = count(n as u64)
            ),
            RunState::Repairing { repairs, pairs } => td_string!(
                locale,
                one.repairing,
                repairs = count(repairs),
                pairs = count(pairs)
            ),
            RunState::Found {
                seed,
                start,
                repairs,
                restarts,
                earlier,
            } => {
                let start = count(u64::from(start));
                let found = match repairs {
                    0 => td_string!(locale, one.found_at_start, seed = seed),
                    1 => td_string!(locale, one.found_one, seed = seed, start = start),
                    _ => td_string!(
                        locale,
                        one.found,
                        seed = seed,
                        start = start,
                        repairs = count(repairs)
                    ),
                };
                if restarts == 0 {
                    found
                } else {
                    let again = td_string!(
                        locale,
                        one.restarted,
                        repairs = count(earlier),
                        count = count(u64::from(restarts))
                    );
                    format!("{found} {again}")
                }
            }
        }
    }
}

/// A min-conflicts run in the page: what it has found, where it is, and how to start it.
#[derive(Clone, Copy)]
pub struct MinConflictsRun {
    /// The placement, once found.
    pub placement: ReadSignal<Option<Arc<Placement>>>,
    /// Where the run is.
    pub state: ReadSignal<RunState>,
    /// Starts a run for `(n, seed)`, or stops the run (`None`).
    pub start: Callback<Option<(usize, u64)>>,
}

/// A min-conflicts run for each `(n, seed)` its `start` is given. A run's slices stop when a new
/// one starts or the calling component goes.
pub fn use_min_conflicts() -> MinConflictsRun {
    let (placement, set_placement) = signal(None::<Arc<Placement>>);
    let (state, set_state) = signal(RunState::Idle);
    let sliced = use_time_sliced();
    let start = Callback::new(move |asked: Option<(usize, u64)>| {
        set_placement.set(None);
        let Some(mut run) = asked.and_then(|(n, seed)| MinConflicts::new(n, seed)) else {
            sliced.cancel();
            set_state.set(RunState::Idle);
            return;
        };
        let seed = asked.map_or(0, |(_, seed)| seed);
        set_state.set(RunState::of(&run));
        sliced.start(move |clock| loop {
            if run.step() {
                set_placement.set(run.placement().map(Arc::new));
                set_state.set(RunState::Found {
                    seed,
                    start: run.start_conflicts(),
                    repairs: run.repairs_this_start(),
                    restarts: run.restarts(),
                    earlier: run.repairs() - run.repairs_this_start(),
                });
                return true;
            }
            if clock.expired() {
                set_state.set(RunState::of(&run));
                return false;
            }
        });
    });
    MinConflictsRun {
        placement,
        state,
        start,
    }
}
