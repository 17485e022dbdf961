//! The teacher's own lesson, in the Lessons dialog: "Add this view to my lesson" keeps the view
//! shown as a scene; each scene's title, caption, notes and questions are edited in place, moved,
//! removed or shown; the lesson is given, exported as its file, opened from one (chosen or
//! dropped on the dialog), linked to when short enough (packed into the address), or cleared. It
//! is kept in this browser's storage as it is written ([`super::read`]).

use super::open_scene;
use super::read::{my_lesson, store_my_lesson};
use crate::i18n::i18n::{t, td_string, use_i18n};
use crate::i18n::Locale;
use crate::text::lesson::file_problem;
use crate::ui::browser::{chosen_file, file_text, first_file, property};
use crate::ui::clipboard::copy_text;
use crate::ui::context::expect_context;
use crate::ui::download::download_text;
use crate::ui::modal::Dialogs;
use crate::ui::pages::AppState;
use crate::view::lesson::{LessonAt, LessonId};
use crate::view::lesson_file::{
    read_file, FileProblem, Quiz, WrittenLesson, WrittenScene, LINK_LIMIT,
};
use crate::view::message::Message;
use crate::view::params::query_string;
use crate::view::url::{parse_query, to_query, view_only};
use leptos::prelude::*;
use leptos::task::spawn_local;
use wasm_bindgen::JsValue;

/// The lesson being written, what was wrong in the file last opened, and the revision of its
/// list of scenes (the list is drawn again when scenes are added, moved or removed, not as a
/// field is typed in).
#[derive(Clone, Copy)]
struct Writing {
    lesson: RwSignal<WrittenLesson>,
    problems: RwSignal<Vec<FileProblem>>,
    status: RwSignal<String>,
    revision: RwSignal<u32>,
}

impl Writing {
    /// Changes the lesson with `change` and keeps it; `reshaped` when its list of scenes changed.
    fn change(self, reshaped: bool, change: impl FnOnce(&mut WrittenLesson)) {
        self.lesson.update(change);
        self.lesson.with_untracked(store_my_lesson);
        if reshaped {
            self.revision.update(|revision| *revision += 1);
        }
    }

    /// Opens the lesson file `text` in place of the one being written (unless it is no lesson),
    /// saying so in `locale`.
    fn open(self, text: &str, locale: Locale) {
        match read_file(text) {
            Ok((lesson, problems)) => {
                let (title, n) = (lesson.title.clone(), lesson.scenes.len().to_string());
                self.change(true, |kept| *kept = lesson);
                self.problems.set(problems);
                let said = td_string!(locale, lesson.mine.opened, title = title, n = n);
                self.status.set(said);
            }
            Err(problem) => {
                self.problems.set(vec![problem]);
                self.status.set(String::new());
            }
        }
    }

    /// Opens the file `file` (chosen or dropped).
    fn open_file(self, file: JsValue, locale: Locale) {
        spawn_local(async move {
            match file_text(&file).await {
                Some(text) => self.open(&text, locale),
                None => self.problems.set(vec![FileProblem::NotALesson]),
            }
        });
    }
}

/// The teacher's own lesson.
#[component]
pub fn MyLesson() -> impl IntoView {
    let app = expect_context::<AppState>();
    let dialogs = expect_context::<Dialogs>();
    let i18n = use_i18n();
    let (first, problems) = my_lesson().unwrap_or_else(|p| (WrittenLesson::default(), vec![p]));
    let writing = Writing {
        lesson: RwSignal::new(first),
        problems: RwSignal::new(problems),
        status: RwSignal::new(String::new()),
        revision: RwSignal::new(0),
    };
    let lesson = writing.lesson;
    let add = move |_| {
        let locale = i18n.get_locale_untracked();
        let view = view_only(&to_query(&untrack(|| app.address(locale))));
        let k = lesson.with_untracked(|l| l.scenes.len() + 1).to_string();
        let title = td_string!(locale, lesson.file.scene, k = k.clone());
        writing.change(true, |l| {
            l.scenes.push(WrittenScene {
                view,
                title,
                ..WrittenScene::default()
            })
        });
        writing
            .status
            .set(td_string!(locale, lesson.mine.added, k = k));
    };
    let no_scenes = move || lesson.with(|l| l.scenes.is_empty());
    let give = move |_| {
        let Some(first) = lesson.with_untracked(|l| l.scenes.first().map(|s| s.shown_view()))
        else {
            return;
        };
        dialogs.lessons.close();
        open_scene(app, LessonAt::start(LessonId::Mine), &first);
    };
    let export = move |_| {
        let file = lesson.with_untracked(WrittenLesson::to_file);
        if download_text("lesson.json", &file, "application/json").is_err() {
            app.tell(Message::DownloadRefused);
        }
    };
    let clear = move |_| {
        let asked = td_string!(i18n.get_locale_untracked(), lesson.mine.confirm_clear);
        if window().confirm_with_message(asked).unwrap_or(false) {
            writing.change(true, |l| *l = WrittenLesson::default());
            writing.problems.set(Vec::new());
            writing.status.set(String::new());
        }
    };
    let chosen = move |ev: leptos::ev::Event| {
        if let Some(file) = chosen_file(&ev) {
            writing.open_file(file, i18n.get_locale_untracked());
        }
    };
    let dropped = move |ev: leptos::ev::DragEvent| {
        ev.prevent_default();
        let files = property(&ev, "dataTransfer");
        if let Some(file) = files.as_ref().and_then(first_file) {
            writing.open_file(file, i18n.get_locale_untracked());
        }
    };
    let problems = move || {
        let locale = i18n.get_locale();
        let said = writing.problems.with(|problems| {
            problems
                .iter()
                .map(|p| view! { <li>{file_problem(p, locale)}</li> })
                .collect_view()
        });
        (!writing.problems.with(Vec::is_empty)).then(|| {
            view! {
                <ul class="message" role="alert" aria-label=td_string!(locale, lesson.file.problems)>
                    {said}
                </ul>
            }
        })
    };
    view! {
        <section
            class="my-lesson"
            aria-labelledby="my-lesson-heading"
            on:dragover=|ev: leptos::ev::DragEvent| ev.prevent_default()
            on:drop=dropped
        >
            <h3 id="my-lesson-heading">{t!(i18n, lesson.mine.heading)}</h3>
            <p>{t!(i18n, lesson.mine.intro)}</p>
            <button type="button" on:click=add>
                {t!(i18n, lesson.mine.add)}
            </button>
            <p class="my-status" role="status">{move || writing.status.get()}</p>
            {problems}
            <label class="my-field">
                <span>{t!(i18n, lesson.mine.title)}</span>
                <input
                    type="text"
                    prop:value=move || lesson.with(|l| l.title.clone())
                    on:input=move |ev| {
                        let title = event_target_value(&ev);
                        writing.change(false, |l| l.title = title);
                    }
                />
            </label>
            <SceneList writing=writing />
            <div class="my-actions">
                <button type="button" disabled=no_scenes on:click=give>
                    {t!(i18n, lesson.mine.give)}
                </button>
                <button type="button" disabled=no_scenes on:click=export>
                    {t!(i18n, lesson.mine.export)}
                </button>
                <button type="button" class="quiet" disabled=no_scenes on:click=clear>
                    {t!(i18n, lesson.mine.clear)}
                </button>
            </div>
            <label class="my-field">
                <span>{t!(i18n, lesson.mine.open)}</span>
                <input type="file" accept=".json,application/json" on:change=chosen />
            </label>
            <p class="my-hint">{t!(i18n, lesson.mine.drop)}</p>
            <LessonLink lesson=lesson />
        </section>
    }
}

/// The scenes being written, each with its fields and buttons.
#[component]
fn SceneList(writing: Writing) -> impl IntoView {
    let app = expect_context::<AppState>();
    let dialogs = expect_context::<Dialogs>();
    let i18n = use_i18n();
    let lesson = writing.lesson;
    let scene = move |i: usize, scene: WrittenScene| {
        let locale = i18n.get_locale_untracked();
        let k = (i + 1).to_string();
        let last = lesson.with_untracked(|l| l.scenes.len()) == i + 1;
        let hint_id = format!("my-quiz-hint-{k}");
        // Each field's text, as typed, is kept in the scene by `set`.
        let edit = move |set: fn(&mut WrittenScene, String)| {
            move |ev: leptos::ev::Event| {
                let text = event_target_value(&ev);
                writing.change(false, |l| {
                    if let Some(scene) = l.scenes.get_mut(i) {
                        set(scene, text);
                    }
                });
            }
        };
        let area = move |label: &'static str, value: String, set: fn(&mut WrittenScene, String)| {
            view! {
                <label class="my-field">
                    <span>{label}</span>
                    <textarea rows="2" prop:value=value on:input=edit(set)></textarea>
                </label>
            }
        };
        // A click on a button drawn before the list changed finds no scene to move: nothing.
        let swap = move |other: usize| {
            move |_| {
                writing.change(true, |l| {
                    if i.max(other) < l.scenes.len() {
                        l.scenes.swap(i, other);
                    }
                })
            }
        };
        let remove = move |_| {
            writing.change(true, |l| {
                if i < l.scenes.len() {
                    l.scenes.remove(i);
                }
            })
        };
        let show = {
            let view = scene.shown_view();
            move |_| {
                dialogs.lessons.close();
                let (address, errors) = parse_query(&view);
                app.show(address, errors.into_iter().map(Message::Link).collect());
            }
        };
        let label = |text: String| move || text.clone();
        view! {
            <li>
                <fieldset class="my-scene">
                    <legend>{td_string!(locale, lesson.file.scene, k = k.clone())}</legend>
                    <label class="my-field">
                        <span>{t!(i18n, lesson.mine.scene_title)}</span>
                        <input type="text" prop:value=scene.title on:input=edit(|s, t| s.title = t) />
                    </label>
                    {area(
                        td_string!(locale, lesson.mine.narration),
                        scene.narration,
                        |s, t| s.narration = t,
                    )}
                    {area(td_string!(locale, lesson.notes), scene.notes, |s, t| s.notes = t)}
                    <label class="my-field">
                        <span>{t!(i18n, lesson.mine.question)}</span>
                        <input
                            type="text"
                            prop:value=scene.question
                            on:input=edit(|s, t| s.question = t)
                        />
                    </label>
                    <label class="my-field">
                        <span>{t!(i18n, lesson.mine.quiz)}</span>
                        <textarea
                            rows="4"
                            aria-describedby=hint_id.clone()
                            prop:value=scene.quiz.as_ref().map(Quiz::to_text).unwrap_or_default()
                            on:input=edit(|s, t| s.quiz = Quiz::from_text(&t))
                        ></textarea>
                    </label>
                    <p id=hint_id class="my-hint">
                        {t!(i18n, lesson.mine.quiz_hint)}
                    </p>
                    <p class="my-view">
                        {t!(i18n, lesson.mine.view)} " " <code>{scene.view.clone()}</code>
                    </p>
                    <div class="my-scene-buttons">
                        <button type="button" on:click=show>
                            {t!(i18n, lesson.mine.show)}
                        </button>
                        <button
                            type="button"
                            class="quiet"
                            disabled=i == 0
                            aria-label=label(td_string!(locale, lesson.mine.up, k = k.clone()))
                            on:click=swap(i.saturating_sub(1))
                        >
                            "↑"
                        </button>
                        <button
                            type="button"
                            class="quiet"
                            disabled=last
                            aria-label=label(td_string!(locale, lesson.mine.down, k = k.clone()))
                            on:click=swap(i + 1)
                        >
                            "↓"
                        </button>
                        <button
                            type="button"
                            class="quiet"
                            aria-label=label(td_string!(locale, lesson.mine.remove, k = k))
                            on:click=remove
                        >
                            "✕"
                        </button>
                    </div>
                </fieldset>
            </li>
        }
    };
    move || {
        writing.revision.track();
        i18n.get_locale();
        let scenes = lesson.get_untracked().scenes;
        match scenes.is_empty() {
            true => view! { <p>{t!(i18n, lesson.mine.empty)}</p> }.into_any(),
            false => {
                let items = scenes.into_iter().enumerate().map(|(i, s)| scene(i, s));
                view! { <ol class="my-scenes">{items.collect_view()}</ol> }.into_any()
            }
        }
    }
}

/// A link that carries the lesson packed into the address, when it is short enough; else a line
/// saying to share the file.
#[component]
fn LessonLink(lesson: RwSignal<WrittenLesson>) -> impl IntoView {
    let i18n = use_i18n();
    let link = Memo::new(move |_| {
        lesson.with(|l| {
            let first = l.scenes.first()?.shown_view();
            let lesson = [("lesson", l.packed()), ("scene", "1".to_owned())];
            let page = window().location().href().ok()?;
            let page = page.split(['?', '#']).next().unwrap_or_default().to_owned();
            Some(format!("{page}{}&{first}", query_string(lesson)))
        })
    });
    let copied = RwSignal::new(None::<bool>);
    move || {
        let locale = i18n.get_locale();
        let link = link.get()?;
        if link.len() > LINK_LIMIT {
            let (n, max) = (link.len().to_string(), LINK_LIMIT.to_string());
            let said = td_string!(locale, lesson.mine.too_long, n = n, max = max);
            return Some(view! { <p class="my-hint">{said}</p> }.into_any());
        }
        let copy = {
            let link = link.clone();
            move |_| copy_text(link.clone(), copied)
        };
        Some(
            view! {
                <label class="my-field">
                    <span>{t!(i18n, lesson.mine.link)}</span>
                    <input type="text" readonly prop:value=link />
                </label>
                <button type="button" on:click=copy>
                    {move || match copied.get() {
                        Some(true) => td_string!(i18n.get_locale(), share.copied),
                        _ => td_string!(i18n.get_locale(), share.copy),
                    }}
                </button>
            }
            .into_any(),
        )
    }
}
