//! A page's questions, written once for both pages: what the page gives ([`AskingPage`]: its
//! question, its kinds, the kinds its search is asked at all, the ways to answer), and the panel
//! made of it ([`predict_panel`]): the kinds asked, the score, the last verdict with its reason,
//! the question held and "Copy result".

use super::{worded, KindsAsked, PageQuestion, PredictFrame, QuestionBox, Questions};
use crate::i18n::i18n::use_i18n;
use crate::playback::{Kinds, Question};
use crate::text::predict::{result, revealed, verdict, QuestionWords};
use crate::text::Locale;
use crate::ui::context::expect_context;
use crate::ui::player::page::{result_in, PlayerPage};
use crate::ui::player::predict::AskedKind;
use crate::view::player::Asked;
use leptos::prelude::*;

/// A page whose player asks questions before a step.
pub trait AskingPage: PlayerPage {
    /// The page's question, with its answer.
    type Asked: PageQuestion<Trace = Self::Trace, Kinds: From<Asked>>;

    /// The page's kinds of question, each a check box.
    const KINDS: &'static [AskedKind];

    /// The kinds of question the search shown is asked at all (read tracked).
    fn applicable() -> <Self::Asked as Question>::Kinds;

    /// Why the search shown is not asked about, when none of the kinds asked applies.
    fn not_asked(locale: Locale) -> &'static str;

    /// The ways to answer the question held (`asked`): a field, buttons.
    fn answers(asked: &Self::Asked, questions: Questions<Self::Asked>) -> AnyView;
}

/// Provides the page's questions, asked while its view says so.
pub fn provide_questions<P: AskingPage>() -> Questions<P::Asked> {
    let fields = P::fields();
    let kinds = Memo::new(move |_| <P::Asked as Question>::Kinds::from(fields.predict()));
    Questions::provide(kinds)
}

/// The page's panel of questions, under their switch: the kinds asked, the score, the last
/// verdict, the question held with its ways to answer, and "Copy result"; or why the search
/// shown is not asked about.
pub fn predict_panel<P: AskingPage>() -> impl IntoView {
    let questions = expect_context::<Questions<P::Asked>>();
    let i18n = use_i18n();
    let fields = P::fields();
    let not_asked = Signal::derive(move || {
        let asked = <P::Asked as Question>::Kinds::from(fields.predict());
        (!asked.any_of(P::applicable())).then(|| P::not_asked(i18n.get_locale()).to_owned())
    });
    let last = Signal::derive(move || {
        questions
            .book
            .last()
            .map(|graded| verdict(&graded, i18n.get_locale()))
    });
    let question = move || {
        let held = move || {
            questions.question.get().map(|held| {
                let open = held.open();
                let asked = held.asked;
                let shown = {
                    let asked = asked.clone();
                    Signal::derive(move || (!open).then(|| revealed(&asked, i18n.get_locale())))
                };
                let title = {
                    let asked = asked.clone();
                    worded(move |l| asked.title(l))
                };
                view! {
                    <QuestionBox title=title revealed=shown>
                        {P::answers(&asked, questions)}
                    </QuestionBox>
                }
            })
        };
        view! {
            <KindsAsked fields=fields kinds=P::KINDS />
            {held}
        }
    };
    view! {
        <PredictFrame
            not_asked=not_asked
            score=Signal::derive(move || questions.book.score())
            verdict=last
            result={result_in::<P>(result)}
            question=question
        />
    }
}
