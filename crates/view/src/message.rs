//! What the page tells a person about their input, a link or an action: typed values with their
//! data, rendered in the reader's language at the edge (see `text::message`).

use super::input::NError;
use super::url::AddressError;

/// Where a message comes from, so a page can clear one kind and keep the others.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MessageKind {
    /// About what a person typed; cleared by their next Solve.
    Input,
    /// About the address they opened.
    Link,
    /// About an action of theirs the browser refused.
    Action,
}

/// What was typed in the knight's tour form that cannot be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardInput {
    /// A side that is not a whole number from 1 to the page's limit.
    Side(String),
    /// A start that names no square of the board.
    Start(String),
}

/// One message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Message {
    /// N as typed is unusable.
    BadN(NError),
    /// The knight's tour board or start as typed is unusable.
    BadBoard(BoardInput),
    /// A parameter of the address was unusable.
    Link(AddressError),
    /// A step asked for by the address lies past the end of the search.
    StepClamped {
        /// The step asked for.
        asked: u64,
        /// The last step, shown instead.
        total: u64,
    },
    /// The browser refused a download.
    DownloadRefused,
}

impl Message {
    /// The kind of the message.
    pub fn kind(&self) -> MessageKind {
        match self {
            Message::BadN(_) | Message::BadBoard(_) => MessageKind::Input,
            Message::Link(_) | Message::StepClamped { .. } => MessageKind::Link,
            Message::DownloadRefused => MessageKind::Action,
        }
    }
}
