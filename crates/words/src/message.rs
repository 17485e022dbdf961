//! The typed messages of `view::message`, rendered in the reader's language.

use super::labels::{algorithm, doing, mode, speed};
use super::language::{all as languages, code};
use super::number::number;
use super::Locale;
use crate::describe::Describe;
use crate::i18n::i18n::td_string;
use nqueens_jobs::failure::CountFailure;
use nqueens_jobs::limits::{GROWTH_FIRST_MAX_N, MAX_WORKERS};
use nqueens_solvers::queens::position::NameErrorKind;
use nqueens_solvers::queens::trace::Algorithm;
use nqueens_view::input::NError;
use nqueens_view::knights::MAX_PAGE_SIDE;
use nqueens_view::lesson::{Lesson, LessonError};
use nqueens_view::message::{BoardInput, Message};
use nqueens_view::mode::Mode;
use nqueens_view::one_placement::{OneMethod, DEFAULT_SEED};
use nqueens_view::params::quoted;
use nqueens_view::player::PlayerError;
use nqueens_view::queens::{QueensError, DEFAULT_ALGORITHM, DEFAULT_N, GROWTH_MAX_RANGE};
use nqueens_view::speed::Speed;
use nqueens_view::theme::ThemeChoice;
use nqueens_view::url::{AddressError, Page};
use nqueens_view::write::Task;

/// The message in `locale`.
pub fn render(message: &Message, locale: Locale) -> String {
    match message {
        Message::BadN(error) => bad_n(error, locale),
        Message::BadBoard(BoardInput::Side(value)) => td_string!(
            locale,
            knights.bad_side,
            value = quoted(value),
            max = number(u64::from(MAX_PAGE_SIDE), locale)
        ),
        Message::BadBoard(BoardInput::Start(value)) => {
            td_string!(locale, knights.bad_start, value = quoted(value))
        }
        Message::Link(error) => link(error, locale),
        Message::StepClamped { asked, total } => td_string!(
            locale,
            link.step_clamped,
            asked = number(*asked, locale),
            total = number(*total, locale)
        ),
        Message::DownloadRefused => td_string!(locale, action.download_refused).into(),
    }
}

/// Why a count in the workers stopped.
pub fn count_failure(failure: &CountFailure, locale: Locale) -> String {
    match failure {
        CountFailure::TooLarge { n, max } => {
            td_string!(locale, count.too_large, n = n, max = max)
        }
        CountFailure::NoWorker(reason) => {
            td_string!(locale, count.no_worker, reason = reason)
        }
        CountFailure::WorkerStopped(reason) => {
            let reason = match reason {
                Some(reason) => reason.clone(),
                None => td_string!(locale, count.worker_not_loaded).to_owned(),
            };
            td_string!(locale, count.worker_stopped, reason = reason)
        }
        CountFailure::NeverReady { seconds } => {
            td_string!(locale, count.never_ready, seconds = seconds)
        }
        CountFailure::BadMessage(reason) => {
            td_string!(locale, count.bad_message, reason = reason)
        }
        CountFailure::NotText => td_string!(locale, count.not_text).into(),
        CountFailure::BadJob(reason) => td_string!(locale, count.bad_job, reason = reason),
        CountFailure::WentWrong(reason) => {
            td_string!(locale, count.went_wrong, reason = reason)
        }
        CountFailure::SendFailed => td_string!(locale, count.send_failed).into(),
    }
}

/// A worker lost while counting (`reason`), and where its jobs went: to the `left` other workers,
/// or, with none left, to the page.
pub fn worker_lost(reason: &CountFailure, left: usize, locale: Locale) -> String {
    let reason = count_failure(reason, locale);
    match left {
        0 => td_string!(locale, count.lost_on_page, reason = reason),
        left => td_string!(locale, count.lost_to_others, reason = reason, left = left),
    }
}

/// Why a text is not an acceptable N.
pub fn bad_n(error: &NError, locale: Locale) -> String {
    match error {
        NError::Empty => td_string!(locale, input.empty).into(),
        NError::NotANumber(text) => {
            td_string!(locale, input.not_a_number, text = quoted(text))
        }
        NError::NotWhole(text) => td_string!(locale, input.not_whole, text = quoted(text)),
        NError::TooSmall(text) => td_string!(locale, input.too_small, text = quoted(text)),
        NError::TooLarge {
            text,
            mode: m,
            other,
        } => {
            let mut sentence: String = td_string!(
                locale,
                input.too_large,
                text = quoted(text),
                doing = doing(*m, locale),
                max = number(m.max_n() as u64, locale)
            );
            if let Some(other) = other {
                sentence.push(' ');
                sentence.push_str(&td_string!(
                    locale,
                    input.choose_other,
                    mode = mode(*other, locale),
                    max = number(other.max_n() as u64, locale)
                ));
            }
            sentence
        }
    }
}

/// Names joined for a list in a message: `list, play, count, one`.
fn names<T: Copy>(items: &[T], name: impl Fn(T) -> &'static str) -> String {
    items
        .iter()
        .map(|&i| name(i))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A bad parameter of the address.
fn link(error: &AddressError, locale: Locale) -> String {
    match error {
        AddressError::BadPage(value) => td_string!(
            locale,
            link.bad_page,
            value = quoted(value),
            names = names(Page::ALL, Page::name)
        ),
        AddressError::BadLang(value) => td_string!(
            locale,
            link.bad_lang,
            value = quoted(value),
            names = names(languages(), code)
        ),
        AddressError::BadTheme(value) => td_string!(
            locale,
            link.bad_theme,
            value = quoted(value),
            names = names(&ThemeChoice::ALL, ThemeChoice::name)
        ),
        AddressError::BadEmbed(value) => {
            td_string!(locale, link.bad_embed, value = quoted(value))
        }
        AddressError::Lesson(LessonError::BadLesson(value)) => td_string!(
            locale,
            link.bad_lesson,
            value = quoted(value),
            names = names(&Lesson::ALL, Lesson::name)
        ),
        AddressError::Lesson(LessonError::BadScene { value, count }) => td_string!(
            locale,
            link.bad_scene,
            value = quoted(value),
            count = number(*count as u64, locale)
        ),
        AddressError::Page(error) => error.describe(locale),
    }
}

/// A bad parameter of the N-Queens page's address.
impl Describe for QueensError {
    fn describe(&self, locale: Locale) -> String {
        match self {
            QueensError::BadN(problem) => td_string!(
                locale,
                link.bad_n,
                problem = bad_n(problem, locale),
                n = DEFAULT_N
            ),
            QueensError::BadPlacement(value) => {
                td_string!(locale, link.bad_placement, value = quoted(value))
            }
            QueensError::PlacementOutOfRange { requested, last } => td_string!(
                locale,
                link.placement_out_of_range,
                requested = number(*requested, locale),
                last = number(*last, locale)
            ),
            QueensError::BadMode(value) => td_string!(
                locale,
                link.bad_mode,
                value = quoted(value),
                names = names(&Mode::ALL, Mode::name)
            ),
            QueensError::BadFundamental(value) => {
                td_string!(locale, link.bad_fundamental, value = quoted(value))
            }
            QueensError::BadWorkers(value) => td_string!(
                locale,
                link.bad_workers,
                value = quoted(value),
                max = MAX_WORKERS
            ),
            QueensError::BadVersus(value) => {
                td_string!(locale, link.bad_versus, value = quoted(value))
            }
            QueensError::BadAlgorithm(value) => td_string!(
                locale,
                link.bad_algorithm,
                value = quoted(value),
                names = names(&Algorithm::ALL, Algorithm::name),
                default = algorithm(DEFAULT_ALGORITHM, locale)
            ),
            QueensError::Player(error) => player_link(error, locale),
            QueensError::BadGrowthMax(value) => td_string!(
                locale,
                link.bad_growth_max,
                value = quoted(value),
                min = GROWTH_MAX_RANGE.start(),
                max = GROWTH_MAX_RANGE.end(),
                default = GROWTH_FIRST_MAX_N
            ),
            QueensError::BadOneMethod(value) => td_string!(
                locale,
                link.bad_one_method,
                value = quoted(value),
                names = names(&OneMethod::ALL, OneMethod::name)
            ),
            QueensError::BadTask(value) => td_string!(
                locale,
                link.bad_task,
                value = quoted(value),
                names = names(&Task::ALL, Task::name)
            ),
            QueensError::BadSeed(value) => td_string!(
                locale,
                link.bad_seed,
                value = quoted(value),
                default = DEFAULT_SEED
            ),
            QueensError::BadQueens(error) => {
                let why = match error.kind {
                    NameErrorKind::NotASquare => td_string!(locale, try_it.not_a_square),
                    NameErrorKind::OffBoard => td_string!(locale, try_it.off_board),
                    NameErrorKind::Twice => td_string!(locale, try_it.twice),
                    NameErrorKind::TooMany => td_string!(locale, try_it.too_many),
                };
                td_string!(
                    locale,
                    link.bad_queens,
                    value = quoted(&error.name),
                    why = why
                )
            }
        }
    }
}

/// A bad `step`, `speed`, `show` or `predict` in a link, the same words on every page.
pub fn player_link(error: &PlayerError, locale: Locale) -> String {
    match error {
        PlayerError::BadStep(value) => td_string!(locale, link.bad_step, value = quoted(value)),
        PlayerError::BadSpeed(value) => td_string!(
            locale,
            link.bad_speed,
            value = quoted(value),
            default = speed(Speed::default(), locale)
        ),
        PlayerError::UnknownView(value) => {
            td_string!(locale, link.unknown_view, value = quoted(value))
        }
        PlayerError::UnknownQuestion(value) => {
            td_string!(locale, link.unknown_question, value = quoted(value))
        }
        PlayerError::NotPerformed(value) => td_string!(locale, link.not_performed, value = value),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nqueens_view::knights::KnightsError;
    use nqueens_view::url::parse_query;

    /// One message of every kind, with every variant of the errors they carry.
    fn every_message() -> Vec<Message> {
        let text = || "x".repeat(30);
        let n_errors = vec![
            NError::Empty,
            NError::NotANumber(text()),
            NError::NotWhole("2.5".into()),
            NError::TooSmall("0".into()),
            NError::TooLarge {
                text: "20".into(),
                mode: Mode::List,
                other: Some(Mode::Count),
            },
            NError::TooLarge {
                text: "9".repeat(30),
                mode: Mode::One,
                other: None,
            },
        ];
        let mut queens: Vec<QueensError> =
            n_errors.iter().cloned().map(QueensError::BadN).collect();
        queens.extend([
            QueensError::BadPlacement(text()),
            QueensError::PlacementOutOfRange {
                requested: 100,
                last: 92,
            },
            QueensError::BadMode(text()),
            QueensError::BadFundamental(text()),
            QueensError::BadWorkers(text()),
            QueensError::BadAlgorithm(text()),
            QueensError::BadVersus(text()),
            QueensError::Player(PlayerError::BadStep(text())),
            QueensError::Player(PlayerError::BadSpeed(text())),
            QueensError::Player(PlayerError::UnknownView(text())),
            QueensError::Player(PlayerError::UnknownQuestion(text())),
            QueensError::Player(PlayerError::NotPerformed(text())),
            QueensError::BadGrowthMax(text()),
            QueensError::BadOneMethod(text()),
            QueensError::BadSeed(text()),
            QueensError::BadTask(text()),
        ]);
        let empty = nqueens_view::queens::empty_position(8);
        queens.extend(
            [
                NameErrorKind::NotASquare,
                NameErrorKind::OffBoard,
                NameErrorKind::Twice,
                NameErrorKind::TooMany,
            ]
            .map(|kind| {
                QueensError::BadQueens(nqueens_solvers::queens::position::NameError {
                    kind,
                    name: text(),
                    kept: empty,
                })
            }),
        );
        let mut links = vec![AddressError::BadPage(text()), AddressError::BadLang(text())];
        links.extend(queens.into_iter().map(AddressError::from));
        links.extend(
            [
                KnightsError::BadSize(text()),
                KnightsError::BadStart {
                    value: text(),
                    fallback: text(),
                },
                KnightsError::BadTour(text()),
                KnightsError::BadMethod(text()),
                KnightsError::BadVersus(text()),
                KnightsError::ClosedNeedsConstruction(text()),
                KnightsError::OpenNeedsSearch,
                KnightsError::BadMode(text()),
                KnightsError::TooLargeToTry(text()),
                KnightsError::TooLargeToWrite(text()),
                KnightsError::BadTask(text()),
            ]
            .map(AddressError::from),
        );
        let walk =
            nqueens_solvers::knights::walk::Walk::new(nqueens_solvers::knights::board::BoardSize {
                rows: 5,
                cols: 5,
            });
        for kind in [
            None,
            Some(nqueens_solvers::knights::walk::StepError::OffBoard),
            Some(nqueens_solvers::knights::walk::StepError::NotAKnightMove),
            Some(nqueens_solvers::knights::walk::StepError::Visited),
        ] {
            links.extend(walk.map(|kept| {
                AddressError::from(KnightsError::BadPath(
                    nqueens_solvers::knights::walk::WalkError {
                        kind,
                        name: text(),
                        kept: Box::new(kept),
                    },
                ))
            }));
        }
        links.push(AddressError::BadTheme(text()));
        links.push(AddressError::BadEmbed(text()));
        links.push(AddressError::Lesson(LessonError::BadLesson(text())));
        links.push(AddressError::Lesson(LessonError::BadScene {
            value: text(),
            count: 12,
        }));
        let mut messages: Vec<Message> = n_errors.into_iter().map(Message::BadN).collect();
        messages.extend([
            Message::BadBoard(BoardInput::Side(text())),
            Message::BadBoard(BoardInput::Start(text())),
        ]);
        messages.extend(links.into_iter().map(Message::Link));
        messages.extend([
            Message::StepClamped {
                asked: 99_999,
                total: 1_234,
            },
            Message::DownloadRefused,
        ]);
        messages
    }

    #[test]
    fn every_message_renders_in_every_language() {
        for &locale in languages() {
            let mut seen = std::collections::HashSet::new();
            for message in every_message() {
                let text = render(&message, locale);
                assert!(text.chars().count() > 5, "{locale:?} {message:?}: {text:?}");
                assert!(!text.contains("{{"), "{locale:?} {message:?}: {text:?}");
                assert!(
                    text.chars().count() < 300,
                    "{locale:?} {message:?}: {text:?}"
                );
                assert!(seen.insert(text.clone()), "{locale:?}: repeated {text:?}");
            }
        }
    }

    #[test]
    fn every_count_failure_renders_in_every_language() {
        let failures = [
            CountFailure::TooLarge { n: 40, max: 27 },
            CountFailure::NoWorker("denied".into()),
            CountFailure::WorkerStopped(Some("boom".into())),
            CountFailure::WorkerStopped(None),
            CountFailure::NeverReady { seconds: 5 },
            CountFailure::BadMessage("unknown message kind".into()),
            CountFailure::NotText,
            CountFailure::BadJob("bad".into()),
            CountFailure::WentWrong("overflow".into()),
            CountFailure::SendFailed,
        ];
        for &locale in languages() {
            for failure in &failures {
                let text = count_failure(failure, locale);
                assert!(text.chars().count() > 5 && !text.contains("{{"), "{text:?}");
                if locale != Locale::en {
                    assert_ne!(text, count_failure(failure, Locale::en), "{locale:?}");
                }
                for left in [0, 1, 3] {
                    let lost = worker_lost(failure, left, locale);
                    assert!(
                        lost.starts_with(&text) && lost.len() > text.len() + 5,
                        "{lost:?}"
                    );
                    assert!(!lost.contains("{{"), "{lost:?}");
                }
            }
        }
    }

    #[test]
    fn languages_differ_and_english_reads_as_before() {
        let message = Message::StepClamped {
            asked: 99_999,
            total: 1_234,
        };
        assert_eq!(
            render(&message, Locale::en),
            "The link asks for step 99,999, but this search has only 1,234 steps; showing step 1,234."
        );
        for message in every_message() {
            let english = render(&message, Locale::en);
            for &locale in &languages()[1..] {
                assert_ne!(render(&message, locale), english, "{locale:?} {message:?}");
            }
        }
        let (_, errors) = parse_query::<Locale>("?mode=play&n=15&alg=dfs&step=-1&speed=7");
        let rendered: Vec<String> = errors
            .into_iter()
            .map(|e| render(&Message::Link(e), Locale::en))
            .collect();
        assert_eq!(
            rendered,
            vec![
                "The link's alg = “dfs” is not one of generate, permutations, pointer, flags, columns, bitmask, forward, mrv, min-conflicts; playing Recursive with flag arrays c, c1, c2 (Java article).",
                "The link's step = “-1” is not a step number (0, 1, 2…); starting at step 0.",
                "The link's speed = “7” is not one of the player's speeds; using 5 steps/s.",
                &format!(
                    "The link's n: N = 15 is too large: playing the search goes up to N = 14. Choose “List all”, which goes up to N = {}. Showing N = 8 instead.",
                    Mode::List.max_n()
                ),
            ]
        );
    }
}
