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

/// A number with `decimals` digits after the language's decimal separator: `9.5`, `9,5`.
/// Not finite: `—`.
pub fn decimal(value: f64, decimals: usize, locale: Locale) -> String {
    if !value.is_finite() {
        return "—".to_owned();
    }
    let (_, point) = separators(locale);
    let text = format!("{:.*}", decimals, value.abs());
    let (whole, fraction) = text.split_once('.').unwrap_or((&text, ""));
    let mut out = String::new();
    if value < 0.0 && text.bytes().any(|b| (b'1'..=b'9').contains(&b)) {
        out.push('−');
    }
    out.push_str(&number(whole.parse().unwrap_or(0), locale));
    if !fraction.is_empty() {
        out.push(point);
        out.push_str(fraction);
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
}
