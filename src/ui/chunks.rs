//! The parts of the app that load on first use. In the app's builds (the `split` feature, see
//! `scripts/split.sh`) each is a wasm chunk of its own, fetched the first time it is shown (or
//! beside the first load, when the address names a view that needs it: `src/parts.rs`), so the
//! first load carries only the shell and what both pages share; in other builds (tests, the
//! worker) they are plain `async` functions that are ready at once. A page declares its parts in its own folder
//! with [`part!`] (`ui/queens/parts.rs`, `ui/knights/mod.rs`); this module holds the macro, the
//! messages' wording, the code that saves a picture ([`picture_saver`]) and [`deferred`], which
//! shows a part.
//!
//! A part's chunk holds the function that makes its view ([`MakeView`]); [`deferred`] calls it
//! untracked once the code is in, as any view of the page is built.

use crate::i18n::i18n::{t, use_i18n};
use crate::style_sheets::Sheets;
use crate::text::message::render;
use crate::text::Locale;
use crate::ui::part_sheets::sheets_loaded;
use crate::ui::picture::{save_picture, SavePicture};
use crate::view::message::Message;
use leptos::prelude::*;
use leptos::task::spawn_local;
use std::future::Future;
use std::pin::Pin;

/// A part's view, made where it is shown: built in the page's reactive scope as any view is (not
/// inside the future that fetched its code), so that it is disposed with the view around it.
pub type MakeView = fn() -> AnyView;

/// A part's code being fetched: boxed, so that every part shares one [`deferred`] (a generic one
/// would be compiled again into the first load for each part).
pub type PartFuture = Pin<Box<dyn Future<Output = Result<MakeView, Unloaded>> + Send>>;

/// A part whose code could not be fetched: the network failed before the offline cache had it.
#[derive(Clone, Copy, Debug)]
pub struct Unloaded;

#[cfg(feature = "split")]
impl From<leptos::wasm_split::SplitLoaderError> for Unloaded {
    fn from(_: leptos::wasm_split::SplitLoaderError) -> Self {
        Unloaded
    }
}

/// Defines a part, `async fn name() -> Result<MakeView, Unloaded>`: in split builds a chunk of its
/// own (a failed fetch is an `Err`, and the next call tries again), elsewhere a plain function.
/// Every part is in the table of parts (`crate::parts`), which says which part loads it and which
/// a view needs first.
macro_rules! part {
    ($(#[$doc:meta])* $name:ident => $view:expr) => {
        $(#[$doc])*
        #[cfg(feature = "split")]
        #[::leptos::wasm_split::wasm_split($name, fallible, wasm_split_path = ::leptos::wasm_split)]
        pub fn $name() -> Result<$crate::ui::chunks::MakeView, $crate::ui::chunks::Unloaded> {
            fn make() -> ::leptos::prelude::AnyView {
                $view
            }
            Ok(make)
        }

        $(#[$doc])*
        #[cfg(not(feature = "split"))]
        pub async fn $name() -> Result<$crate::ui::chunks::MakeView, $crate::ui::chunks::Unloaded> {
            fn make() -> ::leptos::prelude::AnyView {
                $view
            }
            Ok(make)
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

/// Shows a part once its code and its style `sheets` are loaded, a line saying it is loading
/// meanwhile, and a message if its code could not be loaded.
pub fn deferred(part: PartFuture, sheets: Sheets) -> impl IntoView {
    let i18n = use_i18n();
    // Linked now, so that the sheets and the code load side by side.
    let styled = sheets_loaded(sheets);
    let loaded = RwSignal::new(None::<Result<MakeView, Unloaded>>);
    spawn_local(async move {
        let made = part.await;
        styled.await;
        // The view may have moved on meanwhile, and the part with it: then nothing is shown.
        loaded.try_set(Some(made));
    });
    move || match loaded.get() {
        None => view! { <p class="loading">{t!(i18n, app.loading)}</p> }.into_any(),
        Some(Ok(make)) => untrack(make),
        Some(Err(Unloaded)) => {
            view! { <p class="message" role="alert">{t!(i18n, app.unloaded)}</p> }.into_any()
        }
    }
}

/// Shows a part while `shown` holds (its code fetched the first time), and nothing otherwise.
pub fn deferred_while(
    shown: Memo<bool>,
    load: fn() -> PartFuture,
    sheets: Sheets,
) -> impl IntoView {
    move || shown.get().then(|| deferred(load(), sheets))
}
