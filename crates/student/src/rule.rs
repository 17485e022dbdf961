//! Exercise "write the rule" (knight's tour page): the student writes `choose(x, y, moves,
//! visited)`, which picks the knight's next square; the app walks the knight from the start with
//! it until every square is visited or no move is left, checking each answer.

use monty_types::MontyObject;
use nqueens_solvers::knights::board::BoardSize;

use crate::outcome::Limits;
use crate::run::{python_form, run, Answer, Host};
use crate::search::wrong_arguments;
use crate::walk::{square_of, xy_of, RuleWalk, WrongChoice, Xy};

/// The walk that calls the student's `choose`, appended to the student's code. Its names start
/// with `_board_` so that they do not meet the student's, and the number of moves comes from the
/// host, so that a program that changes `rows` or `cols` changes only its own sums. It has no
/// `while`, so that a program out of time names only the student's loops. `choose` gets copies
/// of the moves and the visited squares: a rule that changes them changes nothing else.
const DRIVER: &str = "

def _board_walk():
    x, y = _board_start()
    visited = {(x, y)}
    for _ in range(_board_most_moves()):
        moves = _board_moves()
        if not moves:
            return
        x, y = _board_go(choose(x, y, list(moves), set(visited)))
        visited.add((x, y))

_board_walk()
";

/// The board functions the driver calls.
const BOARD_FUNCTIONS: &[&str] = &[
    "_board_start",
    "_board_most_moves",
    "_board_moves",
    "_board_go",
];

/// Walks the knight from `start` on `size` with the student's `code` (which defines `choose`).
pub fn walk_rule(code: &str, size: BoardSize, start: Xy, limits: Limits) -> RuleWalk {
    let mut host = RuleHost::new(size, start);
    let program = format!("{}{DRIVER}", code.trim_end());
    let int = |x: u32| MontyObject::Int(i64::from(x));
    let inputs = vec![("rows", int(size.rows)), ("cols", int(size.cols))];
    let ran = run(&program, inputs, &mut host, limits);
    RuleWalk {
        rows: size.rows,
        cols: size.cols,
        squares: host.squares,
        stuck: host.stuck,
        mistake: host.mistake,
        ran,
    }
}

/// The walk while the program runs.
struct RuleHost {
    size: BoardSize,
    start: Xy,
    squares: Vec<Xy>,
    /// The moves last given to `choose`.
    moves: Vec<Xy>,
    /// Whether the knight was found with no move left.
    stuck: bool,
    mistake: Option<WrongChoice>,
}

impl RuleHost {
    /// The knight on `start`, before the walk.
    fn new(size: BoardSize, start: Xy) -> Self {
        RuleHost {
            size,
            start,
            squares: Vec::new(),
            moves: Vec::new(),
            stuck: false,
            mistake: None,
        }
    }

    /// The unvisited squares a knight's move from the knight, in the app's move order.
    fn moves(&self) -> Vec<Xy> {
        let Some(&at) = self.squares.last() else {
            return Vec::new();
        };
        self.size
            .knight_moves(square_of(self.size.rows, at))
            .map(|square| xy_of(self.size.rows, square))
            .filter(|xy| !self.squares.contains(xy))
            .collect()
    }

    /// The knight goes where `chosen` says, if it is one of its moves; the walk ends otherwise.
    fn go(&mut self, chosen: &MontyObject) -> Answer {
        let pair = match chosen {
            MontyObject::Tuple(pair) | MontyObject::List(pair) => match pair.as_slice() {
                [MontyObject::Int(x), MontyObject::Int(y)] => Some((*x, *y)),
                _ => None,
            },
            _ => None,
        };
        let square = pair.and_then(|(x, y)| Some((u32::try_from(x).ok()?, u32::try_from(y).ok()?)));
        match square.filter(|xy| self.moves.contains(xy)) {
            Some(xy) => {
                self.squares.push(xy);
                Answer::Return(square_object(xy))
            }
            None => {
                self.mistake = Some(WrongChoice {
                    at: self.squares.last().copied().unwrap_or(self.start),
                    moves: std::mem::take(&mut self.moves),
                    returned: python_form(chosen),
                });
                Answer::End
            }
        }
    }
}

/// `(x, y)` as a Python tuple.
fn square_object((x, y): Xy) -> MontyObject {
    MontyObject::Tuple(vec![
        MontyObject::Int(i64::from(x)),
        MontyObject::Int(i64::from(y)),
    ])
}

impl Host for RuleHost {
    fn names(&self) -> &'static [&'static str] {
        BOARD_FUNCTIONS
    }

    fn call(&mut self, name: &'static str, args: &[MontyObject], _: Option<u32>) -> Answer {
        match (name, args) {
            ("_board_start", []) => {
                self.squares = vec![self.start];
                Answer::Return(square_object(self.start))
            }
            ("_board_most_moves", []) => {
                let moves = self.size.squares().saturating_sub(1);
                Answer::Return(MontyObject::Int(i64::try_from(moves).unwrap_or(i64::MAX)))
            }
            ("_board_moves", []) => {
                self.moves = self.moves();
                self.stuck = self.moves.is_empty();
                Answer::Return(MontyObject::List(
                    self.moves.iter().map(|&xy| square_object(xy)).collect(),
                ))
            }
            ("_board_go", [chosen]) => self.go(chosen),
            _ => wrong_arguments(name, 0, args.len()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::outcome::End;
    use crate::walk::WalkEnd;
    use nqueens_solvers::knights::trace::KnightTracer;

    /// Warnsdorff's rule.
    const WARNSDORFF: &str = include_str!("../programs/rule.py");

    fn board(rows: u32, cols: u32) -> BoardSize {
        BoardSize::new(rows, cols).expect("a board")
    }

    /// An independent check of a walk: on the board, knight's moves, no square twice.
    fn is_a_walk(walk: &RuleWalk) -> bool {
        let on_board = walk
            .squares
            .iter()
            .all(|&(x, y)| x < walk.cols && y < walk.rows);
        let moves = walk.squares.windows(2).all(|pair| {
            let (dx, dy) = (pair[0].0.abs_diff(pair[1].0), pair[0].1.abs_diff(pair[1].1));
            (dx, dy) == (1, 2) || (dx, dy) == (2, 1)
        });
        let mut sorted = walk.squares.clone();
        sorted.sort_unstable();
        sorted.dedup();
        on_board && moves && sorted.len() == walk.squares.len()
    }

    #[test]
    fn warnsdorff_s_rule_walks_a_tour_that_the_player_replays() {
        for (size, start) in [
            (board(8, 8), (0, 0)),
            (board(5, 5), (2, 2)),
            (board(6, 7), (3, 0)),
        ] {
            let walk = walk_rule(WARNSDORFF, size, start, Limits::default());
            assert_eq!(walk.end(), WalkEnd::Tour, "{size:?} from {start:?}");
            assert!(is_a_walk(&walk));
            assert_eq!(walk.squares[0], start);
            let squares = walk
                .squares
                .iter()
                .map(|&xy| square_of(size.rows, xy))
                .collect();
            let mut replay = KnightTracer::walked(size, squares).expect("a walk");
            assert!(replay.jump(u64::MAX));
            assert!(replay.completed().is_some());
        }
    }

    #[test]
    fn the_first_move_each_time_ends_at_a_dead_end() {
        let first = "def choose(x, y, moves, visited):\n    return moves[0]\n";
        let walk = walk_rule(first, board(8, 8), (0, 0), Limits::default());
        assert!(is_a_walk(&walk));
        let last = *walk.squares.last().expect("a square");
        assert_eq!(walk.end(), WalkEnd::DeadEnd(last));
        assert!(walk.squares.len() < 64);
    }

    #[test]
    fn an_answer_that_is_no_move_ends_the_walk_and_is_named() {
        let visited = "def choose(x, y, moves, visited):\n    return (x, y)\n";
        let walk = walk_rule(visited, board(5, 5), (0, 0), Limits::default());
        assert_eq!(walk.ran.end, End::ByHost);
        assert_eq!(
            walk.end(),
            WalkEnd::Wrong(&WrongChoice {
                at: (0, 0),
                moves: vec![(1, 2), (2, 1)],
                returned: "(0, 0)".into(),
            })
        );
        let none = "def choose(x, y, moves, visited):\n    pass\n";
        let walk = walk_rule(none, board(5, 5), (0, 0), Limits::default());
        let WalkEnd::Wrong(wrong) = walk.end() else {
            panic!("{:?}", walk.end())
        };
        assert_eq!(wrong.returned, "None");
        // A list is as good as a tuple.
        let listed = "def choose(x, y, moves, visited):\n    return list(moves[-1])\n";
        let walk = walk_rule(listed, board(5, 5), (0, 0), Limits::default());
        assert!(is_a_walk(&walk) && walk.squares.len() > 1 && walk.mistake.is_none());
    }

    #[test]
    fn a_rule_that_changes_the_board_s_size_or_its_moves_changes_only_its_own_sums() {
        let meddling = "rows = 3\ncols = 3\n\ndef choose(x, y, moves, visited):\n    first = moves[0]\n    moves.clear()\n    visited.clear()\n    return first\n";
        let walk = walk_rule(meddling, board(5, 5), (0, 0), Limits::default());
        assert!(is_a_walk(&walk));
        assert!(
            matches!(walk.end(), WalkEnd::DeadEnd(_)),
            "{:?}",
            walk.end()
        );
        // The first-move walk of the 5×5 board, not one cut at a 3×3 board's 9 squares.
        assert!(walk.squares.len() > 9, "{walk:?}");
    }

    #[test]
    fn errors_and_limits_end_the_walk_with_their_line() {
        let broken = "def choose(x, y, moves, visited):\n    return moves[9]\n";
        let walk = walk_rule(broken, board(5, 5), (0, 0), Limits::default());
        let End::Error(error) = &walk.ran.end else {
            panic!("{:?}", walk.ran.end)
        };
        assert_eq!((error.kind.as_str(), error.line), ("IndexError", Some(2)));
        let endless = "def choose(x, y, moves, visited):\n    while True:\n        pass\n";
        let limits = Limits {
            time: std::time::Duration::from_millis(200),
            ..Limits::default()
        };
        let walk = walk_rule(endless, board(5, 5), (0, 0), limits);
        assert!(
            matches!(&walk.ran.end, End::OutOfTime { while_loops, .. } if while_loops == &[2]),
            "{:?}",
            walk.ran.end
        );
        let missing = walk_rule("x = 1\n", board(5, 5), (0, 0), Limits::default());
        assert!(
            matches!(&missing.ran.end, End::Error(e) if e.kind == "NameError" && e.message.contains("'choose'")),
            "{:?}",
            missing.ran.end
        );
    }
}
