//! What a run of a student's knight's rule gives: the walk it chose, where it stopped and why.
//! Plain data, read by the page without the interpreter.

use nqueens_solvers::knights::board::Square;
use serde::{Deserialize, Serialize};

use crate::outcome::{End, Ran};

/// A square of the student's board as the program sees it: `(x, y)`, `x` the file (a is 0) and
/// `y` the rank less one (rank 1 is 0).
pub type Xy = (u32, u32);

/// The board's square (row 0 at the top) of the program's `(x, y)` on a board of `rows`.
pub fn square_of(rows: u32, (x, y): Xy) -> Square {
    Square::new(rows.saturating_sub(1).saturating_sub(y), x)
}

/// The program's `(x, y)` of the board's `square` on a board of `rows`.
pub fn xy_of(rows: u32, square: Square) -> Xy {
    (
        square.col,
        rows.saturating_sub(1).saturating_sub(square.row),
    )
}

/// An answer of `choose` that is none of the moves it was given.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WrongChoice {
    /// The knight's square.
    pub at: Xy,
    /// The moves `choose` was given.
    pub moves: Vec<Xy>,
    /// What it returned, as Python writes it.
    pub returned: String,
}

/// The walk a student's `choose` made from the start square.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RuleWalk {
    /// The board's ranks.
    pub rows: u32,
    /// The board's files.
    pub cols: u32,
    /// The squares the knight entered, the start first.
    pub squares: Vec<Xy>,
    /// Whether the knight was left with no move (a dead end, or the tour's last square).
    pub stuck: bool,
    /// The first answer that was none of the moves, which ended the walk.
    pub mistake: Option<WrongChoice>,
    /// How the program ended and what it printed.
    pub ran: Ran,
}

/// How a walk ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WalkEnd<'a> {
    /// Every square visited: a tour.
    Tour,
    /// The knight on this square had no unvisited square to go to.
    DeadEnd(Xy),
    /// `choose` returned none of its moves.
    Wrong(&'a WrongChoice),
    /// The program ended otherwise (an error, a limit; or finished with the knight still able
    /// to move, which the app's walk never does): its end says how.
    Broken(&'a End),
}

impl RuleWalk {
    /// How the walk ended.
    pub fn end(&self) -> WalkEnd<'_> {
        if let Some(wrong) = &self.mistake {
            return WalkEnd::Wrong(wrong);
        }
        match (&self.ran.end, self.squares.last()) {
            (End::Finished, _) if self.is_tour() => WalkEnd::Tour,
            (End::Finished, Some(&last)) if self.stuck => WalkEnd::DeadEnd(last),
            (end, _) => WalkEnd::Broken(end),
        }
    }

    /// Whether the knight visited every square.
    pub fn is_tour(&self) -> bool {
        self.squares.len() as u64 == u64::from(self.rows) * u64::from(self.cols)
    }
}

/// The 0-based line of `code` that defines `choose`, the function that chooses each move.
pub fn choose_line(code: &str) -> Option<usize> {
    code.lines().position(|line| {
        let named =
            |rest: &str, name: &str| rest.trim_start().strip_prefix(name).map(str::to_owned);
        named(line, "def")
            .filter(|rest| rest.starts_with(char::is_whitespace))
            .and_then(|rest| named(&rest, "choose"))
            .is_some_and(|rest| rest.trim_start().starts_with('('))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn walk(squares: Vec<Xy>, end: End) -> RuleWalk {
        RuleWalk {
            rows: 1,
            cols: 2,
            stuck: true,
            squares,
            mistake: None,
            ran: Ran::silent(end),
        }
    }

    #[test]
    fn a_walk_ends_in_a_tour_a_dead_end_or_as_its_program_did() {
        assert_eq!(
            walk(vec![(0, 0), (1, 0)], End::Finished).end(),
            WalkEnd::Tour
        );
        assert_eq!(
            walk(vec![(0, 0)], End::Finished).end(),
            WalkEnd::DeadEnd((0, 0))
        );
        let broken = walk(vec![(0, 0), (1, 0)], End::ByHost);
        assert_eq!(broken.end(), WalkEnd::Broken(&End::ByHost));
        let unstuck = RuleWalk {
            stuck: false,
            ..walk(vec![(0, 0)], End::Finished)
        };
        assert_eq!(unstuck.end(), WalkEnd::Broken(&End::Finished));
    }

    #[test]
    fn squares_and_the_program_s_coordinates_convert_both_ways() {
        // a1 is (0, 0) at the bottom left; the top row of a board of 5 ranks is y = 4.
        assert_eq!(square_of(5, (0, 0)), Square::new(4, 0));
        assert_eq!(square_of(5, (2, 4)), Square::new(0, 2));
        for row in 0..5 {
            for col in 0..3 {
                let square = Square::new(row, col);
                assert_eq!(square_of(5, xy_of(5, square)), square);
            }
        }
    }

    #[test]
    fn the_line_of_choose_is_found_wherever_it_is_defined() {
        assert_eq!(
            choose_line("def choose(x, y, m, v):\n    return m[0]\n"),
            Some(0)
        );
        assert_eq!(
            choose_line("N = 1\n\n  def choose(x, y, m, v): pass\n"),
            Some(2)
        );
        assert_eq!(choose_line("def chose(x):\n    pass\n"), None);
        let helpers =
            "def chooser(m):\n    pass\ndef choose_best(m):\n    pass\ndef choose (x, y, m, v):\n";
        assert_eq!(choose_line(helpers), Some(4));
        assert_eq!(choose_line("define choose(x)\n"), None);
    }
}
