//! The counts the workers do, one file each: a puzzle's count is its total's [`Countable`]
//! implementation (its job and what a job finds) and its schedule's constructor, and one line in
//! [`COUNTS`], which tells a worker which requests it answers.

pub mod knights;
pub mod list;
pub mod queens;

use super::countable::Countable;
use super::protocol::{answer_as, Answer};
use crate::knights::count::TourCount;
use crate::queens::listing::ListingTotals;
use queens::Placements;

/// Every count a worker does, by its puzzle's word in a request.
pub const COUNTS: [(&str, Answer); 3] = [
    (Placements::PUZZLE, answer_as::<Placements>),
    (ListingTotals::PUZZLE, answer_as::<ListingTotals>),
    (TourCount::PUZZLE, answer_as::<TourCount>),
];
