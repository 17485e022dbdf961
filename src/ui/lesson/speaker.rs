//! The speaker view (in the bar's part, shown in the second window the bar opens): for the
//! teacher's screen while the class's window is projected. The scene's notes, its caption, its
//! question's answer, the next scene's title, a timer, the list of scenes and the buttons to move
//! on; a move in either window moves both ([`super::channel`]).

use super::channel::keep_in_step;
use super::keys::scene_keys;
use super::open_lesson::{numbered, MoveButton, ShownLesson};
use crate::i18n::i18n::{t, td_string, use_i18n};
use crate::text::lesson::quiz_answer;
use crate::ui::context::expect_context;
use crate::ui::pages::AppState;
use leptos::prelude::*;
use leptos_use::use_interval_fn;

/// Seconds since the epoch, from the browser's clock.
fn now() -> f64 {
    js_sys::Date::now() / 1000.0
}

/// The speaker view of the lesson shown.
#[component]
pub fn SpeakerView() -> impl IntoView {
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    let shown = ShownLesson::new(app);
    let at = shown.at;
    scene_keys(app, shown, false);
    keep_in_step(app, shown);
    let started = RwSignal::new(now());
    let clock = RwSignal::new(now());
    let _ = use_interval_fn(move || clock.set(now()), 1000);
    let elapsed = move || {
        let seconds = (clock.get() - started.get()).max(0.0) as u64;
        format!("{:02}:{:02}", seconds / 60, seconds % 60)
    };
    let whereabouts = move || Some(format!("{} · {}", shown.title()?, shown.whereabouts()?));
    let title = move || Some(numbered(at.get()?.scene, &shown.scene(0)?));
    let next = move || {
        let locale = i18n.get_locale();
        let at = at.get()?;
        Some(match shown.scene(1) {
            Some(scene) => {
                let title = numbered(at.scene + 1, &scene);
                td_string!(locale, lesson.next_title, title = title)
            }
            None => td_string!(locale, lesson.last).to_owned(),
        })
    };
    let list = move || {
        let current = at.get()?;
        let lesson = shown.lesson.get()?;
        let items = lesson
            .scenes
            .iter()
            .enumerate()
            .map(|(i, scene)| {
                view! {
                    <li>
                        <button
                            type="button"
                            class="quiet"
                            aria-current=(current.scene == i).then_some("step")
                            on:click=move |_| shown.go_to(app, i)
                        >
                            {numbered(i, scene)}
                        </button>
                    </li>
                }
            })
            .collect_view();
        Some(view! { <ol>{items}</ol> })
    };
    view! {
        <main class="speaker">
            <div class="speaker-top">
                <p class="speaker-where">{whereabouts}</p>
                <p class="speaker-timer">
                    {t!(i18n, lesson.timer)} " " <span role="timer">{elapsed}</span>
                </p>
                <button type="button" class="quiet" on:click=move |_| started.set(now())>
                    {t!(i18n, lesson.restart)}
                </button>
            </div>
            <h1>{title}</h1>
            <h2>{t!(i18n, lesson.notes)}</h2>
            <p class="speaker-notes">{move || shown.scene(0).map(|w| w.notes)}</p>
            <p class="speaker-caption">
                <strong>{t!(i18n, lesson.caption)}</strong>
                " "
                {move || shown.scene(0).map(|w| w.narration)}
            </p>
            {move || {
                let quiz = shown.scene(0)?.quiz?;
                let answer = quiz_answer(&quiz, i18n.get_locale());
                Some(
                    view! {
                        <p class="speaker-quiz">
                            <strong>{quiz.ask}</strong>
                            " "
                            {answer}
                        </p>
                    },
                )
            }}
            <p class="speaker-next">{next}</p>
            <div class="speaker-buttons">
                <MoveButton app=app shown=shown forward=false />
                <MoveButton app=app shown=shown forward=true />
            </div>
            <nav aria-label=move || td_string!(i18n.get_locale(), lesson.contents)>{list}</nav>
        </main>
    }
}
