//! The lesson shown, as the bar and the speaker view read it: the scene, its words and the other
//! scenes', where it stands ("Scene 4 of 12"), and the buttons to the scene before and after.

use super::keys::move_scene;
use crate::i18n::i18n::{td_string, use_i18n};
use crate::text::lesson::{scenes, SceneWords};
use crate::ui::pages::AppState;
use crate::view::lesson::LessonAt;
use leptos::prelude::*;

/// The lesson shown and its scenes' words, in the page's language.
#[derive(Clone, Copy)]
pub struct ShownLesson {
    /// The lesson and its scene shown, if any.
    pub at: Memo<Option<LessonAt>>,
    /// The words of the lesson's scenes, in order.
    pub words: Memo<Option<Vec<SceneWords>>>,
}

impl ShownLesson {
    /// Reads the lesson shown from the app's state.
    pub fn new(app: AppState) -> Self {
        let i18n = use_i18n();
        let at = Memo::new(move |_| app.lesson.get());
        let words = Memo::new(move |_| at.get().map(|at| scenes(at.lesson, i18n.get_locale())));
        Self { at, words }
    }

    /// The words of the scene `offset` scenes after the one shown, if the lesson has it.
    pub fn scene(self, offset: usize) -> Option<SceneWords> {
        let (at, words) = (self.at.get()?, self.words.get()?);
        words.get(at.scene + offset).copied()
    }

    /// "Scene 4 of 12".
    pub fn whereabouts(self) -> Option<String> {
        let at = self.at.get()?;
        let (k, n) = ((at.scene + 1).to_string(), at.count().to_string());
        Some(td_string!(
            use_i18n().get_locale(),
            lesson.scene_of,
            k = k,
            n = n
        ))
    }
}

/// "4. Backtracking": the scene of index `i`, numbered from 1, and its title.
pub fn numbered(i: usize, words: SceneWords) -> String {
    format!("{}. {}", i + 1, words.title)
}

/// The button to the next scene (`forward`) or the previous one, disabled where there is none;
/// its words hidden on a phone's bar, its arrow shown.
#[component]
pub fn MoveButton(app: AppState, shown: ShownLesson, forward: bool) -> impl IntoView {
    let i18n = use_i18n();
    let none = move || shown.at.get().is_none_or(|at| at.moved(forward).is_none());
    let words = move || {
        let locale = i18n.get_locale();
        if forward {
            td_string!(locale, lesson.next)
        } else {
            td_string!(locale, lesson.previous)
        }
    };
    view! {
        <button
            type="button"
            aria-keyshortcuts=if forward { "PageDown" } else { "PageUp" }
            disabled=none
            on:click=move |_| move_scene(app, forward)
        >
            {(!forward).then_some("◀ ")}
            <span class="lesson-button-words">{words}</span>
            {forward.then_some(" ▶")}
        </button>
    }
}
