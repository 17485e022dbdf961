//! The explicit placement for huge N, checked by the independent validator.

use nqueens_solvers::queens::construct::construct;
use nqueens_solvers::queens::placement::validate;

fn check(n: usize) {
    let placement = construct(n).unwrap_or_else(|| panic!("no placement for N = {n}"));
    assert_eq!(placement.n(), n, "N = {n}");
    assert_eq!(validate(placement.columns()), Ok(()), "N = {n}");
}

#[test]
fn none_where_there_is_none() {
    for n in [0, 2, 3] {
        assert_eq!(construct(n), None, "N = {n}");
    }
}

#[test]
fn valid_for_every_n_up_to_2000() {
    check(1);
    for n in 4..=2000 {
        check(n);
    }
}

#[test]
fn valid_for_huge_n() {
    for n in 999_990..=1_000_001 {
        check(n);
    }
    let mut x = 0x9e37_79b9_7f4a_7c15_u64;
    for _ in 0..24 {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        check(2001 + (x % 998_000) as usize);
    }
}
