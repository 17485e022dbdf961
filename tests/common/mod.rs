//! The reference counts shared by the integration tests.

use std::path::Path;

/// One line of `queens-counts.tsv`: N, all placements (OEIS A000170), fundamental ones (A002562).
pub struct Reference {
    pub n: usize,
    pub total: u64,
    /// Not every test file reads this column.
    #[allow(dead_code)]
    pub fundamental: u64,
}

/// Reads `../shared/reference/queens-counts.tsv` next to the crate; panics loudly if it is missing
/// or malformed, so that a test can never pass without its reference.
pub fn reference() -> Vec<Reference> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/reference/queens-counts.tsv");
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("reference table {} is missing: {e}", path.display()));
    let rows: Vec<Reference> = text
        .lines()
        .skip(1)
        .filter(|line| !line.trim().is_empty())
        .map(|line| {
            let fields: Vec<&str> = line.split('\t').collect();
            let number = |i: usize| -> u64 {
                fields
                    .get(i)
                    .and_then(|f| f.trim().parse().ok())
                    .unwrap_or_else(|| panic!("bad reference line {line:?}"))
            };
            Reference {
                n: number(0) as usize,
                total: number(1),
                fundamental: number(2),
            }
        })
        .collect();
    assert!(
        rows.len() >= 20 && rows[7].n == 8 && rows[7].total == 92,
        "reference table looks wrong"
    );
    rows
}

/// The reference line for `n`.
pub fn reference_for(rows: &[Reference], n: usize) -> &Reference {
    rows.iter()
        .find(|r| r.n == n)
        .unwrap_or_else(|| panic!("no reference for N = {n}"))
}
