//! The N-Queens page's view: what its part of the address holds (mode, N, the selected placement,
//! fundamental only, workers, the player's algorithm, the one compared with it, step and speed,
//! the one placement's method and seed), read with a message for every bad parameter, and written
//! back.

use super::input::{parse_n, NError};
use super::mode::Mode;
use super::one_placement::{OneMethod, DEFAULT_SEED};
use super::page::PageView;
use super::params::Params;
use super::player::{Asked, PlayerError, PlayerView, PERFORM};
use super::shortcuts::{
    help_rows, HelpAction, HelpRow, LIST_KEYS, PLAYER_KEYS, TRY_KEYS, WRITE_KEYS,
};
use super::write::Task;
use nqueens_jobs::limits::{
    GROWTH_FIRST_MAX_N, GROWTH_MAX_N, GROWTH_MIN_N, MAX_WORKERS, PAGE_LIST_MAX_N,
};
use nqueens_solvers::queens::position::{NameError, Position, MAX_POSITION_N};
use nqueens_solvers::queens::trace::perform::performable;
use nqueens_solvers::queens::trace::Algorithm;

/// N shown when the address does not say (or says something unusable).
pub const DEFAULT_N: usize = 8;

/// The algorithm the player traces when the address names none: the Java program's flag arrays.
pub const DEFAULT_ALGORITHM: Algorithm = Algorithm::Flags;

/// What the N-Queens page shows: enough to reproduce it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct QueensView {
    /// What the page does with N (`mode`).
    pub mode: Mode,
    /// The board size (`n`).
    pub n: usize,
    /// The selected placement, 0-based (the address shows it 1-based as `p`).
    pub selected: u64,
    /// List one placement per symmetry class only (`f=1`).
    pub fundamental: bool,
    /// How many Web Workers count (`workers`); by default one per core.
    pub workers: Option<usize>,
    /// The algorithm the player traces (`alg`).
    pub algorithm: Algorithm,
    /// Another algorithm played beside it in lockstep (`vs`), never the same one.
    pub versus: Option<Algorithm>,
    /// The player's step and speed (`step`, `speed`).
    pub player: PlayerView,
    /// The queens a student has placed (`q=a1,c5`, try mode); on an empty board of N otherwise.
    pub tried: Position,
    /// The largest N whose work is charted (`max`, growth mode).
    pub growth_max: usize,
    /// How the one-placement mode finds its placement (`alg` in that mode).
    pub one: OneMethod,
    /// The seed of a min-conflicts run, in that mode or the player (`seed`).
    pub seed: u64,
    /// The exercise of "write your own" (`task`, code mode).
    pub task: Task,
}

/// An empty board of `n` for the student's queens (of the default N beyond the largest one).
pub fn empty_position(n: usize) -> Position {
    let n = if n <= MAX_POSITION_N { n } else { DEFAULT_N };
    Position::empty(n).unwrap_or_else(|| unreachable!("1 ≤ N ≤ {MAX_POSITION_N}"))
}

impl Default for QueensView {
    fn default() -> Self {
        Self {
            mode: Mode::List,
            n: DEFAULT_N,
            selected: 0,
            fundamental: false,
            workers: None,
            algorithm: DEFAULT_ALGORITHM,
            versus: None,
            player: PlayerView::default(),
            tried: empty_position(DEFAULT_N),
            growth_max: GROWTH_FIRST_MAX_N,
            one: OneMethod::Construction,
            seed: DEFAULT_SEED,
            task: Task::Safe,
        }
    }
}

/// A parameter of the N-Queens page's address that could not be used, and what was shown instead.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum QueensError {
    /// `n` was unusable; the default N is shown.
    BadN(NError),
    /// `p` was not a whole number ≥ 1; the first placement is shown.
    BadPlacement(String),
    /// `p` was past the last placement; the last one (`last`, 1-based) is shown.
    PlacementOutOfRange {
        /// The placement asked for, 1-based.
        requested: u64,
        /// The last placement, 1-based.
        last: u64,
    },
    /// `mode` was not one of the page's modes; listing is shown.
    BadMode(String),
    /// `f` was neither 0 nor 1; every placement is listed.
    BadFundamental(String),
    /// `workers` was not a whole number from 1 to [`MAX_WORKERS`]; one per core is used.
    BadWorkers(String),
    /// `alg` was not one of the traced algorithms; the default one is played.
    BadAlgorithm(String),
    /// `vs` named no algorithm, or the one played; it is played alone.
    BadVersus(String),
    /// `step` or `speed` was unusable.
    Player(PlayerError),
    /// `q` named a bad square: the queens before it are shown.
    BadQueens(NameError),
    /// `max` was not an N from [`GROWTH_MIN_N`]` + 1` to [`GROWTH_MAX_N`]; the chart ends at
    /// [`GROWTH_FIRST_MAX_N`].
    BadGrowthMax(String),
    /// `alg` named no method of the one-placement mode; the construction is shown.
    BadOneMethod(String),
    /// `seed` was not a whole number that fits 64 bits; [`DEFAULT_SEED`] is used.
    BadSeed(String),
    /// `task` named no exercise; the first is shown.
    BadTask(String),
}

/// The range of the largest N charted (`max`): at least two sizes, at most the player's.
pub const GROWTH_MAX_RANGE: std::ops::RangeInclusive<usize> = GROWTH_MIN_N + 1..=GROWTH_MAX_N;

impl QueensView {
    /// The same view for another N: a fresh list starts at its first placement, a fresh search
    /// at its first step, and a new board has no queen (the same N keeps the student's).
    pub fn with_n(self, n: usize) -> Self {
        Self {
            n,
            selected: 0,
            player: self.player.restarted(),
            tried: if n == self.n {
                self.tried
            } else {
                empty_position(n)
            },
            ..self
        }
    }

    /// The same view in another mode; an N the mode cannot take becomes the default N.
    pub fn with_mode(self, mode: Mode) -> Self {
        let n = if self.n <= mode.max_n() {
            self.n
        } else {
            DEFAULT_N
        };
        Self {
            mode,
            ..self.with_n(n)
        }
    }

    /// The same view tracing another algorithm, from its first step (compared with the same one
    /// as before, unless that is the new one).
    pub fn with_algorithm(self, algorithm: Algorithm) -> Self {
        Self {
            algorithm,
            versus: self.versus.filter(|&v| v != algorithm),
            player: self.player.restarted(),
            ..self
        }
    }

    /// The same view with `versus` played beside its algorithm (or alone), from the first step.
    pub fn with_versus(self, versus: Option<Algorithm>) -> Self {
        Self {
            versus: versus.filter(|&v| v != self.algorithm),
            player: self.player.restarted(),
            ..self
        }
    }

    /// The same view with min-conflicts drawing from `seed`, the player from its first step.
    pub fn with_seed(self, seed: u64) -> Self {
        Self {
            seed,
            player: self.player.restarted(),
            ..self
        }
    }

    /// Whether the view runs min-conflicts, which draws from `seed`: the one-placement mode's
    /// or the player's.
    pub fn draws_seed(&self) -> bool {
        match self.mode {
            Mode::One => self.one == OneMethod::MinConflicts,
            Mode::Play => {
                [Some(self.algorithm), self.versus].contains(&Some(Algorithm::MinConflicts))
            }
            _ => false,
        }
    }

    /// The view with the defaults for what its mode does not use (and so does not print): a link
    /// reads back to exactly the view it came from.
    fn normalized(self) -> Self {
        let defaults = Self::default();
        let (list, play) = (self.mode == Mode::List, self.mode == Mode::Play);
        Self {
            selected: if list {
                self.selected
            } else {
                defaults.selected
            },
            fundamental: list && self.fundamental,
            algorithm: if play {
                self.algorithm
            } else {
                defaults.algorithm
            },
            versus: if play { self.versus } else { None },
            player: if play { self.player } else { defaults.player },
            growth_max: if self.mode == Mode::Growth {
                self.growth_max
            } else {
                defaults.growth_max
            },
            one: if self.mode == Mode::One {
                self.one
            } else {
                defaults.one
            },
            seed: if self.draws_seed() {
                self.seed
            } else {
                defaults.seed
            },
            tried: if self.mode == Mode::Try {
                self.tried
            } else {
                empty_position(self.n)
            },
            task: if self.mode == Mode::Code {
                self.task
            } else {
                defaults.task
            },
            ..self
        }
    }
}

impl PageView for QueensView {
    type Error = QueensError;

    /// Reads the page's parameters; a bad one is reported and left at its default. N is read
    /// last, as its limit depends on the mode.
    fn from_params(params: &Params) -> (Self, Vec<Self::Error>) {
        let mut view = Self::default();
        let mut errors = Vec::new();
        if let Some(value) = params.get("p") {
            match value.trim().parse::<u64>() {
                Ok(p) if p >= 1 => view.selected = p - 1,
                _ => errors.push(QueensError::BadPlacement(value.to_owned())),
            }
        }
        if let Some(value) = params.get("mode") {
            match value.parse() {
                Ok(mode) => view.mode = mode,
                Err(()) if value.trim() == PERFORM => view.mode = Mode::Play,
                Err(()) => errors.push(QueensError::BadMode(value.to_owned())),
            }
        }
        if let Some(value) = params.get("f") {
            match value.trim() {
                "1" => view.fundamental = true,
                "0" => view.fundamental = false,
                _ => errors.push(QueensError::BadFundamental(value.to_owned())),
            }
        }
        if let Some(value) = params.get("workers") {
            match value.trim().parse::<usize>() {
                Ok(k) if (1..=MAX_WORKERS).contains(&k) => view.workers = Some(k),
                _ => errors.push(QueensError::BadWorkers(value.to_owned())),
            }
        }
        match params.get("alg") {
            Some(value) if view.mode == Mode::One => match value.trim().parse() {
                Ok(method) => view.one = method,
                Err(()) => errors.push(QueensError::BadOneMethod(value.to_owned())),
            },
            Some(value) => match value.trim().parse() {
                Ok(algorithm) => view.algorithm = algorithm,
                Err(_) => errors.push(QueensError::BadAlgorithm(value.to_owned())),
            },
            None => {}
        }
        if let Some(value) = params.get("vs") {
            match value.trim().parse() {
                Ok(versus) if versus != view.algorithm => view.versus = Some(versus),
                _ => errors.push(QueensError::BadVersus(value.to_owned())),
            }
        }
        if let Some(value) = params.get("seed").filter(|_| view.draws_seed()) {
            match value.trim().parse::<u64>() {
                Ok(seed) => view.seed = seed,
                Err(_) => errors.push(QueensError::BadSeed(value.to_owned())),
            }
        }
        if let Some(value) = params.get("task").filter(|_| view.mode == Mode::Code) {
            match value.parse() {
                Ok(task) => view.task = task,
                Err(()) => errors.push(QueensError::BadTask(value.to_owned())),
            }
        }
        let (player, player_errors) = PlayerView::from_params(params, Asked::QUEENS);
        view.player = player;
        errors.extend(player_errors.into_iter().map(QueensError::Player));
        if view.player.perform && !performable(view.algorithm) {
            view.player.perform = false;
            let name = view.algorithm.name().to_owned();
            errors.push(QueensError::Player(PlayerError::NotPerformed(name)));
        }
        if let Some(value) = params.get("max").filter(|_| view.mode == Mode::Growth) {
            match value.trim().parse::<usize>() {
                Ok(max) if GROWTH_MAX_RANGE.contains(&max) => view.growth_max = max,
                _ => errors.push(QueensError::BadGrowthMax(value.to_owned())),
            }
        }
        // The chart of work against N takes no N (nor writes one): a link's is ignored.
        if let Some(value) = params.get("n").filter(|_| view.mode != Mode::Growth) {
            match parse_n(value, view.mode) {
                Ok(n) => view.n = n,
                Err(error) => errors.push(QueensError::BadN(error)),
            }
        }
        view.tried = empty_position(view.n);
        if let Some(value) = params.get("q").filter(|_| view.mode == Mode::Try) {
            match view.tried.with_names(value) {
                Ok(tried) => view.tried = tried,
                Err(error) => {
                    view.tried = error.kept;
                    errors.push(QueensError::BadQueens(error));
                }
            }
        }
        (view.normalized(), errors)
    }

    /// The page's parameters: only what the mode uses, defaults left out but for `n` (not written
    /// by the chart of work against N, which takes none) and `p`.
    fn to_params(&self) -> Vec<(&'static str, String)> {
        let mut params = Vec::with_capacity(6);
        if self.player.perform && self.mode == Mode::Play {
            params.push(("mode", PERFORM.to_owned()));
        } else if self.mode != Mode::List {
            params.push(("mode", self.mode.name().to_owned()));
        }
        if self.mode != Mode::Growth {
            params.push(("n", self.n.to_string()));
        }
        match self.mode {
            Mode::List => {
                params.push(("p", (self.selected + 1).to_string()));
                if self.fundamental {
                    params.push(("f", "1".to_owned()));
                }
            }
            Mode::Play => {
                params.push(("alg", self.algorithm.name().to_owned()));
                if let Some(versus) = self.versus {
                    params.push(("vs", versus.name().to_owned()));
                }
                if self.draws_seed() {
                    params.push(("seed", self.seed.to_string()));
                }
                params.extend(self.player.to_params());
            }
            Mode::Try if !self.tried.is_empty() => params.push(("q", self.tried.names())),
            Mode::Growth if self.growth_max != GROWTH_FIRST_MAX_N => {
                params.push(("max", self.growth_max.to_string()));
            }
            Mode::One if self.one == OneMethod::MinConflicts => {
                params.push(("alg", self.one.name().to_owned()));
                params.push(("seed", self.seed.to_string()));
            }
            Mode::Code => params.push(("task", self.task.name().to_owned())),
            Mode::Try | Mode::Growth | Mode::Count | Mode::One => {}
        }
        if let Some(workers) = self.workers {
            params.push(("workers", workers.to_string()));
        }
        params
    }

    /// Whether going from this view to `next` deserves an entry in the browser's history (so
    /// Back returns to it): a new N or mode does; browsing the list or stepping a search does not.
    fn is_new_entry(&self, next: &Self) -> bool {
        let key = |v: &Self| (v.n, v.mode, v.player.perform);
        key(self) != key(next)
    }

    /// The help of the mode shown ([`help`]).
    fn modes() -> Vec<&'static str> {
        Mode::ALL
            .iter()
            .map(|mode| mode.name())
            .chain([PERFORM])
            .collect()
    }

    fn help(&self) -> Vec<HelpRow> {
        help(self.mode, self.player.perform)
    }

    fn workers(&self) -> Option<usize> {
        self.workers
    }

    fn writes_code(&self) -> bool {
        self.mode == Mode::Code
    }

    /// A count, or a list above [`PAGE_LIST_MAX_N`].
    fn runs_in_workers(&self) -> bool {
        match self.mode {
            Mode::Count => true,
            Mode::List => self.n > PAGE_LIST_MAX_N,
            _ => false,
        }
    }
}

/// The help overlay's lines for the N-Queens page in `mode`: the list's keys or the player's
/// (none while the student is `performing` the search: the board is where it moves on).
pub fn help(mode: Mode, performing: bool) -> Vec<HelpRow> {
    let own: &[HelpRow] = match mode {
        Mode::List => &LIST_KEYS,
        Mode::Play if performing => &[],
        Mode::Play => &PLAYER_KEYS,
        Mode::Try => &TRY_KEYS,
        Mode::Code => &WRITE_KEYS,
        Mode::Growth | Mode::Count | Mode::One => &[],
    };
    // The chart of work against N has no N field, so nothing for Enter to solve.
    let submit = (mode != Mode::Growth).then_some(HelpAction::Solve);
    help_rows(submit, own)
}

/// Clamps the selection to a list of `len` placements, reporting a selection past the end.
pub fn clamp_selection(selected: u64, len: u64) -> (u64, Option<QueensError>) {
    if len == 0 || selected < len {
        return (if len == 0 { 0 } else { selected }, None);
    }
    (
        len - 1,
        Some(QueensError::PlacementOutOfRange {
            requested: selected + 1,
            last: len,
        }),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(query: &str) -> (QueensView, Vec<QueensError>) {
        QueensView::from_params(&Params::parse(query))
    }

    #[test]
    fn n_is_checked_against_the_mode_in_any_order() {
        let (view, errors) = parse("?n=20&mode=count");
        assert_eq!((view.mode, view.n, errors), (Mode::Count, 20, vec![]));
        let (view, errors) = parse("?n=20");
        assert_eq!(view.n, DEFAULT_N);
        assert!(matches!(
            &errors[0],
            QueensError::BadN(NError::TooLarge {
                other: Some(Mode::Count),
                ..
            })
        ));
    }

    /// `mode=perform` is the player with the student performing the search, written back as
    /// such; an algorithm that tries no squares one by one is played instead, with a message.
    #[test]
    fn perform_is_the_player_performed_by_the_student() {
        let (view, errors) = parse("?mode=perform&n=4&alg=pointer&predict=queen");
        assert_eq!(
            (view.mode, view.player.perform, errors),
            (Mode::Play, true, vec![])
        );
        assert_eq!(view.player.predict, Asked::default());
        let params = view.to_params();
        assert_eq!(params[0], ("mode", "perform".to_owned()));
        assert_eq!(
            QueensView::from_params(&Params::parse(&crate::params::query_string(params))).0,
            view
        );
        let (view, errors) = parse("?mode=perform&n=4&alg=bitmask");
        assert_eq!((view.mode, view.player.perform), (Mode::Play, false));
        assert_eq!(
            errors,
            vec![QueensError::Player(PlayerError::NotPerformed(
                "bitmask".into()
            ))]
        );
        assert!(view.is_new_entry(&QueensView {
            player: PlayerView {
                perform: true,
                ..view.player
            },
            ..view
        }));
    }

    #[test]
    fn missing_parameters_take_defaults() {
        assert_eq!(parse(""), (QueensView::default(), vec![]));
        assert_eq!(parse("?lang=en&x"), (QueensView::default(), vec![]));
        assert_eq!(parse("?n=6"), (QueensView::default().with_n(6), vec![]));
    }

    #[test]
    fn bad_parameters_are_reported_and_replaced() {
        let (view, errors) = parse("?n=%3Cscript%3E&p=abc");
        assert_eq!(view, QueensView::default());
        assert_eq!(
            errors,
            vec![
                QueensError::BadPlacement("abc".into()),
                QueensError::BadN(NError::NotANumber("<script>".into())),
            ]
        );
        let (view, errors) = parse("?mode=play&n=15&alg=dfs&step=-1&speed=7");
        assert_eq!(view, QueensView::default().with_mode(Mode::Play));
        assert_eq!(errors.len(), 4);
        assert_eq!(errors[0], QueensError::BadAlgorithm("dfs".into()));
        let (view, errors) = parse("?n=0&p=0&mode=race&f=2&workers=0");
        assert_eq!(view, QueensView::default());
        assert_eq!(
            errors,
            vec![
                QueensError::BadPlacement("0".into()),
                QueensError::BadMode("race".into()),
                QueensError::BadFundamental("2".into()),
                QueensError::BadWorkers("0".into()),
                QueensError::BadN(NError::TooSmall("0".into())),
            ]
        );
    }

    #[test]
    fn the_one_placement_reads_its_method_and_seed() {
        let one = QueensView::default().with_mode(Mode::One);
        let (view, errors) = parse("?mode=one&n=100000&alg=min-conflicts&seed=9");
        assert_eq!(errors, vec![]);
        assert_eq!(
            view,
            QueensView {
                one: OneMethod::MinConflicts,
                seed: 9,
                ..one.with_n(100_000)
            }
        );
        // A seed is the min-conflicts run's: ignored for the construction, and in other modes
        // `alg` names the player's algorithm.
        assert_eq!(parse("?mode=one&seed=x"), (one, vec![]));
        assert_eq!(
            parse("?alg=columns").1,
            vec![],
            "the list's address reads the player's algorithm"
        );
        assert_eq!(
            parse("?alg=construction").1,
            vec![QueensError::BadAlgorithm("construction".into())]
        );
        assert_eq!(
            parse("?mode=one&alg=pointer&seed=2"),
            (one, vec![QueensError::BadOneMethod("pointer".into())])
        );
        let (view, errors) = parse("?mode=one&alg=min-conflicts&seed=-1");
        assert_eq!(
            (view.one, view.seed),
            (OneMethod::MinConflicts, DEFAULT_SEED)
        );
        assert_eq!(errors, vec![QueensError::BadSeed("-1".into())]);
        // Leaving the mode forgets the method and its seed.
        assert_eq!(
            view.with_mode(Mode::List).normalized(),
            QueensView::default()
        );
    }

    #[test]
    fn changes_reset_what_depends_on_them() {
        let view = QueensView {
            selected: 5,
            player: PlayerView {
                step: 9,
                ..PlayerView::default()
            },
            ..QueensView::default()
        };
        assert_eq!(view.with_n(6).selected, 0);
        assert_eq!(view.with_n(6).player.step, 0);
        let play = view.with_mode(Mode::Play);
        assert_eq!((play.mode, play.n, play.player.step), (Mode::Play, 8, 0));
        let big = QueensView::default().with_mode(Mode::One).with_n(1000);
        assert_eq!(big.with_mode(Mode::List).n, DEFAULT_N);
        let traced = view.with_algorithm(Algorithm::Pointer);
        assert_eq!(
            (traced.algorithm, traced.player.step),
            (Algorithm::Pointer, 0)
        );
    }

    #[test]
    fn a_students_queens_read_back_and_a_bad_one_keeps_those_before_it() {
        let (view, errors) = parse("?mode=try&n=6&q=c2,a1");
        assert_eq!(
            (view.mode, view.n, view.tried.names()),
            (Mode::Try, 6, "a1,c2".into())
        );
        assert_eq!(errors, vec![]);
        let query: Vec<_> = view.to_params();
        assert!(query.contains(&("q", "a1,c2".to_owned())), "{query:?}");
        let (view, errors) = parse("?mode=try&n=5&q=a1,f1,b3");
        assert_eq!(view.tried.names(), "a1");
        assert!(matches!(&errors[..], [QueensError::BadQueens(e)] if e.name == "f1"));
        // Outside try mode the queens are not read, nor written.
        let (view, errors) = parse("?mode=play&q=a1");
        assert!(view.tried.is_empty() && errors.is_empty());
        assert!(view.to_params().iter().all(|(k, _)| *k != "q"));
        // Try mode takes boards up to 16; a new N clears the board.
        assert_eq!(parse("?mode=try&n=17").1.len(), 1);
        assert!(parse("?mode=try&n=8&q=a1").0.with_n(9).tried.is_empty());
        assert_eq!(parse("?mode=try&n=8&q=a1").0.with_n(8).tried.names(), "a1");
    }

    #[test]
    fn the_chart_of_work_reads_its_largest_n_and_reports_a_bad_one() {
        let (view, errors) = parse("?mode=growth&max=14");
        assert_eq!(
            (view.mode, view.growth_max, errors),
            (Mode::Growth, 14, vec![])
        );
        assert_eq!(
            view.to_params(),
            vec![("mode", "growth".to_owned()), ("max", "14".to_owned())]
        );
        assert_eq!(
            parse("?mode=growth").0.to_params(),
            vec![("mode", "growth".to_owned())]
        );
        for bad in ["99", "abc", "3", "4", ""] {
            let (view, errors) = parse(&format!("?mode=growth&max={bad}"));
            assert_eq!(view.growth_max, GROWTH_FIRST_MAX_N, "{bad}");
            assert_eq!(errors, vec![QueensError::BadGrowthMax(bad.into())]);
        }
        // Outside the chart `max` is neither read nor written.
        let (view, errors) = parse("?mode=play&max=99");
        assert!(errors.is_empty() && view.growth_max == GROWTH_FIRST_MAX_N);
        assert!(view.to_params().iter().all(|(k, _)| *k != "max"));
        // Nor does the chart read an N it never writes (a link read back as itself; found by the
        // fuzz test).
        let (view, errors) = parse("?n=1&mode=growth");
        assert_eq!((view.n, errors), (QueensView::default().n, vec![]));
    }

    #[test]
    fn selection_is_clamped_to_the_list() {
        assert_eq!(clamp_selection(3, 4), (3, None));
        assert_eq!(
            clamp_selection(9, 4),
            (
                3,
                Some(QueensError::PlacementOutOfRange {
                    requested: 10,
                    last: 4
                })
            )
        );
        assert_eq!(clamp_selection(5, 0), (0, None));
    }

    #[test]
    fn the_help_lists_the_keys_of_the_mode_shown() {
        let has = |mode, action| help(mode, false).iter().any(|(_, a)| *a == action);
        assert!(!help(Mode::Play, true)
            .iter()
            .any(|(_, a)| *a == HelpAction::PlayPause));
        for mode in Mode::ALL {
            assert!(has(mode, HelpAction::Presenter));
            // Enter solves where there is an N field: everywhere but the chart of work.
            assert_eq!(
                has(mode, HelpAction::Solve),
                mode != Mode::Growth,
                "{mode:?}"
            );
            assert_eq!(
                has(mode, HelpAction::ListAdvance),
                mode == Mode::List,
                "{mode:?}"
            );
            assert_eq!(has(mode, HelpAction::Speed), mode == Mode::Play, "{mode:?}");
        }
        assert!(!has(Mode::Play, HelpAction::ShowBoard));
    }
}
