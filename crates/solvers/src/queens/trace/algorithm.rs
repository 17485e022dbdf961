//! Which algorithm to trace (brute force, the C#, Java or C program's, bitboards, or forward
//! checking, or min-conflicts), with its stable URL name and the group the menu lists it in.

use std::fmt;
use std::str::FromStr;

use super::tracer::TraceError;

/// The traced algorithms: brute force (every arrangement, or every permutation), those of the C#,
/// Java and C programs, bitboards, forward checking with rows in order or the most constrained
/// row first, and min-conflicts (local search).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Algorithm {
    /// Generate and test: every arrangement of one queen per row (N^N), tested when complete.
    GenerateAndTest,
    /// Every permutation: one queen per row and column (N!), tested when complete.
    Permutations,
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
    /// Forward checking: a queen placed strikes the squares it attacks out of the empty rows,
    /// and one that empties a row is taken back at once; rows in order.
    Forward,
    /// Forward checking that fills the empty row with the fewest free squares first (minimum
    /// remaining values; ties: the lowest row).
    Mrv,
    /// Min-conflicts: a whole arrangement, then a queen in conflict moved within its row to its
    /// least attacked square, again and again (local search: no tree, no backtracking).
    MinConflicts,
}

/// The groups the algorithm menu lists.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Group {
    /// Generate every arrangement, test each when complete.
    BruteForce,
    /// The programs that try squares row by row and take back on an attack.
    Backtracking,
    /// Backtracking that looks ahead: forward checking, MRV.
    Smarter,
    /// Moves queens on a whole board: min-conflicts.
    LocalSearch,
}

impl Algorithm {
    /// Every algorithm, in the order the UI lists them: the systematic ones, then min-conflicts.
    pub const ALL: [Algorithm; 9] = {
        let mut all = [Algorithm::MinConflicts; 9];
        let mut i = 0;
        while i < Algorithm::SYSTEMATIC.len() {
            all[i] = Algorithm::SYSTEMATIC[i];
            i += 1;
        }
        all
    };

    /// The algorithms that search the whole tree and find every solution (all but min-conflicts),
    /// in the same order: those the chart of work and the comparison run.
    pub const SYSTEMATIC: [Algorithm; 8] = [
        Algorithm::GenerateAndTest,
        Algorithm::Permutations,
        Algorithm::Pointer,
        Algorithm::Flags,
        Algorithm::ColumnByColumn,
        Algorithm::Bitmask,
        Algorithm::Forward,
        Algorithm::Mrv,
    ];

    /// The menu's group.
    pub fn group(self) -> Group {
        match self {
            Algorithm::GenerateAndTest | Algorithm::Permutations => Group::BruteForce,
            Algorithm::Forward | Algorithm::Mrv => Group::Smarter,
            Algorithm::MinConflicts => Group::LocalSearch,
            _ => Group::Backtracking,
        }
    }

    /// The stable short name used in the address: `generate`, `permutations`, `pointer`,
    /// `flags`, `columns`, `bitmask`, `forward`, `mrv`, `min-conflicts` (as the one-placement
    /// mode names it).
    pub fn name(self) -> &'static str {
        match self {
            Algorithm::GenerateAndTest => "generate",
            Algorithm::Permutations => "permutations",
            Algorithm::Pointer => "pointer",
            Algorithm::Flags => "flags",
            Algorithm::ColumnByColumn => "columns",
            Algorithm::Bitmask => "bitmask",
            Algorithm::Forward => "forward",
            Algorithm::Mrv => "mrv",
            Algorithm::MinConflicts => "min-conflicts",
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
        // A match, not a search of `ALL` by `name` (whose unrolled loop is twice the code in the
        // first load); the tests check the two agree.
        Ok(match s {
            "generate" => Algorithm::GenerateAndTest,
            "permutations" => Algorithm::Permutations,
            "pointer" => Algorithm::Pointer,
            "flags" => Algorithm::Flags,
            "columns" => Algorithm::ColumnByColumn,
            "bitmask" => Algorithm::Bitmask,
            "forward" => Algorithm::Forward,
            "mrv" => Algorithm::Mrv,
            "min-conflicts" => Algorithm::MinConflicts,
            _ => return Err(TraceError::UnknownAlgorithm(s.to_owned())),
        })
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
        assert!(err.to_string().contains(
            "generate, permutations, pointer, flags, columns, bitmask, forward, mrv, min-conflicts"
        ));
        assert!(Algorithm::SYSTEMATIC
            .iter()
            .all(|a| Algorithm::ALL.contains(a) && a.group() != Group::LocalSearch));
    }
}
