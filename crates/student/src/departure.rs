//! Where a student's search first departs from the app's reference program: the flag-array
//! search (the Java program's, rows in order, columns from a). Departing is not wrong: a search
//! that tries the columns from h finds the same placements in another order.

use nqueens_solvers::queens::trace::{Algorithm, Event, RecordedStep, Tracer};

/// The first event on which the two searches differ.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Departure {
    /// The index of the student's step (its number of steps when it ended early).
    pub step: usize,
    /// The student's event there; `None` when the student's search ended first.
    pub yours: Option<Event>,
    /// The reference program's event there; `None` when it had ended.
    pub reference: Option<Event>,
}

/// Whether `event` changes the board or reports a solution: what both searches are compared on
/// (a square only looked at, or found attacked, is not).
fn is_move(event: &Event) -> bool {
    matches!(
        event,
        Event::Place { .. } | Event::Remove { .. } | Event::Solution { .. }
    )
}

/// The first step where `steps`, a search of an `n`×`n` board, departs from the reference
/// program's; `None` when they agree to their ends (or `n` is outside the tracer's sizes).
pub fn departure(n: usize, steps: &[RecordedStep]) -> Option<Departure> {
    let mut tracer = Tracer::new(Algorithm::Flags, n).ok()?;
    let mut reference =
        std::iter::from_fn(move || tracer.advance().then(|| tracer.frame().event).flatten())
            .filter(is_move);
    let mut yours = steps
        .iter()
        .enumerate()
        .filter(|(_, step)| is_move(&step.event));
    loop {
        let mine = yours.next();
        let theirs = reference.next();
        match (mine, theirs) {
            (None, None) => return None,
            (Some((_, a)), Some(b)) if a.event == b => continue,
            (mine, theirs) => {
                return Some(Departure {
                    step: mine.map_or(steps.len(), |(at, _)| at),
                    yours: mine.map(|(_, step)| step.event.clone()),
                    reference: theirs,
                })
            }
        }
    }
}

#[cfg(all(test, feature = "interpreter"))]
mod tests {
    use super::*;
    use crate::outcome::Limits;
    use crate::search::{run_search, tests::RECURSIVE};

    #[test]
    fn the_textbook_search_does_not_depart() {
        for n in 1..=7 {
            let search = run_search(RECURSIVE, n, Limits::default());
            assert_eq!(departure(n, &search.steps), None, "n = {n}");
        }
    }

    #[test]
    fn a_search_from_the_last_column_departs_at_its_first_queen() {
        let from_h = RECURSIVE.replace("range(n)", "reversed(range(n))");
        let search = run_search(&from_h, 5, Limits::default());
        assert_eq!(search.solutions.len(), 10);
        assert_eq!(
            departure(5, &search.steps),
            Some(Departure {
                step: 0,
                yours: Some(Event::Place { row: 0, col: 4 }),
                reference: Some(Event::Place { row: 0, col: 0 }),
            })
        );
    }

    #[test]
    fn a_search_that_stops_at_its_first_solution_departs_where_it_ends() {
        let first = RECURSIVE.replace(
            "        solution()\n",
            "        solution()\n        raise StopIteration\n",
        );
        let search = run_search(&first, 4, Limits::default());
        let departed = departure(4, &search.steps).expect("it departs");
        assert_eq!((departed.step, departed.yours), (search.steps.len(), None));
        assert_eq!(departed.reference, Some(Event::Remove { row: 3, col: 2 }));
    }
}
