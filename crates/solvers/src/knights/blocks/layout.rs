//! How a side of the board is cut into the lengths of the blocks.
//!
//! Every block has sides from 5 to 11 and at least one even side, except the one block of an open
//! tour on a board with both sides odd, which holds its start. So an even side is cut into even
//! lengths (6, 8, 10), and an odd side into even lengths and one odd length (5, 7, 9 or 11).

/// The even lengths a side is cut into.
const EVEN: [u32; 3] = [6, 8, 10];

/// The odd lengths, in the order tried: 11 is needed only for a side of 11 cut through its middle
/// square, the other odd lengths give smaller blocks.
const ODD: [u32; 4] = [5, 7, 9, 11];

/// Cuts an even `length` into lengths from 6, 8 and 10 (none for 0); `None` if it cannot be
/// (odd, 2 or 4).
pub fn even(length: u32) -> Option<Vec<u32>> {
    let mut parts = Vec::new();
    let mut left = length;
    while left > 0 {
        let part = match left {
            _ if EVEN.contains(&left) => left,
            12 => 6,
            _ if left > 12 && left.is_multiple_of(2) => 8,
            _ => return None,
        };
        parts.push(part);
        left -= part;
    }
    Some(parts)
}

/// Cuts an odd `length` ≥ 5 into even lengths and one odd length whose span holds position `at`:
/// the parts and the index of the odd one; `None` if `length` is even or below 5, or `at` is not
/// below it.
pub fn odd_around(length: u32, at: u32) -> Option<(Vec<u32>, usize)> {
    if length.is_multiple_of(2) || at >= length {
        return None;
    }
    ODD.iter().filter(|&&odd| odd <= length).find_map(|&odd| {
        let first = (at + 1).saturating_sub(odd);
        (first..=at.min(length.saturating_sub(odd))).find_map(|before| {
            let mut parts = even(before)?;
            let after = even(length - before - odd)?;
            let index = parts.len();
            parts.push(odd);
            parts.extend(after);
            Some((parts, index))
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn even_sides_cut_into_six_eight_and_ten() {
        assert_eq!(even(0), Some(vec![]));
        for bad in [1, 2, 4, 7, 13] {
            assert_eq!(even(bad), None, "{bad}");
        }
        assert_eq!(even(12), Some(vec![6, 6]));
        for length in (6..=500).step_by(2) {
            let parts = even(length).unwrap();
            assert_eq!(parts.iter().sum::<u32>(), length);
            assert!(
                parts.iter().all(|p| EVEN.contains(p)),
                "{length}: {parts:?}"
            );
        }
    }

    #[test]
    fn odd_sides_put_the_odd_part_around_any_square() {
        assert_eq!(odd_around(11, 5), Some((vec![11], 0)));
        assert_eq!(odd_around(11, 4), Some((vec![5, 6], 0)));
        assert_eq!(odd_around(8, 0), None);
        assert_eq!(odd_around(3, 0), None);
        assert_eq!(odd_around(9, 9), None);
        for length in (5..=301).step_by(2) {
            for at in 0..length {
                let (parts, index) = odd_around(length, at).unwrap();
                assert_eq!(parts.iter().sum::<u32>(), length);
                let before: u32 = parts[..index].iter().sum();
                assert!(before <= at && at < before + parts[index], "{length} {at}");
                for (i, part) in parts.iter().enumerate() {
                    let allowed = if i == index { &ODD[..] } else { &EVEN[..] };
                    assert!(allowed.contains(part), "{length} {at}: {parts:?}");
                }
                // 11 only through the middle of a side of 11.
                assert!(parts[index] != 11 || (length, at) == (11, 5));
            }
        }
    }
}
