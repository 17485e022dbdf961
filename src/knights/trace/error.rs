//! Why a tracer cannot be made: plain data, which the page words in the reader's language.

use super::method::Method;
use crate::knights::board::Square;

/// Why a tracer cannot be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TraceError {
    /// The name is none of [`Method::name`]'s.
    UnknownMethod(String),
    /// The method needs the other constructor: a search for a replayed method or the reverse
    /// (see [`Method::replays_a_tour`]).
    WrongInput(Method),
    /// The board has more squares than a search tracer keeps (`max`, see
    /// [`super::MAX_SEARCH_SQUARES`]).
    TooLarge {
        /// The board's squares.
        squares: usize,
        /// The most a search accepts.
        max: usize,
    },
    /// The start square is not on the board.
    StartOffBoard(Square),
    /// The squares to replay are not a tour of the board: the first bad one is at `index`
    /// (0-based; `index` equal to the number given means the tour is too short).
    NotATour {
        /// 0-based position of the first square that leaves the board, repeats one, is not a
        /// knight's move from the one before, or is one too many.
        index: usize,
    },
    /// The tour was given as closed, but its last square is not a knight's move from its first.
    NotClosed,
}
