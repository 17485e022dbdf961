//! Try it yourself: a student places the queens, sees which attack which, asks whether the
//! position can still be finished and for a hint, and is told which placement of the list a
//! solved board is.

mod answers;
mod board;
mod solved;

use crate::i18n::i18n::{t, td_string, use_i18n};
use crate::queens::position::{Blocked, Line, Position, Square};
use crate::text::board::{file_label, square_name};
use crate::text::message::count_failure;
use crate::text::number::number;
use crate::text::Locale;
use crate::ui::context::expect_context;
use crate::ui::pages::AppState;
use crate::ui::progress_bar::ProgressBar;
use crate::ui::undo::{use_undo, UndoButtons};
use crate::worker::schedule::Schedule;
use answers::{use_answers, Answer};
use board::TryBoard;
use leptos::prelude::*;
use solved::Solved;

/// The words for the line two queens attack along.
fn line_words(line: Line, locale: Locale) -> &'static str {
    match line {
        Line::Rank => td_string!(locale, try_it.line_row),
        Line::File => td_string!(locale, queens_play.line_column),
        Line::Diagonal => td_string!(locale, queens_play.line_diagonal),
        Line::AntiDiagonal => td_string!(locale, queens_play.line_anti_diagonal),
    }
}

/// The answer to "Can this still be finished?" for a position without attacks or blocked lines;
/// `percent` is the share counted when Cancel stopped it.
fn finish_words(answer: &Answer, percent: u32, locale: Locale) -> String {
    match answer {
        Answer::Counted(found) if found.count == 1 => td_string!(locale, try_it.yes_one).to_owned(),
        Answer::Counted(found) if found.count > 0 => {
            td_string!(locale, try_it.yes_many, count = number(found.count, locale))
        }
        Answer::Counted(_) => td_string!(locale, try_it.no_search).to_owned(),
        Answer::Failed(failure) => count_failure(failure, locale),
        Answer::Cancelled => td_string!(locale, count.cancelled, percent = percent),
        Answer::Unasked | Answer::Counting => String::new(),
    }
}

/// Why a position cannot be finished, seen without counting.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Hopeless {
    /// Two queens attack each other.
    Attack,
    /// A column or row has no free square.
    Blocked(Blocked),
}

/// Why `position` cannot be finished, if that shows without counting.
fn hopeless(position: &Position) -> Option<Hopeless> {
    if position.attacks().is_empty() {
        position.blocked().map(Hopeless::Blocked)
    } else {
        Some(Hopeless::Attack)
    }
}

/// The words for a position that cannot be finished, on an `n`×`n` board.
fn hopeless_words(why: Hopeless, n: usize, locale: Locale) -> String {
    match why {
        Hopeless::Attack => td_string!(locale, try_it.no_attack).to_owned(),
        Hopeless::Blocked(Blocked::File(x)) => {
            td_string!(locale, try_it.no_file, file = file_label(x, n))
        }
        Hopeless::Blocked(Blocked::Rank(y)) => td_string!(locale, try_it.no_rank, rank = y),
    }
}

/// The mode "Try it": the student's board and what the solvers say of it.
#[component]
pub fn TryMode() -> impl IntoView {
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    let view = app.queens.view;
    let tried = Memo::new(move |_| view.with(|v| v.tried));
    let workers = app.queens.workers;
    // The changes made here, for Undo and Redo; those of another N are forgotten.
    let undo = use_undo(
        tried.into(),
        Callback::new(move |next: Position| view.update(|v| v.tried = next)),
        app.queens.n,
    );
    // A queen more than N is refused (it would attack another anyway): the board it was refused
    // on, while it is unchanged.
    let full = RwSignal::new(None::<Position>);
    let toggle = Callback::new(move |square: Square| {
        let current = tried.get_untracked();
        if !current.has(square) && current.len() == current.n() {
            full.set(Some(current));
        } else {
            undo.change(current.toggled(square));
        }
    });

    let shade = RwSignal::new(true);
    let finish = use_answers();
    // The positions the student asked about, to show the answer while the board is unchanged.
    let asked_finish = RwSignal::new(None::<Position>);
    let asked_hint = RwSignal::new(None::<Position>);
    let ask = move |hint: bool| {
        let position = tried.get_untracked();
        if hint {
            asked_hint.set(Some(position));
        } else {
            asked_finish.set(Some(position));
        }
        if hopeless(&position).is_none() {
            finish.ask(
                position,
                Schedule::completions(position),
                workers.get_untracked(),
            );
        }
    };
    let current_answer = Memo::new(move |_| finish.answer(&tried.get()));
    let hint_square = Memo::new(move |_| {
        let position = tried.get();
        if asked_hint.get() != Some(position) {
            return None;
        }
        let y = position.first_empty_rank()?;
        match current_answer.get() {
            Answer::Counted(found) => found
                .first
                .and_then(|p| p.columns().get(y as usize - 1).map(|&x| (x, y))),
            _ => None,
        }
    });

    let placed = move || {
        let locale = i18n.get_locale();
        let (count, n) = tried.with(|p| (p.len(), p.n()));
        if full.get() == Some(tried.get()) {
            td_string!(locale, try_it.full, n = n)
        } else {
            td_string!(locale, try_it.placed, count = count, n = n)
        }
    };
    let attacks = move || {
        let locale = i18n.get_locale();
        let n = app.queens.n.get();
        tried
            .with(Position::attacks)
            .into_iter()
            .map(|a| {
                let words = td_string!(
                    locale,
                    try_it.attack,
                    first = square_name(a.first.0, a.first.1, n),
                    second = square_name(a.second.0, a.second.1, n),
                    line = line_words(a.line, locale)
                );
                view! { <li>{words}</li> }
            })
            .collect_view()
    };
    let counting = move || matches!(current_answer.get(), Answer::Counting);
    let answer =
        move || {
            let locale = i18n.get_locale();
            let position = tried.get();
            let finish_asked = asked_finish.get() == Some(position);
            let hint_asked = asked_hint.get() == Some(position);
            if !(finish_asked || hint_asked) || position.placement().is_some() {
                return Vec::new();
            }
            let no = hopeless(&position).map(|why| hopeless_words(why, position.n(), locale));
            let mut lines = Vec::new();
            if finish_asked {
                lines.push(no.clone().unwrap_or_else(|| {
                    finish_words(&current_answer.get(), finish.percent(), locale)
                }));
            }
            if hint_asked {
                let counted = matches!(current_answer.get(), Answer::Counted(_));
                match hint_square.get() {
                    Some((x, y)) => lines.push(td_string!(
                        locale,
                        try_it.hint_at,
                        square = square_name(x, y, position.n())
                    )),
                    None if no.is_some() || counted => {
                        lines.push(td_string!(locale, try_it.no_hint).to_owned())
                    }
                    None => {}
                }
            }
            lines.retain(|l| !l.is_empty());
            lines
        };
    let solved = Memo::new(move |_| tried.with(Position::placement));
    let label = move || td_string!(i18n.get_locale(), try_it.panel);
    let progress_label =
        Signal::derive(move || td_string!(i18n.get_locale(), try_it.checking).to_owned());
    view! {
        <section class="mode-view try-view" aria-label=label>
            <div class="side">
                <UndoButtons
                    undo=undo
                    clear=Callback::new(move |()| tried.get_untracked().cleared())
                    empty=Signal::derive(move || tried.with(Position::is_empty))
                />
                <label class="switch">
                    <input type="checkbox" prop:checked=shade on:change=move |_| shade.update(|s| *s = !*s) />
                    {t!(i18n, try_it.shade)}
                </label>
                <p class="count" role="status">{placed}</p>
                <ul class="try-attacks">{attacks}</ul>
                <Show when=move || solved.with(Option::is_none)>
                    <div class="try-buttons">
                        <button type="button" on:click=move |_| ask(false)>{t!(i18n, try_it.check)}</button>
                        <button type="button" on:click=move |_| ask(true)>{t!(i18n, try_it.hint)}</button>
                    </div>
                </Show>
                <Show when=counting>
                    <ProgressBar label=progress_label fraction=Signal::derive(move || finish.fraction()) />
                    <button type="button" on:click=move |_| finish.cancel()>{t!(i18n, count.cancel)}</button>
                </Show>
                <div class="try-answer" role="status">
                    {move || answer().into_iter().map(|line| view! { <p>{line}</p> }).collect_view()}
                </div>
                {move || solved.get().map(|placement| view! { <Solved placement=placement /> })}
            </div>
            <TryBoard tried=tried shade=shade.into() hint=hint_square.into() toggle=toggle />
        </section>
    }
}
