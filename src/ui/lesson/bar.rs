//! The lesson's bar (a part of its own): where the class is ("Scene 4 of 12"), the previous and
//! next scenes, the table of contents, the page's forms shown again on asking, the speaker view,
//! the scene's title and caption under the board, the teacher's notes behind a button, and the
//! lesson's keys ([`super::keys`]); the scene kept in step with the speaker view
//! ([`super::channel`]).

use super::channel::keep_in_step;
use super::keys::{move_scene, scene_keys};
use super::{open_scene, open_speaker_view, FormsFolded};
use crate::i18n::i18n::{t, td_string, use_i18n};
use crate::text::lesson::{lesson_name, scenes};
use crate::ui::context::expect_context;
use crate::ui::pages::AppState;
use leptos::prelude::*;

/// The bar, for the lesson shown.
#[component]
pub fn LessonBar() -> impl IntoView {
    let app = expect_context::<AppState>();
    let FormsFolded(folded) = expect_context::<FormsFolded>();
    let i18n = use_i18n();
    let at = Memo::new(move |_| app.lesson.get());
    let words = Memo::new(move |_| at.get().map(|at| scenes(at.lesson, i18n.get_locale())));
    let scene = move || {
        let (at, words) = (at.get()?, words.get()?);
        words.get(at.scene).copied()
    };
    let go = move |forward: bool| move_scene(app, forward);
    scene_keys(app, true);
    keep_in_step(app);
    let choose = move |ev: leptos::ev::Event| {
        let chosen = event_target_value(&ev).parse::<usize>().ok();
        if let Some(next) = at.get_untracked().zip(chosen).and_then(|(at, i)| at.at(i)) {
            open_scene(app, next);
        }
    };
    let notes_shown = RwSignal::new(false);
    let is_first = move || at.get().is_none_or(|at| at.moved(false).is_none());
    let is_last = move || at.get().is_none_or(|at| at.moved(true).is_none());
    let whereabouts = move || {
        at.get().map(|at| {
            let k = (at.scene + 1).to_string();
            let n = at.count().to_string();
            td_string!(i18n.get_locale(), lesson.scene_of, k = k, n = n)
        })
    };
    let contents = move || {
        let at = at.get()?;
        let options = words
            .get()
            .unwrap_or_default()
            .into_iter()
            .enumerate()
            .map(|(i, words)| {
                view! {
                    <option value=i.to_string() selected=at.scene == i>
                        {format!("{}. {}", i + 1, words.title)}
                    </option>
                }
            })
            .collect_view();
        let name = lesson_name(at.lesson, i18n.get_locale());
        Some(view! { <optgroup label=name>{options}</optgroup> })
    };
    view! {
        <section
            class="lesson-bar"
            aria-label=move || td_string!(i18n.get_locale(), lesson.region)
        >
            <div class="lesson-nav">
                <button
                    type="button"
                    aria-keyshortcuts="PageUp"
                    disabled=is_first
                    on:click=move |_| go(false)
                >
                    "◀ "
                    <span class="lesson-button-words">{t!(i18n, lesson.previous)}</span>
                </button>
                <p class="lesson-where">{whereabouts}</p>
                <label class="lesson-contents">
                    <span class="sr-only">{t!(i18n, lesson.contents)}</span>
                    <select on:change=choose>{contents}</select>
                </label>
                <button
                    type="button"
                    aria-keyshortcuts="PageDown"
                    disabled=is_last
                    on:click=move |_| go(true)
                >
                    <span class="lesson-button-words">{t!(i18n, lesson.next)}</span>
                    " ▶"
                </button>
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
            <p class="lesson-caption" aria-live="polite">
                <strong class="lesson-title">{move || scene().map(|s| s.title)}</strong>
                " "
                {move || scene().map(|s| s.narration)}
            </p>
            <p id="lesson-notes" class="lesson-notes" hidden=move || !notes_shown.get()>
                {move || scene().map(|s| s.notes)}
            </p>
        </section>
    }
}
