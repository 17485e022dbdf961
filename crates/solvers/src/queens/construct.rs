//! One placement for any N (but 2 and 3), without search: the classic explicit construction
//! (Hoffman, Loessi and Moore, 1969; as given on Wikipedia's "Eight queens puzzle" page).
//!
//! Row by row, the columns are the even numbers `2, 4, …` followed by the odd ones `1, 3, …`, with
//! two repairs that depend on `n mod 6`:
//! - remainder 2: the odds start `3, 1` and 5 moves to the end: `…, 3, 1, 7, 9, …, 5`;
//! - remainder 3: 2 moves to the end of the evens, and 1, 3 to the end of the odds:
//!   `4, 6, …, 2, 5, 7, …, 1, 3`.

use super::placement::Placement;

/// A placement of `n` queens for `n == 1` or `n >= 4`, in O(n); `None` for 0, 2 and 3, where there
/// is none (or nothing to place).
///
/// ```
/// use nqueens_solvers::queens::construct::construct;
/// use nqueens_solvers::queens::placement::validate;
/// let placement = construct(1_000).unwrap();
/// assert_eq!(placement.n(), 1_000);
/// assert!(validate(placement.columns()).is_ok());
/// assert!(construct(3).is_none());
/// ```
pub fn construct(n: usize) -> Option<Placement> {
    if matches!(n, 0 | 2 | 3) {
        return None;
    }
    let size = u32::try_from(n).ok()?;
    let evens = (2..=size).step_by(2);
    let odds = (1..=size).step_by(2);
    let columns: Vec<u32> = match n % 6 {
        2 => evens
            .chain([3, 1])
            .chain((7..=size).step_by(2))
            .chain([5])
            .collect(),
        3 => (4..=size)
            .step_by(2)
            .chain([2])
            .chain((5..=size).step_by(2))
            .chain([1, 3])
            .collect(),
        _ => evens.chain(odds).collect(),
    };
    Some(Placement::from_columns(columns))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn eight_and_nine_follow_the_recipe() {
        let eight = construct(8).map(|p| p.columns().to_vec());
        assert_eq!(eight, Some(vec![2, 4, 6, 8, 3, 1, 7, 5]));
        let nine = construct(9).map(|p| p.columns().to_vec());
        assert_eq!(nine, Some(vec![4, 6, 8, 2, 5, 7, 9, 1, 3]));
    }
}
