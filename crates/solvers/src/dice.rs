//! A small pseudo-random generator (xorshift64*) for the searches that draw at random: the
//! knight's counter's estimates (at a fixed seed) and min-conflicts (at the address's seed). The
//! same seed gives the same numbers on every machine, so a link replays the same run.

/// A pseudo-random sequence of numbers, fixed by its seed.
#[derive(Clone, Debug)]
pub struct Dice(u64);

impl Dice {
    /// The generator at the counter's fixed seed.
    pub fn new() -> Self {
        Self(0x9e37_79b9_7f4a_7c15)
    }

    /// The generator at `seed` (any number, 0 included: it is mixed first, SplitMix64's
    /// finaliser, so that nearby seeds give unrelated sequences and the state is never 0).
    pub fn seeded(seed: u64) -> Self {
        let mut z = seed.wrapping_add(0x9e37_79b9_7f4a_7c15);
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        Self((z ^ (z >> 31)).max(1))
    }

    /// A number below `n` (`n` > 0).
    pub fn below(&mut self, n: u32) -> u32 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        let x = self.0.wrapping_mul(0x2545_f491_4f6c_dd1d);
        (((x >> 32) * u64::from(n)) >> 32) as u32
    }
}

impl Default for Dice {
    fn default() -> Self {
        Self::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_stay_below_the_bound_and_seeds_give_their_own_sequences() {
        let dice = &mut Dice::seeded(0);
        for n in 1..50 {
            assert!((0..200).all(|_| dice.below(n) < n));
        }
        let draw = |seed| {
            let dice = &mut Dice::seeded(seed);
            (0..16).map(|_| dice.below(1000)).collect::<Vec<_>>()
        };
        assert_eq!(draw(7), draw(7));
        assert_ne!(draw(7), draw(8));
        // Every value is drawn, about as often as the others.
        let mut seen = [0u32; 10];
        (0..10_000).for_each(|_| seen[dice.below(10) as usize] += 1);
        assert!(seen.iter().all(|&k| (800..1200).contains(&k)), "{seen:?}");
    }
}
