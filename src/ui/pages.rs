//! The pages, as the UI makes them from their table (`view::pages!`): each page's state in the
//! app's state ([`AppState`]), its name in the header ([`PageTabs`]), the page shown
//! ([`ShownPage`]) and its help ([`help`]). A page's part of the UI is a [`PagePart`], which its
//! view names ([`ShownBy`]).
//! `docs/adding-a-page.md` says how a page is added.

use crate::i18n::i18n::{td_string, use_i18n};
use crate::style_sheets::Sheets;
use crate::text::Address;
use crate::text::Locale;
use crate::ui::chunks::{deferred, PartFuture};
use crate::ui::context::expect_context;
use crate::ui::part_sheets::sheets_loaded;
use crate::view::lesson::LessonAt;
use crate::view::message::{Message, MessageKind};
use crate::view::page::PageView;
use crate::view::shortcuts::{in_a_lesson, HelpRow};
use crate::view::theme::ThemeChoice;
use crate::view::url::{to_query, Page};
use crate::view::write::PackedCode;
use leptos::prelude::*;

/// A page's part of the UI: its view, read field by field, its name in the header and what it
/// shows.
pub trait PagePart: Copy + Send + Sync + 'static {
    /// The page's view, as the address holds it.
    type View: PageView + Send + Sync + 'static;

    /// The fields of the view `first`, in a signal of their own.
    fn new(first: Self::View) -> Self;

    /// The whole view, to write (and to read where every field is wanted: the address).
    fn view(&self) -> RwSignal<Self::View>;

    /// The page's name in the header.
    fn title(locale: Locale) -> &'static str;

    /// The page's part: its code, fetched the first time it is shown.
    fn part() -> PartFuture;

    /// The page's style sheets besides the first load's.
    const SHEETS: Sheets;
}

/// The part of the UI that shows a page's view.
pub trait ShownBy: PageView {
    /// The page's part of the UI.
    type Part: PagePart<View = Self>;
}

/// Declares, from the table of pages: [`AppState`] with a part per page, [`ShownPage`] and
/// [`help`].
macro_rules! app_state {
    ($( $page:ident $field:ident: $View:ty; )+) => {
        /// The state every page reads; provided once by the app shell. The address mirrors the
        /// page shown and its view.
        #[derive(Clone, Copy)]
        pub struct AppState {
            /// The page shown.
            pub page: RwSignal<Page>,
            $(
                #[doc = concat!("The view of the page `", stringify!($field), "`, field by field.")]
                pub $field: <$View as ShownBy>::Part,
            )+
            /// The colour theme chosen.
            pub theme: RwSignal<ThemeChoice>,
            /// Whether the page is shown inside another one (`embed=1`).
            pub embed: RwSignal<bool>,
            /// The lesson and its scene shown, if any.
            pub lesson: RwSignal<Option<LessonAt>>,
            /// A student's program ("write your own"), as typed; `None`: the exercise's starter.
            pub code: RwSignal<Option<PackedCode>>,
            /// Messages about bad input or a bad link, shown next to the page's form.
            pub messages: RwSignal<Vec<Message>>,
        }

        impl AppState {
            /// Creates the state for a first address.
            pub fn new(address: Address, theme: ThemeChoice, messages: Vec<Message>) -> Self {
                Self {
                    page: RwSignal::new(address.page),
                    $( $field: <<$View as ShownBy>::Part as PagePart>::new(address.$field), )+
                    theme: RwSignal::new(theme),
                    embed: RwSignal::new(address.embed),
                    lesson: RwSignal::new(address.lesson),
                    code: RwSignal::new(address.code),
                    messages: RwSignal::new(messages),
                }
            }

            /// The address of what is shown, in `lang`.
            pub fn address(&self, lang: Locale) -> Address {
                Address {
                    page: self.page.get(),
                    lang: Some(lang),
                    theme: Some(self.theme.get()),
                    embed: self.embed.get(),
                    lesson: self.lesson.get(),
                    code: self.code.get(),
                    $( $field: self.$field.view().get(), )+
                }
            }

            /// Shows `address` (a link followed, Back or Forward) with the messages about it.
            pub fn show(&self, address: Address, messages: Vec<Message>) {
                self.messages.set(messages);
                // The page shown is rebuilt only when it changes (Back within a page keeps its
                // parts).
                if self.page.get_untracked() != address.page {
                    self.page.set(address.page);
                }
                self.embed.set(address.embed);
                self.lesson.set(address.lesson);
                self.code.set(address.code);
                $( self.$field.view().set(address.$field); )+
                if let Some(theme) = address.theme {
                    self.theme.set(theme);
                }
            }
        }

        /// A page's name in the header.
        fn page_name(page: Page, locale: Locale) -> &'static str {
            match page {
                $( Page::$page => <<$View as ShownBy>::Part as PagePart>::title(locale), )+
            }
        }

        /// The page shown, once its part and its style sheets are loaded.
        #[component]
        pub fn ShownPage() -> impl IntoView {
            let app = expect_context::<AppState>();
            move || {
                let (part, sheets) = page_part(app.page.get());
                deferred(part, sheets)
            }
        }

        /// The part of `page` and its style sheets.
        fn page_part(page: Page) -> (PartFuture, Sheets) {
            match page {
                $( Page::$page => (
                    <<$View as ShownBy>::Part as PagePart>::part(),
                    <<$View as ShownBy>::Part as PagePart>::SHEETS,
                ), )+
            }
        }

        /// The help overlay's lines for the page and view shown (in a lesson, PageUp and
        /// PageDown move between its scenes).
        pub fn help(app: AppState) -> Vec<HelpRow> {
            let rows = match app.page.get() {
                $( Page::$page => app.$field.view().with(PageView::help), )+
            };
            match app.lesson.get() {
                Some(_) => in_a_lesson(rows),
                None => rows,
            }
        }
    };
}

crate::view::pages!(app_state);

/// Loads the part of `page` and its style sheets (a failure is left to the page shown, which says
/// so and tries again): the app mounts once they are in, so that its first screen is the page's.
pub async fn page_loaded(page: Page) {
    let (part, sheets) = page_part(page);
    let _ = part.await;
    sheets_loaded(sheets).await;
}

impl AppState {
    /// Adds a message.
    pub fn tell(&self, message: Message) {
        self.messages.update(|m| m.push(message));
    }

    /// Drops the messages of one kind (an Input message, say, once the input is good).
    pub fn clear(&self, kind: MessageKind) {
        self.messages
            .update(|m| m.retain(|message| message.kind() != kind));
    }
}

/// The navigation between the pages; the page shown is marked `aria-current`.
#[component]
pub fn PageTabs() -> impl IntoView {
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    let link = move |page: Page| {
        let href = move || {
            // A program typed is its page's exercise's: the other page shows its own.
            let address = Address {
                page,
                code: None,
                ..app.address(i18n.get_locale())
            };
            to_query(&address)
        };
        let open = move |ev: leptos::ev::MouseEvent| {
            let plain = ev.button() == 0 && !(ev.ctrl_key() || ev.meta_key() || ev.shift_key());
            if plain {
                ev.prevent_default();
                app.messages.set(Vec::new());
                if app.page.get_untracked() != page {
                    app.code.set(None);
                }
                app.page.set(page);
            }
        };
        view! {
            <a
                href=href
                on:click=open
                aria-current=move || (app.page.get() == page).then_some("page")
            >
                {move || page_name(page, i18n.get_locale())}
            </a>
        }
    };
    view! {
        <nav class="page-tabs" aria-label=move || td_string!(i18n.get_locale(), app.pages)>
            {Page::ALL.iter().copied().map(link).collect_view()}
        </nav>
    }
}
