//! The geometry of a virtualised list: which rows a scroll position shows, and where to scroll to
//! show a row. Pure arithmetic, so it is tested natively.
//!
//! Browsers cap an element's height (about 33 million pixels in Chromium), far below the 470
//! million pixels of N = 16's 14,772,512 rows. So the list keeps a *position* in virtual pixels
//! (`row × ROW_PX`) and the scrollbar shows it scaled into at most [`MAX_CONTENT_PX`].

use std::ops::Range;

/// The height of one row, in CSS pixels.
pub const ROW_PX: f64 = 32.0;

/// The largest scrollable height the list asks the browser for.
pub const MAX_CONTENT_PX: f64 = 8_000_000.0;

/// A list of `len` rows seen through a viewport `viewport_px` high.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ListWindow {
    /// How many rows the list has.
    pub len: u64,
    /// The visible height, in CSS pixels.
    pub viewport_px: f64,
}

impl ListWindow {
    /// The height all rows would take unscaled.
    fn full_px(&self) -> f64 {
        self.len as f64 * ROW_PX
    }

    /// The height of the scrollable content the browser is given.
    pub fn content_px(&self) -> f64 {
        self.full_px().min(MAX_CONTENT_PX)
    }

    /// The largest position, in virtual pixels: the last row at the bottom of the viewport.
    pub fn max_position(&self) -> f64 {
        (self.full_px() - self.viewport_px).max(0.0)
    }

    /// Virtual pixels per pixel of the browser's scrollbar (1 for lists that fit unscaled).
    pub fn scale(&self) -> f64 {
        let scrollable = self.content_px() - self.viewport_px;
        if scrollable <= 0.0 {
            1.0
        } else {
            (self.max_position() / scrollable).max(1.0)
        }
    }

    /// A position clamped to the list.
    pub fn clamp(&self, position: f64) -> f64 {
        position.clamp(0.0, self.max_position())
    }

    /// How many whole rows the viewport shows: the step of Page Up and Page Down.
    pub fn page_rows(&self) -> u64 {
        ((self.viewport_px / ROW_PX).floor() as u64).max(2) - 1
    }

    /// The rows at least partly visible at `position`.
    pub fn visible_rows(&self, position: f64) -> Range<u64> {
        let position = self.clamp(position);
        let first = (position / ROW_PX).floor() as u64;
        let last = ((position + self.viewport_px) / ROW_PX).ceil() as u64;
        first.min(self.len)..last.min(self.len)
    }

    /// Where row `row` is drawn, relative to the top of the viewport.
    pub fn row_top(&self, row: u64, position: f64) -> f64 {
        row as f64 * ROW_PX - self.clamp(position)
    }

    /// The position nearest to `position` at which row `row` is wholly visible.
    pub fn reveal(&self, row: u64, position: f64) -> f64 {
        let top = row as f64 * ROW_PX;
        let bottom = top + ROW_PX;
        let position = if top < position {
            top
        } else if bottom > position + self.viewport_px {
            bottom - self.viewport_px
        } else {
            position
        };
        self.clamp(position)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_lists_scroll_unscaled() {
        let w = ListWindow {
            len: 92,
            viewport_px: 320.0,
        };
        assert_eq!(w.scale(), 1.0);
        assert_eq!(w.content_px(), 92.0 * ROW_PX);
        assert_eq!(w.visible_rows(0.0), 0..10);
        assert_eq!(w.visible_rows(16.0), 0..11);
        assert_eq!(w.visible_rows(1e9), 82..92);
        assert_eq!(w.page_rows(), 9);
    }

    #[test]
    fn huge_lists_are_scaled_into_the_browser_limit() {
        let w = ListWindow {
            len: 14_772_512,
            viewport_px: 480.0,
        };
        assert_eq!(w.content_px(), MAX_CONTENT_PX);
        assert!(w.scale() > 50.0);
        let end = w.max_position();
        let rows = w.visible_rows(end);
        assert_eq!(rows.end, 14_772_512);
        assert_eq!(w.row_top(14_772_511, end), 480.0 - ROW_PX);
    }

    #[test]
    fn reveal_moves_only_as_far_as_needed() {
        let w = ListWindow {
            len: 1000,
            viewport_px: 320.0,
        };
        assert_eq!(w.reveal(3, 0.0), 0.0);
        assert_eq!(w.reveal(10, 0.0), 11.0 * ROW_PX - 320.0);
        assert_eq!(w.reveal(2, 640.0), 64.0);
        assert_eq!(w.reveal(999, 0.0), w.max_position());
    }

    #[test]
    fn empty_list_shows_nothing() {
        let w = ListWindow {
            len: 0,
            viewport_px: 320.0,
        };
        assert_eq!(w.visible_rows(0.0), 0..0);
        assert_eq!(w.max_position(), 0.0);
        assert_eq!(w.scale(), 1.0);
    }
}
