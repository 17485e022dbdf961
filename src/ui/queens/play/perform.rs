//! "You be the algorithm" on the N-Queens player (`mode=perform`): the student does what the
//! C#, Java or C program does next, by a click on the board (or a square typed), or "Record the
//! solution"; a wrong action is refused with what the program does instead and why.

use super::predict::result_in;
use crate::i18n::i18n::{t, td_string, use_i18n};
use crate::queens::trace::perform::{next_action, performable, Done, NextAction};
use crate::queens::trace::Tracer;
use crate::text::board::parse_square_name;
use crate::text::perform::{queens_graded, queens_result};
use crate::ui::context::expect_context;
use crate::ui::pages::AppState;
use crate::ui::player::perform::{PerformFrame, Performance};
use crate::ui::player::predict::{square_answer, worded};
use leptos::prelude::*;

/// An action graded: the one expected, and whether the student's was it.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Attempt {
    next: NextAction,
    right: bool,
}

/// The search the student performs, shared by the panel and the board.
pub(super) type QueensPerformance = Performance<Tracer, NextAction, Attempt>;

/// Provides the search performed while the view says so.
pub(super) fn provide_performance() {
    let app = expect_context::<AppState>();
    let on = Signal::derive(move || app.queens.player.perform());
    QueensPerformance::provide(on, next_action);
}

/// Grades what the student `done` against the action expected; a right one is done. `false`
/// if no action is expected.
pub(super) fn perform(performance: QueensPerformance, done: Done) -> bool {
    performance.attempt(|&next| {
        let right = next.accepts(done);
        (right, Attempt { next, right })
    })
}

/// The panel of the search performed: the score, the last action graded, what to do and the
/// ways to do it, the help, and "Copy result"; or why this algorithm cannot be performed.
#[component]
pub(super) fn PerformPanel() -> impl IntoView {
    let performance = expect_context::<QueensPerformance>();
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    let not_performed = Signal::derive(move || {
        (!performable(app.queens.algorithm.get()))
            .then(|| td_string!(i18n.get_locale(), perform.not_performed_queens).to_owned())
    });
    let verdict = Signal::derive(move || {
        performance.book.last().map(|a| {
            // The last action is of the search shown, on the view's N.
            let n = app.queens.n.get();
            let words = queens_graded(a.next, a.right, n, i18n.get_locale());
            (a.right, words)
        })
    });
    let read = square_answer(move |text| {
        let n = app.queens.n.get_untracked();
        parse_square_name(text, n)
            .map(|(x, y)| perform(performance, Done::Square(y as usize - 1, x as usize - 1)))
            .is_some()
    });
    view! {
        <PerformFrame
            performance=performance
            fields=app.queens.player
            not_performed=not_performed
            verdict=verdict
            result=result_in(queens_result)
            title=worded(|l| td_string!(l, perform.title_queens).to_owned())
            how=worded(|l| td_string!(l, perform.how_queens).to_owned())
            read=read
        >
            <div class="predict-choices">
                <button type="button" on:click=move |_| {
                    perform(performance, Done::Record);
                }>{t!(i18n, perform.record)}</button>
            </div>
        </PerformFrame>
    }
}
