//! Undo and Redo over a value a student changes by hand (a position, a path): the values before
//! the current one, and the ones undone since.

/// The values before the current one and the ones undone, most recent last.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct History<T> {
    past: Vec<T>,
    undone: Vec<T>,
}

impl<T> Default for History<T> {
    fn default() -> Self {
        Self {
            past: Vec::new(),
            undone: Vec::new(),
        }
    }
}

impl<T: Clone + PartialEq> History<T> {
    /// Records that `current` is replaced by a new value (which drops what was undone); a value
    /// that does not change is not recorded.
    pub fn record(&mut self, current: &T, next: &T) {
        if current != next {
            self.past.push(current.clone());
            self.undone.clear();
        }
    }

    /// The value before `current`, which goes to the values undone.
    pub fn undo(&mut self, current: &T) -> Option<T> {
        let previous = self.past.pop()?;
        self.undone.push(current.clone());
        Some(previous)
    }

    /// The value last undone, `current` going back to the past.
    pub fn redo(&mut self, current: &T) -> Option<T> {
        let next = self.undone.pop()?;
        self.past.push(current.clone());
        Some(next)
    }

    /// Whether there is a value to go back to.
    pub fn can_undo(&self) -> bool {
        !self.past.is_empty()
    }

    /// Whether there is an undone value to go forward to.
    pub fn can_redo(&self) -> bool {
        !self.undone.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn undo_and_redo_walk_the_changes_and_a_new_change_drops_the_undone() {
        let mut h = History::default();
        assert_eq!(h.undo(&0), None);
        h.record(&0, &1);
        h.record(&1, &1);
        h.record(&1, &2);
        assert_eq!(h.undo(&2), Some(1));
        assert_eq!(h.undo(&1), Some(0));
        assert_eq!(h.undo(&0), None);
        assert!(h.can_redo() && !h.can_undo());
        assert_eq!(h.redo(&0), Some(1));
        h.record(&1, &5);
        assert!(!h.can_redo());
        assert_eq!(h.redo(&5), None);
        assert_eq!(h.undo(&5), Some(1));
    }
}
