//! A lesson a teacher writes by using the app: its scenes (each a view of the app with its words),
//! its file (JSON, described in `docs/lesson-format.md`), read field by field so that each problem
//! names its scene and field and the rest of the lesson still opens, and its packed form that
//! travels inside an address (`lesson=z.…`: the file deflated, then in base64url).

use super::lesson::PACKED;
use super::url::{view_errors, view_only, AddressError};
use serde::Serialize;
use serde_json::{Map, Value};

/// What a lesson file says it is, in its `format` field.
pub const FORMAT: &str = "nqueens-lab-lesson";

/// The version of the format this app writes and reads.
pub const VERSION: u64 = 1;

/// The longest link a packed lesson is offered as (the Share dialog's QR code, level M, holds
/// 2,331 bytes); a longer lesson is shared as its file.
pub const LINK_LIMIT: usize = 2_000;

/// The most choices a question offers (lettered A to H).
pub const MOST_CHOICES: usize = 8;

/// What starts the right choice in a question's text as the editor writes it: `*92`.
pub const RIGHT_MARK: char = '*';

/// The largest lesson file unpacked from an address, in bytes.
const UNPACKED_LIMIT: usize = 1 << 20;

/// A lesson written by a teacher (or a built-in one, as the bar shows it).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct WrittenLesson {
    /// What the file says it is: [`FORMAT`].
    pub format: &'static str,
    /// The format's version: [`VERSION`].
    pub version: u64,
    /// Its title, in the bar and the speaker view.
    pub title: String,
    /// Its scenes, in order.
    pub scenes: Vec<WrittenScene>,
}

/// A scene: a view of the app and its words.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct WrittenScene {
    /// The view, as the address writes it (`n=8&alg=pointer&step=12`), without a lesson.
    pub view: String,
    /// Its title, in the table of contents and above the caption.
    pub title: String,
    /// The caption the class reads under the board (at most three sentences).
    pub narration: String,
    /// What the teacher may say or ask; not shown to the class.
    pub notes: String,
    /// The question the class answers before each step, as the address's `predict=` names its
    /// kinds (`queen,safe`, `square`); empty for none.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub question: String,
    /// A question with choices the class answers under the caption; None for none.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub quiz: Option<Quiz>,
}

/// A question with choices (a scene's `quiz`): the class chooses one, and is told whether it is
/// the right one; without a right one it is a vote.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Quiz {
    /// The question.
    pub ask: String,
    /// Its choices, two to [`MOST_CHOICES`], shown lettered A, B, C…
    pub choices: Vec<String>,
    /// The right choice, counted from 1; None for a vote.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub answer: Option<usize>,
}

impl Quiz {
    /// The letter of the choice counted `k` from 1: 'A' for 1.
    pub fn letter(k: usize) -> char {
        char::from(b'A' + (k.clamp(1, MOST_CHOICES) - 1) as u8)
    }

    /// Reads a question from its text as the editor writes it: the question on its first line,
    /// then a choice on each line, the right one (if any) starting with [`RIGHT_MARK`]; blank
    /// lines are skipped. None without a question or with fewer than two choices; choices past
    /// [`MOST_CHOICES`] are dropped.
    pub fn from_text(text: &str) -> Option<Quiz> {
        let mut lines = text.lines().map(str::trim).filter(|line| !line.is_empty());
        let ask = lines.next()?.to_owned();
        let mut answer = None;
        let mut choices = Vec::new();
        for line in lines {
            let (right, choice) = match line.strip_prefix(RIGHT_MARK) {
                Some(choice) => (true, choice.trim()),
                None => (false, line),
            };
            // A mark alone is no choice (the file would not read it back).
            if choice.is_empty() || choices.len() == MOST_CHOICES {
                continue;
            }
            choices.push(choice.to_owned());
            if right {
                answer = answer.or(Some(choices.len()));
            }
        }
        (choices.len() >= 2).then_some(Quiz {
            ask,
            choices,
            answer,
        })
    }

    /// The question's text as the editor writes it (read back by [`Quiz::from_text`]).
    pub fn to_text(&self) -> String {
        let choices =
            self.choices
                .iter()
                .enumerate()
                .map(|(i, choice)| match self.answer == Some(i + 1) {
                    true => format!("{RIGHT_MARK}{choice}"),
                    false => choice.clone(),
                });
        std::iter::once(self.ask.clone())
            .chain(choices)
            .collect::<Vec<_>>()
            .join("\n")
    }
}

/// A field of a lesson file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    /// The lesson's or a scene's `title`.
    Title,
    /// A scene's `view`.
    View,
    /// A scene's `narration`.
    Narration,
    /// A scene's `notes`.
    Notes,
    /// A scene's `question`.
    Question,
    /// A scene's `quiz`.
    Quiz,
}

impl Field {
    /// Its name in the file.
    pub fn name(self) -> &'static str {
        match self {
            Field::Title => "title",
            Field::View => "view",
            Field::Narration => "narration",
            Field::Notes => "notes",
            Field::Question => "question",
            Field::Quiz => "quiz",
        }
    }
}

/// What is wrong with a field.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// It is missing or empty (a scene without a view or a title is left out).
    Missing,
    /// It is not text (a scene's is emptied, or the scene left out if it must have it).
    NotText,
    /// The view is not one the app reads without a message (the scene is left out).
    BadView(Vec<AddressError>),
    /// The question names a kind the scene's page does not ask (the scene keeps no question).
    UnknownQuestion(String),
    /// The question with choices lacks its question or has fewer than two choices, or more than
    /// [`MOST_CHOICES`], or a choice that is not text (the scene keeps no such question).
    BadQuiz,
    /// The question's answer is not the number of one of its choices (it is asked as a vote).
    BadAnswer,
}

/// A problem with a lesson file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FileProblem {
    /// The text is not JSON, or not a lesson (no `"format": "nqueens-lab-lesson"`, no scenes);
    /// nothing opens.
    NotALesson,
    /// The lesson file at this path or address could not be fetched; nothing opens.
    Unreachable(String),
    /// The file is of a later version than this app reads; what it can read opens.
    LaterVersion(u64),
    /// A field of the lesson (`scene` None) or of a scene (numbered from 1).
    Field {
        /// The scene, numbered from 1; None for the lesson itself.
        scene: Option<usize>,
        /// The field.
        field: Field,
        /// What is wrong.
        problem: Problem,
    },
}

impl WrittenScene {
    /// The view the scene shows: its view, asking its question if it has one.
    pub fn shown_view(&self) -> String {
        match self.question.as_str() {
            "" => self.view.clone(),
            question => format!("{}&predict={question}", self.view),
        }
    }
}

impl Default for WrittenLesson {
    /// A lesson with no title and no scenes yet.
    fn default() -> Self {
        Self::new(String::new(), Vec::new())
    }
}

impl WrittenLesson {
    /// A lesson of `title` and `scenes`.
    pub fn new(title: String, scenes: Vec<WrittenScene>) -> Self {
        Self {
            format: FORMAT,
            version: VERSION,
            title,
            scenes,
        }
    }

    /// The lesson's file: JSON, indented.
    pub fn to_file(&self) -> String {
        // Strings and numbers only: serialising cannot fail.
        serde_json::to_string_pretty(self).unwrap_or_default()
    }

    /// The lesson packed for the address: `z.` and the compact file, deflated, in base64url.
    pub fn packed(&self) -> String {
        let compact = serde_json::to_string(self).unwrap_or_default();
        format!("{PACKED}{}", crate::packed::pack(&compact))
    }
}

/// Reads a lesson from its file: the lesson (the scenes it could read) and what was wrong, or
/// [`FileProblem::NotALesson`].
pub fn read_file(text: &str) -> Result<(WrittenLesson, Vec<FileProblem>), FileProblem> {
    let value: Value = serde_json::from_str(text).map_err(|_| FileProblem::NotALesson)?;
    let object = value.as_object().ok_or(FileProblem::NotALesson)?;
    let scenes = object.get("scenes").and_then(Value::as_array);
    let (Some(FORMAT), Some(scenes)) = (object.get("format").and_then(Value::as_str), scenes)
    else {
        return Err(FileProblem::NotALesson);
    };
    let mut problems = Vec::new();
    match object.get("version").and_then(Value::as_u64) {
        Some(version) if version > VERSION => problems.push(FileProblem::LaterVersion(version)),
        _ => {}
    }
    let title = text_field(object, None, Field::Title, &mut problems);
    let scenes = scenes
        .iter()
        .enumerate()
        .filter_map(|(i, scene)| read_scene(scene, i + 1, &mut problems))
        .collect();
    Ok((WrittenLesson::new(title, scenes), problems))
}

/// Reads a packed lesson (what follows `lesson=`), as [`read_file`] reads its file.
pub fn unpack(packed: &str) -> Result<(WrittenLesson, Vec<FileProblem>), FileProblem> {
    let data = packed.strip_prefix(PACKED).ok_or(FileProblem::NotALesson)?;
    let file = crate::packed::unpack(data, UNPACKED_LIMIT).ok_or(FileProblem::NotALesson)?;
    read_file(&file)
}

/// The text of `field` in `object` (empty, and the problem noted, where it is missing or is not
/// text; the optional fields may be missing).
fn text_field(
    object: &Map<String, Value>,
    scene: Option<usize>,
    field: Field,
    problems: &mut Vec<FileProblem>,
) -> String {
    // The lesson's title may be missing ("My lesson"); a scene's title and view may not.
    let required = scene.is_some() && matches!(field, Field::Title | Field::View);
    let problem = match object.get(field.name()) {
        Some(Value::String(text)) if !text.trim().is_empty() || !required => {
            return text.trim().to_owned()
        }
        None if !required => return String::new(),
        None | Some(Value::String(_)) => Problem::Missing,
        Some(_) => Problem::NotText,
    };
    problems.push(FileProblem::Field {
        scene,
        field,
        problem,
    });
    String::new()
}

/// Reads scene `number` (from 1); None, with the problem noted, where its view or title is
/// missing or its view is bad.
fn read_scene(
    value: &Value,
    number: usize,
    problems: &mut Vec<FileProblem>,
) -> Option<WrittenScene> {
    let Some(object) = value.as_object() else {
        problems.push(FileProblem::Field {
            scene: Some(number),
            field: Field::View,
            problem: Problem::Missing,
        });
        return None;
    };
    let scene = Some(number);
    let view = view_only(&text_field(object, scene, Field::View, problems));
    let title = text_field(object, scene, Field::Title, problems);
    let narration = text_field(object, scene, Field::Narration, problems);
    let notes = text_field(object, scene, Field::Notes, problems);
    let question = text_field(object, scene, Field::Question, problems);
    let quiz = read_quiz(object.get(Field::Quiz.name()), number, problems);
    if view.is_empty() || title.is_empty() {
        return None;
    }
    let errors = view_errors(&view);
    if !errors.is_empty() {
        problems.push(FileProblem::Field {
            scene,
            field: Field::View,
            problem: Problem::BadView(errors),
        });
        return None;
    }
    let asked = WrittenScene {
        view,
        title,
        narration,
        notes,
        question,
        quiz,
    };
    if asked.question.is_empty() || view_errors(&asked.shown_view()).is_empty() {
        return Some(asked);
    }
    problems.push(FileProblem::Field {
        scene,
        field: Field::Question,
        problem: Problem::UnknownQuestion(asked.question.clone()),
    });
    Some(WrittenScene {
        question: String::new(),
        ..asked
    })
}

/// Reads scene `number`'s question with choices, noting what is wrong with it.
fn read_quiz(
    value: Option<&Value>,
    number: usize,
    problems: &mut Vec<FileProblem>,
) -> Option<Quiz> {
    let mut problem = |problem| {
        problems.push(FileProblem::Field {
            scene: Some(number),
            field: Field::Quiz,
            problem,
        })
    };
    let object = value?;
    let ask = object.get("ask").and_then(Value::as_str).map(str::trim);
    let choices = object.get("choices").and_then(Value::as_array);
    let choices: Option<Vec<String>> = choices.and_then(|choices| {
        let texts = choices.iter().map(|c| Some(c.as_str()?.trim().to_owned()));
        texts.collect()
    });
    let (Some(ask), Some(choices)) = (ask, choices) else {
        problem(Problem::BadQuiz);
        return None;
    };
    let sound = !ask.is_empty() && (2..=MOST_CHOICES).contains(&choices.len());
    if !sound || choices.iter().any(String::is_empty) {
        problem(Problem::BadQuiz);
        return None;
    }
    let answer = match object.get("answer") {
        None => None,
        Some(answer) => {
            let k = answer.as_u64().and_then(|k| usize::try_from(k).ok());
            let k = k.filter(|k| (1..=choices.len()).contains(k));
            if k.is_none() {
                problem(Problem::BadAnswer);
            }
            k
        }
    };
    Some(Quiz {
        ask: ask.to_owned(),
        choices,
        answer,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn scene(view: &str, title: &str) -> WrittenScene {
        WrittenScene {
            view: view.into(),
            title: title.into(),
            narration: format!("About {title}."),
            notes: "Ask the class.".into(),
            question: String::new(),
            quiz: None,
        }
    }

    fn lesson() -> WrittenLesson {
        let mut asked = scene(
            "page=knights&size=6x6&start=a6&method=warnsdorff",
            "Where next?",
        );
        asked.question = "square".into();
        let mut voted = scene("mode=play&n=5&alg=pointer&show=code", "The code");
        voted.quiz = Some(Quiz {
            ask: "Which line runs next?".into(),
            choices: vec!["17".into(), "18".into(), "21".into()],
            answer: Some(3),
        });
        WrittenLesson::new(
            "Backtracking in three views".into(),
            vec![
                scene("mode=play&n=4&alg=pointer&step=12", "Step 12"),
                voted,
                asked,
            ],
        )
    }

    #[test]
    fn a_lesson_round_trips_through_its_file_and_its_packed_address() {
        let lesson = lesson();
        let file = lesson.to_file();
        assert!(file.starts_with("{\n  \"format\": \"nqueens-lab-lesson\",\n  \"version\": 1,"));
        assert_eq!(read_file(&file), Ok((lesson.clone(), vec![])));
        let packed = lesson.packed();
        assert!(packed.starts_with(PACKED));
        assert!(packed
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"._-".contains(&b)));
        assert!(
            packed.len() < file.len(),
            "{} of {}",
            packed.len(),
            file.len()
        );
        assert_eq!(unpack(&packed), Ok((lesson, vec![])));
        // A lesson begun empty, as the editor begins one, reads back too.
        let mut begun = WrittenLesson::default();
        begun.scenes.push(scene("n=6", "Six"));
        assert_eq!(read_file(&begun.to_file()), Ok((begun, vec![])));
    }

    #[test]
    fn a_text_that_is_not_a_lesson_is_said_to_be_none() {
        for text in [
            "",
            "not json",
            "[1, 2]",
            r#"{"scenes": []}"#,
            r#"{"format": "something else", "scenes": []}"#,
            r#"{"format": "nqueens-lab-lesson", "scenes": {}}"#,
        ] {
            assert_eq!(read_file(text), Err(FileProblem::NotALesson), "{text}");
        }
        for packed in ["", "z.", "z.!!!", "queens", "z.AAAA"] {
            assert_eq!(unpack(packed), Err(FileProblem::NotALesson), "{packed}");
        }
    }

    #[test]
    fn each_problem_names_its_scene_and_field_and_the_rest_opens() {
        let text = r#"{
            "format": "nqueens-lab-lesson", "version": 3, "title": 7,
            "scenes": [
                {"view": "n=8", "title": "Good", "narration": "Read me.", "notes": "Say this."},
                {"view": "n=8"},
                {"view": "n=x", "title": "Bad N"},
                {"view": "n=6", "title": "Asks", "question": "colour"},
                {"title": "No view", "notes": ["a list"]},
                "a string",
                {"view": "lesson=queens&scene=2&n=5", "title": "Lesson dropped", "narration": 3},
                {"view": "n=5", "title": "Vote", "quiz": {"ask": "Who wins?", "choices": ["A", "B"]}},
                {"view": "n=5", "title": "Bad answer", "quiz": {"ask": "Who?", "choices": ["A", "B"], "answer": 3}},
                {"view": "n=5", "title": "One choice", "quiz": {"ask": "Who?", "choices": ["A"], "answer": 1}},
                {"view": "n=5", "title": "No ask", "quiz": {"choices": ["A", "B"]}},
                {"view": "n=5", "title": "A number", "quiz": {"ask": "Who?", "choices": ["A", 2]}}
            ]
        }"#;
        let (lesson, problems) = read_file(text).expect("a lesson");
        let field = |scene, field, problem| FileProblem::Field {
            scene,
            field,
            problem,
        };
        let bad_view = match &problems[3] {
            FileProblem::Field {
                problem: Problem::BadView(errors),
                ..
            } => errors.clone(),
            other => panic!("{other:?}"),
        };
        assert_eq!(bad_view.len(), 1);
        assert_eq!(
            problems,
            vec![
                FileProblem::LaterVersion(3),
                field(None, Field::Title, Problem::NotText),
                field(Some(2), Field::Title, Problem::Missing),
                field(Some(3), Field::View, Problem::BadView(bad_view)),
                field(
                    Some(4),
                    Field::Question,
                    Problem::UnknownQuestion("colour".into())
                ),
                field(Some(5), Field::View, Problem::Missing),
                field(Some(5), Field::Notes, Problem::NotText),
                field(Some(6), Field::View, Problem::Missing),
                field(Some(7), Field::Narration, Problem::NotText),
                field(Some(9), Field::Quiz, Problem::BadAnswer),
                field(Some(10), Field::Quiz, Problem::BadQuiz),
                field(Some(11), Field::Quiz, Problem::BadQuiz),
                field(Some(12), Field::Quiz, Problem::BadQuiz),
            ]
        );
        let titles: Vec<_> = lesson.scenes.iter().map(|s| s.title.as_str()).collect();
        let kept = ["Good", "Asks", "Lesson dropped", "Vote", "Bad answer"];
        assert_eq!(
            titles,
            kept.iter()
                .chain(&["One choice", "No ask", "A number"])
                .copied()
                .collect::<Vec<_>>()
        );
        let quizzes: Vec<_> = lesson
            .scenes
            .iter()
            .map(|s| s.quiz.as_ref().map(|q| q.answer))
            .collect();
        assert_eq!(
            quizzes,
            [None, None, None, Some(None), Some(None), None, None, None]
        );
        assert_eq!(lesson.scenes[1].question, "");
        assert_eq!(lesson.scenes[2].view, "n=5");
        assert_eq!(lesson.title, "");
    }

    /// A lesson of one scene asking `quiz`.
    fn lesson_asking(quiz: &Quiz) -> WrittenLesson {
        let mut asking = scene("n=6", "Asks");
        asking.quiz = Some(quiz.clone());
        WrittenLesson::new("One question".into(), vec![asking])
    }

    #[test]
    fn a_question_with_choices_reads_from_the_editors_text_and_back() {
        let quiz = Quiz::from_text("  How many?\n\n12\n* 92 \n*40,320\n").expect("a quiz");
        assert_eq!(quiz.ask, "How many?");
        assert_eq!(quiz.choices, ["12", "92", "40,320"]);
        assert_eq!(
            quiz.answer,
            Some(2),
            "the first choice marked is the answer"
        );
        assert_eq!(quiz.to_text(), "How many?\n12\n*92\n40,320");
        assert_eq!(Quiz::from_text(&quiz.to_text()), Some(quiz));
        let vote = Quiz::from_text("Which?\nthis\nthat").expect("a vote");
        assert_eq!(vote.answer, None);
        assert_eq!(Quiz::from_text(&vote.to_text()), Some(vote));
        // A mark with no words is no choice, and marks no answer.
        let bare = Quiz::from_text("Which?\n*\nthis\nthat").expect("a vote");
        assert_eq!((bare.choices.len(), bare.answer), (2, None));
        assert_eq!(
            read_file(&lesson_asking(&bare).to_file()).map(|(_, p)| p),
            Ok(vec![])
        );
        for text in [
            "",
            "Only a question",
            "A question\none choice",
            "\n\n",
            "Q\n*\nA",
        ] {
            assert_eq!(Quiz::from_text(text), None, "{text:?}");
        }
        let many: String = (1..=12).map(|k| format!("\n{k}")).collect();
        let kept = Quiz::from_text(&format!("Pick{many}")).expect("a quiz");
        assert_eq!(kept.choices.len(), MOST_CHOICES);
        assert_eq!((Quiz::letter(1), Quiz::letter(MOST_CHOICES)), ('A', 'H'));
    }

    proptest! {
        #[test]
        fn any_words_round_trip(title in ".{1,40}", narration in ".{0,200}", notes in "\\PC{0,200}") {
            let mut lesson = lesson();
            lesson.title = title.trim().to_owned();
            lesson.scenes[0].narration = narration.trim().to_owned();
            lesson.scenes[1].notes = notes.trim().to_owned();
            prop_assume!(!lesson.title.is_empty());
            prop_assert_eq!(read_file(&lesson.to_file()), Ok((lesson.clone(), vec![])));
            prop_assert_eq!(unpack(&lesson.packed()), Ok((lesson, vec![])));
        }
    }
}
