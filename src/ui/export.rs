//! Exporting what the page shows: the board as SVG or PNG (self-contained: every colour and
//! style the page's CSS gives it is written into the file), and data files (CSV, text) that the
//! page describes. The pure part (names, CSV) is `view::export`.

use super::download::{download_blob, download_text, text_blob};
use super::pages::AppState;
use crate::i18n::i18n::{t, td_string, use_i18n};
use crate::view::message::Message;
use leptos::html;
use leptos::prelude::*;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Blob, Element, HtmlCanvasElement, HtmlImageElement};

/// The media type of a text file.
pub const TEXT: &str = "text/plain;charset=utf-8";
/// The media type of a CSV file.
pub const CSV: &str = "text/csv;charset=utf-8";
/// The media type of an SVG file.
const SVG: &str = "image/svg+xml;charset=utf-8";

/// The width of an exported PNG, in pixels.
const PNG_WIDTH: u32 = 1200;

/// The style properties written into an exported SVG, as the page computes them.
const STYLES: [&str; 14] = [
    "fill",
    "fill-opacity",
    "stroke",
    "stroke-width",
    "stroke-dasharray",
    "stroke-linecap",
    "stroke-opacity",
    "opacity",
    "paint-order",
    "font-family",
    "font-weight",
    "text-anchor",
    "shape-rendering",
    "display",
];

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

/// The SVG board in `panel` as a self-contained document: the computed style of every element
/// written as attributes, and its size set.
fn standalone_svg(svg: &Element) -> Option<String> {
    let copy: Element = svg.clone_node_with_deep(true).ok()?.dyn_into().ok()?;
    let originals = svg.query_selector_all("*").ok()?;
    let copies = copy.query_selector_all("*").ok()?;
    let window = window();
    let pairs = std::iter::once((svg.clone(), copy.clone())).chain(
        (0..originals.length()).filter_map(|i| {
            let original = originals.item(i)?.dyn_into::<Element>().ok()?;
            let copied = copies.item(i)?.dyn_into::<Element>().ok()?;
            Some((original, copied))
        }),
    );
    for (original, copied) in pairs {
        let Ok(Some(style)) = window.get_computed_style(&original) else {
            continue;
        };
        for name in STYLES {
            if let Ok(value) = style.get_property_value(name) {
                if !value.is_empty() {
                    let _ = copied.set_attribute(name, &value);
                }
            }
        }
        let _ = copied.remove_attribute("class");
    }
    let _ = copy.set_attribute("xmlns", "http://www.w3.org/2000/svg");
    let _ = copy.set_attribute("width", &PNG_WIDTH.to_string());
    let _ = copy.set_attribute("height", &PNG_WIDTH.to_string());
    web_sys::XmlSerializer::new()
        .ok()?
        .serialize_to_string(&copy)
        .ok()
}

/// Draws an SVG document on a canvas and hands its PNG to `done` (asynchronously).
fn svg_to_png(markup: &str, done: impl FnOnce(Option<Blob>) + 'static) -> Result<(), JsValue> {
    let url = web_sys::Url::create_object_url_with_blob(&text_blob(markup, SVG)?)?;
    let image = HtmlImageElement::new()?;
    let source = image.clone();
    image.set_src(&url);
    let loaded = Closure::once(move || {
        let blob_done = Closure::once(move |blob: Option<Blob>| done(blob));
        let drawn = (|| -> Option<()> {
            let canvas: HtmlCanvasElement =
                document().create_element("canvas").ok()?.dyn_into().ok()?;
            canvas.set_width(PNG_WIDTH);
            canvas.set_height(PNG_WIDTH);
            let context: web_sys::CanvasRenderingContext2d =
                canvas.get_context("2d").ok()??.dyn_into().ok()?;
            context
                .draw_image_with_html_image_element_and_dw_and_dh(
                    &source,
                    0.0,
                    0.0,
                    f64::from(PNG_WIDTH),
                    f64::from(PNG_WIDTH),
                )
                .ok()?;
            canvas.to_blob(blob_done.as_ref().unchecked_ref()).ok()
        })();
        let _ = web_sys::Url::revoke_object_url(&url);
        if drawn.is_some() {
            // The browser calls it once, later.
            blob_done.forget();
        }
    });
    image.set_onload(Some(loaded.as_ref().unchecked_ref()));
    loaded.forget();
    image.set_src(&web_sys::Url::create_object_url_with_blob(&text_blob(
        markup, SVG,
    )?)?);
    Ok(())
}

/// The board drawn in `panel`: its SVG, or its canvas.
fn board_in(panel: &Element) -> Option<Element> {
    panel.query_selector("svg.board, canvas").ok().flatten()
}

/// Buttons that save the board in `panel` as SVG and PNG (`name` without extension), and the
/// `files` offered beside it.
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
) -> impl IntoView {
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    let refused = move || app.tell(Message::DownloadRefused);
    let board = move || panel.get_untracked().and_then(|p| board_in(&p));
    let is_canvas = move || {
        panel
            .get()
            .and_then(|p| board_in(&p))
            .is_some_and(|b| b.tag_name().eq_ignore_ascii_case("canvas"))
    };
    let save_svg = move |_| {
        let saved = board().and_then(|b| standalone_svg(&b)).is_some_and(|svg| {
            download_text(&format!("{}.svg", name.get_untracked()), &svg, SVG).is_ok()
        });
        if !saved {
            refused();
        }
    };
    let save_png = move |_| {
        let file = format!("{}.png", name.get_untracked());
        let Some(board) = board() else {
            return refused();
        };
        let finish = move |blob: Option<Blob>| {
            if blob.is_none_or(|b| download_blob(&file, &b).is_err()) {
                refused();
            }
        };
        if let Ok(canvas) = board.clone().dyn_into::<HtmlCanvasElement>() {
            let done = Closure::once(move |blob: Option<Blob>| finish(blob));
            if canvas.to_blob(done.as_ref().unchecked_ref()).is_ok() {
                done.forget();
            } else {
                refused();
            }
        } else if standalone_svg(&board).is_none_or(|svg| svg_to_png(&svg, finish).is_err()) {
            refused();
        }
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
            <button type="button" class="quiet" on:click=save_svg disabled=is_canvas>
                {t!(i18n, export.svg)}
            </button>
            <button type="button" class="quiet" on:click=save_png>
                {t!(i18n, export.png)}
            </button>
            {data}
        </div>
    }
}
