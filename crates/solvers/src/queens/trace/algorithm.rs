//! Which algorithm to trace (the C#, Java or C program's, or bitboards), with its stable URL name
//! and its label.

use std::fmt;
use std::str::FromStr;

use super::tracer::TraceError;

/// The traced algorithms: those of the C#, Java and C programs, and bitboards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Algorithm {
    /// The C# program: iterative, array `M` and pointer `p`, `IsStrike` scanning earlier queens.
    Pointer,
    /// The Java program (`NQueen`) and the C program's recursive version: column and diagonal
    /// flag arrays `c`, `c1`, `c2`.
    Flags,
    /// The C program's non-recursive version: places column by column, each column scanned
    /// cyclically.
    ColumnByColumn,
    /// Bitboards: column, diagonal and anti-diagonal masks, lowest free bit first.
    Bitmask,
}

impl Algorithm {
    /// Every algorithm, in the order the UI lists them.
    pub const ALL: [Algorithm; 4] = [
        Algorithm::Pointer,
        Algorithm::Flags,
        Algorithm::ColumnByColumn,
        Algorithm::Bitmask,
    ];

    /// The stable short name used in the address: `pointer`, `flags`, `columns`, `bitmask`.
    pub fn name(self) -> &'static str {
        match self {
            Algorithm::Pointer => "pointer",
            Algorithm::Flags => "flags",
            Algorithm::ColumnByColumn => "columns",
            Algorithm::Bitmask => "bitmask",
        }
    }
}

impl fmt::Display for Algorithm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Algorithm {
    type Err = TraceError;

    /// Parses a name from [`Algorithm::name`], exactly (as printed in the address).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Algorithm::ALL
            .into_iter()
            .find(|a| a.name() == s)
            .ok_or_else(|| TraceError::UnknownAlgorithm(s.to_owned()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_unknown_is_reported() {
        for a in Algorithm::ALL {
            assert_eq!(a.name().parse::<Algorithm>(), Ok(a));
            assert_eq!(a.to_string(), a.name());
            let mut others = Algorithm::ALL.iter().filter(|b| **b != a);
            assert!(others.all(|b| b.name() != a.name()));
        }
        let err = "Pointer".parse::<Algorithm>().unwrap_err();
        assert_eq!(err, TraceError::UnknownAlgorithm("Pointer".into()));
        assert!(err.to_string().contains("pointer, flags, columns, bitmask"));
    }
}
