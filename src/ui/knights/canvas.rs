//! The knight's tour on a canvas, for boards too large for numbers: the path coloured by move
//! number (blue first, red last), as lines through the squares' centres, or on the largest
//! boards as a pixel per square. Playing forward draws only the new moves, so the page stays
//! responsive on a million squares; a step back or a new board redraws.

use super::board::{centre, frame_description};
use crate::i18n::i18n::{t, use_i18n};
use crate::knights::board::{BoardSize, Square};
use crate::knights::trace::KnightTracer;
use crate::text::number::plain;
use crate::ui::context::expect_context;
use crate::ui::pages::AppState;
use crate::ui::player::Player;
use leptos::html;
use leptos::prelude::*;
use wasm_bindgen::Clamped;
use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d, ContextAttributes2d, ImageData};

/// The canvas's longest side in pixels, when squares are drawn as lines.
const CANVAS_PX: u32 = 1200;

/// The fewest pixels per square for which the path is drawn as a line; below, each square is
/// one pixel in its move's colour (scaled up by the page), which shows the same picture and
/// costs one write per square instead of a stroke.
const MIN_LINE_PX: f64 = 3.0;

/// The number of colours the path runs through, from blue to red.
const BANDS: usize = 24;

/// Pixels per square for lines (at least one).
fn scale(size: BoardSize) -> f64 {
    (f64::from(CANVAS_PX) / f64::from(size.rows.max(size.cols))).max(1.0)
}

/// Whether `size` is drawn a pixel per square.
fn in_pixels(size: BoardSize) -> bool {
    scale(size) < MIN_LINE_PX
}

/// The hue of band `band`: 240 (blue) for the first moves down to 0 (red) for the last.
fn hue(band: usize) -> f64 {
    240.0 - 240.0 * band as f64 / (BANDS - 1) as f64
}

/// The colour of band `band`, as CSS (from [`rgba`], so lines and pixels match).
fn colour(band: usize) -> String {
    let [r, g, b, _] = rgba(band);
    format!("rgb({r} {g} {b})")
}

/// The colour of band `band` as RGBA bytes: HSL(hue, 85 %, 42 %) converted to RGB.
fn rgba(band: usize) -> [u8; 4] {
    let (s, l): (f64, f64) = (0.85, 0.42);
    let a = s * l.min(1.0 - l);
    let channel = |n: f64| {
        let k = (n + hue(band) / 30.0) % 12.0;
        let value = l - a * (k - 3.0).min(9.0 - k).clamp(-1.0, 1.0);
        (value * 255.0).round() as u8
    };
    [channel(0.0), channel(8.0), channel(4.0), 255]
}

/// The band of the move at `index` of a tour of `squares` squares.
fn band(index: usize, squares: usize) -> usize {
    (index * BANDS / squares.max(1)).min(BANDS - 1)
}

/// The end of the run of the path's moves from `index` on that are in the same band as it.
fn band_end(index: usize, squares: usize, path_len: usize) -> usize {
    ((band(index, squares) + 1) * squares)
        .div_ceil(BANDS)
        .clamp(index + 1, path_len)
}

/// Draws the moves into the path's squares from index `from` on, in their bands' colours (the
/// moves before are on the canvas already).
fn draw_lines(context: &CanvasRenderingContext2d, size: BoardSize, path: &[Square], from: usize) {
    let squares = size.squares();
    let k = scale(size);
    let at = |square: Square| {
        let (x, y) = centre(square);
        (x * k, y * k)
    };
    context.set_line_width((k * 0.35).max(0.6));
    let mut index = from.max(1);
    while index < path.len() {
        let end = band_end(index, squares, path.len());
        context.begin_path();
        let (x, y) = at(path[index - 1]);
        context.move_to(x, y);
        for &square in &path[index..end] {
            let (x, y) = at(square);
            context.line_to(x, y);
        }
        context.set_stroke_style_str(&colour(band(index, squares)));
        context.stroke();
        index = end;
    }
}

/// The rows and columns painted: top, left, bottom, right.
type Touched = (u32, u32, u32, u32);

/// Colours `squares` `colour` in `pixels` (RGBA, a pixel per square of `size`), and widens
/// `touched` (top, left, bottom, right) to take them in.
fn paint(
    size: BoardSize,
    pixels: &mut [u8],
    squares: &[Square],
    colour: [u8; 4],
    touched: &mut Touched,
) {
    let (mut top, mut left, mut bottom, mut right) = *touched;
    for &square in squares {
        let at = size.index(square) * 4;
        if let Some(pixel) = pixels.get_mut(at..at + 4) {
            pixel.copy_from_slice(&colour);
        }
        (top, bottom) = (top.min(square.row), bottom.max(square.row));
        (left, right) = (left.min(square.col), right.max(square.col));
    }
    *touched = (top, left, bottom, right);
}

/// Colours the squares of the path from index `from` on in `pixels` (RGBA, a pixel per square)
/// and puts them on the canvas.
fn draw_pixels(
    context: &CanvasRenderingContext2d,
    size: BoardSize,
    pixels: &mut [u8],
    path: &[Square],
    from: usize,
) {
    let squares = size.squares();
    // The rows and columns the new moves touch: only that rectangle is put on the canvas.
    let mut touched = (u32::MAX, u32::MAX, 0, 0);
    // A call per band, through a pointer the optimisers cannot see through (or they would
    // inline it): a browser compiles a wasm function for speed only after it has run a while, and
    // only a new call gets the fast code.
    let paint: fn(BoardSize, &mut [u8], &[Square], [u8; 4], &mut Touched) =
        std::hint::black_box(paint);
    let mut index = from;
    while index < path.len() {
        let end = band_end(index, squares, path.len());
        let colour = rgba(band(index, squares));
        paint(size, pixels, &path[index..end], colour, &mut touched);
        index = end;
    }
    let (top, left, bottom, right) = touched;
    if top > bottom {
        return;
    }
    if let Ok(image) =
        ImageData::new_with_u8_clamped_array_and_sh(Clamped(&pixels[..]), size.cols, size.rows)
    {
        let _ = context.put_image_data_with_dirty_x_and_dirty_y_and_dirty_width_and_dirty_height(
            &image,
            0.0,
            0.0,
            f64::from(left),
            f64::from(top),
            f64::from(right - left + 1),
            f64::from(bottom - top + 1),
        );
    }
}

/// The canvas board of the view, with the knight's square marked over it.
#[component]
pub fn CanvasBoard() -> impl IntoView {
    let app = expect_context::<AppState>();
    let player = expect_context::<Player<KnightTracer>>();
    let i18n = use_i18n();
    let canvas = NodeRef::<html::Canvas>::new();
    let key = Memo::new(move |_| {
        (
            app.knights.size.get(),
            app.knights.start.get(),
            app.knights.method.get(),
        )
    });
    let size = Memo::new(move |_| key.get().0);
    // What is on the canvas: the key it was drawn for, the squares drawn and the last of them
    // (a frame of another tour for the same key, after Back, say, is drawn afresh).
    let drawn = StoredValue::new(None::<((BoardSize, _, _), usize, Option<Square>)>);
    // The canvas's pixels when it has a pixel per square, kept to add moves to.
    let pixels = StoredValue::new(Vec::<u8>::new());
    Effect::new(move |_| {
        let Some(element) = canvas.get() else { return };
        // Read back once per board (its background's colour): kept in memory, not on the GPU.
        let settings = ContextAttributes2d::new();
        settings.set_will_read_frequently(true);
        let Some(context) = element
            .get_context_with_context_options("2d", &settings)
            .ok()
            .flatten()
            .and_then(|c| c.dyn_into::<CanvasRenderingContext2d>().ok())
        else {
            return;
        };
        let key = key.get();
        let size = key.0;
        let pixel_board = in_pixels(size);
        player.frame.with(|frame| {
            let squares = frame.as_ref().map_or(&[][..], |f| f.path.squares());
            let from = match drawn.get_value() {
                Some((was, count, last))
                    if was == key
                        && count <= squares.len()
                        && last == count.checked_sub(1).map(|i| squares[i]) =>
                {
                    count
                }
                _ => {
                    let k = if pixel_board { 1.0 } else { scale(size) };
                    element.set_width((f64::from(size.cols) * k) as u32);
                    element.set_height((f64::from(size.rows) * k) as u32);
                    // The board's light colour of the theme, so an exported picture has it too.
                    let background = window()
                        .get_computed_style(&element)
                        .ok()
                        .flatten()
                        .and_then(|style| style.get_property_value("--light-square").ok())
                        .unwrap_or_default();
                    context.set_fill_style_str(background.trim());
                    let (width, height) = (element.width(), element.height());
                    context.fill_rect(0.0, 0.0, f64::from(width), f64::from(height));
                    let blank = if pixel_board {
                        let background = context
                            .get_image_data(0.0, 0.0, 1.0, 1.0)
                            .map(|pixel| pixel.data().0)
                            .unwrap_or_default();
                        background.repeat(size.squares())
                    } else {
                        Vec::new()
                    };
                    pixels.set_value(blank);
                    0
                }
            };
            if pixel_board {
                pixels.update_value(|p| draw_pixels(&context, size, p, squares, from));
            } else {
                draw_lines(&context, size, squares, from);
            }
            drawn.set_value(Some((key, squares.len(), squares.last().copied())));
        });
    });
    let head = move || {
        player.frame.with(|f| {
            f.as_ref().and_then(|f| f.path.last()).map(|s| {
                let (x, y) = centre(s);
                let size = size.get();
                let r = (f64::from(size.rows.max(size.cols)) / 80.0).max(0.6);
                view! { <circle class="k-head" cx=plain(x, 2) cy=plain(y, 2) r=plain(r, 2) /> }
            })
        })
    };
    let description = move || {
        let locale = i18n.get_locale();
        player
            .frame
            .with(|f| frame_description(f.as_ref(), size.get(), locale))
    };
    let view_box = move || {
        let size = size.get();
        format!("0 0 {} {}", size.cols, size.rows)
    };
    view! {
        <div class="k-canvas" role="img" aria-label=description>
            <div class="k-canvas-frame">
                <canvas
                    node_ref=canvas
                    class:pixels=move || in_pixels(size.get())
                    aria-hidden="true"
                ></canvas>
                <svg viewBox=view_box aria-hidden="true">
                    {head}
                </svg>
            </div>
            <p class="hint">{t!(i18n, knights.canvas_note)}</p>
        </div>
    }
}
