//! The player's part of a page's view, read with one parser on every page: the step shown, the
//! speed, the teaching views shown beside the board and the questions asked (of the kinds each
//! page asks: [`Asked::QUEENS`], [`Asked::KNIGHTS`]), read from the address with one error, and
//! written back.

use super::params::Params;
use super::speed::Speed;
use nqueens_solvers::knights::trace::predict::KnightAsks;
use nqueens_solvers::queens::trace::questions::QueensAsks;

/// Where a page's player stands: enough to reproduce what it shows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PlayerView {
    /// The step shown, 0 = before the first event (`step`).
    pub step: u64,
    /// The speed (`speed`, steps per second).
    pub speed: Speed,
    /// The teaching views shown (`show=code,tree`); `None` when the address does not say, and
    /// the page's remembered choice applies.
    pub show: Option<Shown>,
    /// The questions the player asks before it shows (`predict=queen`).
    pub predict: Asked,
    /// Whether the student performs the search on the board, each action checked against it
    /// (`mode=perform`, which the page writes); no questions are asked meanwhile.
    pub perform: bool,
}

/// The questions the player asks before the events they are about, answered on the board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Asked {
    /// N-Queens: how many solutions will this N have? (`count`).
    pub count: bool,
    /// N-Queens: where will the next queen go? (`queen`).
    pub queen: bool,
    /// N-Queens: is the square tried safe, and if not, which queen attacks it? (`safe`).
    pub safe: bool,
    /// N-Queens: which line of the program runs next? (`line`).
    pub line: bool,
    /// Knight's tour: where will the knight go next? (`square`).
    pub square: bool,
    /// Knight's tour: is this a dead end? (`deadend`).
    pub dead_end: bool,
    /// Knight's tour: where does the knight go back to? (`back`).
    pub back: bool,
}

/// Where a kind of question is said to be asked.
type KindField = fn(&mut Asked) -> &mut bool;

/// Each kind of question, by its name in the address.
const KINDS: [(&str, KindField); 7] = [
    ("count", |a| &mut a.count),
    ("queen", |a| &mut a.queen),
    ("safe", |a| &mut a.safe),
    ("line", |a| &mut a.line),
    ("square", |a| &mut a.square),
    ("deadend", |a| &mut a.dead_end),
    ("back", |a| &mut a.back),
];

impl Asked {
    /// The kinds the N-Queens page asks.
    pub const QUEENS: Asked = Asked {
        count: true,
        queen: true,
        safe: true,
        line: true,
        square: false,
        dead_end: false,
        back: false,
    };

    /// The kinds the knight's tour page asks.
    pub const KNIGHTS: Asked = Asked {
        count: false,
        queen: false,
        safe: false,
        line: false,
        square: true,
        dead_end: true,
        back: true,
    };

    /// The kinds asked, as the address writes them (`square,back`), or empty.
    pub fn names(mut self) -> String {
        KINDS
            .iter()
            .filter(|(_, kind)| *kind(&mut self))
            .map(|(name, _)| *name)
            .collect::<Vec<_>>()
            .join(",")
    }

    /// Reads the names of [`Asked::names`] (or nothing) among the kinds of `page` (one of
    /// [`Asked::QUEENS`], [`Asked::KNIGHTS`]); each other name is given to `unknown`.
    pub fn parse(text: &str, mut page: Asked, mut unknown: impl FnMut(&str)) -> Self {
        let mut asked = Self::default();
        for name in text.split(',').map(str::trim).filter(|n| !n.is_empty()) {
            match KINDS.iter().find(|(known, _)| *known == name) {
                Some((_, kind)) if *kind(&mut page) => *kind(&mut asked) = true,
                _ => unknown(name),
            }
        }
        asked
    }
}

/// The N-Queens kinds of question among those the view asks.
impl From<Asked> for QueensAsks {
    fn from(asked: Asked) -> Self {
        QueensAsks {
            count: asked.count,
            queen: asked.queen,
            safe: asked.safe,
            line: asked.line,
        }
    }
}

/// The knight's kinds of question among those the view asks.
impl From<Asked> for KnightAsks {
    fn from(asked: Asked) -> Self {
        KnightAsks {
            square: asked.square,
            dead_end: asked.dead_end,
            back: asked.back,
        }
    }
}

/// The teaching views beside the player's board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Shown {
    /// The program, its current line highlighted (`code`).
    pub code: bool,
    /// The search tree (`tree`).
    pub tree: bool,
}

impl Shown {
    /// The names of the views shown, as the address writes them: `code,tree`, `tree`, or empty.
    pub fn names(self) -> &'static str {
        match (self.code, self.tree) {
            (true, true) => "code,tree",
            (true, false) => "code",
            (false, true) => "tree",
            (false, false) => "",
        }
    }

    /// Reads `code,tree` (either, both or none, in any order); each name it does not know is
    /// given to `unknown`.
    pub fn parse(text: &str, mut unknown: impl FnMut(&str)) -> Self {
        let mut shown = Self::default();
        for name in text.split(',').map(str::trim).filter(|n| !n.is_empty()) {
            match name {
                "code" => shown.code = true,
                "tree" => shown.tree = true,
                other => unknown(other),
            }
        }
        shown
    }
}

/// A player's parameter of the address that could not be used; its default is shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayerError {
    /// `step` was not a whole number ≥ 0; the search starts at step 0.
    BadStep(String),
    /// `speed` was not one of the player's speeds; the default speed is used.
    BadSpeed(String),
    /// `show` named views the player does not have (these, joined by commas); they are ignored.
    UnknownView(String),
    /// `predict` named questions the player does not ask (these, joined by commas); they are
    /// ignored.
    UnknownQuestion(String),
    /// `mode=perform` asked to perform a search that cannot be performed (its name, in the
    /// address); the player plays it.
    NotPerformed(String),
}

/// The mode of the address (`mode=perform`) in which the student performs the search.
pub const PERFORM: &str = "perform";

impl PlayerView {
    /// The same speed, from the search's first step (a new search, or another one).
    pub fn restarted(self) -> Self {
        Self { step: 0, ..self }
    }

    /// Reads `step` and `speed`, the views shown and the questions asked (those of `page`, one
    /// of [`Asked::QUEENS`], [`Asked::KNIGHTS`]), and whether the student performs the search
    /// (`mode=perform`); a bad one is reported and left at its default.
    pub fn from_params(params: &Params, page: Asked) -> (Self, Vec<PlayerError>) {
        let mut view = Self::default();
        let mut errors = Vec::new();
        if let Some(value) = params.get("step") {
            match value.trim().parse::<u64>() {
                Ok(step) => view.step = step,
                Err(_) => errors.push(PlayerError::BadStep(value.to_owned())),
            }
        }
        if let Some(value) = params.get("speed") {
            match value.parse() {
                Ok(speed) => view.speed = speed,
                Err(()) => errors.push(PlayerError::BadSpeed(value.to_owned())),
            }
        }
        if let Some(value) = params.get("show") {
            // One message for the parameter, naming every unknown view in it.
            let mut unknown: Vec<String> = Vec::new();
            view.show = Some(Shown::parse(value, |name| unknown.push(name.to_owned())));
            if !unknown.is_empty() {
                errors.push(PlayerError::UnknownView(unknown.join(",")));
            }
        }
        if let Some(value) = params.get("predict") {
            let mut unknown: Vec<String> = Vec::new();
            view.predict = Asked::parse(value, page, |name| unknown.push(name.to_owned()));
            if !unknown.is_empty() {
                errors.push(PlayerError::UnknownQuestion(unknown.join(",")));
            }
        }
        if params.get("mode").map(str::trim) == Some(PERFORM) {
            view.perform = true;
            view.predict = Asked::default();
        }
        (view, errors)
    }

    /// The parameters: the step and speed always (a link says where the player stood), the
    /// views shown once chosen, the questions asked when there are any (the page writes
    /// `mode=perform`).
    pub fn to_params(&self) -> Vec<(&'static str, String)> {
        let mut params = vec![
            ("step", self.step.to_string()),
            ("speed", self.speed.to_string()),
        ];
        if let Some(shown) = self.show {
            params.push(("show", shown.names().to_owned()));
        }
        if self.predict != Asked::default() {
            params.push(("predict", self.predict.names()));
        }
        params
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The N-Queens page's player view of `query`.
    fn parse(query: &str) -> (PlayerView, Vec<PlayerError>) {
        PlayerView::from_params(&Params::parse(query), Asked::QUEENS)
    }

    #[test]
    fn step_and_speed_read_back_as_written() {
        let (view, errors) = parse("?step=42&speed=100");
        assert_eq!(errors, vec![]);
        assert_eq!(view.step, 42);
        let query: Vec<String> = view
            .to_params()
            .iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect();
        assert_eq!(query, ["step=42", "speed=100"]);
        let (view, errors) = parse("?show=tree,code&step=3");
        assert_eq!(errors, vec![]);
        assert_eq!(
            view.show,
            Some(Shown {
                code: true,
                tree: true
            })
        );
        assert_eq!(view.to_params()[2], ("show", "code,tree".into()));
        let (view, _) = parse("?show=");
        assert_eq!(view.show, Some(Shown::default()));
        assert_eq!(view.to_params()[2], ("show", String::new()));
        assert_eq!(view.restarted(), PlayerView { step: 0, ..view });
        assert_eq!(parse(""), (PlayerView::default(), vec![]));
    }

    #[test]
    fn bad_values_are_reported_and_defaulted() {
        let (view, errors) = parse("?step=-1&speed=7&show=code,graph");
        assert_eq!(
            view,
            PlayerView {
                show: Some(Shown {
                    code: true,
                    tree: false
                }),
                ..PlayerView::default()
            }
        );
        assert_eq!(
            errors,
            vec![
                PlayerError::BadStep("-1".into()),
                PlayerError::BadSpeed("7".into()),
                PlayerError::UnknownView("graph".into())
            ]
        );
        // One message for the parameter, however many names it gets wrong (found by the fuzz
        // test: a parameter is reported once at most).
        let (_, errors) = parse("?show=a1,code,b3");
        assert_eq!(errors, vec![PlayerError::UnknownView("a1,b3".into())]);
        let (view, errors) = parse("?predict=lines,queen,dead");
        assert_eq!(
            view.predict,
            Asked {
                queen: true,
                ..Asked::default()
            }
        );
        assert_eq!(
            errors,
            vec![PlayerError::UnknownQuestion("lines,dead".into())]
        );
    }

    #[test]
    fn the_questions_asked_read_back_and_none_are_not_written() {
        let (view, errors) = parse("?predict=queen&step=4");
        assert_eq!(errors, vec![]);
        assert_eq!(
            view.predict,
            Asked {
                queen: true,
                ..Asked::default()
            }
        );
        assert!(view.to_params().contains(&("predict", "queen".into())));
        let knights = |query| PlayerView::from_params(&Params::parse(query), Asked::KNIGHTS);
        let (view, errors) = knights("?predict=back,%20square,deadend");
        assert_eq!(errors, vec![]);
        assert_eq!(view.predict, Asked::KNIGHTS);
        assert!(view
            .to_params()
            .contains(&("predict", "square,deadend,back".into())));
        // A kind of the other page is no question of this one.
        let (view, errors) = knights("?predict=queen,back");
        assert_eq!(errors, vec![PlayerError::UnknownQuestion("queen".into())]);
        assert_eq!(view.predict.names(), "back");
        let (view, errors) = parse("?predict=square,count,safe,line");
        assert_eq!(errors, vec![PlayerError::UnknownQuestion("square".into())]);
        assert_eq!(view.predict.names(), "count,safe,line");
        let (view, _) = parse("?predict=");
        assert_eq!(view.predict, Asked::default());
        assert!(view.to_params().iter().all(|(key, _)| *key != "predict"));
    }
}
