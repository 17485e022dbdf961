//! What a page's view is to the address and the help: read from and written to the address's
//! parameters, compared for the browser's history, and the keys of its help. Each page's view
//! implements [`PageView`]; the table of pages ([`crate::pages!`]) does the rest.

use super::params::Params;
use super::shortcuts::HelpRow;

/// A page's view, as the address holds it.
pub trait PageView: Copy + Default + PartialEq + Eq + std::fmt::Debug {
    /// A parameter of the page's that could not be used (the default is shown instead).
    type Error: Clone + PartialEq + Eq + std::fmt::Debug;

    /// Reads the page's parameters; a bad one is reported and left at its default.
    fn from_params(params: &Params) -> (Self, Vec<Self::Error>);

    /// The page's parameters, in the address's order.
    fn to_params(&self) -> Vec<(&'static str, String)>;

    /// Whether going from this view to `next` deserves an entry in the browser's history (so
    /// Back returns to it).
    fn is_new_entry(&self, next: &Self) -> bool;

    /// The help overlay's lines for this view: what Enter does, and the keys of what is shown.
    fn help(&self) -> Vec<HelpRow>;

    /// The values of `mode=` the page reads, each a view of its own.
    fn modes() -> Vec<&'static str>;

    /// Whether this view opens a run in the counting workers, which may start while the page
    /// loads (`worker::early`).
    fn runs_in_workers(&self) -> bool {
        false
    }

    /// Whether the view holds a student's program (`code=`, "write your own").
    fn writes_code(&self) -> bool {
        false
    }

    /// How many counting workers the view asks for (`workers=`), if it says.
    fn workers(&self) -> Option<usize> {
        None
    }
}
