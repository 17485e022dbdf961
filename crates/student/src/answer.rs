//! The worker's answer to a request: the exercise run with the default limits.

use crate::grade::{grade_search, GRADED_SIZES};
use crate::outcome::Limits;
use crate::protocol::{Exercise, Reply, Request};
use crate::rule::walk_rule;
use crate::safe::check_safe;
use crate::search::run_search;
use nqueens_solvers::knights::board::BoardSize;

/// The reply to a request's text.
pub fn answer(text: &str) -> Reply {
    let request = match Request::decode(text) {
        Ok(request) => request,
        Err(reason) => return Reply::Failed { reason },
    };
    let limits = Limits::default();
    let Request {
        run,
        exercise,
        n,
        code,
    } = request;
    match exercise {
        Exercise::Safe => Reply::Checked {
            run,
            check: check_safe(&code, n, limits),
        },
        Exercise::Search => Reply::Searched {
            run,
            search: run_search(&code, n, limits),
        },
        Exercise::Grade => Reply::Graded {
            run,
            grade: grade_search(&code, GRADED_SIZES, limits),
        },
        Exercise::Rule { rows, cols, start } => match BoardSize::new(rows, cols) {
            Ok(size) if start.0 < cols && start.1 < rows => Reply::Walked {
                run,
                walk: walk_rule(&code, size, start, limits),
            },
            _ => Reply::Failed {
                reason: format!("no start {start:?} on a board of {rows} × {cols}"),
            },
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::tests::RECURSIVE;

    #[test]
    fn a_request_is_answered_and_the_reply_reads_back() {
        let request = Request {
            run: 7,
            exercise: Exercise::Search,
            n: 6,
            code: RECURSIVE.into(),
        };
        let reply = answer(&request.encode());
        let Reply::Searched { run, search } = Reply::decode(&reply.encode()).expect("reads") else {
            panic!("{reply:?}")
        };
        assert_eq!(run, 7);
        assert_eq!(search.solutions.len(), 4);
        assert_eq!(Reply::decode(&reply.encode()), Ok(reply));

        let grade = answer(
            &Request {
                exercise: Exercise::Grade,
                ..request
            }
            .encode(),
        );
        let Ok(Reply::Graded { run: 7, grade }) = Reply::decode(&grade.encode()) else {
            panic!("{grade:?}")
        };
        assert_eq!(grade.len(), 10);
    }

    #[test]
    fn a_rule_is_walked_on_the_request_s_board_and_a_bad_start_refused() {
        let rule = |start| Request {
            run: 2,
            exercise: Exercise::Rule {
                rows: 5,
                cols: 6,
                start,
            },
            n: 0,
            code: "def choose(x, y, moves, visited):\n    return moves[0]\n".into(),
        };
        let reply = Reply::decode(&answer(&rule((5, 4)).encode()).encode());
        let Ok(Reply::Walked { run: 2, walk }) = reply else {
            panic!("{reply:?}")
        };
        assert_eq!((walk.rows, walk.cols, walk.squares[0]), (5, 6, (5, 4)));
        assert!(matches!(
            answer(&rule((6, 0)).encode()),
            Reply::Failed { .. }
        ));
    }

    #[test]
    fn a_text_that_is_no_request_is_said() {
        assert!(matches!(answer("run it"), Reply::Failed { .. }));
        assert!(Reply::decode("{").is_err());
    }
}
