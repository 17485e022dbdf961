//! The table of parts (`src/parts.rs`): every part the UI declares is in it and nothing else, its
//! nesting is a tree, each view's first parts are what it shows, and `src/parts.json`, which the
//! start script reads, is the table as it stands (`PARTS_JSON=write cargo test --test parts`
//! writes it anew).

use nqueens_lab::parts::{first_parts, preload_table, PARTS};
use nqueens_lab::text::Locale;
use nqueens_lab::view::url::parse_query;
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The names the UI's sources give their parts: `part!(… name => …)`, and the hand-written split
/// points `wasm_split(name, …)`.
fn declared_parts() -> Vec<String> {
    fn walk(dir: &Path, names: &mut Vec<String>) {
        for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
            let path = entry.path();
            if path.is_dir() {
                walk(&path, names);
                continue;
            }
            let code = std::fs::read_to_string(&path).unwrap_or_default();
            for (at, _) in code.match_indices("part!(") {
                let declared = &code[at..];
                let Some(arrow) = declared.find("=>") else {
                    continue;
                };
                let name = declared[..arrow]
                    .split_whitespace()
                    .last()
                    .unwrap_or_default();
                names.push(name.to_owned());
            }
            for line in code.lines().filter(|l| {
                l.trim_start()
                    .starts_with("#[leptos::wasm_split::wasm_split(")
            }) {
                let inner = line.split('(').nth(1).unwrap_or_default();
                names.push(
                    inner
                        .split(',')
                        .next()
                        .unwrap_or_default()
                        .trim()
                        .to_owned(),
                );
            }
        }
    }
    let mut names = Vec::new();
    walk(&root().join("src/ui"), &mut names);
    // The macro's own definition names `$name`.
    names.retain(|name| !name.starts_with('$'));
    names.sort();
    names.dedup();
    names
}

#[test]
fn the_table_holds_every_part_the_ui_declares_and_no_other() {
    let mut table: Vec<String> = PARTS.iter().map(|p| p.name.to_owned()).collect();
    table.sort();
    let declared = declared_parts();
    assert!(declared.len() > 20, "{declared:?}");
    assert_eq!(table, declared);
}

#[test]
fn the_nesting_is_a_tree_of_the_table_s_parts() {
    for part in PARTS {
        let mut at = *part;
        for _ in 0..=PARTS.len() {
            let Some(parent) = at.parent else {
                break;
            };
            at = *PARTS
                .iter()
                .find(|p| p.name == parent)
                .unwrap_or_else(|| panic!("{}'s parent {parent} is no part", part.name));
            assert_ne!(at.name, part.name, "{} nests in itself", part.name);
        }
    }
}

#[test]
fn each_view_needs_its_page_its_mode_s_panel_and_a_lesson_s_bar_first() {
    let parts = |query: &str| first_parts(&parse_query::<Locale>(query).0);
    assert_eq!(parts(""), ["queens_page"]);
    assert_eq!(parts("n=14"), ["queens_page", "queens_list_workers"]);
    assert_eq!(
        parts("mode=play&n=8&alg=pointer&step=40"),
        ["queens_page", "queens_player"]
    );
    assert_eq!(
        parts("mode=perform&n=4&alg=pointer"),
        ["queens_page", "queens_player", "queens_predict"]
    );
    assert_eq!(parts("mode=count&n=17"), ["queens_page", "queens_counter"]);
    assert_eq!(parts("page=knights&size=6x6"), ["knights_page"]);
    assert_eq!(
        parts("page=knights&mode=try&size=6x6"),
        ["knights_page", "knights_try"]
    );
    assert_eq!(
        parts("lesson=queens&scene=4"),
        ["lesson_shown", "queens_page", "queens_player"]
    );
    assert_eq!(
        parts("lesson=knights&scene=1"),
        ["lesson_shown", "knights_page", "knights_try"]
    );
}

#[test]
fn the_start_script_s_table_is_the_table_as_it_stands() {
    let path = root().join("src/parts.json");
    let table = preload_table();
    if std::env::var("PARTS_JSON").as_deref() == Ok("write") {
        std::fs::write(&path, &table).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    }
    let written = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        written == table,
        "src/parts.json is not the table of parts as it stands: run `PARTS_JSON=write cargo test --test parts`"
    );
    // No page is named twice, and every page is a part.
    assert!(
        table.contains("\"pages\":[\"queens_page\",\"knights_page\"]"),
        "{table}"
    );
}
