//! The questions a page's player holds, with their answers, and the answers graded.

use super::Scorebook;
use crate::playback::Graded;
use crate::text::predict::QuestionWords;
use crate::ui::context::expect_context;
use crate::ui::player::{Asks, Held, Playable, Player};
use leptos::prelude::*;
use std::sync::Arc;

/// A puzzle's question as a page asks it: in words, about a search the page plays, and able to
/// live in Leptos' reactive arena.
pub trait PageQuestion:
    QuestionWords<
        Trace: Playable,
        Kinds: Send + Sync + 'static,
        Guess: Send + Sync + 'static,
        Verdict: Send + Sync + 'static,
    > + Send
    + Sync
    + 'static
{
}

impl<Q> PageQuestion for Q where
    Q: QuestionWords<
            Trace: Playable,
            Kinds: Send + Sync + 'static,
            Guess: Send + Sync + 'static,
            Verdict: Send + Sync + 'static,
        > + Send
        + Sync
        + 'static
{
}

/// A question the player holds: `asked`, with its answer.
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

/// The questions a page's player asks and the answers graded: provided for the page's board and
/// panel.
pub struct Questions<Q: PageQuestion> {
    /// The question held now, if any.
    pub question: Memo<Option<HeldQuestion<Q>>>,
    /// The score and the last answer graded, in the search shown.
    pub book: Scorebook<Graded<Q>>,
    player: Player<Q::Trace>,
}

impl<Q: PageQuestion> Clone for Questions<Q> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<Q: PageQuestion> Copy for Questions<Q> {}

impl<Q: PageQuestion> Questions<Q> {
    /// The questions found at the player's steps among the `kinds` the view asks (none while they
    /// are the default), given to the page's components.
    pub fn provide(kinds: Memo<Q::Kinds>) -> Self {
        let player = expect_context::<Player<Q::Trace>>();
        Effect::new(move |_| {
            let kinds = kinds.get();
            let asked = (kinds != Q::Kinds::default())
                .then(|| Arc::new(move |t: &Q::Trace| Q::ask(t, kinds).is_some()) as Asks<_>);
            untrack(|| player.ask_before(asked));
        });
        let question = Memo::new(move |_| {
            let held = player.held.get()?;
            let trace = player.trace_at(held.step)?;
            let asked = Q::ask(&trace, kinds.get())?;
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

    /// Answers the question that waits with `guess`, graded, and goes on; `false` if no question
    /// waits.
    pub fn answer(self, guess: Q::Guess) -> bool {
        let Some(question) = self.question.get_untracked().filter(HeldQuestion::open) else {
            return false;
        };
        let graded = Graded::new(&question.asked, guess);
        self.book.record(graded.is_right(), graded);
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
    pub fn asks_in(self, player: Player<Q::Trace>) -> bool {
        self.player.held == player.held
    }

    /// The search shown, at its step 0.
    pub fn origin(self) -> Option<Q::Trace> {
        self.player.origin()
    }
}
