//! The parts of the UI that load on first use, as data: each part by its name in `part!`
//! (`ui/chunks.rs`), the part whose code alone loads it, and the parts each view needs first (its
//! page, its mode's panel, a lesson's bar). From this table come, with no page named anywhere
//! else: the splitter's nesting and the pages whose common code goes into the first load
//! (`scripts/split.sh`, which fails the build if a part here is not the build's or the other way
//! round, and the splitter, which fails it if a nested part is loaded by other code than its
//! parent's), and what the start script fetches beside the first load for the view the address
//! names (`src/start.js`, through `src/parts.json`, which a test keeps equal to [`preload_table`]).

use crate::view::knights::KnightsView;
use crate::view::lesson::Lesson;
use crate::view::mode::Mode;
use crate::view::page::PageView;
use crate::view::queens::QueensView;
use crate::view::url::{parse_query, Address, Language, Page};

/// A part of the UI that loads on first use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Part {
    /// Its name in `part!`.
    pub name: &'static str,
    /// The part whose code alone loads it (the code it shares with its parent goes into its
    /// parent's module), if any.
    pub parent: Option<&'static str>,
}

/// A part no other part loads.
const fn top(name: &'static str) -> Part {
    Part { name, parent: None }
}

/// A part that only `parent`'s code loads.
const fn nested(name: &'static str, parent: &'static str) -> Part {
    Part {
        name,
        parent: Some(parent),
    }
}

/// Every part of the app.
pub const PARTS: &[Part] = &[
    // The shell's own: the dialogs, the lessons, the messages, a picture saved.
    top("help_table"),
    top("share_contents"),
    top("lesson_list"),
    top("lesson_shown"),
    top("message_words"),
    top("picture_saver"),
    // The N-Queens page and its modes.
    top("queens_page"),
    nested("queens_player", "queens_page"),
    nested("queens_counter", "queens_page"),
    nested("queens_list_workers", "queens_page"),
    nested("queens_try", "queens_page"),
    nested("queens_growth", "queens_page"),
    nested("queens_one_placement", "queens_page"),
    nested("queens_code", "queens_player"),
    nested("queens_tree", "queens_player"),
    nested("queens_versus", "queens_player"),
    nested("queens_predict", "queens_player"),
    // The knight's tour page and its panes.
    top("knights_page"),
    nested("knights_try", "knights_page"),
    nested("knights_code", "knights_page"),
    nested("knights_predict", "knights_page"),
    nested("knights_canvas", "knights_page"),
    nested("knights_tree", "knights_page"),
    nested("knights_versus", "knights_page"),
    nested("knights_counter", "knights_page"),
    nested("knights_growth", "knights_page"),
];

/// The lesson's bar (and speaker view), which every lesson shows.
const LESSON_BAR: &str = "lesson_shown";

/// The parts a page's view needs first: its page, and its mode's panel.
pub trait FirstParts {
    /// The page's part.
    const PAGE: &'static str;

    /// The parts the view shows besides its page (its mode's panel), none of them nested in
    /// another of them.
    fn mode_parts(&self) -> Vec<&'static str>;
}

impl FirstParts for QueensView {
    const PAGE: &'static str = "queens_page";

    fn mode_parts(&self) -> Vec<&'static str> {
        let mode = match self.mode {
            Mode::List if self.runs_in_workers() => "queens_list_workers",
            Mode::List => return Vec::new(),
            Mode::Count => "queens_counter",
            Mode::One => "queens_one_placement",
            Mode::Play => "queens_player",
            Mode::Try => "queens_try",
            Mode::Growth => "queens_growth",
        };
        let asks = self.player.perform || self.player.predict != Default::default();
        let questions = (self.mode == Mode::Play && asks).then_some("queens_predict");
        [mode].into_iter().chain(questions).collect()
    }
}

impl FirstParts for KnightsView {
    const PAGE: &'static str = "knights_page";

    fn mode_parts(&self) -> Vec<&'static str> {
        let asks = self.player.perform || self.player.predict != Default::default();
        let questions = asks.then_some("knights_predict");
        let walk = self.walk.is_some().then_some("knights_try");
        walk.into_iter().chain(questions).collect()
    }
}

/// Declares, from the table of pages, the parts the view of an address needs first.
macro_rules! first_parts {
    ($( $page:ident $field:ident: $View:ty; )+) => {
        /// The parts the view `address` shows needs first, each after the part that loads it: its
        /// page, its mode's panel, and in a lesson the lesson's bar.
        pub fn first_parts<L: Language>(address: &Address<L>) -> Vec<&'static str> {
            let (page, mode) = match address.page {
                $( Page::$page => (
                    <$View as FirstParts>::PAGE,
                    address.$field.mode_parts(),
                ), )+
            };
            let lesson = address.lesson.as_ref().map(|_| LESSON_BAR);
            let mut parts: Vec<&'static str> = lesson.into_iter().collect();
            for part in std::iter::once(page).chain(mode) {
                parts.extend(ancestors(part).into_iter().rev());
                parts.push(part);
            }
            let mut seen = Vec::new();
            parts.retain(|part| {
                let first = !seen.contains(part);
                seen.push(*part);
                first
            });
            parts
        }

        /// The values of `mode=` of the page named `page=` (`None`: the address names none).
        fn modes_of(page: Option<&str>) -> Vec<&'static str> {
            match page.unwrap_or(Page::default().name()) {
                $( name if name == Page::$page.name() => <$View as PageView>::modes(), )+
                _ => Vec::new(),
            }
        }
    };
}

crate::view::pages!(first_parts);

/// The parts that load `part`, nearest first.
fn ancestors(part: &str) -> Vec<&'static str> {
    let parent = |name: &str| PARTS.iter().find(|p| p.name == name)?.parent;
    std::iter::successors(parent(part), |&p| parent(p)).collect()
}

/// No language: the table reads views alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum NoLanguage {}

impl Language for NoLanguage {
    fn from_code(_: &str) -> Option<Self> {
        None
    }

    fn code(self) -> &'static str {
        match self {}
    }
}

/// The parts the view of `query` needs first.
fn parts_of(query: &str) -> Vec<&'static str> {
    first_parts(&parse_query::<NoLanguage>(query).0)
}

/// The table the start script reads, as JSON: `parts` (every part), `nested` (each parent and the
/// parts nested in it), `pages` (the pages' parts, whose common code goes into the first load),
/// `lesson` (what a lesson shows besides its view: its bar), `views` (by `page=`,
/// then by `mode=`, the parts the view needs first; `""` where the address names none), and
/// `lessons` (by `lesson=`, the parts each scene of a built-in lesson needs first, shown when the
/// address names no view of its own).
pub fn preload_table() -> String {
    let list = |parts: &[&str]| {
        let quoted: Vec<String> = parts.iter().map(|p| format!("{p:?}")).collect();
        format!("[{}]", quoted.join(","))
    };
    let mut nested = Vec::new();
    for parent in PARTS.iter().map(|p| p.name) {
        let children: Vec<&str> = PARTS
            .iter()
            .filter(|p| p.parent == Some(parent))
            .map(|p| p.name)
            .collect();
        if !children.is_empty() {
            nested.push(format!("{parent:?}:{}", list(&children)));
        }
    }
    let pages: Vec<&str> = Page::ALL
        .iter()
        .map(|&page| {
            parts_of(&format!("page={}", page.name()))
                .into_iter()
                .find(|p| {
                    PARTS
                        .iter()
                        .any(|part| part.name == *p && part.parent.is_none())
                })
                .unwrap_or_default()
        })
        .collect();
    let names = std::iter::once(None).chain(Page::ALL.iter().map(|p| Some(p.name())));
    let views: Vec<String> = names
        .map(|page| {
            let prefix = page.map(|p| format!("page={p}&")).unwrap_or_default();
            let modes = std::iter::once((String::new(), parts_of(&prefix))).chain(
                modes_of(page)
                    .into_iter()
                    .map(|mode| (mode.to_owned(), parts_of(&format!("{prefix}mode={mode}")))),
            );
            let modes: Vec<String> = modes
                .map(|(mode, parts)| format!("{mode:?}:{}", list(&parts)))
                .collect();
            format!("{:?}:{{{}}}", page.unwrap_or(""), modes.join(","))
        })
        .collect();
    let lessons: Vec<String> = Lesson::ALL
        .iter()
        .map(|lesson| {
            let scenes: Vec<String> = (1..=lesson.scenes().len())
                .map(|scene| {
                    list(&parts_of(&format!(
                        "lesson={}&scene={scene}",
                        lesson.name()
                    )))
                })
                .collect();
            format!("{:?}:[{}]", lesson.name(), scenes.join(","))
        })
        .collect();
    let all: Vec<&str> = PARTS.iter().map(|p| p.name).collect();
    format!(
        "{{\"parts\":{},\"nested\":{{{}}},\"pages\":{},\"lesson\":{},\"views\":{{{}}},\"lessons\":{{{}}}}}\n",
        list(&all),
        nested.join(","),
        list(&pages),
        list(&[LESSON_BAR]),
        views.join(","),
        lessons.join(",")
    )
}
