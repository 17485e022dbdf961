//! The panel of a page's questions: its switch, score, verdict and "Copy result", the box of the
//! question held, and the field an answer is typed in.

use crate::i18n::i18n::{t, td_string, use_i18n};
use crate::text::predict::{score as predicted, Score};
use crate::text::Locale;
use crate::ui::clipboard::copy_text;
use crate::ui::context::expect_context;
use crate::ui::player::PlayerControl;
use crate::ui::state::PlayerFields;
use leptos::prelude::*;

/// The panel of a page's questions (or of the search the student performs), under their switch:
/// the score, the last verdict (right or not, in words), the question held, and "Copy result",
/// whose text `result` writes from the score and the date; or why the search shown is not asked
/// about.
#[component]
pub fn PredictFrame(
    /// Why the search shown is not asked about, if it is not.
    #[prop(into)]
    not_asked: Signal<Option<String>>,
    /// The score of the search shown.
    #[prop(into)]
    score: Signal<Score>,
    /// The score in words, once the search has ended or before (the predictions' by default).
    #[prop(optional)]
    score_words: Option<fn(Score, bool, Locale) -> String>,
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
        score.with(|s| s.asked + s.shown > 0).then(|| {
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
                    {move || {
                        score_words.unwrap_or(predicted)(score.get(), ended(), i18n.get_locale())
                    }}
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

/// The questions' place beside the board: the switches of the questions and of performing the
/// search, and while one is on the page's panel (`panel`, loaded when first asked for).
#[component]
pub fn QuestionsPlace(
    /// The page's switch of its questions.
    switch: Switch,
    /// The page's player's part of its view, whose switch performs the search.
    fields: PlayerFields,
    /// The page's panel of questions, or of the search performed.
    #[prop(into)]
    panel: ViewFn,
) -> impl IntoView {
    let i18n = use_i18n();
    let perform = Switch {
        label: worded(|l| td_string!(l, perform.switch).to_owned()),
        on: Signal::derive(move || fields.perform()),
        set: Callback::new(move |on| fields.set_perform(on)),
    };
    let on = Memo::new(move |_| switch.on.get() || perform.on.get());
    view! {
        <section
            class="predict"
            aria-label=move || td_string!(i18n.get_locale(), predict.region)
        >
            <div class="predict-switches">
                <PredictSwitch switch=switch />
                <PredictSwitch switch=perform />
            </div>
            {move || on.get().then(|| panel.run())}
        </section>
    }
}

/// The question held: its `title` and, until its answer is shown (`revealed`, in words), the
/// ways to answer it (`children`) and how to see the answer instead (`hint`).
#[component]
pub fn QuestionBox(
    /// The question.
    #[prop(into)]
    title: Signal<String>,
    /// The answer in words, once shown.
    #[prop(into, optional)]
    revealed: Signal<Option<String>>,
    /// How to see the answer instead (by default: "Play or Step forward shows the answer.").
    #[prop(into, optional)]
    hint: Option<Signal<String>>,
    /// The ways to answer.
    children: ChildrenFn,
) -> impl IntoView {
    let i18n = use_i18n();
    let hint = move || match hint {
        Some(hint) => hint.get(),
        None => td_string!(i18n.get_locale(), predict.reveal_hint).to_owned(),
    };
    let body = move || match revealed.get() {
        Some(words) => view! { <p class="predict-revealed">{words}</p> }.into_any(),
        None => view! {
            {children()}
            <p class="predict-hint">{hint}</p>
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

/// The words of `words` in the page's language, as a signal a component takes.
pub fn worded(words: impl Fn(Locale) -> String + Send + Sync + 'static) -> Signal<String> {
    let i18n = use_i18n();
    Signal::derive(move || words(i18n.get_locale()))
}
