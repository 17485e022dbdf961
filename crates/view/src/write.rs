//! "Write your own": the exercise a student's program answers (`task=`), and the program itself
//! in the address (`code=`, packed).

use std::fmt;
use std::str::FromStr;
use std::sync::Arc;

use crate::packed;

/// The longest program the address carries, in bytes once unpacked.
pub const MAX_CODE_BYTES: usize = 20_000;

/// A program as the address carries it (`code=`): deflated, in base64url. It is packed and
/// unpacked only where a program is typed or run, so that the first load, which reads and writes
/// the address, carries neither deflate nor inflate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PackedCode(Arc<str>);

impl PackedCode {
    /// `code`, packed.
    pub fn pack(code: &str) -> Self {
        PackedCode(packed::pack(code).into())
    }

    /// An address's `code=` as it is: whether it holds a program is known on
    /// [`PackedCode::unpack`], where the program is shown (not in the first load).
    pub fn from_param(value: &str) -> Self {
        PackedCode(value.into())
    }

    /// The text of `code=`.
    pub fn as_param(&self) -> &str {
        &self.0
    }

    /// The program, if this is one the address could have written.
    pub fn unpack(&self) -> Option<String> {
        packed::unpack(&self.0, MAX_CODE_BYTES)
    }
}

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
    use proptest::prelude::*;

    #[test]
    fn tasks_round_trip() {
        for task in Task::ALL {
            assert_eq!(task.name().parse(), Ok(task));
        }
        assert!("rule".parse::<Task>().is_err());
    }

    proptest! {
        #[test]
        fn any_program_round_trips_through_the_address(code in any::<String>()) {
            prop_assume!(code.len() <= MAX_CODE_BYTES);
            let param = PackedCode::pack(&code);
            let read = PackedCode::from_param(param.as_param());
            prop_assert_eq!(read.unpack(), Some(code));
        }
    }

    #[test]
    fn what_is_no_packed_program_does_not_unpack() {
        assert_eq!(PackedCode::from_param("a+b!").unpack(), None);
        assert_eq!(PackedCode::from_param("bm90IGRlZmxhdGVk").unpack(), None);
        let too_long = PackedCode::pack(&"x".repeat(MAX_CODE_BYTES + 1));
        assert_eq!(too_long.unpack(), None);
    }
}
