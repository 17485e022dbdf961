//! "Where will the next queen go?" (`predict=queen`): the switch that asks it, the question held
//! before the step, the answer clicked on the board or typed, the verdict with its reason, and
//! the score of this search.

use crate::i18n::i18n::{td_string, use_i18n};
use crate::queens::trace::predict::{asks_next_queen, next_queen, NextQueen, Verdict};
use crate::queens::trace::Tracer;
use crate::text::predict::{graded, result, Score};
use crate::ui::context::expect_context;
use crate::ui::pages::AppState;
use crate::ui::player::predict::{worded, PredictFrame, QuestionBox, Scorebook, SquareField};
use crate::ui::player::{Asks, Held, Player};
use crate::view::board_text::{parse_square_name, square_name};
use crate::view::player::Asked;
use leptos::prelude::*;
use std::sync::Arc;

/// The question held by the player: its answer, and the board it is asked on.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Question {
    held: Held,
    answer: NextQueen,
    queens: Vec<Option<usize>>,
    /// The board size.
    pub n: usize,
}

impl Question {
    /// Whether its answer is shown (so it takes no answer).
    pub fn revealed(&self) -> bool {
        self.held.revealed
    }

    /// The 0-based square of its answer.
    pub fn answer(&self) -> (usize, usize) {
        (self.answer.row, self.answer.col)
    }
}

/// A guess graded, shown until the next is.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Graded {
    /// The 0-based square guessed.
    pub guess: (usize, usize),
    answer: NextQueen,
    verdict: Verdict,
    n: usize,
}

impl Graded {
    /// The 0-based square of the right answer.
    pub fn answer(&self) -> (usize, usize) {
        (self.answer.row, self.answer.col)
    }
}

/// What the panel and the board share of the questions.
#[derive(Clone, Copy)]
pub(super) struct Prediction {
    /// The question asked now, if any.
    pub question: Memo<Option<Question>>,
    /// The score and the last guess graded, in the search shown.
    pub book: Scorebook<Graded>,
    player: Player<Tracer>,
}

impl Prediction {
    /// The questions of the player in context, asked while the view says so; provided for the
    /// board and the panel.
    pub fn provide() -> Self {
        let player = expect_context::<Player<Tracer>>();
        let app = expect_context::<AppState>();
        let on = Memo::new(move |_| app.queens.player.predict().queen);
        Effect::new(move |_| {
            let asked = on
                .get()
                .then(|| Arc::new(|t: &Tracer| next_queen(t).is_some()) as Asks<Tracer>);
            untrack(|| player.ask_before(asked));
        });
        let question = Memo::new(move |_| {
            let held = player.held.get()?;
            let trace = player.trace_at(held.step)?;
            let answer = next_queen(&trace)?;
            Some(Question {
                held,
                answer,
                queens: trace.queens().to_vec(),
                n: trace.n(),
            })
        });
        let prediction = Self {
            question,
            book: Scorebook::new(player.search),
            player,
        };
        provide_context(prediction);
        prediction
    }

    /// Grades `guess` (0-based) against the question asked, and goes on.
    pub fn answer(self, guess: (usize, usize)) {
        let Some(question) = self.question.get_untracked().filter(|q| !q.revealed()) else {
            return;
        };
        let verdict = question.answer.grade(&question.queens, guess);
        self.book.record(
            verdict == Verdict::Right,
            Graded {
                guess,
                answer: question.answer,
                verdict,
                n: question.n,
            },
        );
        self.player.answered();
    }

    /// Whether these are `player`'s questions (not a compared search's).
    pub fn asks_in(self, player: Player<Tracer>) -> bool {
        self.player.held == player.held
    }
}

/// "Predict: ask me where each queen goes", and while it is on: the score, the last verdict,
/// and the question held with a field for its answer.
#[component]
pub(super) fn PredictPanel() -> impl IntoView {
    let prediction = expect_context::<Prediction>();
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    let not_asked = Signal::derive(move || {
        (!asks_next_queen(app.queens.algorithm.get()))
            .then(|| td_string!(i18n.get_locale(), predict.not_asked).to_owned())
    });
    let verdict = Signal::derive(move || {
        prediction.book.last().map(|g| {
            let text = graded(g.verdict, g.guess, &g.answer, g.n, i18n.get_locale());
            (g.verdict == Verdict::Right, text)
        })
    });
    let result = Callback::new(move |(score, date): (Score, String)| {
        result(
            app.queens.n.get_untracked(),
            app.queens.algorithm.get_untracked(),
            score,
            &date,
            i18n.get_locale_untracked(),
        )
    });
    let read = Callback::new(move |text: String| {
        let n = prediction
            .question
            .with_untracked(|q| q.as_ref().map(|q| q.n));
        match n.and_then(|n| parse_square_name(&text, n)) {
            Some((x, y)) => {
                prediction.answer((y as usize - 1, x as usize - 1));
                true
            }
            None => false,
        }
    });
    let question = move || {
        prediction.question.get().map(|question| {
            let revealed = Signal::derive(move || {
                question.revealed().then(|| {
                    let (row, col) = question.answer();
                    let square = square_name(col as u32 + 1, row as u32 + 1, question.n);
                    td_string!(i18n.get_locale(), predict.revealed, square = square)
                })
            });
            view! {
                <QuestionBox
                    title=worded(|l| td_string!(l, predict.question).to_owned())
                    revealed=revealed
                >
                    <SquareField read=read />
                </QuestionBox>
            }
        })
    };
    view! {
        <PredictFrame
            switch_label=worded(|l| td_string!(l, predict.switch).to_owned())
            on=Signal::derive(move || app.queens.player.predict().queen)
            set_on=Callback::new(move |on| {
                app.queens.player.set_predict(Asked { queen: on, ..app.queens.player.predict() })
            })
            not_asked=not_asked
            score=Signal::derive(move || prediction.book.score())
            verdict=verdict
            result=result
            question=question
        />
    }
}
