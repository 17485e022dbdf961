//! The app's pages, declared once: [`pages!`] is their table. Each entry is a page's name (its
//! variant of `view::url::Page`, and its field in the address and in the app's state, which is
//! also its name in the address's `page=`), its view (a [`crate::view::page::PageView`]) and its
//! part of the UI (a `ui::pages::PagePart`). What is made of the table is made where it is used:
//! the address's types and their reading and writing (`view::url`), the app's state, the header's
//! tabs, the page shown and the help (`ui::pages`). The first page is the default.
//! `docs/adding-a-page.md` says how a page is added.

/// Calls the macro `$then` with the table of pages, one line per page:
/// `Variant field: View, Part;` (the variant's doc comment is made from its name and view).
macro_rules! pages {
    ($then:ident) => {
        $then! {
            Queens queens: crate::view::queens::QueensView, crate::ui::queens::QueensFields;
            Knights knights: crate::view::knights::KnightsView, crate::ui::knights::KnightsFields;
        }
    };
}
pub(crate) use pages;
