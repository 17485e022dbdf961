//! The N-Queens player's questions (`predict=count,queen,safe,line`): the switch and the kinds
//! asked, the question held before the step, the answer clicked on the board or in the program,
//! typed or chosen, the verdict with its reason, and the score of this search.

use crate::i18n::i18n::{td_string, use_i18n};
use crate::queens::trace::questions::{
    asked_of, queens_question, QueensAsks, QueensGuess, QueensQuestion, QueensVerdict,
};
use crate::queens::trace::{Algorithm, Tracer};
use crate::text::board::parse_square_name;
use crate::text::predict::{answer, graded_answer, how, result, title, Score};
use crate::text::Locale;
use crate::ui::context::expect_context;
use crate::ui::pages::AppState;
use crate::ui::player::predict::{
    show_program, worded, AnswerField, AskedKind, KindsAsked, LineAnswer, PredictFrame,
    QuestionBox, Questions, Switch,
};
use crate::ui::player::PlayerControl;
use crate::view::player::Asked;
use leptos::prelude::*;

/// A question with its answer, and the board it is asked on.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct QueensAsked {
    question: QueensQuestion,
    queens: Vec<Option<usize>>,
    n: usize,
}

impl QueensAsked {
    /// Whether a square of the board answers it (where the next queen goes, which queen
    /// attacks the square tried).
    pub fn takes_a_square(&self) -> bool {
        matches!(
            self.question,
            QueensQuestion::Queen(_) | QueensQuestion::Safe { .. }
        )
    }
}

/// The question `asks` finds at `trace`'s step, with the board it is asked on.
fn ask(trace: &Tracer, asks: QueensAsks) -> Option<QueensAsked> {
    Some(QueensAsked {
        question: queens_question(trace, asks)?,
        queens: trace.queens().to_vec(),
        n: trace.n(),
    })
}

/// A 0-based `(row, col)`.
type Square = (usize, usize);

/// A guess graded, shown until the next is.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Graded {
    question: QueensQuestion,
    guess: QueensGuess,
    verdict: QueensVerdict,
    n: usize,
}

impl Graded {
    /// The square guessed if it is wrong, and the square of the answer: the next queen's, the
    /// attacker's (or the square tried, if it is safe). Neither for a count or a line.
    pub fn squares(&self) -> (Option<Square>, Option<Square>) {
        let answer = match &self.question {
            QueensQuestion::Queen(next) => Some((next.row, next.col)),
            &QueensQuestion::Safe { attacker, row, col } => {
                Some(attacker.map_or((row, col), |(by, _)| by))
            }
            QueensQuestion::Count { .. } | QueensQuestion::Line { .. } => None,
        };
        let guess = match self.guess {
            QueensGuess::Square(row, col) => Some((row, col)),
            _ => None,
        };
        (guess.filter(|&g| Some(g) != answer), answer)
    }
}

/// The N-Queens kinds of question among those the view asks.
fn kinds(asked: Asked) -> QueensAsks {
    QueensAsks {
        count: asked.count,
        queen: asked.queen,
        safe: asked.safe,
        line: asked.line,
    }
}

/// The N-Queens questions, shared by the panel, the board and the code pane.
pub(super) type Prediction = Questions<Tracer, QueensAsked, Graded>;

/// Provides the questions, asked while the view says so, and (its line questions) the answers
/// the code pane's lines give.
pub(super) fn provide_prediction() {
    let app = expect_context::<AppState>();
    let asks = Memo::new(move |_| kinds(app.queens.player.predict()));
    let prediction = Prediction::provide(asks, ask);
    provide_context(LineAnswer {
        open: Signal::derive(move || {
            prediction.question.with(|q| {
                q.as_ref().is_some_and(|q| {
                    q.open() && matches!(q.asked.question, QueensQuestion::Line { .. })
                })
            })
        }),
        answer: Callback::new(move |line| {
            answer_with(prediction, QueensGuess::Line(line));
        }),
    });
}

/// Grades `guess` against the question that waits, and goes on; `false` if none waits.
pub(super) fn answer_with(prediction: Prediction, guess: QueensGuess) -> bool {
    prediction.answer(|asked| {
        let verdict = asked.question.grade(&asked.queens, guess);
        let graded = Graded {
            question: asked.question.clone(),
            guess,
            verdict,
            n: asked.n,
        };
        (verdict.is_right(), graded)
    })
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
            let last = crate::code::queens_program(algorithm).lines.len();
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
            answer_with(prediction, guess);
            None
        }
        None => Some(why),
    }
}

/// The N-Queens kinds of question.
const KINDS: &[AskedKind] = &[
    AskedKind::new(|a| &mut a.count, |l| td_string!(l, predict.kind_count)),
    AskedKind::new(|a| &mut a.queen, |l| td_string!(l, predict.kind_queen)),
    AskedKind::new(|a| &mut a.safe, |l| td_string!(l, predict.kind_safe)),
    AskedKind::new(|a| &mut a.line, |l| td_string!(l, predict.kind_line)).in_the_program(),
];

/// "Predict: ask me before each step is shown": on, where the next queen goes (or, for a search
/// that places none on free squares, the line, with the program shown); off, nothing.
pub(super) fn switch() -> Switch {
    let app = expect_context::<AppState>();
    let player = app.queens.player;
    let control = expect_context::<PlayerControl>();
    Switch {
        label: worded(|l| td_string!(l, predict.switch).to_owned()),
        on: Signal::derive(move || kinds(player.predict()) != QueensAsks::default()),
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

/// The result a student hands in, which `words` writes from the search shown (N and the
/// algorithm), the score and the date, in the page's language.
pub(super) fn result_in(
    words: fn(usize, Algorithm, Score, &str, Locale) -> String,
) -> Callback<(Score, String), String> {
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    Callback::new(move |(score, date): (Score, String)| {
        words(
            app.queens.n.get_untracked(),
            app.queens.algorithm.get_untracked(),
            score,
            &date,
            i18n.get_locale_untracked(),
        )
    })
}

/// Under the switch, while it is on: the kinds asked, the score,
/// the last verdict, and the question held with its ways to answer.
#[component]
pub(super) fn PredictPanel() -> impl IntoView {
    let prediction = expect_context::<Prediction>();
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    let player = app.queens.player;
    let not_asked = Signal::derive(move || {
        let asked = kinds(player.predict());
        let of = asked_of(app.queens.algorithm.get());
        let applies = (asked.count && of.count)
            || (asked.queen && of.queen)
            || (asked.safe && of.safe)
            || (asked.line && of.line);
        (!applies).then(|| td_string!(i18n.get_locale(), predict.not_asked).to_owned())
    });
    let verdict = Signal::derive(move || {
        prediction.book.last().map(|g| {
            let text = graded_answer(&g.question, g.guess, g.verdict, g.n, i18n.get_locale());
            (g.verdict.is_right(), text)
        })
    });
    let result = result_in(result);
    let question = move || {
        let held = move || {
            prediction.question.get().map(|held| {
                let QueensAsked { question, n, .. } = held.asked.clone();
                let open = held.open();
                let revealed = Signal::derive({
                    let question = question.clone();
                    move || {
                        (!open).then(|| {
                            let locale = i18n.get_locale();
                            format!(
                                "{} {}",
                                answer(&question, n, locale),
                                td_string!(locale, predict.go_on)
                            )
                        })
                    }
                });
                let safe = matches!(question, QueensQuestion::Safe { .. });
                let safe_button = move || {
                    safe.then(|| {
                        view! {
                            <div class="predict-choices">
                                <button type="button" on:click=move |_| {
                                    answer_with(prediction, QueensGuess::Safe);
                                }>{move || td_string!(i18n.get_locale(), predict.safe)}</button>
                            </div>
                        }
                    })
                };
                let words = question.clone();
                view! {
                    <QuestionBox
                        title=worded({
                            let question = question.clone();
                            move |l| title(&question, n, l)
                        })
                        revealed=revealed
                    >
                        <AnswerField
                            how=worded({
                                let question = words.clone();
                                move |l| how(&question, l).to_owned()
                            })
                            read=Callback::new(move |text: String| {
                                read(prediction, &text, i18n.get_locale_untracked())
                            })
                        />
                        {safe_button}
                    </QuestionBox>
                }
            })
        };
        view! {
            <KindsAsked fields=player kinds=KINDS />
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
