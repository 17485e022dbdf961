//! The parts of the app that load on first use. In the app's builds (the `split` feature, see
//! `scripts/split.sh`) each is a wasm chunk of its own, fetched the first time it is shown, so the
//! first load carries only the shell and the list; in other builds (tests, the worker) they are
//! plain `async` functions that are ready at once. A page declares its parts in its own folder
//! with [`part!`] (`ui/queens/parts.rs`, `ui/knights/mod.rs`); this module holds the macro, the
//! messages' wording, the code that saves a picture ([`picture_saver`]) and [`deferred`], which
//! shows a part.
//!
//! Each builds its part untracked: the [`Suspend`] that awaits it would otherwise rebuild the whole
//! part whenever a signal its set-up reads changes.

use crate::i18n::i18n::{t, use_i18n};
use crate::style_sheets::Sheets;
use crate::text::message::render;
use crate::text::Locale;
use crate::ui::part_sheets::sheets_loaded;
use crate::ui::picture::{save_picture, SavePicture};
use crate::view::message::Message;
use leptos::prelude::*;
use std::future::Future;
use std::pin::Pin;

/// A part's code being fetched: boxed, so that every part shares one [`deferred`] (a generic one
/// would be compiled again into the first load for each part).
pub type PartFuture = Pin<Box<dyn Future<Output = Result<AnyView, Unloaded>> + Send>>;

/// A part whose code could not be fetched: the network failed before the offline cache had it.
#[derive(Debug)]
pub struct Unloaded;

#[cfg(feature = "split")]
impl From<leptos::wasm_split::SplitLoaderError> for Unloaded {
    fn from(_: leptos::wasm_split::SplitLoaderError) -> Self {
        Unloaded
    }
}

/// Defines a part, `async fn name() -> Result<AnyView, Unloaded>`: in split builds a chunk of its
/// own (a failed fetch is an `Err`, and the next call tries again), elsewhere a plain function.
macro_rules! part {
    ($(#[$doc:meta])* $name:ident => $view:expr) => {
        $(#[$doc])*
        #[cfg(feature = "split")]
        #[::leptos::wasm_split::wasm_split($name, fallible, wasm_split_path = ::leptos::wasm_split)]
        pub fn $name() -> Result<::leptos::prelude::AnyView, $crate::ui::chunks::Unloaded> {
            Ok(::leptos::prelude::untrack(|| $view))
        }

        $(#[$doc])*
        #[cfg(not(feature = "split"))]
        pub async fn $name() -> Result<::leptos::prelude::AnyView, $crate::ui::chunks::Unloaded> {
            Ok(::leptos::prelude::untrack(|| $view))
        }
    };
}
pub(crate) use part;

/// How the app's messages are worded (see [`crate::text::message::render`]).
pub type MessageWords = fn(&Message, Locale) -> String;

/// The wording of the app's messages (bad input, bad links, refused downloads), loaded with the
/// first message: a page opened from a good link shows none, and its first load is smaller.
#[cfg(feature = "split")]
#[leptos::wasm_split::wasm_split(message_words, fallible, wasm_split_path = ::leptos::wasm_split)]
pub fn message_words() -> Result<MessageWords, Unloaded> {
    Ok(render)
}

/// The wording of the app's messages (at once in builds without chunks).
#[cfg(not(feature = "split"))]
pub async fn message_words() -> Result<MessageWords, Unloaded> {
    Ok(render)
}

/// The code that saves a picture, loaded with the first picture saved.
#[cfg(feature = "split")]
#[leptos::wasm_split::wasm_split(picture_saver, fallible, wasm_split_path = ::leptos::wasm_split)]
pub fn picture_saver() -> Result<SavePicture, Unloaded> {
    Ok(save_picture)
}

/// The code that saves a picture (at once in builds without chunks).
#[cfg(not(feature = "split"))]
pub async fn picture_saver() -> Result<SavePicture, Unloaded> {
    Ok(save_picture)
}

/// Shows a part once its code and its style `sheets` are loaded (at once when they already are),
/// a line saying it is loading meanwhile, and a message if its code could not be loaded.
pub fn deferred(part: PartFuture, sheets: Sheets) -> impl IntoView {
    let i18n = use_i18n();
    // Linked now, so that the sheets and the code load side by side.
    let styled = sheets_loaded(sheets);
    let shown = async move {
        let view = part.await.unwrap_or_else(|Unloaded| {
            view! { <p class="message" role="alert">{t!(i18n, app.unloaded)}</p> }.into_any()
        });
        styled.await;
        view
    };
    view! {
        <Suspense fallback=move || {
            view! { <p class="loading">{t!(i18n, app.loading)}</p> }
        }>{Suspend::new(shown)}</Suspense>
    }
}
