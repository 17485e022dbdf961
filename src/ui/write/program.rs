//! The program of one exercise as the page holds it: in the address (`code=`, packed), kept in
//! the browser as it is typed, or the exercise's starter; opened from a file, saved to one, reset.

use crate::ui::browser::{chosen_file, file_text};
use crate::ui::download::download_text;
use crate::ui::stored_choices::Choice;
use crate::view::write::{PackedCode, MAX_CODE_BYTES};
use leptos::prelude::*;
use leptos::task::spawn_local;

/// The program of the exercise shown.
#[derive(Clone, Copy)]
pub struct Program {
    /// The program in the address, if one was typed or opened.
    code: RwSignal<Option<PackedCode>>,
    /// Where the exercise's program is kept in the browser.
    kept: Signal<&'static Choice>,
    /// The exercise's starter.
    starter: Signal<&'static str>,
    /// Whether the last file opened was refused (no text, or longer than the address carries).
    pub refused: RwSignal<bool>,
}

/// The program last typed where `kept` says, packed as the address carries it.
pub fn stored(kept: &Choice) -> Option<PackedCode> {
    kept.stored()
        .filter(|typed| !typed.is_empty())
        .map(|typed| PackedCode::pack(&typed))
}

impl Program {
    /// The program in `code` (the address's), kept where `kept` says, or else `starter`. A page
    /// whose address holds no program shows the one last kept.
    pub fn new(
        code: RwSignal<Option<PackedCode>>,
        kept: Signal<&'static Choice>,
        starter: Signal<&'static str>,
    ) -> Self {
        if code.get_untracked().is_none() {
            code.set(stored(kept.get_untracked()));
        }
        Program {
            code,
            kept,
            starter,
            refused: RwSignal::new(false),
        }
    }

    /// The program shown and run: the one typed, or the starter.
    pub fn text(self) -> String {
        self.code
            .get()
            .and_then(|packed| packed.unpack())
            .unwrap_or_else(|| self.starter.get().to_owned())
    }

    /// Whether the address holds a program that does not unpack (the starter is shown instead).
    pub fn unreadable(self) -> bool {
        self.code
            .with(|c| c.as_ref().is_some_and(|p| p.unpack().is_none()))
    }

    /// A program typed or opened: kept in the browser and written into the address.
    pub fn keep(self, text: &str) {
        self.refused.set(false);
        self.kept.get_untracked().store(text);
        self.code.set(Some(PackedCode::pack(text)));
    }

    /// Another exercise chosen: its program is the one last kept for it, or its starter.
    pub fn switched(self) {
        self.refused.set(false);
        self.code.set(stored(self.kept.get_untracked()));
    }

    /// Back to the starter (kept empty).
    pub fn reset(self) {
        self.refused.set(false);
        self.kept.get_untracked().store("");
        self.code.set(None);
    }

    /// Saves the program as the file `name`.
    pub fn save(self, name: &str) {
        // A browser that refuses the download leaves the page as it was.
        let _ = download_text(name, &untrack(move || self.text()), "text/x-python");
    }

    /// Opens the file the input of `event` chose.
    pub fn open(self, event: &leptos::ev::Event) {
        if let Some(file) = chosen_file(event) {
            spawn_local(async move {
                match file_text(&file).await {
                    Some(text) if text.len() <= MAX_CODE_BYTES => self.keep(&text),
                    _ => self.refused.set(true),
                }
            });
        }
    }
}
