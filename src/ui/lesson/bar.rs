//! The lesson's bar (in the part it shares with the speaker view): where the class is
//! ("Scene 4 of 12"), the previous and next scenes, the table of contents, the page's forms shown
//! again on asking, the speaker view, the scene's title and caption under the board, its question
//! with choices ([`super::quiz`]), the teacher's notes behind a button, and the lesson's keys
//! ([`super::keys`]) and swipes ([`super::swipe`]); the scene kept in step with the speaker view
//! ([`super::channel`]).

use super::channel::keep_in_step;
use super::keys::scene_keys;
use super::open_lesson::{numbered, MoveButton, ShownLesson};
use super::quiz::SceneQuiz;
use super::swipe::swipe_handlers;
use super::{open_speaker_view, FormsFolded};
use crate::i18n::i18n::{t, td_string, use_i18n};
use crate::text::lesson::file_problem;
use crate::ui::context::expect_context;
use crate::ui::pages::AppState;
use leptos::prelude::*;

/// The bar, for the lesson shown.
#[component]
pub fn LessonBar() -> impl IntoView {
    let app = expect_context::<AppState>();
    let FormsFolded(folded) = expect_context::<FormsFolded>();
    let i18n = use_i18n();
    let shown = ShownLesson::new(app);
    let at = shown.at;
    scene_keys(app, shown, true);
    keep_in_step(app, shown);
    shown.settle(app);
    let (touch_down, touch_up) = swipe_handlers(app, shown);
    let choose = move |ev: leptos::ev::Event| {
        if let Ok(scene) = event_target_value(&ev).parse::<usize>() {
            shown.go_to(app, scene);
        }
    };
    let notes_shown = RwSignal::new(false);
    let contents = move || {
        let at = at.get()?;
        let lesson = shown.lesson.get()?;
        let options = lesson
            .scenes
            .iter()
            .enumerate()
            .map(|(i, scene)| {
                view! {
                    <option value=i.to_string() selected=at.scene == i>
                        {numbered(i, scene)}
                    </option>
                }
            })
            .collect_view();
        Some(view! { <optgroup label=shown.title()>{options}</optgroup> })
    };
    let problems = move || {
        let locale = i18n.get_locale();
        let mut said: Vec<String> = shown
            .problems
            .with(|problems| problems.iter().map(|p| file_problem(p, locale)).collect());
        if said.is_empty() && shown.lesson.get().is_some() && shown.count() == 0 {
            said.push(td_string!(locale, lesson.file.empty).to_owned());
        }
        let label = td_string!(locale, lesson.file.problems);
        (!said.is_empty()).then(|| {
            let items = said.into_iter().map(|text| view! { <li>{text}</li> });
            view! {
                <ul class="lesson-problems message" role="alert" aria-label=label>
                    {items.collect_view()}
                </ul>
            }
        })
    };
    view! {
        <section
            class="lesson-bar"
            aria-label=move || td_string!(i18n.get_locale(), lesson.region)
            on:pointerdown=touch_down
            on:pointerup=touch_up
        >
            <div class="lesson-nav">
                <MoveButton app=app shown=shown forward=false />
                <p class="lesson-where">{move || shown.whereabouts()}</p>
                <label class="lesson-contents">
                    <span class="sr-only">{t!(i18n, lesson.contents)}</span>
                    <select on:change=choose>{contents}</select>
                </label>
                <MoveButton app=app shown=shown forward=true />
                <button
                    type="button"
                    class="quiet lesson-teacher"
                    aria-pressed=move || (!folded.get()).to_string()
                    on:click=move |_| folded.update(|folded| *folded = !*folded)
                >
                    {t!(i18n, lesson.forms)}
                </button>
                <button
                    type="button"
                    class="quiet lesson-teacher"
                    aria-keyshortcuts="V"
                    on:click=move |_| open_speaker_view()
                >
                    {t!(i18n, lesson.speaker_view)}
                </button>
                <button
                    type="button"
                    class="quiet lesson-teacher"
                    aria-expanded=move || notes_shown.get().to_string()
                    aria-controls="lesson-notes"
                    on:click=move |_| notes_shown.update(|shown| *shown = !*shown)
                >
                    {t!(i18n, lesson.notes)}
                </button>
                <button
                    type="button"
                    class="quiet lesson-leave"
                    aria-keyshortcuts="Escape"
                    on:click=move |_| app.lesson.set(None)
                >
                    <span aria-hidden="true">"✕ "</span>
                    <span class="lesson-button-words">{t!(i18n, lesson.leave)}</span>
                </button>
            </div>
            {problems}
            <p class="lesson-caption" aria-live="polite">
                <strong class="lesson-title">{move || shown.scene(0).map(|s| s.title)}</strong>
                " "
                {move || shown.scene(0).map(|s| s.narration)}
            </p>
            {move || {
                shown.scene(0).and_then(|s| s.quiz).map(|quiz| view! { <SceneQuiz quiz=quiz /> })
            }}
            <p id="lesson-notes" class="lesson-notes" hidden=move || !notes_shown.get()>
                {move || shown.scene(0).map(|s| s.notes)}
            </p>
        </section>
    }
}
