//! Fuzzed input: every parser a person or a link reaches, and the decoders of the workers'
//! messages, fed arbitrary Unicode and bytes. None may panic; every bad value is reported; and
//! printing a view and reading it back gives the same view.
//!
//! About 140,000 generated cases per run (the counts are in each block's configuration).

use nqueens_lab::knights::count::TourCount;
use nqueens_lab::limits::MAX_WORKERS;
use nqueens_lab::queens::listing::ListingTotals;
use nqueens_lab::text::Locale;
use nqueens_lab::view::input::parse_n;
use nqueens_lab::view::knights::{parse_side, MAX_PAGE_SIDE};
use nqueens_lab::view::mode::Mode;
use nqueens_lab::view::params::Params;
use nqueens_lab::view::url::{parse_query, to_query, AddressError, KEYS};
use nqueens_lab::worker::countable::Countable;
use nqueens_lab::worker::protocol::{answer, Reply, Request};
use nqueens_lab::worker::puzzles::completions::Completions;
use nqueens_lab::worker::puzzles::growth::SearchWork;
use nqueens_lab::worker::puzzles::queens::Placements;
use nqueens_lab::worker::puzzles::tour_growth::TourWork;
use nqueens_lab::worker::puzzles::walk::WalkAnswer;
use nqueens_lab::worker::puzzles::{Measures, COUNTS};
use proptest::prelude::*;

/// The parameters the page reads, and values that are often almost right.
fn parameter() -> impl Strategy<Value = (String, String)> {
    let key = prop_oneof![
        prop::sample::select(KEYS).prop_map(str::to_owned),
        "[a-z]{1,6}".prop_map(String::from),
    ];
    let value = prop_oneof![
        (0u64..40).prop_map(|v| v.to_string()),
        any::<u64>().prop_map(|v| v.to_string()),
        any::<i64>().prop_map(|v| v.to_string()),
        any::<f64>().prop_map(|v| v.to_string()),
        prop::sample::select(Mode::ALL.map(Mode::name).to_vec()).prop_map(str::to_owned),
        prop_oneof![
            Just("flags"),
            Just("pointer"),
            Just("ru"),
            Just("dark"),
            Just("queens"),
            Just("0.33"),
            Just("10000"),
            Just("8x8"),
            Just("a1"),
            Just("a1,c5"),
            Just("a1,b3,c5"),
            Just("code,tree"),
            Just("tree"),
        ]
        .prop_map(str::to_owned),
        ".*",
        "[%+&=?#0-9a-fA-F]{0,12}",
    ];
    (key, value)
}

/// Words of the workers' messages that name a puzzle or a list's selection, and parts of a
/// knights' job.
fn puzzle_word() -> impl Strategy<Value = String> {
    prop_oneof![
        Just("queens"),
        Just("knights"),
        Just("list"),
        Just("all"),
        Just("fundamental"),
        Just("5x5"),
        Just("6x6"),
        Just("0,0"),
        Just("2,1"),
        Just("23"),
    ]
    .prop_map(str::to_owned)
}

/// A query string made of `parameters`, each escaped as a browser would or left raw.
fn query(parameters: &[(String, String)], escape: bool) -> String {
    let mut text = String::from("?");
    for (i, (key, value)) in parameters.iter().enumerate() {
        if i > 0 {
            text.push('&');
        }
        if escape {
            text.extend(form_urlencoded::byte_serialize(key.as_bytes()));
            text.push('=');
            text.extend(form_urlencoded::byte_serialize(value.as_bytes()));
        } else {
            text.push_str(key);
            text.push('=');
            text.push_str(value);
        }
    }
    text
}

/// Reading any address gives a view that prints and reads back to itself, with no message.
fn check_address(text: &str) {
    let (address, errors) = parse_query::<Locale>(text);
    // Every parameter given and unusable is reported once at most (a key with no `=` is a
    // parameter too: `f&n` gives two).
    let keys: std::collections::BTreeSet<_> =
        form_urlencoded::parse(text.strip_prefix('?').unwrap_or(text).as_bytes())
            .map(|(key, _)| key)
            .collect();
    assert!(errors.len() <= keys.len(), "{text:?}: {errors:?}");
    let printed = to_query(&address);
    let (again, errors_again) = parse_query::<Locale>(&printed);
    assert_eq!(again, address, "{text:?} → {printed:?}");
    assert_eq!(errors_again, Vec::<AddressError>::new(), "{printed:?}");
    assert_eq!(to_query(&again), printed);
}

/// Parameters without a value, which the generated texts found: each is reported once.
#[test]
fn keys_without_values() {
    for text in ["f&n", "f&&p", "?n", "n&n&n"] {
        check_address(text);
    }
    assert_eq!(parse_query::<Locale>("f&n").1.len(), 2);
    assert_eq!(parse_query::<Locale>("n&n&n").1.len(), 1);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(30_000))]

    #[test]
    fn any_text_as_an_address(text in ".*") {
        check_address(&text);
    }

    #[test]
    fn addresses_of_the_pages_parameters(parameters in prop::collection::vec(parameter(), 0..10), escape in any::<bool>()) {
        check_address(&query(&parameters, escape));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(20_000))]

    #[test]
    fn any_bytes_as_an_address(bytes in prop::collection::vec(any::<u8>(), 0..64)) {
        let text = String::from_utf8_lossy(&bytes);
        check_address(&text);
        let _ = Params::parse(&text);
    }

    #[test]
    fn any_text_as_n(text in ".*", mode in prop::sample::select(Mode::ALL.to_vec())) {
        if let Ok(n) = parse_n(&text, mode) {
            prop_assert!((1..=mode.max_n()).contains(&n), "{text:?} gave {n}");
            prop_assert_eq!(parse_n(&n.to_string(), mode), Ok(n));
        }
    }
}

/// Whether a request for a job of `T` and a reply with its result read back from their own text,
/// when `message` reads as one.
fn round_trips<T: Countable>(message: &str) -> Result<(), TestCaseError> {
    if let Ok(reply) = Reply::<T::Found>::decode(message) {
        prop_assert_eq!(Reply::decode(&reply.encode()), Ok(reply));
    }
    if let Ok(request) = Request::<T>::decode(message) {
        prop_assert_eq!(Request::decode(&request.encode()), Ok(request));
    }
    Ok(())
}

/// A count the workers do: its puzzle's word, whether a message reads back as itself as that
/// count's request and reply, and whether it is a request of that count.
struct Fuzzed {
    puzzle: &'static str,
    round_trips: fn(&str) -> Result<(), TestCaseError>,
    is_request: fn(&str) -> bool,
}

/// [`Fuzzed`] for each count type named.
macro_rules! fuzzed {
    ($($count:ty),* $(,)?) => {
        [$(Fuzzed {
            puzzle: <$count>::PUZZLE,
            round_trips: round_trips::<$count>,
            is_request: |message| Request::<$count>::decode(message).is_ok(),
        }),*]
    };
}

/// Every count the workers do (`the_fuzzed_counts_are_the_registered_ones` keeps it equal to
/// the workers' registry, `COUNTS`).
fn fuzzed() -> [Fuzzed; 7] {
    fuzzed![
        Placements,
        ListingTotals,
        TourCount,
        Completions,
        WalkAnswer,
        Measures<SearchWork>,
        Measures<TourWork>,
    ]
}

#[test]
fn the_fuzzed_counts_are_the_registered_ones() {
    let mut fuzzed: Vec<&str> = fuzzed().iter().map(|f| f.puzzle).collect();
    let mut registered: Vec<&str> = COUNTS.iter().map(|(puzzle, _)| *puzzle).collect();
    fuzzed.sort_unstable();
    registered.sort_unstable();
    assert_eq!(fuzzed, registered);
}

/// Every message reads back as itself for every count, and a worker answers anything that is not
/// a request of one with a failure the page can read.
fn check_message(message: &str) -> Result<(), TestCaseError> {
    let mut is_request = false;
    for count in fuzzed() {
        (count.round_trips)(message)?;
        is_request |= (count.is_request)(message);
    }
    // A request is counted (which can take long: the unit tests answer requests); anything else
    // is answered at once with a failure that reads back as itself.
    if !is_request {
        let answer = answer(message);
        let Reply::Failed { reason } = &answer else {
            return Err(TestCaseError::fail(format!("{message:?}: {answer:?}")));
        };
        prop_assert!(!reason.is_empty());
        prop_assert_eq!(
            Reply::<u64>::decode(&answer.encode()),
            Ok(Reply::Failed {
                reason: reason.clone()
            })
        );
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(5_000))]

    #[test]
    fn any_message_from_a_worker_or_the_page(text in ".*", bytes in prop::collection::vec(any::<u8>(), 0..48)) {
        let lossy = String::from_utf8_lossy(&bytes);
        for message in [text.as_str(), lossy.as_ref()] {
            check_message(message)?;
        }
    }

    #[test]
    fn messages_that_are_almost_right(kind in prop_oneof![Just("count"), Just("done"), Just("ready"), Just("failed")], words in prop::collection::vec(prop_oneof![any::<u32>().prop_map(|v| v.to_string()), any::<i64>().prop_map(|v| v.to_string()), any::<f64>().prop_map(|v| v.to_string()), "[a-z0-9.-]{0,5}", puzzle_word()], 0..8)) {
        check_message(&format!("{kind} {}", words.join(" ")))?;
    }
}

/// Spellings of the pages' enumerated values, each exactly as the page accepts it (around its
/// trimmed spaces, where the parameter trims).
const NAMES: [&str; 40] = [
    "list",
    "play",
    "try",
    "growth",
    "count",
    "one",
    "generate",
    "permutations",
    "pointer",
    "flags",
    "columns",
    "bitmask",
    "forward",
    "mrv",
    "construction",
    "min-conflicts",
    "0",
    "1",
    "auto",
    "light",
    "dark",
    "contrast",
    "queens",
    "knights",
    "en",
    "ru",
    "vi",
    "zh",
    "ru-RU",
    "zh_CN",
    "open",
    "closed",
    "seed",
    "backtrack",
    "warnsdorff",
    "0.33",
    "5",
    "10000",
    "8x8",
    "1000×7",
];

/// A value that is often one of [`NAMES`], or a number, changed a little: spaces around it, its
/// case, a character more; or anything.
fn near_value() -> impl Strategy<Value = String> {
    let name = prop::sample::select(NAMES.to_vec()).prop_map(str::to_owned);
    let number = prop_oneof![
        (0u64..70).prop_map(|v| v.to_string()),
        any::<u64>().prop_map(|v| v.to_string()),
        (0u32..1100).prop_map(|v| format!("{v}x{v}")),
        Just("18446744073709551616".to_owned()),
        Just("+7".to_owned()),
        Just("007".to_owned()),
    ];
    let changed = (
        prop_oneof![name.clone(), number.clone()],
        0u8..5,
        "[ \t\u{a0}x.+-]",
    )
        .prop_map(|(value, how, extra)| match how {
            0 => format!(" {value}\t"),
            1 => value.to_uppercase(),
            2 => format!("{value}{extra}"),
            3 => format!("{extra}{value}"),
            _ => value,
        });
    prop_oneof![3 => name, 2 => number, 4 => changed, 1 => ".*"]
}

/// A whole number as the page accepts it: ASCII digits after an optional `+`, within `u64`.
fn whole(text: &str) -> Option<u64> {
    let digits = text.strip_prefix('+').unwrap_or(text);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse::<u64>().ok()
}

/// Whether `value` of the parameter `key` (alone in the address, of the page `page`) is one the
/// page can use: an oracle written apart from the page's parsers (the page "one" is the N-Queens
/// page's one-placement mode).
fn usable(page: &str, key: &str, value: &str) -> bool {
    let trimmed = value.trim();
    let side =
        |s: &str| whole(s.trim()).is_some_and(|v| (1..=u64::from(MAX_PAGE_SIDE)).contains(&v));
    let one_of = |names: &[&str], text: &str| names.contains(&text);
    match (page, key) {
        (_, "lang") => {
            let base = trimmed
                .split(['-', '_'])
                .next()
                .unwrap_or("")
                .to_ascii_lowercase();
            one_of(&["en", "ru", "vi", "zh"], &base)
        }
        (_, "theme") => one_of(&["auto", "light", "dark", "contrast"], trimmed),
        (_, "embed") => trimmed == "1",
        (_, "speed") => one_of(
            &[
                "0.33", "0.5", "1", "2", "3", "5", "10", "20", "50", "100", "200", "500", "1000",
                "5000", "10000",
            ],
            trimmed,
        ),
        (_, "step") => whole(trimmed).is_some(),
        ("queens", "mode") => one_of(&["list", "play", "try", "growth", "count", "one"], value),
        // Another algorithm than the one played: the default, the Java program's flags.
        ("queens", "vs") => trimmed != "flags" && usable("queens", "alg", value),
        ("queens", "alg") => one_of(
            &[
                "generate",
                "permutations",
                "pointer",
                "flags",
                "columns",
                "bitmask",
                "forward",
                "mrv",
                "min-conflicts",
            ],
            trimmed,
        ),
        ("queens", "f") => one_of(&["0", "1"], trimmed),
        ("one", "alg") => one_of(&["construction", "min-conflicts"], trimmed),
        ("one" | "play", "seed") => whole(trimmed).is_some(),
        ("queens", "workers") => {
            whole(trimmed).is_some_and(|v| (1..=MAX_WORKERS as u64).contains(&v))
        }
        ("knights", "tour") => one_of(&["open", "closed"], trimmed),
        ("knights", "method") => one_of(&["seed", "backtrack", "warnsdorff", "closed"], trimmed),
        ("knights", "size") => {
            let lower = trimmed.to_lowercase().replace('×', "x");
            lower
                .split_once('x')
                .is_some_and(|(rows, cols)| side(rows) && side(cols))
        }
        _ => unreachable!("no oracle for {key}"),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(15_000))]

    /// Every bad value is reported, and only bad values: one parameter at a time, against an
    /// oracle of what each parameter accepts.
    #[test]
    fn every_bad_value_is_reported(
        which in 0usize..19,
        value in near_value(),
    ) {
        let (page, key) = [
            ("queens", "lang"), ("queens", "theme"), ("queens", "speed"), ("queens", "step"),
            ("queens", "mode"), ("queens", "alg"), ("queens", "f"), ("queens", "workers"),
            ("knights", "speed"), ("knights", "step"), ("knights", "tour"),
            ("knights", "method"), ("knights", "size"), ("knights", "lang"), ("knights", "embed"),
            ("one", "alg"), ("one", "seed"), ("play", "seed"), ("queens", "vs"),
        ][which];
        // "one" is the N-Queens page's one-placement mode, with min-conflicts for its seed, and
        // "play" its player running min-conflicts.
        let mut query = String::from(match (page, key) {
            ("one", "seed") => "?mode=one&alg=min-conflicts&",
            ("one", _) => "?mode=one&",
            ("play", _) => "?mode=play&alg=min-conflicts&",
            _ => "?page=",
        });
        if !matches!(page, "one" | "play") {
            query.push_str(page);
            query.push('&');
        }
        query.push_str(key);
        query.push('=');
        query.extend(form_urlencoded::byte_serialize(value.as_bytes()));
        let (_, errors) = parse_query::<Locale>(&query);
        prop_assert_eq!(errors.is_empty(), usable(page, key, &value), "{} → {:?}", query, errors);
        prop_assert!(errors.len() <= 1, "{:?}", errors);
    }

    /// A side typed in the knight's tour form: a whole number from 1 to the page's limit, or
    /// nothing.
    #[test]
    fn any_text_as_a_side(text in prop_oneof![".*", near_value()]) {
        let expected = whole(text.trim()).filter(|v| (1..=u64::from(MAX_PAGE_SIDE)).contains(v));
        prop_assert_eq!(parse_side(&text).map(u64::from), expected, "{:?}", text);
    }
}
