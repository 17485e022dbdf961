//! The parameters of an address, decoded once: each page's view reads the ones it owns.

/// The decoded `key=value` pairs of a query string (`application/x-www-form-urlencoded`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Params(Vec<(String, String)>);

impl Params {
    /// Decodes a query string, with or without its leading `?`. Invalid escapes and bytes are
    /// kept as they are (replaced by U+FFFD where they are not UTF-8); nothing fails.
    pub fn parse(query: &str) -> Self {
        let query = query.strip_prefix('?').unwrap_or(query);
        Params(
            form_urlencoded::parse(query.as_bytes())
                .map(|(key, value)| (key.into_owned(), value.into_owned()))
                .collect(),
        )
    }

    /// The value of `key`; of a repeated key the last counts.
    pub fn get(&self, key: &str) -> Option<&str> {
        self.0
            .iter()
            .rev()
            .find(|(k, _)| k == key)
            .map(|(_, value)| value.as_str())
    }
}

/// Writes `pairs` as a query string, `?n=8&p=1`, escaping what needs it.
pub fn query_string<'a>(pairs: impl IntoIterator<Item = (&'a str, String)>) -> String {
    let mut serializer = form_urlencoded::Serializer::for_suffix(String::from("?"), 1);
    for (key, value) in pairs {
        serializer.append_pair(key, &value);
    }
    serializer.finish()
}

/// A parameter's value as quoted in a message: short, whatever the link held.
pub fn quoted(text: &str) -> String {
    const QUOTE_LIMIT: usize = 24;
    let mut shown: String = text.chars().take(QUOTE_LIMIT).collect();
    if text.chars().count() > QUOTE_LIMIT {
        shown.push('…');
    }
    shown
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decodes_escapes_and_keeps_broken_ones() {
        let params = Params::parse("?a=a%20b+c&b=100%&c=%zz%4&d=%E2%88%92&e&a=last");
        assert_eq!(params.get("a"), Some("last"));
        assert_eq!(params.get("b"), Some("100%"));
        assert_eq!(params.get("c"), Some("%zz%4"));
        assert_eq!(params.get("d"), Some("−"));
        assert_eq!(params.get("e"), Some(""));
        assert_eq!(params.get("f"), None);
        assert_eq!(Params::parse("n=%FF").get("n"), Some("\u{FFFD}"));
        assert_eq!(Params::parse(""), Params::default());
    }

    #[test]
    fn writes_and_escapes() {
        let query = query_string([("n", "8".to_owned()), ("start", "(27,3) a&b".to_owned())]);
        assert_eq!(query, "?n=8&start=%2827%2C3%29+a%26b");
        assert_eq!(Params::parse(&query).get("start"), Some("(27,3) a&b"));
        assert_eq!(query_string([]), "?");
    }

    #[test]
    fn quotes_are_short() {
        assert_eq!(quoted("abc"), "abc");
        assert_eq!(quoted(&"x".repeat(100)).chars().count(), 25);
    }
}
