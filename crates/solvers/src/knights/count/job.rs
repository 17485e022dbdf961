//! A share of a count, as plain data a page can post to a worker: the board, the start, and the
//! first moves of the paths it counts.

use std::fmt;
use std::str::FromStr;

use super::bits::Bits;
use super::paths::Partial;
use super::{bits_of, CountError};
use crate::knights::board::{BoardSize, Square, KNIGHT_MOVES};

/// The most moves a job fixes.
pub const MAX_JOB_MOVES: usize = 24;

/// The tours on `size` from `start` whose first moves are `moves`. Its text form is
/// `rows`x`cols`, the start's 0-based `row,col`, and the moves as digits (each an index into the C
/// knight's tour program's `ktmov1`/`ktmov2`, 0 to 7), separated by spaces, e.g. `"6x6 0,0 2305"`;
/// no moves, no third part (`"6x6 0,0"`).
///
/// Always a valid share: [`CountJob::new`] and the text form check the board, the start and that
/// the moves stay on the board without revisiting a square.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CountJob {
    size: BoardSize,
    start: Square,
    len: u8,
    moves: [u8; MAX_JOB_MOVES],
}

impl CountJob {
    /// The job of the tours on `size` from `start` beginning with `moves` (indices into
    /// `KNIGHT_MOVES`).
    pub fn new(size: BoardSize, start: Square, moves: &[u8]) -> Result<Self, CountError> {
        let bits = bits_of(size)?;
        if !size.contains(start) {
            return Err(CountError::StartOffBoard(start));
        }
        if moves.len() > MAX_JOB_MOVES {
            return Err(CountError::TooManyMoves);
        }
        let mut job = Self {
            size,
            start,
            len: 0,
            moves: [0; MAX_JOB_MOVES],
        };
        let mut path = Partial::new(&bits, start);
        let mut at = start;
        for (index, &k) in moves.iter().enumerate() {
            let to = KNIGHT_MOVES
                .get(usize::from(k))
                .and_then(|&delta| size.step(at, delta))
                .filter(|&to| path.next(&bits) >> bits.index(to) & 1 == 1)
                .ok_or(CountError::NotAPath { index })?;
            path = path.extended(bits.index(to));
            at = to;
            job.moves[index] = k;
            job.len += 1;
        }
        Ok(job)
    }

    /// The board.
    pub fn size(&self) -> BoardSize {
        self.size
    }

    /// The start square.
    pub fn start(&self) -> Square {
        self.start
    }

    /// The fixed first moves, as indices into `KNIGHT_MOVES`.
    pub fn moves(&self) -> &[u8] {
        &self.moves[..usize::from(self.len)]
    }

    /// The job with one more move, `k`, which the caller has checked to go to an unvisited square;
    /// `None` past [`MAX_JOB_MOVES`].
    pub(super) fn then(&self, k: u8) -> Option<Self> {
        let mut job = *self;
        *job.moves.get_mut(usize::from(self.len))? = k;
        job.len += 1;
        Some(job)
    }

    /// The path the job fixes.
    pub(super) fn partial(&self, bits: &Bits) -> Partial {
        let mut at = self.start;
        let mut path = Partial::new(bits, at);
        for &k in self.moves() {
            // The moves were checked when the job was made.
            if let Some(to) = self.size.step(at, KNIGHT_MOVES[usize::from(k)]) {
                path = path.extended(bits.index(to));
                at = to;
            }
        }
        path
    }
}

impl fmt::Display for CountJob {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (size, start) = (self.size, self.start);
        write!(f, "{}x{} {},{}", size.rows, size.cols, start.row, start.col)?;
        if !self.moves().is_empty() {
            f.write_str(" ")?;
            for k in self.moves() {
                write!(f, "{k}")?;
            }
        }
        Ok(())
    }
}

/// Why a text is not a [`CountJob`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParseJobError {
    /// It is not `RxC r,c` followed by an optional run of digits 0 to 7.
    Form,
    /// The board is no board (a side is 0 or too long).
    Board,
    /// The parts read, but are not a job.
    Job(CountError),
}

/// A number written as ASCII digits only (no sign, no space).
fn number(text: &str) -> Result<u32, ParseJobError> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(ParseJobError::Form);
    }
    text.parse().map_err(|_| ParseJobError::Form)
}

impl FromStr for CountJob {
    type Err = ParseJobError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let mut parts = text.split_whitespace();
        let (Some(board), Some(start), moves, None) =
            (parts.next(), parts.next(), parts.next(), parts.next())
        else {
            return Err(ParseJobError::Form);
        };
        let (rows, cols) = board.split_once('x').ok_or(ParseJobError::Form)?;
        let (row, col) = start.split_once(',').ok_or(ParseJobError::Form)?;
        let size =
            BoardSize::new(number(rows)?, number(cols)?).map_err(|_| ParseJobError::Board)?;
        let start = Square::new(number(row)?, number(col)?);
        let moves: Vec<u8> = moves
            .unwrap_or("")
            .bytes()
            .map(|b| match b {
                b'0'..=b'7' => Ok(b - b'0'),
                _ => Err(ParseJobError::Form),
            })
            .collect::<Result<_, _>>()?;
        CountJob::new(size, start, &moves).map_err(ParseJobError::Job)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(rows: u32, cols: u32) -> BoardSize {
        BoardSize::new(rows, cols).unwrap()
    }

    #[test]
    fn text_round_trips() {
        let size = board(6, 6);
        for moves in [&[][..], &[2], &[2, 3, 0, 5]] {
            let job = CountJob::new(size, Square::new(0, 0), moves).unwrap();
            let text = job.to_string();
            assert_eq!(text.parse::<CountJob>(), Ok(job), "{text}");
        }
        let job = CountJob::new(size, Square::new(0, 0), &[2, 3]).unwrap();
        assert_eq!(job.to_string(), "6x6 0,0 23");
        assert_eq!(job.moves(), [2, 3]);
        assert_eq!(
            CountJob::new(board(5, 7), Square::new(4, 6), &[])
                .unwrap()
                .to_string(),
            "5x7 4,6"
        );
        assert_eq!("  6x6   0,0\t23 ".parse::<CountJob>(), Ok(job));
    }

    #[test]
    fn bad_text_is_an_error_never_a_panic() {
        let form = [
            "",
            "6x6",
            "6x6 0,0 23 1",
            "6*6 0,0",
            "6x6 0;0",
            "6x 0,0",
            "x6 0,0",
            "+6x6 0,0",
            "6x6 -1,0",
            "6x6 0,0 8",
            "6x6 0,0 2a",
            "6x6 0,0 ２",
            "6x6 0,0 -",
            "６x6 0,0",
            "99999999999x6 0,0",
            "6x6 0,99999999999",
        ];
        for text in form {
            assert_eq!(
                text.parse::<CountJob>(),
                Err(ParseJobError::Form),
                "{text:?}"
            );
        }
        assert_eq!("0x6 0,0".parse::<CountJob>(), Err(ParseJobError::Board));
        assert_eq!("6x9999 0,0".parse::<CountJob>(), Err(ParseJobError::Board));
        let job = |text: &str| match text.parse::<CountJob>() {
            Err(ParseJobError::Job(error)) => error,
            other => panic!("{text:?}: {other:?}"),
        };
        assert_eq!(
            job("8x9 0,0"),
            CountError::TooLarge {
                squares: 72,
                max: super::super::MAX_COUNT_SQUARES
            }
        );
        assert_eq!(job("6x6 6,0"), CountError::StartOffBoard(Square::new(6, 0)));
        // Move 0 from the corner leaves the board; 2 then 6 comes back to the start.
        assert_eq!(job("6x6 0,0 0"), CountError::NotAPath { index: 0 });
        assert_eq!(job("6x6 0,0 26"), CountError::NotAPath { index: 1 });
        let long = format!("6x6 0,0 {}", "2".repeat(MAX_JOB_MOVES + 1));
        assert_eq!(job(&long), CountError::TooManyMoves);
    }
}
