//! The player's layout, the same on every page: the controls and the timeline, then the board
//! with its export bar beside the puzzle's panels. A page gives its board, its panels and words.

use super::controls::Controls;
use super::side_panels::SidePanels;
use super::teach::{StepWords, TeachSwitches};
use super::timeline_bar::TimelineBar;
use super::PlayerControl;
use crate::i18n::i18n::{t, use_i18n};
use crate::ui::context::expect_context;
use crate::ui::export::{DataFile, ExportBar};
use leptos::html;
use leptos::prelude::*;

/// The player's controls, timeline, board and panels, over the player the page provided
/// ([`super::provide_player`]).
#[component]
pub fn PlayerLayout(
    /// The names of the buttons to the previous and next milestone ("Previous solution"…).
    milestones: [Signal<String>; 2],
    /// The board's region's name.
    #[prop(into)]
    board_label: Signal<String>,
    /// The board, drawn from the player's frame.
    #[prop(into)]
    board: ViewFn,
    /// The export files' name without extension.
    #[prop(into)]
    file: Signal<String>,
    /// Data files offered beside the board's pictures.
    #[prop(into, optional)]
    files: Signal<Vec<DataFile>>,
    /// The main panels beside the board (the algorithm's state, the counters).
    #[prop(into)]
    panels: ViewFn,
    /// The player's questions, first beside the board (above the code, which they may ask
    /// about).
    #[prop(into, optional)]
    questions: ViewFn,
    /// Panels of less weight, under the main ones (legend, log…).
    #[prop(into)]
    secondary: ViewFn,
    /// Controls of the page's own before the player's (the choice of algorithm).
    #[prop(into, optional)]
    before_controls: ViewFn,
    /// Hides the controls and the timeline (nothing to play).
    #[prop(into, optional)]
    idle: Signal<bool>,
    /// The step shown, in words (under the board).
    #[prop(into)]
    words: Signal<String>,
    /// The code pane: the program and its line at the step shown (beside the board, when the
    /// code is shown).
    #[prop(into)]
    code: ViewFn,
    /// The search tree (beside the board, when it is shown).
    #[prop(into)]
    tree: ViewFn,
) -> impl IntoView {
    let i18n = use_i18n();
    let control = expect_context::<PlayerControl>();
    let shown = control.shown;
    // While the student performs the search, the board is where it moves on.
    let performing = control.performing;
    let code_shown = Memo::new(move |_| shown.get().code);
    let tree_shown = Memo::new(move |_| shown.get().tree);
    let frame = NodeRef::<html::Div>::new();
    view! {
        <div class="player-top">
            <div class="player-bar" hidden=idle>
                {before_controls.run()}
                {move || (!performing.get()).then(|| view! { <Controls milestones=milestones /> })}
            </div>
            <div class="timeline-row" hidden=idle>
                {move || (!performing.get()).then(|| view! { <TimelineBar /> })}
                <TeachSwitches />
            </div>
        </div>
        <div class="player-workspace">
            <section class="board-panel" tabindex="-1" aria-label=board_label>
                <div class="board-frame" node_ref=frame>
                    {board.run()}
                </div>
                <StepWords words=words />
                <ExportBar panel=frame name=file files=files />
            </section>
            <SidePanels>
                {questions.run()}
                <div class="teach-views" hidden=move || !code_shown.get() && !tree_shown.get()>
                    {move || code_shown.get().then(|| code.run())}
                    {move || tree_shown.get().then(|| tree.run())}
                </div>
                {panels.run()}
                <div class="secondary">
                    {secondary.run()}
                    <p class="shortcuts">{t!(i18n, player.keys)}</p>
                </div>
            </SidePanels>
        </div>
    }
}
