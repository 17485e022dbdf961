//! The counts the workers do, one file each: a puzzle's count is its total's [`Countable`]
//! implementation (its job and what a job finds) and its schedule's constructor, and one line in
//! [`COUNTS`], which tells a worker which requests it answers.

pub mod completions;
pub mod growth;
pub mod knights;
pub mod list;
pub mod measures;
pub mod queens;
pub mod tour_growth;
pub mod walk;

use super::countable::Countable;
use super::protocol::{answer_as, Answer};
use crate::knights::count::TourCount;
use crate::queens::listing::ListingTotals;
use completions::Completions;
use growth::SearchWork;
pub use measures::Measures;
use queens::Placements;
use tour_growth::TourWork;
use walk::WalkAnswer;

/// Every count a worker does, by its puzzle's word in a request.
pub const COUNTS: &[(&str, Answer)] = &[
    (Placements::PUZZLE, answer_as::<Placements>),
    (ListingTotals::PUZZLE, answer_as::<ListingTotals>),
    (TourCount::PUZZLE, answer_as::<TourCount>),
    (Completions::PUZZLE, answer_as::<Completions>),
    (WalkAnswer::PUZZLE, answer_as::<WalkAnswer>),
    (
        Measures::<SearchWork>::PUZZLE,
        answer_as::<Measures<SearchWork>>,
    ),
    (
        Measures::<TourWork>::PUZZLE,
        answer_as::<Measures<TourWork>>,
    ),
];

/// A job or result of a count on squares (a position, a walk) that could not be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParseError;

/// The next word of `words`, read as a `T`.
fn word<T: std::str::FromStr>(words: &mut std::str::SplitWhitespace<'_>) -> Result<T, ParseError> {
    words
        .next()
        .ok_or(ParseError)?
        .parse()
        .map_err(|_| ParseError)
}

/// `value`, read from all of a text whose words are left in `words` (an error if any is).
fn all_read<T>(mut words: std::str::SplitWhitespace<'_>, value: T) -> Result<T, ParseError> {
    match words.next() {
        Some(_) => Err(ParseError),
        None => Ok(value),
    }
}

/// A list of squares' names as a job's last word: `-` for none.
fn names_word(names: &str) -> &str {
    if names.is_empty() {
        "-"
    } else {
        names
    }
}

/// A job's text split into its board and its squares' names (`-` read as none).
fn board_and_names(text: &str) -> Result<(&str, &str), ParseError> {
    let (board, names) = text.trim().split_once(' ').ok_or(ParseError)?;
    Ok((board, if names == "-" { "" } else { names }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::protocol::{answer, Reply};

    #[test]
    fn every_count_is_registered_once_and_answered() {
        for (i, (puzzle, _)) in COUNTS.iter().enumerate() {
            let mut later = COUNTS.iter().skip(i + 1);
            assert!(later.all(|(other, _)| other != puzzle), "{puzzle} twice");
        }
        for request in [
            "count 1 0 queens 8 2 7 3 6",
            "count 1 0 list 8 all 2 7 3 6",
            "count 1 0 knights 5x5 0,0 23",
            "count 1 0 completions 8 a1,b3",
            "count 1 0 walk 5x5 a5,b3",
            "count 1 0 growth flags 6",
            "count 1 0 tour-growth seed 5",
        ] {
            let answered = answer(request);
            assert!(
                matches!(answered, Reply::Done { .. }),
                "{request}: {answered:?}"
            );
        }
    }
}
