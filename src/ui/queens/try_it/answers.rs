//! Questions about a student's position that the solvers answer by counting completions: at
//! once on the page for a small board, in the Web Workers (with progress and Cancel) for a larger
//! one, through the count hook every count uses.

use crate::queens::position::Position;
use crate::ui::count_run::{use_count_run, CountRun, RunState};
use crate::worker::failure::CountFailure;
use crate::worker::puzzles::completions::Completions;
use crate::worker::schedule::Schedule;
use leptos::prelude::*;

/// The largest board whose questions are answered on the page: N = 12's whole count takes a few
/// milliseconds there.
pub const HERE_MAX_N: usize = 12;

/// Where a question stands.
#[derive(Clone, Debug, PartialEq)]
pub enum Answer {
    /// Not asked about this position.
    Unasked,
    /// Being counted in the workers.
    Counting,
    /// Counted.
    Counted(Completions),
    /// Stopped by Cancel.
    Cancelled,
    /// The workers failed.
    Failed(CountFailure),
}

/// One kind of question, asked about one position at a time; see [`use_answers`].
#[derive(Clone, Copy)]
pub struct Answers {
    run: CountRun<Completions>,
    /// The position last asked about, and its answer once counted on the page.
    asked: RwSignal<Option<(Position, Option<Completions>)>>,
}

/// A question's answers, owned by the calling component (its workers stop when it unmounts).
pub fn use_answers() -> Answers {
    Answers {
        run: use_count_run(),
        asked: RwSignal::new(None),
    }
}

impl Answers {
    /// Asks about `position` the count of `schedule`, unless it is already answered or being
    /// answered.
    pub fn ask(self, position: Position, schedule: Schedule<Completions>, workers: Option<usize>) {
        if !matches!(
            self.answer(&position),
            Answer::Unasked | Answer::Cancelled | Answer::Failed(_)
        ) {
            return;
        }
        if position.n() <= HERE_MAX_N {
            self.run.clear();
            self.asked.set(Some((position, schedule.count_here().ok())));
        } else {
            self.asked.set(Some((position, None)));
            self.run.start(Ok(schedule), workers);
        }
    }

    /// The answer about `position` (reactive).
    pub fn answer(self, position: &Position) -> Answer {
        let here = self.asked.with(|asked| match asked {
            Some((p, here)) if p == position => Some(here.clone()),
            _ => None,
        });
        match here {
            None => Answer::Unasked,
            Some(Some(counted)) => Answer::Counted(counted),
            Some(None) => match self.run.state() {
                RunState::Idle => Answer::Unasked,
                RunState::Running => Answer::Counting,
                RunState::Finished(counted) => Answer::Counted(counted),
                RunState::Cancelled => Answer::Cancelled,
                RunState::Failed(failure) => Answer::Failed(failure),
            },
        }
    }

    /// The share counted, 0 to 1.
    pub fn fraction(self) -> f64 {
        self.run.fraction()
    }

    /// The share counted in whole percent.
    pub fn percent(self) -> u32 {
        self.run.percent()
    }

    /// Stops a count in the workers.
    pub fn cancel(self) {
        self.run.cancel();
    }
}
