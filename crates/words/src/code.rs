//! The teaching views' words: the comments of the programs the player shows, in the reader's
//! language.

use super::Locale;
use crate::i18n::i18n::td_string;
use nqueens_solvers::code::{Note, Origin, Program};

/// Where a program comes from, said the same way wherever it is named (the menu, the chart, the
/// code pane): "C# article", "app's own, C".
pub fn origin(program: &Program, locale: Locale) -> String {
    match program.origin {
        Origin::Article => td_string!(locale, code.from_article, language = program.language),
        Origin::App => td_string!(locale, code.from_app, language = program.language),
    }
}

/// A program's `name` with where it comes from: "Flag arrays (Java article)".
pub fn named(name: &str, program: &Program, locale: Locale) -> String {
    td_string!(
        locale,
        code.named,
        name = name,
        origin = origin(program, locale)
    )
}

/// A program's comment in the reader's language (without the comment marks).
pub fn note(note: Note, locale: Locale) -> &'static str {
    match note {
        Note::PointerVariables => td_string!(locale, code.pointer_variables),
        Note::NextColumn => td_string!(locale, code.next_column),
        Note::RowUsedUp => td_string!(locale, code.row_used_up),
        Note::Attacked => td_string!(locale, code.attacked),
        Note::KeepAndGoOn => td_string!(locale, code.keep_and_go_on),
        Note::Solution => td_string!(locale, code.solution),
        Note::LiftLast => td_string!(locale, code.lift_last),
        Note::FlagsVariables => td_string!(locale, code.flags_variables),
        Note::EachColumn => td_string!(locale, code.each_column),
        Note::LinesFree => td_string!(locale, code.lines_free),
        Note::TakeLines => td_string!(locale, code.take_lines),
        Note::FreeLines => td_string!(locale, code.free_lines),
        Note::ColumnsVariables => td_string!(locale, code.columns_variables),
        Note::SameRow => td_string!(locale, code.same_row),
        Note::SameDiagonal => td_string!(locale, code.same_diagonal),
        Note::ColumnUsedUp => td_string!(locale, code.column_used_up),
        Note::NextRow => td_string!(locale, code.next_row),
        Note::FreeMask => td_string!(locale, code.free_mask),
        Note::BitColumns => td_string!(locale, code.bit_columns),
        Note::LowestBit => td_string!(locale, code.lowest_bit),
        Note::BruteVariables => td_string!(locale, code.brute_variables),
        Note::TestWhenComplete => td_string!(locale, code.test_when_complete),
        Note::PairAttacks => td_string!(locale, code.pair_attacks),
        Note::EveryColumn => td_string!(locale, code.every_column),
        Note::UnusedColumn => td_string!(locale, code.unused_column),
        Note::ForwardVariables => td_string!(locale, code.forward_variables),
        Note::LowestEmptyRow => td_string!(locale, code.lowest_empty_row),
        Note::FewestFree => td_string!(locale, code.fewest_free),
        Note::OnlyFree => td_string!(locale, code.only_free),
        Note::StrikeOut => td_string!(locale, code.strike_out),
        Note::RowEmptied => td_string!(locale, code.row_emptied),
        Note::GiveSquaresBack => td_string!(locale, code.give_squares_back),
        Note::LocalVariables => td_string!(locale, code.local_variables),
        Note::RandomStart => td_string!(locale, code.random_start),
        Note::StartAgain => td_string!(locale, code.start_again),
        Note::PickConflicted => td_string!(locale, code.pick_conflicted),
        Note::CountAttackers => td_string!(locale, code.count_attackers),
        Note::TiesAtRandom => td_string!(locale, code.ties_at_random),
        Note::MoveToFewest => td_string!(locale, code.move_to_fewest),
        Note::KnightMoves => td_string!(locale, code.knight_moves),
        Note::EnterSquare => td_string!(locale, code.enter_square),
        Note::BoardFull => td_string!(locale, code.board_full),
        Note::SkipMove => td_string!(locale, code.skip_move),
        Note::NoMoveLeft => td_string!(locale, code.no_move_left),
        Note::GiveUp => td_string!(locale, code.give_up),
        Note::FewestFirst => td_string!(locale, code.fewest_first),
        Note::CountOnward => td_string!(locale, code.count_onward),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notes_are_worded_in_every_language() {
        for locale in crate::language::all() {
            assert!(!note(Note::LinesFree, *locale).is_empty());
        }
        assert_eq!(
            note(Note::BitColumns, Locale::en),
            "bit b of a mask stands for column b"
        );
    }
}
