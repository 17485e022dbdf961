//! The lesson shown, as the bar and the speaker view read it: the scene, the lesson read (a
//! built-in one in the page's language, or a written one, see [`super::read`]) and what was wrong
//! in it, where it stands ("Scene 4 of 12"), moving between its scenes, and the buttons to the
//! scene before and after.

use super::open_scene;
use super::read::{read_lesson, track_my_lesson};
use crate::i18n::i18n::{td_string, use_i18n};
use crate::ui::browser::opened_query;
use crate::ui::pages::AppState;
use crate::view::lesson::{LessonAt, LessonError, LessonId};
use crate::view::lesson_file::{FileProblem, WrittenLesson, WrittenScene};
use crate::view::message::Message;
use crate::view::params::Params;
use crate::view::url::{has_view, AddressError};
use leptos::prelude::*;
use leptos::task::spawn_local;
use std::sync::Arc;

/// The lesson shown and its scenes, in the page's language.
#[derive(Clone, Copy)]
pub struct ShownLesson {
    /// The lesson and its scene shown, if any.
    pub at: Memo<Option<LessonAt>>,
    /// The lesson shown, once read.
    pub lesson: Memo<Option<Arc<WrittenLesson>>>,
    /// What was wrong in the lesson read (a written one's file).
    pub problems: RwSignal<Vec<FileProblem>>,
}

impl ShownLesson {
    /// Reads the lesson shown from the app's state (again when the language changes, or when
    /// the lesson written in this browser is stored while it is shown).
    pub fn new(app: AppState) -> Self {
        let i18n = use_i18n();
        let at = Memo::new(move |_| app.lesson.get());
        let id = Memo::new(move |_| at.get().map(|at| at.lesson));
        let read = RwSignal::new(None::<(LessonId, Arc<WrittenLesson>)>);
        let problems = RwSignal::new(Vec::new());
        Effect::new(move |_| {
            let Some(id) = id.get() else {
                return;
            };
            if id == LessonId::Mine {
                track_my_lesson();
            }
            let locale = i18n.get_locale();
            spawn_local(async move {
                let (lesson, found) = read_lesson(&id, locale)
                    .await
                    .unwrap_or_else(|problem| (WrittenLesson::default(), vec![problem]));
                // The bar may be gone meanwhile.
                let _ = problems.try_set(found);
                let _ = read.try_set(Some((id, Arc::new(lesson))));
            });
        });
        let lesson = Memo::new(move |_| {
            let id = id.get()?;
            read.with(|read| {
                let (read_id, lesson) = read.as_ref()?;
                (*read_id == id).then(|| lesson.clone())
            })
        });
        Self {
            at,
            lesson,
            problems,
        }
    }

    /// The number of scenes of the lesson read (0 until it is).
    pub fn count(self) -> usize {
        self.lesson
            .with(|lesson| lesson.as_ref().map_or(0, |l| l.scenes.len()))
    }

    /// The scene `offset` scenes after the one shown, if the lesson has it.
    pub fn scene(self, offset: usize) -> Option<WrittenScene> {
        let at = self.at.get()?;
        let lesson = self.lesson.get()?;
        lesson.scenes.get(at.scene + offset).cloned()
    }

    /// The lesson's title ("My lesson" for a written one without).
    pub fn title(self) -> Option<String> {
        let lesson = self.lesson.get()?;
        Some(match lesson.title.as_str() {
            "" => td_string!(use_i18n().get_locale(), lesson.mine.heading).to_owned(),
            title => title.to_owned(),
        })
    }

    /// "Scene 4 of 12".
    pub fn whereabouts(self) -> Option<String> {
        let at = self.at.get()?;
        let (k, n) = ((at.scene + 1).to_string(), self.count().to_string());
        Some(td_string!(
            use_i18n().get_locale(),
            lesson.scene_of,
            k = k,
            n = n
        ))
    }

    /// Shows the scene of index `scene` of the lesson shown, if it has one.
    pub fn go_to(self, app: AppState, scene: usize) {
        let (Some(at), Some(lesson)) = (self.at.get_untracked(), self.lesson.get_untracked())
        else {
            return;
        };
        if let Some(to) = at.at(scene, lesson.scenes.len()) {
            open_scene(app, to, &lesson.scenes[scene].shown_view());
        }
    }

    /// Shows the next scene (`forward`) or the previous one, if there is one.
    pub fn step(self, app: AppState, forward: bool) {
        let Some(at) = self.at.get_untracked() else {
            return;
        };
        let count = untrack(|| self.count());
        if let Some(to) = at.moved(forward, count) {
            self.go_to(app, to.scene);
        }
    }

    /// Once a written lesson is read, in the class's window: a scene it does not have is
    /// reported and its first scene shown; the link the page was opened with, if it had no view
    /// of its own, shows its scene's.
    pub fn settle(self, app: AppState) {
        Effect::new(move |_| {
            let Some(lesson) = self.lesson.get() else {
                return;
            };
            let Some(at) = self.at.get_untracked() else {
                return;
            };
            let count = lesson.scenes.len();
            if matches!(at.lesson, LessonId::Built(_)) || count == 0 {
                return;
            }
            if at.scene >= count {
                let value = (at.scene + 1).to_string();
                let error = LessonError::BadScene { value, count };
                self.go_to(app, 0);
                let message = Message::Link(AddressError::Lesson(error));
                app.tell(message);
                return;
            }
            let opened = Params::parse(&opened_query());
            let opened_at = LessonAt::from_params(&opened, &mut Vec::new());
            if opened_at.as_ref() == Some(&at) && !has_view(&opened) {
                self.go_to(app, at.scene);
            }
        });
    }
}

/// "4. Backtracking": the scene of index `i`, numbered from 1, and its title.
pub fn numbered(i: usize, scene: &WrittenScene) -> String {
    format!("{}. {}", i + 1, scene.title)
}

/// The button to the next scene (`forward`) or the previous one, disabled where there is none;
/// its words hidden on a phone's bar, its arrow shown.
#[component]
pub fn MoveButton(app: AppState, shown: ShownLesson, forward: bool) -> impl IntoView {
    let i18n = use_i18n();
    let none = move || {
        let count = shown.count();
        shown
            .at
            .get()
            .is_none_or(|at| at.moved(forward, count).is_none())
    };
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
            on:click=move |_| shown.step(app, forward)
        >
            {(!forward).then_some("◀ ")}
            <span class="lesson-button-words">{words}</span>
            {forward.then_some(" ▶")}
        </button>
    }
}
