//! "You be the algorithm": a student performs a program's search on the board, action by action,
//! and each action is checked against the trace. The student tries a square (a click on it),
//! places the queen on the square tried (a click on it again), takes a queen back (a click on
//! it), and records a solution; the program's checks (an `Attacked` event) happen on their own.
//!
//! Only the programs that try squares one by one can be performed: the C#, Java and C programs.

use super::algorithm::Algorithm;
use super::event::Event;
use super::tracer::Tracer;

/// Whether `algorithm`'s search can be performed on the board: it tries squares one by one.
pub fn performable(algorithm: Algorithm) -> bool {
    matches!(
        algorithm,
        Algorithm::Pointer | Algorithm::Flags | Algorithm::ColumnByColumn
    )
}

/// An action of the search that the student performs. Squares are 0-based `(row, col)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Try the square: is it attacked?
    Try(usize, usize),
    /// Put a queen on the square just tried.
    Place(usize, usize),
    /// Take the queen on the square back.
    Remove(usize, usize),
    /// Record the solution the board holds.
    Record,
}

/// Why the program takes its next action: what the step before it left.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Why {
    /// The search starts: it tries the first square.
    Start,
    /// The square tried is attacked: the program tries the next one.
    Attacked(usize, usize),
    /// A queen was just put on the square: the program looks for the next queen's square.
    Placed(usize, usize),
    /// The queen on the square was just taken back: the program tries the squares after it.
    Removed(usize, usize),
    /// No queen attacks the square tried: the queen goes there.
    Safe,
    /// Every square left for this queen is tried: the last queen placed is taken back.
    NothingLeft,
    /// A solution was recorded: the last queen is taken back to look for more.
    AfterSolution,
    /// Every queen is placed: the board holds a solution.
    Full,
}

/// The action the search takes next, and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NextAction {
    /// The action.
    pub action: Action,
    /// Why the program takes it.
    pub why: Why,
}

/// What the student did: clicked a square (0-based `(row, col)`), or pressed "Record the
/// solution".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Done {
    /// A click on a square.
    Square(usize, usize),
    /// "Record the solution".
    Record,
}

impl NextAction {
    /// Whether `done` is this action: a click on its square, or "Record" for a solution.
    pub fn accepts(&self, done: Done) -> bool {
        match (self.action, done) {
            (
                Action::Try(row, col) | Action::Place(row, col) | Action::Remove(row, col),
                Done::Square(r, c),
            ) => (row, col) == (r, c),
            (Action::Record, Done::Record) => true,
            _ => false,
        }
    }
}

/// The action the student performs after `tracer`'s step, if the next event is one (not the
/// program's own check, nor the end), for a search that can be performed.
pub fn next_action(tracer: &Tracer) -> Option<NextAction> {
    if !performable(tracer.algorithm()) {
        return None;
    }
    let mut ahead = tracer.clone();
    if !ahead.advance() {
        return None;
    }
    let last = tracer.last_event();
    let action = match *ahead.last_event()? {
        Event::Try { row, col } => Action::Try(row, col),
        Event::Place { row, col } => Action::Place(row, col),
        Event::Remove { row, col } => Action::Remove(row, col),
        Event::Solution { .. } => Action::Record,
        _ => return None,
    };
    let why = match (action, last) {
        (Action::Record, _) => Why::Full,
        (Action::Place(..), _) => Why::Safe,
        (Action::Remove(..), Some(Event::Solution { .. })) => Why::AfterSolution,
        (Action::Remove(..), _) => Why::NothingLeft,
        (Action::Try(..), Some(&Event::Attacked { row, col, .. })) => Why::Attacked(row, col),
        (Action::Try(..), Some(&Event::Place { row, col })) => Why::Placed(row, col),
        (Action::Try(..), Some(&Event::Remove { row, col })) => Why::Removed(row, col),
        (Action::Try(..), _) => Why::Start,
    };
    Some(NextAction { action, why })
}

/// How many of the program's own steps follow `tracer`'s step before the student's next action
/// (or the end): the steps the board shows at once after an action.
pub fn steps_to_next_action(tracer: &Tracer) -> u64 {
    let mut ahead = tracer.clone();
    let mut steps = 0;
    while next_action(&ahead).is_none() && ahead.advance() {
        steps += 1;
    }
    steps
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The actions that replay `event`, if the student performs it.
    fn done_for(event: &Event) -> Option<Done> {
        match *event {
            Event::Try { row, col } | Event::Place { row, col } | Event::Remove { row, col } => {
                Some(Done::Square(row, col))
            }
            Event::Solution { .. } => Some(Done::Record),
            _ => None,
        }
    }

    /// A student who follows the trace performs the whole search with no action refused; every
    /// other click is refused; the program's own steps (the attacks) need no action.
    #[test]
    fn following_the_trace_performs_the_whole_search() {
        for algorithm in Algorithm::ALL {
            for n in 4..=7 {
                let mut tracer = Tracer::new(algorithm, n).unwrap();
                let mut performed = 0;
                loop {
                    let expected = next_action(&tracer);
                    let mut ahead = tracer.clone();
                    if !ahead.advance() {
                        assert_eq!(expected, None);
                        break;
                    }
                    let event = ahead.last_event().unwrap().clone();
                    match (expected, done_for(&event)) {
                        (Some(action), Some(done)) => {
                            assert!(performable(algorithm));
                            assert!(action.accepts(done), "{algorithm:?} {n} {event:?}");
                            for r in 0..n {
                                for c in 0..n {
                                    let other = Done::Square(r, c);
                                    assert_eq!(action.accepts(other), other == done);
                                }
                            }
                            assert_eq!(action.accepts(Done::Record), done == Done::Record);
                            performed += 1;
                        }
                        (None, done) => {
                            assert!(!performable(algorithm) || done.is_none(), "{event:?}");
                            assert!(
                                !performable(algorithm) || matches!(event, Event::Attacked { .. })
                            );
                        }
                        (Some(_), None) => panic!("{algorithm:?}: {event:?} is not an action"),
                    }
                    tracer = ahead;
                }
                assert_eq!(performed > 0, performable(algorithm), "{algorithm:?}");
            }
        }
    }

    /// The reason given for each action is what the step before it did.
    #[test]
    fn the_reasons_follow_the_step_before() {
        let mut tracer = Tracer::new(Algorithm::Pointer, 4).unwrap();
        let first = next_action(&tracer).unwrap();
        assert_eq!(
            first,
            NextAction {
                action: Action::Try(0, 0),
                why: Why::Start
            }
        );
        let mut seen = std::collections::HashSet::new();
        while tracer.advance() {
            if let Some(next) = next_action(&tracer) {
                let last = tracer.last_event().unwrap().clone();
                match next.why {
                    Why::Attacked(r, c) => assert!(
                        matches!(last, Event::Attacked { row, col, .. } if (row, col) == (r, c))
                    ),
                    Why::Placed(r, c) => assert_eq!(last, Event::Place { row: r, col: c }),
                    Why::Removed(r, c) => assert_eq!(last, Event::Remove { row: r, col: c }),
                    Why::Safe => assert!(matches!(next.action, Action::Place(..))),
                    Why::Full => assert_eq!(next.action, Action::Record),
                    Why::AfterSolution => assert!(matches!(last, Event::Solution { .. })),
                    Why::NothingLeft | Why::Start => {}
                }
                seen.insert(std::mem::discriminant(&next.why));
            }
        }
        assert_eq!(seen.len(), 7, "every reason but the start is met for N = 4");
    }

    /// After an action, the board shows the program's checks at once: never more than one
    /// step (the attack found) before the next action.
    #[test]
    fn at_most_one_check_between_actions() {
        for algorithm in [
            Algorithm::Pointer,
            Algorithm::Flags,
            Algorithm::ColumnByColumn,
        ] {
            let mut tracer = Tracer::new(algorithm, 6).unwrap();
            while tracer.advance() {
                assert!(steps_to_next_action(&tracer) <= 1);
            }
        }
    }
}
