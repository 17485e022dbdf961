//! Whether a knight's tour exists, and why not when it does not: instantly, for the page to say
//! before any search, in its own words (so the reasons are data, not text).
//!
//! Board level, for a board of `short` × `long` squares (`short ≤ long`):
//! - closed tours (Schwenk 1991): none iff both sides are odd, or `short` is 1, 2 or 4, or the
//!   board is 3×4, 3×6 or 3×8;
//! - open tours (Cull & De Curtins 1978; Conrad, Hindrichs, Morsy & Wegener 1994): exist iff the
//!   board is 1×1, 3×4, 3 × n with n ≥ 7, 4 × n with n ≥ 5, or both sides are at least 5.
//!
//! Start level, for open tours (a closed tour passes every square, so it may start anywhere):
//! - every move changes the square's colour, so on a board with an odd number of squares an open
//!   tour has one square more of the corners' colour and starts and ends on that colour;
//! - on a board of four rows, every open tour starts and ends on an outer row: the outer squares
//!   are half the board and only ever move to inner squares, so in the path no two are adjacent;
//!   if they were at every other place, they would all be one colour, but half of them are of
//!   each colour: so the path starts on an outer square, alternates, breaks the pattern once with
//!   two inner squares, and ends on an outer square;
//! - on boards of at most [`EXACT_MAX_SQUARES`] squares the remaining starts are decided by an
//!   exhaustive search (it finds, for instance, that 3×4 tours start only in the end columns, and
//!   that none starts on the centre of 3×7 or on c2 and f2 of 3×8).

use super::board::{BoardSize, Square};
use super::search::{Goal, Outcome};

/// Boards up to this many squares have every start decided by exhaustive search (a few
/// milliseconds at most: the tests run them all).
pub const EXACT_MAX_SQUARES: usize = 30;

/// Open tour (a path) or closed tour (a cycle).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TourKind {
    /// The last square need not be a knight's move from the first.
    Open,
    /// The last square is a knight's move from the first.
    Closed,
}

/// What a verdict rests on, for the page to cite.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Source {
    /// Schwenk, "Which rectangular chessboards have a knight's tour?", Mathematics Magazine 64
    /// (1991).
    Schwenk1991,
    /// Cull & De Curtins, "Knight's tour revisited", Fibonacci Quarterly 16 (1978); Conrad,
    /// Hindrichs, Morsy & Wegener, "Solution of the knight's Hamiltonian path problem on
    /// chessboards", Discrete Applied Mathematics 50 (1994).
    OpenTourTheorem,
    /// Counting colours: every knight's move changes colour.
    Colours,
    /// The four-row argument (Pósa's, as in Schwenk's proof) applied to open tours.
    FourRows,
    /// This program's exhaustive search from the square.
    Search,
}

/// Why a board has no tour of some kind. `short ≤ long` are its sides.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BoardReason {
    /// The knight has no move at all (a side of 1 with more than one square, or 2×2).
    NoMove { short: u32, long: u32 },
    /// The knight cannot get from some squares to others: on two rows it keeps its column's
    /// parity; on 3×3 it never reaches the centre.
    Disconnected { short: u32, long: u32 },
    /// Both sides odd, so an odd number of squares; a closed tour alternates colours and needs as
    /// many of each. Schwenk's first condition.
    OddSquares { squares: usize },
    /// A side of 1 or 2: a corner has fewer than two moves, and a closed tour needs two at every
    /// square. Schwenk's second condition.
    NarrowSide { short: u32 },
    /// A side of 4: no closed tour (Schwenk's second condition; Pósa's colour argument).
    FourRows { long: u32 },
    /// 3×4, 3×6 or 3×8: no closed tour (Schwenk's third condition).
    ThreeRowsShort { long: u32 },
    /// 3×5, 3×6 or 4×4: no open tour (the exceptions of the open-tour theorem).
    SmallBoard { short: u32, long: u32 },
}

impl BoardReason {
    /// The result or argument this reason comes from.
    pub fn source(self) -> Source {
        match self {
            Self::NoMove { .. } | Self::Disconnected { .. } | Self::SmallBoard { .. } => {
                Source::OpenTourTheorem
            }
            Self::OddSquares { .. }
            | Self::NarrowSide { .. }
            | Self::FourRows { .. }
            | Self::ThreeRowsShort { .. } => Source::Schwenk1991,
        }
    }
}

/// Why no open tour starts on a square of a board that has open tours.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StartReason {
    /// The square is not on the board.
    OffBoard,
    /// The board has an odd number of squares and the square is not of the corners' colour.
    MinorityColour { squares: usize },
    /// On a board of four rows, the square is on an inner row.
    InnerRow,
    /// An exhaustive search from the square found no tour (boards of at most
    /// [`EXACT_MAX_SQUARES`] squares).
    Searched { squares: usize },
}

impl StartReason {
    /// The argument this reason comes from.
    pub fn source(self) -> Source {
        match self {
            Self::OffBoard | Self::MinorityColour { .. } => Source::Colours,
            Self::InnerRow => Source::FourRows,
            Self::Searched { .. } => Source::Search,
        }
    }
}

/// Why there is no tour: the board has none of the kind, or none starts on the square.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NoTour {
    /// No tour of the kind on the whole board.
    Board(BoardReason),
    /// The board has open tours, but none from this square.
    Start(StartReason),
}

/// How sure it is that a tour starts on a square.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Evidence {
    /// Proven: the board has a closed tour, and every square is on it (Schwenk 1991, and
    /// [`closed_tour`](super::closed::closed_tour) builds it).
    ClosedTour,
    /// Proven for every start of the corners' colour on boards with both sides odd and at least
    /// 5, by this program's construction (its tests check every block it can use).
    Construction,
    /// Proven by a tour the exhaustive search found (small boards).
    Searched,
    /// Nothing rules it out, nothing proves it (boards of three or four rows beyond the searched
    /// sizes): the solver tries, and may report that it found none.
    Open,
}

/// The sides of a board, shorter first.
fn sides(size: BoardSize) -> (u32, u32) {
    (size.rows.min(size.cols), size.rows.max(size.cols))
}

/// Whether `size` has a tour of `kind`, and if not, why (instant: a few comparisons).
pub fn board(size: BoardSize, kind: TourKind) -> Result<(), BoardReason> {
    let (short, long) = sides(size);
    let unconnected = match (short, long) {
        (1, 1) => None,
        (1, _) | (2, 2) => Some(BoardReason::NoMove { short, long }),
        (2, _) | (3, 3) => Some(BoardReason::Disconnected { short, long }),
        _ => None,
    };
    match kind {
        TourKind::Open => match (short, long) {
            (3, 5 | 6) | (4, 4) => Err(BoardReason::SmallBoard { short, long }),
            _ => unconnected.map_or(Ok(()), Err),
        },
        TourKind::Closed => {
            if short % 2 == 1 && long % 2 == 1 {
                Err(BoardReason::OddSquares {
                    squares: size.squares(),
                })
            } else if short <= 2 {
                Err(BoardReason::NarrowSide { short })
            } else if short == 4 {
                Err(BoardReason::FourRows { long })
            } else if short == 3 && long <= 8 {
                Err(BoardReason::ThreeRowsShort { long })
            } else {
                Ok(())
            }
        }
    }
}

/// Whether a tour of `kind` starts on `start`, and how sure that is; if none does, why. Instant:
/// rules, and on boards of at most [`EXACT_MAX_SQUARES`] squares without a closed tour, an
/// exhaustive search of a few milliseconds at most.
pub fn start(size: BoardSize, kind: TourKind, start: Square) -> Result<Evidence, NoTour> {
    board(size, kind).map_err(NoTour::Board)?;
    if !size.contains(start) {
        return Err(NoTour::Start(StartReason::OffBoard));
    }
    if board(size, TourKind::Closed).is_ok() {
        return Ok(Evidence::ClosedTour);
    }
    let squares = size.squares();
    let corner_colour = size.is_dark(Square::new(0, 0)) == size.is_dark(start);
    if squares % 2 == 1 && !corner_colour {
        return Err(NoTour::Start(StartReason::MinorityColour { squares }));
    }
    let (short, _) = sides(size);
    let across = if size.rows == 4 { start.row } else { start.col };
    if short == 4 && (across == 1 || across == 2) {
        return Err(NoTour::Start(StartReason::InnerRow));
    }
    if squares <= EXACT_MAX_SQUARES {
        return match Goal::open(size, start).find(None) {
            Outcome::Found(_) => Ok(Evidence::Searched),
            _ => Err(NoTour::Start(StartReason::Searched { squares })),
        };
    }
    if short >= 5 {
        Ok(Evidence::Construction)
    } else {
        Ok(Evidence::Open)
    }
}
