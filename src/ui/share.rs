//! The Share dialog: the view's address with a Copy button, and the `<iframe>` that shows the view
//! inside another page. The toolbar's button (and `S`) opens it; what it shows is a part of its
//! own, loaded the first time it opens.

use super::chunks::{deferred, part};
use super::pages::AppState;
use crate::i18n::i18n::{t, td_string, use_i18n};
use crate::view::url::{to_query, Address};
use leptos::html;
use leptos::prelude::*;
use leptos::task::spawn_local;
use wasm_bindgen_futures::JsFuture;

/// The Share dialog; provided as context by [`provide_share`], so the page's keys open it too.
#[derive(Clone, Copy)]
pub struct Share {
    dialog: NodeRef<html::Dialog>,
    /// Whether the dialog is open (its contents exist only while it is).
    open: RwSignal<bool>,
}

impl Share {
    /// Opens the dialog.
    pub fn open(self) {
        if let Some(dialog) = self.dialog.get_untracked() {
            if !dialog.open() && dialog.show_modal().is_ok() {
                self.open.set(true);
            }
        }
    }
}

/// Provides the Share dialog's state, for [`ShareButton`] and the page's keys.
pub fn provide_share() -> Share {
    let share = Share {
        dialog: NodeRef::new(),
        open: RwSignal::new(false),
    };
    provide_context(share);
    share
}

part!(
    /// What the Share dialog shows: the address, Copy, and the `<iframe>` code.
    share_contents => view! { <ShareContents /> }.into_any()
);

/// The toolbar's Share button and its dialog.
#[component]
pub fn ShareButton() -> impl IntoView {
    let share = expect_context::<Share>();
    let i18n = use_i18n();
    let close = move |_| {
        if let Some(dialog) = share.dialog.get_untracked() {
            dialog.close();
        }
    };
    view! {
        <button
            type="button"
            class="quiet"
            aria-keyshortcuts="S"
            on:click=move |_| share.open()
        >
            {t!(i18n, app.share)}
        </button>
        <dialog
            class="share"
            node_ref=share.dialog
            aria-labelledby="share-title"
            on:close=move |_| share.open.set(false)
        >
            <h2 id="share-title">{t!(i18n, share.title)}</h2>
            {move || share.open.get().then(|| deferred(share_contents()))}
            <form method="dialog">
                <button type="submit" on:click=close>
                    {t!(i18n, help.close)}
                </button>
            </form>
        </dialog>
    }
}

/// The address (exactly the one the page puts in the bar), its Copy button, and the `<iframe>` of
/// the view.
#[component]
fn ShareContents() -> impl IntoView {
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    let location = window().location();
    let page = format!(
        "{}{}",
        location.origin().unwrap_or_default(),
        location.pathname().unwrap_or_default()
    );
    let base = page.clone();
    let address =
        Memo::new(move |_| format!("{base}{}", to_query(&app.address(i18n.get_locale()))));
    let iframe = move || {
        let embedded = Address {
            embed: true,
            ..app.address(i18n.get_locale())
        };
        format!(
            r#"<iframe src="{page}{}" width="640" height="480" title="N-Queens Lab"></iframe>"#,
            to_query(&embedded)
        )
    };
    let copied = RwSignal::new(None::<bool>);
    let copy = move |_| {
        let text = address.get_untracked();
        spawn_local(async move {
            let written = window().navigator().clipboard().write_text(&text);
            copied.set(Some(JsFuture::from(written).await.is_ok()));
        });
    };
    let copy_status = move || {
        let locale = i18n.get_locale();
        match copied.get() {
            Some(true) => td_string!(locale, share.copied),
            Some(false) => td_string!(locale, share.copy_failed),
            None => "",
        }
    };
    view! {
        <label class="share-address">
            <span>{t!(i18n, share.address)}</span>
            <input type="text" readonly prop:value=address />
        </label>
        <button type="button" on:click=copy>
            {t!(i18n, share.copy)}
        </button>
        <p class="share-status" role="status">{copy_status}</p>
        <label class="share-address">
            <span>{t!(i18n, share.embed)}</span>
            <textarea readonly rows="3" prop:value=iframe></textarea>
        </label>
    }
}
