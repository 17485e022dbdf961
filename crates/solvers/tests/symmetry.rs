//! The 8 symmetries, symmetry classes and the fundamental placements.

use std::collections::BTreeSet;
use std::sync::OnceLock;

use nqueens_solvers::queens::enumerate::Placements;
use nqueens_solvers::queens::index::PlacementIndex;
use nqueens_solvers::queens::known::{known_fundamental, known_total};
use nqueens_solvers::queens::listing::ListingBuilder;
use nqueens_solvers::queens::placement::{validate, Placement};
use nqueens_solvers::queens::symmetry::{
    canonical, class_size, is_canonical, variants, FundamentalIndex, Symmetry,
};
use proptest::prelude::*;

#[test]
fn variants_are_valid_and_classes_cover_everything_up_to_10() {
    for n in 1..=10 {
        let all: Vec<Placement> = Placements::new(n).collect();
        let mut class_total = 0;
        let mut representatives = BTreeSet::new();
        for p in &all {
            let vs = variants(p);
            assert!(vs.windows(2).all(|w| w[0] < w[1]), "sorted and distinct");
            assert!(vs.contains(p));
            for v in &vs {
                assert_eq!(validate(v.columns()), Ok(()), "{v:?} from {p:?}");
                assert_eq!(canonical(v), canonical(p), "one class");
            }
            assert_eq!(canonical(p), vs[0]);
            assert_eq!(is_canonical(p), *p == vs[0]);
            if is_canonical(p) {
                class_total += class_size(p);
            }
            representatives.insert(canonical(p));
        }
        assert_eq!(
            class_total as u64,
            known_total(n).expect("the reference has N"),
            "N = {n}"
        );
        assert_eq!(
            representatives.len() as u64,
            known_fundamental(n).expect("the reference has N"),
            "N = {n}"
        );
        for p in &representatives {
            assert!(all.contains(p));
        }
        let index = FundamentalIndex::build(n).expect("listable");
        let listed: Vec<Placement> = (0..index.len()).filter_map(|k| index.get(k)).collect();
        let expected: Vec<Placement> = representatives.into_iter().collect();
        assert_eq!(listed, expected, "fundamental list, N = {n}");
        assert_eq!(index.get(index.len()), None);
    }
}

#[test]
fn class_sizes_of_known_placements() {
    assert_eq!(class_size(&Placement::from_columns(vec![1])), 1);
    assert_eq!(class_size(&Placement::from_columns(vec![2, 4, 1, 3])), 2);
    // 8 queens: the one fundamental solution with a half-turn symmetry.
    let symmetric = Placement::from_columns(vec![3, 5, 2, 8, 1, 7, 4, 6]);
    assert_eq!(Symmetry::Rotate180.apply(&symmetric), symmetric);
    assert_eq!(class_size(&symmetric), 4);
    assert_eq!(
        class_size(&Placement::from_columns(vec![1, 5, 8, 6, 3, 7, 2, 4])),
        8
    );
}

#[test]
fn squares_move_as_documented() {
    let n = 5;
    let moved: Vec<(u32, u32)> = Symmetry::ALL
        .iter()
        .map(|s| s.map_square(n, 1, 2))
        .collect();
    assert_eq!(
        moved,
        vec![
            (1, 2),
            (4, 1),
            (5, 4),
            (2, 5),
            (5, 2),
            (1, 4),
            (2, 1),
            (4, 5)
        ]
    );
}

#[test]
fn fundamental_counts_match_reference_up_to_14() {
    for n in 1..=14 {
        let index = FundamentalIndex::build(n).expect("listable");
        assert_eq!(
            index.len(),
            known_fundamental(n).expect("the reference has N"),
            "N = {n}"
        );
    }
}

#[test]
fn fundamental_samples_are_canonical_and_sorted_for_14() {
    let index = FundamentalIndex::build(14).expect("listable");
    let mut previous: Option<Placement> = None;
    for k in (0..index.len()).step_by(97).chain([index.len() - 1]) {
        let p = index.get(k).expect("k < len");
        assert_eq!(validate(p.columns()), Ok(()));
        assert!(is_canonical(&p), "{p:?}");
        assert!(previous.as_ref().is_none_or(|q| *q < p));
        previous = Some(p);
    }
}

#[test]
fn fundamental_builder_resumes() {
    let mut builder = ListingBuilder::new(11, true).expect("listable");
    let mut slices = 0;
    while !builder.advance().is_complete() {
        slices += 1;
    }
    assert!(slices > 3, "{slices} jobs");
    assert_eq!(builder.finish().map(|listing| listing.len()), Some(341));
}

/// All placements of a few sizes, to draw random ones from.
fn indexes() -> &'static [PlacementIndex] {
    static INDEXES: OnceLock<Vec<PlacementIndex>> = OnceLock::new();
    INDEXES.get_or_init(|| {
        (4..=13)
            .filter_map(PlacementIndex::build)
            .filter(|index| !index.is_empty())
            .collect()
    })
}

/// Whether the fundamental list of size `p.n()` holds `p`, by binary search over random access.
fn fundamental_holds(p: &Placement) -> bool {
    static INDEXES: OnceLock<Vec<FundamentalIndex>> = OnceLock::new();
    let all = INDEXES.get_or_init(|| (1..=13).filter_map(FundamentalIndex::build).collect());
    let Some(index) = all.iter().find(|index| index.n() == p.n()) else {
        return false;
    };
    let (mut low, mut high) = (0, index.len());
    while low < high {
        let middle = (low + high) / 2;
        match index.get(middle) {
            Some(q) if q < *p => low = middle + 1,
            Some(q) => high = if q == *p { return true } else { middle },
            None => return false,
        }
    }
    false
}

fn any_placement() -> impl Strategy<Value = Placement> {
    (0..indexes().len(), any::<u64>()).prop_filter_map("placement", |(i, k)| {
        let index = &indexes()[i];
        index.get(k % index.len())
    })
}

proptest! {
    #[test]
    fn symmetries_compose_within_the_group(p in any_placement()) {
        let images: Vec<Placement> = Symmetry::ALL.iter().map(|s| s.apply(&p)).collect();
        prop_assert_eq!(&images[0], &p);
        for a in Symmetry::ALL {
            let once = a.apply(&p);
            prop_assert_eq!(validate(once.columns()), Ok(()));
            for b in Symmetry::ALL {
                prop_assert!(images.contains(&b.apply(&once)), "{:?} then {:?}", a, b);
            }
        }
    }

    #[test]
    fn reflections_undo_themselves_and_turns_add_up(p in any_placement()) {
        for s in [
            Symmetry::Rotate180,
            Symmetry::MirrorColumns,
            Symmetry::MirrorRows,
            Symmetry::Transpose,
            Symmetry::AntiTranspose,
        ] {
            prop_assert_eq!(s.apply(&s.apply(&p)), p.clone());
        }
        let quarter = Symmetry::Rotate90.apply(&p);
        prop_assert_eq!(Symmetry::Rotate90.apply(&quarter), Symmetry::Rotate180.apply(&p));
        prop_assert_eq!(Symmetry::Rotate270.apply(&quarter), p.clone());
        prop_assert_eq!(
            Symmetry::MirrorRows.apply(&Symmetry::MirrorColumns.apply(&p)),
            Symmetry::Rotate180.apply(&p)
        );
    }

    #[test]
    fn canonical_is_idempotent_and_shared_by_the_class(p in any_placement()) {
        let c = canonical(&p);
        prop_assert!(is_canonical(&c));
        prop_assert_eq!(canonical(&c), c.clone());
        prop_assert!([1, 2, 4, 8].contains(&class_size(&p)));
        prop_assert_eq!(class_size(&c), class_size(&p));
        for v in variants(&p) {
            prop_assert_eq!(canonical(&v), c.clone());
        }
        prop_assert!(fundamental_holds(&c), "canonical form listed");
        prop_assert_eq!(fundamental_holds(&p), p == c);
    }
}
