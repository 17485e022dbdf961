//! Presenter mode, the page's keys and the help overlay's table: one button (and `F`) puts the
//! page in full screen with a presenter layout (`presenting` on `<html>`: the form, the menus,
//! the export bar and the hints hidden, one row of the player's buttons and its step, the board
//! given the rest of the height, large type; `style/presenter.css`, loaded the first time);
//! `C` (or the Controls button) brings the hidden controls back for a moment (`show-controls`),
//! `Esc` leaves. `?` opens the list of the page's shortcuts.

use super::chunks::part;
use super::focus::{as_focus, focus_of, for_the_page};
use super::modal::Dialogs;
use super::pages::{help, AppState};
use super::part_sheets::link_sheets;
use super::root_class::root_class;
use crate::i18n::i18n::{t, td_string, use_i18n};
use crate::style_sheets;
use crate::text::Locale;
use crate::ui::context::expect_context;
use crate::view::shortcuts::{page_key, HelpAction, PageKey};
use leptos::prelude::*;

/// Whether presenter mode is on; provided as context by [`install_presenter`].
#[derive(Clone, Copy)]
pub struct Presenter {
    /// On or off.
    pub on: RwSignal<bool>,
    /// In presenter mode, whether the controls it hides are shown.
    controls: RwSignal<bool>,
    /// Whether this presenter mode's page has been full screen: only then does leaving full
    /// screen leave presenter mode (a late event of the last time's exit does not).
    full_screen: RwSignal<bool>,
}

impl Presenter {
    /// Turns presenter mode on (full screen, if the browser allows) or off.
    pub fn toggle(self) {
        let on = !self.on.get_untracked();
        let document = document();
        if on {
            if let Some(root) = document.document_element() {
                // Refused (no user gesture, or not allowed in a frame): the layout still changes.
                let _ = root.request_fullscreen();
            }
        } else if document.fullscreen_element().is_some() {
            document.exit_fullscreen();
        }
        self.controls.set(false);
        self.full_screen.set(false);
        if on {
            // The layout's sheet, linked the first time, comes with the full screen's change.
            link_sheets(style_sheets::PRESENTER);
        }
        self.on.set(on);
    }

    /// In presenter mode, shows the controls it hides, or hides them again.
    pub fn toggle_controls(self) {
        if self.on.get_untracked() {
            self.controls.update(|shown| *shown = !*shown);
        }
    }
}

/// Sets up presenter mode and the page's keys (`F`, `C`, `S`, `?`, `Esc`), and provides
/// [`Presenter`]; `S` and `?` open the [`Dialogs`] provided before.
pub fn install_presenter() -> Presenter {
    let presenter = Presenter {
        on: RwSignal::new(false),
        controls: RwSignal::new(false),
        full_screen: RwSignal::new(false),
    };
    provide_context(presenter);
    root_class("presenting", move || presenter.on.get());
    root_class("show-controls", move || {
        presenter.on.get() && presenter.controls.get()
    });
    // Leaving full screen (the browser's own Esc) leaves presenter mode; the exit that leaving
    // presenter mode asked for may be reported after `F` turned it on again, and is ignored.
    let change = window_event_listener_untyped("fullscreenchange", move |_| {
        if document().fullscreen_element().is_some() {
            presenter.full_screen.set(presenter.on.get_untracked());
        } else if presenter.full_screen.get_untracked() && presenter.on.get_untracked() {
            presenter.toggle();
        }
    });
    let dialogs = expect_context::<Dialogs>();
    let keys = window_event_listener(leptos::ev::keydown, move |ev| {
        if !for_the_page(&ev) {
            return;
        }
        if ev.key() == "Escape" && presenter.on.get_untracked() {
            presenter.toggle();
            return;
        }
        let focus = focus_of(&ev);
        match page_key(&ev.key(), as_focus(&focus)) {
            Some(PageKey::Presenter) => {
                ev.prevent_default();
                presenter.toggle();
            }
            Some(PageKey::Help) => {
                ev.prevent_default();
                dialogs.help.open();
            }
            Some(PageKey::Controls) if presenter.on.get_untracked() => {
                ev.prevent_default();
                presenter.toggle_controls();
            }
            Some(PageKey::Share) => {
                ev.prevent_default();
                dialogs.share.open();
            }
            Some(PageKey::Controls | PageKey::Advance(_)) | None => {}
        }
    });
    on_cleanup(move || {
        change.remove();
        keys.remove();
    });
    presenter
}

/// The toolbar's buttons: presenter mode, the controls it hides (in presenter mode only), and
/// the help overlay.
#[component]
pub fn PresenterButtons() -> impl IntoView {
    let presenter = expect_context::<Presenter>();
    let dialogs = expect_context::<Dialogs>();
    let i18n = use_i18n();
    view! {
        <button
            type="button"
            class="quiet presenter-only"
            aria-keyshortcuts="C"
            aria-pressed=move || presenter.controls.get().to_string()
            on:click=move |_| presenter.toggle_controls()
        >
            {t!(i18n, app.controls)}
        </button>
        <button
            type="button"
            class="quiet presenter-toggle"
            aria-keyshortcuts="F"
            aria-pressed=move || presenter.on.get().to_string()
            on:click=move |_| presenter.toggle()
        >
            {move || {
                if presenter.on.get() {
                    td_string!(i18n.get_locale(), app.presenter_leave)
                } else {
                    td_string!(i18n.get_locale(), app.presenter)
                }
            }}
        </button>
        <button
            type="button"
            class="quiet"
            aria-keyshortcuts="?"
            aria-label=move || td_string!(i18n.get_locale(), app.help)
            on:click=move |_| dialogs.help.open()
        >
            "?"
        </button>
    }
}

/// Keys as the language names them: the space bar's name is a word, the others are key caps.
fn key_names(keys: &str, locale: Locale) -> String {
    keys.split(' ')
        .map(|key| match key {
            "Space" => td_string!(locale, help.space),
            key => key,
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// What a help line says.
fn action_text(action: HelpAction, locale: Locale) -> &'static str {
    match action {
        HelpAction::Presenter => td_string!(locale, help.presenter),
        HelpAction::Help => td_string!(locale, help.help),
        HelpAction::Leave => td_string!(locale, help.leave),
        HelpAction::Controls => td_string!(locale, help.controls),
        HelpAction::Share => td_string!(locale, help.share),
        HelpAction::Solve => td_string!(locale, help.solve),
        HelpAction::ShowBoard => td_string!(locale, help.show_board),
        HelpAction::ListMove => td_string!(locale, help.list_move),
        HelpAction::ListEnds => td_string!(locale, help.list_ends),
        HelpAction::ListPage => td_string!(locale, help.list_page),
        HelpAction::ListAdvance => td_string!(locale, help.list_advance),
        HelpAction::PlayPause => td_string!(locale, help.play_pause),
        HelpAction::Step => td_string!(locale, help.step),
        HelpAction::Run => td_string!(locale, help.run),
        HelpAction::Ends => td_string!(locale, help.ends),
        HelpAction::Speed => td_string!(locale, help.speed),
        HelpAction::Cursor => td_string!(locale, help.cursor),
        HelpAction::Place => td_string!(locale, help.place),
        HelpAction::Undo => td_string!(locale, help.undo),
        HelpAction::Scene => td_string!(locale, help.scene),
        HelpAction::LeaveLesson => td_string!(locale, help.leave_lesson),
        HelpAction::SpeakerView => td_string!(locale, help.speaker_view),
    }
}

part!(
    /// The help overlay's table, loaded the first time the overlay opens.
    help_table => view! { <HelpTable /> }.into_any()
);

/// The shortcuts of the view shown, a row each.
#[component]
fn HelpTable() -> impl IntoView {
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    // The rows change with the mode or what is shown, not with every step the player writes.
    let shown = Memo::new(move |_| help(app));
    let rows = move || {
        let locale = i18n.get_locale();
        shown
            .get()
            .into_iter()
            .map(|(keys, action)| {
                view! {
                    <tr>
                        <td>
                            <kbd>{key_names(keys, locale)}</kbd>
                        </td>
                        <td>{action_text(action, locale)}</td>
                    </tr>
                }
            })
            .collect_view()
    };
    view! {
        <table>
            <thead>
                <tr>
                    <th scope="col">{t!(i18n, help.keys)}</th>
                    <th scope="col">{t!(i18n, help.action)}</th>
                </tr>
            </thead>
            <tbody>{rows}</tbody>
        </table>
    }
}
