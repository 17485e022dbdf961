//! "You be the algorithm", on any page: the action the search takes next (`A`), which the
//! student performs on the board. A right action is done, and the program's own steps after it
//! are shown at once; a wrong one changes nothing and is graded (`G`) with the reason. The score
//! counts both, and the steps shown instead of performed.

use super::predict::{worded, AnswerField, PredictFrame, QuestionBox, Scorebook};
use super::{Playable, Player, PlayerControl};
use crate::i18n::i18n::{t, td_string, use_i18n};
use crate::text::perform::score;
use crate::text::predict::Score;
use crate::ui::context::expect_context;
use crate::ui::state::PlayerFields;
use leptos::prelude::*;

/// The search the student performs: the action expected next, and the score.
pub struct Performance<T: Playable, A: Send + Sync + 'static, G: Send + Sync + 'static> {
    /// The action the search takes next, which the student is to perform; `None` when the
    /// search is not performed, or has ended.
    pub expected: Memo<Option<A>>,
    /// The score and the last action graded, in the search shown.
    pub book: Scorebook<G>,
    player: Player<T>,
    expects: fn(&T) -> Option<A>,
}

impl<T: Playable, A: Send + Sync + 'static, G: Send + Sync + 'static> Clone
    for Performance<T, A, G>
{
    fn clone(&self) -> Self {
        *self
    }
}

impl<T: Playable, A: Send + Sync + 'static, G: Send + Sync + 'static> Copy
    for Performance<T, A, G>
{
}

impl<T, A, G> Performance<T, A, G>
where
    T: Playable,
    A: Clone + PartialEq + Send + Sync + 'static,
    G: Clone + Send + Sync + 'static,
{
    /// The search the page's player shows, performed while `on`: `expects` reads the action the
    /// student performs after a step (`None` for the program's own steps), given to the page's
    /// components.
    pub fn provide(on: Signal<bool>, expects: fn(&T) -> Option<A>) -> Self {
        let player = expect_context::<Player<T>>();
        let control = expect_context::<PlayerControl>();
        let expected = Memo::new(move |_| {
            if !on.get() {
                return None;
            }
            player.search.track();
            let at = control.position.get();
            player.trace_at(at).and_then(|trace| expects(&trace))
        });
        let performance = Self {
            expected,
            book: Scorebook::new(player.search),
            player,
            expects,
        };
        // A search opened (or left) where the program takes its own step goes on to the
        // student's next action, or to its end.
        Effect::new(move |_| {
            let ended = control.scan.get().total == Some(control.position.get());
            if on.get() && expected.with(Option::is_none) && !ended {
                untrack(|| performance.go_on(control.position.get()));
            }
        });
        provide_context(performance);
        performance
    }

    /// Grades the student's action against the one expected with `grade` (whether right, and
    /// the action graded): a right one is done. `false` if no action is expected.
    pub fn attempt(self, grade: impl FnOnce(&A) -> (bool, G)) -> bool {
        let Some(expected) = self.expected.get_untracked() else {
            return false;
        };
        let (right, graded) = grade(&expected);
        self.book.record(right, graded);
        if right {
            self.performed();
        }
        true
    }

    /// Does the action expected for the student, counted as shown.
    pub fn show_next(self) {
        if self.expected.with_untracked(Option::is_some) {
            self.book.record_shown();
            self.performed();
        }
    }

    /// Shows the search from `from` on to the student's next action, or to its end; stays if
    /// neither is near (a search that cannot be performed).
    fn go_on(self, from: u64) {
        let expects = self.expects;
        self.player.go_on(from, |trace| expects(trace).is_some());
    }

    /// The action expected is done: the search goes on to the student's next action.
    fn performed(self) {
        let expects = self.expects;
        self.player.performed(|trace| expects(trace).is_some());
    }

    /// Whether the search performed is `player`'s (not a compared search's).
    pub fn of(self, player: Player<T>) -> bool {
        self.player.search == player.search
    }
}

/// The panel of the search performed: the score, the last action graded (`verdict`), what to do
/// (`title`, `how`) with a field to type a square in (`read`) and the page's own ways to act
/// (`children`), the help, and "Copy result" (`result`); or why the search shown cannot be
/// performed (`not_performed`).
#[component]
pub fn PerformFrame<T, A, G>(
    /// The search performed.
    performance: Performance<T, A, G>,
    /// The page's player's part of its view (the model answer ends the performance).
    fields: PlayerFields,
    /// Why the search shown cannot be performed, if it cannot.
    #[prop(into)]
    not_performed: Signal<Option<String>>,
    /// The last action graded: whether right, and its words.
    #[prop(into)]
    verdict: Signal<Option<(bool, String)>>,
    /// The result a student hands in, from the score and the date.
    result: Callback<(Score, String), String>,
    /// What the student is asked.
    #[prop(into)]
    title: Signal<String>,
    /// How to act.
    #[prop(into)]
    how: Signal<String>,
    /// Acts on a square typed; `Some(why)` if it names none.
    read: Callback<String, Option<String>>,
    /// The page's own ways to act (a button), if any.
    #[prop(optional)]
    children: Option<ChildrenFn>,
) -> impl IntoView
where
    T: Playable,
    A: Clone + PartialEq + Send + Sync + 'static,
    G: Clone + Send + Sync + 'static,
{
    let i18n = use_i18n();
    let control = expect_context::<PlayerControl>();
    let question = move || {
        let children = children.clone();
        performance.expected.with(Option::is_some).then(|| {
            view! {
                <QuestionBox title=title hint=worded(|l| td_string!(l, perform.model_hint).to_owned())>
                    <AnswerField how=how read=read />
                    {children.as_ref().map(|children| children())}
                </QuestionBox>
                <div class="predict-choices perform-help">
                    <button type="button" on:click=move |_| performance.show_next()>
                        {t!(i18n, perform.show_next)}
                    </button>
                    <button
                        type="button"
                        on:click=move |_| {
                            performance.book.record_shown();
                            fields.set_perform(false);
                            if !control.playing.get_untracked() {
                                control.toggle();
                            }
                        }
                    >
                        {t!(i18n, perform.model_answer)}
                    </button>
                </div>
            }
        })
    };
    view! {
        <PredictFrame
            not_asked=not_performed
            score=Signal::derive(move || performance.book.score())
            score_words=score
            verdict=verdict
            result=result
            question=question
        />
    }
}
