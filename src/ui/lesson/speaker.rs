//! The speaker view (a part of its own, in a second window the bar opens): for the teacher's
//! screen while the class's window is projected. The scene's notes, its caption, the next scene's
//! title, a timer, the list of scenes and the buttons to move on; a move in either window moves
//! both ([`super::channel`]).

use super::channel::keep_in_step;
use super::keys::{move_scene, scene_keys};
use super::open_scene;
use crate::i18n::i18n::{t, td_string, use_i18n};
use crate::text::lesson::{lesson_name, scenes};
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
    scene_keys(app, false);
    keep_in_step(app);
    let at = Memo::new(move |_| app.lesson.get());
    let words = Memo::new(move |_| at.get().map(|at| scenes(at.lesson, i18n.get_locale())));
    let scene_words = move |offset: usize| {
        let (at, words) = (at.get()?, words.get()?);
        words.get(at.scene + offset).copied()
    };
    let started = RwSignal::new(now());
    let clock = RwSignal::new(now());
    let _ = use_interval_fn(move || clock.set(now()), 1000);
    let elapsed = move || {
        let seconds = (clock.get() - started.get()).max(0.0) as u64;
        format!("{:02}:{:02}", seconds / 60, seconds % 60)
    };
    let whereabouts = move || {
        at.get().map(|at| {
            let locale = i18n.get_locale();
            let k = (at.scene + 1).to_string();
            let n = at.count().to_string();
            format!(
                "{} · {}",
                lesson_name(at.lesson, locale),
                td_string!(locale, lesson.scene_of, k = k, n = n)
            )
        })
    };
    let title = move || {
        let at = at.get()?;
        scene_words(0).map(|w| format!("{}. {}", at.scene + 1, w.title))
    };
    let next = move || {
        let locale = i18n.get_locale();
        let at = at.get()?;
        Some(match scene_words(1) {
            Some(w) => {
                let title = format!("{}. {}", at.scene + 2, w.title);
                td_string!(locale, lesson.next_title, title = title)
            }
            None => td_string!(locale, lesson.last).to_owned(),
        })
    };
    let list = move || {
        let current = at.get()?;
        let items = words
            .get()?
            .into_iter()
            .enumerate()
            .map(|(i, w)| {
                let go = move |_| {
                    if let Some(to) = at.get_untracked().and_then(|at| at.at(i)) {
                        open_scene(app, to);
                    }
                };
                view! {
                    <li>
                        <button
                            type="button"
                            class="quiet"
                            aria-current=(current.scene == i).then_some("step")
                            on:click=go
                        >
                            {format!("{}. {}", i + 1, w.title)}
                        </button>
                    </li>
                }
            })
            .collect_view();
        Some(view! { <ol>{items}</ol> })
    };
    let is_first = move || at.get().is_none_or(|at| at.moved(false).is_none());
    let is_last = move || at.get().is_none_or(|at| at.moved(true).is_none());
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
            <p class="speaker-notes">{move || scene_words(0).map(|w| w.notes)}</p>
            <p class="speaker-caption">
                <strong>{t!(i18n, lesson.caption)}</strong>
                " "
                {move || scene_words(0).map(|w| w.narration)}
            </p>
            <p class="speaker-next">{next}</p>
            <div class="speaker-buttons">
                <button
                    type="button"
                    aria-keyshortcuts="PageUp"
                    disabled=is_first
                    on:click=move |_| move_scene(app, false)
                >
                    "◀ "
                    {t!(i18n, lesson.previous)}
                </button>
                <button
                    type="button"
                    aria-keyshortcuts="PageDown"
                    disabled=is_last
                    on:click=move |_| move_scene(app, true)
                >
                    {t!(i18n, lesson.next)}
                    " ▶"
                </button>
            </div>
            <nav aria-label=move || td_string!(i18n.get_locale(), lesson.contents)>{list}</nav>
        </main>
    }
}
