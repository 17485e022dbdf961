//! The board of a knight's tour: its size, its squares and their names, and the knight's moves in
//! the order of the C knight's tour program (its `ktmov1`/`ktmov2`).
//!
//! # Coordinates
//!
//! A [`Square`] is `(row, col)`, 0-based, with row 0 at the **top**, as the C program prints its
//! board (its start `(0, 0)` is the top-left corner). Names follow chess: files `a`, `b`, `c`…
//! from the left (numbers on boards wider than the alphabet), ranks `1`, `2`… from the **bottom**,
//! so the C program's `(0, 0)` on an 8×8 board is `a8`.

use std::fmt;

/// The longest side a board may have: a million squares and more draw and solve in the page.
pub const MAX_SIDE: u32 = 2000;

/// The knight's eight moves as `(row, col)` steps, in the C program's order: `ktmov1[k]`,
/// `ktmov2[k]`.
pub const KNIGHT_MOVES: [(i32, i32); 8] = [
    (-2, 1),
    (-1, 2),
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
];

/// A board of `rows` × `cols` squares, each side from 1 to [`MAX_SIDE`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BoardSize {
    /// Rows (ranks), top to bottom.
    pub rows: u32,
    /// Columns (files), left to right.
    pub cols: u32,
}

/// A square, 0-based, row 0 at the top (see the module documentation).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square {
    /// 0-based row, from the top.
    pub row: u32,
    /// 0-based column, from the left.
    pub col: u32,
}

impl Square {
    /// The square `(row, col)`.
    pub const fn new(row: u32, col: u32) -> Self {
        Self { row, col }
    }
}

/// Why a size is not a board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SizeError {
    /// A side is 0.
    Empty,
    /// A side is longer than [`MAX_SIDE`].
    TooLarge,
}

impl BoardSize {
    /// A board of `rows` × `cols`, if both sides are from 1 to [`MAX_SIDE`].
    pub fn new(rows: u32, cols: u32) -> Result<Self, SizeError> {
        if rows == 0 || cols == 0 {
            Err(SizeError::Empty)
        } else if rows > MAX_SIDE || cols > MAX_SIDE {
            Err(SizeError::TooLarge)
        } else {
            Ok(Self { rows, cols })
        }
    }

    /// The number of squares.
    pub fn squares(self) -> usize {
        self.rows as usize * self.cols as usize
    }

    /// Whether `square` is on the board.
    pub fn contains(self, square: Square) -> bool {
        square.row < self.rows && square.col < self.cols
    }

    /// The square's index in row-major order, `row * cols + col`.
    pub fn index(self, square: Square) -> usize {
        square.row as usize * self.cols as usize + square.col as usize
    }

    /// The square at row-major `index`.
    pub fn square(self, index: usize) -> Square {
        let cols = self.cols as usize;
        Square::new((index / cols) as u32, (index % cols) as u32)
    }

    /// The square one knight's move `(dr, dc)` from `from`, if it is on the board.
    pub fn step(self, from: Square, (dr, dc): (i32, i32)) -> Option<Square> {
        let row = from.row.checked_add_signed(dr)?;
        let col = from.col.checked_add_signed(dc)?;
        let to = Square::new(row, col);
        self.contains(to).then_some(to)
    }

    /// The squares a knight on `from` attacks, in the C program's move order.
    pub fn knight_moves(self, from: Square) -> impl Iterator<Item = Square> {
        KNIGHT_MOVES
            .into_iter()
            .filter_map(move |delta| self.step(from, delta))
    }

    /// Whether the squares are a knight's move apart.
    pub fn is_knight_move(a: Square, b: Square) -> bool {
        let (dr, dc) = (a.row.abs_diff(b.row), a.col.abs_diff(b.col));
        (dr, dc) == (1, 2) || (dr, dc) == (2, 1)
    }

    /// The square's name, as in chess and spreadsheets on any width: files `a`…`z`, then
    /// `aa`, `ab`…, ranks from the bottom (`a8`, `ab50`).
    pub fn name(self, square: Square) -> String {
        let rank = self.rows - square.row;
        format!("{}{rank}", file_letters(square.col))
    }

    /// Reads a square's name as [`BoardSize::name`] writes it (`c3`, `C3`, `ab50`), or as
    /// `(file,rank)` or `file,rank` in numbers from 1 (`(27,3)`), surrounding space ignored;
    /// `None` if it is not a square of this board.
    pub fn parse_square(self, text: &str) -> Option<Square> {
        let text = text.trim();
        let number = |s: &str| -> Option<u32> {
            let s = s.trim();
            (!s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()))
                .then(|| s.parse().ok())
                .flatten()
        };
        let (file, rank) = match text.strip_prefix('(').and_then(|t| t.strip_suffix(')')) {
            Some(inner) => inner.split_once(',')?,
            None => match text.split_once(',') {
                Some(pair) => pair,
                None => {
                    let digits = text.find(|c: char| c.is_ascii_digit())?;
                    let (letters, rank) = text.split_at_checked(digits)?;
                    return self.at_file_rank(parse_file_letters(letters)?, number(rank)?);
                }
            },
        };
        self.at_file_rank(number(file)?, number(rank)?)
    }

    /// The square of 1-based `file` (from the left) and `rank` (from the bottom).
    fn at_file_rank(self, file: u32, rank: u32) -> Option<Square> {
        if file == 0 || rank == 0 || file > self.cols || rank > self.rows {
            return None;
        }
        Some(Square::new(self.rows - rank, file - 1))
    }

    /// Whether the square is dark, as on a chessboard: the bottom-left square (`a1`) is dark.
    pub fn is_dark(self, square: Square) -> bool {
        (self.rows - 1 - square.row + square.col).is_multiple_of(2)
    }
}

/// The letters of the file in 0-based column `col`: `a`…`z`, `aa`…`az`, `ba`…, `zz`, `aaa`…
fn file_letters(col: u32) -> String {
    let mut letters = Vec::new();
    let mut rest = col + 1;
    while rest > 0 {
        rest -= 1;
        letters.push(char::from(b'a' + (rest % 26) as u8));
        rest /= 26;
    }
    letters.iter().rev().collect()
}

/// The 1-based file that `letters` names (either case), as [`file_letters`] writes it; `None`
/// for anything else, or a file past any board.
fn parse_file_letters(letters: &str) -> Option<u32> {
    if letters.is_empty() {
        return None;
    }
    letters.bytes().try_fold(0u32, |file, b| {
        let digit = u32::from(b.to_ascii_lowercase().checked_sub(b'a')?) + 1;
        (b.is_ascii_alphabetic() && file < MAX_SIDE).then(|| file * 26 + digit)
    })
}

impl fmt::Display for BoardSize {
    /// `8×8`: rows × columns.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}×{}", self.rows, self.cols)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_are_checked() {
        assert_eq!(BoardSize::new(0, 5), Err(SizeError::Empty));
        assert_eq!(BoardSize::new(5, MAX_SIDE + 1), Err(SizeError::TooLarge));
        let size = BoardSize::new(3, 4).unwrap();
        assert_eq!(size.squares(), 12);
        assert_eq!(size.to_string(), "3×4");
        for i in 0..12 {
            assert_eq!(size.index(size.square(i)), i);
        }
    }

    #[test]
    fn moves_follow_the_seed_and_stay_on_the_board() {
        let size = BoardSize::new(8, 8).unwrap();
        // From the C program's start, its first move on the board is ktmov[2] = (+1, +2).
        let from_corner: Vec<Square> = size.knight_moves(Square::new(0, 0)).collect();
        assert_eq!(from_corner, vec![Square::new(1, 2), Square::new(2, 1)]);
        assert_eq!(size.knight_moves(Square::new(4, 4)).count(), 8);
        for (dr, dc) in KNIGHT_MOVES {
            let to = Square::new((4 + dr) as u32, (4 + dc) as u32);
            assert!(BoardSize::is_knight_move(Square::new(4, 4), to));
        }
        assert!(!BoardSize::is_knight_move(
            Square::new(0, 0),
            Square::new(1, 1)
        ));
        assert!(!BoardSize::is_knight_move(
            Square::new(0, 0),
            Square::new(0, 3)
        ));
    }

    #[test]
    fn names_read_like_chess_and_parse_back() {
        let size = BoardSize::new(8, 8).unwrap();
        assert_eq!(size.name(Square::new(0, 0)), "a8");
        assert_eq!(size.name(Square::new(7, 0)), "a1");
        assert_eq!(size.name(Square::new(5, 2)), "c3");
        assert!(size.is_dark(Square::new(7, 0)));
        assert!(!size.is_dark(Square::new(0, 0)));
        for i in 0..64 {
            let square = size.square(i);
            assert_eq!(size.parse_square(&size.name(square)), Some(square));
        }
        assert_eq!(size.parse_square(" C3 "), Some(Square::new(5, 2)));
        assert_eq!(size.parse_square("(3,3)"), Some(Square::new(5, 2)));
        assert_eq!(size.parse_square("3,3"), Some(Square::new(5, 2)));
        for bad in [
            "", "i1", "a9", "a0", "a", "3", "(0,1)", "x,y", "a-1", "ä1", "(1,1",
        ] {
            assert_eq!(size.parse_square(bad), None, "{bad:?}");
        }
        let wide = BoardSize::new(50, 1000).unwrap();
        assert_eq!(wide.name(Square::new(0, 26)), "aa50");
        assert_eq!(wide.name(Square::new(49, 0)), "a1");
        assert_eq!(wide.name(Square::new(0, 701)), "zz50");
        assert_eq!(wide.name(Square::new(0, 702)), "aaa50");
        assert_eq!(wide.parse_square("(27,50)"), Some(Square::new(0, 26)));
        assert_eq!(wide.parse_square("AA50"), Some(Square::new(0, 26)));
        assert_eq!(wide.parse_square("a1"), Some(Square::new(49, 0)));
        for col in 0..1000 {
            let square = Square::new(7, col);
            assert_eq!(wide.parse_square(&wide.name(square)), Some(square));
        }
        for bad in ["alm1", "zzzzzzzzzzzzzzz1", "a1b", "1a", "a 1"] {
            assert_eq!(wide.parse_square(bad), None, "{bad:?}");
        }
    }
}
