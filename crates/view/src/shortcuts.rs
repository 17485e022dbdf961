//! The keyboard: what each key does, on the whole page and in the player, and the list of
//! shortcuts the help overlay shows. Presentation remotes (clickers) send PageDown/PageUp or the
//! arrows, so those step the player or move the list's selection.

/// Where a key was pressed: the focused element's tag (lower case) and `type` attribute.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Focus<'a> {
    /// The element's tag name, lower case.
    pub tag: &'a str,
    /// Its `type` attribute, lower case (empty if none).
    pub kind: &'a str,
    /// Its `role` attribute (empty if none).
    pub role: &'a str,
}

impl Focus<'_> {
    /// Whether the element takes typed text, so letters and keys are its own: a text field, or
    /// an editable element that says it is a text box (the program's editor).
    pub fn takes_text(&self) -> bool {
        if self.role == "textbox" {
            return true;
        }
        match self.tag {
            "textarea" | "select" => true,
            "input" => !matches!(
                self.kind,
                "range" | "checkbox" | "radio" | "button" | "submit" | "reset"
            ),
            _ => false,
        }
    }

    /// Whether the element is a slider, which keeps its arrows, Home and End.
    fn is_slider(&self) -> bool {
        self.tag == "input" && self.kind == "range"
    }

    /// Whether the element is a check box or a radio button, which Space switches.
    fn is_check(&self) -> bool {
        self.tag == "input" && matches!(self.kind, "checkbox" | "radio")
    }

    /// Whether the element is the list of placements, which keeps its own navigation keys.
    fn is_listbox(&self) -> bool {
        self.role == "listbox"
    }
}

/// A key for the whole page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PageKey {
    /// `F`: presenter mode on or off.
    Presenter,
    /// `?`: the help overlay.
    Help,
    /// `C`: in presenter mode, the hidden controls shown or hidden again.
    Controls,
    /// `S`: the Share dialog.
    Share,
    /// A clicker's PageDown (`true`) or PageUp: the next or previous thing shown.
    Advance(bool),
}

/// The page's shortcut for `key`, if it has one there.
pub fn page_key(key: &str, focus: Focus) -> Option<PageKey> {
    if focus.takes_text() {
        return None;
    }
    match key {
        "f" | "F" => Some(PageKey::Presenter),
        "?" => Some(PageKey::Help),
        "c" | "C" => Some(PageKey::Controls),
        "s" | "S" => Some(PageKey::Share),
        "PageDown" if !focus.is_listbox() => Some(PageKey::Advance(true)),
        "PageUp" if !focus.is_listbox() => Some(PageKey::Advance(false)),
        _ => None,
    }
}

/// What a key does in the player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayerKey {
    /// Space: play or pause.
    TogglePlay,
    /// → or PageDown (`true`), ← or PageUp: one step.
    Step(bool),
    /// Home: to step 0.
    Start,
    /// End: to the last step.
    End,
    /// `+`: one speed faster.
    Faster,
    /// `−`: one speed slower.
    Slower,
}

/// The player's shortcut for `key`. Keys typed into a text field or a menu are theirs; a slider
/// keeps its arrows, Home and End.
pub fn player_key(key: &str, focus: Focus) -> Option<PlayerKey> {
    if focus.takes_text() {
        return None;
    }
    let slider = focus.is_slider();
    Some(match key {
        " " if focus.is_check() => return None,
        " " => PlayerKey::TogglePlay,
        "ArrowRight" if !slider => PlayerKey::Step(true),
        "ArrowLeft" if !slider => PlayerKey::Step(false),
        "PageDown" => PlayerKey::Step(true),
        "PageUp" => PlayerKey::Step(false),
        "Home" if !slider => PlayerKey::Start,
        "End" if !slider => PlayerKey::End,
        "+" | "=" => PlayerKey::Faster,
        "-" | "_" | "−" => PlayerKey::Slower,
        _ => return None,
    })
}

/// A line of the help overlay: what it does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HelpAction {
    /// Presenter mode on or off.
    Presenter,
    /// This help.
    Help,
    /// Leave presenter mode or close this help.
    Leave,
    /// In presenter mode, show or hide the controls it hides.
    Controls,
    /// The Share dialog: the view's address and the code to embed it.
    Share,
    /// Solve for the N typed (in the N field).
    Solve,
    /// Show the board and start typed (in the knight's tour form).
    ShowBoard,
    /// Move the selection in the list.
    ListMove,
    /// First or last placement.
    ListEnds,
    /// A page of the list.
    ListPage,
    /// Next or previous placement (a clicker).
    ListAdvance,
    /// Run the student's program (in its editor).
    Run,
    /// Play or pause.
    PlayPause,
    /// One step.
    Step,
    /// To the start or the end.
    Ends,
    /// Faster or slower.
    Speed,
    /// Move the cursor on the board (try mode).
    Cursor,
    /// Place or remove a queen, or move the knight, on the cursor's square.
    Place,
    /// Undo or redo.
    Undo,
    /// In a lesson: the previous or next scene.
    Scene,
    /// In a lesson: leave it, keeping the view.
    LeaveLesson,
    /// In a lesson: the speaker view, in a second window.
    SpeakerView,
}

/// A line of the help overlay: the keys, as printed, and what they do.
pub type HelpRow = (&'static str, HelpAction);

/// The list's keys, for a page's help.
pub const LIST_KEYS: [HelpRow; 4] = [
    ("↑ ↓", HelpAction::ListMove),
    ("Home End", HelpAction::ListEnds),
    ("PageUp PageDown", HelpAction::ListPage),
    ("PageUp PageDown", HelpAction::ListAdvance),
];

/// The player's keys, for a page's help.
pub const PLAYER_KEYS: [HelpRow; 4] = [
    ("Space", HelpAction::PlayPause),
    ("← → PageUp PageDown", HelpAction::Step),
    ("Home End", HelpAction::Ends),
    ("− +", HelpAction::Speed),
];

/// The keys of a board a student plays on, for a page's help.
pub const TRY_KEYS: [HelpRow; 3] = [
    ("← ↑ → ↓", HelpAction::Cursor),
    ("Space Enter", HelpAction::Place),
    ("Ctrl+Z Ctrl+Y", HelpAction::Undo),
];

/// The keys of "write your own".
pub const WRITE_KEYS: [HelpRow; 1] = [("Ctrl+Enter", HelpAction::Run)];

/// What a key does on a board a student plays on (with no modifier).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardKey {
    /// Moves the cursor by `(files, ranks)`; up is towards the higher ranks.
    Move(i32, i32),
    /// Acts on the cursor's square.
    Place,
}

/// The board key `key` (a `KeyboardEvent.key`) is, if any.
pub fn board_key(key: &str) -> Option<BoardKey> {
    Some(match key {
        "ArrowLeft" => BoardKey::Move(-1, 0),
        "ArrowRight" => BoardKey::Move(1, 0),
        "ArrowUp" => BoardKey::Move(0, 1),
        "ArrowDown" => BoardKey::Move(0, -1),
        " " | "Enter" => BoardKey::Place,
        _ => return None,
    })
}

/// Whether Ctrl (or ⌘) with `key` is Undo (`Some(false)`) or Redo (`Some(true)`): Z and Y,
/// and Shift+Z for Redo.
pub fn undo_key(key: &str, shift: bool) -> Option<bool> {
    match key {
        "z" | "Z" => Some(shift),
        "y" | "Y" => Some(true),
        _ => None,
    }
}

/// A view's help: the keys of every page (presenter mode, this help, Esc), Enter doing the form's
/// `submit` where the view has a form, then the view's `own` keys. Each page's view says which
/// (its `help`).
pub fn help_rows(submit: Option<HelpAction>, own: &[HelpRow]) -> Vec<HelpRow> {
    let mut rows = vec![
        ("F", HelpAction::Presenter),
        ("?", HelpAction::Help),
        ("Esc", HelpAction::Leave),
        ("C", HelpAction::Controls),
        ("S", HelpAction::Share),
    ];
    rows.extend(submit.map(|action| ("Enter", action)));
    rows.extend_from_slice(own);
    rows
}

/// A view's help `rows` in a lesson, where PageUp and PageDown (a clicker's keys) move between
/// the scenes, Esc leaves the lesson and `V` opens the speaker view: the rows that gave those
/// keys to the list or the player lose them.
pub fn in_a_lesson(rows: Vec<HelpRow>) -> Vec<HelpRow> {
    let mut rows: Vec<HelpRow> = rows
        .into_iter()
        .filter(|(_, action)| !matches!(action, HelpAction::ListPage | HelpAction::ListAdvance))
        .map(|(keys, action)| match action {
            HelpAction::Step => ("← →", action),
            _ => (keys, action),
        })
        .collect();
    rows.extend([
        ("PageUp PageDown", HelpAction::Scene),
        ("Esc", HelpAction::LeaveLesson),
        ("V", HelpAction::SpeakerView),
    ]);
    rows
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(tag: &str) -> Focus<'_> {
        Focus {
            tag,
            kind: "",
            role: "",
        }
    }

    #[test]
    fn an_editor_that_is_a_text_box_keeps_its_keys() {
        let editor = Focus {
            tag: "div",
            kind: "",
            role: "textbox",
        };
        assert_eq!(page_key("f", editor), None);
        assert_eq!(player_key(" ", editor), None);
        assert_eq!(player_key("ArrowLeft", editor), None);
        assert_eq!(page_key("f", at("div")), Some(PageKey::Presenter));
    }

    #[test]
    fn player_keys_leave_text_fields_and_sliders_theirs() {
        assert_eq!(player_key(" ", at("body")), Some(PlayerKey::TogglePlay));
        assert_eq!(player_key(" ", at("button")), Some(PlayerKey::TogglePlay));
        assert_eq!(
            player_key("ArrowLeft", at("div")),
            Some(PlayerKey::Step(false))
        );
        assert_eq!(
            player_key("PageDown", at("body")),
            Some(PlayerKey::Step(true))
        );
        assert_eq!(
            player_key("PageUp", at("body")),
            Some(PlayerKey::Step(false))
        );
        assert_eq!(player_key("End", at("button")), Some(PlayerKey::End));
        assert_eq!(player_key("+", at("body")), Some(PlayerKey::Faster));
        assert_eq!(player_key("-", at("body")), Some(PlayerKey::Slower));
        let text = Focus {
            tag: "input",
            kind: "text",
            role: "",
        };
        assert_eq!(player_key("Home", text), None);
        assert_eq!(player_key(" ", at("input")), None);
        let check = Focus {
            tag: "input",
            kind: "checkbox",
            role: "",
        };
        assert_eq!(player_key(" ", check), None);
        assert_eq!(player_key("ArrowRight", check), Some(PlayerKey::Step(true)));
        assert_eq!(player_key("ArrowRight", at("select")), None);
        let slider = Focus {
            tag: "input",
            kind: "range",
            role: "",
        };
        assert_eq!(player_key("ArrowRight", slider), None);
        assert_eq!(player_key(" ", slider), Some(PlayerKey::TogglePlay));
        assert_eq!(player_key("PageDown", slider), Some(PlayerKey::Step(true)));
        assert_eq!(player_key("a", at("body")), None);
    }

    #[test]
    fn page_keys_leave_text_fields_and_the_list_theirs() {
        assert_eq!(page_key("f", at("body")), Some(PageKey::Presenter));
        assert_eq!(page_key("F", at("button")), Some(PageKey::Presenter));
        assert_eq!(page_key("?", at("body")), Some(PageKey::Help));
        assert_eq!(page_key("c", at("body")), Some(PageKey::Controls));
        assert_eq!(page_key("C", at("button")), Some(PageKey::Controls));
        assert_eq!(page_key("s", at("body")), Some(PageKey::Share));
        assert_eq!(
            page_key("PageDown", at("body")),
            Some(PageKey::Advance(true))
        );
        assert_eq!(
            page_key("PageUp", at("button")),
            Some(PageKey::Advance(false))
        );
        let list = Focus {
            tag: "div",
            kind: "",
            role: "listbox",
        };
        assert_eq!(page_key("PageDown", list), None);
        assert_eq!(page_key("f", list), Some(PageKey::Presenter));
        let field = Focus {
            tag: "input",
            kind: "text",
            role: "",
        };
        assert_eq!(page_key("f", field), None);
        assert_eq!(page_key("?", field), None);
        assert_eq!(page_key("c", field), None);
        assert_eq!(page_key("s", field), None);
        assert_eq!(page_key("x", at("body")), None);
    }

    #[test]
    fn in_a_lesson_page_up_and_down_move_between_scenes_only() {
        let mut player = help_rows(None, &PLAYER_KEYS);
        player.extend(LIST_KEYS);
        let rows = in_a_lesson(player);
        let with_page_keys: Vec<HelpAction> = rows
            .iter()
            .filter(|(keys, _)| keys.contains("PageDown"))
            .map(|(_, action)| *action)
            .collect();
        assert_eq!(with_page_keys, [HelpAction::Scene]);
        assert!(rows.contains(&("← →", HelpAction::Step)));
        assert!(rows.contains(&("Esc", HelpAction::LeaveLesson)));
    }
}
