//! Reading the lesson the address names: a built-in one from its words, the one written in this
//! browser from its storage, a packed one from the address, a lesson file from the site.

use crate::i18n::Locale;
use crate::text::lesson::built_in;
use crate::ui::browser::fetched_text;
use crate::ui::stored_choices::MY_LESSON;
use crate::view::lesson::LessonId;
use crate::view::lesson_file::{read_file, unpack, FileProblem, WrittenLesson};
use leptos::prelude::*;

/// A lesson as read, with what was wrong in it; or why nothing could be read.
pub type Read = Result<(WrittenLesson, Vec<FileProblem>), FileProblem>;

/// The lesson written in this browser (an empty one where none is kept).
pub fn my_lesson() -> Read {
    match MY_LESSON.stored().filter(|text| !text.is_empty()) {
        Some(text) => read_file(&text),
        None => Ok((WrittenLesson::default(), Vec::new())),
    }
}

/// Reads the lesson `id`, in `locale` for a built-in one.
pub async fn read_lesson(id: &LessonId, locale: Locale) -> Read {
    match id {
        LessonId::Built(lesson) => Ok((built_in(*lesson, locale), Vec::new())),
        LessonId::Mine => my_lesson(),
        LessonId::Packed(packed) => unpack(packed),
        LessonId::File(path) => match fetched_text(path).await {
            Some(text) => read_file(&text),
            None => Err(FileProblem::Unreachable(path.to_string())),
        },
    }
}

thread_local! {
    /// Notified whenever the lesson written in this browser is stored.
    static MINE_STORED: ArcTrigger = ArcTrigger::new();
}

/// Tracks the lesson written in this browser: the calling memo or effect runs again when it is
/// stored.
pub fn track_my_lesson() {
    MINE_STORED.with(|stored| stored.track());
}

/// Keeps `lesson` as the lesson written in this browser (empty: none), and says so to a lesson
/// shown from it.
pub fn store_my_lesson(lesson: &WrittenLesson) {
    let file = match lesson.scenes.is_empty() && lesson.title.is_empty() {
        true => String::new(),
        false => lesson.to_file(),
    };
    MY_LESSON.store(&file);
    MINE_STORED.with(|stored| stored.notify());
}
