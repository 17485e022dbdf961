//! The code the player shows beside the board: each algorithm's and search method's program,
//! written for the app in the language and with the names of the program it follows, one line
//! per [`Line`], each line of an event tagged with the [`LineKind`] of the events it produces.
//!
//! The traces say which line produced their last event (`Tracer::code_line`,
//! `KnightTracer::code_line`): the mapping lives here and in the traces, never in the page. The
//! comments are [`Note`]s, which the page words in the reader's language.

pub(crate) mod knights;
pub(crate) mod queens;
pub mod values;

pub use knights::knights_program;
pub use queens::queens_program;

/// What a line does, for the events it produces. The traces' tests check that every event comes
/// from a line of its own kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LineKind {
    /// No event comes from this line (a declaration, a loop's head, a brace).
    Plain,
    /// Takes the next candidate square (a queens' `Try`).
    Try,
    /// Tests whether the candidate is attacked (a queens' `Attacked`).
    Check,
    /// Puts a queen on the board (`Place`).
    Place,
    /// Takes a queen off (`Remove`).
    Remove,
    /// Records a solution (`Solution`).
    Record,
    /// Enters a square (a knight's `Move`).
    Enter,
    /// Rates the next moves (`Candidates`).
    Rate,
    /// Finds no square to go to (`DeadEnd`).
    DeadEnd,
    /// Gives the last square up (`Backtrack`).
    Backtrack,
    /// Finds the board full (`Complete`).
    Complete,
}

/// A comment of the code, worded by the page in the reader's language.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Note {
    /// `M[k]` holds the column of row k's queen; `p` is the row being filled.
    PointerVariables,
    /// The next column of row `p`.
    NextColumn,
    /// Row `p` has no column left: back to the row above.
    RowUsedUp,
    /// An earlier queen attacks this square: try the next one.
    Attacked,
    /// No queen attacks it: keep it and go to the next row.
    KeepAndGoOn,
    /// All N rows hold a queen: a solution.
    Solution,
    /// Lift the last queen and go on searching.
    LiftLast,
    /// The flags: `true` while a column or diagonal is free.
    FlagsVariables,
    /// Each column of row `i` in turn.
    EachColumn,
    /// Is the column free, and both diagonals?
    LinesFree,
    /// Mark the three lines taken.
    TakeLines,
    /// Free the three lines again: the queen leaves.
    FreeLines,
    /// `a[i]` is the row of column i's queen.
    ColumnsVariables,
    /// The same row as an earlier queen?
    SameRow,
    /// On a diagonal of an earlier queen?
    SameDiagonal,
    /// Every row of column i was tried: back to the column before.
    ColumnUsedUp,
    /// The next row, cyclically.
    NextRow,
    /// The free squares of this row, all at once.
    FreeMask,
    /// Bit b of a mask stands for column b.
    BitColumns,
    /// Take the lowest free square.
    LowestBit,
    /// `queen[r]` is the column of row r's queen (brute force).
    BruteVariables,
    /// One more complete arrangement tested.
    TestWhenComplete,
    /// Two queens attack each other: the arrangement is rejected.
    PairAttacks,
    /// Every column of the row, attacked or not.
    EveryColumn,
    /// A column a queen above uses is skipped: permutations only.
    UnusedColumn,
    /// `queen[r]` is row r's column; `dom[r]` holds row r's free squares.
    ForwardVariables,
    /// The lowest row still empty.
    LowestEmptyRow,
    /// The empty row with the fewest free squares (MRV).
    FewestFree,
    /// Only the row's free squares are tried.
    OnlyFree,
    /// Strike out the squares the new queen attacks (one check per row).
    StrikeOut,
    /// A row has no free square left: take the queen back at once.
    RowEmptied,
    /// The queen leaves; the rows get their squares back.
    GiveSquaresBack,
    /// `queen[r]` is row r's column; every row holds a queen from the start (min-conflicts).
    LocalVariables,
    /// A random column no queen uses yet.
    RandomStart,
    /// Too many repairs without a placement: start again.
    StartAgain,
    /// A queen in conflict, chosen at random.
    PickConflicted,
    /// Count the queens attacking each square of its row.
    CountAttackers,
    /// Ties are broken at random.
    TiesAtRandom,
    /// Move it to the least attacked square.
    MoveToFewest,
    /// The knight's eight moves.
    KnightMoves,
    /// The knight enters square (i, j).
    EnterSquare,
    /// The board is full: a tour.
    BoardFull,
    /// Off the board, or visited: skip this move.
    SkipMove,
    /// No move entered a square: a dead end.
    NoMoveLeft,
    /// Give the last square up and return to the one before.
    GiveUp,
    /// Warnsdorff: fewest onward moves first.
    FewestFirst,
    /// Count the free squares a knight's move from (b, e).
    CountOnward,
}

/// One line of a program.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Line {
    /// The code, indented with spaces.
    pub text: &'static str,
    /// The events it produces.
    pub kind: LineKind,
    /// Its comment, if it has one.
    pub note: Option<Note>,
}

/// Where a program comes from, which the page says wherever it names it (the menu, the chart, the
/// code pane).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Origin {
    /// One of the articles the app follows (`shared/seeds`): their C#, Java and C programs.
    Article,
    /// Written for the app, in the manner of the articles' programs.
    App,
}

/// A program: where it comes from, its language's name and its lines.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Program {
    /// Where it comes from.
    pub origin: Origin,
    /// The language, as its name is written ("C#", "Java", "C").
    pub language: &'static str,
    /// The lines, first to last.
    pub lines: &'static [Line],
}

impl Program {
    /// The index of the line `text` (the whole line, trimmed); the programs' tables name their
    /// lines by text so a line can be neither mistyped nor moved out of step.
    ///
    /// # Panics
    /// When no line has that text: a programming error, caught by the tests of every table.
    pub const fn find(&self, text: &str) -> u8 {
        let mut i = 0;
        while i < self.lines.len() {
            if same_text(self.lines[i].text, text) {
                return i as u8;
            }
            i += 1;
        }
        panic!("no such line")
    }
}

/// Whether `line`, without its leading spaces, is `text`.
const fn same_text(line: &str, text: &str) -> bool {
    let (line, text) = (line.as_bytes(), text.as_bytes());
    let mut start = 0;
    while start < line.len() && line[start] == b' ' {
        start += 1;
    }
    if line.len() - start != text.len() {
        return false;
    }
    let mut i = 0;
    while i < text.len() {
        if line[start + i] != text[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// A line with no event and no comment.
const fn plain(text: &'static str) -> Line {
    Line {
        text,
        kind: LineKind::Plain,
        note: None,
    }
}

/// A line with its kind and comment.
const fn line(text: &'static str, kind: LineKind, note: Note) -> Line {
    Line {
        text,
        kind,
        note: Some(note),
    }
}

/// A line with its kind and no comment.
const fn bare(text: &'static str, kind: LineKind) -> Line {
    Line {
        text,
        kind,
        note: None,
    }
}

/// A line with no event but a comment.
const fn noted(text: &'static str, note: Note) -> Line {
    Line {
        text,
        kind: LineKind::Plain,
        note: Some(note),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_found_by_their_text() {
        const P: Program = Program {
            origin: Origin::App,
            language: "C",
            lines: &[plain("a;"), plain("  b;")],
        };
        assert_eq!(P.find("a;"), 0);
        assert_eq!(P.find("b;"), 1);
        assert!(same_text("   x", "x"));
        assert!(!same_text("ab", "a"));
        assert!(!same_text(" a", "ab"));
    }
}
