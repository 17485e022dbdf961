//! What the pages' questions share: the question held with its answer, the score and the last
//! answer kept for the search shown, the panel around a page's question (its switch, score,
//! verdict and "Copy result"), the kinds asked, the box of the question held, and the field an
//! answer is typed in.

mod kinds;
mod panel;
mod questions;
mod scorebook;

pub use kinds::{show_program, AskedKind, KindsAsked, LineAnswer};
pub use panel::{
    square_answer, worded, AnswerField, PerformOrPredict, PredictFrame, QuestionBox,
    QuestionsPlace, Switch,
};
pub use questions::{HeldQuestion, Questions};
pub use scorebook::Scorebook;
