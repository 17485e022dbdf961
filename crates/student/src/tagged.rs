//! The student's code with each call of a board function tagged with its line.
//!
//! The interpreter hands a call of a function it does not define to the host, by name, but not
//! where the call is written. So before the code runs, each call `place(…)` written on line 12
//! becomes `place__12(…)`: the host reads the line back from the name. Lines stay where they
//! are; columns after a tag move right by its length, and [`Tagged::original_column`] moves them
//! back for the messages. Strings and comments are left alone; a call the tagging cannot see
//! (say, through another name) still reaches the host, with no line.

/// The separator between a board function's name and its line in a tagged name.
const SEPARATOR: &str = "__";

/// The student's code, its board calls tagged with their lines.
#[derive(Clone, Debug)]
pub struct Tagged {
    /// The code to run.
    pub code: String,
    /// The board functions, as the student writes them.
    names: Vec<&'static str>,
    /// Per tag: its 1-based line, the 1-based column (in characters, of the tagged code) where
    /// the inserted text starts, and its length in characters.
    inserts: Vec<(u32, u32, u32)>,
}

impl Tagged {
    /// Tags the calls of `names` in `code`. A name the code defines itself (`def place`) is left
    /// as it is, so that the student's own function is the one called.
    pub fn new(code: &str, names: &[&'static str]) -> Self {
        let tokens = tokens(code);
        let defined = |name: &str| {
            tokens
                .windows(2)
                .any(|pair| pair[0].text == "def" && pair[1].text == name)
        };
        let names: Vec<&'static str> = names.to_vec();
        let taggable: Vec<&str> = names.iter().copied().filter(|n| !defined(n)).collect();
        let mut out = String::with_capacity(code.len() + 64);
        let mut inserts = Vec::new();
        let mut copied = 0;
        for (i, token) in tokens.iter().enumerate() {
            let called = tokens.get(i + 1).is_some_and(|next| next.text == "(");
            let attribute = i > 0 && tokens[i - 1].text == ".";
            let definition = i > 0 && tokens[i - 1].text == "def";
            if !called || attribute || definition || !taggable.contains(&token.text) {
                continue;
            }
            let end = token.start + token.text.len();
            out.push_str(&code[copied..end]);
            copied = end;
            let tag = format!("{SEPARATOR}{}", token.line);
            let line_start = code[..end].rfind('\n').map_or(0, |at| at + 1);
            let earlier: u32 = inserts
                .iter()
                .filter(|&&(line, _, _)| line == token.line)
                .map(|&(_, _, added)| added)
                .sum();
            let column = code[line_start..end].chars().count() as u32 + earlier + 1;
            inserts.push((token.line, column, tag.len() as u32));
            out.push_str(&tag);
        }
        out.push_str(&code[copied..]);
        Tagged {
            code: out,
            names,
            inserts,
        }
    }

    /// The board function a name the program called stands for, and the line of the call when
    /// it was tagged: `place__12` is `place` on line 12, `place` is `place` on no known line.
    pub fn board_function(&self, called: &str) -> Option<(&'static str, Option<u32>)> {
        self.names.iter().find_map(|&name| {
            let rest = called.strip_prefix(name)?;
            if rest.is_empty() {
                return Some((name, None));
            }
            let line = rest.strip_prefix(SEPARATOR)?.parse().ok()?;
            Some((name, Some(line)))
        })
    }

    /// The lines of the code's `while` loops.
    pub fn while_loops(&self) -> Vec<u32> {
        let mut lines: Vec<u32> = tokens(&self.code)
            .into_iter()
            .filter(|token| token.text == "while")
            .map(|token| token.line)
            .collect();
        lines.dedup();
        lines
    }

    /// The column, in the student's code, of the 1-based `column` of `line` in the tagged code.
    pub fn original_column(&self, line: u32, column: u32) -> u32 {
        let shift: u32 = self
            .inserts
            .iter()
            .filter(|&&(at_line, at, _)| at_line == line && at < column)
            .map(|&(_, at, added)| added.min(column - at))
            .sum();
        column - shift
    }
}

/// A name or a single character of code outside strings and comments.
#[derive(Debug)]
struct Token<'a> {
    /// The text.
    text: &'a str,
    /// Its byte offset.
    start: usize,
    /// Its 1-based line.
    line: u32,
}

/// The names and single characters of `code`, strings and comments skipped.
fn tokens(code: &str) -> Vec<Token<'_>> {
    let bytes = code.as_bytes();
    let mut tokens = Vec::new();
    let mut line = 1;
    let mut at = 0;
    while at < bytes.len() {
        let byte = bytes[at];
        match byte {
            b'\n' => {
                line += 1;
                at += 1;
            }
            b'#' => at = code[at..].find('\n').map_or(bytes.len(), |n| at + n),
            b'"' | b'\'' => {
                let end = string_end(code, at);
                line += code[at..end].matches('\n').count() as u32;
                at = end;
            }
            _ if name_length(&code[at..]) > 0 => {
                let len = name_length(&code[at..]);
                let text = &code[at..at + len];
                let next = bytes.get(at + len);
                // A string's prefix (r"…", f'…', rb"…") is part of the string.
                if next.is_some_and(|b| *b == b'"' || *b == b'\'') && is_string_prefix(text) {
                    let end = string_end(code, at + len);
                    line += code[at..end].matches('\n').count() as u32;
                    at = end;
                } else {
                    tokens.push(Token {
                        text,
                        start: at,
                        line,
                    });
                    at += len;
                }
            }
            _ if byte.is_ascii_whitespace() => at += 1,
            _ => {
                let len = code[at..].chars().next().map_or(1, char::len_utf8);
                tokens.push(Token {
                    text: &code[at..at + len],
                    start: at,
                    line,
                });
                at += len;
            }
        }
    }
    tokens
}

/// The length in bytes of the name `text` starts with (0 if it starts with none).
fn name_length(text: &str) -> usize {
    let starts = text
        .chars()
        .next()
        .is_some_and(|c| c == '_' || c.is_alphabetic());
    if !starts {
        return 0;
    }
    text.find(|c: char| !(c == '_' || c.is_alphanumeric()))
        .unwrap_or(text.len())
}

/// Whether `text` is a string literal's prefix.
fn is_string_prefix(text: &str) -> bool {
    text.len() <= 2 && text.chars().all(|c| "rRbBfFuU".contains(c))
}

/// The byte offset just past the string literal whose quote is at `start`.
fn string_end(code: &str, start: usize) -> usize {
    let quote = &code[start..start + 1];
    let triple = quote.repeat(3);
    let (closing, body) = if code[start..].starts_with(&triple) {
        (triple.as_str(), start + 3)
    } else {
        (quote, start + 1)
    };
    let mut at = body;
    while at < code.len() {
        let rest = &code[at..];
        if let Some(escaped) = rest.strip_prefix('\\') {
            at += 1 + escaped.chars().next().map_or(0, char::len_utf8);
        } else if rest.starts_with(closing) {
            return at + closing.len();
        } else if rest.starts_with('\n') && closing.len() == 1 {
            return at;
        } else {
            at += rest.chars().next().map_or(1, char::len_utf8);
        }
    }
    code.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    const BOARD: &[&str] = &["place", "remove", "solution"];

    #[test]
    fn each_call_carries_its_line() {
        let tagged = Tagged::new(
            "x = 1\nplace(0, 1)\nif x:\n    remove(0, 1); solution()\n",
            BOARD,
        );
        assert_eq!(
            tagged.code,
            "x = 1\nplace__2(0, 1)\nif x:\n    remove__4(0, 1); solution__4()\n"
        );
        assert_eq!(tagged.board_function("place__2"), Some(("place", Some(2))));
        assert_eq!(tagged.board_function("solution"), Some(("solution", None)));
        assert_eq!(tagged.board_function("placed"), None);
        assert_eq!(tagged.board_function("place__x"), None);
    }

    #[test]
    fn strings_comments_attributes_and_names_are_left_alone() {
        let code = "s = 'place(1)' # place(2)\nt = \"\"\"\nplace(3)\n\"\"\"\nb.place(4)\nplaces(5)\nplace = 1\nf\"{x}\" ; remove (6)\n";
        let tagged = Tagged::new(code, BOARD);
        assert_eq!(
            tagged.code,
            code.replace("remove (6)", "remove__8 (6)"),
            "only the call on line 8 is tagged"
        );
    }

    #[test]
    fn symbols_outside_names_are_single_tokens() {
        let code = "x = a → b\nplace(1, 2) ✓\n";
        let tagged = Tagged::new(code, BOARD);
        assert_eq!(tagged.code, "x = a → b\nplace__2(1, 2) ✓\n");
    }

    proptest::proptest! {
        #[test]
        fn any_text_is_tagged_and_untagged_back(code in ".*(place\\(|remove \\(|#|'|\"|\\n|→)*.*") {
            let tagged = Tagged::new(&code, BOARD);
            let mut untagged = tagged.code.clone();
            for line in (1..=code.lines().count() as u32 + 1).rev() {
                for name in BOARD {
                    untagged = untagged.replace(&format!("{name}{SEPARATOR}{line}"), name);
                }
            }
            proptest::prop_assert_eq!(untagged, code);
        }
    }

    #[test]
    fn a_function_the_student_defines_is_not_tagged() {
        let code = "def solution():\n    pass\nsolution()\nplace(0, 0)\n";
        let tagged = Tagged::new(code, BOARD);
        assert_eq!(
            tagged.code,
            "def solution():\n    pass\nsolution()\nplace__4(0, 0)\n"
        );
    }

    #[test]
    fn columns_move_back_past_the_tags() {
        let code = "place(0, 0); remove(0, 0); x = é + y\n";
        let tagged = Tagged::new(code, BOARD);
        assert_eq!(tagged.code, "place__1(0, 0); remove__1(0, 0); x = é + y\n");
        let column =
            |text: &str, of: &str| text[..text.find(of).unwrap()].chars().count() as u32 + 1;
        for of in ["y", "(0, 0); x", "place", "; remove"] {
            assert_eq!(
                tagged.original_column(1, column(&tagged.code, of)),
                column(code, of),
                "{of}"
            );
        }
        // A column inside a tag is the column just after the name.
        assert_eq!(
            tagged.original_column(1, column(&tagged.code, "__1(0, 0); r")),
            6
        );
        assert_eq!(tagged.original_column(2, 40), 40);
    }
}
