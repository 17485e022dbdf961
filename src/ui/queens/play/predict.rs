//! The N-Queens player's questions (`predict=count,queen,safe,line`), as the kit asks them
//! ([`AskingPage`]): the kinds, the kinds each algorithm's search is asked, the answer clicked on
//! the board or in the program, typed, or "Safe", and the switch.

use crate::code::queens_program;
use crate::i18n::i18n::{td_string, use_i18n};
use crate::queens::trace::questions::{
    asked_of, QueensAsked, QueensAsks, QueensGuess, QueensQuestion,
};
use crate::queens::trace::Tracer;
use crate::text::board::parse_square_name;
use crate::text::predict::queens::how;
use crate::text::queens::search;
use crate::text::Locale;
use crate::ui::context::expect_context;
use crate::ui::pages::AppState;
use crate::ui::player::predict::{
    provide_questions, show_program, worded, AnswerField, AskedKind, AskingPage, LineAnswer,
    Questions, Switch,
};
use crate::ui::player::{PlayerControl, PlayerPage};
use crate::ui::state::PlayerFields;
use crate::view::player::Asked;
use leptos::prelude::*;

/// The N-Queens page's player, as the kit of its panels sees it.
pub(super) struct QueensPlay;

impl PlayerPage for QueensPlay {
    type Trace = Tracer;

    fn fields() -> PlayerFields {
        expect_context::<AppState>().queens.player
    }

    fn search_words(locale: Locale) -> String {
        let app = expect_context::<AppState>();
        search(
            app.queens.n.get_untracked(),
            app.queens.algorithm.get_untracked(),
            locale,
        )
    }
}

impl AskingPage for QueensPlay {
    type Asked = QueensAsked;

    const KINDS: &'static [AskedKind] = &[
        AskedKind::new(|a| &mut a.count, |l| td_string!(l, predict.kind_count)),
        AskedKind::new(|a| &mut a.queen, |l| td_string!(l, predict.kind_queen)),
        AskedKind::new(|a| &mut a.safe, |l| td_string!(l, predict.kind_safe)),
        AskedKind::new(|a| &mut a.line, |l| td_string!(l, predict.kind_line)).in_the_program(),
    ];

    fn applicable() -> QueensAsks {
        asked_of(expect_context::<AppState>().queens.algorithm.get())
    }

    fn not_asked(locale: Locale) -> &'static str {
        td_string!(locale, predict.not_asked)
    }

    fn answers(asked: &QueensAsked, questions: Questions<QueensAsked>) -> AnyView {
        let i18n = use_i18n();
        let safe = matches!(asked.question, QueensQuestion::Safe { .. }).then(|| {
            view! {
                <div class="predict-choices">
                    <button type="button" on:click=move |_| {
                        questions.answer(QueensGuess::Safe);
                    }>{move || td_string!(i18n.get_locale(), predict.safe)}</button>
                </div>
            }
        });
        let question = asked.question.clone();
        view! {
            <AnswerField
                how=worded(move |l| how(&question, l).to_owned())
                read=Callback::new(move |text: String| {
                    read(questions, &text, i18n.get_locale_untracked())
                })
            />
            {safe}
        }
        .into_any()
    }
}

/// The N-Queens questions, shared by the panel, the board and the code pane.
pub(super) type Prediction = Questions<QueensAsked>;

/// Provides the questions, asked while the view says so, and (its line questions) the answers
/// the code pane's lines give.
pub(super) fn provide_prediction() {
    let prediction = provide_questions::<QueensPlay>();
    provide_context(LineAnswer {
        open: Signal::derive(move || {
            prediction.question.with(|q| {
                q.as_ref().is_some_and(|q| {
                    q.open() && matches!(q.asked.question, QueensQuestion::Line { .. })
                })
            })
        }),
        answer: Callback::new(move |line| {
            prediction.answer(QueensGuess::Line(line));
        }),
    });
}

/// Answers with what `text` says, read as the question asks (a square, a number, a line); the
/// reason it answers nothing otherwise.
fn read(prediction: Prediction, text: &str, locale: Locale) -> Option<String> {
    let asked = prediction.waiting_question()?;
    let number = || text.trim().parse::<u64>().ok();
    let (guess, why) = match asked.question {
        QueensQuestion::Count { .. } => (
            number().map(QueensGuess::Count),
            td_string!(locale, predict.bad_number, value = text),
        ),
        QueensQuestion::Line { .. } => {
            let algorithm = prediction.origin()?.algorithm();
            let last = queens_program(algorithm).lines.len();
            (
                number()
                    .filter(|&line| (1..=last as u64).contains(&line))
                    .and_then(|line| u8::try_from(line - 1).ok())
                    .map(QueensGuess::Line),
                td_string!(locale, predict.bad_line, value = text, last = last),
            )
        }
        QueensQuestion::Queen(_) | QueensQuestion::Safe { .. } => (
            parse_square_name(text, asked.n)
                .map(|(x, y)| QueensGuess::Square(y as usize - 1, x as usize - 1)),
            td_string!(locale, predict.bad_square, value = text),
        ),
    };
    match guess {
        Some(guess) => {
            prediction.answer(guess);
            None
        }
        None => Some(why),
    }
}

/// "Predict: ask me before each step is shown": on, where the next queen goes (or, for a search
/// that places none on free squares, the line, with the program shown); off, nothing.
pub(super) fn switch() -> Switch {
    let app = expect_context::<AppState>();
    let player = app.queens.player;
    let control = expect_context::<PlayerControl>();
    Switch {
        label: worded(|l| td_string!(l, predict.switch).to_owned()),
        on: Signal::derive(move || QueensAsks::from(player.predict()) != QueensAsks::default()),
        set: Callback::new(move |on: bool| {
            let queen = asked_of(app.queens.algorithm.get_untracked()).queen;
            player.set_predict(Asked {
                queen: on && queen,
                line: on && !queen,
                count: false,
                safe: false,
                ..player.predict()
            });
            if on && !queen {
                show_program(control);
            }
        }),
    }
}
