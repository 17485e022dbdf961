//! Tours built by divide and conquer, in linear time: the board is cut into blocks of sides 5 to
//! 11, each block gets its own tour from the backtracking search, and the blocks' tours are joined
//! one by one into a single tour (see [`links`] for the exchange that joins two tours).
//!
//! Why this way: it works for every board with a closed tour of any size up to [`MAX_SIDE`] with
//! a handful of block tours that a test can check exhaustively, and each join has a proof rather
//! than a hope. The blocks are joined along a spanning tree: each band of blocks left to right,
//! and the bands by their first blocks, top to bottom. A join to the right exchanges a move in the
//! top four rows of the two columns either side of the seam, a join downwards a move in the first
//! four columns of the two rows either side; a block's other joins use other moves (other rows or
//! columns of it, or moves across the other axis), so a join never takes a move a later join
//! needs, and the moves every join needs are in the blocks' tours ([`pieces`]).
//!
//! Three families:
//! - closed tours on boards with both sides at least 5 and one even: blocks cut as in [`layout`]
//!   (the even side into 6, 8 and 10; the other too, or into one odd length and even ones);
//! - closed tours of 3 × n, n even ≥ 10: three-row blocks cannot be joined by one exchange (no two
//!   moves inside two adjacent columns of three rows face each other), so a closed tour of 3×10
//!   or 3×12 is extended by open tours of 3×4 spliced in through their ends, four columns at a
//!   time;
//! - open tours from a given start on boards with both sides odd and at least 5: cut so that the
//!   start lies in the one block with both sides odd, which gets an open tour from the start (with
//!   the moves its joins need); joining cycles into a path keeps its ends.
//!
//! [`MAX_SIDE`]: super::board::MAX_SIDE

mod layout;
mod links;
mod pieces;

use super::board::{BoardSize, Square};
use super::tour::Tour;
use links::{Links, Piece, Rect};
use pieces::Joins;

/// The squares of the construction, with rows and columns swapped when `transposed` (so that a
/// family needs only one orientation).
#[derive(Clone, Copy)]
struct Frame {
    size: BoardSize,
    transposed: bool,
}

impl Frame {
    fn new(size: BoardSize, transposed: bool) -> Self {
        Self { size, transposed }
    }

    /// Rows and columns of the frame.
    fn sides(self) -> (u32, u32) {
        let BoardSize { rows, cols } = self.size;
        if self.transposed {
            (cols, rows)
        } else {
            (rows, cols)
        }
    }

    /// The board's square at the frame's `(row, col)`.
    fn square(self, (row, col): (u32, u32)) -> Square {
        if self.transposed {
            Square::new(col, row)
        } else {
            Square::new(row, col)
        }
    }

    /// The tour the links make, walked from the frame's square `start`.
    fn tour(self, links: &Links, start: u32) -> Option<Tour> {
        let (order, closed) = links.walk(start)?;
        let path = order.into_iter().map(|at| self.square(at)).collect();
        Some(Tour::from_solver(self.size, path, closed))
    }
}

/// A closed tour of `size`, if it is a board of one of the two closed families (both sides at
/// least 5 and one even; or 3 × n, n even ≥ 10); `None` for other boards.
pub(crate) fn closed(size: BoardSize) -> Option<Tour> {
    let BoardSize { rows, cols } = size;
    if rows.min(cols) == 3 && rows.max(cols) >= 10 && rows.max(cols) % 2 == 0 {
        return three_rows(Frame::new(size, rows > 3));
    }
    if rows.min(cols) < 5 || rows % 2 == 1 && cols % 2 == 1 {
        return None;
    }
    // Even columns in the frame; the rows may be odd.
    let frame = Frame::new(size, cols % 2 == 1);
    let (rows, cols) = frame.sides();
    let row_parts = match rows % 2 {
        0 => layout::even(rows)?,
        _ => layout::odd_around(rows, 0)?.0,
    };
    grid(frame, &row_parts, &layout::even(cols)?, None)
}

/// An open tour of `size` from `start`, if both sides are odd and at least 5 and `start` is of
/// the corners' colour; `None` otherwise.
pub(crate) fn open_odd(size: BoardSize, start: Square) -> Option<Tour> {
    if (start.row + start.col) % 2 == 1 {
        return None;
    }
    let frame = Frame::new(size, false);
    let (row_parts, band) = layout::odd_around(size.rows, start.row)?;
    let (col_parts, column) = layout::odd_around(size.cols, start.col)?;
    let anchor = Anchor {
        band,
        column,
        start,
    };
    grid(frame, &row_parts, &col_parts, Some(anchor))
}

/// The block of an open tour that holds its start: its place in the grid, and the start.
struct Anchor {
    band: usize,
    column: usize,
    start: Square,
}

/// The starts of the parts of a side: `[0, p0, p0 + p1, …]`.
fn offsets(parts: &[u32]) -> Vec<u32> {
    parts
        .iter()
        .scan(0, |at, &part| {
            let start = *at;
            *at += part;
            Some(start)
        })
        .collect()
}

/// Lays a block on each cell of the grid of `row_parts` × `col_parts` and joins them: the bands
/// left to right, each band's first block to the one above. The anchor's block gets an open tour
/// from its start, the others closed tours (one search per block size).
fn grid(
    frame: Frame,
    row_parts: &[u32],
    col_parts: &[u32],
    anchor: Option<Anchor>,
) -> Option<Tour> {
    let (frame_rows, frame_cols) = frame.sides();
    let mut links = Links::new(frame_rows, frame_cols);
    let mut cycles: Vec<Piece> = Vec::new();
    let (row_at, col_at) = (offsets(row_parts), offsets(col_parts));
    let (bands, columns) = (row_parts.len(), col_parts.len());
    for (i, (&row, &rows)) in row_at.iter().zip(row_parts).enumerate() {
        for (j, (&col, &cols)) in col_at.iter().zip(col_parts).enumerate() {
            let rect = Rect {
                row,
                col,
                rows,
                cols,
            };
            let anchored = anchor.as_ref().filter(|a| (a.band, a.column) == (i, j));
            let laid = match anchored {
                Some(a) => {
                    let joins = Joins {
                        above: j == 0 && i > 0,
                        left: j > 0,
                        right: j + 1 < columns,
                        below: j == 0 && i + 1 < bands,
                    };
                    let local = Square::new(a.start.row - row, a.start.col - col);
                    links.lay(rect, &pieces::anchor(rows, cols, local, joins)?);
                    true
                }
                None => {
                    let known = cycles.iter().position(|p| (p.rows, p.cols) == (rows, cols));
                    let index = match known {
                        Some(index) => index,
                        None => {
                            cycles.push(pieces::cycle(rows, cols)?);
                            cycles.len() - 1
                        }
                    };
                    links.lay(rect, &cycles[index]);
                    true
                }
            };
            let joined = match (i, j) {
                (0, 0) => laid,
                (_, 0) => {
                    let above = Rect {
                        row: row - row_parts[i - 1],
                        rows: row_parts[i - 1],
                        ..rect
                    };
                    links.join(bottom_window(above), top_window(rect), false)
                }
                _ => {
                    let left = Rect {
                        col: col - col_parts[j - 1],
                        cols: col_parts[j - 1],
                        ..rect
                    };
                    links.join(right_window(left), left_window(rect), false)
                }
            };
            if !joined {
                return None;
            }
        }
    }
    let start = anchor.map_or(0, |a| a.start.row * frame_cols + a.start.col);
    frame.tour(&links, start)
}

/// The top four rows of a block's last two columns: where it joins the block on its right.
fn right_window(block: Rect) -> Rect {
    Rect {
        col: block.col + block.cols - 2,
        cols: 2,
        rows: block.rows.min(4),
        ..block
    }
}

/// The top four rows of a block's first two columns: where it joins the block on its left.
fn left_window(block: Rect) -> Rect {
    Rect {
        cols: 2,
        rows: block.rows.min(4),
        ..block
    }
}

/// The first four columns of a block's last two rows: where it joins the block below.
fn bottom_window(block: Rect) -> Rect {
    Rect {
        row: block.row + block.rows - 2,
        rows: 2,
        cols: block.cols.min(4),
        ..block
    }
}

/// The first four columns of a block's first two rows: where it joins the block above.
fn top_window(block: Rect) -> Rect {
    Rect {
        rows: 2,
        cols: block.cols.min(4),
        ..block
    }
}

/// The closed tour of a frame of 3 rows and an even number ≥ 10 of columns: a closed tour of
/// 3×10 or 3×12, then open tours of 3×4 spliced in at the right, one after the other.
fn three_rows(frame: Frame) -> Option<Tour> {
    let (_, length) = frame.sides();
    let first = if length % 4 == 2 { 10 } else { 12 };
    let mut links = Links::new(3, length);
    let whole = |col, cols| Rect {
        row: 0,
        col,
        rows: 3,
        cols,
    };
    links.lay(whole(0, first), &pieces::three_row_cycle(first)?);
    let unit = pieces::three_by_four()?;
    for col in (first..length).step_by(4) {
        links.lay(whole(col, 4), &unit);
        if !links.join(whole(col - 2, 2), whole(col, 4), true) {
            return None;
        }
    }
    frame.tour(&links, 0)
}

#[cfg(test)]
mod tests {
    use super::super::validate::validate;
    use super::*;

    #[test]
    fn every_block_tour_the_constructions_use_is_found() {
        let sides = [5, 6, 7, 8, 9, 10, 11];
        for rows in sides {
            for cols in sides {
                if rows % 2 == 0 || cols % 2 == 0 {
                    assert!(pieces::cycle(rows, cols).is_some(), "{rows}×{cols}");
                }
            }
        }
        for cols in [10, 12] {
            assert!(pieces::three_row_cycle(cols).is_some(), "3×{cols}");
        }
        assert!(pieces::three_by_four().is_some());
    }

    /// Every anchor the layout can ask for: both sides odd, the start of the corners' colour
    /// (on a side of 11, only its middle: see `layout`), the joins of any place in the grid.
    #[test]
    fn every_anchor_block_the_layout_can_ask_for_is_found() {
        let f = false;
        let t = true;
        let mut places = Vec::new();
        for above in [f, t] {
            for below in [f, t] {
                for right in [f, t] {
                    places.push(Joins {
                        above,
                        left: f,
                        right,
                        below,
                    });
                }
            }
        }
        for right in [f, t] {
            places.push(Joins {
                above: f,
                left: t,
                right,
                below: f,
            });
        }
        let odd = [5, 7, 9, 11];
        for rows in odd {
            for cols in odd {
                for row in (0..rows).filter(|&r| rows != 11 || r == 5) {
                    for col in (0..cols).filter(|&c| cols != 11 || c == 5) {
                        if (row + col) % 2 == 1 {
                            continue;
                        }
                        for &joins in &places {
                            let start = Square::new(row, col);
                            let piece = pieces::anchor(rows, cols, start, joins);
                            assert!(piece.is_some(), "{rows}×{cols} from {start:?}, {joins:?}");
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn odd_boards_from_every_start_of_the_corners_colour() {
        for rows in (5..=31).step_by(2) {
            for cols in (5..=31).step_by(2) {
                let size = BoardSize::new(rows, cols).unwrap();
                for index in 0..size.squares() {
                    let start = size.square(index);
                    if (start.row + start.col) % 2 == 1 {
                        assert_eq!(open_odd(size, start), None);
                        continue;
                    }
                    let tour = open_odd(size, start);
                    let tour = tour.unwrap_or_else(|| panic!("{size} from {start:?}"));
                    assert_eq!(tour.start(), Some(start));
                    assert!(!tour.is_closed());
                    assert_eq!(validate(size, tour.path(), false), Ok(()));
                }
            }
        }
        let large = BoardSize::new(999, 1001).unwrap();
        for start in [(0, 0), (500, 500), (998, 1000), (7, 11), (995, 7)] {
            let start = Square::new(start.0, start.1);
            let tour = open_odd(large, start).unwrap();
            assert_eq!(tour.start(), Some(start));
            assert_eq!(validate(large, tour.path(), false), Ok(()));
        }
    }
}
