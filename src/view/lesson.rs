//! The built-in lessons, as plain data: each is a list of scenes, and a scene is a view of the
//! app (an address it understands). The address holds the lesson and the scene
//! (`lesson=queens&scene=4`, scenes counted from 1); a link with no view of its own opens the
//! scene's view. A scene's words (title, narration, notes) are `text::lesson`'s, loaded with the
//! lesson's parts.

use super::params::Params;

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

/// A scene of a lesson: the lesson and the scene's index (from 0; the address counts from 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LessonAt {
    /// The lesson.
    pub lesson: Lesson,
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
    pub fn start(lesson: Lesson) -> Self {
        Self { lesson, scene: 0 }
    }

    /// The number of scenes in the lesson.
    pub fn count(self) -> usize {
        self.lesson.scenes().len()
    }

    /// The view of the scene, as a query string without its `?`.
    pub fn query(self) -> &'static str {
        self.lesson.scenes().get(self.scene).copied().unwrap_or("")
    }

    /// The scene `scene` of the same lesson, if it has one.
    pub fn at(self, scene: usize) -> Option<Self> {
        (scene < self.count()).then_some(Self { scene, ..self })
    }

    /// The next scene (`forward`) or the previous one, if there is one.
    pub fn moved(self, forward: bool) -> Option<Self> {
        if forward {
            self.at(self.scene + 1)
        } else {
            self.scene.checked_sub(1).and_then(|scene| self.at(scene))
        }
    }

    /// Reads `lesson` and `scene` from the address; what was wrong goes to `errors`.
    pub fn from_params(params: &Params, errors: &mut Vec<LessonError>) -> Option<Self> {
        let name = params.get("lesson")?;
        let Some(lesson) = Lesson::ALL.into_iter().find(|l| l.name() == name.trim()) else {
            errors.push(LessonError::BadLesson(name.to_owned()));
            return None;
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
            .and_then(|scene| start.at(scene));
        if scene.is_none() {
            errors.push(LessonError::BadScene {
                value: value.to_owned(),
                count: start.count(),
            });
        }
        Some(scene.unwrap_or(start))
    }

    /// The address's parameters: `lesson=queens&scene=4`.
    pub fn to_params(self) -> [(&'static str, String); 2] {
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
            lesson: Lesson::Knights,
            scene: 3,
        };
        assert_eq!(read("lesson=knights&scene=4"), (Some(at), vec![]));
        assert_eq!(
            at.to_params(),
            [("lesson", "knights".into()), ("scene", "4".into())]
        );
        assert_eq!(
            read("lesson=queens").0,
            Some(LessonAt::start(Lesson::Queens))
        );
        assert_eq!(read("n=8"), (None, vec![]));
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
                    Some(LessonAt::start(Lesson::Queens)),
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
        let first = LessonAt::start(Lesson::Knights);
        assert_eq!(first.moved(false), None);
        let second = first.moved(true);
        assert_eq!(second.map(|at| at.scene), Some(1));
        let last = first.at(7);
        assert!(last.is_some_and(|at| at.moved(true).is_none()));
        assert_eq!(first.at(8), None);
    }
}
