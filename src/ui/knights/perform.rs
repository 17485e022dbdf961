//! "You be the algorithm" on the knight's page (`mode=perform`), as the kit performs it
//! ([`PerformingPage`]): the student clicks (or types) the square the knight goes to next and, in
//! the backtracking searches, the knight's square when the search gives it up; a wrong square is
//! refused with the reason.

use super::predict::KnightsPlay;
use crate::i18n::i18n::td_string;
use crate::knights::board::Square;
use crate::knights::trace::perform::{knight_action, performable, KnightAction, KnightDone};
use crate::knights::trace::KnightTracer;
use crate::text::perform::knights_graded;
use crate::text::Locale;
use crate::ui::context::expect_context;
use crate::ui::pages::AppState;
use crate::ui::player::perform::{Attempt, PagePerformance, PerformingPage};
use leptos::prelude::*;

impl PerformingPage for KnightsPlay {
    type Action = KnightAction;
    type Done = Square;
    type Grade = KnightDone;

    fn expects(trace: &KnightTracer) -> Option<KnightAction> {
        knight_action(trace)
    }

    fn grade(action: &KnightAction, square: Square) -> KnightDone {
        action.grade(square)
    }

    fn is_right(grade: KnightDone) -> bool {
        grade == KnightDone::Right
    }

    fn typed(text: &str) -> Option<Square> {
        expect_context::<AppState>()
            .knights
            .size
            .get_untracked()
            .parse_square(text)
    }

    fn performable() -> bool {
        let app = expect_context::<AppState>();
        performable(app.knights.method.get(), app.knights.size.get())
    }

    fn not_performed(locale: Locale) -> &'static str {
        td_string!(locale, perform.not_performed_knights)
    }

    fn asked(locale: Locale) -> (&'static str, &'static str) {
        (
            td_string!(locale, perform.title_knights),
            td_string!(locale, perform.how_knights),
        )
    }

    fn words(attempt: &Attempt<Self>, locale: Locale) -> String {
        let size = expect_context::<AppState>().knights.size.get();
        knights_graded(&attempt.action, attempt.done, attempt.grade, size, locale)
    }
}

/// The search the student performs, shared by the panel and the board.
pub(super) type KnightPerformance = PagePerformance<KnightsPlay>;
