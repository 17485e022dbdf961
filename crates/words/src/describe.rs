//! What a page's bad parameters say: each page's view error is described in the reader's
//! language (the view only names what was wrong).

use crate::Locale;
use nqueens_view::url::PageError;

/// An error that the page's words describe.
pub trait Describe {
    /// The message, in `locale`.
    fn describe(&self, locale: Locale) -> String;
}

/// Describes, from the table of pages, a bad parameter of the page shown by its page's words.
macro_rules! describe_page_errors {
    ($( $page:ident $field:ident: $View:ty; )+) => {
        impl Describe for PageError {
            fn describe(&self, locale: Locale) -> String {
                match self {
                    $( PageError::$page(error) => error.describe(locale), )+
                }
            }
        }
    };
}

nqueens_view::pages!(describe_page_errors);
