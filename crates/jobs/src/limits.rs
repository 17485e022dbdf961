//! The limits that the address, the words, the page and the workers all read: in this crate, which
//! the workers are built from, so that the page's view and words read them without depending on the
//! page's pool of workers, and the workers never depend on the view.

/// The largest N the player traces: N = 14's slowest search has about 770 million steps, which
/// the page still scans (in slices) to show the timeline's end.
pub const MAX_PLAY_N: usize = 14;

/// The largest N whose list the page builds itself: N = 13's 73,712 placements take a few
/// milliseconds. Larger lists are built in the workers, which take a few hundred milliseconds to
/// start.
pub const PAGE_LIST_MAX_N: usize = 13;

/// The most workers a count starts, whatever it is asked for (the address's `workers` accepts no
/// more).
pub const MAX_WORKERS: usize = 64;

/// The smallest N whose work is measured: below it the searches are a handful of steps.
pub const GROWTH_MIN_N: usize = 4;

/// The largest N whose work is measured at once, in about a second: larger ones are measured on
/// request, one N at a time (N = 14 takes the slowest algorithm about 4 s natively).
pub const GROWTH_FIRST_MAX_N: usize = 12;

/// The largest N whose generate-and-test search is run to measure its work (2.7 million steps);
/// beyond, its work is computed.
pub const GENERATE_RUN_MAX_N: usize = 7;

/// The largest N whose search of every permutation is run to measure its work (2.3 million
/// steps); beyond, its work is computed.
pub const PERMUTATIONS_RUN_MAX_N: usize = 9;

/// The largest N whose work is measured: the player's.
pub const GROWTH_MAX_N: usize = MAX_PLAY_N;
