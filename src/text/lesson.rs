//! The built-in lessons in words: their names, and each scene's title, narration (for the class,
//! at most three sentences) and notes (for the teacher), in the scenes' order of
//! [`crate::view::lesson`].

use super::Locale;
use crate::i18n::i18n::td_string;
use crate::view::lesson::Lesson;

/// A lesson's name: "Eight queens".
pub fn lesson_name(lesson: Lesson, locale: Locale) -> &'static str {
    match lesson {
        Lesson::Queens => td_string!(locale, lesson.queens),
        Lesson::Knights => td_string!(locale, lesson.knights),
    }
}

/// A scene's words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SceneWords {
    /// Its title, in the table of contents and above the caption.
    pub title: &'static str,
    /// What the class reads under the board.
    pub narration: &'static str,
    /// What the teacher may say or ask; not shown to the class.
    pub notes: &'static str,
}

/// The words of scene `$key` (its keys `lesson.$key.title`, `.says` and `.notes`).
macro_rules! scene {
    ($locale:expr, $key:ident) => {
        SceneWords {
            title: td_string!($locale, lesson.$key.title),
            narration: td_string!($locale, lesson.$key.says),
            notes: td_string!($locale, lesson.$key.notes),
        }
    };
}

/// The words of every scene of `lesson`, in order.
pub fn scenes(lesson: Lesson, locale: Locale) -> Vec<SceneWords> {
    match lesson {
        Lesson::Queens => vec![
            scene!(locale, q1),
            scene!(locale, q2),
            scene!(locale, q3),
            scene!(locale, q4),
            scene!(locale, q5),
            scene!(locale, q6),
            scene!(locale, q7),
            scene!(locale, q8),
            scene!(locale, q9),
            scene!(locale, q10),
            scene!(locale, q11),
            scene!(locale, q12),
        ],
        Lesson::Knights => vec![
            scene!(locale, k1),
            scene!(locale, k2),
            scene!(locale, k3),
            scene!(locale, k4),
            scene!(locale, k5),
            scene!(locale, k6),
            scene!(locale, k7),
            scene!(locale, k8),
        ],
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::language::all as languages;

    /// The sentences of a narration: its full stops, question and exclamation marks (a Latin
    /// one only where a space or the end follows, so that "16.777.216" is one number).
    fn sentences(text: &str) -> usize {
        let chars: Vec<char> = text.chars().collect();
        (0..chars.len())
            .filter(|&i| match chars[i] {
                '。' | '？' | '！' => true,
                '.' | '?' | '!' => chars.get(i + 1).is_none_or(|c| c.is_whitespace()),
                _ => false,
            })
            .count()
    }

    #[test]
    fn every_scene_has_its_words_in_every_language() {
        for &locale in languages() {
            let mut seen = std::collections::HashSet::new();
            for lesson in Lesson::ALL {
                assert!(!lesson_name(lesson, locale).is_empty());
                let words = scenes(lesson, locale);
                assert_eq!(words.len(), lesson.scenes().len(), "{locale:?} {lesson:?}");
                for (i, scene) in words.iter().enumerate() {
                    let at = format!("{locale:?} {lesson:?} scene {}", i + 1);
                    assert!(
                        !scene.title.is_empty() && scene.title.chars().count() < 50,
                        "{at}"
                    );
                    let told = sentences(scene.narration);
                    assert!((1..=3).contains(&told), "{at}: {told} sentences");
                    assert!(scene.notes.chars().count() > 20, "{at}");
                    for text in [scene.title, scene.narration, scene.notes] {
                        assert!(seen.insert(text), "{at}: repeated {text:?}");
                    }
                }
            }
        }
    }
}
