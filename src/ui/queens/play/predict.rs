//! "Where will the next queen go?" (`predict=queen`): the switch that asks it, the question held
//! before the step, the answer clicked on the board or typed, the verdict with its reason, and
//! the score of this search.

use crate::i18n::i18n::{t, td_string, use_i18n};
use crate::queens::trace::predict::{asks_next_queen, next_queen, NextQueen, Verdict};
use crate::queens::trace::Tracer;
use crate::text::predict::{graded, result, score as score_words, Score};
use crate::ui::clipboard::copy_text;
use crate::ui::context::expect_context;
use crate::ui::pages::AppState;
use crate::ui::player::{Asks, Held, Player, PlayerControl};
use crate::view::board_text::parse_square_name;
use crate::view::player::Asked;
use leptos::prelude::*;

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
    /// The search it was asked in.
    search: u64,
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
    /// The last guess graded in this search, if any.
    pub graded: Memo<Option<Graded>>,
    last: RwSignal<Option<Graded>>,
    /// The score, and the search it was kept in.
    score: RwSignal<(u64, Score)>,
    player: Player<Tracer>,
}

/// Whether a question is asked at `tracer`'s step.
fn asks(tracer: &Tracer) -> bool {
    next_queen(tracer).is_some()
}

impl Prediction {
    /// The questions of the player in context, asked while the view says so; provided for the
    /// board and the panel.
    pub fn provide() -> Self {
        let player = expect_context::<Player<Tracer>>();
        let app = expect_context::<AppState>();
        let on = Memo::new(move |_| app.queens.player.predict().queen);
        Effect::new(move |_| {
            let asked = on.get().then_some(asks as Asks<Tracer>);
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
        let last = RwSignal::new(None::<Graded>);
        let graded = Memo::new(move |_| {
            let search = player.search.get();
            last.get().filter(|g| g.search == search)
        });
        let prediction = Self {
            question,
            graded,
            last,
            score: RwSignal::new((0, Score::default())),
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
        let search = self.player.search.get_untracked();
        self.score.update(|(kept_in, score)| {
            if *kept_in != search {
                *kept_in = search;
                *score = Score::default();
            }
            score.asked += 1;
            score.right += u64::from(verdict == Verdict::Right);
        });
        self.last.set(Some(Graded {
            guess,
            answer: question.answer,
            verdict,
            n: question.n,
            search,
        }));
        self.player.answered();
    }

    /// Whether these are `player`'s questions (not a compared search's).
    pub fn asks_in(self, player: Player<Tracer>) -> bool {
        self.player.held == player.held
    }

    /// This search's score.
    fn score(self) -> Score {
        let search = self.player.search.get();
        self.score.with(|&(kept_in, score)| {
            if kept_in == search {
                score
            } else {
                Score::default()
            }
        })
    }
}

/// The switch "Predict", and while it is on: the score, the last verdict, and the question held
/// with a field for its answer.
#[component]
pub(super) fn PredictPanel() -> impl IntoView {
    let prediction = expect_context::<Prediction>();
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    let on = Memo::new(move |_| app.queens.player.predict().queen);
    let asked_here = Memo::new(move |_| asks_next_queen(app.queens.algorithm.get()));
    let switch = move |ev| {
        app.queens.player.set_predict(Asked {
            queen: event_target_checked(&ev),
        });
    };
    let control = expect_context::<PlayerControl>();
    let ended = move || control.scan.get().total == Some(control.position.get());
    let score = move || score_words(prediction.score(), ended(), i18n.get_locale());
    let copied = RwSignal::new(None::<bool>);
    let copy = move |_| {
        let date = String::from(js_sys::Date::new_0().to_iso_string());
        let text = result(
            app.queens.n.get_untracked(),
            app.queens.algorithm.get_untracked(),
            prediction.score(),
            date.get(..10).unwrap_or_default(),
            i18n.get_locale_untracked(),
        );
        copy_text(text, copied);
    };
    let copy_button = move || {
        (prediction.score().asked > 0).then(|| {
            view! {
                <div class="predict-result">
                    <button type="button" on:click=copy>
                        {t!(i18n, predict.copy_result)}
                    </button>
                    <span class="predict-copied">
                        {move || {
                            let locale = i18n.get_locale();
                            match copied.get() {
                                Some(true) => td_string!(locale, share.copied),
                                Some(false) => td_string!(locale, share.copy_failed),
                                None => "",
                            }
                        }}
                    </span>
                </div>
            }
        })
    };
    let verdict = move || {
        prediction.graded.get().map(|g| {
            let text = graded(g.verdict, g.guess, &g.answer, g.n, i18n.get_locale());
            let class = if g.verdict == Verdict::Right {
                "predict-verdict right"
            } else {
                "predict-verdict wrong"
            };
            view! { <p class=class>{text}</p> }
        })
    };
    let typed = RwSignal::new(String::new());
    let unread = RwSignal::new(None::<String>);
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let Some(n) = prediction
            .question
            .with_untracked(|q| q.as_ref().map(|q| q.n))
        else {
            return;
        };
        let text = typed.get_untracked();
        match parse_square_name(&text, n) {
            Some((x, y)) => {
                unread.set(None);
                typed.set(String::new());
                prediction.answer((y as usize - 1, x as usize - 1));
            }
            None => unread.set(Some(text)),
        }
    };
    let question = move || {
        prediction.question.get().map(|question| {
            let locale = i18n.get_locale();
            let body = if question.revealed() {
                let (row, col) = question.answer();
                let square = crate::view::board_text::square_name(
                    col as u32 + 1,
                    row as u32 + 1,
                    question.n,
                );
                view! { <p class="predict-revealed">{td_string!(locale, predict.revealed, square = square)}</p> }
                    .into_any()
            } else {
                view! {
                    <p class="predict-how">{td_string!(locale, predict.how)}</p>
                    <form class="predict-answer" on:submit=submit>
                        <label>
                            {td_string!(locale, predict.answer_label)}
                            <input
                                type="text"
                                size="5"
                                autocomplete="off"
                                spellcheck="false"
                                prop:value=typed
                                on:input=move |ev| typed.set(event_target_value(&ev))
                            />
                        </label>
                        <button type="submit">{td_string!(locale, predict.answer)}</button>
                    </form>
                    {move || {
                        unread
                            .get()
                            .map(|value| {
                                view! {
                                    <p class="predict-problem" role="alert">
                                        {td_string!(i18n.get_locale(), predict.bad_square, value = value)}
                                    </p>
                                }
                            })
                    }}
                    <p class="predict-hint">{td_string!(locale, predict.reveal_hint)}</p>
                }
                .into_any()
            };
            view! {
                <div class="predict-question" role="group" aria-labelledby="predict-question">
                    <h3 id="predict-question">{td_string!(locale, predict.question)}</h3>
                    {body}
                </div>
            }
        })
    };
    view! {
        <section
            class="predict"
            aria-label=move || td_string!(i18n.get_locale(), predict.region)
        >
            <label class="predict-switch">
                <input type="checkbox" prop:checked=on on:change=switch />
                {t!(i18n, predict.switch)}
            </label>
            <Show when=move || on.get()>
                <Show
                    when=move || asked_here.get()
                    fallback=move || view! { <p>{t!(i18n, predict.not_asked)}</p> }
                >
                    <div role="status" class="predict-status">
                        <p class="predict-score">{score}</p>
                        {verdict}
                    </div>
                    {question}
                    {copy_button}
                </Show>
            </Show>
        </section>
    }
}
