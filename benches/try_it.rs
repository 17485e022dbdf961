//! Native timings of the try-it answers: "Can this still be finished?" for 8 queens with 2 to 7
//! placed (every prefix of every placement, and random positions), for N = 16 with 4 placed,
//! each with a hint; and the knight's on 8×8 for random walks of 20 to 50 moves, within the
//! page's move budget. Each slowest case is printed, and the queens' beside the whole count of
//! the same N in the same run.
//!
//! Run: `cargo bench --bench try_it`.

use std::time::{Duration, Instant};

use nqueens_lab::knights::board::BoardSize;
use nqueens_lab::knights::walk::{Finish, Walk, FINISH_BUDGET};
use nqueens_lab::queens::enumerate::{count_plain, Placements};
use nqueens_lab::queens::position::Position;

/// A small deterministic generator (xorshift64), so every run tries the same cases.
struct Random(u64);

impl Random {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }
}

fn ms(d: Duration) -> String {
    format!("{:.3}", d.as_secs_f64() * 1e3)
}

/// The time of the answer to "Can this still be finished?" and of the hint: both come from one
/// count of the completions and the first of them.
fn answer(position: &Position) -> Duration {
    let start = Instant::now();
    let count = position.completions();
    let first = position.first_completion();
    assert_eq!(count == 0, first.is_none());
    start.elapsed()
}

/// A random position of `queens` queens on `n`×`n`, none attacking another, if one is found.
fn random_position(random: &mut Random, n: usize, queens: usize) -> Option<Position> {
    let mut position = Position::empty(n)?;
    for _ in 0..queens {
        let free: Vec<(u32, u32)> = (1..=n as u32)
            .flat_map(|y| (1..=n as u32).map(move |x| (x, y)))
            .filter(|&s| !position.has(s) && !position.is_attacked(s))
            .collect();
        let &square = free.get(random.below(free.len().max(1) as u64) as usize)?;
        position = position.toggled(square);
    }
    Some(position)
}

/// The slowest of `positions`' answers, with the position.
fn slowest(positions: impl Iterator<Item = Position>) -> (Duration, String, usize) {
    let mut worst = (Duration::ZERO, String::new(), 0);
    for position in positions {
        let took = answer(&position);
        if took > worst.0 {
            worst = (took, position.names(), 0);
        }
        worst.2 += 1;
    }
    worst
}

fn queens(random: &mut Random) {
    let n = 8;
    let start = Instant::now();
    let total = count_plain(n);
    let whole = start.elapsed();
    let prefixes =
        Placements::new(n).flat_map(|p| (2..=7).filter_map(move |k| Position::of_rows(&p, k)));
    let randoms: Vec<Position> = (0..5000)
        .filter_map(|i| random_position(random, n, 2 + i % 6))
        .collect();
    let (took, names, tried) = slowest(prefixes.chain(randoms));
    println!(
        "queens N = 8, 2–7 placed: slowest answer {} ms ({names}) of {tried} positions; the whole count ({total}) took {} ms",
        ms(took),
        ms(whole)
    );
    let n = 16;
    let reference = 12;
    let start = Instant::now();
    let total = Position::empty(reference).map_or(0, |p| p.completions());
    let whole = start.elapsed();
    let positions: Vec<Position> = (0..200)
        .filter_map(|_| random_position(random, n, 4))
        .collect();
    let (took, names, tried) = slowest(positions.into_iter());
    println!(
        "queens N = 16, 4 placed: slowest answer {} ms ({names}) of {tried} positions, {:.2}× the whole count of N = {reference} ({total}, {} ms)",
        ms(took),
        took.as_secs_f64() / whole.as_secs_f64(),
        ms(whole)
    );
}

/// A walk of `moves` moves on `size` from a random square, if it gets that far: each move at
/// random, or (`guided`) at random among the moves of fewest onward moves, as a student who
/// knows Warnsdorff's rule might.
fn random_walk(random: &mut Random, size: BoardSize, moves: usize, guided: bool) -> Option<Walk> {
    let start = random.below(size.squares() as u64) as usize;
    let mut walk = Walk::new(size)?.step(size.square(start)).ok()?;
    for _ in 0..moves {
        let mut next = walk.moves();
        if guided {
            let fewest = next.iter().map(|&s| walk.rating(s)).min()?;
            next.retain(|&s| walk.rating(s) == fewest);
        }
        let &to = next.get(random.below(next.len().max(1) as u64) as usize)?;
        walk = walk.step(to).ok()?;
    }
    Some(walk)
}

fn knights(random: &mut Random) {
    let size = BoardSize { rows: 8, cols: 8 };
    let (mut found, mut impossible, mut unknown) = (0, 0, 0);
    let mut worst = (Duration::ZERO, String::new());
    let mut tried = 0;
    while tried < 300 {
        let moves = 20 + random.below(31) as usize;
        let Some(walk) = random_walk(random, size, moves, tried % 2 == 1) else {
            continue;
        };
        tried += 1;
        let start = Instant::now();
        let finish = walk.finish(FINISH_BUDGET);
        let took = start.elapsed();
        match finish {
            Finish::Found(_) => found += 1,
            Finish::Impossible => impossible += 1,
            Finish::Unknown => unknown += 1,
        }
        if took > worst.0 {
            worst = (took, walk.names());
        }
    }
    println!(
        "knight 8×8, walks of 20–50 moves (half at random, half by fewest onward moves): {tried} tried, {found} can be finished, {impossible} cannot, {unknown} not known within {FINISH_BUDGET} moves; slowest {} ms ({})",
        ms(worst.0),
        worst.1
    );
}

fn main() {
    let mut random = Random(0x9e37_79b9_7f4a_7c15);
    queens(&mut random);
    knights(&mut random);
}
