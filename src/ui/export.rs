//! Exporting what the page shows: the buttons that save the board or chart as SVG or PNG (the
//! saving itself is `ui::picture`, loaded on first use), and data files (CSV, text) that the
//! page describes. The pure part (names, CSV) is `view::export`.

use super::chunks::{picture_saver, Unloaded};
use super::download::download_text;
use super::pages::AppState;
use super::picture::{Picture, PNG_WIDTH};
use crate::i18n::i18n::{td_string, use_i18n};
use crate::ui::context::expect_context;
use crate::view::chart::{HEIGHT as CHART_HEIGHT, WIDTH as CHART_WIDTH};
use crate::view::message::Message;
use leptos::html;
use leptos::prelude::*;
use leptos::task::spawn_local;
use web_sys::Element;

/// The media type of a text file.
pub const TEXT: &str = "text/plain;charset=utf-8";
/// The media type of a CSV file.
pub const CSV: &str = "text/csv;charset=utf-8";
/// The height of an exported picture [`PNG_WIDTH`] wide: a board is square, a chart has its
/// view box's shape.
fn png_height(chart: bool) -> u32 {
    if chart {
        (f64::from(PNG_WIDTH) * CHART_HEIGHT / CHART_WIDTH).round() as u32
    } else {
        PNG_WIDTH
    }
}

/// The picture drawn in `panel`: its SVG board or chart, or its canvas.
fn board_in(panel: &Element) -> Option<Element> {
    panel
        .query_selector("svg.board, svg.chart, canvas")
        .ok()
        .flatten()
}

/// A data file the page offers: its button's label, its name and how to make it.
#[derive(Clone)]
pub struct DataFile {
    /// The button's label, in the reader's language.
    pub label: String,
    /// The file name.
    pub name: String,
    /// Its media type.
    pub mime: &'static str,
    /// Makes its text when asked.
    pub make: Callback<(), String>,
}

/// Buttons that save the board (or chart) in `panel` as SVG and PNG (`name` without
/// extension), and the `files` offered beside it.
#[component]
pub fn ExportBar(
    /// The element holding the board.
    panel: NodeRef<html::Div>,
    /// The file name without its extension: `queens-8-p1`.
    #[prop(into)]
    name: Signal<String>,
    /// Data files offered too.
    #[prop(into, optional)]
    files: Signal<Vec<DataFile>>,
    /// The picture is a chart, not a board (the buttons say so).
    #[prop(optional)]
    chart: bool,
) -> impl IntoView {
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    let refused = move || app.tell(Message::DownloadRefused);
    let height = png_height(chart);
    let board = move || panel.get_untracked().and_then(|p| board_in(&p));
    let is_canvas = move || {
        panel
            .get()
            .and_then(|p| board_in(&p))
            .is_some_and(|b| b.tag_name().eq_ignore_ascii_case("canvas"))
    };
    // The saving code comes with the first picture saved.
    let save = move |png: bool| {
        let Some(element) = board() else {
            return refused();
        };
        let extension = if png { "png" } else { "svg" };
        let file = format!("{}.{extension}", name.get_untracked());
        spawn_local(async move {
            match picture_saver().await {
                Ok(save) => {
                    let picture = Picture {
                        element,
                        file,
                        png,
                        height,
                    };
                    save(
                        picture,
                        Box::new(move |saved| {
                            if !saved {
                                refused()
                            }
                        }),
                    );
                }
                Err(Unloaded) => refused(),
            }
        });
    };
    let data = move || {
        files
            .get()
            .into_iter()
            .map(|file| {
                let save = move |_| {
                    let text = file.make.run(());
                    if download_text(&file.name, &text, file.mime).is_err() {
                        refused();
                    }
                };
                view! {
                    <button type="button" class="quiet" on:click=save>
                        {file.label.clone()}
                    </button>
                }
            })
            .collect_view()
    };
    view! {
        <div
            class="export secondary"
            role="group"
            aria-label=move || td_string!(i18n.get_locale(), export.heading)
        >
            <button type="button" class="quiet" on:click=move |_| save(false) disabled=is_canvas>
                {move || {
                    let locale = i18n.get_locale();
                    if chart { td_string!(locale, export.chart_svg) } else { td_string!(locale, export.svg) }
                }}
            </button>
            <button type="button" class="quiet" on:click=move |_| save(true)>
                {move || {
                    let locale = i18n.get_locale();
                    if chart { td_string!(locale, export.chart_png) } else { td_string!(locale, export.png) }
                }}
            </button>
            {data}
        </div>
    }
}
