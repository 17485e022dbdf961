//! The geometry of a line chart with a logarithmic value axis, as plain numbers: where each point
//! and grid line goes in the SVG's view box. The component (`ui::chart`) only draws it.

/// The view box's width.
pub const WIDTH: f64 = 720.0;
/// The view box's height.
pub const HEIGHT: f64 = 400.0;
/// The plot's left edge (room for the value labels).
pub const LEFT: f64 = 64.0;
/// The plot's right edge.
pub const RIGHT: f64 = WIDTH - 16.0;
/// The plot's top edge.
pub const TOP: f64 = 16.0;
/// The plot's bottom edge, the axis, where 0 is drawn (room for two lines of labels under it).
pub const BOTTOM: f64 = HEIGHT - 52.0;
/// The lowest power of ten's height: above the axis, so that 0 is not read as it.
pub const LOWEST: f64 = BOTTOM - 16.0;

/// How a point's value was obtained.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PointKind {
    /// Measured: drawn solid.
    Measured,
    /// Estimated: drawn dashed, its mark hollow.
    Estimated,
    /// A lower bound (a run stopped by its limit): its mark hollow, its label "more than".
    AtLeast,
}

/// One point of a line: its place on the horizontal axis (an index into the chart's ticks), its
/// value, and how it was obtained.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Point {
    /// The tick it stands over.
    pub tick: usize,
    /// Its value (0 is drawn on the axis).
    pub value: f64,
    /// Measured, estimated or a lower bound.
    pub kind: PointKind,
}

/// One line of the chart.
#[derive(Clone, Debug, PartialEq)]
pub struct Series {
    /// Its name in the legend.
    pub name: String,
    /// Its points, by tick.
    pub points: Vec<Point>,
}

/// The value axis: powers of ten from `low` to `high`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Scale {
    /// The power of ten at the bottom.
    pub low: i32,
    /// The power of ten at the top (above `low`).
    pub high: i32,
}

impl Scale {
    /// The powers of ten that hold every positive value of `series` (1 to 10 if none).
    pub fn of(series: &[Series]) -> Self {
        let positive = series
            .iter()
            .flat_map(|s| &s.points)
            .map(|p| p.value)
            .filter(|v| *v > 0.0 && v.is_finite());
        let (min, max) = positive.fold((f64::INFINITY, 0.0_f64), |(lo, hi), v| {
            (lo.min(v), hi.max(v))
        });
        if max <= 0.0 {
            return Scale { low: 0, high: 1 };
        }
        let low = min.log10().floor() as i32;
        let high = (max.log10().ceil() as i32).max(low + 1);
        Scale { low, high }
    }

    /// The height in the view box of `value`: 0 on the axis, under the lowest power of ten.
    pub fn y(self, value: f64) -> f64 {
        if value <= 0.0 {
            return BOTTOM;
        }
        let share = (value.log10() - f64::from(self.low)) / f64::from(self.high - self.low);
        LOWEST - share.clamp(0.0, 1.0) * (LOWEST - TOP)
    }

    /// The grid's powers of ten, every one or (on a tall scale) every second or third, so that
    /// about eight lines show.
    pub fn grid(self) -> Vec<i32> {
        let every = ((self.high - self.low) / 8 + 1) as usize;
        (self.low..=self.high).step_by(every).collect()
    }
}

/// The horizontal place of tick `tick` of `ticks`, evenly spaced with a margin at both ends.
pub fn x(tick: usize, ticks: usize) -> f64 {
    let step = (RIGHT - LEFT) / ticks.max(1) as f64;
    LEFT + step * (tick as f64 + 0.5)
}

/// Ten to the power `power` as a short label: "1", "10", "100", "10³"… "10⁻²".
pub fn power_label(power: i32) -> String {
    match power {
        0 => "1".into(),
        1 => "10".into(),
        2 => "100".into(),
        _ => {
            const DIGITS: [char; 10] = ['⁰', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹'];
            let sign = if power < 0 { "⁻" } else { "" };
            let digits: String = power
                .unsigned_abs()
                .to_string()
                .chars()
                .filter_map(|d| d.to_digit(10).map(|d| DIGITS[d as usize]))
                .collect();
            format!("10{sign}{digits}")
        }
    }
}

/// The segments of a line, each with whether it is drawn dashed (it reaches an estimate).
pub fn segments(points: &[Point]) -> Vec<(Point, Point, bool)> {
    points
        .windows(2)
        .map(|pair| {
            let dashed = pair.iter().any(|p| p.kind == PointKind::Estimated);
            (pair[0], pair[1], dashed)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn point(tick: usize, value: f64, kind: PointKind) -> Point {
        Point { tick, value, kind }
    }

    #[test]
    fn the_scale_holds_every_value_and_places_them_by_their_logarithm() {
        let series = vec![Series {
            name: "a".into(),
            points: vec![
                point(0, 0.0, PointKind::Measured),
                point(1, 34.0, PointKind::Measured),
                point(2, 350_132.0, PointKind::Measured),
            ],
        }];
        let scale = Scale::of(&series);
        assert_eq!(scale, Scale { low: 1, high: 6 });
        assert_eq!(scale.y(10.0), LOWEST);
        assert_eq!(scale.y(1e6), TOP);
        assert_eq!(
            scale.y(0.0),
            BOTTOM,
            "0 on the axis, below the lowest power"
        );
        assert!(scale.y(1000.0) < scale.y(100.0));
        let middle = scale.y(10f64.powf(3.5));
        assert!((middle - (LOWEST + TOP) / 2.0).abs() < 1e-9);
        assert_eq!(Scale::of(&[]), Scale { low: 0, high: 1 });
        assert_eq!(scale.grid(), vec![1, 2, 3, 4, 5, 6]);
        assert_eq!(Scale { low: -3, high: 17 }.grid().len(), 7);
    }

    #[test]
    fn ticks_are_evenly_spaced_and_powers_read_short() {
        assert_eq!(x(0, 2), LEFT + (RIGHT - LEFT) / 4.0);
        assert!(x(1, 9) - x(0, 9) > 0.0);
        assert_eq!(
            [0, 2, 3, 12, -2].map(power_label),
            ["1", "100", "10³", "10¹²", "10⁻²"].map(String::from)
        );
    }

    #[test]
    fn a_segment_that_reaches_an_estimate_is_dashed() {
        let points = [
            point(0, 1.0, PointKind::Measured),
            point(1, 2.0, PointKind::Measured),
            point(2, 3.0, PointKind::Estimated),
            point(3, 4.0, PointKind::Estimated),
        ];
        let dashed: Vec<bool> = segments(&points).iter().map(|s| s.2).collect();
        assert_eq!(dashed, vec![false, true, true]);
    }
}
