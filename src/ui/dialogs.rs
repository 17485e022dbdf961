//! The page's modal dialogs, the help overlay, Share and the lessons: each opens from a toolbar
//! button or a key (their handles are [`super::modal::Dialogs`]). They sit outside the toolbar,
//! whose menu a phone hides.

use super::lesson::lesson_list;
use super::modal::{Dialogs, ModalDialog};
use super::presenter::help_table;
use super::share::share_contents;
use crate::i18n::i18n::td_string;
use crate::parts;
use crate::ui::context::expect_context;
use leptos::prelude::*;

/// The page's dialogs, closed until a button or a key opens one.
#[component]
pub fn PageDialogs() -> impl IntoView {
    let dialogs = expect_context::<Dialogs>();
    view! {
        <ModalDialog
            dialog=dialogs.help
            class="help"
            title=|locale| td_string!(locale, help.title)
            contents=|| Box::pin(help_table())
            sheets=parts::HELP_TABLE.sheets
        />
        <ModalDialog
            dialog=dialogs.share
            class="share"
            title=|locale| td_string!(locale, share.title)
            contents=|| Box::pin(share_contents())
            sheets=parts::SHARE_CONTENTS.sheets
        />
        <ModalDialog
            dialog=dialogs.lessons
            class="lessons"
            title=|locale| td_string!(locale, lesson.lessons)
            contents=|| Box::pin(lesson_list())
            sheets=parts::LESSON_LIST.sheets
        />
    }
}
