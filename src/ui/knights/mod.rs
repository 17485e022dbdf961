//! The knight's tour page: the board, the start, the tour and the method; the verdict on whether
//! a tour exists; and the shared step-by-step player over the method's trace, with the board
//! (SVG with move numbers, or a canvas for large boards) and the method's panels.

mod board;
mod canvas;
mod count;
mod fields;
mod form;
mod growth;
mod panels;
mod perform;
mod predict;
mod rule;
mod teach;
mod try_it;
mod verdict;
mod versus;

pub use fields::KnightsFields;

use crate::i18n::i18n::{td_string, use_i18n};
use crate::knights::board::{BoardSize, Square};
use crate::knights::play::tracer;
use crate::knights::trace::{KnightTracer, Method};
use crate::parts;
use crate::ui::chunks::{deferred, part};
use crate::ui::context::expect_context;
use crate::ui::export::{DataFile, CSV};
use crate::ui::messages::Messages;
use crate::ui::pages::AppState;
use crate::ui::player::perform::{perform_or_predict, PagePerformance};
use crate::ui::player::predict::{provide_questions, QuestionsPlace};
use crate::ui::player::teach::{CodePane, TreePane};
use crate::ui::player::{provide_player, PlayerLayout, PlayerSource};
use crate::ui::state::field;
use crate::view::export::{file_stem, tour_csv};
use board::{SvgBoard, SVG_MAX_SIDE};
use canvas::CanvasBoard;
use count::TourCounter;
use form::KnightsForm;
use growth::TourGrowth;
use leptos::prelude::*;
use panels::{KnightCounters, KnightLegend, KnightState};
use predict::KnightsPlay;
use rule::RuleMode;
use try_it::TryMode;
use verdict::Verdict;
use versus::{KnightsVersusName, KnightsVersusPanel};

/// The trace the player shows: the board, the start and the method.
fn trace(&(size, start, method): &(BoardSize, Square, Method)) -> Option<KnightTracer> {
    tracer(size, start, method).ok()
}

part!(
    /// The knight's tour page, loaded when it is first shown (at once beside the first load when
    /// the address names it: `src/start.js`).
    knights_page => view! { <KnightsPage /> }.into_any()
);

part!(
    /// The student's own walk, loaded when it is first tried.
    knights_try => view! { <TryMode /> }.into_any()
);

part!(
    /// The student's own knight's rule, loaded when it is first written.
    knights_write => view! { <RuleMode /> }.into_any()
);

part!(
    /// The program of the knight's search beside the board, loaded when it is first shown.
    knights_code => view! { <CodePane shown=teach::code() /> }.into_any()
);

part!(
    /// The player's questions, loaded when they are first asked.
    knights_predict => perform_or_predict::<KnightsPlay>().into_any()
);

part!(
    /// The board of more squares than an SVG draws, loaded when such a board is first shown.
    knights_canvas => view! { <CanvasBoard /> }.into_any()
);

part!(
    /// The search tree of the knight's search, loaded when it is first shown.
    knights_tree => view! { <TreePane<KnightTracer> words=teach::tree_words() /> }.into_any()
);

/// The knight's tour page: the player, the student's own walk, or the student's own rule.
#[component]
fn KnightsPage() -> impl IntoView {
    let app = expect_context::<AppState>();
    let shown = Memo::new(move |_| {
        app.knights.view.with(|v| {
            if v.walk.is_some() {
                Some(parts::KNIGHTS_TRY)
            } else if v.writing {
                Some(parts::KNIGHTS_WRITE)
            } else {
                None
            }
        })
    });
    let i18n = use_i18n();
    move || match shown.get() {
        Some(own) => {
            let contents = if own == parts::KNIGHTS_TRY {
                deferred(Box::pin(knights_try()), own.sheets)
            } else {
                deferred(Box::pin(knights_write()), own.sheets)
            };
            view! {
                <section
                    class="knights-page mode-view own-page"
                    aria-label=move || td_string!(i18n.get_locale(), knights.region)
                >
                    <KnightsForm />
                    <Messages id="knights-message" />
                    {contents}
                </section>
            }
            .into_any()
        }
        None => view! { <KnightsPlayer /> }.into_any(),
    }
}

/// The board of the player in context: an SVG, or a canvas for a large board. Built once, it
/// follows the size, so that a size typed across the large-board limit swaps the SVG for the
/// canvas (and back).
#[component]
fn KnightsBoard() -> impl IntoView {
    let app = expect_context::<AppState>();
    let large = Memo::new(move |_| {
        app.knights
            .size
            .with(|size| size.rows.max(size.cols) > SVG_MAX_SIDE)
    });
    move || {
        if large.get() {
            deferred(Box::pin(knights_canvas()), parts::KNIGHTS_CANVAS.sheets).into_any()
        } else {
            view! { <SvgBoard /> }.into_any()
        }
    }
}

/// The knight's tour page's player over the method's trace.
#[component]
fn KnightsPlayer() -> impl IntoView {
    let app = expect_context::<AppState>();
    let player = provide_player(PlayerSource {
        key: Memo::new(move |_| {
            (
                app.knights.size.get(),
                app.knights.start.get(),
                app.knights.method.get(),
            )
        }),
        make: trace,
        view: app.knights.player,
        compared: field(app.knights.view, |v| v.versus.is_some()).into(),
    });
    provide_questions::<KnightsPlay>();
    PagePerformance::<KnightsPlay>::provide();
    let i18n = use_i18n();
    let milestones = [
        Signal::derive(move || td_string!(i18n.get_locale(), knights.previous_tour).to_owned()),
        Signal::derive(move || td_string!(i18n.get_locale(), knights.next_tour).to_owned()),
    ];
    let nothing_to_play = Memo::new(move |_| player.frame.with(Option::is_none));
    let board_name = move || {
        let size = app.knights.size.get();
        format!("{}x{}", size.rows, size.cols)
    };
    let file = Signal::derive(move || {
        let step = format!("step{}", app.knights.player.step.get());
        let method = app.knights.method.get();
        file_stem(&["knights", &board_name(), method.name(), &step])
    });
    // The moves as CSV: the whole tour where it is known before it is played (the rule, the
    // construction), the path on the board otherwise; the file's name says which.
    let files = Signal::derive(move || {
        let locale = i18n.get_locale();
        let method = app.knights.method.get();
        let whole = method.replays_a_tour();
        let name = if whole {
            file_stem(&["knights", &board_name(), method.name(), "tour"])
        } else {
            format!("{}-path", file.get())
        };
        vec![DataFile {
            label: td_string!(locale, export.tour_csv).to_owned(),
            name: format!("{name}.csv"),
            mime: CSV,
            make: Callback::new(move |()| {
                let size = app.knights.size.get_untracked();
                player.frame.with_untracked(|frame| {
                    let path = frame.as_ref().map_or(&[][..], |f| {
                        if whole {
                            f.path.whole()
                        } else {
                            f.path.squares()
                        }
                    });
                    tour_csv(path.iter().map(|&s| (s.row, s.col, size.name(s))))
                })
            }),
        }]
    });
    let board = || view! { <KnightsVersusName /> <KnightsBoard /> <KnightsVersusPanel /> };
    view! {
        <section
            class="knights-page mode-view player"
            aria-label=move || td_string!(i18n.get_locale(), knights.region)
        >
            <div class="page-head">
                <KnightsForm />
                <Messages id="knights-message" />
                <Verdict />
            </div>
            <PlayerLayout
                milestones=milestones
                idle=nothing_to_play
                board_label=Signal::derive(move || {
                    td_string!(i18n.get_locale(), knights.board).to_owned()
                })
                board=board
                file=file
                files=files
                questions=move || {
                    view! {
                        <QuestionsPlace
                            switch=predict::switch()
                            fields=app.knights.player
                            panel=|| deferred(Box::pin(knights_predict()), parts::KNIGHTS_PREDICT.sheets)
                        />
                    }
                }
                panels=|| view! { <KnightState /> <KnightCounters /> }
                secondary=|| view! { <TourCounter /> <KnightLegend /> <TourGrowth /> }
                words=teach::words()
                code=|| deferred(Box::pin(knights_code()), parts::KNIGHTS_CODE.sheets)
                tree=|| deferred(Box::pin(knights_tree()), parts::KNIGHTS_TREE.sheets)
            />
        </section>
    }
}
