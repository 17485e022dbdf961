//! The address ⇄ view state: the only place that reads or writes the query string.
//!
//! Parsing never fails as a whole: every bad parameter is reported and replaced by a default, so a
//! link always opens something sensible.

use super::input::{parse_n, NError};
use std::fmt;

/// N shown when the address does not say (or says something unusable).
pub const DEFAULT_N: usize = 8;

/// What the address describes: enough to reproduce the view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct View {
    /// The board size.
    pub n: usize,
    /// The selected placement, 0-based (the address shows it 1-based as `p`).
    pub selected: u64,
}

impl Default for View {
    fn default() -> Self {
        Self {
            n: DEFAULT_N,
            selected: 0,
        }
    }
}

/// A parameter of the address that could not be used, and what was shown instead.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ViewError {
    /// `n` was unusable; the default N is shown.
    BadN(NError),
    /// `p` was not a whole number ≥ 1; the first placement is shown.
    BadPlacement(String),
    /// `p` was past the last placement; the last one (`last`, 1-based) is shown.
    PlacementOutOfRange { requested: u64, last: u64 },
}

impl fmt::Display for ViewError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ViewError::BadN(error) => {
                write!(f, "The link's n: {error} Showing N = {DEFAULT_N} instead.")
            }
            ViewError::BadPlacement(text) => write!(
                f,
                "The link's p = “{}” is not a placement number (1, 2, 3…); showing placement 1.",
                text.chars().take(24).collect::<String>()
            ),
            ViewError::PlacementOutOfRange { requested, last } => write!(
                f,
                "The link asks for placement {requested}, but there are only {last}; showing placement {last}."
            ),
        }
    }
}

/// Splits a query string (with or without its leading `?`) into decoded `(key, value)` pairs.
fn pairs(query: &str) -> impl Iterator<Item = (String, String)> + '_ {
    query
        .trim_start_matches('?')
        .split('&')
        .filter(|part| !part.is_empty())
        .map(|part| {
            let (key, value) = part.split_once('=').unwrap_or((part, ""));
            (percent_decode(key), percent_decode(value))
        })
}

/// Decodes `application/x-www-form-urlencoded` text; invalid escapes are kept as they are.
fn percent_decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = |b: u8| (b as char).to_digit(16);
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' if i + 2 < bytes.len() => match (hex(bytes[i + 1]), hex(bytes[i + 2])) {
                (Some(high), Some(low)) => {
                    out.push((high * 16 + low) as u8);
                    i += 2;
                }
                _ => out.push(b'%'),
            },
            byte => out.push(byte),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// Reads the view from a query string; `n_limit` is the largest N the page accepts.
/// Returns the view (defaults where a parameter was bad) and what was wrong.
pub fn parse_query(query: &str, n_limit: usize) -> (View, Vec<ViewError>) {
    let mut view = View::default();
    let mut errors = Vec::new();
    for (key, value) in pairs(query) {
        match key.as_str() {
            "n" => match parse_n(&value, n_limit) {
                Ok(n) => view.n = n,
                Err(error) => errors.push(ViewError::BadN(error)),
            },
            "p" => match value.trim().parse::<u64>() {
                Ok(p) if p >= 1 => view.selected = p - 1,
                _ => errors.push(ViewError::BadPlacement(value)),
            },
            _ => {}
        }
    }
    (view, errors)
}

/// Clamps the selection to a list of `len` placements, reporting a selection past the end.
pub fn clamp_selection(selected: u64, len: u64) -> (u64, Option<ViewError>) {
    if len == 0 || selected < len {
        return (if len == 0 { 0 } else { selected }, None);
    }
    (
        len - 1,
        Some(ViewError::PlacementOutOfRange {
            requested: selected + 1,
            last: len,
        }),
    )
}

/// Writes the view as a query string, `?n=8&p=1`.
pub fn to_query(view: &View) -> String {
    format!("?n={}&p={}", view.n, view.selected + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips() {
        let view = View { n: 6, selected: 2 };
        assert_eq!(to_query(&view), "?n=6&p=3");
        assert_eq!(parse_query(&to_query(&view), 12), (view, vec![]));
    }

    #[test]
    fn missing_parameters_take_defaults() {
        assert_eq!(parse_query("", 12), (View::default(), vec![]));
        assert_eq!(parse_query("?lang=en&x", 12), (View::default(), vec![]));
        assert_eq!(
            parse_query("?n=6", 12),
            (View { n: 6, selected: 0 }, vec![])
        );
    }

    #[test]
    fn bad_parameters_are_reported_and_replaced() {
        let (view, errors) = parse_query("?n=%3Cscript%3E&p=abc", 12);
        assert_eq!(view, View::default());
        assert_eq!(
            errors,
            vec![
                ViewError::BadN(NError::NotANumber("<script>".into())),
                ViewError::BadPlacement("abc".into())
            ]
        );
        let (view, errors) = parse_query("?n=0&p=0", 12);
        assert_eq!(view, View::default());
        assert_eq!(errors.len(), 2);
        assert!(errors[0].to_string().contains("Showing N = 8"));
    }

    #[test]
    fn decodes_escapes_and_keeps_broken_ones() {
        assert_eq!(percent_decode("a%20b+c"), "a b c");
        assert_eq!(percent_decode("100%"), "100%");
        assert_eq!(percent_decode("%zz%4"), "%zz%4");
        assert_eq!(percent_decode("%E2%88%92"), "−");
    }

    #[test]
    fn selection_is_clamped_to_the_list() {
        assert_eq!(clamp_selection(3, 4), (3, None));
        assert_eq!(
            clamp_selection(9, 4),
            (
                3,
                Some(ViewError::PlacementOutOfRange {
                    requested: 10,
                    last: 4
                })
            )
        );
        assert_eq!(clamp_selection(5, 0), (0, None));
    }
}
