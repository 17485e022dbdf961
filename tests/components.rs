//! Component tests: the Leptos components mounted in headless Chromium (wasm-bindgen-test).
#![cfg(target_arch = "wasm32")]

use leptos::prelude::*;
use nqueens_lab::i18n::i18n::I18nContextProvider;
use nqueens_lab::queens::placement::Placement;
use nqueens_lab::text::Address;
use nqueens_lab::ui::board::Board;
use nqueens_lab::ui::pages::AppState;
use nqueens_lab::ui::queens::{build_listings, PlacementList, QueensState};
use nqueens_lab::view::queens::QueensView;
use nqueens_lab::view::theme::ThemeChoice;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{HtmlElement, KeyboardEvent, KeyboardEventInit};

wasm_bindgen_test_configure!(run_in_browser);

/// The app's own stylesheet, so components are laid out as on the page.
const STYLE: &str = include_str!("../style/main.css");

/// A fresh element in the document to mount a component into (with the app's stylesheet), as
/// tall as a column of the page.
fn container() -> HtmlElement {
    let document = document();
    if document.get_element_by_id("app-style").is_none() {
        let style = document.create_element("style").unwrap();
        style.set_id("app-style");
        style.set_text_content(Some(STYLE));
        document.head().unwrap().append_child(&style).unwrap();
    }
    let element: HtmlElement = document.create_element("div").unwrap().unchecked_into();
    // As the page's column gives the list: a flex container of a screen's height.
    element
        .set_attribute(
            "style",
            "display: flex; flex-direction: column; height: 480px",
        )
        .unwrap();
    document.body().unwrap().append_child(&element).unwrap();
    element
}

/// Lets the reactive system run its effects.
async fn settle() {
    gloo_timers::future::TimeoutFuture::new(0).await;
}

/// Waits until the list in `root` holds all its `total` rows (each row's `aria-setsize` is the
/// length so far): the page builds a list in slices of a few milliseconds, a task each, so on a
/// busy machine (the release build beside these tests) it takes more than one, and the first
/// slices show fewer rows than fit. Fails after 5 s.
async fn list_built(root: &HtmlElement, total: u64) {
    let started = js_sys::Date::now();
    let whole = format!("[role=option][aria-setsize=\"{total}\"]");
    while root.query_selector(&whole).unwrap().is_none() {
        assert!(
            js_sys::Date::now() - started < 5_000.0,
            "the list has not all its {total} rows after 5 s"
        );
        gloo_timers::future::TimeoutFuture::new(5).await;
    }
}

#[wasm_bindgen_test]
async fn board_draws_each_queen_and_describes_them() {
    let root = container();
    let placement = Placement::validated(vec![2, 4, 1, 3]).unwrap();
    let _handle = leptos::mount::mount_to(root.clone(), move || {
        let placement = placement.clone();
        view! {
            <I18nContextProvider>
                <Board n=4usize placement=Some(placement) />
            </I18nContextProvider>
        }
    });
    settle().await;
    let svg = root.query_selector("svg[role=img]").unwrap().unwrap();
    assert_eq!(
        svg.get_attribute("aria-label").as_deref(),
        Some("4 by 4 board with 4 queens on b1, d2, a3, c4")
    );
    let queens = root.query_selector_all("g.queen").unwrap();
    assert_eq!(queens.length(), 4);
    let first = queens.item(0).unwrap().unchecked_into::<web_sys::Element>();
    // b1: file b is x = 1, rank 1 is the bottom row, y = 3 on a 4×4 board.
    assert_eq!(
        first.get_attribute("transform").as_deref(),
        Some("translate(1 3)")
    );
}

#[wasm_bindgen_test]
async fn empty_board_says_so() {
    let root = container();
    let nothing: Option<Placement> = None;
    let _handle = leptos::mount::mount_to(root.clone(), move || {
        view! {
            <I18nContextProvider>
                <Board n=3usize placement=nothing />
            </I18nContextProvider>
        }
    });
    settle().await;
    let svg = root.query_selector("svg").unwrap().unwrap();
    assert_eq!(
        svg.get_attribute("aria-label").as_deref(),
        Some("Empty 3 by 3 board")
    );
    assert_eq!(root.query_selector_all("g.queen").unwrap().length(), 0);
}

/// The text of the selected option in `root`.
fn selected_text(root: &HtmlElement) -> String {
    root.query_selector("[role=option][aria-selected=true]")
        .unwrap()
        .and_then(|e| e.text_content())
        .unwrap_or_default()
}

fn press(target: &HtmlElement, key: &str) {
    let init = KeyboardEventInit::new();
    init.set_key(key);
    init.set_bubbles(true);
    init.set_cancelable(true);
    let event = KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).unwrap();
    target.dispatch_event(&event).unwrap();
}

/// The list of placements over `state`, built as the app builds it.
#[component]
fn ListOf(state: AppState) -> impl IntoView {
    provide_list(state);
    view! { <PlacementList /> }
}

/// The app's state showing `view` on the N-Queens page.
fn app_state(view: QueensView) -> AppState {
    AppState::new(
        Address {
            queens: view,
            ..Address::default()
        },
        ThemeChoice::Auto,
        Vec::new(),
    )
}

/// Provides `state` and the N-Queens page's own, and builds its list, as the app does.
fn provide_list(state: AppState) {
    provide_context(state);
    let page = QueensState::new(state);
    provide_context(page);
    build_listings(state, page);
}

#[wasm_bindgen_test]
async fn list_selection_follows_the_keyboard() {
    let root = container();
    let state = app_state(QueensView::default().with_n(6));
    let _handle = leptos::mount::mount_to(root.clone(), move || {
        view! {
            <I18nContextProvider>
                <ListOf state=state />
            </I18nContextProvider>
        }
    });
    list_built(&root, 4).await;
    let list: HtmlElement = root
        .query_selector("[role=listbox]")
        .unwrap()
        .unwrap()
        .unchecked_into();
    assert_eq!(
        root.query_selector_all("[role=option]").unwrap().length(),
        4
    );
    assert_eq!(
        selected_text(&root),
        "1: (2,1) (4,2) (6,3) (1,4) (3,5) (5,6)"
    );
    press(&list, "ArrowDown");
    settle().await;
    assert_eq!(
        selected_text(&root),
        "2: (3,1) (6,2) (2,3) (5,4) (1,5) (4,6)"
    );
    assert_eq!(state.queens.selected.get_untracked(), 1);
    press(&list, "End");
    settle().await;
    assert_eq!(
        selected_text(&root),
        "4: (5,1) (3,2) (1,3) (6,4) (4,5) (2,6)"
    );
    assert_eq!(
        list.get_attribute("aria-activedescendant").as_deref(),
        Some("placement-4")
    );
    press(&list, "ArrowDown");
    press(&list, "Home");
    settle().await;
    assert_eq!(state.queens.selected.get_untracked(), 0);
}

#[wasm_bindgen_test]
async fn list_renders_only_the_rows_in_view() {
    let root = container();
    let state = app_state(QueensView::default());
    let _handle = leptos::mount::mount_to(root.clone(), move || {
        view! {
            <I18nContextProvider>
                <ListOf state=state />
            </I18nContextProvider>
        }
    });
    list_built(&root, 92).await;
    let rendered = root.query_selector_all("[role=option]").unwrap().length();
    assert!(
        (5..40).contains(&rendered),
        "{rendered} of 92 rows rendered"
    );
    let list: HtmlElement = root
        .query_selector("[role=listbox]")
        .unwrap()
        .unwrap()
        .unchecked_into();
    press(&list, "End");
    settle().await;
    assert_eq!(
        selected_text(&root),
        "92: (8,1) (4,2) (1,3) (3,4) (6,5) (2,6) (7,7) (5,8)"
    );
    assert!(root.query_selector("#placement-1").unwrap().is_none());
    assert!(list.scroll_top() > 0);
}

#[wasm_bindgen_test]
async fn a_log_chart_draws_a_line_and_mark_per_series_dashes_estimates_and_reads_out_a_point() {
    use nqueens_lab::ui::chart::LogChart;
    use nqueens_lab::view::chart::{Point, PointKind, Series};
    let root = container();
    let point = |tick, value, kind| Point { tick, value, kind };
    let series = vec![
        Series {
            name: "timed".into(),
            points: vec![
                point(0, 10.0, PointKind::Measured),
                point(1, 100.0, PointKind::Measured),
                point(2, 1000.0, PointKind::Estimated),
            ],
        },
        Series {
            name: "bounded".into(),
            points: vec![
                point(0, 0.0, PointKind::Measured),
                point(2, 5e6, PointKind::AtLeast),
            ],
        },
    ];
    let ticks: Vec<(String, String)> = ["a", "b", "c"]
        .map(|t| (t.to_owned(), String::new()))
        .to_vec();
    let _handle = leptos::mount::mount_to(root.clone(), move || {
        let describe =
            Callback::new(|(line, p): (usize, Point)| format!("{line} at {}: {}", p.tick, p.value));
        view! {
            <LogChart caption="A chart".to_owned() ticks=ticks.clone() series=series.clone() describe=describe />
        }
    });
    settle().await;
    let svg = root
        .query_selector("svg.chart[role=group]")
        .unwrap()
        .unwrap();
    assert_eq!(svg.get_attribute("aria-label").as_deref(), Some("A chart"));
    let count = |selector: &str| root.query_selector_all(selector).unwrap().length();
    // Two segments for the first line, one for the second; only the one reaching an estimate is dashed.
    assert_eq!(
        count(".chart-series line.chart-line:not(.chart-legend-box *)"),
        3
    );
    assert_eq!(count("line.chart-line.dashed"), 1);
    // Every point is a named, focusable mark of its series' shape; estimates and bounds are hollow.
    assert_eq!(count("g.chart-point[role=img][tabindex='0']"), 5);
    assert_eq!(count(".s0 g.chart-point circle"), 3);
    assert_eq!(count(".s1 g.chart-point rect"), 2);
    assert_eq!(count("g.chart-point.hollow"), 2);
    // A value of 0 sits on the axis, under the lowest power of ten (10 here).
    let zero = root
        .query_selector(".s1 g.chart-point rect")
        .unwrap()
        .unwrap();
    let top = |e: &web_sys::Element| e.get_attribute("y").and_then(|y| y.parse::<f64>().ok());
    assert_eq!(top(&zero), Some(nqueens_lab::view::chart::BOTTOM - 5.0));
    // The legend names both lines; focusing a point reads it out under the chart.
    let legend = root.query_selector(".chart-legend-box").unwrap().unwrap();
    assert_eq!(legend.text_content().as_deref(), Some("timedbounded"));
    let last: HtmlElement = root
        .query_selector("[aria-label='1 at 2: 5000000']")
        .unwrap()
        .unwrap()
        .unchecked_into();
    last.focus().unwrap();
    settle().await;
    let readout = root.query_selector(".chart-readout").unwrap().unwrap();
    assert_eq!(readout.text_content().as_deref(), Some("1 at 2: 5000000"));
}

#[wasm_bindgen_test]
async fn the_code_pane_highlights_the_line_of_the_step_and_reads_its_values() {
    use nqueens_lab::code::queens_program;
    use nqueens_lab::queens::trace::{Algorithm, Tracer};
    use nqueens_lab::ui::player::teach::{CodePane, CodeShown};
    let root = container();
    // The C# program on N = 4 after four steps: b1 was tried and found attacked by the queen on a1.
    let mut tracer = Tracer::new(Algorithm::Pointer, 4).unwrap();
    for _ in 0..4 {
        tracer.advance();
    }
    let shown = RwSignal::new(Some(CodeShown {
        program: Some(queens_program(Algorithm::Pointer)),
        line: tracer.code_line(),
        values: "p = 2".into(),
    }));
    let _handle = leptos::mount::mount_to(root.clone(), move || {
        view! {
            <I18nContextProvider>
                <CodePane shown=shown />
            </I18nContextProvider>
        }
    });
    settle().await;
    let text = |selector: &str| {
        root.query_selector(selector)
            .unwrap()
            .and_then(|e| e.text_content())
            .unwrap_or_default()
    };
    let lines = root.query_selector_all(".code-line").unwrap().length() as usize;
    assert_eq!(lines, queens_program(Algorithm::Pointer).lines.len());
    assert_eq!(
        root.query_selector_all("[aria-current=step]")
            .unwrap()
            .length(),
        1
    );
    assert!(text("[aria-current=step]").starts_with("    if (Strike(M, p)) continue;"));
    assert!(text("[aria-current=step] .code-note").starts_with("// an earlier queen attacks it"));
    assert_eq!(text(".code-values"), "Line 11: p = 2");
    // The next step (b2 tried) moves the highlight to `M[p]++`; step 0 has none.
    tracer.advance();
    shown.set(Some(CodeShown {
        program: Some(queens_program(Algorithm::Pointer)),
        line: tracer.code_line(),
        values: String::new(),
    }));
    settle().await;
    assert!(text("[aria-current=step]").starts_with("    M[p]++;"));
    assert_eq!(text(".code-values"), "Line 5");
    shown.set(Some(CodeShown {
        program: Some(queens_program(Algorithm::Pointer)),
        line: None,
        values: String::new(),
    }));
    settle().await;
    assert!(root
        .query_selector("[aria-current=step]")
        .unwrap()
        .is_none());
    assert_eq!(text(".code-values"), "Step 0: nothing has run yet.");
}
