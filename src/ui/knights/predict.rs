//! The knight's questions (`predict=square,deadend,back`): the switch and the kinds asked, the
//! question held before the step, the answer clicked on the board, typed or chosen, the verdict
//! with its reason, and the score of this search.

use crate::i18n::i18n::{td_string, use_i18n};
use crate::knights::board::{BoardSize, Square};
use crate::knights::trace::predict::{
    knight_asked_of, knight_question, KnightAsked, KnightAsks, KnightGuess, KnightQuestion,
    KnightVerdict,
};
use crate::knights::trace::{KnightTracer, Method};
use crate::text::predict::Score;
use crate::text::tour_predict::{answer, graded, question as question_words, result};
use crate::text::Locale;
use crate::ui::context::expect_context;
use crate::ui::pages::AppState;
use crate::ui::player::predict::{
    square_answer, worded, AnswerField, AskedKind, KindsAsked, PredictFrame, QuestionBox,
    Questions, Switch,
};
use crate::view::player::Asked;
use leptos::prelude::*;

/// An answer graded, shown until the next is.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Graded {
    asked: KnightAsked,
    guess: KnightGuess,
    verdict: KnightVerdict,
}

impl Graded {
    /// The square guessed (if a square was) and the square of the answer (if it is one).
    pub fn squares(&self) -> (Option<Square>, Option<Square>) {
        let guess = match self.guess {
            KnightGuess::Square(square) => Some(square),
            KnightGuess::DeadEnd(_) => None,
        };
        let answer = match self.asked.question {
            KnightQuestion::Next { to } => to,
            KnightQuestion::Back { to } => Some(to),
            KnightQuestion::DeadEnd { .. } => None,
        };
        (guess.filter(|&g| Some(g) != answer), answer)
    }
}

/// The knight's kinds of question among those the view asks.
fn kinds(asked: Asked) -> KnightAsks {
    KnightAsks {
        square: asked.square,
        dead_end: asked.dead_end,
        back: asked.back,
    }
}

/// The knight's questions, shared by the panel and the board.
pub(super) type KnightPrediction = Questions<KnightTracer, KnightAsked, Graded>;

/// Provides the knight's questions, asked while the view says so.
pub(super) fn provide_prediction() {
    let app = expect_context::<AppState>();
    let asks = Memo::new(move |_| kinds(app.knights.player.predict()));
    KnightPrediction::provide(asks, knight_question);
}

/// Grades `guess` against the question that waits, and goes on; `false` if none waits.
fn answer_with(prediction: KnightPrediction, guess: KnightGuess) -> bool {
    prediction.answer(|asked| {
        let verdict = asked.grade(guess);
        let graded = Graded {
            asked: asked.clone(),
            guess,
            verdict,
        };
        (verdict == KnightVerdict::Right, graded)
    })
}

/// A click on `square` of the board while a question waits: it answers a question a square
/// answers, and is let go by one answered yes or no. `false` if no question waits (the click is
/// the board's own).
pub(super) fn click(prediction: KnightPrediction, square: Square) -> bool {
    let Some(asked) = prediction.waiting_question() else {
        return false;
    };
    if !matches!(asked.question, KnightQuestion::DeadEnd { .. }) {
        answer_with(prediction, KnightGuess::Square(square));
    }
    true
}

/// The answers a question takes besides a square: "yes" and "no" for a dead end, "nowhere"
/// where the knight may be stuck.
fn choices(question: KnightQuestion, prediction: KnightPrediction) -> impl IntoView {
    let i18n = use_i18n();
    let button = move |guess: bool, words: fn(crate::text::Locale) -> &'static str| {
        view! {
            <button type="button" on:click=move |_| {
                answer_with(prediction, KnightGuess::DeadEnd(guess));
            }>{move || words(i18n.get_locale())}</button>
        }
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
            let app = expect_context::<AppState>();
            let nowhere = move || {
                app.knights.player.predict().dead_end.then(|| {
                    view! {
                        <div class="predict-choices">
                            {button(true, |l| td_string!(l, tour_predict.nowhere))}
                        </div>
                    }
                })
            };
            view! {
                <AnswerField how=worded(|l| td_string!(l, predict.how).to_owned()) read=square_read(prediction) />
                {nowhere}
            }
            .into_any()
        }
        KnightQuestion::Back { .. } => {
            view! { <AnswerField how=worded(|l| td_string!(l, predict.how).to_owned()) read=square_read(prediction) /> }.into_any()
        }
    }
}

/// Answers with the square a name typed names, if it names one of the board.
fn square_read(prediction: KnightPrediction) -> Callback<String, Option<String>> {
    square_answer(move |text| {
        let square = prediction
            .question
            .with_untracked(|q| q.as_ref().and_then(|q| q.asked.size.parse_square(text)));
        square.is_some_and(|s| answer_with(prediction, KnightGuess::Square(s)))
    })
}

/// The knight's kinds of question.
const KINDS: &[AskedKind] = &[
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

/// "Predict: ask me before the knight moves": on, every kind; off, none.
pub(super) fn switch() -> Switch {
    let app = expect_context::<AppState>();
    let player = app.knights.player;
    Switch {
        label: worded(|l| td_string!(l, tour_predict.switch).to_owned()),
        on: Signal::derive(move || kinds(player.predict()) != KnightAsks::default()),
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

/// The result a student hands in, which `words` writes from the search shown (the board, the
/// start and the method), the score and the date, in the page's language.
pub(super) fn result_in(
    words: fn(BoardSize, Square, Method, Score, &str, Locale) -> String,
) -> Callback<(Score, String), String> {
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    Callback::new(move |(score, date): (Score, String)| {
        words(
            app.knights.size.get_untracked(),
            app.knights.start.get_untracked(),
            app.knights.method.get_untracked(),
            score,
            &date,
            i18n.get_locale_untracked(),
        )
    })
}

/// Under the switch, while it is on: the kinds asked, the score,
/// the last verdict, and the question held with its ways to answer.
#[component]
pub(super) fn KnightPredictPanel() -> impl IntoView {
    let prediction = expect_context::<KnightPrediction>();
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    let player = app.knights.player;
    let not_asked = Signal::derive(move || {
        let asked = kinds(player.predict());
        let of = knight_asked_of(app.knights.method.get(), app.knights.size.get().squares());
        let applies = (asked.square && of.square)
            || (asked.dead_end && of.dead_end)
            || (asked.back && of.back);
        (!applies).then(|| td_string!(i18n.get_locale(), tour_predict.not_asked).to_owned())
    });
    let verdict = Signal::derive(move || {
        prediction.book.last().map(|g| {
            let text = graded(&g.asked, g.guess, g.verdict, i18n.get_locale());
            (g.verdict == KnightVerdict::Right, text)
        })
    });
    let result = result_in(result);
    let question = move || {
        let held = move || {
            prediction.question.get().map(|held| {
                let asked = held.asked.clone();
                let revealed = Signal::derive(move || {
                    (!held.open()).then(|| {
                        let locale = i18n.get_locale();
                        format!(
                            "{} {}",
                            answer(&held.asked, locale),
                            td_string!(locale, predict.go_on)
                        )
                    })
                });
                view! {
                    <QuestionBox
                        title=worded(move |l| question_words(asked.question, l).to_owned())
                        revealed=revealed
                    >
                        {choices(asked.question, prediction)}
                    </QuestionBox>
                }
            })
        };
        view! {
            <KindsAsked fields=app.knights.player kinds=KINDS />
            {held}
        }
    };
    view! {
        <PredictFrame
            not_asked=not_asked
            score=Signal::derive(move || prediction.book.score())
            verdict=verdict
            result=result
            question=question
        />
    }
}
