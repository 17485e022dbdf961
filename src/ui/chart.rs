//! A line chart on a logarithmic value axis, drawn as SVG (the geometry is `view::chart`): one
//! line per series with its own mark shape (not colour alone), a legend, dashed segments for
//! estimates, and each point's value on hover and on keyboard focus; and the same numbers as a
//! table.

use crate::view::chart::{
    power_label, segments, x, Point, PointKind, Scale, Series, BOTTOM, HEIGHT, LEFT, RIGHT, TOP,
    WIDTH,
};
use leptos::prelude::*;

/// A tick of the horizontal axis: its label and a second, smaller line under it.
pub type Tick = (String, String);

/// About how wide `text` is at the chart's 14 px: wide (CJK) characters count twice.
fn text_width(text: &str) -> f64 {
    text.chars()
        .map(|c| if c >= '\u{2E80}' { 14.0 } else { 7.6 })
        .sum()
}

/// The number of series drawn differently (shape and colour); more repeat them.
const STYLES: usize = 8;

/// The mark of series `index` at (`cx`, `cy`): a circle, a square, a triangle, a diamond, a
/// triangle pointing down, a star of four points, a hexagon or a cross.
fn mark(index: usize, cx: f64, cy: f64) -> impl IntoView {
    let r = 6.0;
    let points = |corners: &[(f64, f64)]| {
        corners
            .iter()
            .map(|(dx, dy)| format!("{:.1},{:.1}", cx + dx, cy + dy))
            .collect::<Vec<_>>()
            .join(" ")
    };
    match index % STYLES {
        0 => view! { <circle class="chart-mark" cx=cx cy=cy r=r /> }.into_any(),
        1 => view! {
            <rect class="chart-mark" x=cx - r + 1.0 y=cy - r + 1.0 width=2.0 * r - 2.0 height=2.0 * r - 2.0 />
        }
        .into_any(),
        2 => view! {
            <polygon class="chart-mark" points=points(&[(0.0, -r - 1.0), (r, r - 1.0), (-r, r - 1.0)]) />
        }
        .into_any(),
        3 => view! {
            <polygon class="chart-mark" points=points(&[(0.0, -r - 1.0), (r + 1.0, 0.0), (0.0, r + 1.0), (-r - 1.0, 0.0)]) />
        }
        .into_any(),
        4 => view! {
            <polygon class="chart-mark" points=points(&[(0.0, r + 1.0), (r, 1.0 - r), (-r, 1.0 - r)]) />
        }
        .into_any(),
        6 => {
            let h = r * 0.87;
            view! {
                <polygon
                    class="chart-mark"
                    points=points(&[(-r, 0.0), (-r / 2.0, -h), (r / 2.0, -h), (r, 0.0), (r / 2.0, h), (-r / 2.0, h)])
                />
            }
            .into_any()
        }
        7 => {
            let q = r / 2.5;
            view! {
                <polygon
                    class="chart-mark"
                    points=points(&[(-r, -r + q), (-r + q, -r), (0.0, -q), (r - q, -r), (r, -r + q), (q, 0.0), (r, r - q), (r - q, r), (0.0, q), (-r + q, r), (-r, r - q), (-q, 0.0)])
                />
            }
            .into_any()
        }
        _ => {
            let q = r / 3.0;
            view! {
                <polygon
                    class="chart-mark"
                    points=points(&[(0.0, -r - 1.0), (q, -q), (r + 1.0, 0.0), (q, q), (0.0, r + 1.0), (-q, q), (-r - 1.0, 0.0), (-q, -q)])
                />
            }
            .into_any()
        }
    }
}

/// A line chart of `series` over `ticks`, log scale on the value. `describe` words a point for
/// its tooltip, its accessible name and the line under the chart ("Flag arrays, N = 8: 24,648").
#[component]
pub fn LogChart(
    /// What the chart shows, its accessible name.
    #[prop(into)]
    caption: Signal<String>,
    /// The horizontal axis's ticks.
    #[prop(into)]
    ticks: Signal<Vec<Tick>>,
    /// The lines.
    #[prop(into)]
    series: Signal<Vec<Series>>,
    /// A point of series `usize` in words.
    describe: Callback<(usize, Point), String>,
    /// The unit written after the value axis's labels (" s"), none by default.
    #[prop(optional, into)]
    unit: Signal<String>,
) -> impl IntoView {
    let readout = RwSignal::new(String::new());
    let scale = Memo::new(move |_| series.with(|s| Scale::of(s)));
    let grid = move || {
        let scale = scale.get();
        scale
            .grid()
            .into_iter()
            .map(|power| {
                let y = scale.y(10f64.powi(power));
                view! {
                    <line class="chart-grid" x1=LEFT x2=RIGHT y1=y y2=y />
                    <text class="chart-axis-label" x=LEFT - 6.0 y=y + 4.0 text-anchor="end">
                        {format!("{}{}", power_label(power), unit.get())}
                    </text>
                }
            })
            .collect_view()
    };
    let axis = move || {
        ticks.with(|ticks| {
            let count = ticks.len();
            ticks
                .iter()
                .enumerate()
                .map(|(i, (label, under))| {
                    let at = x(i, count);
                    view! {
                        <text class="chart-tick" x=at y=BOTTOM + 20.0 text-anchor="middle">{label.clone()}</text>
                        <text class="chart-under" x=at y=BOTTOM + 40.0 text-anchor="middle">{under.clone()}</text>
                    }
                })
                .collect_view()
        })
    };
    let lines = move || {
        let scale = scale.get();
        let count = ticks.with(Vec::len);
        series
            .get()
            .into_iter()
            .enumerate()
            .map(|(index, line)| {
                let at = move |p: &Point| (x(p.tick, count), scale.y(p.value));
                let drawn = segments(&line.points)
                    .into_iter()
                    .map(|(a, b, dashed)| {
                        let ((x1, y1), (x2, y2)) = (at(&a), at(&b));
                        view! { <line class="chart-line" class:dashed=dashed x1=x1 y1=y1 x2=x2 y2=y2 /> }
                    })
                    .collect_view();
                let marks = line
                    .points
                    .iter()
                    .map(|&point| {
                        let (cx, cy) = at(&point);
                        let text = describe.run((index, point));
                        let (label, shown) = (text.clone(), text.clone());
                        let show = move || readout.set(shown.clone());
                        let hollow = point.kind != PointKind::Measured;
                        view! {
                            <g
                                class="chart-point"
                                class:hollow=hollow
                                role="img"
                                tabindex="0"
                                aria-label=label
                                data-value=point.value
                                on:focus={
                                    let show = show.clone();
                                    move |_| show()
                                }
                                on:mouseenter=move |_| show()
                            >
                                <title>{text}</title>
                                {mark(index, cx, cy)}
                            </g>
                        }
                    })
                    .collect_view();
                view! { <g class=format!("chart-series s{}", index % STYLES)>{drawn}{marks}</g> }
            })
            .collect_view()
    };
    let legend = move || {
        let lines = series.get();
        // More than four lines go in two columns, so the legend stays in the chart's corner.
        let columns = if lines.len() > 4 { 2 } else { 1 };
        let rows = lines.len().div_ceil(columns);
        // A backing that keeps the grid from running through the legend's words.
        let column_width = lines
            .iter()
            .map(|l| text_width(&l.name))
            .fold(0.0, f64::max)
            + 56.0;
        let backing = view! {
            <rect
                class="chart-legend-backing"
                x=LEFT + 4.0
                y=TOP + 2.0
                width=column_width * columns as f64
                height=22.0 * rows as f64 + 2.0
            />
        };
        let items = lines
            .into_iter()
            .enumerate()
            .map(|(index, line)| {
                let left = LEFT + column_width * (index / rows) as f64;
                let y = TOP + 14.0 + 22.0 * (index % rows) as f64;
                view! {
                    <g class=format!("chart-series s{}", index % STYLES)>
                        <line class="chart-line" x1=left + 10.0 x2=left + 40.0 y1=y y2=y />
                        {mark(index, left + 25.0, y)}
                        <text class="chart-legend" x=left + 48.0 y=y + 5.0>{line.name}</text>
                    </g>
                }
            })
            .collect_view();
        (backing, items)
    };
    view! {
        <figure class="chart-figure">
            <svg
                class="chart"
                viewBox=format!("0 0 {WIDTH} {HEIGHT}")
                role="group"
                aria-label=move || caption.get()
            >
                // The background, drawn so that a saved picture has it too.
                <rect class="chart-backdrop" width=WIDTH height=HEIGHT />
                <text class="chart-caption" x=LEFT y=TOP - 2.0>{move || caption.get()}</text>
                {grid}
                <line class="chart-axis" x1=LEFT x2=RIGHT y1=BOTTOM y2=BOTTOM />
                <text class="chart-axis-label" x=LEFT - 6.0 y=BOTTOM + 4.0 text-anchor="end">"0"</text>
                {axis}
                {lines}
                <g class="chart-legend-box">{legend}</g>
            </svg>
            <figcaption class="chart-readout">{move || readout.get()}</figcaption>
        </figure>
    }
}

/// The chart's numbers as a table: a row per tick (with its second line), a column per series,
/// each cell the point's value as `cell` words it (given the series' index, as `describe` is).
#[component]
pub fn ChartTable(
    /// The table's caption.
    #[prop(into)]
    caption: Signal<String>,
    /// The first column's header, and the second's (the ticks' second line).
    #[prop(into)]
    headers: Signal<(String, String)>,
    /// The rows' ticks.
    #[prop(into)]
    ticks: Signal<Vec<Tick>>,
    /// The columns.
    #[prop(into)]
    series: Signal<Vec<Series>>,
    /// A point of series `usize`'s value in words.
    cell: Callback<(usize, Point), String>,
) -> impl IntoView {
    let body = move || {
        let series = series.get();
        ticks
            .get()
            .into_iter()
            .enumerate()
            .map(|(tick, (label, under))| {
                let cells = series
                    .iter()
                    .enumerate()
                    .map(|(line, s)| {
                        let value = s.points.iter().find(|p| p.tick == tick);
                        view! { <td>{value.map(|&p| cell.run((line, p))).unwrap_or_default()}</td> }
                    })
                    .collect_view();
                view! {
                    <tr>
                        <th scope="row">{label}</th>
                        <td>{under}</td>
                        {cells}
                    </tr>
                }
            })
            .collect_view()
    };
    view! {
        // It scrolls sideways on a phone: the keyboard can reach it.
        <div class="chart-table-box" role="region" tabindex="0" aria-label=move || caption.get()>
        <table class="chart-table">
            <caption>{move || caption.get()}</caption>
            <thead>
                <tr>
                    <th scope="col">{move || headers.get().0}</th>
                    <th scope="col">{move || headers.get().1}</th>
                    {move || {
                        series
                            .get()
                            .into_iter()
                            .map(|s| view! { <th scope="col">{s.name}</th> })
                            .collect_view()
                    }}
                </tr>
            </thead>
            <tbody>{body}</tbody>
        </table>
        </div>
    }
}
