//! The known numbers of placements (OEIS A000170) and of fundamental placements (A002562), built
//! into the page to check a count against. Where the values come from: `tests/data/README.md`.

/// The reference table: a header line, then `n`, total and fundamental counts, tab-separated.
const TABLE: &str = include_str!("known-counts.tsv");

/// One line of the table: N, all placements, fundamental placements.
fn rows() -> impl Iterator<Item = (usize, u64, u64)> {
    TABLE.lines().skip(1).filter_map(|line| {
        let mut fields = line.split('\t').map(str::trim);
        let n = fields.next()?.parse().ok()?;
        let total = fields.next()?.parse().ok()?;
        let fundamental = fields.next()?.parse().ok()?;
        Some((n, total, fundamental))
    })
}

/// The known number of placements of `n` queens (OEIS A000170), if the table has it.
pub fn known_total(n: usize) -> Option<u64> {
    rows().find(|&(m, _, _)| m == n).map(|(_, total, _)| total)
}

/// The known number of fundamental placements of `n` queens, one per symmetry class (OEIS
/// A002562), if the table has it.
pub fn known_fundamental(n: usize) -> Option<u64> {
    rows().find(|&(m, _, _)| m == n).map(|(_, _, f)| f)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::queens::count::count;

    #[test]
    fn every_line_is_read() {
        let lines = TABLE
            .lines()
            .skip(1)
            .filter(|l| !l.trim().is_empty())
            .count();
        assert_eq!(rows().count(), lines);
        assert!(lines >= 27);
        let ns: Vec<usize> = rows().map(|(n, _, _)| n).collect();
        assert_eq!(ns, (1..=lines).collect::<Vec<_>>());
    }

    #[test]
    fn known_values_are_looked_up() {
        assert_eq!(known_total(8), Some(92));
        assert_eq!(known_fundamental(8), Some(12));
        assert_eq!(known_total(16), Some(14_772_512));
        assert_eq!(known_fundamental(16), Some(1_846_955));
        assert_eq!(known_total(27), Some(234_907_967_154_122_528));
        assert_eq!(known_total(0), None);
        assert_eq!(known_total(28), None);
        assert_eq!(known_fundamental(28), None);
    }

    #[test]
    fn known_totals_agree_with_the_counter() {
        for n in 1..=11 {
            assert_eq!(known_total(n), count(n), "N = {n}");
        }
    }
}
