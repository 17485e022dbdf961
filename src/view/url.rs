//! The address ⇄ view state: the only place that reads or writes the query string.
//!
//! Parsing never fails as a whole: every bad parameter is reported and replaced by a default, so a
//! link always opens something sensible.

use super::input::{parse_n, NError};
use super::mode::Mode;
use super::speed::Speed;
use crate::queens::trace::Algorithm;
use crate::worker::MAX_WORKERS;
use std::fmt;

/// N shown when the address does not say (or says something unusable).
pub const DEFAULT_N: usize = 8;

/// What the address describes: enough to reproduce the view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct View {
    /// What the page does with N (`mode`).
    pub mode: Mode,
    /// The board size (`n`).
    pub n: usize,
    /// The selected placement, 0-based (the address shows it 1-based as `p`).
    pub selected: u64,
    /// List one placement per symmetry class only (`f=1`).
    pub fundamental: bool,
    /// How many Web Workers count (`workers`); by default one per core.
    pub workers: Option<usize>,
    /// The algorithm the player traces (`alg`).
    pub algorithm: Algorithm,
    /// The player's step, 0 = before the first event (`step`).
    pub step: u64,
    /// The player's speed (`speed`, steps per second).
    pub speed: Speed,
}

impl Default for View {
    fn default() -> Self {
        Self {
            mode: Mode::List,
            n: DEFAULT_N,
            selected: 0,
            fundamental: false,
            workers: None,
            algorithm: Algorithm::Flags,
            step: 0,
            speed: Speed::default(),
        }
    }
}

impl View {
    /// The same view for another N: a fresh list starts at its first placement, a fresh search
    /// at its first step.
    pub fn with_n(self, n: usize) -> Self {
        Self {
            n,
            selected: 0,
            step: 0,
            ..self
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
    /// `mode` was not one of the page's modes; listing is shown.
    BadMode(String),
    /// `f` was neither 0 nor 1; every placement is listed.
    BadFundamental(String),
    /// `workers` was not a whole number from 1 to [`MAX_WORKERS`]; one per core is used.
    BadWorkers(String),
    /// `alg` was not one of the traced algorithms; the default one is played.
    BadAlgorithm(String),
    /// `step` was not a whole number ≥ 0; the search starts at step 0.
    BadStep(String),
    /// `speed` was not one of the player's speeds; the default speed is used.
    BadSpeed(String),
}

/// A parameter's value as quoted in a message: short, whatever the link held.
fn shown(text: &str) -> String {
    text.chars().take(24).collect()
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
                shown(text)
            ),
            ViewError::BadMode(text) => write!(
                f,
                "The link's mode = “{}” is not one of list, count, one; showing the list.",
                shown(text)
            ),
            ViewError::BadFundamental(text) => write!(
                f,
                "The link's f = “{}” should be 1 (fundamental only) or 0; listing every placement.",
                shown(text)
            ),
            ViewError::BadAlgorithm(text) => write!(
                f,
                "The link's alg = “{}” is not one of {}; playing {}.",
                shown(text),
                Algorithm::ALL.map(Algorithm::name).join(", "),
                View::default().algorithm.name()
            ),
            ViewError::BadStep(text) => write!(
                f,
                "The link's step = “{}” is not a step number (0, 1, 2…); starting at step 0.",
                shown(text)
            ),
            ViewError::BadSpeed(text) => write!(
                f,
                "The link's speed = “{}” is not one of the player's speeds; using {}.",
                shown(text),
                Speed::default().label()
            ),
            ViewError::BadWorkers(text) => write!(
                f,
                "The link's workers = “{}” is not a number of workers from 1 to {MAX_WORKERS}; using one per core.",
                shown(text)
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

/// Reads the view from a query string. Returns the view (defaults where a parameter was bad) and
/// what was wrong. Unknown parameters are ignored; of a repeated one the last counts.
pub fn parse_query(query: &str) -> (View, Vec<ViewError>) {
    let mut view = View::default();
    let mut errors = Vec::new();
    let mut n_text = None;
    for (key, value) in pairs(query) {
        match key.as_str() {
            "n" => n_text = Some(value),
            "mode" => match value.parse() {
                Ok(mode) => view.mode = mode,
                Err(()) => errors.push(ViewError::BadMode(value)),
            },
            "p" => match value.trim().parse::<u64>() {
                Ok(p) if p >= 1 => view.selected = p - 1,
                _ => errors.push(ViewError::BadPlacement(value)),
            },
            "f" => match value.trim() {
                "1" => view.fundamental = true,
                "0" => view.fundamental = false,
                _ => errors.push(ViewError::BadFundamental(value)),
            },
            "alg" => match value.trim().parse() {
                Ok(algorithm) => view.algorithm = algorithm,
                Err(_) => errors.push(ViewError::BadAlgorithm(value)),
            },
            "step" => match value.trim().parse::<u64>() {
                Ok(step) => view.step = step,
                Err(_) => errors.push(ViewError::BadStep(value)),
            },
            "speed" => match value.parse() {
                Ok(speed) => view.speed = speed,
                Err(()) => errors.push(ViewError::BadSpeed(value)),
            },
            "workers" => match value.trim().parse::<usize>() {
                Ok(k) if (1..=MAX_WORKERS).contains(&k) => view.workers = Some(k),
                _ => errors.push(ViewError::BadWorkers(value)),
            },
            _ => {}
        }
    }
    // N's limit depends on the mode, so it is read last.
    if let Some(text) = n_text {
        match parse_n(&text, view.mode) {
            Ok(n) => view.n = n,
            Err(error) => errors.push(ViewError::BadN(error)),
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

/// Writes the view as a query string, `?n=8&p=1`: only what the mode uses, defaults left out
/// but for `n` and `p`.
pub fn to_query(view: &View) -> String {
    let mut query = match view.mode {
        Mode::List => format!("?n={}&p={}", view.n, view.selected + 1),
        Mode::Play => format!(
            "?mode=play&n={}&alg={}&step={}&speed={}",
            view.n, view.algorithm, view.step, view.speed
        ),
        mode => format!("?mode={mode}&n={}", view.n),
    };
    if view.mode == Mode::List && view.fundamental {
        query.push_str("&f=1");
    }
    if let Some(workers) = view.workers {
        query.push_str(&format!("&workers={workers}"));
    }
    query
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips() {
        let list = View::default().with_n(6);
        let list = View {
            selected: 2,
            ..list
        };
        assert_eq!(to_query(&list), "?n=6&p=3");
        let fundamental = View {
            fundamental: true,
            ..list
        };
        assert_eq!(to_query(&fundamental), "?n=6&p=3&f=1");
        let count = View {
            mode: Mode::Count,
            workers: Some(1),
            ..View::default().with_n(20)
        };
        assert_eq!(to_query(&count), "?mode=count&n=20&workers=1");
        let one = View {
            mode: Mode::One,
            ..View::default().with_n(1_000_000)
        };
        assert_eq!(to_query(&one), "?mode=one&n=1000000");
        let play = View {
            mode: Mode::Play,
            algorithm: Algorithm::Pointer,
            step: 1234,
            speed: Speed::from_rung(0),
            ..View::default().with_n(6)
        };
        assert_eq!(
            to_query(&play),
            "?mode=play&n=6&alg=pointer&step=1234&speed=0.33"
        );
        for view in [list, fundamental, count, one, play] {
            assert_eq!(parse_query(&to_query(&view)), (view, vec![]));
        }
    }

    #[test]
    fn n_is_checked_against_the_mode_in_any_order() {
        let (view, errors) = parse_query("?n=20&mode=count");
        assert_eq!((view.mode, view.n, errors), (Mode::Count, 20, vec![]));
        let (view, errors) = parse_query("?n=20");
        assert_eq!(view.n, DEFAULT_N);
        assert!(
            errors[0].to_string().contains("Count only"),
            "{}",
            errors[0]
        );
    }

    #[test]
    fn missing_parameters_take_defaults() {
        assert_eq!(parse_query(""), (View::default(), vec![]));
        assert_eq!(parse_query("?lang=en&x"), (View::default(), vec![]));
        assert_eq!(parse_query("?n=6"), (View::default().with_n(6), vec![]));
    }

    #[test]
    fn bad_parameters_are_reported_and_replaced() {
        let (view, errors) = parse_query("?n=%3Cscript%3E&p=abc");
        assert_eq!(view, View::default());
        assert_eq!(
            errors,
            vec![
                ViewError::BadPlacement("abc".into()),
                ViewError::BadN(NError::NotANumber("<script>".into())),
            ]
        );
        let (view, errors) = parse_query("?mode=play&n=15&alg=dfs&step=-1&speed=7");
        assert_eq!(
            view,
            View {
                mode: Mode::Play,
                ..View::default()
            }
        );
        assert_eq!(
            errors.iter().map(ToString::to_string).collect::<Vec<_>>(),
            vec![
                "The link's alg = “dfs” is not one of pointer, flags, columns, bitmask; playing flags.",
                "The link's step = “-1” is not a step number (0, 1, 2…); starting at step 0.",
                "The link's speed = “7” is not one of the player's speeds; using 5 steps/s.",
                "The link's n: N = 15 is too large: playing the search goes up to N = 14. Choose “List all”, which goes up to N = 16. Showing N = 8 instead.",
            ]
        );
        let (view, errors) = parse_query("?n=0&p=0&mode=race&f=2&workers=0");
        assert_eq!(view, View::default());
        assert_eq!(
            errors,
            vec![
                ViewError::BadPlacement("0".into()),
                ViewError::BadMode("race".into()),
                ViewError::BadFundamental("2".into()),
                ViewError::BadWorkers("0".into()),
                ViewError::BadN(NError::TooSmall("0".into())),
            ]
        );
        assert!(errors[4].to_string().contains("Showing N = 8"));
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
