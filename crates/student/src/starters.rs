//! The code each exercise starts from: enough to run, with the part to write left to the student.

use crate::protocol::Exercise;

/// `safe` that checks the columns only: the diagonals are the student's to add.
const SAFE: &str = include_str!("../programs/starter_safe.py");

/// The whole search's frame: the loop over the columns is the student's to fill.
const SEARCH: &str = include_str!("../programs/starter_search.py");

/// The knight's rule that takes the first move it is given: the choice is the student's to make.
const RULE: &str = include_str!("../programs/starter_rule.py");

/// The starter code of `exercise` (the grade's is the whole search's).
pub fn starter(exercise: Exercise) -> &'static str {
    match exercise {
        Exercise::Safe => SAFE,
        Exercise::Search | Exercise::Grade => SEARCH,
        Exercise::Rule { .. } => RULE,
    }
}

#[cfg(all(test, feature = "interpreter"))]
mod tests {
    use super::*;
    use crate::outcome::{End, Limits};
    use crate::safe::check_safe;
    use crate::search::run_search;

    #[test]
    fn each_starter_runs_and_leaves_its_part_to_write() {
        let check = check_safe(starter(Exercise::Safe), 8, Limits::default());
        let wrong = check.wrong.expect("the diagonals are missing");
        assert_eq!((wrong.row, wrong.col), (1, 1));
        let search = run_search(starter(Exercise::Search), 4, Limits::default());
        assert_eq!(search.ran.end, End::Finished);
        assert!(search.solutions.is_empty() && search.mistake.is_none());
        let size = nqueens_solvers::knights::board::BoardSize::new(8, 8).expect("a board");
        let rule = starter(Exercise::Rule {
            rows: 8,
            cols: 8,
            start: (0, 0),
        });
        let walk = crate::rule::walk_rule(rule, size, (0, 0), Limits::default());
        assert!(matches!(walk.end(), crate::walk::WalkEnd::DeadEnd(_)));
    }
}
