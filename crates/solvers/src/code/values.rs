//! The values the program's current line reads or writes, as the program beside the board names
//! them ("p = 2, M[p] = 3"; "i = 2, j = 1, move_num = 3"), and the program's variables written as
//! it writes them (numbers spaced, flags as 1 and 0, masks in binary). Words in the reader's
//! language (the queen that attacks) are the page's.

use crate::knights::board::BoardSize;
use crate::knights::trace::{Candidates, Frame as KnightFrame, KnightEvent};
use crate::queens::placement::AttackLine;
use crate::queens::trace::{AlgorithmState, Event, Frame};

/// The values a line of the N-Queens program reads, and the queen it finds attacking the square
/// tried, if it does.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LineValues {
    /// The values, as the program names them (empty: the line names none).
    pub text: String,
    /// The queen found attacking the square tried.
    pub attacker: Option<Attacker>,
}

/// A queen that attacks the square tried: its 0-based square and the line it attacks along.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Attacker {
    /// Its row.
    pub row: usize,
    /// Its column.
    pub col: usize,
    /// The line of attack.
    pub line: AttackLine,
}

/// A recorded program's list of queens as Python writes it: `queens = [0, 2]`.
fn python_queens(queens: &[usize]) -> String {
    let columns: Vec<String> = queens.iter().map(usize::to_string).collect();
    format!("queens = [{}]", columns.join(", "))
}

/// The values the highlighted line of the N-Queens program reads or writes, as the program names
/// them: "p = 2, IsStrike(M[1], 1, M[p], p) → true", with the queen it finds attacking the
/// square tried, which the page says in words.
pub fn queens_values(frame: &Frame) -> LineValues {
    let n = frame.n;
    let Some(event) = &frame.event else {
        return LineValues::default();
    };
    let by = |text: String, row: usize, col: usize, line: AttackLine| LineValues {
        text,
        attacker: Some(Attacker { row, col, line }),
    };
    let text = match (&frame.state, event) {
        (_, Event::Solution { placement, .. }) => {
            let columns = || spaced(placement.columns());
            match frame.state {
                AlgorithmState::Pointer { .. } => format!("M[1..N] = {}", columns()),
                AlgorithmState::Flags { .. } => format!("x[1..N] = {}", columns()),
                AlgorithmState::ColumnByColumn { .. } => format!("a[1..N] = {}", columns()),
                AlgorithmState::Bitmask { .. } => {
                    format!("row = N = {n}, count = {}", frame.counters.solutions)
                }
                AlgorithmState::Forward { .. } => format!(
                    "placed = N = {n}, queen[0..N] = {}",
                    spaced(placement.columns().iter().map(|c| c - 1))
                ),
                AlgorithmState::Brute { tested, .. } => format!(
                    "tested = {tested}, queen[0..N] = {}",
                    spaced(placement.columns().iter().map(|c| c - 1))
                ),
                AlgorithmState::MinConflicts { repairs, .. } => format!(
                    "repairs = {repairs}, queen[0..N] = {}",
                    spaced(placement.columns().iter().map(|c| c - 1))
                ),
                AlgorithmState::Recorded { ref queens } => python_queens(queens),
            }
        }
        (AlgorithmState::MinConflicts { .. }, Event::Place { row, col }) => {
            format!("r = {row}, queen[r] = {col}")
        }
        (AlgorithmState::MinConflicts { .. }, Event::Pick { row, attackers, .. }) => {
            format!("r = {row}, attackers(r, queen[r]) = {attackers}")
        }
        (
            AlgorithmState::MinConflicts { .. },
            Event::Move {
                row, to, attackers, ..
            },
        ) => {
            format!("r = {row}, best = {to}, fewest = {attackers}")
        }
        (AlgorithmState::MinConflicts { limit, .. }, Event::Stalled { repairs, .. }) => {
            format!("repairs = LIMIT = {repairs} ({limit})")
        }
        (
            AlgorithmState::Recorded { queens },
            Event::Try { row, col } | Event::Place { row, col } | Event::Remove { row, col },
        ) => format!("row = {row}, col = {col}, {}", python_queens(queens)),
        (
            AlgorithmState::Recorded { queens },
            Event::Attacked {
                by_row,
                by_col,
                line,
                ..
            },
        ) => return by(python_queens(queens), *by_row, *by_col, *line),
        (AlgorithmState::Pointer { .. }, Event::Try { row, col }) => {
            format!("p = {}, M[p] = {}", row + 1, col + 1)
        }
        (
            AlgorithmState::Pointer { .. },
            Event::Attacked {
                row,
                by_row,
                by_col,
                line,
                ..
            },
        ) => {
            let text = format!(
                "p = {}, IsStrike(M[{i}], {i}, M[p], p) → true",
                row + 1,
                i = by_row + 1
            );
            return by(text, *by_row, *by_col, *line);
        }
        (AlgorithmState::Pointer { p, .. }, Event::Place { .. }) => {
            format!("Strike(M, p) → false, p = {p}")
        }
        (AlgorithmState::Pointer { p, m }, Event::Remove { .. }) => {
            match m.get(p.wrapping_sub(1)) {
                Some(x) => format!("p = {p}, M[p] = {x}"),
                None => format!("p = {p}"),
            }
        }
        (AlgorithmState::Flags { .. }, Event::Try { row, col }) => {
            format!("i = {}, j = {}", row + 1, col + 1)
        }
        (
            AlgorithmState::Flags { .. },
            Event::Attacked {
                by_row,
                by_col,
                line,
                ..
            },
        ) => {
            let flag = match line {
                AttackLine::Column => "c[j]",
                AttackLine::Diagonal => "c1[i - j + N - 1]",
                AttackLine::AntiDiagonal => "c2[i + j - 2]",
            };
            return by(format!("{flag} = false"), *by_row, *by_col, *line);
        }
        (AlgorithmState::Flags { .. }, Event::Place { row, col }) => {
            format!("i = {}, x[i] = j = {}", row + 1, col + 1)
        }
        (AlgorithmState::Flags { .. }, Event::Remove { row, col }) => {
            format!("i = {}, j = {}", row + 1, col + 1)
        }
        (AlgorithmState::ColumnByColumn { .. }, Event::Try { row, col }) => {
            format!("i = {}, a[i] = {}", row + 1, col + 1)
        }
        (
            AlgorithmState::ColumnByColumn { .. },
            Event::Attacked {
                by_row,
                by_col,
                line,
                ..
            },
        ) => {
            let text = format!("k = {}, a[k] = {}", by_row + 1, by_col + 1);
            return by(text, *by_row, *by_col, *line);
        }
        (AlgorithmState::ColumnByColumn { i, .. }, Event::Place { .. } | Event::Remove { .. }) => {
            format!("i = {i}")
        }
        (AlgorithmState::Bitmask { .. }, Event::Place { row, col }) => {
            format!("row = {row}, bit = 1 << {col}")
        }
        (AlgorithmState::Bitmask { .. }, Event::Remove { row, .. }) => format!("row = {row}"),
        (
            AlgorithmState::Forward { .. } | AlgorithmState::Brute { .. },
            Event::Place { row, col } | Event::Remove { row, col },
        ) => format!("row = {row}, col = {col}"),
        (
            AlgorithmState::Brute { .. },
            Event::Attacked {
                row,
                by_row,
                by_col,
                line,
                ..
            },
        ) => {
            let text = format!("i = {by_row}, j = {row}, attack(i, j) → 1");
            return by(text, *by_row, *by_col, *line);
        }
        (
            AlgorithmState::Forward { .. },
            Event::Emptied {
                row,
                col,
                empty_row,
            },
        ) => format!("row = {row}, col = {col}, dom[{empty_row}] = 0"),
        (
            AlgorithmState::Bitmask { .. }
            | AlgorithmState::Forward { .. }
            | AlgorithmState::Brute { .. },
            Event::Try { .. } | Event::Attacked { .. },
        )
        | (_, Event::Emptied { .. } | Event::Pick { .. } | Event::Move { .. })
        | (_, Event::Stalled { .. })
        | (AlgorithmState::MinConflicts { .. }, _) => String::new(),
    };
    LineValues {
        text,
        attacker: None,
    }
}

/// The values the highlighted line of the C knight's tour program reads or writes, as it names
/// them: "i = 2, j = 1, move_num = 3".
pub fn knights_values(frame: &KnightFrame) -> String {
    let size = frame.size;
    match frame.event {
        Some(KnightEvent::Move { square, number }) => {
            format!(
                "i = {}, j = {}, move_num = {number}",
                square.row, square.col
            )
        }
        Some(KnightEvent::Candidates { candidates, .. }) => {
            format!("onward: {}", rated(size, &candidates))
        }
        Some(KnightEvent::DeadEnd { square }) => {
            format!("i = {}, j = {}, a = 8", square.row, square.col)
        }
        Some(KnightEvent::Backtrack { number, .. }) => {
            format!("move_num = {}", number.saturating_sub(1))
        }
        Some(KnightEvent::Complete { .. }) => {
            format!("move_num = {} = ROWS * COLS", frame.counters.visited)
        }
        None => String::new(),
    }
}

/// Squares with their ratings: "b3: 4, c4: 5".
pub fn rated(size: BoardSize, candidates: &Candidates) -> String {
    candidates
        .as_slice()
        .iter()
        .map(|c| format!("{}: {}", size.name(c.square), c.rating))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Numbers separated by spaces: `2 4 0 0`.
pub fn spaced(values: impl IntoIterator<Item = impl ToString>) -> String {
    values
        .into_iter()
        .map(|v| v.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Flags as the Java program's 1 (free) and 0 (taken).
pub fn flags(values: &[bool]) -> String {
    spaced(values.iter().map(|&free| u8::from(free)))
}

/// A mask in binary on `n` digits, as the code reads it: bit 0 (file a) on the right.
pub fn binary(mask: u32, n: usize) -> String {
    let shown = if n >= 32 { mask } else { mask & ((1 << n) - 1) };
    format!("{shown:0n$b}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::knights::board::Square;
    use crate::knights::play::tracer;
    use crate::knights::trace::Method;
    use crate::queens::trace::{Algorithm, Tracer};

    /// The frame of `algorithm`'s search of 4 queens after `steps` steps.
    fn at(algorithm: Algorithm, steps: usize) -> Frame {
        let mut tracer = Tracer::new(algorithm, 4).unwrap_or_else(|e| panic!("{e}"));
        for _ in 0..steps {
            tracer.advance();
        }
        tracer.frame()
    }

    #[test]
    fn the_queens_values_name_what_the_program_names_and_the_attacker() {
        // Step 4 of N = 4: a2 is attacked by the queen on a1, along its column.
        let a1 = Some(Attacker {
            row: 0,
            col: 0,
            line: AttackLine::Column,
        });
        assert_eq!(
            queens_values(&at(Algorithm::Pointer, 4)),
            LineValues {
                text: "p = 2, IsStrike(M[1], 1, M[p], p) → true".into(),
                attacker: a1
            }
        );
        assert_eq!(
            queens_values(&at(Algorithm::Flags, 4)),
            LineValues {
                text: "c[j] = false".into(),
                attacker: a1
            }
        );
        assert_eq!(
            queens_values(&at(Algorithm::Bitmask, 1)),
            LineValues {
                text: "row = 0, bit = 1 << 0".into(),
                attacker: None
            }
        );
        assert_eq!(
            queens_values(&at(Algorithm::Flags, 0)),
            LineValues::default()
        );
    }

    #[test]
    fn the_knights_values_name_the_c_program_s_variables() {
        let size = BoardSize::new(5, 5).unwrap_or_else(|e| panic!("{e:?}"));
        let mut knight =
            tracer(size, Square::new(0, 0), Method::SeedOrder).unwrap_or_else(|e| panic!("{e:?}"));
        assert_eq!(knights_values(&knight.frame()), "");
        knight.advance();
        assert_eq!(
            knights_values(&knight.frame()),
            "i = 0, j = 0, move_num = 1"
        );
        assert_eq!(spaced([2, 4, 0]), "2 4 0");
        assert_eq!(flags(&[true, false]), "1 0");
        assert_eq!(binary(0b101, 5), "00101");
    }
}
