//! The knight's questions (`predict=square,deadend,back`), as the kit asks them
//! ([`AskingPage`]): the kinds, the kinds each method's search is asked, the answer clicked on the
//! board, typed or chosen, and the switch.

use crate::i18n::i18n::{td_string, use_i18n};
use crate::knights::board::Square;
use crate::knights::trace::predict::{
    knight_asked_of, KnightAsked, KnightAsks, KnightGuess, KnightQuestion,
};
use crate::knights::trace::KnightTracer;
use crate::text::knights::search;
use crate::text::Locale;
use crate::ui::context::expect_context;
use crate::ui::pages::AppState;
use crate::ui::player::predict::{
    square_answer, worded, AnswerField, AskedKind, AskingPage, Questions, Switch,
};
use crate::ui::player::PlayerPage;
use crate::ui::state::PlayerFields;
use crate::view::player::Asked;
use leptos::prelude::*;

/// The knight's tour page's player, as the kit of its panels sees it.
pub(super) struct KnightsPlay;

impl PlayerPage for KnightsPlay {
    type Trace = KnightTracer;

    fn fields() -> PlayerFields {
        expect_context::<AppState>().knights.player
    }

    fn search_words(locale: Locale) -> String {
        let app = expect_context::<AppState>();
        search(
            app.knights.size.get_untracked(),
            app.knights.start.get_untracked(),
            app.knights.method.get_untracked(),
            locale,
        )
    }
}

impl AskingPage for KnightsPlay {
    type Asked = KnightAsked;

    const KINDS: &'static [AskedKind] = &[
        AskedKind::new(
            |a| &mut a.square,
            |l| td_string!(l, tour_predict.kind_square),
        ),
        AskedKind::new(
            |a| &mut a.dead_end,
            |l| td_string!(l, tour_predict.kind_dead_end),
        ),
        AskedKind::new(|a| &mut a.back, |l| td_string!(l, tour_predict.kind_back)),
    ];

    fn applicable() -> KnightAsks {
        let app = expect_context::<AppState>();
        knight_asked_of(app.knights.method.get(), app.knights.size.get().squares())
    }

    fn not_asked(locale: Locale) -> &'static str {
        td_string!(locale, tour_predict.not_asked)
    }

    fn answers(asked: &KnightAsked, questions: Questions<KnightAsked>) -> AnyView {
        choices(asked.question, questions)
    }
}

/// The knight's questions, shared by the panel and the board.
pub(super) type KnightPrediction = Questions<KnightAsked>;

/// A click on `square` of the board while a question waits: it answers a question a square
/// answers, and is let go by one answered yes or no. `false` if no question waits (the click is
/// the board's own).
pub(super) fn click(prediction: KnightPrediction, square: Square) -> bool {
    let Some(asked) = prediction.waiting_question() else {
        return false;
    };
    if !matches!(asked.question, KnightQuestion::DeadEnd { .. }) {
        prediction.answer(KnightGuess::Square(square));
    }
    true
}

/// The answers a question takes besides a square: "yes" and "no" for a dead end, "nowhere"
/// where the knight may be stuck.
fn choices(question: KnightQuestion, prediction: KnightPrediction) -> AnyView {
    let i18n = use_i18n();
    let button = move |guess: bool, words: fn(Locale) -> &'static str| {
        view! {
            <button type="button" on:click=move |_| {
                prediction.answer(KnightGuess::DeadEnd(guess));
            }>{move || words(i18n.get_locale())}</button>
        }
    };
    let square_field = move || {
        view! { <AnswerField how=worded(|l| td_string!(l, predict.how).to_owned()) read=square_read(prediction) /> }
    };
    match question {
        KnightQuestion::DeadEnd { .. } => view! {
            <div class="predict-choices">
                {button(true, |l| td_string!(l, tour_predict.yes_dead_end))}
                {button(false, |l| td_string!(l, tour_predict.no_dead_end))}
            </div>
        }
        .into_any(),
        KnightQuestion::Next { .. } => {
            let fields = KnightsPlay::fields();
            let nowhere = move || {
                fields.predict().dead_end.then(|| {
                    view! {
                        <div class="predict-choices">
                            {button(true, |l| td_string!(l, tour_predict.nowhere))}
                        </div>
                    }
                })
            };
            view! {
                {square_field()}
                {nowhere}
            }
            .into_any()
        }
        KnightQuestion::Back { .. } => square_field().into_any(),
    }
}

/// Answers with the square a name typed names, if it names one of the board.
fn square_read(prediction: KnightPrediction) -> Callback<String, Option<String>> {
    square_answer(move |text| {
        let square = prediction
            .question
            .with_untracked(|q| q.as_ref().and_then(|q| q.asked.size.parse_square(text)));
        square.is_some_and(|s| prediction.answer(KnightGuess::Square(s)))
    })
}

/// "Predict: ask me before the knight moves": on, every kind; off, none.
pub(super) fn switch() -> Switch {
    let player = KnightsPlay::fields();
    Switch {
        label: worded(|l| td_string!(l, tour_predict.switch).to_owned()),
        on: Signal::derive(move || KnightAsks::from(player.predict()) != KnightAsks::default()),
        set: Callback::new(move |on: bool| {
            player.set_predict(Asked {
                square: on,
                dead_end: on,
                back: on,
                ..player.predict()
            })
        }),
    }
}
