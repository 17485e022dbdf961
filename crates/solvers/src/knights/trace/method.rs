//! Which way of touring the board to play, with its stable URL name.

use std::fmt;
use std::str::FromStr;

use super::error::TraceError;

/// The methods the player can show.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Method {
    /// The C knight's tour program's backtracking as written: moves tried in the fixed order
    /// `ktmov1`/`ktmov2`.
    SeedOrder,
    /// The C program's backtracking with each call's moves sorted by Warnsdorff's rating (fewest
    /// onward moves first, ties in the C program's order).
    WarnsdorffBacktracking,
    /// Warnsdorff's rule without backtracking: a solver's tour, replayed with the ratings.
    Warnsdorff,
    /// A closed tour built by construction: a solver's tour, replayed move by move.
    Closed,
}

impl Method {
    /// Every method, in the order the UI lists them.
    pub const ALL: [Method; 4] = [
        Method::SeedOrder,
        Method::WarnsdorffBacktracking,
        Method::Warnsdorff,
        Method::Closed,
    ];

    /// The stable short name used in the address: `seed`, `backtrack`, `warnsdorff`, `closed`.
    pub fn name(self) -> &'static str {
        match self {
            Method::SeedOrder => "seed",
            Method::WarnsdorffBacktracking => "backtrack",
            Method::Warnsdorff => "warnsdorff",
            Method::Closed => "closed",
        }
    }

    /// Whether the method replays a tour a solver found (build it with
    /// [`super::KnightTracer::replay`]) rather than searching itself
    /// ([`super::KnightTracer::search`]).
    pub fn replays_a_tour(self) -> bool {
        matches!(self, Method::Warnsdorff | Method::Closed)
    }

    /// Whether the method's events include the candidates and their ratings.
    pub fn rates_candidates(self) -> bool {
        matches!(self, Method::WarnsdorffBacktracking | Method::Warnsdorff)
    }
}

impl fmt::Display for Method {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Method {
    type Err = TraceError;

    /// Parses a name from [`Method::name`], exactly (as printed in the address).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Method::ALL
            .into_iter()
            .find(|m| m.name() == s)
            .ok_or_else(|| TraceError::UnknownMethod(s.to_owned()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_unknown_is_reported() {
        for m in Method::ALL {
            assert_eq!(m.name().parse::<Method>(), Ok(m));
            assert_eq!(m.to_string(), m.name());
            assert_eq!(
                Method::ALL.iter().filter(|o| o.name() == m.name()).count(),
                1
            );
        }
        for bad in ["Seed", "", " seed", "warnsdorf"] {
            assert_eq!(
                bad.parse::<Method>(),
                Err(TraceError::UnknownMethod(bad.into()))
            );
        }
    }
}
