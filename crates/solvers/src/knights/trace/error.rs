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
    /// A walk to replay is empty, leaves the board, makes a move no knight makes or enters a
    /// square twice.
    NotAWalk,
}
