//! Saving the board or chart as a picture: a self-contained SVG (every colour and style the
//! page's CSS gives it written into the file) or a PNG drawn from it (or from the canvas of a
//! large board). Loaded with the first picture saved (see [`crate::ui::chunks`]): the first
//! load carries only the buttons.

use super::download::{download_blob, download_text, text_blob};
use leptos::prelude::*;
use std::cell::Cell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Blob, Element, HtmlCanvasElement, HtmlImageElement};

/// The media type of an SVG file.
const SVG: &str = "image/svg+xml;charset=utf-8";

/// The width of an exported picture, in pixels.
pub const PNG_WIDTH: u32 = 1200;

/// What to save: the picture, its file's name, PNG (else SVG), its height.
pub struct Picture {
    /// The SVG board or chart, or the canvas.
    pub element: Element,
    /// The file's name with its extension.
    pub file: String,
    /// PNG (`true`) or SVG.
    pub png: bool,
    /// The height in pixels, [`PNG_WIDTH`] wide.
    pub height: u32,
}

/// Saves a picture; calls its second argument with `false` if the browser refused.
pub type SavePicture = fn(Picture, Box<dyn FnOnce(bool)>);

/// The style properties written into an exported SVG, as the page computes them.
const STYLES: [&str; 15] = [
    "fill",
    "font-size",
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

/// The SVG board or chart in `panel` as a self-contained document: the computed style of every
/// element written as attributes, and its size set (`height` high).
fn standalone_svg(svg: &Element, height: u32) -> Option<String> {
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
    let _ = copy.set_attribute("height", &height.to_string());
    web_sys::XmlSerializer::new()
        .ok()?
        .serialize_to_string(&copy)
        .ok()
}

/// Draws an SVG document `height` high on a canvas and hands its PNG to `done` (asynchronously).
fn svg_to_png(
    markup: &str,
    height: u32,
    done: impl FnOnce(Option<Blob>) + 'static,
) -> Result<(), JsValue> {
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
            canvas.set_height(height);
            let context: web_sys::CanvasRenderingContext2d =
                canvas.get_context("2d").ok()??.dyn_into().ok()?;
            context
                .draw_image_with_html_image_element_and_dw_and_dh(
                    &source,
                    0.0,
                    0.0,
                    f64::from(PNG_WIDTH),
                    f64::from(height),
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

/// Saves `picture`, then tells `done` whether it was saved (the PNG asynchronously).
pub fn save_picture(picture: Picture, done: Box<dyn FnOnce(bool)>) {
    let Picture {
        element,
        file,
        png,
        height,
    } = picture;
    if !png {
        let saved = standalone_svg(&element, height)
            .is_some_and(|svg| download_text(&file, &svg, SVG).is_ok());
        return done(saved);
    }
    // Told once: by the PNG's arrival, or at once if it cannot be made.
    let done = Rc::new(Cell::new(Some(done)));
    let tell = {
        let done = Rc::clone(&done);
        move |saved: bool| {
            if let Some(done) = done.take() {
                done(saved);
            }
        }
    };
    let told = tell.clone();
    let finish = move |blob: Option<Blob>| {
        told(blob.is_some_and(|b| download_blob(&file, &b).is_ok()));
    };
    let started = if let Ok(canvas) = element.clone().dyn_into::<HtmlCanvasElement>() {
        let called = Closure::once(move |blob: Option<Blob>| finish(blob));
        let started = canvas.to_blob(called.as_ref().unchecked_ref()).is_ok();
        if started {
            // The browser calls it once, later.
            called.forget();
        }
        started
    } else {
        standalone_svg(&element, height).is_some_and(|svg| svg_to_png(&svg, height, finish).is_ok())
    };
    if !started {
        tell(false);
    }
}
