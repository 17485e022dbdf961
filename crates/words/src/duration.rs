//! Durations in words: the estimate of a count ("about 4 min") and the time on its clock
//! ("4 min 05 s"), in the reader's language.

use super::number::decimal;
use super::Locale;
use crate::i18n::i18n::td_string;

const MINUTE: f64 = 60.0;
const HOUR: f64 = 60.0 * MINUTE;
const DAY: f64 = 24.0 * HOUR;
const YEAR: f64 = 365.25 * DAY;

/// A number rounded the way an estimate is said: one decimal below 10, whole above.
fn round(value: f64, locale: Locale) -> String {
    decimal(value, if value < 9.95 { 1 } else { 0 }, locale)
}

/// A duration as a person estimates it: "under a second", "about 2.5 s", "about 4 min",
/// "about 3 h", "about 12 days", "about 300 years", "about 10^14 years".
pub fn estimate(ms: f64, locale: Locale) -> String {
    let s = ms / 1000.0;
    if !s.is_finite() {
        return td_string!(locale, duration.forever).into();
    }
    if s < 1.0 {
        return td_string!(locale, duration.under_a_second).into();
    }
    match s {
        s if s < MINUTE => td_string!(locale, duration.about_seconds, value = round(s, locale)),
        s if s < HOUR => {
            td_string!(
                locale,
                duration.about_minutes,
                value = round(s / MINUTE, locale)
            )
        }
        s if s < 2.0 * DAY => {
            td_string!(
                locale,
                duration.about_hours,
                value = round(s / HOUR, locale)
            )
        }
        s if s < YEAR => td_string!(locale, duration.about_days, value = round(s / DAY, locale)),
        s if s < 1e6 * YEAR => {
            td_string!(
                locale,
                duration.about_years,
                value = round(s / YEAR, locale)
            )
        }
        s => td_string!(
            locale,
            duration.about_power_years,
            power = (s / YEAR).log10().round()
        ),
    }
}

/// An elapsed time on a clock: "0.4 s", "12.3 s", "4 min 05 s", "2 h 03 min".
pub fn elapsed(ms: f64, locale: Locale) -> String {
    let ms = if ms.is_finite() { ms.max(0.0) } else { 0.0 };
    let tenths = (ms / 100.0).floor() as u64;
    let seconds = tenths / 10;
    match seconds {
        s if s < 60 => td_string!(
            locale,
            duration.clock_seconds,
            seconds = decimal(tenths as f64 / 10.0, 1, locale)
        ),
        s if s < 3600 => td_string!(
            locale,
            duration.clock_minutes,
            minutes = s / 60,
            seconds = format!("{:02}", s % 60)
        ),
        s => td_string!(
            locale,
            duration.clock_hours,
            hours = s / 3600,
            minutes = format!("{:02}", s / 60 % 60)
        ),
    }
}

/// A running count's times: "Elapsed: 2.0 s. Remaining: about 3.0 s", or the elapsed time alone
/// while the time left is not known yet.
pub fn running(elapsed_ms: f64, remaining_ms: Option<f64>, locale: Locale) -> String {
    let time = elapsed(elapsed_ms, locale);
    match remaining_ms {
        Some(left) => td_string!(
            locale,
            count.remaining,
            time = time,
            left = estimate(left, locale)
        ),
        None => td_string!(locale, count.elapsed, time = time),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn estimates_read_as_a_person_says_them() {
        let english = Locale::en;
        assert_eq!(estimate(400.0, english), "under a second");
        assert_eq!(estimate(2_500.0, english), "about 2.5 s");
        assert_eq!(estimate(240_000.0, english), "about 4.0 min");
        assert_eq!(estimate(3.0 * 3.6e6, english), "about 3.0 h");
        assert_eq!(estimate(12.0 * 86.4e6, english), "about 12 days");
        assert_eq!(estimate(300.0 * YEAR * 1000.0, english), "about 300 years");
        assert_eq!(estimate(1e14 * YEAR * 1000.0, english), "about 10^14 years");
        assert_eq!(
            estimate(f64::INFINITY, english),
            "longer than anyone can wait"
        );
        assert_eq!(estimate(2_500.0, Locale::ru), "около 2,5 с");
    }

    #[test]
    fn clocks_tick_in_seconds_minutes_and_hours() {
        let english = Locale::en;
        assert_eq!(elapsed(400.0, english), "0.4 s");
        assert_eq!(elapsed(12_345.0, english), "12.3 s");
        assert_eq!(elapsed(245_000.0, english), "4 min 05 s");
        assert_eq!(elapsed(7_380_000.0, english), "2 h 03 min");
        assert_eq!(elapsed(f64::NAN, english), "0.0 s");
        assert_eq!(elapsed(-5.0, english), "0.0 s");
        assert_eq!(elapsed(12_345.0, Locale::vi), "12,3 giây");
    }

    #[test]
    fn a_running_count_says_the_time_left_once_it_is_known() {
        let english = Locale::en;
        let known = running(2_000.0, Some(3_000.0), english);
        assert!(
            known.contains("2.0 s") && known.contains("about 3.0 s"),
            "{known}"
        );
        let unknown = running(400.0, None, english);
        assert!(
            unknown.contains("0.4 s") && !unknown.contains("about"),
            "{unknown}"
        );
    }
}
