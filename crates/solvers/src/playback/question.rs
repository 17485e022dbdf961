//! The questions a player asks before a step, for any puzzle: which kinds are asked, the question
//! found at a step with its answer read from the trace, and a guess graded against it. Each
//! puzzle's questions implement [`Question`]; the page's panel, its words and its score are
//! written once over it.

use std::fmt::Debug;

/// Which kinds of question are asked: a set of switches.
pub trait Kinds: Copy + Default + PartialEq + Debug {
    /// Whether a kind asked here is one of `applicable` (the kinds a search is asked at all).
    fn any_of(self, applicable: Self) -> bool;
}

/// A question asked at one step of a search, with its answer.
pub trait Question: Clone + PartialEq + Debug {
    /// The search asked about.
    type Trace;
    /// Which kinds of question are asked.
    type Kinds: Kinds;
    /// An answer a student gives.
    type Guess: Copy + PartialEq + Debug;
    /// A guess graded: why it is right or not.
    type Verdict: Copy + PartialEq + Debug;

    /// The question at `trace`'s step among the `kinds` asked, if one is asked there.
    fn ask(trace: &Self::Trace, kinds: Self::Kinds) -> Option<Self>;

    /// Grades `guess`.
    fn grade(&self, guess: Self::Guess) -> Self::Verdict;

    /// Whether `verdict` says the guess was right.
    fn is_right(verdict: Self::Verdict) -> bool;
}

/// A guess graded, kept with its question until the next is.
#[derive(Clone, Debug, PartialEq)]
pub struct Graded<Q: Question> {
    /// The question, with its answer.
    pub asked: Q,
    /// The guess.
    pub guess: Q::Guess,
    /// Its verdict.
    pub verdict: Q::Verdict,
}

impl<Q: Question> Graded<Q> {
    /// `guess` graded against `asked`.
    pub fn new(asked: &Q, guess: Q::Guess) -> Self {
        Self {
            asked: asked.clone(),
            guess,
            verdict: asked.grade(guess),
        }
    }

    /// Whether the guess was right.
    pub fn is_right(&self) -> bool {
        Q::is_right(self.verdict)
    }
}
