//! The knight's tour page: the board, the start, the tour and the method; the verdict on whether
//! a tour exists; and the shared step-by-step player over the method's trace, with the board
//! (SVG with move numbers, or a canvas for large boards) and the method's panels.

mod board;
mod canvas;
mod count;
mod form;
mod panels;
mod verdict;

use crate::i18n::i18n::{t, td_string, use_i18n};
use crate::knights::board::{BoardSize, Square};
use crate::knights::play::tracer;
use crate::knights::trace::{KnightTracer, Method};
use crate::ui::export::{DataFile, ExportBar, CSV};
use crate::ui::messages::Messages;
use crate::ui::player::{
    install_shortcuts, Controls, Player, PlayerSource, SidePanels, TimelineBar,
};
use crate::ui::state::AppState;
use crate::view::export::{file_stem, tour_csv};
use crate::view::knights::KnightsViewStoreFields;
use crate::view::message::Message;
use board::{SvgBoard, SVG_MAX_SIDE};
use canvas::CanvasBoard;
use count::TourCounter;
use form::KnightsForm;
use leptos::html;
use leptos::prelude::*;
use panels::{KnightCounters, KnightLegend, KnightState};
use verdict::Verdict;

/// The trace the player shows: the board, the start and the method.
fn trace(&(size, start, method): &(BoardSize, Square, Method)) -> Option<KnightTracer> {
    tracer(size, start, method).ok()
}

/// The knight's tour page.
#[component]
pub fn KnightsPage() -> impl IntoView {
    let app = expect_context::<AppState>();
    let (player, control) = Player::start(PlayerSource {
        key: Memo::new(move |_| {
            (
                app.knights.size().get(),
                app.knights.start().get(),
                app.knights.method().get(),
            )
        }),
        make: trace,
        step: Signal::derive(move || app.knights.step().get()),
        publish: Callback::new(move |step| app.knights.step().set(step)),
        speed: Signal::derive(move || app.knights.speed().get()),
        set_speed: Callback::new(move |speed| app.knights.speed().set(speed)),
        on_clamped: Callback::new(move |(asked, shown)| {
            app.tell(Message::StepClamped {
                asked,
                total: shown,
            })
        }),
    });
    provide_context(player);
    provide_context(control);
    install_shortcuts(control);
    let i18n = use_i18n();
    let milestones = [
        Signal::derive(move || td_string!(i18n.get_locale(), knights.previous_tour).to_owned()),
        Signal::derive(move || td_string!(i18n.get_locale(), knights.next_tour).to_owned()),
    ];
    let large = Memo::new(move |_| {
        app.knights
            .size()
            .with(|size| size.rows.max(size.cols) > SVG_MAX_SIDE)
    });
    let nothing_to_play = Memo::new(move |_| player.frame.with(Option::is_none));
    let frame = NodeRef::<html::Div>::new();
    let file = Signal::derive(move || {
        let size = app.knights.size().get();
        let size = format!("{}x{}", size.rows, size.cols);
        let step = format!("step{}", app.knights.step().get());
        file_stem(&["knights", &size, app.knights.method().get().name(), &step])
    });
    // The moves as CSV: the whole tour where it is known before it is played (the rule, the
    // construction), the path on the board otherwise; the file's name says which.
    let files = Signal::derive(move || {
        let locale = i18n.get_locale();
        let whole = app.knights.method().get().replays_a_tour();
        let name = if whole {
            let size = app.knights.size().get();
            let size = format!("{}x{}", size.rows, size.cols);
            file_stem(&["knights", &size, app.knights.method().get().name(), "tour"])
        } else {
            format!("{}-path", file.get())
        };
        vec![DataFile {
            label: td_string!(locale, export.tour_csv).to_owned(),
            name: format!("{name}.csv"),
            mime: CSV,
            make: Callback::new(move |()| {
                let size = app.knights.size().get_untracked();
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
    view! {
        <section
            class="knights-page mode-view player"
            aria-label=move || td_string!(i18n.get_locale(), knights.region)
        >
            <KnightsForm />
            <Messages id="knights-message" />
            <Verdict />
            <div class="player-bar" hidden=nothing_to_play>
                <Controls milestones=milestones />
            </div>
            <div hidden=nothing_to_play>
                <TimelineBar />
            </div>
            <div class="player-workspace">
                <section
                    class="board-panel"
                    tabindex="-1"
                    aria-label=move || td_string!(i18n.get_locale(), knights.board)
                >
                    <div class="board-frame" node_ref=frame>
                        {move || {
                            if large.get() {
                                view! { <CanvasBoard /> }.into_any()
                            } else {
                                view! { <SvgBoard /> }.into_any()
                            }
                        }}
                    </div>
                    <ExportBar panel=frame name=file files=files />
                </section>
                <SidePanels>
                    <KnightState />
                    <KnightCounters />
                    <div class="secondary">
                        <TourCounter />
                        <KnightLegend />
                        <p class="shortcuts">{t!(i18n, player.keys)}</p>
                    </div>
                </SidePanels>
            </div>
        </section>
    }
}
