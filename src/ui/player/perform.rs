//! "You be the algorithm", written once for both pages: the action the search takes next, which
//! the student performs on the board. A right action is done, and the program's own steps after
//! it are shown at once; a wrong one changes nothing and is graded with the reason. The score
//! counts both, and the steps shown instead of performed. A page gives its actions and their
//! words ([`PerformingPage`]); the panel ([`perform_panel`]) and the grading are the kit's.

use super::page::{result_in, PlayerPage};
use super::predict::{
    predict_panel, square_answer, worded, AnswerField, AskingPage, PredictFrame, QuestionBox,
    Scorebook,
};
use super::{Player, PlayerControl};
use crate::i18n::i18n::{t, td_string, use_i18n};
use crate::text::perform::{result, score};
use crate::text::Locale;
use crate::ui::context::expect_context;
use leptos::prelude::*;

/// A page whose search the student performs.
pub trait PerformingPage: PlayerPage {
    /// The action the search takes next, which the student is to perform.
    type Action: Clone + PartialEq + Send + Sync + 'static;
    /// What the student does: a square, or the page's own way to act (the queens' "Record the
    /// solution").
    type Done: Copy + PartialEq + Send + Sync + 'static;
    /// What was done, graded against the action.
    type Grade: Copy + PartialEq + Send + Sync + 'static;

    /// The action the student performs after the step `trace` is at (`None` for the program's
    /// own steps).
    fn expects(trace: &Self::Trace) -> Option<Self::Action>;

    /// Grades `done` against `action`.
    fn grade(action: &Self::Action, done: Self::Done) -> Self::Grade;

    /// Whether `grade` says the action was done.
    fn is_right(grade: Self::Grade) -> bool;

    /// What a square's name typed does, if it names a square of the board (read untracked).
    fn typed(text: &str) -> Option<Self::Done>;

    /// Whether the search shown can be performed (read tracked).
    fn performable() -> bool;

    /// Why it cannot.
    fn not_performed(locale: Locale) -> &'static str;

    /// What the student is asked, and how to act.
    fn asked(locale: Locale) -> (&'static str, &'static str);

    /// An attempt graded, in words (read tracked: the view's board).
    fn words(attempt: &Attempt<Self>, locale: Locale) -> String
    where
        Self: Sized;

    /// The page's own ways to act beside a square (a button), if any.
    fn own_ways(_performance: PagePerformance<Self>) -> Option<AnyView>
    where
        Self: Sized,
    {
        None
    }
}

/// An action graded: the one expected, what the student did, and the grade.
pub struct Attempt<P: PerformingPage> {
    /// The action expected.
    pub action: P::Action,
    /// What the student did.
    pub done: P::Done,
    /// Its grade.
    pub grade: P::Grade,
}

impl<P: PerformingPage> Clone for Attempt<P> {
    fn clone(&self) -> Self {
        Self {
            action: self.action.clone(),
            done: self.done,
            grade: self.grade,
        }
    }
}

/// The search the student performs on page `P`: the action expected next, and the score.
pub struct PagePerformance<P: PerformingPage> {
    /// The action the search takes next, which the student is to perform; `None` when the
    /// search is not performed, or has ended.
    pub expected: Memo<Option<P::Action>>,
    /// The score and the last action graded, in the search shown.
    pub book: Scorebook<Attempt<P>>,
    player: Player<P::Trace>,
}

impl<P: PerformingPage> Clone for PagePerformance<P> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<P: PerformingPage> Copy for PagePerformance<P> {}

impl<P: PerformingPage> PagePerformance<P> {
    /// The search the page's player shows, performed while the view says so, given to the
    /// page's components.
    pub fn provide() -> Self {
        let player = expect_context::<Player<P::Trace>>();
        let control = expect_context::<PlayerControl>();
        let on = Memo::new(move |_| P::fields().perform());
        let expected = Memo::new(move |_| {
            if !on.get() {
                return None;
            }
            player.search.track();
            let at = control.position.get();
            player.trace_at(at).and_then(|trace| P::expects(&trace))
        });
        let performance = Self {
            expected,
            book: Scorebook::new(player.search),
            player,
        };
        // A search opened (or left) where the program takes its own step goes on to the
        // student's next action, or to its end.
        Effect::new(move |_| {
            let ended = control.scan.get().total == Some(control.position.get());
            if on.get() && expected.with(Option::is_none) && !ended {
                let at = control.position.get();
                untrack(|| player.go_on(at, |trace| P::expects(trace).is_some()));
            }
        });
        provide_context(performance);
        performance
    }

    /// Grades what the student `done` against the action expected: a right one is done. `false`
    /// if no action is expected.
    pub fn attempt(self, done: P::Done) -> bool {
        let Some(action) = self.expected.get_untracked() else {
            return false;
        };
        let grade = P::grade(&action, done);
        let right = P::is_right(grade);
        self.book.record(
            right,
            Attempt {
                action,
                done,
                grade,
            },
        );
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

    /// The action expected is done: the search goes on to the student's next action.
    fn performed(self) {
        self.player.performed(|trace| P::expects(trace).is_some());
    }

    /// Whether the search performed is `player`'s (not a compared search's).
    pub fn of(self, player: Player<P::Trace>) -> bool {
        self.player.search == player.search
    }
}

/// The panel of the search performed: the score, the last action graded, what to do with a field
/// to type a square in and the page's own ways to act, the help, and "Copy result"; or why the
/// search shown cannot be performed.
pub fn perform_panel<P: PerformingPage>() -> impl IntoView {
    let performance = expect_context::<PagePerformance<P>>();
    let i18n = use_i18n();
    let control = expect_context::<PlayerControl>();
    let fields = P::fields();
    let not_performed = Signal::derive(move || {
        (!P::performable()).then(|| P::not_performed(i18n.get_locale()).to_owned())
    });
    let verdict = Signal::derive(move || {
        let locale = i18n.get_locale();
        // The last action is of the search shown, on the view's board.
        performance
            .book
            .last()
            .map(|attempt| (P::is_right(attempt.grade), P::words(&attempt, locale)))
    });
    let read =
        square_answer(move |text| P::typed(text).is_some_and(|done| performance.attempt(done)));
    let question = move || {
        performance.expected.with(Option::is_some).then(|| {
            view! {
                <QuestionBox
                    title=worded(|l| P::asked(l).0.to_owned())
                    hint=worded(|l| td_string!(l, perform.model_hint).to_owned())
                >
                    <AnswerField how=worded(|l| P::asked(l).1.to_owned()) read=read />
                    {P::own_ways(performance)}
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
            result={result_in::<P>(result)}
            question=question
        />
    }
}

/// The panel of the search the student performs while they do, else of the questions asked.
pub fn perform_or_predict<P: PerformingPage + AskingPage>() -> impl IntoView {
    let performing = Memo::new(move |_| P::fields().perform());
    move || {
        if performing.get() {
            perform_panel::<P>().into_any()
        } else {
            predict_panel::<P>().into_any()
        }
    }
}
