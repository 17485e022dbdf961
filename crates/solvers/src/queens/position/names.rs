//! A position as text, the square names of its queens joined by commas (`a1,c5`, files a–p as
//! on the board), written and read back; reading stops at the first bad name and keeps the
//! queens before it.

use super::{Position, Square};

/// Why a name in a list of queens could not be used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NameErrorKind {
    /// Not a square's name at all.
    NotASquare,
    /// A square's name, but off this board.
    OffBoard,
    /// A square named before.
    Twice,
    /// More queens than the board has ranks.
    TooMany,
}

/// The first bad name of a list of queens, and the position of the names before it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NameError {
    /// What is wrong with it.
    pub kind: NameErrorKind,
    /// The name as given.
    pub name: String,
    /// The queens named before it.
    pub kept: Position,
}

/// Reads a square's name, `c5`: a letter and a number, with no limit yet.
fn square(name: &str) -> Option<Square> {
    let mut chars = name.chars();
    let file = chars.next()?.to_ascii_lowercase();
    let digits = chars.as_str();
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let rank: u32 = digits.parse().ok()?;
    file.is_ascii_lowercase()
        .then(|| (u32::from(file) - u32::from('a') + 1, rank))
}

impl Position {
    /// The queens as square names joined by commas, `a1,c5`, rank by rank.
    pub fn names(&self) -> String {
        let names: Vec<String> = self
            .queens()
            .into_iter()
            .map(|(x, y)| format!("{}{y}", char::from(b'a' + (x - 1) as u8)))
            .collect();
        names.join(",")
    }

    /// Adds the queens named in `text` (commas between, spaces ignored, an empty text is no
    /// queen) to this position; at the first bad name, the error keeps the queens before it.
    pub fn with_names(self, text: &str) -> Result<Self, NameError> {
        let mut position = self;
        for name in text.split(',').map(str::trim).filter(|s| !s.is_empty()) {
            let fail = |kind| NameError {
                kind,
                name: name.to_owned(),
                kept: position,
            };
            let square = square(name).ok_or_else(|| fail(NameErrorKind::NotASquare))?;
            if !position.on_board(square) {
                return Err(fail(NameErrorKind::OffBoard));
            }
            if position.has(square) {
                return Err(fail(NameErrorKind::Twice));
            }
            if position.len() == position.n() {
                return Err(fail(NameErrorKind::TooMany));
            }
            position = position.toggled(square);
        }
        Ok(position)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_read_back_and_the_first_bad_one_is_reported() {
        let empty = Position::empty(8).unwrap_or_else(|| unreachable!());
        let p = empty
            .with_names("c2, A1,,h8")
            .unwrap_or_else(|e| panic!("{e:?}"));
        assert_eq!(p.names(), "a1,c2,h8");
        assert_eq!(empty.with_names(&p.names()), Ok(p));
        assert_eq!(empty.with_names(""), Ok(empty));
        for (text, kind, name, kept) in [
            ("a1,x", NameErrorKind::NotASquare, "x", "a1"),
            ("a1,b2c", NameErrorKind::NotASquare, "b2c", "a1"),
            ("a+5", NameErrorKind::NotASquare, "a+5", ""),
            ("é1", NameErrorKind::NotASquare, "é1", ""),
            ("a1,i1", NameErrorKind::OffBoard, "i1", "a1"),
            ("a0", NameErrorKind::OffBoard, "a0", ""),
            ("b3,a9,c1", NameErrorKind::OffBoard, "a9", "b3"),
            ("a1,b5,a1", NameErrorKind::Twice, "a1", "a1,b5"),
        ] {
            let error = empty.with_names(text).err();
            let got = error.map(|e| (e.kind, e.name, e.kept.names()));
            assert_eq!(
                got,
                Some((kind, name.to_owned(), kept.to_owned())),
                "{text}"
            );
        }
        let nine = "a1,a2,a3,a4,a5,a6,a7,a8,b1";
        let error = empty.with_names(nine).err();
        assert_eq!(
            error.map(|e| (e.kind, e.kept.len())),
            Some((NameErrorKind::TooMany, 8))
        );
    }
}
