//! The built-in lessons in words: their names, and each scene's title, narration (for the class,
//! at most three sentences) and notes (for the teacher), in the scenes' order of
//! [`nqueens_view::lesson`].

use super::message::render;
use super::Locale;
use crate::i18n::i18n::td_string;
use nqueens_view::lesson::Lesson;
use nqueens_view::lesson_file::{Field, FileProblem, Problem, Quiz, WrittenLesson, WrittenScene};
use nqueens_view::message::Message;

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

/// A built-in lesson as a written one reads: its name, and each scene's view and words.
pub fn built_in(lesson: Lesson, locale: Locale) -> WrittenLesson {
    let scenes = lesson.scenes().iter().zip(scenes(lesson, locale));
    let scenes = scenes.map(|(view, words)| WrittenScene {
        view: (*view).to_owned(),
        title: words.title.to_owned(),
        narration: words.narration.to_owned(),
        notes: words.notes.to_owned(),
        question: String::new(),
        quiz: None,
    });
    let mut scenes: Vec<_> = scenes.collect();
    for (scene, quiz) in built_in_quizzes(lesson, locale) {
        scenes[scene].quiz = Some(quiz);
    }
    WrittenLesson::new(lesson_name(lesson, locale).to_owned(), scenes)
}

/// What parts a built-in question's choices in its words (`lesson.q2.choices`: "None | 2").
const CHOICES_PARTED_BY: char = '|';

/// The questions with choices of a built-in lesson: the scene (from 0) that asks each.
fn built_in_quizzes(lesson: Lesson, locale: Locale) -> Vec<(usize, Quiz)> {
    let quiz = |ask: &str, choices: &str, answer| Quiz {
        ask: ask.to_owned(),
        choices: choices
            .split(CHOICES_PARTED_BY)
            .map(|choice| choice.trim().to_owned())
            .collect(),
        answer: Some(answer),
    };
    match lesson {
        Lesson::Queens => vec![(
            1,
            quiz(
                td_string!(locale, lesson.q2.ask),
                td_string!(locale, lesson.q2.choices),
                2,
            ),
        )],
        Lesson::Knights => vec![(
            4,
            quiz(
                td_string!(locale, lesson.k5.ask),
                td_string!(locale, lesson.k5.choices),
                1,
            ),
        )],
    }
}

/// "B, 92": the choice counted `k` from 1, with its letter.
fn choice_named(quiz: &Quiz, k: usize, locale: Locale) -> String {
    let choice = quiz
        .choices
        .get(k.wrapping_sub(1))
        .map_or("", String::as_str);
    let letter = Quiz::letter(k).to_string();
    td_string!(locale, lesson.quiz.choice, letter = letter, choice = choice)
}

/// What the class is told of choice `k` (from 1): right, not quite (and the right one), or only
/// that it was chosen where the question has no right answer.
pub fn quiz_verdict(quiz: &Quiz, k: usize, locale: Locale) -> String {
    let chosen = choice_named(quiz, k, locale);
    match quiz.answer {
        Some(answer) if answer == k => td_string!(locale, lesson.quiz.right, chosen = chosen),
        Some(answer) => {
            let answer = choice_named(quiz, answer, locale);
            td_string!(locale, lesson.quiz.wrong, chosen = chosen, answer = answer)
        }
        None => td_string!(locale, lesson.quiz.chosen, chosen = chosen),
    }
}

/// The question's answer, for the teacher: "The answer: B, 92." or that it is a vote.
pub fn quiz_answer(quiz: &Quiz, locale: Locale) -> String {
    match quiz.answer {
        Some(answer) => {
            let answer = choice_named(quiz, answer, locale);
            td_string!(locale, lesson.quiz.answer, answer = answer)
        }
        None => td_string!(locale, lesson.quiz.vote).to_owned(),
    }
}

/// What is wrong with a lesson file, and what was done about it, in `locale`.
pub fn file_problem(problem: &FileProblem, locale: Locale) -> String {
    let FileProblem::Field {
        scene,
        field,
        problem,
    } = problem
    else {
        return match problem {
            FileProblem::LaterVersion(version) => {
                td_string!(locale, lesson.file.version, version = version.to_string())
            }
            FileProblem::Unreachable(path) => {
                td_string!(locale, lesson.file.unreachable, path = path)
            }
            _ => td_string!(locale, lesson.file.none).to_owned(),
        };
    };
    let place = match scene {
        Some(k) => td_string!(locale, lesson.file.scene, k = k.to_string()),
        None => td_string!(locale, lesson.file.lesson).to_owned(),
    };
    let name = field.name();
    let said = match problem {
        Problem::Missing => td_string!(locale, lesson.file.missing, place = place, field = name),
        Problem::NotText => td_string!(locale, lesson.file.not_text, place = place, field = name),
        Problem::BadView(errors) => {
            let why = errors
                .first()
                .map(|e| render(&Message::Link(e.clone()), locale));
            let why = why.unwrap_or_default();
            td_string!(
                locale,
                lesson.file.bad_view,
                place = place,
                field = name,
                why = why
            )
        }
        Problem::BadQuiz => td_string!(locale, lesson.file.bad_quiz, place = place, field = name),
        Problem::BadAnswer => {
            td_string!(locale, lesson.file.bad_answer, place = place, field = name)
        }
        Problem::UnknownQuestion(kind) => {
            td_string!(
                locale,
                lesson.file.question,
                place = place,
                field = name,
                kind = kind
            )
        }
    };
    let done = match (scene, field, problem) {
        (None, _, _) => return said,
        (_, Field::Quiz, Problem::BadAnswer) => td_string!(locale, lesson.file.vote),
        (_, Field::Question | Field::Quiz, _) => td_string!(locale, lesson.file.asks_none),
        (_, Field::View | Field::Title, _) | (_, _, Problem::BadView(_)) => {
            td_string!(locale, lesson.file.left_out)
        }
        _ => td_string!(locale, lesson.file.emptied),
    };
    format!("{said} {done}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::language::all as languages;

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
    fn every_file_problem_is_said_with_its_scene_and_field_in_every_language() {
        use nqueens_view::url::view_errors;
        let field = |scene, field, problem| FileProblem::Field {
            scene,
            field,
            problem,
        };
        let bad_view = Problem::BadView(view_errors("n=x"));
        let problems = [
            field(Some(3), Field::View, bad_view),
            field(Some(4), Field::Title, Problem::Missing),
            field(Some(5), Field::Notes, Problem::NotText),
            field(
                Some(6),
                Field::Question,
                Problem::UnknownQuestion("colour".into()),
            ),
            field(None, Field::Title, Problem::Missing),
            field(Some(7), Field::Quiz, Problem::BadQuiz),
            field(Some(8), Field::Quiz, Problem::BadAnswer),
        ];
        for &locale in languages() {
            for problem in &problems {
                let said = file_problem(problem, locale);
                let FileProblem::Field { scene, field, .. } = problem else {
                    unreachable!()
                };
                assert!(!said.contains("{{"), "{locale:?} {said}");
                assert!(said.contains(field.name()), "{said}");
                if let Some(k) = scene {
                    assert!(said.contains(&k.to_string()), "{said}");
                }
            }
            let bad = file_problem(&problems[0], locale);
            let why = render(&Message::Link(view_errors("n=x")[0].clone()), locale);
            assert!(bad.contains(&why), "{bad}: the view's own message");
            let whole = [
                FileProblem::NotALesson,
                FileProblem::LaterVersion(2),
                FileProblem::Unreachable("lessons/a.json".into()),
            ];
            let said: Vec<_> = whole.iter().map(|p| file_problem(p, locale)).collect();
            assert!(said[1].contains('2') && said[2].contains("lessons/a.json"));
            assert!(said.iter().all(|s| !s.contains("{{") && s.len() > 20));
        }
    }

    #[test]
    fn a_choice_is_told_right_or_not_quite_with_the_answer_or_noted_in_a_vote() {
        let quiz = Quiz {
            ask: "How many?".into(),
            choices: vec!["12".into(), "92".into(), "40,320".into()],
            answer: Some(2),
        };
        let vote = Quiz {
            answer: None,
            ..quiz.clone()
        };
        for &locale in languages() {
            let said = [
                quiz_verdict(&quiz, 2, locale),
                quiz_verdict(&quiz, 3, locale),
                quiz_verdict(&vote, 1, locale),
                quiz_answer(&quiz, locale),
                quiz_answer(&vote, locale),
            ];
            assert!(said.iter().all(|s| !s.contains("{{")), "{said:?}");
            assert!(
                said[0].contains("B") && said[0].contains("92"),
                "{}",
                said[0]
            );
            assert!(
                said[1].contains("C") && said[1].contains("40,320"),
                "{}",
                said[1]
            );
            assert!(
                said[1].contains("B") && said[1].contains("92"),
                "the answer: {}",
                said[1]
            );
            assert!(
                said[2].contains("A") && said[2].contains("12"),
                "{}",
                said[2]
            );
            assert!(
                said[3].contains("92") && !said[3].contains("12"),
                "{}",
                said[3]
            );
            let all: std::collections::HashSet<_> = said.iter().collect();
            assert_eq!(all.len(), said.len(), "{said:?}");
            assert_ne!(said[0].split(':').next(), said[1].split(':').next());
        }
    }

    #[test]
    fn the_built_in_questions_answers_are_what_their_scenes_show() {
        use nqueens_solvers::knights::board::BoardSize;
        use nqueens_solvers::knights::open::open_tour;
        for &locale in languages() {
            let queens = built_in(Lesson::Queens, locale);
            // Scene 2 plays brute force on four queens: its placements are the count of N = 4.
            assert!(queens.scenes[1].view.contains("n=4&alg=generate"));
            let quiz = queens.scenes[1].quiz.clone().expect("scene 2 asks");
            let right = &quiz.choices[quiz.answer.expect("an answer") - 1];
            let placements = nqueens_solvers::queens::count::count(4).expect("a count");
            assert_eq!(right, &placements.to_string(), "{locale:?}");
            // Scene 5 plays Warnsdorff's rule from a8 on 8 × 8: its first run is a tour, never
            // stuck, so it never goes back (the first choice, "Never").
            let knights = built_in(Lesson::Knights, locale);
            assert!(knights.scenes[4]
                .view
                .contains("size=8x8&start=a8&method=warnsdorff"));
            let quiz = knights.scenes[4].quiz.clone().expect("scene 5 asks");
            assert_eq!(
                (quiz.answer, quiz.choices.len()),
                (Some(1), 3),
                "{locale:?}"
            );
            let size = BoardSize::new(8, 8).expect("8 × 8");
            let start = size.parse_square("a8").expect("a8");
            let solved = open_tour(size, start).expect("a tour");
            assert!(solved.stuck.is_empty(), "the rule's first run is a tour");
            let asking =
                [&queens, &knights].map(|l| l.scenes.iter().filter(|s| s.quiz.is_some()).count());
            assert_eq!(asking, [1, 1], "{locale:?}");
        }
    }

    #[test]
    fn a_built_in_lesson_reads_as_a_written_one() {
        for &locale in languages() {
            for lesson in Lesson::ALL {
                let written = built_in(lesson, locale);
                assert_eq!(written.title, lesson_name(lesson, locale));
                let views: Vec<_> = written.scenes.iter().map(|s| s.view.as_str()).collect();
                assert_eq!(views, lesson.scenes());
                let titles = written.scenes.iter().map(|s| s.title.as_str());
                assert!(titles.eq(scenes(lesson, locale).iter().map(|w| w.title)));
            }
        }
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
