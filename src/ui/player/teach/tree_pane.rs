//! The search tree beside the board, in step with the player: grown from a trace of the same
//! search as far as the player has gone, read at the step shown (so seeking back costs nothing),
//! listed whole while it is small and folded round the current path once it is not. A `tree`
//! with arrow keys; choosing a node seeks the player to the first step that reaches it.

use super::keep_in_view;
use crate::i18n::i18n::{t, td_string, use_i18n};
use crate::text::number::number;
use crate::text::Locale;
use crate::tree::{Grower, Grows, Holds, NodeState, Row, RowShape};
use crate::ui::context::expect_context;
use crate::ui::focus::focus_selector;
use crate::ui::player::{Playable, Player, PlayerControl, Target};
use crate::ui::time_sliced::use_time_sliced;
use leptos::html;
use leptos::prelude::*;

/// The most entries a tree keeps (about 4 MB); past them only the path is shown.
const TREE_LIMIT: usize = 50_000;

/// Steps grown at once before the rest is left to slices of time.
const GROW_AT_ONCE: u64 = 20_000;

/// The most entries (nodes and cut branches) listed whole: every tree of N = 4 and 5 (at most
/// 221); a larger tree is folded.
const MOST_ROWS: usize = 250;

/// The most squares of the path written out in its text; the earlier ones are elided.
const PATH_WORDS: usize = 12;

/// What the tree pane needs of a puzzle: its squares' names and when it draws no tree.
pub struct TreeWords<T: Playable> {
    /// The name of a square (the tree's index of it) on the frame's board.
    pub square: fn(&T::Frame, u32) -> String,
    /// The squares of the current path on the frame's board, first first.
    pub path: fn(&T::Frame) -> Vec<u32>,
    /// Whether rows say their depth ("23. c3": a knight's move number, which its square does not
    /// tell, unlike a queen's row).
    pub numbered: bool,
    /// The nodes the search has entered by the frame's step (queens placed, squares entered).
    pub entered: fn(&T::Frame) -> u64,
    /// Why no tree is drawn for the frame's search (a board too large), if none is.
    pub not_drawn: fn(&T::Frame, Locale) -> Option<String>,
}

impl<T: Playable> Clone for TreeWords<T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T: Playable> Copy for TreeWords<T> {}

/// The tree row that has the focus, if one has.
fn focused_entry() -> Option<u32> {
    let id = web_sys::window()?.document()?.active_element()?.id();
    id.strip_prefix("tree-row-")?.parse().ok()
}

/// What the pane shows at a step.
#[derive(Clone, Debug, PartialEq)]
enum Shown {
    /// The tree's rows, what it holds, and its nodes at each depth.
    Tree(Vec<Row>, Holds, Vec<u64>),
    /// The tree is still being grown to the step.
    Growing,
    /// Only the path, and why.
    PathOnly(String),
}

/// The search tree at the step shown, with its text alternative.
#[component]
pub fn TreePane<T>(
    /// The puzzle's names and limits.
    words: TreeWords<T>,
) -> impl IntoView
where
    T: Playable + Grows,
{
    let i18n = use_i18n();
    let player = expect_context::<Player<T>>();
    let control = expect_context::<PlayerControl>();
    // The tree of the player's search, with the number of that search: a tree of an earlier
    // search is never read (it would name the squares of another board).
    let grower = StoredValue::new(None::<(u64, Grower<T>)>);
    let grown = RwSignal::new(0u64);
    let sliced = use_time_sliced();
    Effect::new(move |_| {
        let search = player.search.get();
        sliced.cancel();
        grower.set_value(
            player
                .origin()
                .map(|t| (search, Grower::new(t, TREE_LIMIT))),
        );
        grown.update(|g| *g += 1);
    });
    // Grows the tree to `step` in slices, and says when it is there.
    // (Started from a task of its own: its first slice, run at once, must not update `grown`
    // while the memo that asks for it is being computed.)
    let grow_later = move |search: u64, step: u64| {
        leptos::task::spawn_local(async move {
            sliced.start(move |clock| loop {
                let done = grower
                    .try_update_value(|g| match g {
                        Some((of, g)) if *of == search => g.grow_to(step, 5_000),
                        _ => true,
                    })
                    .unwrap_or(true);
                if done {
                    grown.update(|g| *g += 1);
                    return true;
                }
                if clock.expired() {
                    return false;
                }
            })
        });
    };
    let shown = Memo::new(move |_| {
        grown.track();
        let locale = i18n.get_locale();
        let step = control.position.get();
        let search = player.search.get();
        let not_drawn = player
            .frame
            .with(|f| f.as_ref().and_then(|f| (words.not_drawn)(f, locale)));
        if let Some(reason) = not_drawn {
            return Shown::PathOnly(reason);
        }
        let shown = grower
            .try_update_value(|g| {
                let g = g.as_mut().filter(|(of, _)| *of == search).map(|(_, g)| g)?;
                if !g.grow_to(step, GROW_AT_ONCE) {
                    return Some(Shown::Growing);
                }
                if !g.shows(step) {
                    let limit = number(TREE_LIMIT as u64, locale);
                    let at = g.tree().overflow().unwrap_or(step);
                    let reason = td_string!(
                        locale,
                        teach.tree_beyond,
                        step = number(at, locale),
                        limit = limit
                    );
                    return Some(Shown::PathOnly(reason));
                }
                let tree = g.tree();
                Some(Shown::Tree(
                    tree.rows(step, MOST_ROWS),
                    tree.holds_at(step),
                    tree.nodes_by_depth(step),
                ))
            })
            .flatten()
            // No search (nothing to play): an empty tree.
            .unwrap_or(Shown::Tree(Vec::new(), Holds::default(), Vec::new()));
        // The rest is grown in slices of time, outside the tree's borrow (which they take).
        if shown == Shown::Growing {
            grow_later(search, step);
        }
        shown
    });
    let listing = NodeRef::<html::Ul>::new();
    // The entry to give the focus to once the rows are drawn again: the one sought from the
    // tree, else the one that has the focus now (the rows are drawn anew at every step).
    let refocus = StoredValue::new(None::<u32>);
    Effect::new(move |_| {
        shown.track();
        let entry = refocus.get_value().or_else(focused_entry);
        refocus.set_value(None);
        if let Some(list) = listing.get() {
            keep_in_view(list.into(), "[aria-current]", move || {
                if let Some(entry) = entry {
                    focus_selector(&format!("#tree-row-{entry}"));
                }
            });
        }
    });
    let square = move |index: u32| {
        player
            .frame
            .with_untracked(|f| f.as_ref().map(|f| (words.square)(f, index)))
            .unwrap_or_default()
    };
    let label = move |row: &Row, locale: Locale| match row.shape {
        RowShape::Root { .. } => td_string!(locale, teach.tree_root).to_owned(),
        RowShape::Node {
            square: at,
            solution,
            dead_end,
            ..
        } => {
            let mut text = if words.numbered {
                format!("{}. {}", row.depth, square(at))
            } else {
                square(at)
            };
            if solution {
                text = format!("{text} ★ {}", td_string!(locale, teach.tree_solution));
            }
            if dead_end {
                text = format!("{text} ✗ {}", td_string!(locale, teach.tree_dead_end));
            }
            text
        }
        RowShape::Cut { square: at, by } => {
            td_string!(locale, teach.tree_cut, square = square(at), by = square(by))
        }
        RowShape::Folded { holds, branches } => td_string!(
            locale,
            teach.tree_folded,
            branches = number(u64::from(branches), locale),
            nodes = number(holds.nodes, locale),
            cuts = number(holds.cuts, locale),
            solutions = number(holds.solutions, locale)
        ),
    };
    let class = |row: &Row| match row.shape {
        RowShape::Root { current: true }
        | RowShape::Node {
            state: NodeState::Current,
            ..
        } => "tree-row current",
        RowShape::Root { .. }
        | RowShape::Node {
            state: NodeState::Path,
            ..
        } => "tree-row path",
        RowShape::Node { solution: true, .. } => "tree-row solution",
        RowShape::Node { .. } => "tree-row finished",
        RowShape::Cut { .. } => "tree-row cut",
        RowShape::Folded { .. } => "tree-row folded",
    };
    let seek = move |row: Row| {
        if row.step != control.position.get_untracked() {
            refocus.set_value(Some(row.entry));
            control.seek(Target::step(row.step));
        }
    };
    // Arrow keys move the focus between rows; Enter or Space seeks.
    let on_key = move |ev: leptos::ev::KeyboardEvent, rows: &[Row], at: usize| {
        let target = match ev.key().as_str() {
            "ArrowDown" => Some(at + 1),
            "ArrowUp" => at.checked_sub(1),
            "Home" => Some(0),
            "End" => rows.len().checked_sub(1),
            "ArrowLeft" => rows[..at].iter().rposition(|r| r.depth < rows[at].depth),
            "ArrowRight" => rows
                .get(at + 1)
                .filter(|r| r.depth > rows[at].depth)
                .map(|_| at + 1),
            "Enter" | " " => {
                ev.prevent_default();
                seek(rows[at]);
                return;
            }
            _ => return,
        };
        ev.prevent_default();
        if let Some(row) = target.and_then(|i| rows.get(i)) {
            focus_selector(&format!("#tree-row-{}", row.entry));
        }
    };
    let rows = move || {
        let locale = i18n.get_locale();
        let Shown::Tree(rows, ..) = shown.get() else {
            return None;
        };
        let current = rows
            .iter()
            .position(|r| class(r) == "tree-row current")
            .unwrap_or(0);
        let all = std::sync::Arc::new(rows);
        let items = all
            .iter()
            .enumerate()
            .map(|(i, row)| {
                let row = *row;
                let all = all.clone();
                let selected = i == current;
                let parent = all.get(i + 1).is_some_and(|next| next.depth > row.depth);
                view! {
                    <li
                        id=format!("tree-row-{}", row.entry)
                        role="treeitem"
                        class=class(&row)
                        aria-current=selected.then_some("step")
                        aria-expanded=parent.then_some("true")
                        tabindex=if selected { "0" } else { "-1" }
                        style:--depth=row.depth.to_string()
                        on:click=move |_| seek(row)
                        on:keydown=move |ev| on_key(ev, &all, i)
                    >
                        {label(&row, locale)}
                    </li>
                }
                .attr("aria-level", (row.depth + 1).to_string())
            })
            .collect_view();
        Some(items)
    };
    let summary = move || {
        let locale = i18n.get_locale();
        let path = player.frame.with(|f| {
            let f = f.as_ref()?;
            let squares = (words.path)(f);
            let skip = squares.len().saturating_sub(PATH_WORDS);
            let mut names: Vec<String> = squares[skip..]
                .iter()
                .map(|&s| (words.square)(f, s))
                .collect();
            if skip > 0 {
                names.insert(0, "…".to_owned());
            }
            Some((names, (words.entered)(f)))
        });
        let (names, entered) = path.unwrap_or_default();
        let path = if names.is_empty() {
            td_string!(locale, teach.tree_empty_path).to_owned()
        } else {
            names.join(" → ")
        };
        let path = td_string!(locale, teach.tree_path, path = path);
        match shown.get() {
            Shown::Tree(_, holds, _) => format!(
                "{path}. {}",
                td_string!(
                    locale,
                    teach.tree_counts,
                    nodes = number(holds.nodes, locale),
                    cuts = number(holds.cuts, locale),
                    solutions = number(holds.solutions, locale)
                )
            ),
            Shown::Growing => format!("{path}. {}", td_string!(locale, teach.tree_growing)),
            Shown::PathOnly(reason) => format!(
                "{path}. {} {reason}",
                td_string!(locale, teach.entered, entered = number(entered, locale))
            ),
        }
    };
    // The tree's profile: how the search fans out and is cut back, level by level.
    let profile = move || {
        let locale = i18n.get_locale();
        let Shown::Tree(_, _, profile) = shown.get() else {
            return String::new();
        };
        let counts: Vec<String> = profile.iter().map(|&k| number(k, locale)).collect();
        td_string!(locale, teach.tree_profile, counts = counts.join(", "))
    };
    view! {
        <section class="tree-pane" aria-labelledby="tree-heading">
            <h2 id="tree-heading">{t!(i18n, teach.tree_heading)}</h2>
            <p class="tree-summary">{summary}</p>
            <p class="tree-profile" hidden=move || !matches!(shown.get(), Shown::Tree(..))>
                {profile}
            </p>
            <ul
                class="search-tree"
                role="tree"
                hidden=move || !matches!(shown.get(), Shown::Tree(..))
                aria-labelledby="tree-heading"
                aria-describedby="tree-help"
                node_ref=listing
            >
                {rows}
            </ul>
            <p id="tree-help" class="tree-help">{t!(i18n, teach.tree_seek)}</p>
        </section>
    }
}
