//! Choices stored in the browser's local storage for the next visit (the language, the theme, the
//! player's teaching views, the lesson being written): one read at start-up and one write per
//! choice, with the browser's API, every key under one prefix (`nqueens-lab.`). (leptos-use's `use_local_storage` also listens
//! for other tabs' changes and debounces writes, which these choices do not need, and put about
//! 8 KB of code in the first load.)

/// `name` under the prefix of every key the app stores, `nqueens-lab.`.
macro_rules! prefixed {
    ($name:literal) => {
        concat!("nqueens-lab.", $name)
    };
}

/// A choice kept for the next visit: its key, and the key an earlier version kept it under, if
/// any (read once, moved to the new key and removed, so a returning visitor keeps the choice).
pub struct Choice {
    key: &'static str,
    old_key: Option<&'static str>,
}

/// The language chosen.
pub const LANGUAGE: Choice = Choice {
    key: prefixed!("lang"),
    old_key: None,
};

/// The colour theme chosen.
pub const THEME: Choice = Choice {
    key: prefixed!("theme"),
    old_key: None,
};

/// The player's teaching views last shown.
pub const SHOWN_VIEWS: Choice = Choice {
    key: prefixed!("show"),
    old_key: Some("nqueens-lab-show"),
};

/// The lesson being written (its file, see `view::lesson_file`), until it is cleared.
pub const MY_LESSON: Choice = Choice {
    key: prefixed!("lesson"),
    old_key: None,
};

/// The program a student last typed for "write safe()".
pub const WRITE_SAFE: Choice = Choice {
    key: prefixed!("write.safe"),
    old_key: None,
};

/// The program a student last typed for "write the whole search".
pub const WRITE_SEARCH: Choice = Choice {
    key: prefixed!("write.search"),
    old_key: None,
};

/// The program a student last typed for the knight's rule.
pub const WRITE_RULE: Choice = Choice {
    key: prefixed!("write.rule"),
    old_key: None,
};

/// The browser's local storage, if the page may use it (private modes and sandboxed frames may
/// refuse it).
fn local_storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
}

impl Choice {
    /// The value stored, if there is one.
    pub fn stored(&self) -> Option<String> {
        let storage = local_storage()?;
        if let Some(value) = storage.get_item(self.key).ok()? {
            return Some(value);
        }
        let old = self.old_key?;
        let value = storage.get_item(old).ok()??;
        // Moved: a refused write leaves the old key, read again next time.
        if storage.set_item(self.key, &value).is_ok() {
            let _ = storage.remove_item(old);
        }
        Some(value)
    }

    /// Stores `value`; where storage is refused, the choice lasts this visit only.
    pub fn store(&self, value: &str) {
        if let Some(storage) = local_storage() {
            // Refused (full, or not allowed): nothing else to do.
            let _ = storage.set_item(self.key, value);
        }
    }
}
