//! What the page does with N: list every placement, count them, construct one, play the search,
//! let a student place the queens, or chart the searches' work against N.

use nqueens_jobs::limits::MAX_PLAY_N;
use nqueens_solvers::queens::index::MAX_LIST_N;
use nqueens_solvers::queens::position::MAX_POSITION_N;
use std::fmt;
use std::str::FromStr;

/// The largest N counted: the reference table ends at 27 (the Q27 project's result), and a
/// browser would need far longer than a lifetime for it already; the page says so before starting.
pub const MAX_COUNT_MODE_N: usize = 27;

/// The largest N for one constructed placement: a million queens draw in well under a second.
pub const MAX_CONSTRUCT_N: usize = 1_000_000;

/// The largest N a student's program runs on: the grade's sizes (1 to 10).
pub const MAX_WRITE_N: usize = 10;

/// The page's modes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Mode {
    /// Every placement, listed with random access.
    #[default]
    List,
    /// The number of placements, counted in Web Workers.
    Count,
    /// One placement by explicit construction, for huge N.
    One,
    /// The backtracking search played step by step.
    Play,
    /// A student places the queens, and the solvers answer.
    Try,
    /// Each algorithm's work against N, measured and charted.
    Growth,
    /// A student's own program (Python) run on the board, traced and graded.
    Code,
}

impl Mode {
    /// Every mode, in the order the page offers them.
    pub const ALL: [Mode; 7] = [
        Mode::List,
        Mode::Play,
        Mode::Try,
        Mode::Code,
        Mode::Growth,
        Mode::Count,
        Mode::One,
    ];

    /// The name in the address (`mode=`).
    pub fn name(self) -> &'static str {
        match self {
            Mode::List => "list",
            Mode::Count => "count",
            Mode::One => "one",
            Mode::Play => "play",
            Mode::Try => "try",
            Mode::Growth => "growth",
            Mode::Code => "code",
        }
    }

    /// The largest N the mode accepts. The chart of work against N takes no N of its own: it
    /// keeps any N the page takes, for the modes shown after it.
    pub fn max_n(self) -> usize {
        match self {
            Mode::List => MAX_LIST_N,
            Mode::Count => MAX_COUNT_MODE_N,
            Mode::One | Mode::Growth => MAX_CONSTRUCT_N,
            Mode::Play => MAX_PLAY_N,
            Mode::Try => MAX_POSITION_N,
            Mode::Code => MAX_WRITE_N,
        }
    }

    /// The mode that answers for `n` most fully (list, count, then construct), if any does.
    pub fn fullest_for(n: usize) -> Option<Mode> {
        [Mode::List, Mode::Count, Mode::One]
            .into_iter()
            .find(|mode| n <= mode.max_n())
    }
}

impl fmt::Display for Mode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Mode {
    type Err = ();

    fn from_str(text: &str) -> Result<Self, ()> {
        Mode::ALL
            .into_iter()
            .find(|mode| mode.name() == text)
            .ok_or(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_limits_grow() {
        for mode in Mode::ALL {
            assert_eq!(mode.name().parse(), Ok(mode));
        }
        assert!("bogus".parse::<Mode>().is_err());
        assert!(Mode::Play.max_n() < Mode::List.max_n());
        assert!(Mode::List.max_n() < Mode::Count.max_n());
        assert!(Mode::Count.max_n() < Mode::One.max_n());
        assert_eq!(Mode::fullest_for(16), Some(Mode::List));
        assert_eq!(Mode::fullest_for(20), Some(Mode::Count));
        assert_eq!(Mode::fullest_for(1000), Some(Mode::One));
        assert_eq!(Mode::fullest_for(1_000_001), None);
    }
}
