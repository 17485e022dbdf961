//! Numbers written as each language writes them (CLDR's separators): `1,234,567.5` in English and
//! Chinese, `1 234 567,5` in Russian (a no-break space), `1.234.567,5` in Vietnamese.

use super::Locale;

/// The separators of a language: between groups of three digits, and before the fraction.
fn separators(locale: Locale) -> (char, char) {
    match locale {
        Locale::en | Locale::zh => (',', '.'),
        Locale::ru => ('\u{a0}', ','),
        Locale::vi => ('.', ','),
    }
}

/// A whole number with the language's thousands separators: `1,234,567`.
pub fn number(value: u64, locale: Locale) -> String {
    let (group, _) = separators(locale);
    let digits = value.to_string();
    let mut out = String::with_capacity(digits.len() * 2);
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(group);
        }
        out.push(digit);
    }
    out
}

/// `value` rounded to `places` decimals: whether it is below zero (and not rounded to 0), its whole
/// part, and its fraction as a whole number of `10^-places`. Whole-number arithmetic: writing it
/// needs no float formatting code, which would weigh on the page's first load. Not finite: 0.
fn fixed(value: f64, places: u32) -> (bool, u64, u64) {
    let scale = 10u64.pow(places);
    let scaled = (value.abs() * scale as f64).round() as u64;
    (value < 0.0 && scaled > 0, scaled / scale, scaled % scale)
}

/// A number with `decimals` digits after the language's decimal separator: `9.5`, `9,5`.
/// Not finite: `—`.
pub fn decimal(value: f64, decimals: u32, locale: Locale) -> String {
    if !value.is_finite() {
        return "—".to_owned();
    }
    let (_, point) = separators(locale);
    let (negative, whole, fraction) = fixed(value, decimals);
    let mut out = String::new();
    if negative {
        out.push('−');
    }
    out.push_str(&number(whole, locale));
    if decimals > 0 {
        out.push(point);
        out.push_str(&format!("{fraction:0width$}", width = decimals as usize));
    }
    out
}

/// `value` to at most `places` decimals, as SVG and CSS write numbers (`-0.35`, `7.5`, `12`).
pub fn plain(value: f64, places: u32) -> String {
    let (negative, whole, fraction) = fixed(value, places);
    let mut out = if negative {
        "-".to_owned()
    } else {
        String::new()
    };
    out.push_str(&whole.to_string());
    if fraction > 0 {
        let digits = format!("{fraction:0width$}", width = places as usize);
        out.push('.');
        out.push_str(digits.trim_end_matches('0'));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn groups_and_decimals_follow_the_language() {
        assert_eq!(number(0, Locale::en), "0");
        assert_eq!(number(999, Locale::en), "999");
        assert_eq!(number(1_234_567, Locale::en), "1,234,567");
        assert_eq!(number(1_234_567, Locale::ru), "1\u{a0}234\u{a0}567");
        assert_eq!(number(1_234_567, Locale::vi), "1.234.567");
        assert_eq!(number(14_772_512, Locale::zh), "14,772,512");
        assert_eq!(number(u64::MAX, Locale::en).len(), 26);
        assert_eq!(decimal(9.54, 1, Locale::en), "9.5");
        assert_eq!(decimal(9.54, 1, Locale::ru), "9,5");
        assert_eq!(decimal(1234.5, 1, Locale::vi), "1.234,5");
        assert_eq!(decimal(12.0, 0, Locale::en), "12");
        assert_eq!(decimal(-0.04, 1, Locale::en), "0.0");
        assert_eq!(decimal(-2.5, 1, Locale::en), "−2.5");
        assert_eq!(decimal(f64::NAN, 1, Locale::en), "—");
    }

    #[test]
    fn plain_numbers_drop_trailing_zeros() {
        assert_eq!(plain(7.5, 2), "7.5");
        assert_eq!(plain(-0.35, 2), "-0.35");
        assert_eq!(plain(8.0 - 7.5 + 0.12, 2), "0.62");
        assert_eq!(plain(12.0, 2), "12");
        assert_eq!(plain(-0.001, 2), "0");
        assert_eq!(plain(1234.5678, 3), "1234.568");
        assert_eq!(plain(f64::NAN, 1), "0");
    }
}
