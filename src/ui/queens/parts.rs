//! The N-Queens page's parts that load on first use (see [`crate::ui::chunks`]): the page itself,
//! and in it the player (and in the player "write your own"), the counter, the build of a large
//! list in the workers, the board to place queens on, the chart of work and the one placement.

use super::count_panel::CountPanel;
use super::growth::GrowthMode;
use super::list_workers::ListWorkers;
use super::one_placement::OnePlacement;
use super::play::PlayerMode;
use super::state::QueensState;
use super::try_it::TryMode;
use super::write::WriteMode;
use crate::ui::chunks::{deferred, part};
use crate::ui::context::expect_context;
use crate::ui::pages::AppState;
use crate::view::mode::Mode;
use leptos::prelude::*;

part!(
    /// The N-Queens page, loaded when it is first shown (at once beside the first load when the
    /// address names it: `src/start.js`).
    queens_page => view! { <super::QueensPage /> }.into_any()
);

part!(
    /// The N-Queens page's step-by-step player; in "write your own", the student's program, whose
    /// search plays in the player (a part nested in this one).
    queens_player => {
        let app = expect_context::<AppState>();
        if app.queens.mode.get_untracked() == Mode::Code {
            deferred(Box::pin(queens_write()), crate::parts::QUEENS_WRITE.sheets).into_any()
        } else {
            view! { <PlayerMode /> }.into_any()
        }
    }
);

part!(
    /// The N-Queens page's counter, on the view's N and workers.
    queens_counter => {
        let app = expect_context::<AppState>();
        let page = expect_context::<QueensState>();
        let n = app.queens.n;
        let workers = app.queens.workers;
        view! { <CountPanel n=n run=page.solve_run workers=workers /> }.into_any()
    }
);

part!(
    /// The build of a large list in Web Workers, with its Cancel button.
    queens_list_workers => view! { <ListWorkers /> }.into_any()
);

part!(
    /// The N-Queens page's board for placing the queens by hand.
    queens_try => view! { <TryMode /> }.into_any()
);

part!(
    /// The N-Queens page's "write your own": a student's program run on the board.
    queens_write => view! { <WriteMode /> }.into_any()
);

part!(
    /// The N-Queens page's chart of each algorithm's work against N.
    queens_growth => view! { <GrowthMode /> }.into_any()
);

part!(
    /// The N-Queens page's one placement for any N: the construction or min-conflicts.
    queens_one_placement => view! { <OnePlacement /> }.into_any()
);
