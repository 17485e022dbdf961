//! The names a person reads for the app's choices: modes, algorithms, symmetries, speeds.

use super::number::number;
use super::Locale;
use crate::code::named;
use crate::i18n::i18n::td_string;
use nqueens_solvers::code::queens_program;
use nqueens_solvers::queens::symmetry::Symmetry;
use nqueens_solvers::queens::trace::{Algorithm, Group};
use nqueens_view::mode::Mode;
use nqueens_view::speed::Speed;

/// The mode's name: "List all", "Step by step"…
pub fn mode(mode: Mode, locale: Locale) -> &'static str {
    match mode {
        Mode::List => td_string!(locale, mode.list),
        Mode::Play => td_string!(locale, mode.play),
        Mode::Count => td_string!(locale, mode.count),
        Mode::One => td_string!(locale, mode.one),
        Mode::Try => td_string!(locale, mode.try_it),
        Mode::Growth => td_string!(locale, mode.growth),
        Mode::Code => td_string!(locale, mode.code),
    }
}

/// What the mode does, for "listing goes up to N = 17".
pub fn doing(mode: Mode, locale: Locale) -> &'static str {
    match mode {
        Mode::List => td_string!(locale, mode.doing_list),
        Mode::Play => td_string!(locale, mode.doing_play),
        Mode::Count => td_string!(locale, mode.doing_count),
        Mode::One => td_string!(locale, mode.doing_one),
        Mode::Try => td_string!(locale, mode.doing_try),
        Mode::Growth => td_string!(locale, mode.doing_growth),
        Mode::Code => td_string!(locale, mode.doing_code),
    }
}

/// The mode's name with the largest N it takes: "List all (N ≤ 17)".
pub fn mode_with_limit(chosen: Mode, locale: Locale) -> String {
    // The chart of work against N takes no N of its own.
    if chosen == Mode::Growth {
        return mode(chosen, locale).to_owned();
    }
    td_string!(
        locale,
        mode.with_limit,
        mode = mode(chosen, locale),
        max = number(chosen.max_n() as u64, locale)
    )
}

/// The algorithm's name, for menus and tables, with where its program comes from: "Recursive
/// with flag arrays c, c1, c2 (Java article)".
pub fn algorithm(algorithm: Algorithm, locale: Locale) -> String {
    let name = match algorithm {
        Algorithm::GenerateAndTest => td_string!(locale, queens_play.alg_generate),
        Algorithm::Permutations => td_string!(locale, queens_play.alg_permutations),
        Algorithm::Pointer => td_string!(locale, queens_play.alg_pointer),
        Algorithm::Flags => td_string!(locale, queens_play.alg_flags),
        Algorithm::ColumnByColumn => td_string!(locale, queens_play.alg_columns),
        Algorithm::Bitmask => td_string!(locale, queens_play.alg_bitmask),
        Algorithm::Forward => td_string!(locale, queens_play.alg_forward),
        Algorithm::Mrv => td_string!(locale, queens_play.alg_mrv),
        Algorithm::MinConflicts => td_string!(locale, queens_play.alg_min_conflicts),
    };
    named(name, queens_program(algorithm), locale)
}

/// The algorithm's short name, for the chart's legend and table, where eight long names would
/// cover the lines, with where its program comes from as [`algorithm`] says it.
pub fn algorithm_short(algorithm: Algorithm, locale: Locale) -> String {
    let name = match algorithm {
        Algorithm::GenerateAndTest => td_string!(locale, growth.short_generate),
        Algorithm::Permutations => td_string!(locale, growth.short_permutations),
        Algorithm::Pointer => td_string!(locale, growth.short_pointer),
        Algorithm::Flags => td_string!(locale, growth.short_flags),
        Algorithm::ColumnByColumn => td_string!(locale, growth.short_columns),
        Algorithm::Bitmask => td_string!(locale, growth.short_bitmask),
        Algorithm::Forward => td_string!(locale, growth.short_forward),
        Algorithm::Mrv => td_string!(locale, growth.short_mrv),
        Algorithm::MinConflicts => td_string!(locale, queens_play.alg_min_conflicts),
    };
    named(name, queens_program(algorithm), locale)
}

/// The algorithm menu's group, as its heading reads.
pub fn algorithm_group(group: Group, locale: Locale) -> &'static str {
    match group {
        Group::BruteForce => td_string!(locale, queens_play.group_brute_force),
        Group::Backtracking => td_string!(locale, queens_play.group_backtracking),
        Group::Smarter => td_string!(locale, queens_play.group_smarter),
        Group::LocalSearch => td_string!(locale, queens_play.group_local),
    }
}

/// How a symmetry is named: "Rotated 90°".
pub fn symmetry(symmetry: Symmetry, locale: Locale) -> &'static str {
    match symmetry {
        Symmetry::Identity => td_string!(locale, symmetry.identity),
        Symmetry::Rotate90 => td_string!(locale, symmetry.rotate90),
        Symmetry::Rotate180 => td_string!(locale, symmetry.rotate180),
        Symmetry::Rotate270 => td_string!(locale, symmetry.rotate270),
        Symmetry::MirrorColumns => td_string!(locale, symmetry.mirror_columns),
        Symmetry::MirrorRows => td_string!(locale, symmetry.mirror_rows),
        Symmetry::Transpose => td_string!(locale, symmetry.transpose),
        Symmetry::AntiTranspose => td_string!(locale, symmetry.anti_transpose),
    }
}

/// A speed as a person reads it: "1 step every 3 s", "1 step/s", "10,000 steps/s", the noun
/// agreeing with the number as the language wants.
pub fn speed(speed: Speed, locale: Locale) -> String {
    let per_second = speed.steps_per_second();
    if per_second < 1.0 {
        let seconds = (1.0 / per_second).round() as u64;
        return td_string!(locale, player.speed_slow, seconds = seconds);
    }
    let count = per_second.round() as u64;
    let steps = number(count, locale);
    // CLDR's plural categories, for the languages whose nouns change with the number.
    let (last, last_two) = (count % 10, count % 100);
    let one = match locale {
        Locale::en => count == 1,
        Locale::ru => last == 1 && last_two != 11,
        Locale::vi | Locale::zh => false,
    };
    let few = locale == Locale::ru && (2..=4).contains(&last) && !(12..=14).contains(&last_two);
    if one {
        td_string!(locale, player.speed_one, steps = steps)
    } else if few {
        td_string!(locale, player.speed_few, steps = steps)
    } else {
        td_string!(locale, player.speed_fast, steps = steps)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_read_well() {
        assert_eq!(mode(Mode::List, Locale::en), "List all");
        assert_eq!(
            mode_with_limit(Mode::List, Locale::en),
            format!("List all (N ≤ {})", Mode::List.max_n())
        );
        assert_eq!(speed(Speed::from_rung(0), Locale::en), "1 step every 3 s");
        assert_eq!(speed(Speed::default(), Locale::en), "5 steps/s");
        let rung = |steps: &str| {
            Speed::from_rung(
                (0..Speed::COUNT)
                    .find(|&r| Speed::from_rung(r).to_string() == steps)
                    .unwrap_or(0),
            )
        };
        assert_eq!(speed(rung("1"), Locale::en), "1 step/s");
        assert_eq!(speed(rung("10000"), Locale::en), "10,000 steps/s");
        assert_eq!(speed(rung("1"), Locale::ru), "1 шаг/с");
        assert_eq!(speed(rung("3"), Locale::ru), "3 шага/с");
        assert_eq!(speed(rung("5"), Locale::ru), "5 шагов/с");
        assert_eq!(speed(rung("10000"), Locale::ru), "10\u{a0}000 шагов/с");
        assert_eq!(symmetry(Symmetry::Rotate90, Locale::en), "Rotated 90°");
    }
}
