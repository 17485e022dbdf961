//! "Write your own": the exercise a student's program answers (`task=`).

use std::fmt;
use std::str::FromStr;

/// An exercise of the N-Queens page.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Task {
    /// Write `safe(queens, row, col)`; the app's search calls it.
    #[default]
    Safe,
    /// Write the whole search with `place`, `remove`, `solution` (and `look`).
    Search,
}

impl Task {
    /// Every exercise, in the order the page offers them.
    pub const ALL: [Task; 2] = [Task::Safe, Task::Search];

    /// The name in the address (`task=`).
    pub fn name(self) -> &'static str {
        match self {
            Task::Safe => "safe",
            Task::Search => "search",
        }
    }
}

impl fmt::Display for Task {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Task {
    type Err = ();

    fn from_str(text: &str) -> Result<Self, ()> {
        Task::ALL
            .into_iter()
            .find(|task| task.name() == text.trim())
            .ok_or(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tasks_round_trip() {
        for task in Task::ALL {
            assert_eq!(task.name().parse(), Ok(task));
        }
        assert!("rule".parse::<Task>().is_err());
    }
}
