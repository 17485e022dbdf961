//! One placement for any N, up to a million queens: by the explicit construction or by
//! min-conflicts from a seed; checked, drawn scaled, downloadable.

use super::min_conflicts_run::{use_min_conflicts, RunState};
use super::scaled_board::ScaledBoard;
use crate::i18n::i18n::{t, td_string, use_i18n};
use crate::queens::construct::construct;
use crate::queens::placement::{validate, Placement};
use crate::text::number::number;
use crate::ui::board::Board;
use crate::ui::context::expect_context;
use crate::ui::download::download_text;
use crate::ui::export::ExportBar;
use crate::ui::export::TEXT;
use crate::ui::pages::AppState;
use crate::ui::radio_group::RadioGroup;
use crate::ui::state::field;
use crate::view::export::file_stem;
use crate::view::message::Message;
use crate::view::one_placement::OneMethod;
use leptos::html;
use leptos::prelude::*;
use std::fmt::Write;
use std::sync::Arc;

/// Boards up to this N are drawn square by square in SVG; larger ones on a canvas.
const MAX_SVG_N: usize = 64;

/// How many queens the page lists before pointing at the download.
const PREVIEW_QUEENS: usize = 12;

/// The coordinates of every queen, one `(x,y)` per line, as in the C# program's format.
fn coordinates_file(placement: &Placement) -> String {
    let mut text = String::with_capacity(placement.n() * 16);
    for (x, y) in placement.squares() {
        // Writing to a String cannot fail.
        let _ = writeln!(text, "({x},{y})");
    }
    text
}

/// The mode "One placement": the placement of the view's method for the current N.
#[component]
pub fn OnePlacement() -> impl IntoView {
    let state = expect_context::<AppState>();
    let view = state.queens.view;
    let n = state.queens.n;
    let method = field(view, |v| v.one);
    let seed = field(view, |v| v.seed);
    let constructed = Memo::new_with_compare(
        move |_| {
            (method.get() == OneMethod::Construction).then(|| construct(n.get()).map(Arc::new))
        },
        |old, new| !matches!((old, new), (Some(Some(Some(a))), Some(Some(Some(b)))) if Arc::ptr_eq(a, b)),
    );
    let search = use_min_conflicts();
    let (searched, run_state) = (search.placement, search.state);
    // A run for each N and seed asked of min-conflicts (the timer's edge: it runs in slices).
    Effect::new(move |_| {
        let asked = (method.get() == OneMethod::MinConflicts).then(|| (n.get(), seed.get()));
        search.start.run(asked);
    });
    let placement = Signal::derive(move || match method.get() {
        OneMethod::Construction => constructed.get().flatten(),
        OneMethod::MinConflicts => searched.get(),
    });
    let checked =
        Memo::new(move |_| placement.with(|p| p.as_ref().map(|p| validate(p.columns()).is_ok())));
    let i18n = use_i18n();
    let running = move || {
        matches!(
            run_state.get(),
            RunState::Starting { .. } | RunState::Repairing { .. }
        )
    };
    let summary = move || {
        let locale = i18n.get_locale();
        let n = number(n.get() as u64, locale);
        match (placement.with(Option::is_some), checked.get()) {
            (true, Some(true)) => td_string!(locale, one.checked, n = n),
            (true, _) => td_string!(locale, one.failed).to_owned(),
            (false, _) if running() => run_state.get().words(locale),
            (false, _) => td_string!(locale, one.none, n = n),
        }
    };
    let explanation = move || {
        let locale = i18n.get_locale();
        match method.get() {
            OneMethod::Construction => td_string!(locale, one.how).to_owned(),
            OneMethod::MinConflicts => format!(
                "{} {}",
                td_string!(locale, one.how_min_conflicts),
                run_state.get().words(locale)
            ),
        }
    };
    let preview = move || {
        let locale = i18n.get_locale();
        placement.with(|p| {
            p.as_ref().map(|p| {
                let shown: Vec<String> = p
                    .squares()
                    .take(PREVIEW_QUEENS)
                    .map(|(x, y)| format!("({x},{y})"))
                    .collect();
                let rest = p.n().saturating_sub(PREVIEW_QUEENS);
                let more = if rest > 0 {
                    format!(
                        " {}",
                        td_string!(locale, one.more, count = number(rest as u64, locale))
                    )
                } else {
                    String::new()
                };
                format!("{}{more}", shown.join(" "))
            })
        })
    };
    let save = move |_| {
        let Some(p) = placement.get_untracked() else {
            return;
        };
        if download_text(
            &format!("queens-{}.txt", p.n()),
            &coordinates_file(&p),
            TEXT,
        )
        .is_err()
        {
            state.tell(Message::DownloadRefused);
        }
    };
    let choose = Callback::new(move |one: OneMethod| view.update(|v| v.one = one));
    let another_seed = move |_| view.update(|v| *v = v.with_seed(v.seed.wrapping_add(1)));
    let frame = NodeRef::<html::Div>::new();
    let file = Signal::derive(move || file_stem(&["queens", &n.get().to_string(), "one"]));
    let description =
        Signal::derive(move || td_string!(i18n.get_locale(), board.scaled, n = n.get()));
    view! {
        <section class="mode-view construct" aria-label=move || td_string!(i18n.get_locale(), one.panel)>
            <div class="side">
            <RadioGroup
                name="one-method"
                legend=Signal::derive(move || td_string!(i18n.get_locale(), one.method).to_owned())
                options=OneMethod::ALL.to_vec()
                label=Callback::new(move |one| {
                    let locale = i18n.get_locale();
                    match one {
                        OneMethod::Construction => td_string!(locale, one.construction),
                        OneMethod::MinConflicts => td_string!(locale, one.min_conflicts),
                    }
                    .to_owned()
                })
                selected=method
                on_choose=choose
            />
            <p class="count" role="status">{summary}</p>
            // How it was found, only when it was: N = 2 and 3 have no placement to explain.
            <Show when=move || placement.with(Option::is_some)>
                <p class="explanation">{explanation}</p>
            </Show>
            <p class="preview">{preview}</p>
            <Show when=move || method.get() == OneMethod::MinConflicts>
                <button type="button" on:click=another_seed>{t!(i18n, one.another)}</button>
            </Show>
            <ExportBar panel=frame name=file />
            <button type="button" on:click=save disabled=move || placement.with(Option::is_none)>
                {t!(i18n, export.text_one)}
            </button>
            </div>
            <div class="board-panel" tabindex="-1" node_ref=frame>
            // Rebuilt for each N, from plain values: a board of squares must never see a huge N.
            {move || {
                let n = n.get();
                if n <= MAX_SVG_N {
                    let small = placement.get().map(|p| (*p).clone());
                    view! { <Board n=n placement=small /> }.into_any()
                } else {
                    view! { <ScaledBoard placement=placement description=description /> }
                        .into_any()
                }
            }}
            </div>
        </section>
    }
}
