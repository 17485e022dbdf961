//! The page's clock, the one every timing on the page reads: the player's timer, the time slices,
//! the counts' elapsed times and the workers' progress reports.

/// Milliseconds since the page started, steady (never set back): `performance.now()`, or the
/// wall clock where a page has no performance timer.
pub fn now_ms() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or_else(js_sys::Date::now, |p| p.now())
}
