//! A lesson (`?lesson=queens`): scenes of the app a class is walked through, each a view of the
//! app with a caption under the board; built in, or written by a teacher ([`editor`]) and opened
//! from this browser, a file or the address ([`read`]). The first load holds only what opens
//! one: the toolbar's Lessons button and the classes on `<html>` that fold the page's forms away
//! in a lesson. The Lessons dialog (the built-in lessons and the teacher's own) is a part loaded
//! when first shown, and so are the lesson's bar ([`bar`]) and the speaker view ([`speaker`], in
//! a second window), one part for both, with their words and keys.

mod bar;
mod channel;
mod editor;
mod keys;
mod open_lesson;
mod quiz;
mod read;
mod speaker;
mod swipe;

use super::chunks::{deferred_while, part};
use super::modal::Dialogs;
use super::pages::AppState;
use super::root_class::root_class;
use crate::i18n::i18n::{t, td_string, use_i18n};
use crate::parts;
use crate::text::lesson::lesson_name;
use crate::text::Address;
use crate::ui::context::expect_context;
use crate::view::lesson::{Lesson, LessonAt, LessonId};
use crate::view::message::Message;
use crate::view::params::query_string;
use crate::view::url::parse_query;
use leptos::prelude::*;

part!(
    /// The lesson shown: its bar (where the class is in it, the scene's caption and question, its
    /// keys), or in the window the bar opens, the speaker view. One part for both: they share
    /// most of their code, and each part costs the first load its loader.
    lesson_shown => match is_speaker_window() {
        true => view! { <speaker::SpeakerView /> }.into_any(),
        false => view! { <bar::LessonBar /> }.into_any(),
    }
);

part!(
    /// The Lessons dialog: the built-in lessons, and the teacher's own.
    lesson_list => view! { <LessonList /> <editor::MyLesson /> }.into_any()
);

/// Whether, in a lesson, the page's forms (N, mode, algorithm, board) are folded away so that
/// the board keeps its room; provided by [`LessonPlace`] for the bar's button that shows them.
#[derive(Clone, Copy)]
pub struct FormsFolded(pub RwSignal<bool>);

/// The address of the scene `at` showing `view`: `?lesson=queens&scene=4&mode=play…`.
fn scene_query(at: LessonAt, view: &str) -> String {
    format!("{}&{view}", query_string(at.to_params()))
}

/// Shows the address `query` (a scene's), in the page shown inside another one or not as before.
fn show_query(app: AppState, query: &str) {
    let (address, errors) = parse_query(query);
    let address = Address {
        embed: app.embed.get_untracked(),
        ..address
    };
    app.show(address, errors.into_iter().map(Message::Link).collect());
}

/// Shows the scene `at` of its lesson, whose view is `view`.
fn open_scene(app: AppState, at: LessonAt, view: &str) {
    show_query(app, &scene_query(at, view));
}

/// The name of the speaker view's window: the app opened in a window of that name shows the
/// speaker view instead of the page.
const SPEAKER_WINDOW: &str = "nqueens-lab-speaker";

/// Whether this window is the speaker view's.
pub fn is_speaker_window() -> bool {
    window().name().is_ok_and(|name| name == SPEAKER_WINDOW)
}

/// Opens the speaker view (or brings it back) on the scene shown: a second window, kept in step
/// with this one.
pub fn open_speaker_view() {
    let window = window();
    let address = window.location().href().unwrap_or_default();
    // A browser that blocks the window leaves the lesson as it was.
    let _ = window.open_with_url_and_target_and_features(
        &address,
        SPEAKER_WINDOW,
        "popup,width=760,height=720",
    );
}

/// The lesson's bar under the page while a lesson is shown (in the speaker window, the speaker
/// view instead); `forms-folded` on `<html>` meanwhile, unless the form is asked for.
#[component]
pub fn LessonPlace() -> impl IntoView {
    let app = expect_context::<AppState>();
    let folded = RwSignal::new(true);
    provide_context(FormsFolded(folded));
    let shown = Memo::new(move |_| app.lesson.get().is_some());
    root_class("forms-folded", move || shown.get() && folded.get());
    deferred_while(
        shown,
        || Box::pin(lesson_shown()),
        parts::LESSON_SHOWN.sheets,
    )
}

/// The toolbar's Lessons button: the dialog of the built-in lessons and the teacher's own.
#[component]
pub fn LessonsButton() -> impl IntoView {
    let dialogs = expect_context::<Dialogs>();
    let i18n = use_i18n();
    view! {
        <button type="button" class="quiet" on:click=move |_| dialogs.lessons.open()>
            {t!(i18n, lesson.lessons)}
        </button>
    }
}

/// The built-in lessons, each a button that opens its first scene, with what it covers.
#[component]
fn LessonList() -> impl IntoView {
    let app = expect_context::<AppState>();
    let dialogs = expect_context::<Dialogs>();
    let i18n = use_i18n();
    let item = move |lesson: Lesson| {
        let open = move |_| {
            dialogs.lessons.close();
            let view = lesson.scenes().first().copied().unwrap_or_default();
            open_scene(app, LessonAt::start(LessonId::Built(lesson)), view);
        };
        let about = move || {
            let locale = i18n.get_locale();
            let scenes = lesson.scenes().len().to_string();
            let count = td_string!(locale, lesson.count, n = scenes);
            let covers = match lesson {
                Lesson::Queens => td_string!(locale, lesson.queens_about),
                Lesson::Knights => td_string!(locale, lesson.knights_about),
            };
            format!("{count}: {covers}")
        };
        view! {
            <li>
                <button type="button" on:click=open>
                    {move || lesson_name(lesson, i18n.get_locale())}
                </button>
                <p>{about}</p>
            </li>
        }
    };
    view! {
        <p>{t!(i18n, lesson.intro)}</p>
        <ul>{Lesson::ALL.into_iter().map(item).collect_view()}</ul>
    }
}
