//! The questions a page's player holds, with their answers, and the answers graded.

use super::Scorebook;
use crate::ui::context::expect_context;
use crate::ui::player::{Asks, Held, Playable, Player};
use leptos::prelude::*;
use std::sync::Arc;

/// A question the player holds: `asked`, its answer and what grading it needs.
#[derive(Clone, Debug, PartialEq)]
pub struct HeldQuestion<Q> {
    /// Where the player holds it.
    pub held: Held,
    /// The question, with its answer.
    pub asked: Q,
}

impl<Q> HeldQuestion<Q> {
    /// Whether it still takes an answer (its answer is not shown).
    pub fn open(&self) -> bool {
        !self.held.revealed
    }
}

/// The questions a page's player asks (`Q`, each with its answer) and the answers graded (`G`):
/// provided for the page's board and panel.
pub struct Questions<T: Playable, Q: Send + Sync + 'static, G: Send + Sync + 'static> {
    /// The question held now, if any.
    pub question: Memo<Option<HeldQuestion<Q>>>,
    /// The score and the last answer graded, in the search shown.
    pub book: Scorebook<G>,
    player: Player<T>,
}

impl<T: Playable, Q: Send + Sync + 'static, G: Send + Sync + 'static> Clone for Questions<T, Q, G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T: Playable, Q: Send + Sync + 'static, G: Send + Sync + 'static> Copy for Questions<T, Q, G> {}

impl<T, Q, G> Questions<T, Q, G>
where
    T: Playable,
    Q: Clone + PartialEq + Send + Sync + 'static,
    G: Clone + Send + Sync + 'static,
{
    /// The questions `ask` finds at the player's steps among the `kinds` the view asks (none
    /// while they are `K::default()`), given to the page's components.
    pub fn provide<K>(kinds: Memo<K>, ask: fn(&T, K) -> Option<Q>) -> Self
    where
        K: Copy + Default + PartialEq + Send + Sync + 'static,
    {
        let player = expect_context::<Player<T>>();
        Effect::new(move |_| {
            let kinds = kinds.get();
            let asked = (kinds != K::default())
                .then(|| Arc::new(move |t: &T| ask(t, kinds).is_some()) as Asks<T>);
            untrack(|| player.ask_before(asked));
        });
        let question = Memo::new(move |_| {
            let held = player.held.get()?;
            let trace = player.trace_at(held.step)?;
            let asked = ask(&trace, kinds.get())?;
            Some(HeldQuestion { held, asked })
        });
        let questions = Self {
            question,
            book: Scorebook::new(player.search),
            player,
        };
        provide_context(questions);
        questions
    }

    /// Answers the question that waits with what `grade` makes of it (whether right, and the
    /// answer graded), and goes on; `false` if no question waits.
    pub fn answer(self, grade: impl FnOnce(&Q) -> (bool, G)) -> bool {
        let Some(question) = self.question.get_untracked().filter(HeldQuestion::open) else {
            return false;
        };
        let (right, graded) = grade(&question.asked);
        self.book.record(right, graded);
        self.player.answered();
        true
    }

    /// The question that waits for its answer, if one does (read untracked).
    pub fn waiting_question(self) -> Option<Q> {
        self.question
            .get_untracked()
            .filter(HeldQuestion::open)
            .map(|q| q.asked)
    }

    /// Whether a question waits for its answer.
    pub fn waiting(self) -> bool {
        self.question
            .with(|q| q.as_ref().is_some_and(HeldQuestion::open))
    }

    /// Whether these are `player`'s questions (not a compared search's).
    pub fn asks_in(self, player: Player<T>) -> bool {
        self.player.held == player.held
    }

    /// The search shown, at its step 0.
    pub fn origin(self) -> Option<T> {
        self.player.origin()
    }
}
