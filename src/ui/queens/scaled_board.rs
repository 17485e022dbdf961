//! A board too large for one SVG element per square: drawn on a canvas, a pixel or more per queen.

use crate::queens::placement::Placement;
use leptos::html;
use leptos::prelude::*;
use std::sync::Arc;
use wasm_bindgen::{Clamped, JsCast};
use web_sys::{CanvasRenderingContext2d, ImageData};

/// The canvas's side in device pixels.
const SIDE: u32 = 640;

/// Light squares and empty space, as RGBA.
const LIGHT: [u8; 4] = [0xf0, 0xd9, 0xb5, 0xff];
/// Dark squares, as RGBA.
const DARK: [u8; 4] = [0xb5, 0x88, 0x63, 0xff];
/// Queens, as RGBA.
const QUEEN: [u8; 4] = [0x1d, 0x1d, 0x1f, 0xff];

/// The RGBA pixels of an N×N board with `placement`'s queens, `SIDE` pixels square: squares while
/// each is at least 4 pixels wide, then plain; each queen at least one pixel (rank 1 at the bottom).
fn render(placement: &Placement) -> Vec<u8> {
    let side = SIDE as usize;
    let n = placement.n().max(1);
    let mut pixels = vec![0u8; side * side * 4];
    let cell = |p: usize| p * n / side;
    let checkered = side / n >= 4;
    for (i, pixel) in pixels.chunks_exact_mut(4).enumerate() {
        let (px, py) = (i % side, i / side);
        let dark = checkered && (cell(px) + (n - 1 - cell(py))).is_multiple_of(2);
        pixel.copy_from_slice(if dark { &DARK } else { &LIGHT });
    }
    // Each queen covers the pixels of its square (at least one pixel).
    for (x, y) in placement.squares() {
        let (x, y) = (x as usize - 1, n - y as usize);
        let (left, top) = (x * side / n, y * side / n);
        let (right, bottom) = (
            ((x + 1) * side / n).max(left + 1),
            ((y + 1) * side / n).max(top + 1),
        );
        let inset = (right - left) / 5;
        for py in top + inset..bottom - inset {
            for px in left + inset..right - inset {
                let at = (py * side + px) * 4;
                if let Some(pixel) = pixels.get_mut(at..at + 4) {
                    pixel.copy_from_slice(&QUEEN);
                }
            }
        }
    }
    pixels
}

/// Draws `placement` on a canvas scaled to the page; `description` is its text alternative.
#[component]
pub fn ScaledBoard(
    /// The queens to draw.
    #[prop(into)]
    placement: Signal<Option<Arc<Placement>>>,
    /// What the board shows, in words.
    #[prop(into)]
    description: Signal<String>,
) -> impl IntoView {
    let canvas = NodeRef::<html::Canvas>::new();
    Effect::new(move |_| {
        let Some(canvas) = canvas.get() else { return };
        let context = canvas
            .get_context("2d")
            .ok()
            .flatten()
            .and_then(|c| c.dyn_into::<CanvasRenderingContext2d>().ok());
        let Some(context) = context else { return };
        // No placement (yet): an empty board's colour, not the last placement drawn.
        let Some(placement) = placement.get() else {
            let [r, g, b, _] = LIGHT;
            context.set_fill_style_str(&format!("rgb({r},{g},{b})"));
            context.fill_rect(0.0, 0.0, f64::from(SIDE), f64::from(SIDE));
            return;
        };
        let pixels = render(&placement);
        let image = ImageData::new_with_u8_clamped_array_and_sh(Clamped(&pixels), SIDE, SIDE);
        if let Ok(image) = image {
            if context.put_image_data(&image, 0.0, 0.0).is_err() {
                leptos::logging::warn!("could not draw the board");
            }
        }
    });
    view! {
        <canvas
            class="scaled-board"
            node_ref=canvas
            width=SIDE
            height=SIDE
            role="img"
            aria-label=move || description.get()
        ></canvas>
    }
}
