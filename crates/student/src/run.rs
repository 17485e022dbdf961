//! Runs a student's program in the interpreter, with its limits, and hands each call of a board
//! function to a [`Host`].

use monty::{MontyRun, RunProgress};
use monty_types::{
    AssertMessageAnnotations, CompileOptions, ExcType, ExtFunctionResult, MontyException,
    MontyObject, NameLookupResult, PrintWriter, ResourceLimits, ResourceTracker,
};

use crate::outcome::{End, Limits, PythonError, Ran};
use crate::tagged::Tagged;

/// The host's answer to a call of a board function.
#[derive(Clone, Debug, PartialEq)]
pub enum Answer {
    /// The call returns this value.
    Return(MontyObject),
    /// The call raises this Python exception with this message, which the program may catch.
    Raise(ExcType, String),
    /// The run ends here: the host has seen what it needed (a wrong answer, say).
    End,
}

/// What gives the program its board functions.
pub trait Host {
    /// The names of the board functions.
    fn names(&self) -> &'static [&'static str];
    /// A call of `name` with `args` on `line` (1-based) when it is known.
    fn call(&mut self, name: &'static str, args: &[MontyObject], line: Option<u32>) -> Answer;
}

/// Runs `code` with the values `inputs` defined, calling `host` for each board function.
pub fn run(
    code: &str,
    inputs: Vec<(&str, MontyObject)>,
    host: &mut impl Host,
    limits: Limits,
) -> Ran {
    let tagged = Tagged::new(code, host.names());
    let (names, values): (Vec<String>, Vec<MontyObject>) = inputs
        .into_iter()
        .map(|(name, value)| (name.to_owned(), value))
        .unzip();
    let mut output = String::new();
    let mut calls = Calls::default();
    let end = match MontyRun::new(
        tagged.code.clone(),
        "main.py",
        names,
        // CPython's messages for a failed `assert`, not pytest's.
        CompileOptions {
            assert_message_annotations: AssertMessageAnnotations::Off,
        },
    ) {
        Err(error) => end_of(&tagged, &error, limits, None),
        Ok(runner) => {
            // Without the counting allocator (a native build that did not install it) the
            // memory limit is not enforced: nothing to do then.
            let _ = monty_alloc::set_limit(Some(limits.memory), false);
            let tracker = ResourceTracker::new(ResourceLimits {
                max_duration: Some(limits.time),
                max_memory: Some(limits.memory),
                max_recursion_depth: limits.recursion,
                max_suspensions: usize::try_from(limits.calls).unwrap_or(usize::MAX),
                ..ResourceLimits::default()
            });
            let print = PrintWriter::CollectString(&mut output, Some(limits.output));
            let progress = runner.start(values, tracker, print);
            let end = drive(progress, &tagged, host, limits, &mut output, &mut calls);
            // The ceiling is the program's: lifted before the worker writes its reply.
            let _ = monty_alloc::set_limit(None, false);
            end
        }
    };
    Ran {
        end,
        output,
        calls: calls.made,
    }
}

/// How Python writes `value`, a value a student's function returned (one of a kind the board's
/// programs never expect, a dict say, is described, not written).
pub fn python_form(value: &MontyObject) -> String {
    let items = |values: &[MontyObject]| {
        let written: Vec<String> = values.iter().map(python_form).collect();
        written.join(", ")
    };
    match value {
        MontyObject::Bool(true) => "True".into(),
        MontyObject::Bool(false) => "False".into(),
        MontyObject::None => "None".into(),
        MontyObject::Int(x) => x.to_string(),
        MontyObject::String(s) => format!("{s:?}"),
        MontyObject::Tuple(values) if values.len() == 1 => format!("({},)", items(values)),
        MontyObject::Tuple(values) => format!("({})", items(values)),
        MontyObject::List(values) => format!("[{}]", items(values)),
        MontyObject::Float(x) if x.fract() == 0.0 && x.is_finite() => format!("{x:.1}"),
        MontyObject::Float(x) => x.to_string(),
        MontyObject::Set(values) if values.is_empty() => "set()".into(),
        MontyObject::Set(values) => format!("{{{}}}", items(values)),
        _ => "a value of another kind".into(),
    }
}

/// The board calls made so far.
#[derive(Default)]
struct Calls {
    /// How many.
    made: u64,
    /// The line of the last one, when it is known.
    last_line: Option<u32>,
}

/// Answers the program's suspensions until it ends.
fn drive(
    mut progress: Result<RunProgress, MontyException>,
    tagged: &Tagged,
    host: &mut impl Host,
    limits: Limits,
    output: &mut String,
    calls: &mut Calls,
) -> End {
    loop {
        let print = PrintWriter::CollectString(output, Some(limits.output));
        progress = match progress {
            Err(error) => return end_of(tagged, &error, limits, calls.last_line),
            Ok(RunProgress::Complete(_)) => return End::Finished,
            Ok(RunProgress::NameLookup(lookup)) => {
                let answer = match tagged.board_function(&lookup.name) {
                    Some(_) => NameLookupResult::Value(MontyObject::Function {
                        name: lookup.name.clone(),
                        docstring: None,
                    }),
                    None => NameLookupResult::Undefined,
                };
                lookup.resume(answer, print)
            }
            Ok(RunProgress::FunctionCall(call)) => {
                let Some((name, line)) = tagged.board_function(&call.function_name) else {
                    let name = call.function_name.clone();
                    progress = call.resume(ExtFunctionResult::NotFound(name), print);
                    continue;
                };
                calls.made += 1;
                calls.last_line = line.or(calls.last_line);
                if calls.made > limits.calls {
                    return End::TooManyCalls {
                        limit: limits.calls,
                        line,
                    };
                }
                match host.call(name, &call.args, line) {
                    Answer::Return(value) => call.resume(value, print),
                    Answer::Raise(kind, message) => call.resume(
                        ExtFunctionResult::Error(MontyException::new(kind, Some(message))),
                        print,
                    ),
                    Answer::End => return End::ByHost,
                }
            }
            Ok(RunProgress::OsCall(call)) => {
                let refused = MontyException::new(
                    ExcType::PermissionError,
                    Some("the board's programs have no files, network or environment".into()),
                );
                call.abort(refused, print)
            }
            Ok(RunProgress::ResolveFutures(_)) => {
                return End::Error(PythonError {
                    kind: "RuntimeError".into(),
                    message: "the board's programs cannot await".into(),
                    line: None,
                    column: None,
                })
            }
        };
    }
}

/// The end an exception out of the interpreter means.
fn end_of(tagged: &Tagged, error: &MontyException, limits: Limits, last_call: Option<u32>) -> End {
    let frame = error.traceback().last();
    let line = frame.map(|frame| frame.start.line);
    match error.exc_type() {
        ExcType::TimeoutError => End::OutOfTime {
            limit: limits.time,
            while_loops: tagged.while_loops(),
            last_call,
        },
        ExcType::RecursionError => End::TooDeep {
            limit: limits.recursion,
            line,
        },
        kind => End::Error(PythonError {
            kind: kind.to_string(),
            message: error.message().unwrap_or_default().to_owned(),
            line,
            column: frame.map(|f| tagged.original_column(f.start.line, f.start.column)),
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    /// A host with one function, `note(x)`, that keeps what it is given and returns it doubled.
    #[derive(Default)]
    struct Notes(Vec<(i64, Option<u32>)>);

    impl Host for Notes {
        fn names(&self) -> &'static [&'static str] {
            &["note"]
        }
        fn call(&mut self, _: &'static str, args: &[MontyObject], line: Option<u32>) -> Answer {
            match args {
                [MontyObject::Int(x)] if *x < 0 => Answer::End,
                [MontyObject::Int(x)] => {
                    self.0.push((*x, line));
                    Answer::Return(MontyObject::Int(2 * x))
                }
                _ => Answer::Raise(ExcType::TypeError, "note() takes one number".into()),
            }
        }
    }

    fn run_notes(code: &str) -> (Ran, Vec<(i64, Option<u32>)>) {
        let mut host = Notes::default();
        let limits = Limits {
            time: Duration::from_millis(300),
            calls: 50,
            ..Limits::default()
        };
        let ran = run(code, vec![("n", MontyObject::Int(3))], &mut host, limits);
        (ran, host.0)
    }

    #[test]
    fn calls_reach_the_host_with_their_lines_and_its_answers_come_back() {
        let code =
            "def f(k):\n    return note(k)\nfor i in range(n):\n    print(f(i) + note(10))\n";
        let (ran, notes) = run_notes(code);
        assert_eq!(ran.end, End::Finished);
        assert_eq!(ran.output, "20\n22\n24\n");
        assert_eq!(ran.calls, 6);
        assert_eq!(
            notes,
            [(0, 2), (10, 4), (1, 2), (10, 4), (2, 2), (10, 4)].map(|(x, l)| (x, Some(l)))
        );
    }

    #[test]
    fn the_host_may_raise_and_the_program_catch() {
        let code = "try:\n    note('x')\nexcept TypeError as e:\n    print(e)\nnote('y')\n";
        let (ran, _) = run_notes(code);
        assert_eq!(ran.output, "note() takes one number\n");
        let End::Error(error) = ran.end else {
            panic!("{:?}", ran.end)
        };
        assert_eq!(error.kind, "TypeError");
        assert_eq!(error.line, Some(5));
    }

    #[test]
    fn returned_values_are_written_as_python_writes_them() {
        let int = MontyObject::Int;
        let cases = [
            (MontyObject::Bool(true), "True"),
            (MontyObject::None, "None"),
            (MontyObject::Tuple(vec![int(1), int(2)]), "(1, 2)"),
            (MontyObject::Tuple(vec![int(1)]), "(1,)"),
            (
                MontyObject::List(vec![int(3), MontyObject::String("a".into())]),
                "[3, \"a\"]",
            ),
            (MontyObject::Float(2.0), "2.0"),
            (MontyObject::Float(2.5), "2.5"),
            (MontyObject::Set(Vec::new()), "set()"),
            (MontyObject::Set(vec![int(4)]), "{4}"),
            (MontyObject::Ellipsis, "a value of another kind"),
        ];
        for (value, written) in cases {
            assert_eq!(python_form(&value), written);
        }
    }

    #[test]
    fn the_host_may_end_the_run() {
        let (ran, notes) = run_notes("note(1)\nnote(-1)\nnote(2)\n");
        assert_eq!(ran.end, End::ByHost);
        assert_eq!(notes, [(1, Some(1))]);
    }

    #[test]
    fn errors_give_their_line_and_column_in_the_student_s_code() {
        let (ran, _) = run_notes("x = 1\nif x > 0\n    note(x)\n");
        let End::Error(error) = ran.end else {
            panic!("{:?}", ran.end)
        };
        assert_eq!((error.kind.as_str(), error.line), ("SyntaxError", Some(2)));

        let (ran, _) = run_notes("note(1); note(2) + y\n");
        let End::Error(error) = ran.end else {
            panic!("{:?}", ran.end)
        };
        assert_eq!(error.kind, "NameError");
        assert!(error.message.contains("'y'"), "{}", error.message);
        assert_eq!((error.line, error.column), (Some(1), Some(20)));
    }

    #[test]
    fn an_endless_loop_is_stopped_and_the_while_loops_named() {
        let code = "note(1)\nx = 0\nwhile x < 3:\n    x += 1\nwhile True:\n    x += 1\n";
        let (ran, _) = run_notes(code);
        assert_eq!(
            ran.end,
            End::OutOfTime {
                limit: Duration::from_millis(300),
                while_loops: vec![3, 5],
                last_call: Some(1)
            }
        );
    }

    #[test]
    fn too_many_calls_are_cut_at_the_limit() {
        let (ran, notes) = run_notes("while True:\n    note(1)\n");
        assert_eq!(
            ran.end,
            End::TooManyCalls {
                limit: 50,
                line: Some(2)
            }
        );
        assert_eq!(notes.len(), 50);
    }

    #[test]
    fn deep_recursion_is_stopped() {
        let (ran, _) = run_notes("def down(k):\n    return down(k + 1)\ndown(0)\n");
        assert!(
            matches!(ran.end, End::TooDeep { line: Some(2), .. }),
            "{:?}",
            ran.end
        );
    }

    #[test]
    fn files_and_unknown_names_are_refused() {
        let (ran, _) = run_notes("open('x.txt')\n");
        assert!(matches!(ran.end, End::Error(_)), "{:?}", ran.end);
        let (ran, _) = run_notes("nothing(1)\n");
        let End::Error(error) = ran.end else {
            panic!("{:?}", ran.end)
        };
        assert_eq!((error.kind.as_str(), error.line), ("NameError", Some(1)));
    }
}
