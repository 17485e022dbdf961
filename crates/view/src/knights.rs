//! The knight's tour page's view: what its part of the address holds (the board's size, the start
//! square, open or closed tour, the method, the one compared with it, the player's step and
//! speed), read with a message for every bad parameter, and written back.

use super::page::PageView;
use super::params::Params;
use super::player::{Asked, PlayerError, PlayerView, PERFORM};
use super::shortcuts::{help_rows, HelpAction, HelpRow, PLAYER_KEYS, TRY_KEYS, WRITE_KEYS};
use nqueens_solvers::knights::board::{BoardSize, Square};
use nqueens_solvers::knights::existence::TourKind;
use nqueens_solvers::knights::play::kind;
use nqueens_solvers::knights::trace::perform::performable;
use nqueens_solvers::knights::trace::Method;
use nqueens_solvers::knights::walk::{Walk, WalkError};

/// The longest side the page solves and plays (the solvers take up to
/// [`nqueens_solvers::knights::board::MAX_SIDE`]; this keeps a replay's memory near 30 MB).
pub const MAX_PAGE_SIDE: u32 = 1000;

/// The name of the page's one exercise in the address (`task=rule`): the knight's rule.
pub const RULE_TASK: &str = "rule";

/// The board shown when the address does not say.
pub const DEFAULT_SIDE: u32 = 8;

/// What the knight's tour page shows: enough to reproduce it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KnightsView {
    /// The board (`size=8x8`, rows × columns).
    pub size: BoardSize,
    /// The start square (`start=a8`, named as on the board).
    pub start: Square,
    /// The method (`method`); a closed tour (`tour=closed`) is always built by construction.
    pub method: Method,
    /// Another method played beside it in lockstep from the same start (`vs`): never the same
    /// one, and only between methods of open tours.
    pub versus: Option<Method>,
    /// The player's step and speed (`step`, `speed`).
    pub player: PlayerView,
    /// A student's own walk (`mode=try`, `path=a1,b3…`), which the page shows instead of the
    /// player.
    pub walk: Option<Walk>,
    /// The student writes the knight's rule (`mode=code&task=rule`), shown instead of the
    /// player; never with a walk, and on a board no larger than a walk's.
    pub writing: bool,
}

impl Default for KnightsView {
    fn default() -> Self {
        Self {
            size: default_size(),
            start: Square::new(0, 0),
            method: Method::Warnsdorff,
            versus: None,
            player: PlayerView::default(),
            walk: None,
            writing: false,
        }
    }
}

/// The default board, 8 × 8.
fn default_size() -> BoardSize {
    BoardSize::new(DEFAULT_SIDE, DEFAULT_SIDE).unwrap_or_else(|_| unreachable!("8×8 is a board"))
}

/// An empty walk on `size`, or on the default board if `size` is too large to walk on.
pub fn empty_walk(size: BoardSize) -> Walk {
    Walk::new(size)
        .or_else(|| Walk::new(default_size()))
        .unwrap_or_else(|| unreachable!("8×8 is a board to walk on"))
}

/// A parameter of the knight's tour page's address that could not be used; the default is shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KnightsError {
    /// `size` was not `R x C` with sides from 1 to [`MAX_PAGE_SIDE`].
    BadSize(String),
    /// `start` named no square of the board; the top-left square, named `fallback` in the
    /// board's own naming, is used.
    BadStart {
        /// The start as the link gave it.
        value: String,
        /// The square used instead, named on the link's board.
        fallback: String,
    },
    /// `tour` was neither `open` nor `closed`.
    BadTour(String),
    /// `method` named no method.
    BadMethod(String),
    /// `vs` named no method of open tours other than the one played: it is played alone.
    BadVersus(String),
    /// `step` or `speed` was unusable.
    Player(PlayerError),
    /// `tour=closed` with a method that makes open tours (named): the construction is shown.
    ClosedNeedsConstruction(String),
    /// `tour=open` with the construction, which makes closed tours: Warnsdorff's rule is shown.
    OpenNeedsSearch,
    /// `mode` was neither `play` nor `try`: the player is shown.
    BadMode(String),
    /// `mode=try` on a board of more than [`nqueens_solvers::knights::walk::MAX_WALK_SQUARES`] squares: the default board is
    /// shown.
    TooLargeToTry(String),
    /// `mode=code` on such a board: the default board is shown.
    TooLargeToWrite(String),
    /// `task` named no exercise of this page (its one is `rule`).
    BadTask(String),
    /// `path` named a bad square: the walk before it is shown.
    BadPath(WalkError),
}

/// The help overlay's lines for the knight's tour page: its form's Enter, and the keys of the
/// student's board while trying, the player's otherwise (none while the student performs the
/// search).
pub fn help(view: &KnightsView) -> Vec<HelpRow> {
    let own: &[HelpRow] = if view.walk.is_some() {
        &TRY_KEYS
    } else if view.writing {
        &WRITE_KEYS
    } else if view.player.perform {
        &[]
    } else {
        &PLAYER_KEYS
    };
    help_rows(Some(HelpAction::ShowBoard), own)
}

/// Reads one side of a board as typed: a whole number from 1 to [`MAX_PAGE_SIDE`].
pub fn parse_side(text: &str) -> Option<u32> {
    text.trim()
        .parse::<u32>()
        .ok()
        .filter(|&n| (1..=MAX_PAGE_SIDE).contains(&n))
}

/// Reads a board size as typed or linked: `8x8`, `8×10`, `8 X 10` (rows first).
pub fn parse_size(text: &str) -> Option<BoardSize> {
    // Split on the letter itself, not on a lowercased copy: `str::to_lowercase` would bring
    // Unicode's whole case table (about 12 KB) into the first load for one letter.
    let (rows, cols) = text.split_once(['x', 'X', '×'])?;
    BoardSize::new(parse_side(rows)?, parse_side(cols)?).ok()
}

impl KnightsView {
    /// The kind of tour the view asks for: closed for the construction, open otherwise.
    pub fn tour(&self) -> TourKind {
        kind(self.method)
    }

    /// The same view on another board: the start is kept where it fits (else the top-left
    /// square), the player starts again, and a walk starts again on a new board (the player
    /// is shown if the board is too large to walk on; the same board keeps the walk).
    pub fn with_size(self, size: BoardSize) -> Self {
        let start = if size.contains(self.start) {
            self.start
        } else {
            Square::new(0, 0)
        };
        Self {
            size,
            start,
            player: self.player.restarted(),
            walk: match self.walk {
                Some(walk) if walk.size() == size => Some(walk),
                walk => walk.and_then(|_| Walk::new(size)),
            },
            writing: self.writing && Walk::new(size).is_some(),
            ..self
        }
    }

    /// The same view with the student walking (`true`, on an empty board; the default board if
    /// this one is too large) or the player.
    pub fn trying(self, walk: bool) -> Self {
        if !walk {
            return Self { walk: None, ..self };
        }
        let shown = self.walkable();
        Self {
            walk: Some(shown.walk.unwrap_or_else(|| empty_walk(shown.size))),
            writing: false,
            ..shown
        }
    }

    /// The same view with the student writing the knight's rule (`true`; on the default board
    /// if this one is too large to walk on) or the player. The rule's walk plays in the player
    /// as Warnsdorff's rule's tours do, from step 0, with no question asked, nothing compared
    /// and nothing performed, as a link to it (which names none of them) shows it.
    pub fn writing(self, writing: bool) -> Self {
        if !writing {
            return Self {
                writing: false,
                ..self
            };
        }
        let shown = self.walkable();
        Self {
            writing: true,
            walk: None,
            method: Method::Warnsdorff,
            versus: None,
            player: PlayerView {
                predict: Default::default(),
                perform: false,
                ..shown.player.restarted()
            },
            ..shown
        }
    }

    /// This view, on the default board if its own is too large to walk on.
    fn walkable(self) -> Self {
        match Walk::new(self.size) {
            Some(_) => self,
            None => self.with_size(default_size()),
        }
    }

    /// The same view from another start square, from step 0.
    pub fn with_start(self, start: Square) -> Self {
        Self {
            start,
            player: self.player.restarted(),
            ..self
        }
    }

    /// The same view by another method, from step 0 (compared with the same one as before,
    /// where it still can be).
    pub fn with_method(self, method: Method) -> Self {
        Self {
            method,
            player: self.player.restarted(),
            ..self
        }
        .with_versus(self.versus)
    }

    /// The same view with `versus` played beside its method (or alone), from step 0: only a
    /// method of open tours other than the one played can be compared with it.
    pub fn with_versus(self, versus: Option<Method>) -> Self {
        Self {
            versus: versus.filter(|&v| self.compares_with(v)),
            player: self.player.restarted(),
            ..self
        }
    }

    /// Whether `other` can be played beside this view's method: both make open tours, and they
    /// differ.
    pub fn compares_with(&self, other: Method) -> bool {
        other != self.method && kind(other) == TourKind::Open && self.tour() == TourKind::Open
    }
}

impl PageView for KnightsView {
    type Error = KnightsError;

    /// Reads the page's parameters; a bad one is reported and left at its default. The size is
    /// read before the start, which is named on the board.
    fn from_params(params: &Params) -> (Self, Vec<Self::Error>) {
        let mut view = Self::default();
        let mut errors = Vec::new();
        if let Some(value) = params.get("size") {
            match parse_size(value) {
                Some(size) => view.size = size,
                None => errors.push(KnightsError::BadSize(value.to_owned())),
            }
        }
        if let Some(value) = params.get("start") {
            match view.size.parse_square(value) {
                Some(start) => view.start = start,
                None => errors.push(KnightsError::BadStart {
                    value: value.to_owned(),
                    fallback: view.size.name(view.start),
                }),
            }
        }
        let mut method_given = false;
        if let Some(value) = params.get("method") {
            match value.trim().parse() {
                Ok(method) => {
                    view.method = method;
                    method_given = true;
                }
                Err(_) => errors.push(KnightsError::BadMethod(value.to_owned())),
            }
        }
        // The tour follows the method (only the construction makes closed tours); a link whose
        // two disagree is told which one is shown.
        if let Some(value) = params.get("tour") {
            match value.trim() {
                "closed" if view.method != Method::Closed => {
                    if method_given {
                        let named = view.method.name().to_owned();
                        errors.push(KnightsError::ClosedNeedsConstruction(named));
                    }
                    view.method = Method::Closed;
                }
                "open" if view.method == Method::Closed => {
                    errors.push(KnightsError::OpenNeedsSearch);
                    view.method = Method::Warnsdorff;
                }
                "open" | "closed" => {}
                _ => errors.push(KnightsError::BadTour(value.to_owned())),
            }
        }
        if let Some(value) = params.get("vs") {
            match value.trim().parse() {
                Ok(versus) if view.compares_with(versus) => view.versus = Some(versus),
                _ => errors.push(KnightsError::BadVersus(value.to_owned())),
            }
        }
        let (player, player_errors) = PlayerView::from_params(params, Asked::KNIGHTS);
        view.player = player;
        errors.extend(player_errors.into_iter().map(KnightsError::Player));
        if view.player.perform && !performable(view.method, view.size) {
            view.player.perform = false;
            let name = view.method.name().to_owned();
            errors.push(KnightsError::Player(PlayerError::NotPerformed(name)));
        }
        match params.get("mode").map(str::trim) {
            None | Some("play" | PERFORM) => {}
            Some("try") => {
                if Walk::new(view.size).is_none() {
                    let size = format!("{}x{}", view.size.rows, view.size.cols);
                    errors.push(KnightsError::TooLargeToTry(size));
                }
                view = view.trying(true);
                if let (Some(walk), Some(names)) = (view.walk, params.get("path")) {
                    match walk.with_names(names) {
                        Ok(walk) => view.walk = Some(walk),
                        Err(error) => {
                            view.walk = Some(*error.kept);
                            errors.push(KnightsError::BadPath(error));
                        }
                    }
                }
            }
            Some("code") => {
                if Walk::new(view.size).is_none() {
                    let size = format!("{}x{}", view.size.rows, view.size.cols);
                    errors.push(KnightsError::TooLargeToWrite(size));
                }
                view = view.writing(true);
                if let Some(task) = params.get("task").filter(|t| t.trim() != RULE_TASK) {
                    errors.push(KnightsError::BadTask(task.to_owned()));
                }
            }
            Some(other) => errors.push(KnightsError::BadMode(other.to_owned())),
        }
        (view, errors)
    }

    /// The page's parameters, every one written so that a link shows the whole view; a walk's
    /// board and squares only.
    fn to_params(&self) -> Vec<(&'static str, String)> {
        let size = ("size", format!("{}x{}", self.size.rows, self.size.cols));
        if let Some(walk) = self.walk {
            let mut params = vec![size, ("mode", "try".to_owned())];
            if !walk.is_empty() {
                params.push(("path", walk.names()));
            }
            return params;
        }
        if self.writing {
            return vec![
                size,
                ("start", self.size.name(self.start)),
                ("mode", "code".to_owned()),
                ("task", RULE_TASK.to_owned()),
            ];
        }
        let tour = match self.tour() {
            TourKind::Open => "open",
            TourKind::Closed => "closed",
        };
        [
            size,
            ("start", self.size.name(self.start)),
            ("tour", tour.to_owned()),
            ("method", self.method.name().to_owned()),
        ]
        .into_iter()
        .chain(self.player.perform.then(|| ("mode", PERFORM.to_owned())))
        .chain(self.versus.map(|v| ("vs", v.name().to_owned())))
        .chain(self.player.to_params())
        .collect()
    }

    /// Whether going from this view to `next` deserves an entry in the browser's history (so
    /// Back returns to it): a new board, start or method does, and performing the search or no
    /// longer; stepping the player does not.
    fn is_new_entry(&self, next: &Self) -> bool {
        let key = |v: &Self| {
            let performing = v.player.perform;
            (
                v.size,
                v.start,
                v.method,
                v.versus,
                v.walk.is_some(),
                v.writing,
                performing,
            )
        };
        key(self) != key(next)
    }

    /// The help of what is shown ([`help`]).
    fn modes() -> Vec<&'static str> {
        vec!["play", "try", "code", PERFORM]
    }

    fn help(&self) -> Vec<HelpRow> {
        help(self)
    }

    fn writes_code(&self) -> bool {
        self.writing
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_help_lists_the_board_s_keys_while_trying_and_the_player_s_otherwise() {
        let actions = |view: &KnightsView| -> Vec<HelpAction> {
            help(view).into_iter().map(|(_, action)| action).collect()
        };
        let playing = actions(&KnightsView::default());
        assert!(playing.contains(&HelpAction::PlayPause));
        assert!(!playing.contains(&HelpAction::Place));
        let (trying, _) = KnightsView::from_params(&Params::parse("mode=try&size=5x5"));
        assert!(trying.walk.is_some());
        let trying = actions(&trying);
        assert!(trying.contains(&HelpAction::Place) && trying.contains(&HelpAction::Undo));
        assert!(!trying.contains(&HelpAction::PlayPause));
        assert!(trying.contains(&HelpAction::ShowBoard));
    }
    use crate::params::query_string;
    use crate::speed::Speed;

    fn parse(query: &str) -> (KnightsView, Vec<KnightsError>) {
        KnightsView::from_params(&Params::parse(query))
    }

    fn size(rows: u32, cols: u32) -> BoardSize {
        BoardSize::new(rows, cols).unwrap()
    }

    /// `mode=perform` on the knight's page: the student performs the search, written back as
    /// such; the construction and boards over 20 × 20 are played instead, with a message.
    #[test]
    fn perform_reads_back_and_refuses_the_construction() {
        let (view, errors) = parse("?mode=perform&size=5x5&method=seed");
        assert!(view.player.perform && errors.is_empty());
        let query = query_string(view.to_params());
        assert!(query.contains("mode=perform"), "{query}");
        assert_eq!(parse(&query).0, view);
        let (view, errors) = parse("?mode=perform&tour=closed&size=8x8");
        assert!(!view.player.perform);
        assert_eq!(
            errors,
            vec![KnightsError::Player(PlayerError::NotPerformed(
                "closed".into()
            ))]
        );
        let (view, errors) = parse("?mode=perform&size=21x21&method=warnsdorff");
        assert!(!view.player.perform && errors.len() == 1);
    }

    #[test]
    fn a_link_reads_back_to_its_view() {
        let views = [
            KnightsView::default(),
            KnightsView {
                size: size(5, 7),
                start: Square::new(4, 6),
                method: Method::SeedOrder,
                player: PlayerView {
                    step: 1234,
                    speed: Speed::from_rung(0),
                    show: None,
                    ..PlayerView::default()
                },
                walk: None,
                versus: None,
                writing: false,
            },
            KnightsView::default().with_versus(Some(Method::SeedOrder)),
            KnightsView::default()
                .with_size(size(1000, 999))
                .with_start(Square::new(500, 30))
                .with_method(Method::Closed),
        ];
        for view in views {
            let query = query_string(view.to_params());
            assert_eq!(parse(&query), (view, vec![]), "{query}");
        }
        let query = query_string(views[1].to_params());
        assert_eq!(
            query,
            "?size=5x7&start=g1&tour=open&method=seed&step=1234&speed=0.33"
        );
    }

    #[test]
    fn a_method_is_compared_only_with_another_of_open_tours() {
        let compared = KnightsView::default().with_versus(Some(Method::SeedOrder));
        assert_eq!(compared.versus, Some(Method::SeedOrder));
        assert_eq!(
            query_string(compared.to_params()),
            "?size=8x8&start=a8&tour=open&method=warnsdorff&vs=seed&step=0&speed=5"
        );
        // The same method, the construction, or a closed tour: played alone.
        for versus in [Method::Warnsdorff, Method::Closed] {
            assert_eq!(
                KnightsView::default().with_versus(Some(versus)).versus,
                None
            );
        }
        assert_eq!(compared.with_method(Method::Closed).versus, None);
        assert_eq!(compared.with_method(Method::SeedOrder).versus, None);
        assert_eq!(
            compared.with_method(Method::WarnsdorffBacktracking).versus,
            Some(Method::SeedOrder)
        );
        for bad in ["warnsdorff", "closed", "fast"] {
            let (view, errors) = parse(&format!("?method=warnsdorff&vs={bad}"));
            assert_eq!(view.versus, None);
            assert_eq!(errors, vec![KnightsError::BadVersus(bad.into())]);
        }
        let (view, errors) = parse("?tour=closed&vs=seed");
        assert_eq!(
            (view.versus, errors),
            (None, vec![KnightsError::BadVersus("seed".into())])
        );
    }

    #[test]
    fn a_walk_reads_back_and_a_bad_square_keeps_the_walk_before_it() {
        let (view, errors) = parse("?page=knights&mode=try&size=5x5&path=a5,b3");
        assert_eq!(errors, vec![]);
        assert_eq!(view.walk.map(|w| w.names()), Some("a5,b3".to_owned()));
        let query = query_string(view.to_params());
        assert_eq!(query, "?size=5x5&mode=try&path=a5%2Cb3");
        assert_eq!(parse(&query), (view, vec![]));
        let (view, errors) = parse("?page=knights&mode=try&size=5x5&path=a5,b3,b4,c1");
        assert_eq!(view.walk.map(|w| w.names()), Some("a5,b3".to_owned()));
        assert!(matches!(&errors[..], [KnightsError::BadPath(e)] if e.name == "b4"));
        let (view, errors) = parse("?page=knights&mode=try&size=20x20");
        assert_eq!(view.size, size(8, 8));
        assert_eq!(view.walk.map(|w| w.len()), Some(0));
        assert_eq!(errors, vec![KnightsError::TooLargeToTry("20x20".into())]);
        let (view, errors) = parse("?page=knights&mode=race&path=a1");
        assert_eq!(
            (view.walk, errors),
            (None, vec![KnightsError::BadMode("race".into())])
        );
        // Another board starts the walk again; the player leaves it.
        let walking = parse("?page=knights&mode=try&size=5x5&path=a5").0;
        assert_eq!(walking.with_size(size(6, 6)).walk.map(|w| w.len()), Some(0));
        assert_eq!(walking.with_size(size(5, 5)).walk, walking.walk);
        assert_eq!(walking.with_size(size(30, 30)).walk, None);
        assert_eq!(walking.trying(false).walk, None);
    }

    #[test]
    fn the_rule_s_exercise_reads_back_and_keeps_its_board_small() {
        let (view, errors) = parse("?page=knights&mode=code&task=rule&size=6x5&start=b2");
        assert_eq!(errors, vec![]);
        assert!(view.writing && view.walk.is_none() && view.writes_code());
        assert_eq!(
            (view.size, view.size.name(view.start)),
            (size(6, 5), "b2".into())
        );
        let query = query_string(view.to_params());
        assert_eq!(query, "?size=6x5&start=b2&mode=code&task=rule");
        assert_eq!(parse(&query), (view, vec![]));
        assert!(help(&view).iter().any(|(_, a)| *a == HelpAction::Run));
        let (view, errors) = parse("?page=knights&mode=code&task=safe&size=20x20");
        assert!(view.writing);
        assert_eq!(view.size, size(8, 8));
        assert_eq!(
            errors,
            vec![
                KnightsError::TooLargeToWrite("20x20".into()),
                KnightsError::BadTask("safe".into())
            ]
        );
        // A board too large to walk on leaves the exercise for the player; trying leaves it too.
        assert!(!view.with_size(size(30, 30)).writing);
        assert!(view.with_size(size(5, 5)).writing);
        let trying = view.trying(true);
        assert!(!trying.writing && trying.walk.is_some());
        assert!(trying.writing(true).walk.is_none());
        assert!(!KnightsView::default().writes_code());
        assert!(view.is_new_entry(&view.writing(false)));
        // Written from the player as a link reads it: what the player did is left behind.
        let (playing, _) = parse("?size=5x5&method=seed&vs=backtrack&step=40&mode=perform");
        assert!(playing.player.perform && playing.versus.is_some() && playing.player.step == 40);
        let written = playing.writing(true);
        assert_eq!(parse(&query_string(written.to_params())).0, written);
        assert_eq!((written.method, written.versus), (Method::Warnsdorff, None));
        assert!(!written.player.perform && written.player.step == 0);
    }

    #[test]
    fn sizes_are_read_as_typed() {
        assert_eq!(parse_size(" 8 × 10 "), Some(size(8, 10)));
        assert_eq!(parse_size("1000X1000"), Some(size(1000, 1000)));
        for bad in ["", "8", "0x8", "8x1001", "x", "8x-1", "axb", "8x8x8"] {
            assert_eq!(parse_size(bad), None, "{bad}");
        }
    }

    #[test]
    fn squares_are_named_by_letters_on_every_board() {
        let (view, errors) = parse("?size=50x50&start=a1");
        assert_eq!((view.start, errors), (Square::new(49, 0), vec![]));
        let (view, errors) = parse("?size=50x50&start=zz1");
        assert_eq!(view.start, Square::new(0, 0));
        assert_eq!(
            errors,
            vec![KnightsError::BadStart {
                value: "zz1".into(),
                fallback: "a50".into(),
            }]
        );
    }

    #[test]
    fn bad_parameters_are_reported_and_defaulted() {
        let (view, errors) = parse("?size=9x&start=z9&tour=round&method=fast&step=-1&speed=9000");
        assert_eq!(view, KnightsView::default());
        assert_eq!(
            errors,
            vec![
                KnightsError::BadSize("9x".into()),
                KnightsError::BadStart {
                    value: "z9".into(),
                    fallback: "a8".into(),
                },
                KnightsError::BadMethod("fast".into()),
                KnightsError::BadTour("round".into()),
                KnightsError::Player(PlayerError::BadStep("-1".into())),
                KnightsError::Player(PlayerError::BadSpeed("9000".into())),
            ]
        );
    }

    #[test]
    fn the_tour_and_the_method_agree() {
        assert_eq!(
            parse("?tour=closed"),
            (KnightsView::default().with_method(Method::Closed), vec![])
        );
        assert_eq!(
            parse("?tour=closed&method=seed"),
            (
                KnightsView::default().with_method(Method::Closed),
                vec![KnightsError::ClosedNeedsConstruction("seed".into())]
            )
        );
        assert_eq!(
            parse("?tour=closed&method=fast"),
            (
                KnightsView::default().with_method(Method::Closed),
                vec![KnightsError::BadMethod("fast".into())]
            )
        );
        assert_eq!(
            parse("?tour=open&method=closed"),
            (KnightsView::default(), vec![KnightsError::OpenNeedsSearch])
        );
        assert_eq!(parse("?method=closed").0.tour(), TourKind::Closed);
        let moved = KnightsView::default()
            .with_start(Square::new(7, 7))
            .with_size(size(5, 5));
        assert_eq!(moved.start, Square::new(0, 0));
    }

    #[test]
    fn the_help_lists_the_form_and_the_players_keys() {
        let rows = help(&KnightsView::default());
        assert!(rows.iter().any(|(_, a)| *a == HelpAction::Presenter));
        assert!(rows.iter().any(|(_, a)| *a == HelpAction::ShowBoard));
        assert!(rows.iter().any(|(_, a)| *a == HelpAction::Speed));
        assert!(!rows.iter().any(|(_, a)| *a == HelpAction::Solve));
        assert!(!rows.iter().any(|(_, a)| *a == HelpAction::ListMove));
    }
}
