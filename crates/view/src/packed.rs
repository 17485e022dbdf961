//! Text packed for the address: deflated, then base64url without padding. A written lesson
//! (`lesson=z.…`) and a student's program (`code=`) travel so.

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;

/// `text`, deflated and in base64url.
pub fn pack(text: &str) -> String {
    URL_SAFE_NO_PAD.encode(miniz_oxide::deflate::compress_to_vec(text.as_bytes(), 10))
}

/// The text `packed` holds, if it is base64url of deflated UTF-8 of at most `limit` bytes.
pub fn unpack(packed: &str, limit: usize) -> Option<String> {
    let deflated = URL_SAFE_NO_PAD.decode(packed.trim()).ok()?;
    let bytes = miniz_oxide::inflate::decompress_to_vec_with_limit(&deflated, limit).ok()?;
    String::from_utf8(bytes).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn any_text_round_trips(text in any::<String>()) {
            prop_assert_eq!(unpack(&pack(&text), 1 << 20), Some(text));
        }
    }

    #[test]
    fn what_is_not_packed_text_or_past_the_limit_is_refused() {
        assert_eq!(unpack("not base64!", 100), None);
        assert_eq!(unpack(&URL_SAFE_NO_PAD.encode(b"not deflated"), 100), None);
        let long = "x".repeat(101);
        assert_eq!(unpack(&pack(&long), 100), None);
        assert_eq!(unpack(&pack(&long), 101), Some(long));
        let not_utf8 =
            URL_SAFE_NO_PAD.encode(miniz_oxide::deflate::compress_to_vec(&[0xff, 0xfe], 10));
        assert_eq!(unpack(&not_utf8, 100), None);
    }
}
