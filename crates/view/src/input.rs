//! Reading N from what a person typed or a link carried, with a message for every way it can be wrong.

use super::mode::Mode;

/// Why a text is not an acceptable N.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NError {
    /// Nothing was entered.
    Empty,
    /// The text is not a number at all (letters, symbols, non-ASCII digits…).
    NotANumber(String),
    /// The text is a number with a fractional part.
    NotWhole(String),
    /// Zero or a negative number.
    TooSmall(String),
    /// Larger than `mode` accepts; `other` is a mode that would accept it, if any.
    TooLarge {
        text: String,
        mode: Mode,
        other: Option<Mode>,
    },
}

/// Parses N from `text` (surrounding white space ignored) and checks `1 ≤ N ≤ mode.max_n()`.
pub fn parse_n(text: &str, mode: Mode) -> Result<usize, NError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(NError::Empty);
    }
    let (negative, digits) = match text.strip_prefix(['-', '−']) {
        Some(rest) => (true, rest),
        None => (false, text.strip_prefix('+').unwrap_or(text)),
    };
    let is_digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    if !is_digits(digits) {
        let fractional = digits
            .split_once(['.', ','])
            .is_some_and(|(whole, fraction)| {
                (whole.is_empty() || is_digits(whole)) && is_digits(fraction)
            });
        return Err(match (fractional, negative) {
            (true, true) => NError::TooSmall(text.to_owned()),
            (true, false) => NError::NotWhole(text.to_owned()),
            (false, _) => NError::NotANumber(text.to_owned()),
        });
    }
    if negative || digits.bytes().all(|b| b == b'0') {
        return Err(NError::TooSmall(text.to_owned()));
    }
    let n = digits.parse::<usize>().ok();
    match n {
        Some(n) if n <= mode.max_n() => Ok(n),
        _ => Err(NError::TooLarge {
            text: text.to_owned(),
            mode,
            other: n.and_then(Mode::fullest_for),
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accepts_whole_numbers_in_range() {
        assert_eq!(parse_n("8", Mode::List), Ok(8));
        assert_eq!(parse_n("  16 ", Mode::List), Ok(16));
        assert_eq!(parse_n("+1", Mode::List), Ok(1));
        assert_eq!(parse_n("007", Mode::List), Ok(7));
    }

    #[test]
    fn names_each_kind_of_bad_input() {
        assert_eq!(parse_n("", Mode::List), Err(NError::Empty));
        assert_eq!(parse_n("   ", Mode::List), Err(NError::Empty));
        assert_eq!(parse_n("0", Mode::List), Err(NError::TooSmall("0".into())));
        assert_eq!(
            parse_n("-3", Mode::List),
            Err(NError::TooSmall("-3".into()))
        );
        assert_eq!(
            parse_n("-2.5", Mode::List),
            Err(NError::TooSmall("-2.5".into()))
        );
        assert_eq!(
            parse_n("2.5", Mode::List),
            Err(NError::NotWhole("2.5".into()))
        );
        assert_eq!(
            parse_n("abc", Mode::List),
            Err(NError::NotANumber("abc".into()))
        );
        assert_eq!(
            parse_n("٨", Mode::List),
            Err(NError::NotANumber("٨".into()))
        );
        assert_eq!(
            parse_n("1e3", Mode::List),
            Err(NError::NotANumber("1e3".into()))
        );
        assert_eq!(
            parse_n("<script>", Mode::List),
            Err(NError::NotANumber("<script>".into()))
        );
        assert_eq!(parse_n("17", Mode::List), Ok(17));
        assert_eq!(
            parse_n("18", Mode::List),
            Err(NError::TooLarge {
                text: "18".into(),
                mode: Mode::List,
                other: Some(Mode::Count)
            })
        );
        assert_eq!(parse_n("18", Mode::Count), Ok(18));
        assert_eq!(parse_n("1000000", Mode::One), Ok(1_000_000));
        assert_eq!(
            parse_n("99999999999999999999", Mode::List),
            Err(NError::TooLarge {
                text: "99999999999999999999".into(),
                mode: Mode::List,
                other: None
            })
        );
    }
}
