//! The address ⇄ view state: the only place that reads or writes the query string.
//!
//! The address names the page (`page=`, the N-Queens page by default) and holds that page's view;
//! each page's view reads and writes its own parameters. Parsing never fails as a whole: every bad
//! parameter is reported and replaced by a default, so a link always opens something sensible.

use super::lesson::{LessonAt, LessonError};
use super::page::PageView;
use super::params::{query_string, Params};
use super::theme::ThemeChoice;
use super::write::PackedCode;

/// A language the page speaks, as the address names it (`lang=ru`). The words' layer says which
/// languages there are; the address only reads and writes their codes.
pub trait Language: Copy + std::fmt::Debug + PartialEq + Eq + Send + Sync + 'static {
    /// The language `code` names, if the page speaks it.
    fn from_code(code: &str) -> Option<Self>;

    /// The language's code in the address.
    fn code(self) -> &'static str;
}

/// Declares, from the table of pages ([`crate::pages!`]): [`Page`], [`Address`] with a view per
/// page, [`PageError`], and the reading, writing and comparing of the page shown's view.
macro_rules! address_types {
    ($( $page:ident $field:ident: $View:ty; )+) => {
        /// The app's pages, in the header's order; the first is the default.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Page {
            $(
                #[doc = concat!("The page `", stringify!($field), "` (`page=", stringify!($field), "`), its view a [`", stringify!($View), "`].")]
                $page,
            )+
        }

        impl Page {
            /// Every page, in the header's order.
            pub const ALL: &'static [Page] = &[$(Page::$page),+];

            /// The name in the address (`page=`).
            pub fn name(self) -> &'static str {
                match self {
                    $( Page::$page => stringify!($field), )+
                }
            }
        }

        /// What the address describes: the page shown and each page's view (a page not shown
        /// keeps its defaults), enough to reproduce what is on screen; `L` is the languages'
        /// type.
        #[derive(Clone, Debug, PartialEq, Eq)]
        pub struct Address<L: Language> {
            /// The page shown.
            pub page: Page,
            /// The language, when the address names one (`lang`).
            pub lang: Option<L>,
            /// The colour theme, when the address names one (`theme`).
            pub theme: Option<ThemeChoice>,
            /// Whether the page is shown inside another one (`embed=1`): the board and the
            /// player only, with a link to the whole page.
            pub embed: bool,
            /// The lesson and its scene shown (`lesson=queens&scene=4`), if any.
            pub lesson: Option<LessonAt>,
            /// A student's program (`code=`, packed), in a view that holds one
            /// ([`PageView::writes_code`]).
            pub code: Option<PackedCode>,
            $(
                #[doc = concat!("The view of the page `", stringify!($field), "`.")]
                pub $field: $View,
            )+
        }

        /// A parameter of the page shown that could not be used; the default is shown.
        #[derive(Clone, Debug, PartialEq, Eq)]
        pub enum PageError {
            $(
                #[doc = concat!("A parameter of the page `", stringify!($field), "`.")]
                $page(<$View as PageView>::Error),
            )+
        }

        $(
            impl From<<$View as PageView>::Error> for AddressError {
                fn from(error: <$View as PageView>::Error) -> Self {
                    AddressError::Page(PageError::$page(error))
                }
            }
        )+

        impl<L: Language> Default for Address<L> {
            fn default() -> Self {
                Self {
                    page: Page::default(),
                    lang: None,
                    theme: None,
                    embed: false,
                    lesson: None,
                    code: None,
                    $( $field: <$View>::default(), )+
                }
            }
        }

        impl<L: Language> Address<L> {
            /// Reads the view of the page shown from `params`, reporting its bad parameters.
            fn read_page(&mut self, params: &Params, errors: &mut Vec<AddressError>) {
                match self.page {
                    $( Page::$page => {
                        let (view, found) = <$View as PageView>::from_params(params);
                        self.$field = view;
                        errors.extend(found.into_iter().map(AddressError::from));
                    } )+
                }
            }

            /// The parameters of the page shown's view.
            fn page_params(&self) -> Vec<(&'static str, String)> {
                match self.page {
                    $( Page::$page => self.$field.to_params(), )+
                }
            }

            /// Whether `next`'s view of the page it shows is a new entry after this one's.
            fn is_new_view(&self, next: &Address<L>) -> bool {
                match next.page {
                    $( Page::$page => self.$field.is_new_entry(&next.$field), )+
                }
            }

            /// Whether this address opens a run in the counting workers, whose workers may
            /// start while the page loads ([`PageView::runs_in_workers`]).
            pub fn runs_in_workers(&self) -> bool {
                match self.page {
                    $( Page::$page => self.$field.runs_in_workers(), )+
                }
            }

            /// Whether the view of the page shown holds a student's program
            /// ([`PageView::writes_code`]).
            pub fn writes_code(&self) -> bool {
                match self.page {
                    $( Page::$page => self.$field.writes_code(), )+
                }
            }

            /// How many counting workers the page shown asks for, if it says
            /// ([`PageView::workers`]).
            pub fn workers(&self) -> Option<usize> {
                match self.page {
                    $( Page::$page => self.$field.workers(), )+
                }
            }
        }
    };
}

crate::pages!(address_types);

impl Default for Page {
    fn default() -> Self {
        Page::ALL[0]
    }
}

/// A parameter of the address that could not be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AddressError {
    /// `page` named no page; the first page is shown.
    BadPage(String),
    /// `lang` named no language of the page's; the language is chosen as if there were none.
    BadLang(String),
    /// `theme` named no theme; the theme is chosen as if there were none.
    BadTheme(String),
    /// `embed` was not `1`; the page is shown whole.
    BadEmbed(String),
    /// `lesson` or `scene` could not be used.
    Lesson(LessonError),
    /// A parameter of the page shown.
    Page(PageError),
}

/// Every parameter the address has, on either page (a test keeps it equal to what the address
/// writes): the list the fuzz test draws its keys from.
pub const KEYS: &[&str] = &[
    "page", "lang", "theme", "embed", "lesson", "scene", // the whole page's
    "mode", "n", "p", "f", "workers", "q", "max", "seed", "task",
    "code", // the N-Queens page's
    "size", "start", "tour", "method", "path", // the knight's tour page's
    "alg", "vs", "step", "speed", "show", "predict", // the player's
];

/// The parameters that are not a view's: a lesson's link with none but these opens the scene's
/// view.
const NOT_A_VIEW: [&str; 5] = ["lang", "theme", "embed", "lesson", "scene"];

/// Reads the address from a query string (with or without its leading `?`): the views, with
/// defaults where a parameter was bad, and what was wrong. Unknown parameters are ignored; of a
/// repeated one the last counts. A lesson's scene with no view in the address shows the scene's
/// own view.
pub fn parse_query<L: Language>(query: &str) -> (Address<L>, Vec<AddressError>) {
    let params = Params::parse(query);
    let mut lesson_errors = Vec::new();
    let lesson = LessonAt::from_params(&params, &mut lesson_errors);
    let scene_view = lesson
        .as_ref()
        .filter(|_| !has_view(&params))
        .and_then(LessonAt::query);
    let params = match scene_view {
        Some(view) => Params::parse(&format!("{view}&{}", query.trim_start_matches('?'))),
        None => params,
    };
    let mut errors: Vec<AddressError> = lesson_errors
        .into_iter()
        .map(AddressError::Lesson)
        .collect();
    let page = match params.get("page") {
        None => Page::default(),
        Some(text) => match Page::ALL.iter().copied().find(|p| p.name() == text.trim()) {
            Some(page) => page,
            None => {
                errors.push(AddressError::BadPage(text.to_owned()));
                Page::default()
            }
        },
    };
    let lang = params.get("lang").and_then(|text| {
        let found = L::from_code(text);
        if found.is_none() {
            errors.push(AddressError::BadLang(text.to_owned()));
        }
        found
    });
    let theme = params.get("theme").and_then(|text| {
        let found = text.parse().ok();
        if found.is_none() {
            errors.push(AddressError::BadTheme(text.to_owned()));
        }
        found
    });
    let embed = match params.get("embed") {
        None => false,
        Some(text) if text.trim() == "1" => true,
        Some(text) => {
            errors.push(AddressError::BadEmbed(text.to_owned()));
            false
        }
    };
    let mut address = Address {
        page,
        lang,
        theme,
        embed,
        lesson,
        ..Address::<L>::default()
    };
    address.read_page(&params, &mut errors);
    if let Some(value) = params.get("code").filter(|_| address.writes_code()) {
        address.code = Some(PackedCode::from_param(value));
    }
    (address, errors)
}

/// No language: reads the view of an address alone, whatever language it names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoLanguage {}

impl Language for NoLanguage {
    fn from_code(_: &str) -> Option<Self> {
        None
    }

    fn code(self) -> &'static str {
        match self {}
    }
}

/// What is wrong with the view `query` holds (a lesson's scene, which names no language; a
/// `lang` it named would be reported).
pub fn view_errors(query: &str) -> Vec<AddressError> {
    parse_query::<NoLanguage>(query).1
}

/// Whether the address's `params` hold a view (a lesson's link with none opens the scene's).
pub fn has_view(params: &Params) -> bool {
    KEYS.iter()
        .any(|key| !NOT_A_VIEW.contains(key) && params.get(key).is_some())
}

/// The view of `query` alone: its parameters but a lesson's, the language, the theme and
/// `embed`, without the `?` (a scene of a lesson a teacher writes).
pub fn view_only(query: &str) -> String {
    let params = form_urlencoded::parse(query.trim().trim_start_matches('?').as_bytes())
        .filter(|(key, _)| !NOT_A_VIEW.contains(&key.as_ref()))
        .collect::<Vec<_>>();
    let view = query_string(
        params
            .iter()
            .map(|(key, value)| (key.as_ref(), value.to_string())),
    );
    view.trim_start_matches('?').to_owned()
}

impl<L: Language> Address<L> {
    /// Whether going from this address to `next` deserves an entry in the browser's history (so
    /// Back returns to it): another scene of a lesson, another page, or a new view of the page
    /// shown (see each view's `is_new_entry`). The page not shown is not compared: the address
    /// does not carry it.
    pub fn is_new_entry(&self, next: &Address<L>) -> bool {
        self.lesson != next.lesson || self.page != next.page || self.is_new_view(next)
    }
}

/// Writes the address of what is shown: the lesson's scene (if any), the page (unless the first),
/// its own parameters, then the language, the theme and `embed`.
pub fn to_query<L: Language>(address: &Address<L>) -> String {
    let mut params = Vec::new();
    params.extend(address.lesson.iter().flat_map(LessonAt::to_params));
    if address.page != Page::default() {
        params.push(("page", address.page.name().to_owned()));
    }
    params.extend(address.page_params());
    if let Some(code) = address.code.as_ref().filter(|_| address.writes_code()) {
        params.push(("code", code.as_param().to_owned()));
    }
    if let Some(lang) = address.lang {
        params.push(("lang", lang.code().to_owned()));
    }
    if let Some(theme) = address.theme.filter(|t| *t != ThemeChoice::Auto) {
        params.push(("theme", theme.name().to_owned()));
    }
    if address.embed {
        params.push(("embed", "1".to_owned()));
    }
    query_string(params)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::knights::KnightsView;
    use crate::mode::Mode;
    use crate::one_placement::OneMethod;
    use crate::player::PlayerView;
    use crate::queens::{QueensError, QueensView};
    use crate::speed::Speed;
    use nqueens_solvers::knights::board::BoardSize;
    use nqueens_solvers::knights::trace::Method;
    use nqueens_solvers::queens::trace::Algorithm;

    /// The languages of these tests.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    enum Lang {
        En,
        Ru,
        Vi,
    }

    impl Language for Lang {
        fn from_code(code: &str) -> Option<Self> {
            [Lang::En, Lang::Ru, Lang::Vi]
                .into_iter()
                .find(|lang| lang.code() == code)
        }

        fn code(self) -> &'static str {
            match self {
                Lang::En => "en",
                Lang::Ru => "ru",
                Lang::Vi => "vi",
            }
        }
    }

    type Address = super::Address<Lang>;

    fn parse_query(query: &str) -> (Address, Vec<AddressError>) {
        super::parse_query(query)
    }

    fn queens(view: QueensView) -> Address {
        Address {
            page: Page::Queens,
            queens: view,
            ..Address::default()
        }
    }

    #[test]
    fn the_list_of_keys_is_every_key_the_address_writes() {
        let mut written: Vec<String> = [
            "mode=list&n=10&p=5&f=1&lang=ru&theme=dark&embed=1",
            "mode=play&n=8&alg=flags&vs=mrv&step=3&speed=5&show=code,tree&predict=queen",
            "mode=try&n=8&q=a1,c5",
            "mode=code&n=6&task=search&code=K8hJTE7VMNBRMNDkAgA",
            "mode=growth&max=14",
            "mode=count&n=12&workers=2",
            "mode=one&n=100&alg=min-conflicts&seed=4",
            "page=knights&size=7x7&start=b2&method=backtrack&step=2&speed=5",
            "page=knights&mode=try&size=6x6&path=a1,b3",
            "lesson=knights&scene=2",
        ]
        .iter()
        .flat_map(|query| {
            let (address, errors) = parse_query(query);
            assert_eq!(errors, [], "{query}");
            form_urlencoded::parse(to_query(&address).trim_start_matches('?').as_bytes())
                .map(|(key, _)| key.into_owned())
                .collect::<Vec<String>>()
        })
        .collect();
        written.sort();
        written.dedup();
        let mut keys: Vec<String> = KEYS.iter().map(|k| (*k).to_owned()).collect();
        keys.sort();
        assert_eq!(written, keys);
    }

    #[test]
    fn a_count_or_a_list_too_large_for_the_page_runs_in_the_workers() {
        let at = |query: &str| parse_query(query).0.runs_in_workers();
        assert!(at("mode=count&n=12"));
        assert!(at("n=14"));
        assert!(!at("n=13"));
        assert!(!at("mode=play&n=14"));
        assert!(!at("page=knights&mode=count&n=14"));
    }

    #[test]
    fn round_trips() {
        let list = QueensView {
            selected: 2,
            ..QueensView::default().with_n(6)
        };
        assert_eq!(to_query(&queens(list)), "?n=6&p=3");
        let fundamental = QueensView {
            fundamental: true,
            ..list
        };
        assert_eq!(to_query(&queens(fundamental)), "?n=6&p=3&f=1");
        let count = QueensView {
            mode: Mode::Count,
            workers: Some(1),
            ..QueensView::default().with_n(20)
        };
        assert_eq!(to_query(&queens(count)), "?mode=count&n=20&workers=1");
        let one = QueensView::default().with_mode(Mode::One).with_n(1_000_000);
        assert_eq!(to_query(&queens(one)), "?mode=one&n=1000000");
        let repaired = QueensView {
            one: OneMethod::MinConflicts,
            seed: 42,
            ..one
        };
        assert_eq!(
            to_query(&queens(repaired)),
            "?mode=one&n=1000000&alg=min-conflicts&seed=42"
        );
        let play = QueensView {
            algorithm: Algorithm::Pointer,
            player: PlayerView {
                step: 1234,
                speed: Speed::from_rung(0),
                show: None,
                ..PlayerView::default()
            },
            ..QueensView::default().with_mode(Mode::Play).with_n(6)
        };
        assert_eq!(
            to_query(&queens(play)),
            "?mode=play&n=6&alg=pointer&step=1234&speed=0.33"
        );
        let local = QueensView {
            seed: 7,
            ..play.with_algorithm(Algorithm::MinConflicts)
        };
        assert_eq!(
            to_query(&queens(local)),
            "?mode=play&n=6&alg=min-conflicts&seed=7&step=0&speed=0.33"
        );
        let versus = play.with_versus(Some(Algorithm::Forward));
        assert_eq!(
            to_query(&queens(versus)),
            "?mode=play&n=6&alg=pointer&vs=forward&step=0&speed=0.33"
        );
        assert_eq!(versus.with_algorithm(Algorithm::Forward).versus, None);
        for bad in ["pointer", "dfs"] {
            let (read, errors) = parse_query(&format!("?mode=play&alg=pointer&vs={bad}"));
            assert_eq!(read.queens.versus, None);
            assert_eq!(
                errors,
                [AddressError::from(QueensError::BadVersus(bad.into()))]
            );
        }
        // A seed is kept only where min-conflicts draws from it.
        let default = crate::one_placement::DEFAULT_SEED;
        assert_eq!(
            parse_query("?mode=play&n=6&alg=flags&seed=7").0.queens.seed,
            default
        );
        let (bad, errors) = parse_query("?mode=play&n=6&alg=min-conflicts&seed=x");
        assert_eq!(bad.queens.seed, default);
        assert_eq!(
            errors,
            [AddressError::from(QueensError::BadSeed("x".into()))]
        );
        for view in [list, fundamental, count, one, repaired, play, local, versus] {
            let address = queens(view);
            assert_eq!(parse_query(&to_query(&address)), (address, vec![]));
        }
    }

    #[test]
    fn the_page_is_named_or_defaults() {
        assert_eq!(parse_query(""), (Address::default(), vec![]));
        assert_eq!(parse_query("?page=queens&n=6").0.queens.n, 6);
        let (address, errors) = parse_query("?page=chess&n=6");
        assert_eq!(address.page, Page::Queens);
        assert_eq!(address.queens.n, 6);
        assert_eq!(errors, vec![AddressError::BadPage("chess".into())]);
        let (address, errors) = parse_query("?page=knights&size=5x6&n=9&lang=vi");
        assert_eq!(
            (address.page, address.knights.size.cols),
            (Page::Knights, 6)
        );
        assert_eq!(address.queens, QueensView::default());
        assert_eq!(errors, vec![]);
        assert_eq!(
            to_query(&address),
            "?page=knights&size=5x6&start=a5&tour=open&method=warnsdorff&step=0&speed=5&lang=vi"
        );
    }

    #[test]
    fn every_page_of_the_table_reads_back_and_reports_its_own_bad_parameters() {
        // Every parameter of any page's, bad: each page reports its own as the page's.
        let bad: Vec<String> = KEYS
            .iter()
            .filter(|k| **k != "page" && !NOT_A_VIEW.contains(k))
            .map(|k| format!("{k}=x"))
            .collect();
        for &page in Page::ALL {
            let address = Address {
                page,
                ..Address::default()
            };
            let query = to_query(&address);
            assert_eq!(
                query.contains(&format!("page={}", page.name())),
                page != Page::default(),
                "{query}"
            );
            assert_eq!(parse_query(&query), (address, vec![]), "{query}");
            let view_errors = parse_query(&format!("page={}&{}", page.name(), bad.join("&"))).1;
            assert!(
                !view_errors.is_empty()
                    && view_errors
                        .iter()
                        .all(|e| matches!(e, AddressError::Page(_))),
                "{view_errors:?}"
            );
        }
    }

    #[test]
    fn the_language_is_read_and_written_last() {
        let (address, errors) = parse_query("?lang=ru&n=6");
        assert_eq!((address.lang, errors), (Some(Lang::Ru), vec![]));
        assert_eq!(to_query(&address), "?n=6&p=1&lang=ru");
        let (address, errors) = parse_query("?lang=xx&n=6");
        assert_eq!(address.lang, None);
        assert_eq!(errors, vec![AddressError::BadLang("xx".into())]);
    }

    #[test]
    fn the_theme_is_written_when_chosen() {
        let (address, errors) = parse_query("?n=6&theme=dark");
        assert_eq!(address.theme, Some("dark".parse().unwrap_or_default()));
        assert_eq!(errors, vec![]);
        assert_eq!(to_query(&address), "?n=6&p=1&theme=dark");
        let auto = Address {
            theme: Some(ThemeChoice::Auto),
            ..address
        };
        assert_eq!(to_query(&auto), "?n=6&p=1");
        let (address, errors) = parse_query("?theme=neon");
        assert_eq!(address.theme, None);
        assert_eq!(errors, vec![AddressError::BadTheme("neon".into())]);
    }

    #[test]
    fn a_new_page_or_a_new_view_of_the_page_shown_is_a_new_entry() {
        let eight = queens(QueensView::default());
        let browsed = queens(QueensView {
            selected: 5,
            ..eight.queens
        });
        assert!(!eight.is_new_entry(&browsed));
        assert!(eight.is_new_entry(&queens(eight.queens.with_n(9))));
        let knights = Address {
            page: Page::Knights,
            ..eight.clone()
        };
        assert!(eight.is_new_entry(&knights));
        // The knight's tour page, once visited, keeps its view while the N-Queens page is shown:
        // browsing the list there is no new entry.
        let visited = KnightsView::default()
            .with_size(BoardSize::new(6, 6).unwrap_or_else(|e| panic!("{e:?}")));
        let kept = Address {
            knights: visited,
            ..browsed
        };
        assert!(!eight.is_new_entry(&kept));
        let stepped = Address {
            knights: KnightsView {
                player: PlayerView {
                    step: 9,
                    ..visited.player
                },
                ..visited
            },
            ..knights.clone()
        };
        let visited_page = Address {
            knights: visited,
            ..knights
        };
        assert!(!visited_page.is_new_entry(&stepped));
        // On the page shown, a new board, start or method is; so is a new mode of the N-Queens.
        let five = BoardSize::new(5, 5).unwrap_or_else(|e| panic!("{e:?}"));
        for next in [
            visited.with_size(five),
            visited.with_method(Method::SeedOrder),
        ] {
            let address = Address {
                knights: next,
                ..visited_page.clone()
            };
            assert!(visited_page.is_new_entry(&address), "{next:?}");
        }
        let playing = queens(QueensView {
            mode: Mode::Play,
            ..eight.queens
        });
        assert!(eight.is_new_entry(&playing));
    }

    #[test]
    fn embed_is_1_or_reported_and_ignored() {
        let (address, errors) = parse_query("?n=6&p=1&embed=1");
        assert!(address.embed && errors.is_empty());
        assert_eq!(to_query(&address), "?n=6&p=1&embed=1");
        for bad in ["2", "yes", "0", ""] {
            let (address, errors) = parse_query(&format!("?n=6&p=1&embed={bad}"));
            assert!(!address.embed, "{bad:?}");
            assert_eq!(errors, vec![AddressError::BadEmbed(bad.into())]);
            assert_eq!(to_query(&address), "?n=6&p=1");
        }
    }
    /// The Share dialog's QR code holds the longest address the app writes: each page's longest
    /// values (the largest board and its far corner, the longest names, the largest step and
    /// speed, every extra), after an origin and folder of 200 characters.
    #[test]
    fn the_longest_address_the_app_writes_fits_a_qr_code() {
        let step = u64::MAX;
        let queries = [
            format!("mode=list&n=17&p={step}&f=1&workers=64"),
            format!("mode=play&n=14&alg=columns&step={step}&speed=10000"),
            "mode=count&n=27&workers=64".to_owned(),
            "mode=one&n=1000000".to_owned(),
            format!(
                "page=knights&size=1000x1000&start=(1000,1000)&tour=closed&method=closed\
                 &step={step}&speed=10000"
            ),
            format!(
                "lesson=knights&scene=8&page=knights&size=1000x1000&start=(1000,1000)\
                 &method=backtrack&step={step}&speed=10000"
            ),
        ];
        let site = format!("https://{}/", "a".repeat(191));
        let longest = queries
            .iter()
            .map(|query| {
                let (address, errors) =
                    parse_query(&format!("{query}&lang=vi&theme=contrast&embed=1"));
                assert_eq!(errors, vec![], "{query}");
                format!("{site}{}", to_query(&address))
            })
            .max_by_key(String::len)
            .unwrap_or_default();
        assert!(longest.len() > 300, "{longest}");
        assert!(
            matches!(nqueens_qr::draw(&longest), nqueens_qr::QrReply::Svg(_)),
            "{longest}"
        );
    }

    #[test]
    fn a_student_s_program_travels_in_the_code_mode_only() {
        let code = "def safe(queens, row, col):\n    return True  # é & ?\n";
        let mut address = Address::default();
        address.queens.mode = Mode::Code;
        address.queens.task = crate::write::Task::Search;
        address.code = Some(crate::write::PackedCode::pack(code));
        let query = to_query(&address);
        assert!(
            query.starts_with("?mode=code&n=8&task=search&code="),
            "{query}"
        );
        let (read, errors) = parse_query(&query);
        assert_eq!((read, errors), (address.clone(), vec![]));
        // Another mode neither writes nor reads it.
        address.queens.mode = Mode::List;
        assert!(!to_query(&address).contains("code="));
        let (list, _) = parse_query(&query.replace("mode=code", "mode=list"));
        assert_eq!(list.code, None);
        // Whether it is a program is known where it is shown.
        let (bad, errors) = parse_query("?mode=code&code=%21%21");
        assert_eq!(errors, []);
        assert_eq!(bad.code.and_then(|c| c.unpack()), None);
    }

    #[test]
    fn a_lesson_link_without_a_view_opens_its_scene_s_view() {
        use crate::lesson::{Lesson, LessonAt, LessonId};
        let (address, errors) = parse_query("?lesson=queens&scene=4&lang=ru");
        assert_eq!(errors, []);
        let at = LessonAt {
            lesson: LessonId::Built(Lesson::Queens),
            scene: 3,
        };
        assert_eq!(address.lesson, Some(at.clone()));
        let (scene, _) = parse_query(at.query().unwrap_or_default());
        assert_eq!(address.queens, scene.queens);
        assert_eq!(address.queens.player.step, 12);
        let written = to_query(&address);
        assert!(
            written.starts_with("?lesson=queens&scene=4&mode=play"),
            "{written}"
        );
        // The address written holds the view, which wins over the scene's: step 0 stays 0.
        let rewound = Address {
            queens: QueensView {
                player: PlayerView {
                    step: 0,
                    ..address.queens.player
                },
                ..address.queens
            },
            ..address.clone()
        };
        let (read, errors) = parse_query(&to_query(&rewound));
        assert_eq!((read, errors), (rewound, vec![]));
        assert!(address.is_new_entry(&Address {
            lesson: at.moved(true, 12),
            ..address.clone()
        }));
        // A written lesson's scene is shown from the lesson once it is read.
        let (mine, errors) = parse_query("?lesson=mine&scene=2");
        assert_eq!(errors, []);
        assert_eq!(mine.queens, Address::default().queens);
        assert!(to_query(&mine).starts_with("?lesson=mine&scene=2&"));
        let (bad, errors) = parse_query("?lesson=chess&n=6");
        assert_eq!(bad.lesson, None);
        assert_eq!(bad.queens.n, 6);
        assert_eq!(
            errors,
            [AddressError::Lesson(crate::lesson::LessonError::BadLesson(
                "chess".into()
            ))]
        );
    }

    #[test]
    fn every_scene_of_every_lesson_is_a_view_the_app_reads_without_a_message() {
        use crate::lesson::{Lesson, LessonAt, LessonId};
        for lesson in Lesson::ALL {
            for scene in 0..lesson.scenes().len() {
                let at = LessonAt {
                    lesson: LessonId::Built(lesson),
                    scene,
                };
                let (address, errors) = parse_query(at.query().unwrap_or_default());
                assert_eq!(errors, [], "{at:?}");
                let (linked, errors) = parse_query(&to_query(&Address {
                    lesson: Some(at.clone()),
                    ..address.clone()
                }));
                assert_eq!(errors, [], "{at:?}");
                assert_eq!(linked.lesson, Some(at.clone()));
                assert_eq!(
                    Address {
                        lesson: None,
                        ..linked
                    },
                    address,
                    "{at:?}"
                );
            }
        }
    }
}
