//! The score and the last answer of a player's questions, kept for the search shown.

use crate::text::predict::Score;
use leptos::prelude::*;

/// The score and the last answer graded (`G`) of a player's questions, each kept for the search
/// it was given in: a new search starts from nothing.
pub struct Scorebook<G: Send + Sync + 'static> {
    search: RwSignal<u64>,
    score: RwSignal<(u64, Score)>,
    last: RwSignal<Option<(u64, G)>>,
}

impl<G: Send + Sync + 'static> Clone for Scorebook<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: Send + Sync + 'static> Copy for Scorebook<G> {}

impl<G: Clone + Send + Sync + 'static> Scorebook<G> {
    /// A score kept for each value of `search` (the player's count of searches started).
    pub fn new(search: RwSignal<u64>) -> Self {
        Self {
            search,
            score: RwSignal::new((0, Score::default())),
            last: RwSignal::new(None),
        }
    }

    /// Counts an answer, `right` or not, and keeps it as the last.
    pub fn record(self, right: bool, graded: G) {
        let search = self.count(|score| {
            score.asked += 1;
            score.right += u64::from(right);
        });
        self.last.set(Some((search, graded)));
    }

    /// Counts a step shown instead of performed; no answer is the last.
    pub fn record_shown(self) {
        self.count(|score| score.shown += 1);
        self.last.set(None);
    }

    /// Counts into the score of the search shown (started afresh for a new search), which it
    /// returns.
    fn count(self, add: impl FnOnce(&mut Score)) -> u64 {
        let search = self.search.get_untracked();
        self.score.update(|(kept_in, score)| {
            if *kept_in != search {
                *kept_in = search;
                *score = Score::default();
            }
            add(score);
        });
        search
    }

    /// The last answer graded in the search shown.
    pub fn last(self) -> Option<G> {
        let search = self.search.get();
        self.last.with(|last| {
            last.as_ref()
                .filter(|(s, _)| *s == search)
                .map(|(_, g)| g.clone())
        })
    }

    /// The score of the search shown.
    pub fn score(self) -> Score {
        let search = self.search.get();
        self.score.with(|&(kept_in, score)| {
            if kept_in == search {
                score
            } else {
                Score::default()
            }
        })
    }
}
