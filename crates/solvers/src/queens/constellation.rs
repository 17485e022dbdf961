//! Counting by border constellations (the Q27 project's and NQueensFAF's method).
//!
//! Every placement of N ≥ 2 queens has exactly one queen on each border line: the top and bottom
//! rows, the left and right columns (a queen in a corner stands on two). Those queens, the
//! placement's constellation, are enumerated first; the board's 8 symmetries map border lines to
//! border lines, so only one constellation per class is completed, and its completions count for
//! every constellation of its class. A completion is a bitboard search of the inner rows and
//! columns, each row's squares attacked by the border queens masked out beforehand, and the rows
//! that already hold a border queen skipped.

use super::symmetry::Symmetry;

/// A square as `(row, column)`, 0-based.
type Square = (usize, usize);

/// One class of constellations: the one that is completed, and how many constellations the class
/// holds (its completions count that many times).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Constellation {
    /// The border queens, sorted, 2 to 4 of them (a corner queen stands on two border lines).
    pub queens: Vec<Square>,
    /// The constellations in its class under the board's 8 symmetries: 1, 2, 4 or 8.
    pub weight: u64,
}

/// The squares of `queens` under `symmetry` on an `n`×`n` board, sorted.
fn image(n: usize, symmetry: Symmetry, queens: &[Square]) -> Vec<Square> {
    let mut image: Vec<Square> = queens
        .iter()
        .map(|&(r, c)| {
            // At most 32 rows and columns.
            let (r, c) = symmetry.map_square(n as u32, r as u32 + 1, c as u32 + 1);
            (r as usize - 1, c as usize - 1)
        })
        .collect();
    image.sort_unstable();
    image
}

/// Whether two queens attack each other (on a row, a column or a diagonal).
fn attack((r1, c1): Square, (r2, c2): Square) -> bool {
    r1 == r2 || c1 == c2 || r1.abs_diff(r2) == c1.abs_diff(c2)
}

/// One constellation per class for `n` (at least 2), with the class sizes: the smallest of its
/// images, in lexicographic order of the sorted squares.
pub fn constellations(n: usize) -> Vec<Constellation> {
    let last = n - 1;
    let mut classes = Vec::new();
    // The columns of the queens in the top and bottom rows, the rows of those in the left and
    // right columns; a corner queen is named twice and must agree.
    for top in 0..n {
        for bottom in 0..n {
            for left in 0..n {
                for right in 0..n {
                    let corners_agree = (top == 0) == (left == 0)
                        && (top == last) == (right == 0)
                        && (bottom == 0) == (left == last)
                        && (bottom == last) == (right == last);
                    if !corners_agree {
                        continue;
                    }
                    let mut queens = vec![(0, top), (last, bottom), (left, 0), (right, last)];
                    queens.sort_unstable();
                    queens.dedup();
                    let peaceful = queens
                        .iter()
                        .enumerate()
                        .all(|(i, &a)| queens[i + 1..].iter().all(|&b| !attack(a, b)));
                    if !peaceful {
                        continue;
                    }
                    let images: Vec<Vec<Square>> = Symmetry::ALL
                        .iter()
                        .map(|&s| image(n, s, &queens))
                        .collect();
                    if images.iter().any(|i| *i < queens) {
                        continue;
                    }
                    let mut distinct = images;
                    distinct.sort_unstable();
                    distinct.dedup();
                    classes.push(Constellation {
                        queens,
                        weight: distinct.len() as u64,
                    });
                }
            }
        }
    }
    classes
}

/// The completions of `constellation` on an `n`×`n` board: the placements whose border queens are
/// exactly its queens.
pub fn completions(n: usize, constellation: &Constellation) -> u64 {
    complete(&searched_rows(n, constellation))
}

/// The rows a completion of `constellation` searches, with their free columns. Any image of it has
/// as many completions: these are the rows of the image whose first rows leave the fewest choices.
fn searched_rows(n: usize, constellation: &Constellation) -> Vec<(usize, u32)> {
    let choices = |rows: &[(usize, u32)]| -> u64 {
        rows.iter()
            .take(5)
            .map(|&(_, f)| u64::from(f.count_ones()))
            .product()
    };
    Symmetry::ALL
        .iter()
        .map(|&s| free_rows(n, &image(n, s, &constellation.queens)))
        .min_by_key(|rows| choices(rows))
        .unwrap_or_default()
}

/// A share of a count: the completions of class `class` (an index in [`constellations`]) whose
/// first searched row holds its queen in column `column` (0-based), or all of them if the class
/// has no row to search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Job {
    /// The class, by its index in [`constellations`].
    pub class: u32,
    /// The first searched row's column.
    pub column: u8,
}

/// The jobs of a count of `n`, given its `classes`: one per class and column of its first
/// searched row.
pub fn jobs(n: usize, classes: &[Constellation]) -> Vec<Job> {
    let mut jobs = Vec::new();
    for (class, constellation) in classes.iter().enumerate() {
        // At most a few thousand classes, 32 columns.
        let class = class as u32;
        match searched_rows(n, constellation).first() {
            Some(&(_, free)) => {
                jobs.extend((0..32).filter(|&c| free & (1 << c) != 0).map(|c| Job {
                    class,
                    column: c as u8,
                }))
            }
            None => jobs.push(Job { class, column: 0 }),
        }
    }
    jobs
}

/// The placements a job counts for, its class's weight included; 0 for a job not of `classes`.
pub fn count_job(n: usize, classes: &[Constellation], job: Job) -> u64 {
    let Some(constellation) = classes.get(job.class as usize) else {
        return 0;
    };
    let mut rows = searched_rows(n, constellation);
    if let Some(first) = rows.first_mut() {
        first.1 &= 1u32.checked_shl(u32::from(job.column)).unwrap_or(0);
    }
    constellation.weight * complete(&rows)
}

/// Row by row, the inner columns (1..=n-2) that no border queen in `queens` attacks, for the rows
/// that hold none of them.
fn free_rows(n: usize, queens: &[Square]) -> Vec<(usize, u32)> {
    let last = n - 1;
    let mut rows = Vec::with_capacity(n);
    for row in 1..last {
        if queens.iter().any(|&(r, _)| r == row) {
            continue;
        }
        let mut free = 0u32;
        for col in 1..last {
            if !queens.iter().any(|&q| attack(q, (row, col))) {
                free |= 1 << col;
            }
        }
        rows.push((row, free));
    }
    rows
}

/// The completions of `rows` (each its row number and free columns, in order): a depth-first
/// search on an explicit stack, the last row's choices counted at once.
fn complete(rows: &[(usize, u32)]) -> u64 {
    let Some(&(first, first_free)) = rows.first() else {
        return 1;
    };
    let last = rows.len() - 1;
    // Per level: the free columns and the rows down from the level before.
    let mut free = [0u32; 32];
    let mut gap = [0u32; 32];
    let mut previous = first;
    for (level, &(row, mask)) in rows.iter().enumerate() {
        free[level] = mask;
        gap[level] = (row - previous) as u32;
        previous = row;
    }
    if last == 0 {
        return u64::from(first_free.count_ones());
    }
    // Per level on the stack: the columns and diagonals taken above it, and its choices left.
    let mut cols = [0u32; 32];
    let mut ld = [0u32; 32];
    let mut rd = [0u32; 32];
    let mut open = [0u32; 32];
    open[0] = first_free;
    let mut level = 0;
    let mut total = 0;
    loop {
        let choices = open[level];
        if choices == 0 {
            if level == 0 {
                return total;
            }
            level -= 1;
            continue;
        }
        let bit = choices & choices.wrapping_neg();
        open[level] = choices ^ bit;
        let next = level + 1;
        let g = gap[next];
        let (c, l, r) = (
            cols[level] | bit,
            (ld[level] | bit) << g,
            (rd[level] | bit) >> g,
        );
        let options = free[next] & !(c | l | r);
        if next == last {
            total += u64::from(options.count_ones());
        } else if options != 0 {
            (cols[next], ld[next], rd[next], open[next]) = (c, l, r, options);
            level = next;
        }
    }
}

/// All placements of `n` queens, by constellations; `None` beyond 32 columns.
pub fn count(n: usize) -> Option<u64> {
    match n {
        0 => Some(1),
        1 => Some(1),
        2..=32 => Some(
            constellations(n)
                .iter()
                .map(|c| c.weight * completions(n, c))
                .sum(),
        ),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::queens::enumerate::Placements;
    use crate::queens::known::known_total;
    use std::collections::HashMap;

    #[test]
    fn counts_match_the_known_values() {
        for n in 1..=13 {
            assert_eq!(count(n), known_total(n), "n = {n}");
        }
    }

    #[test]
    fn the_jobs_add_up_to_the_count() {
        for n in 2..=13 {
            let classes = constellations(n);
            let total: u64 = jobs(n, &classes)
                .into_iter()
                .map(|job| count_job(n, &classes, job))
                .sum();
            assert_eq!(Some(total), known_total(n), "n = {n}");
        }
    }

    #[test]
    fn every_placement_is_counted_once_by_its_class() {
        for n in 2..=10 {
            let classes = constellations(n);
            // Each placement's border queens, canonicalised, must be a listed class; and each
            // class's completions are the placements with exactly its border queens.
            let mut seen: HashMap<Vec<Square>, u64> = HashMap::new();
            for placement in Placements::new(n) {
                let last = n - 1;
                let mut border: Vec<Square> = placement
                    .columns()
                    .iter()
                    .enumerate()
                    .map(|(r, &c)| (r, c as usize - 1))
                    .filter(|&(r, c)| r == 0 || r == last || c == 0 || c == last)
                    .collect();
                border.sort_unstable();
                *seen.entry(border).or_default() += 1;
            }
            let mut total = 0;
            for class in &classes {
                let found = seen.get(&class.queens).copied().unwrap_or(0);
                assert_eq!(completions(n, class), found, "n = {n}, {:?}", class.queens);
                total += class.weight * found;
            }
            assert_eq!(Some(total), known_total(n), "n = {n}");
        }
    }
}

#[cfg(test)]
mod timing {
    #[test]
    #[ignore]
    fn time_it() {
        for n in [14, 15, 16] {
            let t = std::time::Instant::now();
            let classes = super::constellations(n);
            let t1 = t.elapsed();
            println!("n={n} jobs {}", super::jobs(n, &classes).len());
            let c = super::count(n);
            let t2 = t.elapsed();
            let t3 = std::time::Instant::now();
            let old = crate::queens::count::count(n);
            println!(
                "n={n} classes={} enum {:?} total {:?} -> {:?}; canonical {:?} {:?}",
                classes.len(),
                t1,
                t2,
                c,
                t3.elapsed(),
                old
            );
        }
    }
}
