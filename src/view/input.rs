//! Reading N from what a person typed or a link carried, with a message for every way it can be wrong.

use std::fmt;

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
    /// Larger than the mode can handle; `limit` is the largest N it accepts.
    TooLarge { text: String, limit: usize },
}

/// How many characters of the offending text a message quotes.
const QUOTE_LIMIT: usize = 24;

/// The text quoted in a message, shortened so a pasted novel does not flood the page.
fn quoted(text: &str) -> String {
    let mut shown: String = text.chars().take(QUOTE_LIMIT).collect();
    if text.chars().count() > QUOTE_LIMIT {
        shown.push('…');
    }
    shown
}

impl fmt::Display for NError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NError::Empty => write!(f, "Enter N, a whole number of at least 1."),
            NError::NotANumber(text) => write!(
                f,
                "“{}” is not a number: N must be a whole number of at least 1.",
                quoted(text)
            ),
            NError::NotWhole(text) => write!(
                f,
                "“{}” is not a whole number: N counts queens, so it must be whole.",
                quoted(text)
            ),
            NError::TooSmall(text) => write!(
                f,
                "N = {} is too small: a board needs at least 1 square (N ≥ 1).",
                quoted(text)
            ),
            NError::TooLarge { text, limit } => write!(
                f,
                "N = {} is too large to list every placement: listing goes up to N = {limit}.",
                quoted(text)
            ),
        }
    }
}

/// Parses N from `text` (surrounding white space ignored) and checks `1 ≤ N ≤ limit`.
pub fn parse_n(text: &str, limit: usize) -> Result<usize, NError> {
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
    match digits.parse::<usize>() {
        Ok(n) if n <= limit => Ok(n),
        _ => Err(NError::TooLarge {
            text: text.to_owned(),
            limit,
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accepts_whole_numbers_in_range() {
        assert_eq!(parse_n("8", 12), Ok(8));
        assert_eq!(parse_n("  12 ", 12), Ok(12));
        assert_eq!(parse_n("+1", 12), Ok(1));
        assert_eq!(parse_n("007", 12), Ok(7));
    }

    #[test]
    fn names_each_kind_of_bad_input() {
        assert_eq!(parse_n("", 12), Err(NError::Empty));
        assert_eq!(parse_n("   ", 12), Err(NError::Empty));
        assert_eq!(parse_n("0", 12), Err(NError::TooSmall("0".into())));
        assert_eq!(parse_n("-3", 12), Err(NError::TooSmall("-3".into())));
        assert_eq!(parse_n("-2.5", 12), Err(NError::TooSmall("-2.5".into())));
        assert_eq!(parse_n("2.5", 12), Err(NError::NotWhole("2.5".into())));
        assert_eq!(parse_n("abc", 12), Err(NError::NotANumber("abc".into())));
        assert_eq!(parse_n("٨", 12), Err(NError::NotANumber("٨".into())));
        assert_eq!(parse_n("1e3", 12), Err(NError::NotANumber("1e3".into())));
        assert_eq!(
            parse_n("<script>", 12),
            Err(NError::NotANumber("<script>".into()))
        );
        assert_eq!(
            parse_n("13", 12),
            Err(NError::TooLarge {
                text: "13".into(),
                limit: 12
            })
        );
        assert_eq!(
            parse_n("99999999999999999999", 12),
            Err(NError::TooLarge {
                text: "99999999999999999999".into(),
                limit: 12
            })
        );
    }

    #[test]
    fn messages_name_the_problem_and_shorten_long_text() {
        let long = "x".repeat(500);
        let message = NError::NotANumber(long).to_string();
        assert!(message.chars().count() < 100, "{message}");
        assert!(message.contains("is not a number"));
        let message = NError::TooLarge {
            text: "20".into(),
            limit: 12,
        }
        .to_string();
        assert!(message.contains("N = 12"), "{message}");
    }
}
