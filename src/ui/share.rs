//! The Share dialog's button and contents: the view's address with a Copy button, its QR code, and
//! the `<iframe>` that shows the view inside another page. The toolbar's button (and `S`) opens
//! the dialog (see [`super::modal`]); its contents are a part of their own.

use super::chunks::part;
use super::clipboard::copy_text;
use super::modal::Dialogs;
use super::pages::AppState;
use super::share_qr::AddressQrCode;
use crate::i18n::i18n::{t, td_string, use_i18n};
use crate::text::Address;
use crate::ui::context::expect_context;
use crate::view::url::to_query;
use leptos::prelude::*;

part!(
    /// What the Share dialog shows: the address, its QR code, Copy, and the `<iframe>` code.
    share_contents => view! { <ShareContents /> }.into_any()
);

/// The toolbar's Share button.
#[component]
pub fn ShareButton() -> impl IntoView {
    let dialogs = expect_context::<Dialogs>();
    let i18n = use_i18n();
    view! {
        <button
            type="button"
            class="quiet"
            aria-keyshortcuts="S"
            on:click=move |_| dialogs.share.open()
        >
            {t!(i18n, app.share)}
        </button>
    }
}

/// The address (exactly the one the page puts in the bar), its QR code and Copy button, and the
/// `<iframe>` of the view.
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
    let copy = move |_| copy_text(address.get_untracked(), copied);
    let copy_status = move || {
        let locale = i18n.get_locale();
        match copied.get() {
            Some(true) => td_string!(locale, share.copied),
            Some(false) => td_string!(locale, share.copy_failed),
            None => "",
        }
    };
    // The dialog is modal: the view, and so the address, cannot change while it is open.
    view! {
        <AddressQrCode address=address.get_untracked() />
        <div class="share-fields">
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
        </div>
    }
}
