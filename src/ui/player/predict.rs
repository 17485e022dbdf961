//! What the pages' questions share: the question held with its answer, the score and the last
//! answer kept for the search shown, the
//! panel around a page's question (its switch, score, verdict and "Copy result"), the kinds asked,
//! the box of the question held, and the field an answer is typed in.

use crate::i18n::i18n::{t, td_string, use_i18n};
use crate::text::predict::{score as score_words, Score};
use crate::text::Locale;
use crate::ui::clipboard::copy_text;
use crate::ui::context::expect_context;
use crate::ui::player::{Asks, Held, Playable, Player, PlayerControl};
use crate::ui::state::PlayerFields;
use crate::view::player::{Asked, Shown};
use leptos::prelude::*;
use std::sync::Arc;

/// A question the player holds: `asked`, its answer and what grading it needs.
#[derive(Clone, Debug, PartialEq)]
pub struct HeldQuestion<Q> {
    /// Where the player holds it.
    pub held: Held,
    /// The question, with its answer.
    pub asked: Q,
}

impl<Q> HeldQuestion<Q> {
    /// Whether it still takes an answer (its answer is not shown).
    pub fn open(&self) -> bool {
        !self.held.revealed
    }
}

/// The questions a page's player asks (`Q`, each with its answer) and the answers graded (`G`):
/// provided for the page's board and panel.
pub struct Questions<T: Playable, Q: Send + Sync + 'static, G: Send + Sync + 'static> {
    /// The question held now, if any.
    pub question: Memo<Option<HeldQuestion<Q>>>,
    /// The score and the last answer graded, in the search shown.
    pub book: Scorebook<G>,
    player: Player<T>,
}

impl<T: Playable, Q: Send + Sync + 'static, G: Send + Sync + 'static> Clone for Questions<T, Q, G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T: Playable, Q: Send + Sync + 'static, G: Send + Sync + 'static> Copy for Questions<T, Q, G> {}

impl<T, Q, G> Questions<T, Q, G>
where
    T: Playable,
    Q: Clone + PartialEq + Send + Sync + 'static,
    G: Clone + Send + Sync + 'static,
{
    /// The questions `ask` finds at the player's steps among the `kinds` the view asks (none
    /// while they are `K::default()`), given to the page's components.
    pub fn provide<K>(kinds: Memo<K>, ask: fn(&T, K) -> Option<Q>) -> Self
    where
        K: Copy + Default + PartialEq + Send + Sync + 'static,
    {
        let player = expect_context::<Player<T>>();
        Effect::new(move |_| {
            let kinds = kinds.get();
            let asked = (kinds != K::default())
                .then(|| Arc::new(move |t: &T| ask(t, kinds).is_some()) as Asks<T>);
            untrack(|| player.ask_before(asked));
        });
        let question = Memo::new(move |_| {
            let held = player.held.get()?;
            let trace = player.trace_at(held.step)?;
            let asked = ask(&trace, kinds.get())?;
            Some(HeldQuestion { held, asked })
        });
        let questions = Self {
            question,
            book: Scorebook::new(player.search),
            player,
        };
        provide_context(questions);
        questions
    }

    /// Answers the question that waits with what `grade` makes of it (whether right, and the
    /// answer graded), and goes on; `false` if no question waits.
    pub fn answer(self, grade: impl FnOnce(&Q) -> (bool, G)) -> bool {
        let Some(question) = self.question.get_untracked().filter(HeldQuestion::open) else {
            return false;
        };
        let (right, graded) = grade(&question.asked);
        self.book.record(right, graded);
        self.player.answered();
        true
    }

    /// The question that waits for its answer, if one does (read untracked).
    pub fn waiting_question(self) -> Option<Q> {
        self.question
            .get_untracked()
            .filter(HeldQuestion::open)
            .map(|q| q.asked)
    }

    /// Whether a question waits for its answer.
    pub fn waiting(self) -> bool {
        self.question
            .with(|q| q.as_ref().is_some_and(HeldQuestion::open))
    }

    /// Whether these are `player`'s questions (not a compared search's).
    pub fn asks_in(self, player: Player<T>) -> bool {
        self.player.held == player.held
    }

    /// The search shown, at its step 0.
    pub fn origin(self) -> Option<T> {
        self.player.origin()
    }
}

/// The score and the last answer graded (`G`) of a player's questions, each kept for the search
/// it was given in: a new search starts from nothing.
pub struct Scorebook<G: Send + Sync + 'static> {
    search: RwSignal<u64>,
    score: RwSignal<(u64, Score)>,
    last: RwSignal<Option<(u64, G)>>,
}

impl<G: Send + Sync + 'static> Clone for Scorebook<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: Send + Sync + 'static> Copy for Scorebook<G> {}

impl<G: Clone + Send + Sync + 'static> Scorebook<G> {
    /// A score kept for each value of `search` (the player's count of searches started).
    pub fn new(search: RwSignal<u64>) -> Self {
        Self {
            search,
            score: RwSignal::new((0, Score::default())),
            last: RwSignal::new(None),
        }
    }

    /// Counts an answer, `right` or not, and keeps it as the last.
    pub fn record(self, right: bool, graded: G) {
        let search = self.search.get_untracked();
        self.score.update(|(kept_in, score)| {
            if *kept_in != search {
                *kept_in = search;
                *score = Score::default();
            }
            score.asked += 1;
            score.right += u64::from(right);
        });
        self.last.set(Some((search, graded)));
    }

    /// The last answer graded in the search shown.
    pub fn last(self) -> Option<G> {
        let search = self.search.get();
        self.last.with(|last| {
            last.as_ref()
                .filter(|(s, _)| *s == search)
                .map(|(_, g)| g.clone())
        })
    }

    /// The score of the search shown.
    pub fn score(self) -> Score {
        let search = self.search.get();
        self.score.with(|&(kept_in, score)| {
            if kept_in == search {
                score
            } else {
                Score::default()
            }
        })
    }
}

/// The panel of a page's questions, under their switch: the score, the last verdict (right or
/// not, in words), the question held, and "Copy result", whose text `result` writes from the
/// score and the date; or why the search shown is not asked about.
#[component]
pub fn PredictFrame(
    /// Why the search shown is not asked about, if it is not.
    #[prop(into)]
    not_asked: Signal<Option<String>>,
    /// The score of the search shown.
    #[prop(into)]
    score: Signal<Score>,
    /// The last answer: whether right, and its words.
    #[prop(into)]
    verdict: Signal<Option<(bool, String)>>,
    /// The result a student hands in, from the score and the date (`YYYY-MM-DD`).
    result: Callback<(Score, String), String>,
    /// The question held, if any.
    #[prop(into)]
    question: ViewFn,
) -> impl IntoView {
    let i18n = use_i18n();
    let control = expect_context::<PlayerControl>();
    let ended = move || control.scan.get().total == Some(control.position.get());
    let copied = RwSignal::new(None::<bool>);
    let copy = move |_| {
        let date = String::from(js_sys::Date::new_0().to_iso_string());
        let day = date.get(..10).unwrap_or_default().to_owned();
        copy_text(result.run((score.get_untracked(), day)), copied);
    };
    let copy_button = move || {
        (score.get().asked > 0).then(|| {
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
        verdict.get().map(|(right, text)| {
            let class = if right {
                "predict-verdict right"
            } else {
                "predict-verdict wrong"
            };
            view! { <p class=class>{text}</p> }
        })
    };
    move || match not_asked.get() {
        Some(why) => view! { <p>{why}</p> }.into_any(),
        None => view! {
            <div role="status" class="predict-status">
                <p class="predict-score">
                    {move || score_words(score.get(), ended(), i18n.get_locale())}
                </p>
                {verdict}
            </div>
            {question.run()}
            {copy_button}
        }
        .into_any(),
    }
}

/// The switch that turns a page's questions on and off.
#[derive(Clone, Copy)]
pub struct Switch {
    /// Its words.
    pub label: Signal<String>,
    /// Whether the questions are asked.
    pub on: Signal<bool>,
    /// Turns them on or off.
    pub set: Callback<bool>,
}

/// The switch as a check box.
#[component]
fn PredictSwitch(switch: Switch) -> impl IntoView {
    view! {
        <label class="predict-switch">
            <input
                type="checkbox"
                prop:checked=switch.on
                on:change=move |ev| switch.set.run(event_target_checked(&ev))
            />
            {switch.label}
        </label>
    }
}

/// The questions' place beside the board: the switch, and while it is on the page's panel
/// (`panel`, loaded when first asked for).
#[component]
pub fn QuestionsPlace(
    /// The page's switch.
    switch: Switch,
    /// The page's panel of questions.
    #[prop(into)]
    panel: ViewFn,
) -> impl IntoView {
    let i18n = use_i18n();
    let on = Memo::new(move |_| switch.on.get());
    view! {
        <section
            class="predict"
            aria-label=move || td_string!(i18n.get_locale(), predict.region)
        >
            <PredictSwitch switch=switch />
            {move || on.get().then(|| panel.run())}
        </section>
    }
}

/// The question held: its `title` and, until its answer is shown (`revealed`, in words), the
/// ways to answer it (`children`).
#[component]
pub fn QuestionBox(
    /// The question.
    #[prop(into)]
    title: Signal<String>,
    /// The answer in words, once shown.
    #[prop(into)]
    revealed: Signal<Option<String>>,
    /// The ways to answer.
    children: ChildrenFn,
) -> impl IntoView {
    let i18n = use_i18n();
    let body = move || match revealed.get() {
        Some(words) => view! { <p class="predict-revealed">{words}</p> }.into_any(),
        None => view! {
            {children()}
            <p class="predict-hint">{t!(i18n, predict.reveal_hint)}</p>
        }
        .into_any(),
    };
    view! {
        <div class="predict-question" role="group" aria-labelledby="predict-question">
            <h3 id="predict-question">{title}</h3>
            {body}
        </div>
    }
}

/// A field for a typed answer, under the words that say `how` to answer: answered with Enter or
/// "Answer", `read` answers with the text, or says why it answers nothing (the field then says
/// so and keeps it).
#[component]
pub fn AnswerField(
    /// How to answer.
    #[prop(into)]
    how: Signal<String>,
    /// Answers with a text typed; `Some(why)` if it is no answer.
    read: Callback<String, Option<String>>,
) -> impl IntoView {
    let i18n = use_i18n();
    let typed = RwSignal::new(String::new());
    let problem = RwSignal::new(None::<String>);
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let why = read.run(typed.get_untracked());
        if why.is_none() {
            typed.set(String::new());
        }
        problem.set(why);
    };
    let problem = move || {
        problem
            .get()
            .map(|why| view! { <p class="predict-problem" role="alert">{why}</p> })
    };
    view! {
        <p class="predict-how">{how}</p>
        <form class="predict-answer" on:submit=submit>
            <label>
                {t!(i18n, predict.answer_label)}
                <input
                    type="text"
                    size="5"
                    autocomplete="off"
                    spellcheck="false"
                    prop:value=typed
                    on:input=move |ev| typed.set(event_target_value(&ev))
                />
            </label>
            <button type="submit">{t!(i18n, predict.answer)}</button>
        </form>
        {problem}
    }
}

/// Reads a square's name typed as an answer: `answer` answers with it and says whether it named
/// a square of the board; if not, the field says "“z9” is not a square of this board".
pub fn square_answer(
    answer: impl Fn(&str) -> bool + Send + Sync + 'static,
) -> Callback<String, Option<String>> {
    let i18n = use_i18n();
    Callback::new(move |text: String| {
        (!answer(&text)).then(|| {
            td_string!(
                i18n.get_locale_untracked(),
                predict.bad_square,
                value = text
            )
            .to_owned()
        })
    })
}

/// A kind of question a page asks: where the view says it is asked, and its name.
#[derive(Clone, Copy)]
pub struct AskedKind {
    /// Where the view says it is asked.
    pub field: fn(&mut Asked) -> &mut bool,
    /// Its name, in a language.
    pub label: fn(Locale) -> &'static str,
    /// Whether it is answered in the program beside the board (asking it shows the program).
    pub shows_code: bool,
}

impl AskedKind {
    /// A kind answered on the board or in the panel.
    pub const fn new(
        field: fn(&mut Asked) -> &mut bool,
        label: fn(Locale) -> &'static str,
    ) -> Self {
        Self {
            field,
            label,
            shows_code: false,
        }
    }

    /// The same kind, answered in the program beside the board.
    pub const fn in_the_program(self) -> Self {
        Self {
            shows_code: true,
            ..self
        }
    }
}

/// Shows the program beside the board, for a question about its lines.
pub fn show_program(control: PlayerControl) {
    control.show(Shown {
        code: true,
        ..control.shown.get_untracked()
    });
}

/// A question answered by a line of the program: the code pane offers its lines as answers
/// while it is `open`.
#[derive(Clone, Copy)]
pub struct LineAnswer {
    /// Whether a line question waits for its answer.
    pub open: Signal<bool>,
    /// Answers with a line, 0-based.
    pub answer: Callback<u8>,
}

/// The kinds of question of a page, each a checkbox that asks it or not.
#[component]
pub fn KindsAsked(
    /// The page's player's part of its view.
    fields: PlayerFields,
    /// The page's kinds.
    kinds: &'static [AskedKind],
) -> impl IntoView {
    let i18n = use_i18n();
    let control = expect_context::<PlayerControl>();
    let boxes = kinds
        .iter()
        .map(|kind| {
            let AskedKind {
                field,
                label,
                shows_code,
            } = *kind;
            view! {
                <label>
                    <input
                        type="checkbox"
                        prop:checked=move || *field(&mut fields.predict())
                        on:change=move |ev| {
                            let on = event_target_checked(&ev);
                            let mut asked = fields.predict();
                            *field(&mut asked) = on;
                            fields.set_predict(asked);
                            if on && shows_code {
                                show_program(control);
                            }
                        }
                    />
                    {move || label(i18n.get_locale())}
                </label>
            }
        })
        .collect_view();
    view! {
        <fieldset class="predict-kinds">
            <legend>{t!(i18n, predict.kinds)}</legend>
            {boxes}
        </fieldset>
    }
}

/// The words of `words` in the page's language, as a signal a component takes.
pub fn worded(words: impl Fn(Locale) -> String + Send + Sync + 'static) -> Signal<String> {
    let i18n = use_i18n();
    Signal::derive(move || words(i18n.get_locale()))
}
