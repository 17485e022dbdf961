//! "You be the algorithm" on the knight's page (`mode=perform`): the student clicks (or types)
//! the square the knight goes to next and, in the backtracking searches, the knight's square when
//! the search gives it up; a wrong square is refused with the reason.

use super::predict::result_in;
use crate::i18n::i18n::{td_string, use_i18n};
use crate::knights::board::{BoardSize, Square};
use crate::knights::trace::perform::{knight_action, performable, KnightAction, KnightDone};
use crate::knights::trace::predict::{KnightGuess, KnightVerdict};
use crate::knights::trace::KnightTracer;
use crate::text::perform::{knights_result, taken_back};
use crate::text::tour_predict::graded;
use crate::text::Locale;
use crate::ui::context::expect_context;
use crate::ui::pages::AppState;
use crate::ui::player::perform::{PerformFrame, Performance};
use crate::ui::player::predict::{square_answer, worded};
use leptos::prelude::*;

/// A click graded: the action expected, the square clicked, and the grade.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Attempt {
    action: KnightAction,
    square: Square,
    done: KnightDone,
}

impl Attempt {
    /// Whether the click was the action.
    fn right(&self) -> bool {
        self.done == KnightDone::Right
    }

    /// "Right. The knight goes to c4 next.", or why not, on a board of `size`.
    fn words(&self, size: BoardSize, locale: Locale) -> String {
        match &self.action {
            KnightAction::Move(asked) => {
                let verdict = match self.done {
                    KnightDone::NotThere(verdict) => verdict,
                    KnightDone::Right | KnightDone::TakeBackFirst => KnightVerdict::Right,
                };
                graded(asked, KnightGuess::Square(self.square), verdict, locale)
            }
            &KnightAction::TakeBack { square, stuck } => {
                taken_back(square, stuck, self.right(), size, locale)
            }
        }
    }
}

/// The search the student performs, shared by the panel and the board.
pub(super) type KnightPerformance = Performance<KnightTracer, KnightAction, Attempt>;

/// Provides the search performed while the view says so.
pub(super) fn provide_performance() {
    let app = expect_context::<AppState>();
    let on = Signal::derive(move || app.knights.player.perform());
    KnightPerformance::provide(on, knight_action);
}

/// Grades a click on `square` against the action expected; a right one is done. `false` if no
/// action is expected.
pub(super) fn perform(performance: KnightPerformance, square: Square) -> bool {
    performance.attempt(|action| {
        let done = action.grade(square);
        let attempt = Attempt {
            action: action.clone(),
            square,
            done,
        };
        (attempt.right(), attempt)
    })
}

/// The panel of the search performed: the score, the last click graded, what to do and a field
/// to type the square in, the help, and "Copy result"; or why this tour cannot be performed.
#[component]
pub(super) fn KnightPerformPanel() -> impl IntoView {
    let performance = expect_context::<KnightPerformance>();
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    let not_performed = Signal::derive(move || {
        (!performable(app.knights.method.get(), app.knights.size.get()))
            .then(|| td_string!(i18n.get_locale(), perform.not_performed_knights).to_owned())
    });
    let verdict = Signal::derive(move || {
        let locale = i18n.get_locale();
        performance
            .book
            .last()
            // The last click is of the search shown, on the view's board.
            .map(|a| (a.right(), a.words(app.knights.size.get(), locale)))
    });
    let read = square_answer(move |text| {
        let square = app.knights.size.get_untracked().parse_square(text);
        square.is_some_and(|square| perform(performance, square))
    });
    view! {
        <PerformFrame
            performance=performance
            fields=app.knights.player
            not_performed=not_performed
            verdict=verdict
            result=result_in(knights_result)
            title=worded(|l| td_string!(l, perform.title_knights).to_owned())
            how=worded(|l| td_string!(l, perform.how_knights).to_owned())
            read=read
        />
    }
}
