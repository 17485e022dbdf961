//! How the one-placement mode finds its placement: the explicit construction, or min-conflicts
//! from a seed (`?mode=one&alg=min-conflicts&seed=3`), which a link replays exactly.

use std::str::FromStr;

/// The seed of a min-conflicts run when the address gives none (not 1: from seed 1 the player's
/// random start of eight queens is already a placement, which leaves nothing to show).
pub const DEFAULT_SEED: u64 = 2;

/// A way to find one placement for any N.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum OneMethod {
    /// Hoffman, Loessi and Moore's construction: no search.
    #[default]
    Construction,
    /// Min-conflicts: a greedy start, then repairs (local search).
    MinConflicts,
}

impl OneMethod {
    /// Every method, in the order the page offers them.
    pub const ALL: [OneMethod; 2] = [OneMethod::Construction, OneMethod::MinConflicts];

    /// The method's name in the address (`alg`).
    pub fn name(self) -> &'static str {
        match self {
            OneMethod::Construction => "construction",
            OneMethod::MinConflicts => "min-conflicts",
        }
    }
}

impl FromStr for OneMethod {
    type Err = ();

    /// Reads a name from [`OneMethod::name`], exactly.
    fn from_str(text: &str) -> Result<Self, ()> {
        OneMethod::ALL
            .into_iter()
            .find(|method| method.name() == text)
            .ok_or(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_read_back_and_others_are_refused() {
        for method in OneMethod::ALL {
            assert_eq!(method.name().parse(), Ok(method));
        }
        assert_eq!("minconflicts".parse::<OneMethod>(), Err(()));
        assert_eq!("Construction".parse::<OneMethod>(), Err(()));
    }
}
