//! The grade of "write the whole search": the student's program run for each N from 1 to 10,
//! its solutions checked one by one and counted against the known numbers (OEIS A000170).

use std::collections::HashSet;
use std::ops::RangeInclusive;

use nqueens_solvers::queens::known::known_total;

use crate::outcome::{Limits, SizeGrade};
use crate::search::run_search;

/// The sizes graded.
pub const GRADED_SIZES: RangeInclusive<usize> = 1..=10;

/// Runs `code` for each size of `sizes` (stopping at the first size that does not pass) and
/// grades each.
pub fn grade_search(code: &str, sizes: RangeInclusive<usize>, limits: Limits) -> Vec<SizeGrade> {
    let mut grades = Vec::new();
    for n in sizes {
        let search = run_search(code, n, limits);
        let different: HashSet<&[u32]> = search.solutions.iter().map(|p| p.columns()).collect();
        let grade = SizeGrade {
            n,
            reported: search.solutions.len(),
            different: different.len(),
            expected: known_total(n).unwrap_or(0),
            end: search.ran.end.clone(),
            mistake: search.mistake.clone(),
        };
        let passed = grade.passed();
        grades.push(grade);
        if !passed {
            break;
        }
    }
    grades
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::tests::RECURSIVE;

    #[test]
    fn the_textbook_search_passes_every_size_with_the_known_counts() {
        let grades = grade_search(RECURSIVE, GRADED_SIZES, Limits::default());
        let counts: Vec<_> = grades.iter().map(|g| g.reported).collect();
        assert_eq!(counts, [1, 0, 0, 2, 10, 4, 40, 92, 352, 724]);
        assert!(grades.iter().all(SizeGrade::passed));
    }

    #[test]
    fn a_search_that_reports_each_solution_twice_fails_at_the_first_size() {
        let twice = RECURSIVE.replace(
            "        solution()\n",
            "        solution()\n        solution()\n",
        );
        let grades = grade_search(&twice, GRADED_SIZES, Limits::default());
        assert_eq!(grades.len(), 1);
        assert_eq!((grades[0].reported, grades[0].different), (2, 1));
        assert!(!grades[0].passed());
    }

    #[test]
    fn a_search_that_misses_placements_fails_where_it_misses_them() {
        // Columns from b: the placements with a queen on a of some row are missed.
        let from_b = RECURSIVE.replace("range(n)", "range(1, n)");
        let grades = grade_search(&from_b, GRADED_SIZES, Limits::default());
        let last = grades.last().expect("one size at least");
        assert_eq!((last.n, last.reported, last.expected), (1, 0, 1));
        assert!(!last.passed());
    }

    #[test]
    fn a_search_that_breaks_a_rule_fails_with_its_mistake() {
        let careless = RECURSIVE.replace("if ok(qs, row, col):", "if True:");
        let grades = grade_search(&careless, GRADED_SIZES, Limits::default());
        let last = grades.last().expect("one size at least");
        assert_eq!(last.n, 2);
        assert!(last.mistake.is_some());
    }
}
