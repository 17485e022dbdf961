//! The mode "List all": the count, the fundamental switch, the list, the board and the symmetry panel.

use super::parts::queens_list_workers;
use super::placement_list::PlacementList;
use super::state::{ListingState, QueensState};
use super::symmetry_panel::SymmetryPanel;
use crate::i18n::i18n::{t, td_string, use_i18n};
use crate::limits::PAGE_LIST_MAX_N;
use crate::parts;
use crate::queens::symmetry::Symmetry;
use crate::text::number::number;
use crate::text::Locale;
use crate::ui::board::Board;
use crate::ui::chunks::deferred;
use crate::ui::context::expect_context;
use crate::ui::export::{DataFile, ExportBar, CSV, TEXT};
use crate::ui::focus::{as_focus, focus_of, for_the_page};
use crate::ui::pages::AppState;
use crate::ui::progress_bar::ProgressBar;
use crate::view::export::{
    file_name, file_stem, placements_csv, placements_text, MAX_EXPORT_ALL_N,
};
use crate::view::shortcuts::{page_key, PageKey};
use leptos::html;
use leptos::prelude::*;

/// Why a board of `n` has no placement, in one line; `None` when it has some.
fn no_placement_reason(n: usize, locale: Locale) -> Option<&'static str> {
    match n {
        2 => Some(td_string!(locale, list.none_2)),
        3 => Some(td_string!(locale, list.none_3)),
        _ => None,
    }
}

/// The files of the list: the selected placement, and every one while there are few enough.
fn data_files(state: AppState, page: QueensState, locale: Locale) -> Vec<DataFile> {
    let (n, fundamental) = (state.queens.n.get(), state.queens.fundamental.get());
    let stem = if fundamental {
        "queens-fundamental"
    } else {
        "queens"
    };
    let one = move |csv: bool| {
        Callback::new(move |()| {
            let k = state.queens.selected.get_untracked();
            let Some(p) = page.selected.get_untracked() else {
                return String::new();
            };
            let numbered = [(k + 1, &p)];
            if csv {
                placements_csv(p.n(), numbered)
            } else {
                placements_text(numbered)
            }
        })
    };
    let all = move |csv: bool| {
        Callback::new(move |()| {
            page.listing.with_untracked(|l| {
                let Some(listing) = l.ready() else {
                    return String::new();
                };
                let placements: Vec<_> =
                    (0..listing.len()).filter_map(|k| listing.get(k)).collect();
                let numbered = placements.iter().zip(1..).map(|(p, k)| (k, p));
                if csv {
                    placements_csv(listing.n(), numbered)
                } else {
                    placements_text(numbered)
                }
            })
        })
    };
    let k = state.queens.selected.get() + 1;
    let name = |parts: &[&str], ext| file_name(parts, ext);
    let (n_text, k_text) = (n.to_string(), format!("p{k}"));
    let mut files = vec![
        DataFile {
            label: td_string!(locale, export.csv_one).to_owned(),
            name: name(&[stem, &n_text, &k_text], "csv"),
            mime: CSV,
            make: one(true),
        },
        DataFile {
            label: td_string!(locale, export.text_one).to_owned(),
            name: name(&[stem, &n_text, &k_text], "txt"),
            mime: TEXT,
            make: one(false),
        },
    ];
    if n <= MAX_EXPORT_ALL_N {
        files.extend([
            DataFile {
                label: td_string!(locale, export.csv_all).to_owned(),
                name: name(&[stem, &n_text, "all"], "csv"),
                mime: CSV,
                make: all(true),
            },
            DataFile {
                label: td_string!(locale, export.text_all).to_owned(),
                name: name(&[stem, &n_text, "all"], "txt"),
                mime: TEXT,
                make: all(false),
            },
        ]);
    }
    files
}

/// The list of placements beside the board.
#[component]
pub fn ListMode() -> impl IntoView {
    let state = expect_context::<AppState>();
    let page = expect_context::<QueensState>();
    let i18n = use_i18n();
    let n = state.queens.n;
    let fundamental = state.queens.fundamental;
    let shown = RwSignal::new(Symmetry::Identity);
    let placement = Signal::derive(move || {
        let symmetry = shown.get();
        page.selected
            .with(|p| p.as_ref().map(|p| symmetry.apply(p)))
    });
    let status = move || {
        let locale = i18n.get_locale();
        page.listing.with(|listing| match listing {
            ListingState::Ready(listing) => {
                let count = number(listing.len(), locale);
                if listing.is_fundamental() {
                    td_string!(locale, list.count_fundamental, count = count)
                } else {
                    td_string!(locale, list.count, count = count)
                }
            }
            ListingState::Building { n, fraction } => td_string!(
                locale,
                list.preparing,
                n = n,
                percent = (fraction * 100.0).floor() as u32
            ),
            ListingState::Cancelled { fraction } => td_string!(
                locale,
                count.cancelled,
                percent = (fraction * 100.0).floor() as u32
            ),
            // The workers' part says why, in an alert.
            ListingState::Failed(_) | ListingState::Idle => String::new(),
        })
    };
    // The workers' part loads only when a list is too large for the page to build.
    let in_workers = Memo::new(move |_| n.get() > PAGE_LIST_MAX_N);
    let workers = move || {
        in_workers.get().then(|| {
            deferred(
                Box::pin(queens_list_workers()),
                parts::QUEENS_LIST_WORKERS.sheets,
            )
        })
    };
    let building = move || {
        page.listing.with(|listing| match listing {
            ListingState::Building { fraction, .. } => Some(view! {
                <ProgressBar
                    label=Signal::derive(move || {
                        td_string!(i18n.get_locale(), list.preparing_label).to_owned()
                    })
                    fraction=Signal::stored(*fraction)
                />
            }),
            _ => None,
        })
    };
    let toggle = move |ev: leptos::ev::Event| {
        let on = event_target_checked(&ev);
        state.queens.view.update(|v| {
            v.fundamental = on;
            v.selected = 0;
        });
    };
    // A clicker's PageDown/PageUp, anywhere but in the list itself: the next or previous row.
    let keys = window_event_listener(leptos::ev::keydown, move |ev| {
        if !for_the_page(&ev) {
            return;
        }
        let focus = focus_of(&ev);
        if let Some(PageKey::Advance(forward)) = page_key(&ev.key(), as_focus(&focus)) {
            ev.prevent_default();
            // With no list yet, no row to move to: the selection (a link's) stays.
            let Some(last) = page.listing.with_untracked(|l| l.listed().checked_sub(1)) else {
                return;
            };
            state.queens.view.update(|v| {
                v.selected = if forward {
                    v.selected.saturating_add(1).min(last)
                } else {
                    v.selected.saturating_sub(1)
                };
            });
        }
    });
    on_cleanup(move || keys.remove());
    let frame = NodeRef::<html::Div>::new();
    let file_stem = Signal::derive(move || {
        let (n, k, fundamental) = (
            state.queens.n.get(),
            state.queens.selected.get() + 1,
            state.queens.fundamental.get(),
        );
        let which = format!("{}{k}", if fundamental { "f" } else { "p" });
        file_stem(&["queens", &n.to_string(), &which])
    });
    let files = Signal::derive(move || data_files(state, page, i18n.get_locale()));
    let export_note = move || {
        (n.get() > MAX_EXPORT_ALL_N)
            .then(|| td_string!(i18n.get_locale(), export.all_limit, max = MAX_EXPORT_ALL_N))
    };
    let selected_text = move || {
        let locale = i18n.get_locale();
        page.selected.with(|p| {
            p.as_ref().map(|p| {
                let k = state.queens.selected.get() + 1;
                td_string!(
                    locale,
                    list.selected,
                    // As the list numbers its rows and the address its `p`: digits only.
                    k = k,
                    coordinates = p.coordinates_text()
                )
            })
        })
    };
    view! {
        <div class="mode-view list-view">
            <div class="side">
                <section
                    class="summary"
                    aria-label=move || td_string!(i18n.get_locale(), list.result)
                >
                    <p class="count" role="status">{status}</p>
                    {building}
                    {workers}
                    <p class="explanation">
                        {move || no_placement_reason(n.get(), i18n.get_locale())}
                    </p>
                    <label class="switch">
                        <input
                            type="checkbox"
                            prop:checked=move || fundamental.get()
                            on:change=toggle
                        />
                        {t!(i18n, list.fundamental_switch)}
                    </label>
                </section>
                <section
                    class="listing"
                    aria-label=move || td_string!(i18n.get_locale(), list.all_placements)
                >
                    <PlacementList />
                </section>
                // The whole row, which a narrow list cuts short for large N.
                <p class="selected-text">{selected_text}</p>
                <p class="hint">{t!(i18n, list.coordinates_legend)}</p>
                <div class="secondary">
                    <SymmetryPanel shown=shown />
                </div>
            </div>
            <section
                class="board-panel"
                tabindex="-1"
                aria-label=move || td_string!(i18n.get_locale(), list.board)
            >
                <div class="board-frame" node_ref=frame>
                    <Board n=n placement=placement />
                </div>
                <ExportBar panel=frame name=file_stem files=files />
                <p class="export-note secondary">{export_note}</p>
            </section>
        </div>
    }
}
