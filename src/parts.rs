//! The parts of the UI that load on first use, as data: each part by its name in `part!`
//! (`ui/chunks.rs`), the part whose code alone loads it, its style sheets (the UI shows a part with
//! the sheets its entry here names), and the parts each view needs first (its page, its mode's
//! panel, a lesson's bar). From this table come, with no page named anywhere
//! else: the splitter's nesting and the pages whose common code goes into the first load
//! (`scripts/split.sh`, which fails the build if a part here is not the build's or the other way
//! round, and the splitter, which fails it if a nested part is loaded by other code than its
//! parent's), and what the start script fetches beside the first load for the view the address
//! names (`src/start.js`, through `src/parts.json`, which a test keeps equal to [`preload_table`]).

use crate::style_sheets::{self, Sheets};
use crate::view::knights::KnightsView;
use crate::view::lesson::Lesson;
use crate::view::mode::Mode;
use crate::view::page::PageView;
use crate::view::queens::QueensView;
use crate::view::url::{parse_query, Address, Language, NoLanguage, Page};

/// A part of the UI that loads on first use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Part {
    /// Its name in `part!`.
    pub name: &'static str,
    /// The part whose code alone loads it (the code it shares with its parent goes into its
    /// parent's module), if any.
    pub parent: Option<&'static str>,
    /// Its style sheets besides the first load's, which it waits for before it shows.
    pub sheets: Sheets,
}

/// A part no other part loads, with its `sheets`.
const fn top(name: &'static str, sheets: Sheets) -> Part {
    Part {
        name,
        parent: None,
        sheets,
    }
}

/// A part that only `parent`'s code loads, with its `sheets`.
const fn nested(name: &'static str, parent: &Part, sheets: Sheets) -> Part {
    Part {
        name,
        parent: Some(parent.name),
        sheets,
    }
}

/// The help overlay's contents.
pub const HELP_TABLE: Part = top("help_table", style_sheets::DIALOGS);
/// The Share dialog's contents.
pub const SHARE_CONTENTS: Part = top("share_contents", style_sheets::DIALOGS);
/// The Lessons dialog's contents.
pub const LESSON_LIST: Part = top("lesson_list", style_sheets::LESSONS_DIALOG);
/// A lesson's bar, or its speaker view.
pub const LESSON_SHOWN: Part = top("lesson_shown", style_sheets::LESSON);
/// The wording of the app's messages.
pub const MESSAGE_WORDS: Part = top("message_words", &[]);
/// The code that saves a picture.
pub const PICTURE_SAVER: Part = top("picture_saver", &[]);
/// The N-Queens page.
pub const QUEENS_PAGE: Part = top("queens_page", &[]);
/// Its step-by-step player.
pub const QUEENS_PLAYER: Part = nested("queens_player", &QUEENS_PAGE, style_sheets::PLAYER);
/// Its counter.
pub const QUEENS_COUNTER: Part = nested("queens_counter", &QUEENS_PAGE, style_sheets::COUNTER);
/// Its list built in the workers.
pub const QUEENS_LIST_WORKERS: Part = nested("queens_list_workers", &QUEENS_PAGE, &[]);
/// Its board to place queens on.
pub const QUEENS_TRY: Part = nested("queens_try", &QUEENS_PAGE, style_sheets::TRY);
/// Its chart of work against N.
pub const QUEENS_GROWTH: Part = nested("queens_growth", &QUEENS_PAGE, style_sheets::CHART);
/// Its one placement for any N.
pub const QUEENS_ONE_PLACEMENT: Part =
    nested("queens_one_placement", &QUEENS_PAGE, style_sheets::ONE);
/// The player's code pane.
pub const QUEENS_CODE: Part = nested("queens_code", &QUEENS_PLAYER, &[]);
/// The player's search tree.
pub const QUEENS_TREE: Part = nested("queens_tree", &QUEENS_PLAYER, &[]);
/// The player's compared search.
pub const QUEENS_VERSUS: Part = nested("queens_versus", &QUEENS_PLAYER, &[]);
/// The player's questions and the search performed.
pub const QUEENS_PREDICT: Part = nested("queens_predict", &QUEENS_PLAYER, &[]);
/// Its "write your own": a student's program run on the board, its search played in the player.
pub const QUEENS_WRITE: Part = nested("queens_write", &QUEENS_PLAYER, style_sheets::WRITE);
/// The knight's tour page, with its player.
pub const KNIGHTS_PAGE: Part = top("knights_page", style_sheets::KNIGHTS);
/// Its student's walk.
pub const KNIGHTS_TRY: Part = nested("knights_try", &KNIGHTS_PAGE, style_sheets::TRY);
/// Its student's own rule, written in Python.
pub const KNIGHTS_WRITE: Part = nested("knights_write", &KNIGHTS_PAGE, style_sheets::WRITE);
/// Its code pane.
pub const KNIGHTS_CODE: Part = nested("knights_code", &KNIGHTS_PAGE, &[]);
/// Its questions and the search performed.
pub const KNIGHTS_PREDICT: Part = nested("knights_predict", &KNIGHTS_PAGE, &[]);
/// Its board drawn on a canvas, for large boards.
pub const KNIGHTS_CANVAS: Part = nested("knights_canvas", &KNIGHTS_PAGE, &[]);
/// Its search tree.
pub const KNIGHTS_TREE: Part = nested("knights_tree", &KNIGHTS_PAGE, &[]);
/// Its compared search.
pub const KNIGHTS_VERSUS: Part = nested("knights_versus", &KNIGHTS_PAGE, &[]);
/// Its tour counter.
pub const KNIGHTS_COUNTER: Part = nested("knights_counter", &KNIGHTS_PAGE, style_sheets::COUNTER);
/// Its chart of work against the board.
pub const KNIGHTS_GROWTH: Part = nested("knights_growth", &KNIGHTS_PAGE, style_sheets::CHART);

/// Every part of the app.
pub const PARTS: &[Part] = &[
    HELP_TABLE,
    SHARE_CONTENTS,
    LESSON_LIST,
    LESSON_SHOWN,
    MESSAGE_WORDS,
    PICTURE_SAVER,
    QUEENS_PAGE,
    QUEENS_PLAYER,
    QUEENS_COUNTER,
    QUEENS_LIST_WORKERS,
    QUEENS_TRY,
    QUEENS_GROWTH,
    QUEENS_ONE_PLACEMENT,
    QUEENS_CODE,
    QUEENS_TREE,
    QUEENS_VERSUS,
    QUEENS_PREDICT,
    QUEENS_WRITE,
    KNIGHTS_PAGE,
    KNIGHTS_TRY,
    KNIGHTS_WRITE,
    KNIGHTS_CODE,
    KNIGHTS_PREDICT,
    KNIGHTS_CANVAS,
    KNIGHTS_TREE,
    KNIGHTS_VERSUS,
    KNIGHTS_COUNTER,
    KNIGHTS_GROWTH,
];

/// The parts a page's view needs first: its page, and its mode's panel.
pub trait FirstParts {
    /// The page's part.
    const PAGE: &'static str;

    /// The parts the view shows besides its page (its mode's panel), none of them nested in
    /// another of them.
    fn mode_parts(&self) -> Vec<&'static str>;
}

impl FirstParts for QueensView {
    const PAGE: &'static str = QUEENS_PAGE.name;

    fn mode_parts(&self) -> Vec<&'static str> {
        let mode = match self.mode {
            Mode::List if self.runs_in_workers() => QUEENS_LIST_WORKERS.name,
            Mode::List => return Vec::new(),
            Mode::Count => QUEENS_COUNTER.name,
            Mode::One => QUEENS_ONE_PLACEMENT.name,
            Mode::Play => QUEENS_PLAYER.name,
            Mode::Try => QUEENS_TRY.name,
            Mode::Code => QUEENS_WRITE.name,
            Mode::Growth => QUEENS_GROWTH.name,
        };
        let asks = self.player.perform || self.player.predict != Default::default();
        let questions = (self.mode == Mode::Play && asks).then_some(QUEENS_PREDICT.name);
        [mode].into_iter().chain(questions).collect()
    }
}

impl FirstParts for KnightsView {
    const PAGE: &'static str = KNIGHTS_PAGE.name;

    fn mode_parts(&self) -> Vec<&'static str> {
        let asks = self.player.perform || self.player.predict != Default::default();
        let questions = asks.then_some(KNIGHTS_PREDICT.name);
        let walk = self.walk.is_some().then_some(KNIGHTS_TRY.name);
        let rule = self.writing.then_some(KNIGHTS_WRITE.name);
        walk.into_iter().chain(rule).chain(questions).collect()
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
            let lesson = address.lesson.as_ref().map(|_| LESSON_SHOWN.name);
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

/// The parts the view of `query` needs first.
fn parts_of(query: &str) -> Vec<&'static str> {
    first_parts(&parse_query::<NoLanguage>(query).0)
}

/// The table the start script reads, as JSON: `parts` (every part), `nested` (each parent and the
/// parts nested in it), `pages` (the pages' parts, whose common code goes into the first load),
/// `lesson` (what a lesson shows besides its view: its bar), `sheets` (the style sheets of each
/// part a view needs first, where it has any), `views` (by `page=`,
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
    // The sheets of the parts a view needs first (the start script links those alone).
    let first: Vec<String> = Page::ALL
        .iter()
        .flat_map(|page| {
            let prefix = format!("page={}&", page.name());
            modes_of(Some(page.name()))
                .into_iter()
                .flat_map(move |mode| parts_of(&format!("{prefix}mode={mode}")))
        })
        .chain(Lesson::ALL.iter().flat_map(|lesson| {
            (1..=lesson.scenes().len())
                .flat_map(|scene| parts_of(&format!("lesson={}&scene={scene}", lesson.name())))
        }))
        .map(str::to_owned)
        .collect();
    let sheets: Vec<String> = PARTS
        .iter()
        .filter(|p| !p.sheets.is_empty() && first.iter().any(|f| f == p.name))
        .map(|p| format!("{:?}:{}", p.name, list(p.sheets)))
        .collect();
    format!(
        "{{\"parts\":{},\"nested\":{{{}}},\"pages\":{},\"lesson\":{},\"sheets\":{{{}}},\"views\":{{{}}},\"lessons\":{{{}}}}}\n",
        list(&all),
        nested.join(","),
        list(&pages),
        list(&[LESSON_SHOWN.name]),
        sheets.join(","),
        views.join(","),
        lessons.join(",")
    )
}
