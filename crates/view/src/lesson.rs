//! The built-in lessons, as plain data: each is a list of scenes, and a scene is a view of the
//! app (an address it understands). The address holds the lesson and the scene
//! (`lesson=queens&scene=4`, scenes counted from 1); a link with no view of its own opens the
//! scene's view. A scene's words (title, narration, notes) are `text::lesson`'s, loaded with the
//! lesson's parts.

use super::params::Params;
use std::sync::Arc;

/// A built-in lesson.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lesson {
    /// "Eight queens": the puzzle, brute force, backtracking and its views, the smarter searches.
    Queens,
    /// "The knight's tour": the C program's order, why it explodes, Warnsdorff's rule.
    Knights,
}

/// The scenes of "Eight queens": the view of each, in order.
const QUEENS_SCENES: &[&str] = &[
    "mode=try&n=8&q=a1,e2,h3,f4",
    "mode=play&n=4&alg=generate",
    "mode=play&n=4&alg=permutations",
    "mode=play&n=4&alg=pointer&step=12",
    "mode=play&n=4&alg=pointer&step=30&show=tree",
    "mode=play&n=5&alg=pointer&step=30&show=code",
    "mode=play&n=6&alg=flags&predict=queen,safe",
    "mode=perform&n=4&alg=pointer",
    "mode=play&n=8&alg=flags&vs=pointer",
    "mode=growth",
    "mode=one&n=1000000&alg=min-conflicts&seed=1",
    "n=8&f=1",
];

/// The scenes of "The knight's tour": the view of each, in order.
const KNIGHTS_SCENES: &[&str] = &[
    "page=knights&mode=try&size=5x5",
    "page=knights&size=5x5&start=a1&method=seed",
    "page=knights&size=5x5&start=a1&method=seed&step=400&show=tree",
    "page=knights&size=8x8&start=a8&method=seed&vs=backtrack",
    "page=knights&size=8x8&start=a8&method=warnsdorff&step=40",
    "page=knights&size=6x6&start=a6&method=warnsdorff&predict=square",
    "page=knights&mode=perform&size=6x6&start=a6&method=warnsdorff",
    "page=knights&size=40x40&tour=closed&step=800",
];

impl Lesson {
    /// Every built-in lesson, in the menu's order.
    pub const ALL: [Lesson; 2] = [Lesson::Queens, Lesson::Knights];

    /// The name in the address (`lesson=`).
    pub fn name(self) -> &'static str {
        match self {
            Lesson::Queens => "queens",
            Lesson::Knights => "knights",
        }
    }

    /// The views of its scenes, in order (query strings without their `?`).
    pub fn scenes(self) -> &'static [&'static str] {
        match self {
            Lesson::Queens => QUEENS_SCENES,
            Lesson::Knights => KNIGHTS_SCENES,
        }
    }
}

/// The address's name of the lesson a teacher writes in this browser: `lesson=mine`.
pub const MINE: &str = "mine";

/// What starts a lesson packed into the address (`lesson=z.…`, see `lesson_file`).
pub const PACKED: &str = "z.";

/// What a lesson file's address ends with: `lesson=lessons/backtracking.json`.
const FILE_ENDING: &str = ".json";

/// A lesson shown, as the address names it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum LessonId {
    /// A built-in lesson: `lesson=queens`.
    Built(Lesson),
    /// The lesson written in this browser (kept in its storage): `lesson=mine`.
    Mine,
    /// A lesson packed into the address: `lesson=z.…` (see `view::lesson_file`).
    Packed(Arc<str>),
    /// A lesson file on the same site, its path or address: `lesson=lessons/intro.json`.
    File(Arc<str>),
}

impl LessonId {
    /// Reads the address's `lesson=` value; None where it names no lesson.
    fn read(name: &str) -> Option<Self> {
        let name = name.trim();
        if let Some(lesson) = Lesson::ALL.into_iter().find(|l| l.name() == name) {
            return Some(Self::Built(lesson));
        }
        match name {
            MINE => Some(Self::Mine),
            _ if name.starts_with(PACKED) => Some(Self::Packed(name.into())),
            _ if name.ends_with(FILE_ENDING) => Some(Self::File(name.into())),
            _ => None,
        }
    }

    /// The address's `lesson=` value.
    pub fn name(&self) -> &str {
        match self {
            Self::Built(lesson) => lesson.name(),
            Self::Mine => MINE,
            Self::Packed(name) | Self::File(name) => name,
        }
    }
}

/// A scene of a lesson: the lesson and the scene's index (from 0; the address counts from 1).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct LessonAt {
    /// The lesson.
    pub lesson: LessonId,
    /// The scene's index in the lesson, from 0.
    pub scene: usize,
}

/// A lesson's parameter of the address that could not be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LessonError {
    /// `lesson` named no lesson; the view is shown without one.
    BadLesson(String),
    /// `scene` was not a scene of the lesson (its number of scenes given); scene 1 is shown.
    BadScene {
        /// The value the address held.
        value: String,
        /// The lesson's number of scenes.
        count: usize,
    },
}

impl LessonAt {
    /// The first scene of `lesson`.
    pub fn start(lesson: LessonId) -> Self {
        Self { lesson, scene: 0 }
    }

    /// The view of the scene of a built-in lesson, as a query string without its `?` (a written
    /// lesson's scenes are known once it is read).
    pub fn query(&self) -> Option<&'static str> {
        match self.lesson {
            LessonId::Built(lesson) => lesson.scenes().get(self.scene).copied(),
            _ => None,
        }
    }

    /// The scene `scene` of the same lesson, of `count` scenes, if it has one.
    pub fn at(&self, scene: usize, count: usize) -> Option<Self> {
        (scene < count).then(|| Self {
            scene,
            lesson: self.lesson.clone(),
        })
    }

    /// The next scene (`forward`) or the previous one of the same lesson, of `count` scenes, if
    /// there is one.
    pub fn moved(&self, forward: bool, count: usize) -> Option<Self> {
        let scene = match forward {
            true => self.scene + 1,
            false => self.scene.checked_sub(1)?,
        };
        self.at(scene, count)
    }

    /// Reads `lesson` and `scene` from the address; what was wrong goes to `errors`. A written
    /// lesson's scene is checked against its scenes once the lesson is read.
    pub fn from_params(params: &Params, errors: &mut Vec<LessonError>) -> Option<Self> {
        let name = params.get("lesson")?;
        let Some(lesson) = LessonId::read(name) else {
            errors.push(LessonError::BadLesson(name.to_owned()));
            return None;
        };
        let count = match lesson {
            LessonId::Built(built) => built.scenes().len(),
            _ => usize::MAX,
        };
        let start = Self::start(lesson);
        let Some(value) = params.get("scene") else {
            return Some(start);
        };
        let scene = value
            .trim()
            .parse::<usize>()
            .ok()
            .and_then(|number| number.checked_sub(1))
            .and_then(|scene| start.at(scene, count));
        if scene.is_none() && count != usize::MAX {
            errors.push(LessonError::BadScene {
                value: value.to_owned(),
                count,
            });
        }
        Some(scene.unwrap_or(start))
    }

    /// The address's parameters: `lesson=queens&scene=4`.
    pub fn to_params(&self) -> [(&'static str, String); 2] {
        [
            ("lesson", self.lesson.name().to_owned()),
            ("scene", (self.scene + 1).to_string()),
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(query: &str) -> (Option<LessonAt>, Vec<LessonError>) {
        let mut errors = Vec::new();
        let at = LessonAt::from_params(&Params::parse(query), &mut errors);
        (at, errors)
    }

    #[test]
    fn the_lessons_have_their_scenes() {
        assert_eq!(Lesson::Queens.scenes().len(), 12);
        assert_eq!(Lesson::Knights.scenes().len(), 8);
    }

    #[test]
    fn a_scene_is_read_and_written_counted_from_one() {
        let at = LessonAt {
            lesson: LessonId::Built(Lesson::Knights),
            scene: 3,
        };
        assert_eq!(read("lesson=knights&scene=4"), (Some(at.clone()), vec![]));
        assert_eq!(
            at.to_params(),
            [("lesson", "knights".into()), ("scene", "4".into())]
        );
        assert_eq!(
            read("lesson=queens").0,
            Some(LessonAt::start(LessonId::Built(Lesson::Queens)))
        );
        assert_eq!(read("n=8"), (None, vec![]));
    }

    #[test]
    fn a_written_lesson_is_named_by_the_address() {
        let written = |name: &str, scene| {
            let lesson = LessonId::read(name).expect(name);
            assert_eq!(lesson.name(), name);
            LessonAt { lesson, scene }
        };
        assert_eq!(read("lesson=mine&scene=3").0, Some(written("mine", 2)));
        // A written lesson's scenes are known once it is read: any scene is taken until then.
        assert_eq!(
            read("lesson=z.eJwD&scene=40"),
            (Some(written("z.eJwD", 39)), vec![])
        );
        assert_eq!(
            read("lesson=lessons/intro.json").0,
            Some(written("lessons/intro.json", 0))
        );
        assert!(matches!(
            read("lesson=lessons/intro.json").0.map(|at| at.lesson),
            Some(LessonId::File(_))
        ));
    }

    #[test]
    fn a_bad_lesson_or_scene_is_reported() {
        assert_eq!(
            read("lesson=chess&scene=2"),
            (None, vec![LessonError::BadLesson("chess".into())])
        );
        for bad in ["0", "13", "x", "-1", ""] {
            assert_eq!(
                read(&format!("lesson=queens&scene={bad}")),
                (
                    Some(LessonAt::start(LessonId::Built(Lesson::Queens))),
                    vec![LessonError::BadScene {
                        value: bad.into(),
                        count: 12
                    }]
                ),
                "{bad}"
            );
        }
    }

    #[test]
    fn scenes_move_within_the_lesson() {
        let first = LessonAt::start(LessonId::Built(Lesson::Knights));
        assert_eq!(first.moved(false, 8), None);
        let second = first.moved(true, 8);
        assert_eq!(second.map(|at| at.scene), Some(1));
        let last = first.at(7, 8);
        assert!(last.is_some_and(|at| at.moved(true, 8).is_none()));
        assert_eq!(first.at(8, 8), None);
    }
}
