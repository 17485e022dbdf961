//! The mode "Try it" of the knight's tour: a student moves the knight square by square (a click, a tap, or the
//! cursor and Enter); a square that is not a knight's move, or is visited, is refused with the
//! reason; a dead end and a complete tour are announced; a search in a Web Worker answers "Can
//! this still be finished?" within a move budget, and can show the way it found.

use super::board::{candidates_view, path_view, squares, view_box};
use crate::i18n::i18n::{t, td_string, use_i18n};
use crate::knights::board::Square;
use crate::knights::walk::{Finish, StepError, Walk};
use crate::text::knights::board as describe;
use crate::text::message::count_failure;
use crate::text::number::number;
use crate::ui::board_cursor::{cursor_mark, use_board_cursor};
use crate::ui::context::expect_context;
use crate::ui::count_run::{use_count_run, RunState};
use crate::ui::download::download_text;
use crate::ui::export::CSV;
use crate::ui::pages::AppState;
use crate::ui::progress_bar::ProgressBar;
use crate::ui::undo::{use_undo, UndoButtons};
use crate::view::export::{file_stem, tour_csv};
use crate::view::knights::empty_walk;
use crate::view::message::Message;
use crate::worker::puzzles::walk::WalkAnswer;
use crate::worker::schedule::Schedule;
use leptos::prelude::*;

/// The student's walk, what the page says of it, and the board to walk on.
#[component]
pub fn TryMode() -> impl IntoView {
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    let view = app.knights.view;
    let walk = Memo::new(move |_| view.with(|v| v.walk.unwrap_or_else(|| empty_walk(v.size))));
    let size = app.knights.size;
    let undo = use_undo(
        walk.into(),
        Callback::new(move |next: Walk| view.update(|v| v.walk = Some(next))),
        size,
    );
    // The last square refused, and why, while the walk is unchanged.
    let refused = RwSignal::new(None::<(Walk, Square, StepError)>);
    let go = Callback::new(move |square: Square| {
        let current = walk.get_untracked();
        match current.step(square) {
            Ok(next) => undo.change(next),
            Err(error) => refused.set(Some((current, square, error))),
        }
    });
    let ratings = RwSignal::new(false);
    let search = use_count_run::<WalkAnswer>();
    let asked = RwSignal::new(None::<Walk>);
    let shown = RwSignal::new(None::<Walk>);
    let ask = move |_| {
        let current = walk.get_untracked();
        asked.set(Some(current));
        search.start(Ok(Schedule::walk(current)), None);
    };
    // The search's answer about the walk on the board, once it is in.
    let answer = Memo::new(move |_| {
        if asked.get() != Some(walk.get()) {
            return None;
        }
        Some(search.state())
    });
    let found = Memo::new(move |_| match answer.get() {
        Some(RunState::Finished(WalkAnswer(Some(Finish::Found(rest))))) => Some(rest),
        _ => None,
    });

    let status = move || {
        let locale = i18n.get_locale();
        let w = walk.get();
        let total = number(w.size().squares() as u64, locale);
        let count = number(w.len() as u64, locale);
        let name = |s: Square| w.size().name(s);
        if let Some((at, square, error)) = refused.get().filter(|(at, ..)| *at == w) {
            return match error {
                StepError::Visited => {
                    td_string!(locale, walk.refused_visited, square = name(square))
                }
                _ => td_string!(
                    locale,
                    walk.refused_move,
                    square = name(square),
                    from = at.last().map(name).unwrap_or_default()
                ),
            };
        }
        if w.is_empty() {
            td_string!(locale, walk.start).to_owned()
        } else if w.is_complete() && w.is_closed() {
            td_string!(locale, walk.complete_closed, total = total)
        } else if w.is_complete() {
            td_string!(locale, walk.complete_open, total = total)
        } else if w.is_dead_end() {
            td_string!(locale, walk.dead_end, count = count, total = total)
        } else {
            td_string!(locale, walk.visited, count = count, total = total)
        }
    };
    let answer_words = move || {
        let locale = i18n.get_locale();
        match answer.get()? {
            RunState::Finished(WalkAnswer(Some(Finish::Found(_)))) => {
                Some(td_string!(locale, walk.yes).to_owned())
            }
            RunState::Finished(WalkAnswer(Some(Finish::Impossible))) => {
                Some(td_string!(locale, walk.no).to_owned())
            }
            RunState::Finished(_) => Some(td_string!(locale, walk.unknown).to_owned()),
            RunState::Cancelled => Some(td_string!(
                locale,
                count.cancelled,
                percent = search.percent()
            )),
            RunState::Failed(failure) => Some(count_failure(&failure, locale)),
            RunState::Idle | RunState::Running => None,
        }
    };
    let searching = move || matches!(answer.get(), Some(RunState::Running));
    let can_ask = move || {
        let w = walk.get();
        !w.is_empty() && !w.is_complete() && !w.is_dead_end() && !searching()
    };
    let download = move |_| {
        let w = walk.get_untracked();
        let size = w.size();
        let text = tour_csv(w.path().into_iter().map(|s| (s.row, s.col, size.name(s))));
        let name = file_stem(&[
            "knights",
            &format!("{}x{}", size.rows, size.cols),
            "my-tour",
        ]);
        if download_text(&format!("{name}.csv"), &text, CSV).is_err() {
            app.tell(Message::DownloadRefused);
        }
    };

    // The board: its squares, the walk, the ratings, a way found, and the cursor.
    let files = Memo::new(move |_| size.get().cols);
    let ranks = Memo::new(move |_| size.get().rows);
    let (cursor, keydown) = use_board_cursor(
        files,
        ranks,
        Callback::new(move |(file, rank): (u32, u32)| {
            go.run(Square::new(
                ranks.get_untracked().saturating_sub(1 + rank),
                file,
            ))
        }),
    );
    let cursor_square = move || {
        let (file, rank) = cursor.get();
        Square::new(ranks.get().saturating_sub(1 + rank), file)
    };
    let description = move || {
        let w = walk.get();
        describe(w.size(), w.len(), w.last(), i18n.get_locale())
    };
    let cursor_text = move || {
        let w = walk.get();
        let square = cursor_square();
        let locale = i18n.get_locale();
        if w.visited(square) {
            td_string!(locale, walk.refused_visited, square = w.size().name(square))
        } else {
            w.size().name(square)
        }
    };
    let drawing = move || {
        let w = walk.get();
        let path = w.path();
        let walked = path_view(&path, w.size(), 1, "k-walked");
        let rated = ratings
            .get()
            .then(|| candidates_view(w.moves().into_iter().map(|s| (s, w.rating(s))).collect()));
        let way = (shown.get() == Some(w))
            .then(|| found.get())
            .flatten()
            .map(|rest| {
                let from: Vec<Square> = w.last().into_iter().chain(rest).collect();
                path_view(&from, w.size(), w.len() as u32, "k-way")
            });
        view! { {way} {walked} {rated} }
    };
    let cursor_mark = move || cursor_mark(cursor.get(), ranks.get());
    let label = move || td_string!(i18n.get_locale(), walk.panel);
    let progress_label =
        Signal::derive(move || td_string!(i18n.get_locale(), walk.checking).to_owned());
    view! {
        <section class="mode-view try-view" aria-label=label>
            <div class="side">
                <UndoButtons
                    undo=undo
                    clear=Callback::new(move |()| walk.get_untracked().cleared())
                    empty=Signal::derive(move || walk.with(Walk::is_empty))
                />
                <label class="switch">
                    <input type="checkbox" prop:checked=ratings on:change=move |_| ratings.update(|r| *r = !*r) />
                    {t!(i18n, walk.ratings)}
                </label>
                <p class="count" role="status">{status}</p>
                <div class="try-buttons">
                    <button type="button" on:click=ask disabled=move || !can_ask()>
                        {t!(i18n, try_it.check)}
                    </button>
                    <Show when=move || walk.with(Walk::is_complete)>
                        <button type="button" on:click=download>{t!(i18n, export.tour_csv)}</button>
                    </Show>
                </div>
                <Show when=searching>
                    <ProgressBar label=progress_label fraction=Signal::derive(move || search.fraction()) />
                    <button type="button" on:click=move |_| search.cancel()>{t!(i18n, count.cancel)}</button>
                </Show>
                <div class="try-answer" role="status">
                    {move || answer_words().map(|words| view! { <p>{words}</p> })}
                    <Show when=move || found.with(Option::is_some) && shown.get() != Some(walk.get())>
                        <button type="button" on:click=move |_| shown.set(Some(walk.get_untracked()))>
                            {t!(i18n, walk.show)}
                        </button>
                    </Show>
                </div>
            </div>
            <div
                class="board-panel try-board"
                tabindex="0"
                role="application"
                aria-label=move || td_string!(i18n.get_locale(), walk.board)
                on:keydown=keydown
            >
                <svg
                    class="board knights-board"
                    viewBox=move || view_box(size.get())
                    role="img"
                    aria-label=description
                    preserveAspectRatio="xMidYMid meet"
                >
                    {move || squares(size.get(), go)}
                    {drawing}
                    {cursor_mark}
                </svg>
                <p class="sr-only" aria-live="polite">{cursor_text}</p>
            </div>
        </section>
    }
}
