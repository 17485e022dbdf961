//! The parts' style sheets, by part: files of the build beside `main.css` (copied by Trunk, each
//! named in `index.html`), which a part links the first time it shows (`ui::part_sheets`), so
//! that the first load carries `main.css` alone. A test keeps [`ALL`] equal to the sheets in
//! `style/` and to `index.html`'s links, and the first-load browser test reads the same links.

/// The names of a part's style sheets in the build's folder, in the page's order of the cascade.
pub type Sheets = &'static [&'static str];

/// The player's controls and marks, and its teaching views.
pub const PLAYER: Sheets = &["player.css", "teach.css"];
/// The counter and its chart of the time to count.
pub const COUNTER: Sheets = &["count.css", "chart.css"];
/// The board the student places queens on.
pub const TRY: Sheets = &["try.css"];
/// "Write your own": the editor, its buttons, the results and the console.
pub const WRITE: Sheets = &["write.css"];
/// The one placement (the construction or min-conflicts) and its picture.
pub const ONE: Sheets = &["one.css"];
/// The charts of work against N.
pub const CHART: Sheets = &["chart.css"];
/// A lesson's bar and caption.
pub const LESSON: Sheets = &["lesson.css"];
/// The Share dialog's and the help overlay's contents.
pub const DIALOGS: Sheets = &["dialogs.css"];
/// The Lessons dialog's contents: the lessons and the teacher's own.
pub const LESSONS_DIALOG: Sheets = &["dialogs.css", "lesson.css"];
/// Presenter mode's layout, loaded the first time it is turned on.
pub const PRESENTER: Sheets = &["presenter.css"];
/// Every part's sheet, once.
pub const ALL: Sheets = &[
    "count.css",
    "player.css",
    "knights.css",
    "try.css",
    "chart.css",
    "teach.css",
    "lesson.css",
    "dialogs.css",
    "one.css",
    "presenter.css",
    "write.css",
];
/// The knight's tour page: its player and teaching views (its walk, its count and its chart of
/// work bring their own sheets when first shown).
pub const KNIGHTS: Sheets = &["player.css", "knights.css", "teach.css"];

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;

    fn sorted(names: impl IntoIterator<Item = String>) -> Vec<String> {
        let mut names: Vec<String> = names.into_iter().collect();
        names.sort();
        names.dedup();
        names
    }

    #[test]
    fn every_part_s_sheet_is_in_the_list_the_build_and_the_style_folder() {
        let all = sorted(ALL.iter().map(|s| (*s).to_owned()));
        assert_eq!(all.len(), ALL.len(), "a sheet named twice in ALL");
        for part in [
            PLAYER,
            COUNTER,
            TRY,
            WRITE,
            CHART,
            KNIGHTS,
            LESSON,
            DIALOGS,
            LESSONS_DIALOG,
            ONE,
            PRESENTER,
        ] {
            for sheet in part {
                assert!(ALL.contains(sheet), "{sheet} is not in ALL");
            }
        }
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let folder = std::fs::read_dir(root.join("style")).unwrap_or_else(|e| panic!("{e}"));
        let in_folder = sorted(folder.filter_map(|entry| {
            let name = entry.ok()?.file_name().into_string().ok()?;
            (name.ends_with(".css") && name != "main.css").then_some(name)
        }));
        assert_eq!(in_folder, all, "style/ against ALL");
        let html =
            std::fs::read_to_string(root.join("index.html")).unwrap_or_else(|e| panic!("{e}"));
        let linked = sorted(html.lines().filter_map(|line| {
            let rest = line.split("rel=\"copy-file\" href=\"style/").nth(1)?;
            Some(rest.split('"').next()?.to_owned())
        }));
        assert_eq!(linked, all, "index.html's copied sheets against ALL");
    }
}
