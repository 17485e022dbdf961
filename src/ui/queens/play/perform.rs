//! "You be the algorithm" on the N-Queens player (`mode=perform`), as the kit performs it
//! ([`PerformingPage`]): the student does what the C#, Java or C program does next, by a click on
//! the board (or a square typed), or "Record the solution"; a wrong action is refused with what
//! the program does instead and why.

use super::predict::QueensPlay;
use crate::i18n::i18n::{t, td_string, use_i18n};
use crate::queens::trace::perform::{next_action, performable, Done, NextAction};
use crate::queens::trace::Tracer;
use crate::text::board::parse_square_name;
use crate::text::perform::queens_graded;
use crate::text::Locale;
use crate::ui::context::expect_context;
use crate::ui::pages::AppState;
use crate::ui::player::perform::{Attempt, PagePerformance, PerformingPage};
use leptos::prelude::*;

impl PerformingPage for QueensPlay {
    type Action = NextAction;
    type Done = Done;
    type Grade = bool;

    fn expects(trace: &Tracer) -> Option<NextAction> {
        next_action(trace)
    }

    fn grade(action: &NextAction, done: Done) -> bool {
        action.accepts(done)
    }

    fn is_right(grade: bool) -> bool {
        grade
    }

    fn typed(text: &str) -> Option<Done> {
        let n = expect_context::<AppState>().queens.n.get_untracked();
        parse_square_name(text, n).map(|(x, y)| Done::Square(y as usize - 1, x as usize - 1))
    }

    fn performable() -> bool {
        performable(expect_context::<AppState>().queens.algorithm.get())
    }

    fn not_performed(locale: Locale) -> &'static str {
        td_string!(locale, perform.not_performed_queens)
    }

    fn asked(locale: Locale) -> (&'static str, &'static str) {
        (
            td_string!(locale, perform.title_queens),
            td_string!(locale, perform.how_queens),
        )
    }

    fn words(attempt: &Attempt<Self>, locale: Locale) -> String {
        let n = expect_context::<AppState>().queens.n.get();
        queens_graded(attempt.action, attempt.grade, n, locale)
    }

    fn own_ways(performance: QueensPerformance) -> Option<AnyView> {
        let i18n = use_i18n();
        Some(
            view! {
                <div class="predict-choices">
                    <button type="button" on:click=move |_| {
                        performance.attempt(Done::Record);
                    }>{t!(i18n, perform.record)}</button>
                </div>
            }
            .into_any(),
        )
    }
}

/// The search the student performs, shared by the panel and the board.
pub(super) type QueensPerformance = PagePerformance<QueensPlay>;
