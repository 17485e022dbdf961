//! The app's pages, declared once: [`pages!`] is their table. Each entry is a page's name (its
//! variant of [`crate::url::Page`], and its field in the address and in the app's state, which is
//! also its name in the address's `page=`) and its view (a [`crate::page::PageView`]). What is
//! made of the table is made where it is used: the address's types and their reading and writing
//! here ([`crate::url`]); each page's words (the words' crate); the app's state, the header's tabs,
//! the page shown and the help in the UI, which maps each page's view to its part. The first page
//! is the default. `docs/adding-a-page.md` says how a page is added.

/// Calls the macro `$then` with the table of pages, one line per page: `Variant field: View;`
/// (the variant's doc comment is made from its name and view).
#[macro_export]
macro_rules! pages {
    ($then:ident) => {
        $then! {
            Queens queens: $crate::queens::QueensView;
            Knights knights: $crate::knights::KnightsView;
        }
    };
}
