//! How far the player has computed a search's steps, and the one clock of two searches played
//! side by side in lockstep (`vs=`).

/// How far the scan of the search has got.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Scan {
    /// Steps computed so far.
    pub known: u64,
    /// The number of steps of the whole search, once known.
    pub total: Option<u64>,
    /// Whether a person stopped the scan before the end (a search too long to wait for).
    pub stopped: bool,
}

impl Scan {
    /// The clock of this search and `other`, compared with it in lockstep: it runs until the
    /// longer one ends, and a step can be shown once each search has computed it or ended before
    /// it. Stopping is this search's own (the compared one follows its controls).
    pub fn alongside(self, other: Scan) -> Scan {
        let reach = |scan: Scan| match scan.total {
            Some(_) => u64::MAX,
            None => scan.known,
        };
        let total = self.total.zip(other.total).map(|(a, b)| a.max(b));
        Scan {
            known: total.unwrap_or_else(|| reach(self).min(reach(other))),
            total,
            stopped: self.stopped,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scanning(known: u64) -> Scan {
        Scan {
            known,
            ..Scan::default()
        }
    }

    fn ended(total: u64) -> Scan {
        Scan {
            known: total,
            total: Some(total),
            stopped: false,
        }
    }

    #[test]
    fn two_ended_searches_run_to_the_longer() {
        assert_eq!(ended(100).alongside(ended(2_980)), ended(2_980));
        assert_eq!(ended(2_980).alongside(ended(100)), ended(2_980));
    }

    #[test]
    fn a_step_is_known_once_both_have_computed_it_or_ended_before_it() {
        assert_eq!(ended(100).alongside(scanning(5_000)), scanning(5_000));
        assert_eq!(scanning(50).alongside(ended(100)), scanning(50));
        assert_eq!(scanning(70).alongside(scanning(40)), scanning(40));
    }

    #[test]
    fn stopping_is_the_players_own() {
        let stopped = Scan {
            stopped: true,
            ..scanning(60)
        };
        assert!(stopped.alongside(scanning(90)).stopped);
        assert!(!scanning(90).alongside(stopped).stopped);
    }
}
