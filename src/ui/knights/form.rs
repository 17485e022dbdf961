//! The knight's tour form: rows, columns, the start square, open or closed, the method and the
//! one compared with it.

use crate::i18n::i18n::{t, td_string, use_i18n};
use crate::knights::board::BoardSize;
use crate::knights::existence::TourKind;
use crate::knights::play::kind;
use crate::knights::trace::Method;
use crate::text::knights::method as method_name;
use crate::ui::context::expect_context;
use crate::ui::focus::{focus_board, focus_selector};
use crate::ui::pages::AppState;
use crate::ui::radio_group::RadioGroup;
use crate::view::knights::parse_side;
use crate::view::message::{BoardInput, Message, MessageKind};
use leptos::prelude::*;

/// Reads a side as typed.
fn side(text: &str) -> Result<u32, BoardInput> {
    parse_side(text).ok_or_else(|| BoardInput::Side(text.to_owned()))
}

/// The methods offered for a kind of tour.
fn methods(tour: TourKind) -> Vec<Method> {
    Method::ALL
        .into_iter()
        .filter(|&m| kind(m) == tour)
        .collect()
}

/// What the page shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum PageMode {
    /// The player over the method's search.
    Player,
    /// The student's own walk.
    Walk,
    /// The student's own rule, in Python.
    Rule,
}

/// The form: a new board or start is shown on Show (or Enter); the tour and the method at once.
#[component]
pub fn KnightsForm() -> impl IntoView {
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    let rows = RwSignal::new(String::new());
    let cols = RwSignal::new(String::new());
    let start = RwSignal::new(String::new());
    // The fields follow the view's board and start (a link, Back/Forward, a click on the board),
    // and only them: the player's steps leave what a person is typing alone.
    let shown = Memo::new(move |_| (app.knights.size.get(), app.knights.start.get()));
    Effect::new(move |_| {
        let (size, square) = shown.get();
        rows.set(size.rows.to_string());
        cols.set(size.cols.to_string());
        start.set(size.name(square));
    });
    let show = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let read = || -> Result<_, BoardInput> {
            let size = BoardSize::new(side(&rows.get_untracked())?, side(&cols.get_untracked())?)
                .map_err(|_| BoardInput::Side(rows.get_untracked()))?;
            let text = start.get_untracked();
            let shown = app.knights.view.with_untracked(|v| v.size.name(v.start));
            let resized = app.knights.view.get_untracked().with_size(size);
            // An untouched start follows the board (kept where it fits, else the top-left square).
            let square = match size.parse_square(&text) {
                Some(square) => square,
                None if text.trim() == shown => resized.start,
                None => return Err(BoardInput::Start(text)),
            };
            Ok(resized.with_start(square))
        };
        app.clear(MessageKind::Input);
        match read() {
            Ok(view) => {
                app.knights.view.set(view);
                focus_board();
            }
            Err(found) => app.tell(Message::BadBoard(found)),
        }
    };
    let tour = Memo::new(move |_| kind(app.knights.method.get()));
    let mode = Memo::new(move |_| {
        app.knights
            .view
            .with(|v| match (v.walk.is_some(), v.writing) {
                (true, _) => PageMode::Walk,
                (false, true) => PageMode::Rule,
                (false, false) => PageMode::Player,
            })
    });
    // The student's walk starts where the student clicks (no start square); the rule from the
    // page's start.
    let trying = Memo::new(move |_| mode.get() == PageMode::Walk);
    // The tour and the method are the player's alone.
    let playing = Memo::new(move |_| mode.get() == PageMode::Player);
    // The method played and the one compared with it (not the step: the menu stays as it is).
    let compared = Memo::new(move |_| app.knights.view.with(|v| (v.method, v.versus)));
    let choose_tour = move |chosen: TourKind| {
        let method = match chosen {
            TourKind::Open => Method::Warnsdorff,
            TourKind::Closed => Method::Closed,
        };
        app.knights.view.update(|v| *v = v.with_method(method));
    };
    let field = move |id: &'static str, label: String, value: RwSignal<String>, mode| {
        view! {
            <label for=id>{label}</label>
            <input
                id=id
                type="text"
                inputmode=mode
                autocomplete="off"
                spellcheck="false"
                aria-describedby="knights-message"
                prop:value=move || value.get()
                on:input=move |ev| value.set(event_target_value(&ev))
            />
        }
    };
    view! {
        <form class="knights-form" on:submit=show>
            {move || {
                let locale = i18n.get_locale();
                view! {
                    {field("knights-rows", td_string!(locale, knights.rows).into(), rows, "numeric")}
                    {field("knights-cols", td_string!(locale, knights.cols).into(), cols, "numeric")}
                    {(!trying.get()).then(|| field("knights-start", td_string!(locale, knights.start).into(), start, "text"))}
                }
            }}
            <button type="submit">{t!(i18n, knights.apply)}</button>
            <RadioGroup
                name="modes"
                legend=Signal::derive(move || td_string!(i18n.get_locale(), mode.legend).to_owned())
                options=vec![PageMode::Player, PageMode::Walk, PageMode::Rule]
                label=Callback::new(move |mode| {
                    let locale = i18n.get_locale();
                    match mode {
                        PageMode::Player => td_string!(locale, mode.play),
                        PageMode::Walk => td_string!(locale, mode.try_it),
                        PageMode::Rule => td_string!(locale, mode.code),
                    }
                    .to_owned()
                })
                selected=mode
                on_choose=Callback::new(move |mode| {
                    app.knights.view.update(|v| {
                        *v = match mode {
                            PageMode::Player => v.trying(false).writing(false),
                            PageMode::Walk => v.trying(true),
                            PageMode::Rule => v.writing(true),
                        }
                    });
                    // The page's part is rebuilt with this form: the choice made keeps the focus.
                    request_animation_frame(|| focus_selector("input[name=modes]:checked"));
                })
            />
            <Show when=move || playing.get()>
            <RadioGroup
                name="tours"
                legend=Signal::derive(move || td_string!(i18n.get_locale(), knights.tour).to_owned())
                options=vec![TourKind::Open, TourKind::Closed]
                label=Callback::new(move |k| {
                    let locale = i18n.get_locale();
                    match k {
                        TourKind::Open => td_string!(locale, knights.tour_open),
                        TourKind::Closed => td_string!(locale, knights.tour_closed),
                    }
                    .to_owned()
                })
                selected=tour
                on_choose=Callback::new(choose_tour)
            />
            <label for="knights-method">{t!(i18n, knights.method)}</label>
            <select
                id="knights-method"
                on:change=move |ev| {
                    if let Ok(method) = event_target_value(&ev).parse::<Method>() {
                        app.knights.view.update(|v| *v = v.with_method(method));
                    }
                }
            >
                {move || {
                    let locale = i18n.get_locale();
                    let chosen = app.knights.method.get();
                    methods(tour.get())
                        .into_iter()
                        .map(|m| {
                            view! {
                                <option value=m.name() selected=m == chosen>
                                    {method_name(m, locale)}
                                </option>
                            }
                        })
                        .collect_view()
                }}
            </select>
            <span class="knights-versus" hidden=move || tour.get() == TourKind::Closed>
                <label for="knights-versus">{t!(i18n, player.versus)}</label>
                <select
                    id="knights-versus"
                    on:change=move |ev| {
                        let versus = event_target_value(&ev).parse::<Method>().ok();
                        app.knights.view.update(|v| *v = v.with_versus(versus));
                    }
                >
                    {move || {
                        let locale = i18n.get_locale();
                        let (method, versus) = compared.get();
                        let nothing = view! {
                            <option value="" selected=versus.is_none()>
                                {td_string!(locale, player.versus_none)}
                            </option>
                        };
                        let others = methods(TourKind::Open)
                            .into_iter()
                            .filter(|&m| m != method)
                            .map(|m| {
                                view! {
                                    <option value=m.name() selected=versus == Some(m)>
                                        {method_name(m, locale)}
                                    </option>
                                }
                            })
                            .collect_view();
                        (nothing, others)
                    }}
                </select>
            </span>
            <p class="hint">{t!(i18n, knights.start_hint)}</p>
            </Show>
        </form>
    }
}
