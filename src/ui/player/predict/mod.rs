//! What the pages' questions share: the question held with its answer, the score and the last
//! answer kept for the search shown, the panel around a page's question (its switch, score,
//! verdict and "Copy result"), the kinds asked, the box of the question held, the field an
//! answer is typed in, and the whole panel of a page's questions ([`predict_panel`]).

mod asking;
mod kinds;
mod panel;
mod questions;
mod scorebook;

pub use asking::{predict_panel, provide_questions, AskingPage};
pub use kinds::{show_program, AskedKind, KindsAsked, LineAnswer};
pub use panel::{
    square_answer, worded, AnswerField, PredictFrame, QuestionBox, QuestionsPlace, Switch,
};
pub use questions::{HeldQuestion, PageQuestion, Questions};
pub use scorebook::Scorebook;
