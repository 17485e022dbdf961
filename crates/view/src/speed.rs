//! The player's speed: a fixed ladder of steps per second, from one step every 3 s to 10,000 a
//! second, so a speed in a link is always one the control can show.

use std::fmt;
use std::str::FromStr;

/// The speeds offered, in steps per second: as written in the address, and as a number (not
/// parsed from the text, which would bring float parsing into the page's first load).
const LADDER: [(&str, f64); 15] = [
    ("0.33", 0.33),
    ("0.5", 0.5),
    ("1", 1.0),
    ("2", 2.0),
    ("3", 3.0),
    ("5", 5.0),
    ("10", 10.0),
    ("20", 20.0),
    ("50", 50.0),
    ("100", 100.0),
    ("200", 200.0),
    ("500", 500.0),
    ("1000", 1000.0),
    ("5000", 5000.0),
    ("10000", 10000.0),
];

/// The speed a player starts at: 5 steps per second.
const DEFAULT_RUNG: usize = 5;

/// The shortest time between two ticks of the player's timer, in milliseconds: about one
/// display frame. Faster speeds do several steps per tick.
const MIN_TICK_MS: f64 = 16.0;

/// The most a tick catches up, in seconds of steps: a tab put in the background does not come
/// back to a jump of minutes.
const MAX_CATCH_UP_S: f64 = 0.25;

/// A speed on the ladder.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Speed(usize);

impl Default for Speed {
    fn default() -> Self {
        Speed(DEFAULT_RUNG)
    }
}

impl Speed {
    /// How many speeds there are (the slider's range is `0..COUNT`).
    pub const COUNT: usize = LADDER.len();

    /// The speed at position `rung` of the ladder (clamped to it).
    pub fn from_rung(rung: usize) -> Self {
        Speed(rung.min(LADDER.len() - 1))
    }

    /// The position on the ladder, 0 = slowest.
    pub fn rung(self) -> usize {
        self.0
    }

    /// Steps per second.
    pub fn steps_per_second(self) -> f64 {
        LADDER[self.0].1
    }

    /// One step faster, if any.
    pub fn faster(self) -> Self {
        Self::from_rung(self.0 + 1)
    }

    /// One step slower, if any.
    pub fn slower(self) -> Self {
        Speed(self.0.saturating_sub(1))
    }

    /// Milliseconds between two ticks of the player's timer: one step per tick up to about 60
    /// steps/s, then one tick per display frame with several steps in it.
    pub fn tick_ms(self) -> u32 {
        (1000.0 / self.steps_per_second()).max(MIN_TICK_MS).round() as u32
    }

    /// The whole steps due after `elapsed_ms`, given the fraction of a step `carry` left over
    /// from the previous tick; returns them with the new carry. A long pause catches up at
    /// most a quarter of a second's steps (and at least one).
    pub fn steps_due(self, elapsed_ms: f64, carry: f64) -> (u64, f64) {
        let per_second = self.steps_per_second();
        let due = carry + elapsed_ms.max(0.0) * per_second / 1000.0;
        let most = (per_second * MAX_CATCH_UP_S).ceil().max(1.0);
        if due >= most {
            (most as u64, 0.0)
        } else {
            (due.floor() as u64, due.fract())
        }
    }
}

impl fmt::Display for Speed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(LADDER[self.0].0)
    }
}

impl FromStr for Speed {
    type Err = ();

    /// Accepts exactly a speed of the ladder, as [`Speed`]'s `Display` writes it.
    fn from_str(text: &str) -> Result<Self, ()> {
        LADDER
            .iter()
            .position(|&(rung, _)| rung == text.trim())
            .map(Speed)
            .ok_or(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ladder_spans_three_seconds_to_ten_thousand_a_second() {
        assert!((Speed::from_rung(0).steps_per_second() - 0.33).abs() < 1e-9);
        assert_eq!(Speed::from_rung(99).steps_per_second(), 10_000.0);
        for rung in 0..Speed::COUNT {
            let speed = Speed::from_rung(rung);
            assert_eq!(speed.to_string().parse(), Ok(speed));
            assert_eq!(
                speed.to_string().parse::<f64>(),
                Ok(speed.steps_per_second())
            );
            assert!(speed.steps_per_second() > 0.0);
        }
        assert!("7".parse::<Speed>().is_err());
        assert_eq!(Speed::from_rung(0).slower(), Speed::from_rung(0));
        assert_eq!(Speed::default().faster().rung(), DEFAULT_RUNG + 1);
    }

    #[test]
    fn ticks_do_several_steps_at_high_speed_and_catch_up_boundedly() {
        let slowest = Speed::from_rung(0);
        let fastest = Speed::from_rung(99);
        assert_eq!(slowest.tick_ms(), 3030);
        assert_eq!(Speed::default().tick_ms(), 200);
        assert_eq!(fastest.tick_ms(), 16);
        // 5 steps/s: a tick of 200 ms is one step; 300 ms leaves half a step over.
        assert_eq!(Speed::default().steps_due(200.0, 0.0), (1, 0.0));
        let (steps, carry) = Speed::default().steps_due(300.0, 0.0);
        assert_eq!(steps, 1);
        assert!((carry - 0.5).abs() < 1e-9);
        assert_eq!(Speed::default().steps_due(100.0, 0.5).0, 1);
        // 10,000 steps/s over a 16 ms frame: 160 steps.
        assert_eq!(fastest.steps_due(16.0, 0.0).0, 160);
        // An hour in the background catches up a quarter of a second only.
        assert_eq!(fastest.steps_due(3.6e6, 0.0), (2500, 0.0));
        assert_eq!(slowest.steps_due(3.6e6, 0.0), (1, 0.0));
        assert_eq!(slowest.steps_due(1000.0, 0.0).0, 0);
        assert_eq!(fastest.steps_due(-5.0, 0.0), (0, 0.0));
    }
}
