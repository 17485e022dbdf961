//! A scene's question with choices, under its caption: the class chooses (a button per choice,
//! lettered for a show of hands), and is told whether the choice is right, with the answer where
//! it is not; a question without a right answer is a vote, and the choice is only noted.

use crate::i18n::i18n::{td_string, use_i18n};
use crate::text::lesson::quiz_verdict;
use crate::view::lesson_file::Quiz;
use leptos::prelude::*;

/// The question `quiz`, asked afresh each time it is drawn (a new scene asks it again).
#[component]
pub fn SceneQuiz(quiz: Quiz) -> impl IntoView {
    let i18n = use_i18n();
    let chosen = RwSignal::new(None::<usize>);
    let answer = quiz.answer;
    let ask = quiz.ask.clone();
    let buttons = quiz
        .choices
        .iter()
        .enumerate()
        .map(|(i, choice)| {
            let k = i + 1;
            // Once a choice is made, the right one is marked, and a wrong one chosen.
            let class = move || match (chosen.get(), answer) {
                (Some(_), Some(right)) if right == k => "quiz-choice right",
                (Some(c), Some(_)) if c == k => "quiz-choice wrong",
                _ => "quiz-choice",
            };
            view! {
                <button
                    type="button"
                    class=class
                    aria-pressed=move || (chosen.get() == Some(k)).to_string()
                    on:click=move |_| chosen.set(Some(k))
                >
                    <span class="quiz-letter">{String::from(Quiz::letter(k))}</span>
                    " "
                    {choice.clone()}
                </button>
            }
        })
        .collect_view();
    let verdict = move || Some(quiz_verdict(&quiz, chosen.get()?, i18n.get_locale()));
    // One row that wraps: the question, its choices, the verdict (a fieldset's legend would take
    // a row of its own, and the board the height).
    view! {
        <div class="lesson-quiz" role="group" aria-labelledby="lesson-quiz-ask">
            <span id="lesson-quiz-ask" class="quiz-ask">
                <span class="sr-only">
                    {move || td_string!(i18n.get_locale(), lesson.quiz.region)} ": "
                </span>
                {ask}
            </span>
            {buttons}
            <span class="quiz-verdict" role="status">
                {verdict}
            </span>
        </div>
    }
}
