//! The knight's tour methods' programs, written in C after the C knight's tour program
//! (`addknight`), and the line of each event.

use super::LineKind::{Backtrack, Complete, DeadEnd, Enter, Rate};
use super::Note::*;
use super::{bare, line, noted, plain, Origin, Program};
use crate::knights::trace::{KnightEvent, Method};

/// The program the player shows for `method`; a construction ([`Method::Closed`]) has none.
pub fn knights_program(method: Method) -> Option<&'static Program> {
    match method {
        Method::SeedOrder => Some(&SEED),
        Method::WarnsdorffBacktracking => Some(&ORDERED),
        Method::Warnsdorff => Some(&RULE),
        Method::Closed => None,
    }
}

/// The line of `program` that produces `event`: each event has one line of its kind, but the
/// rule's first square, which is entered before its loop.
pub(crate) fn knights_line(method: Method, event: &KnightEvent) -> Option<u8> {
    let program = knights_program(method)?;
    let kind = match event {
        KnightEvent::Move { number: 1, .. } if method == Method::Warnsdorff => {
            return Some(RULE_START)
        }
        KnightEvent::Move { .. } => Enter,
        KnightEvent::Candidates { .. } => Rate,
        KnightEvent::DeadEnd { .. } => DeadEnd,
        KnightEvent::Backtrack { .. } => Backtrack,
        KnightEvent::Complete { .. } => Complete,
    };
    program
        .lines
        .iter()
        .rposition(|l| l.kind == kind)
        .map(|i| i as u8)
}

/// The C knight's tour program's `addknight()`, generalised to a `ROWS`×`COLS` board.
const SEED: Program = Program {
    origin: Origin::Article,
    language: "C",
    lines: &[
        noted("int ktmov1[8] = {-2, -1, 1, 2, 2, 1, -1, -2};", KnightMoves),
        plain("int ktmov2[8] = {1, 2, 2, 1, -1, -2, -2, -1};"),
        plain("int arr[ROWS][COLS], row[ROWS * COLS], col[ROWS * COLS];"),
        plain("int i, j, move_num;"),
        plain(""),
        plain("void addknight(void) {"),
        plain("  int a, b, e;"),
        line("  arr[i][j] = 1;", Enter, EnterSquare),
        plain("  row[move_num] = i; col[move_num] = j; move_num++;"),
        plain("  for (a = 0; a <= 7; a++) {"),
        line(
            "    if (move_num >= ROWS * COLS) { print(); exit(0); }",
            Complete,
            BoardFull,
        ),
        plain("    b = i + ktmov1[a]; e = j + ktmov2[a];"),
        noted(
            "    if (b < 0 || b >= ROWS || e < 0 || e >= COLS) continue;",
            SkipMove,
        ),
        plain("    if (arr[b][e] == 1) continue;"),
        plain("    i = b; j = e;"),
        plain("    addknight();"),
        line("  }", DeadEnd, NoMoveLeft),
        line(
            "  move_num--; arr[row[move_num]][col[move_num]] = 0;",
            Backtrack,
            GiveUp,
        ),
        plain("  move_num--; i = row[move_num]; j = col[move_num]; move_num++;"),
        plain("}"),
    ],
};

/// The C knight's tour program's backtracking with each call's moves in Warnsdorff's order.
const ORDERED: Program = Program {
    origin: Origin::App,
    language: "C",
    lines: &[
        noted("int onward(int b, int e) {", CountOnward),
        plain("  int k, n = 0;"),
        plain("  for (k = 0; k <= 7; k++)"),
        plain("    if (free_square(b + ktmov1[k], e + ktmov2[k])) n++;"),
        plain("  return n;"),
        plain("}"),
        plain(""),
        plain("void addknight(void) {"),
        plain("  int a, b, e, order[8];"),
        line("  arr[i][j] = 1;", Enter, EnterSquare),
        plain("  row[move_num] = i; col[move_num] = j; move_num++;"),
        line("  sort_by_onward(order, i, j);", Rate, FewestFirst),
        plain("  for (a = 0; a <= 7; a++) {"),
        line(
            "    if (move_num >= ROWS * COLS) { print(); exit(0); }",
            Complete,
            BoardFull,
        ),
        plain("    b = i + ktmov1[order[a]]; e = j + ktmov2[order[a]];"),
        noted("    if (!free_square(b, e)) continue;", SkipMove),
        plain("    i = b; j = e;"),
        plain("    addknight();"),
        line("  }", DeadEnd, NoMoveLeft),
        line(
            "  move_num--; arr[row[move_num]][col[move_num]] = 0;",
            Backtrack,
            GiveUp,
        ),
        plain("  move_num--; i = row[move_num]; j = col[move_num]; move_num++;"),
        plain("}"),
    ],
};

/// Warnsdorff's rule without backtracking.
const RULE: Program = Program {
    origin: Origin::App,
    language: "C",
    lines: &[
        noted("int onward(int b, int e);", CountOnward),
        plain(""),
        line("arr[i][j] = 1; move_num = 1;", Enter, EnterSquare),
        plain("while (move_num < ROWS * COLS) {"),
        plain("  best = -1;"),
        line("  for (a = 0; a <= 7; a++) {", Rate, FewestFirst),
        plain("    b = i + ktmov1[a]; e = j + ktmov2[a];"),
        plain("    if (!free_square(b, e)) continue;"),
        plain("    if (best < 0 || onward(b, e) < fewest) {"),
        plain("      best = a; fewest = onward(b, e);"),
        plain("    }"),
        plain("  }"),
        line("  if (best < 0) break;", DeadEnd, NoMoveLeft),
        plain("  i += ktmov1[best]; j += ktmov2[best];"),
        bare("  arr[i][j] = 1; move_num++;", Enter),
        plain("}"),
        bare("if (move_num == ROWS * COLS) print();", Complete),
    ],
};

/// The rule's start square.
const RULE_START: u8 = RULE.find("arr[i][j] = 1; move_num = 1;");

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn programs_are_short_and_lines_fit() {
        for m in Method::ALL {
            let Some(p) = knights_program(m) else {
                assert_eq!(m, Method::Closed);
                continue;
            };
            assert!((15..=40).contains(&p.lines.len()), "{m}");
            assert!(p.lines.iter().all(|l| l.text.len() <= 72), "{m}");
        }
    }
}
