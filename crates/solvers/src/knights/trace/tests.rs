//! Tests across the tracers: the C knight's tour program against a plain recursive port of it,
//! every event stream against an independent board model, seeking against stepping, and the cost
//! of clones.

use std::sync::OnceLock;

use super::*;
use crate::knights::board::{BoardSize, Square};
use crate::knights::tour::Tour;
use crate::playback::Trace;

/// More events than any trace these tests run to its end, so that a tracer that loops fails its
/// test instead of hanging it.
const EVENT_LIMIT: u64 = 20_000_000;

/// The C program's move arrays, copied from its listing (independently of `board::KNIGHT_MOVES`).
const KTMOV1: [i64; 8] = [-2, -1, 1, 2, 2, 1, -1, -2];
const KTMOV2: [i64; 8] = [1, 2, 2, 1, -1, -2, -2, -1];

fn board(rows: u32, cols: u32) -> BoardSize {
    BoardSize::new(rows, cols).unwrap()
}

/// An event as the reference port logs it: squares as `(row, col)`.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Ref {
    Move(i64, i64, i64),
    Rated(Vec<(i64, i64, usize)>),
    Dead(i64, i64),
    Back(i64, i64, i64),
    Complete(bool),
}

impl Ref {
    fn of(event: KnightEvent) -> Self {
        let rc = |s: Square| (i64::from(s.row), i64::from(s.col));
        match event {
            KnightEvent::Move { square, number } => {
                let (r, c) = rc(square);
                Ref::Move(r, c, i64::from(number))
            }
            KnightEvent::Candidates { candidates, .. } => Ref::Rated(
                candidates
                    .as_slice()
                    .iter()
                    .map(|c| {
                        let (r, col) = rc(c.square);
                        (r, col, usize::from(c.rating))
                    })
                    .collect(),
            ),
            KnightEvent::DeadEnd { square } => {
                let (r, c) = rc(square);
                Ref::Dead(r, c)
            }
            KnightEvent::Backtrack { square, number } => {
                let (r, c) = rc(square);
                Ref::Back(r, c, i64::from(number))
            }
            KnightEvent::Complete { closed } => Ref::Complete(closed),
        }
    }
}

/// The C program as written (`addknight`): recursive, with its globals in a struct. `sorted` makes
/// each call loop over its moves in Warnsdorff order instead (the unvisited squares by number of
/// unvisited onward squares, ties in the C program's order, then the rest).
struct SeedPort {
    rows: i64,
    cols: i64,
    sorted: bool,
    arr: Vec<Vec<i32>>,
    row: Vec<i64>,
    col: Vec<i64>,
    i: i64,
    j: i64,
    move_num: i64,
    /// Calls of `addknight()`.
    calls: u64,
    /// The events; the program stops (as if it exited) once it has logged `limit` of them. No log
    /// and no stop without a limit.
    log: Vec<Ref>,
    limit: Option<usize>,
}

impl SeedPort {
    fn new(rows: i64, cols: i64, start: (i64, i64), sorted: bool, limit: Option<usize>) -> Self {
        let n = (rows * cols) as usize;
        Self {
            rows,
            cols,
            sorted,
            arr: vec![vec![0; cols as usize]; rows as usize],
            row: vec![0; n],
            col: vec![0; n],
            i: start.0,
            j: start.1,
            move_num: 0,
            calls: 0,
            log: Vec::new(),
            limit,
        }
    }

    /// Logs `event`; `true` (stop, as `exit` would) once the log is full.
    fn log(&mut self, event: Ref) -> bool {
        let Some(limit) = self.limit else {
            return false;
        };
        self.log.push(event);
        self.log.len() >= limit
    }

    fn on_board(&self, b: i64, e: i64) -> bool {
        !(b < 0 || b > self.rows - 1 || e < 0 || e > self.cols - 1)
    }

    /// This call's move order.
    fn order(&mut self) -> (Vec<usize>, bool) {
        if !self.sorted || self.move_num >= self.rows * self.cols {
            return ((0..8).collect(), false);
        }
        let free = |port: &Self, b: i64, e: i64| {
            port.on_board(b, e) && port.arr[b as usize][e as usize] == 0
        };
        let mut rated: Vec<(usize, usize)> = Vec::new();
        for k in 0..8 {
            let (b, e) = (self.i + KTMOV1[k], self.j + KTMOV2[k]);
            if free(self, b, e) {
                let onward = (0..8)
                    .filter(|&m| free(self, b + KTMOV1[m], e + KTMOV2[m]))
                    .count();
                rated.push((k, onward));
            }
        }
        rated.sort_by_key(|&(_, onward)| onward);
        let event = Ref::Rated(
            rated
                .iter()
                .map(|&(k, onward)| (self.i + KTMOV1[k], self.j + KTMOV2[k], onward))
                .collect(),
        );
        let stop = self.log(event);
        let first: Vec<usize> = rated.iter().map(|&(k, _)| k).collect();
        let rest = (0..8).filter(|k| !first.contains(k));
        let order = first.iter().copied().chain(rest).collect();
        (order, stop)
    }

    /// `addknight()`; `true` when the program exits.
    fn addknight(&mut self) -> bool {
        self.calls += 1;
        self.arr[self.i as usize][self.j as usize] = 1;
        self.row[self.move_num as usize] = self.i;
        self.col[self.move_num as usize] = self.j;
        self.move_num += 1;
        if self.log(Ref::Move(self.i, self.j, self.move_num)) {
            return true;
        }
        let (order, stop) = self.order();
        if stop {
            return true;
        }
        let mut went_on = false;
        for &k in &order {
            if self.move_num >= self.rows * self.cols {
                let n = self.move_num as usize;
                let (dr, dc) = (
                    (self.row[n - 1] - self.row[0]).abs(),
                    (self.col[n - 1] - self.col[0]).abs(),
                );
                self.log(Ref::Complete(dr * dc == 2));
                return true;
            }
            let b = self.i + KTMOV1[k];
            let e = self.j + KTMOV2[k];
            if !self.on_board(b, e) {
                continue;
            }
            if self.arr[b as usize][e as usize] == 1 {
                continue;
            }
            self.i = b;
            self.j = e;
            went_on = true;
            if self.addknight() {
                return true;
            }
        }
        if !went_on && self.log(Ref::Dead(self.i, self.j)) {
            return true;
        }
        self.move_num -= 1;
        let m = self.move_num as usize;
        self.arr[self.row[m] as usize][self.col[m] as usize] = 0;
        if self.log(Ref::Back(self.row[m], self.col[m], self.move_num + 1)) {
            return true;
        }
        self.move_num -= 1;
        if self.move_num >= 0 {
            self.i = self.row[self.move_num as usize];
            self.j = self.col[self.move_num as usize];
        }
        self.move_num += 1;
        false
    }
}

/// The first `limit` events of `method`'s search, as the tracer does them.
fn traced(method: Method, size: BoardSize, start: Square, limit: usize) -> Vec<Ref> {
    let mut t = KnightTracer::search(method, size, start).unwrap();
    std::iter::from_fn(|| t.next_event())
        .take(limit)
        .map(Ref::of)
        .collect()
}

#[test]
fn the_seed_enters_3_242_065_squares_before_its_first_tour_on_8x8() {
    let size = board(8, 8);
    let mut t = KnightTracer::search(Method::SeedOrder, size, Square::new(0, 0)).unwrap();
    assert!(t.run(EVENT_LIMIT), "no tour within {EVENT_LIMIT} events");
    assert_eq!(
        t.last_event(),
        Some(KnightEvent::Complete { closed: false })
    );
    let counters = t.counters();
    assert_eq!(counters.entered, 3_242_065);
    assert_eq!(counters.backtracks, counters.entered - 64);
    assert_eq!(counters.visited, 64);
    assert_eq!(
        counters.steps,
        counters.entered + counters.backtracks + counters.dead_ends + 1
    );
    let begins = [
        (0, 0),
        (1, 2),
        (0, 4),
        (1, 6),
        (3, 7),
        (5, 6),
        (7, 7),
        (6, 5),
    ]
    .map(|(r, c)| Square::new(r, c));
    let path = t.path();
    assert_eq!(&path.squares()[..8], begins);
    // The C program exits: nothing after the tour.
    assert!(!t.advance());
    assert!(t.is_finished());

    let mut port = SeedPort::new(8, 8, (0, 0), false, None);
    assert!(port.addknight());
    assert_eq!(port.calls, counters.entered);
    let port_tour: Vec<Square> = (0..64)
        .map(|m| Square::new(port.row[m] as u32, port.col[m] as u32))
        .collect();
    assert_eq!(path.squares(), port_tour);
}

#[test]
fn both_searches_do_what_the_recursive_port_does() {
    const LIMIT: usize = 300_000;
    let cases = [
        (1, 1, 0, 0),
        (2, 3, 0, 0),
        (3, 3, 0, 0),
        (3, 3, 1, 1),
        (3, 4, 0, 0),
        (4, 4, 0, 0),
        (4, 4, 1, 2),
        (3, 7, 0, 0),
        (4, 5, 0, 1),
        (5, 5, 0, 0),
        (5, 5, 0, 1),
        (5, 5, 2, 2),
        (5, 6, 4, 5),
        (6, 6, 0, 0),
        (7, 7, 3, 3),
        (8, 8, 0, 0),
        (12, 9, 5, 2),
    ];
    for (rows, cols, r, c) in cases {
        for method in [Method::SeedOrder, Method::WarnsdorffBacktracking] {
            let sorted = method == Method::WarnsdorffBacktracking;
            let mut port = SeedPort::new(rows, cols, (r, c), sorted, Some(LIMIT));
            port.addknight();
            let size = board(rows as u32, cols as u32);
            let start = Square::new(r as u32, c as u32);
            let events = traced(method, size, start, LIMIT);
            assert_eq!(
                events.len(),
                port.log.len(),
                "{method} {size} from {start:?}"
            );
            if let Some(k) = (0..events.len()).find(|&k| events[k] != port.log[k]) {
                panic!(
                    "{method} {size} from {start:?}: event {k} is {:?}, the port's {:?}",
                    events[k], port.log[k]
                );
            }
        }
    }
}

/// What the independent model knows after an event, to compare with the tracer's frame.
#[derive(Default)]
struct Model {
    path: Vec<Square>,
    visited: Vec<bool>,
    /// For the searches: each active call's ratings, once it has rated (sorted search only).
    rated: Vec<Option<Candidates>>,
    counters: Counters,
    tours: u64,
    ended: bool,
}

impl Model {
    fn new(size: BoardSize) -> Self {
        Self {
            visited: vec![false; size.squares()],
            ..Self::default()
        }
    }

    /// Checks `event` against the board and applies it.
    fn apply(&mut self, size: BoardSize, event: KnightEvent) {
        assert!(!self.ended, "an event after the tour: {event:?}");
        self.counters.steps += 1;
        let free = |visited: &[bool], s: Square| !visited[size.index(s)];
        match event {
            KnightEvent::Move { square, number } => {
                assert!(size.contains(square));
                assert!(free(&self.visited, square), "{square:?} twice");
                if let Some(&last) = self.path.last() {
                    assert!(
                        BoardSize::is_knight_move(last, square),
                        "{last:?}→{square:?}"
                    );
                }
                self.path.push(square);
                assert_eq!(number as usize, self.path.len());
                self.visited[size.index(square)] = true;
                self.rated.push(None);
                self.counters.entered += 1;
            }
            KnightEvent::Candidates { from, candidates } => {
                assert_eq!(Some(&from), self.path.last());
                let mut expected: Vec<(Square, usize)> = size
                    .knight_moves(from)
                    .filter(|&s| free(&self.visited, s))
                    .map(|s| {
                        let onward = size.knight_moves(s).filter(|&t| free(&self.visited, t));
                        (s, onward.count())
                    })
                    .collect();
                expected.sort_by_key(|&(_, onward)| onward);
                let got: Vec<(Square, usize)> = candidates
                    .as_slice()
                    .iter()
                    .map(|c| (c.square, usize::from(c.rating)))
                    .collect();
                assert_eq!(got, expected);
                if let Some(top) = self.rated.last_mut() {
                    *top = Some(candidates);
                }
            }
            KnightEvent::DeadEnd { square } => {
                assert_eq!(Some(&square), self.path.last());
                assert!(self.path.len() < size.squares());
                assert_eq!(
                    size.knight_moves(square)
                        .filter(|&s| free(&self.visited, s))
                        .count(),
                    0
                );
                self.counters.dead_ends += 1;
            }
            KnightEvent::Backtrack { square, number } => {
                assert_eq!(self.path.pop(), Some(square));
                assert_eq!(number as usize, self.path.len() + 1);
                self.visited[size.index(square)] = false;
                self.rated.pop();
                self.counters.backtracks += 1;
            }
            KnightEvent::Complete { closed } => {
                assert_eq!(self.path.len(), size.squares());
                let closes = self.path.len() >= 2
                    && BoardSize::is_knight_move(self.path[self.path.len() - 1], self.path[0]);
                assert_eq!(closed, closes);
                self.tours += 1;
                self.ended = true;
            }
        }
        self.counters.visited = self.path.len() as u64;
    }

    /// Checks the tracer's frame against the model.
    fn check(&self, frame: &Frame) {
        assert_eq!(frame.path.squares(), self.path);
        assert_eq!(frame.counters, self.counters);
        match &frame.state {
            MethodState::Seed(state) => {
                assert_eq!(state.move_num as usize, self.path.len());
                assert_eq!(state.arr, self.visited);
                let start = self.path.len().saturating_sub(SEED_TAIL);
                assert_eq!(state.tail_start as usize, start);
                assert_eq!(state.tail, self.path[start..]);
                if let Some(&last) = self.path.last() {
                    assert_eq!(state.at, last);
                }
                assert_eq!(state.a.is_some(), !self.path.is_empty());
                let rated = self.rated.last().copied().flatten();
                if frame.method == Method::SeedOrder {
                    assert_eq!(state.candidates, None);
                } else {
                    assert_eq!(state.candidates, rated);
                }
            }
            MethodState::Warnsdorff { candidates } => {
                // The ratings show at the step that rates, and only there.
                let rating = matches!(frame.event, Some(KnightEvent::Candidates { .. }));
                if !rating || self.path.is_empty() || self.path.len() == self.visited.len() {
                    assert!(candidates.is_empty());
                } else {
                    let from = self.path[self.path.len() - 1];
                    let expected =
                        Candidates::rated(frame.size, from, |s| self.visited[frame.size.index(s)]);
                    assert_eq!(*candidates, expected);
                }
            }
            MethodState::Construction => assert_eq!(frame.method, Method::Closed),
        }
    }
}

/// Runs `t` to its end, checking every event against the model (and every `frame_every`-th frame);
/// returns the model.
fn check_stream(mut t: KnightTracer, frame_every: u64) -> Model {
    let size = t.size();
    let mut model = Model::new(size);
    model.check(&t.frame());
    while let Some(event) = t.next_event() {
        assert!(
            t.step() < EVENT_LIMIT,
            "{} on {size} does not end",
            t.method()
        );
        model.apply(size, event);
        assert_eq!(t.counters(), model.counters);
        if t.step().is_multiple_of(frame_every) {
            model.check(&t.frame());
        }
    }
    model.check(&t.frame());
    assert!(!t.advance());
    model
}

/// Warnsdorff's rule with Roth's tie-break (farthest from the centre, then the C program's order):
/// test data for the replays, found by this rule from a corner on every board used here.
fn warnsdorff_tour(size: BoardSize) -> Tour {
    let mut visited = vec![false; size.squares()];
    let mut at = Square::new(0, 0);
    let mut tour = vec![at];
    visited[0] = true;
    let far = |s: Square| {
        let dr = 2 * i64::from(s.row) - i64::from(size.rows) + 1;
        let dc = 2 * i64::from(s.col) - i64::from(size.cols) + 1;
        dr * dr + dc * dc
    };
    while tour.len() < size.squares() {
        let candidates = Candidates::rated(size, at, |s| visited[size.index(s)]);
        let best = candidates.as_slice()[0].rating;
        let tied = candidates.as_slice().iter().filter(|c| c.rating == best);
        let next = tied.fold(None, |chosen: Option<Square>, c| match chosen {
            Some(s) if far(s) >= far(c.square) => Some(s),
            _ => Some(c.square),
        });
        at = next.expect("Roth's rule gets stuck on this board");
        visited[size.index(at)] = true;
        tour.push(at);
    }
    Tour::new(size, tour, false).unwrap()
}

/// A closed tour of 6×6 by the Warnsdorff-ordered search with the closing condition, found once
/// for all the tests that replay it (the search takes about 2 s).
fn closed_tour_6x6() -> Tour {
    static TOUR: OnceLock<Tour> = OnceLock::new();
    TOUR.get_or_init(|| closed_tour(board(6, 6))).clone()
}

/// A closed tour of `size` by the Warnsdorff-ordered search with the closing condition.
fn closed_tour(size: BoardSize) -> Tour {
    fn extend(size: BoardSize, path: &mut Vec<Square>, visited: &mut [bool]) -> bool {
        let last = path[path.len() - 1];
        if path.len() == size.squares() {
            return BoardSize::is_knight_move(last, path[0]);
        }
        let candidates = Candidates::rated(size, last, |s| visited[size.index(s)]);
        for c in candidates.as_slice() {
            path.push(c.square);
            visited[size.index(c.square)] = true;
            if extend(size, path, visited) {
                return true;
            }
            visited[size.index(c.square)] = false;
            path.pop();
        }
        false
    }
    let mut path = vec![Square::new(0, 0)];
    let mut visited = vec![false; size.squares()];
    visited[0] = true;
    assert!(
        extend(size, &mut path, &mut visited),
        "no closed tour of {size}"
    );
    Tour::new(size, path, true).unwrap()
}

#[test]
fn every_event_stream_agrees_with_a_board_model() {
    // Every start of these boards: searches of at most 80,000 events (the C program's order), with
    // a frame checked every few events.
    let boards = [(1, 1), (2, 2), (3, 3), (3, 4), (4, 4), (3, 7), (4, 5)];
    let searches = boards
        .iter()
        .map(|&b| (b, Method::SeedOrder))
        .chain(boards.iter().map(|&b| (b, Method::WarnsdorffBacktracking)))
        .chain([((6, 6), Method::WarnsdorffBacktracking)]);
    let every_start = searches.flat_map(|((rows, cols), method)| {
        let size = board(rows, cols);
        (0..size.squares()).map(move |i| (method, size, size.square(i)))
    });
    // On 5×5 in Warnsdorff's order: every start of the colour that has tours (13 squares), and one
    // of each kind of the other colour's 12 squares (by the board's symmetries: an edge square
    // beside a corner, and a square beside the centre), whose searches give up after 6.2 and 3.5
    // million events. (All twelve of them took 7 of the test's 11 s.)
    let five = board(5, 5);
    let on_five = (0..five.squares())
        .map(|i| five.square(i))
        .filter(|s| (s.row + s.col) % 2 == 0)
        .chain([Square::new(0, 1), Square::new(1, 2)])
        .map(|start| (Method::WarnsdorffBacktracking, five, start));
    for (method, size, start) in every_start.chain(on_five) {
        let t = KnightTracer::search(method, size, start).unwrap();
        let model = check_stream(t, 7);
        // A search ends at its first tour, or with the start given up.
        assert!(model.tours == 1 || model.path.is_empty());
        assert!(model.tours <= 1);
        // On 5×5 a tour starts on the colour of the corners (13 squares against 12), and there is
        // one from each of them.
        if size == five {
            assert_eq!(
                model.tours == 1,
                (start.row + start.col) % 2 == 0,
                "{start:?}"
            );
        }
    }
    let t = KnightTracer::search(Method::SeedOrder, board(5, 5), Square::new(0, 0)).unwrap();
    assert_eq!(check_stream(t, 1).tours, 1);
    for (rows, cols) in [(5, 5), (6, 7), (8, 8), (13, 11)] {
        let size = board(rows, cols);
        let tour = warnsdorff_tour(size);
        for method in [Method::Warnsdorff, Method::Closed] {
            let t = KnightTracer::replay(method, tour.clone()).unwrap();
            let model = check_stream(t, 1);
            assert_eq!(model.tours, 1);
            assert_eq!(model.path[..], tour.path()[..]);
        }
    }
    let t = KnightTracer::replay(Method::Closed, closed_tour_6x6()).unwrap();
    assert_eq!(check_stream(t, 1).tours, 1);
}

#[test]
fn the_seed_gives_up_a_start_with_no_tour() {
    // 5×5 has 13 squares of the colour of (0, 0) and 12 of the other: an open tour starts on the
    // majority colour, so none starts on (0, 1).
    let size = board(5, 5);
    for method in [Method::SeedOrder, Method::WarnsdorffBacktracking] {
        let mut t = KnightTracer::search(method, size, Square::new(0, 1)).unwrap();
        assert!(t.run(EVENT_LIMIT));
        let counters = t.counters();
        assert_eq!(counters.visited, 0);
        assert_eq!(counters.entered, counters.backtracks);
        assert!(counters.dead_ends > 0);
        assert_eq!(
            t.last_event(),
            Some(KnightEvent::Backtrack {
                square: Square::new(0, 1),
                number: 1
            })
        );
        let mut timeline =
            KnightTimeline::new(KnightTracer::search(method, size, Square::new(0, 1)).unwrap());
        assert!(timeline.advance_scan(u64::MAX));
        assert_eq!(timeline.milestones_known(), 0);
    }
}

#[test]
fn warnsdorff_backtracking_finds_tours_at_once_from_corners() {
    for n in 5..=8 {
        let size = board(n, n);
        // From the C program's start corner, Warnsdorff's order never has to go back.
        let mut t =
            KnightTracer::search(Method::WarnsdorffBacktracking, size, Square::new(0, 0)).unwrap();
        assert!(t.run(EVENT_LIMIT));
        assert!(matches!(t.last_event(), Some(KnightEvent::Complete { .. })));
        assert_eq!(t.counters().backtracks, 0, "{size}");
        assert_eq!(t.counters().entered, size.squares() as u64);
        // The C program's order has had to go back, and has not found a tour, in as many events.
        let mut seed = KnightTracer::search(Method::SeedOrder, size, Square::new(0, 0)).unwrap();
        assert!(!seed.run(t.step()), "{size}");
        assert!(seed.counters().backtracks > 0);
        // From the other corners it finds one too, at once but from 7×7's top right (0, 6), where
        // it takes 291,614 moves (963,393 events).
        for corner in [(0, n - 1), (n - 1, 0), (n - 1, n - 1)] {
            let start = Square::new(corner.0, corner.1);
            let mut t = KnightTracer::search(Method::WarnsdorffBacktracking, size, start).unwrap();
            assert!(t.run(1_000_000), "{size} from {start:?}");
            assert_eq!(t.counters().visited, size.squares() as u64);
            let at_once = (n, corner) != (7, (0, 6));
            assert_eq!(
                t.counters().backtracks == 0,
                at_once,
                "{size} from {start:?}"
            );
        }
    }
}

/// Every frame of a trace, step 0 first.
fn all_frames(start: &KnightTracer) -> Vec<Frame> {
    let mut t = start.clone();
    let mut frames = vec![t.frame()];
    while t.advance() {
        assert!(t.step() < EVENT_LIMIT);
        frames.push(t.frame());
    }
    frames
}

/// The walk of a rule that always takes the first unvisited square in the C program's order,
/// from a corner, until it is stuck: a dead end short of a tour on the boards used here.
fn first_move_walk(size: BoardSize) -> Vec<Square> {
    let mut walk = vec![Square::new(0, 0)];
    while let Some(next) = walk
        .last()
        .and_then(|&at| size.knight_moves(at).find(|s| !walk.contains(s)))
    {
        walk.push(next);
    }
    walk
}

#[test]
fn a_walk_replays_to_its_dead_end_and_a_tour_walked_to_its_completion() {
    let size = board(5, 5);
    let walk = first_move_walk(size);
    assert!(walk.len() < size.squares(), "{walk:?}");
    let mut walked = KnightTracer::walked(size, walk.clone()).unwrap();
    assert!(walked.jump(u64::MAX));
    let last = walk.last().copied().unwrap();
    assert_eq!(
        walked.last_event(),
        Some(KnightEvent::DeadEnd { square: last })
    );
    assert_eq!(walked.path().squares(), &walk[..]);
    let model = check_stream(KnightTracer::walked(size, walk).unwrap(), 1);
    assert_eq!(model.counters.dead_ends, 1);

    // A tour walked is the tour the rule's replay plays, step for step.
    let tour = warnsdorff_tour(size);
    let rule = KnightTracer::replay(Method::Warnsdorff, tour.clone()).unwrap();
    let walked = KnightTracer::walked(size, tour.into_path()).unwrap();
    assert_eq!(all_frames(&walked), all_frames(&rule));
}

#[test]
fn what_is_no_walk_is_refused() {
    let size = board(5, 5);
    let refused = |walk: Vec<(u32, u32)>| {
        let walk = walk.into_iter().map(|(r, c)| Square::new(r, c)).collect();
        KnightTracer::walked(size, walk).err()
    };
    assert_eq!(refused(vec![]), Some(TraceError::NotAWalk));
    assert_eq!(refused(vec![(0, 0), (1, 1)]), Some(TraceError::NotAWalk));
    assert_eq!(
        refused(vec![(0, 0), (1, 2), (0, 0)]),
        Some(TraceError::NotAWalk)
    );
    assert_eq!(refused(vec![(5, 0)]), Some(TraceError::NotAWalk));
    assert_eq!(refused(vec![(0, 0), (1, 2)]), None);
}

#[test]
fn a_replay_jumps_to_every_step_as_stepping_gets_there() {
    let size = board(5, 5);
    let replays = [
        KnightTracer::replay(Method::Warnsdorff, warnsdorff_tour(size)).unwrap(),
        KnightTracer::replay(Method::Closed, closed_tour_6x6()).unwrap(),
        KnightTracer::walked(size, first_move_walk(size)).unwrap(),
    ];
    for start in replays {
        let frames = all_frames(&start);
        let total = frames.len() as u64 - 1;
        for k in (0..=total + 2).chain([u64::MAX]) {
            let mut jumped = start.clone();
            assert!(jumped.jump(k));
            assert_eq!(jumped.step(), k.min(total));
            assert_eq!(
                jumped.frame(),
                frames[k.min(total) as usize],
                "{} jump({k})",
                start.method()
            );
            // And it goes on from there as the stepped one does.
            if k < total {
                assert!(jumped.advance());
                assert_eq!(jumped.frame(), frames[k as usize + 1]);
            } else {
                assert!(!jumped.advance());
            }
        }
    }
    let mut search = KnightTracer::search(Method::SeedOrder, size, Square::new(0, 0)).unwrap();
    assert!(!search.jump(10));
    assert_eq!(search.step(), 0);
}

#[test]
fn seeking_equals_stepping_for_every_method() {
    let size = board(5, 5);
    let tour = warnsdorff_tour(size);
    let starts = [
        KnightTracer::search(Method::SeedOrder, size, Square::new(0, 0)).unwrap(),
        // A search that gives up: 4×4 has no tour. (5×5 from a square with no tour, 4.4 million
        // events, took 6 of the test's 11 s, for no other path through the code.)
        KnightTracer::search(Method::SeedOrder, board(4, 4), Square::new(0, 1)).unwrap(),
        KnightTracer::search(
            Method::WarnsdorffBacktracking,
            board(4, 4),
            Square::new(0, 0),
        )
        .unwrap(),
        KnightTracer::search(
            Method::WarnsdorffBacktracking,
            board(6, 6),
            Square::new(0, 0),
        )
        .unwrap(),
        KnightTracer::replay(Method::Warnsdorff, tour.clone()).unwrap(),
        KnightTracer::replay(Method::Closed, closed_tour_6x6()).unwrap(),
    ];
    for start in starts {
        let frames = all_frames(&start);
        let total = frames.len() as u64 - 1;
        let name = format!("{} on {}", start.method(), start.size());
        // A small cap forces several thinnings during the scan.
        let mut timeline = KnightTimeline::with_checkpoint_cap(start, 4);
        let stride = (total / 200).max(1) as usize;
        let targets = (0..=total + 3).step_by(stride).chain([
            total,
            total + 1,
            0,
            total.saturating_sub(1),
            1,
        ]);
        for k in targets {
            assert_eq!(
                timeline.seek(k),
                frames[k.min(total) as usize],
                "{name} seek({k})"
            );
        }
        for k in (0..=total).rev().step_by(stride * 3 + 1) {
            assert_eq!(timeline.seek(k), frames[k as usize], "{name} back to {k}");
        }
        assert_eq!(timeline.total_steps(), Some(total));
        let tours: Vec<(u64, &Frame)> = frames
            .iter()
            .enumerate()
            .filter(|(_, f)| matches!(f.event, Some(KnightEvent::Complete { .. })))
            .map(|(k, f)| (k as u64, f))
            .collect();
        assert_eq!(timeline.milestones_known(), tours.len() as u64, "{name}");
        for (i, (k, frame)) in tours.into_iter().enumerate() {
            assert_eq!(timeline.milestone_step(i as u64), Some(k));
            let kept = &timeline.milestones()[i];
            assert_eq!(kept.path, frame.path);
            assert_eq!(
                Some(KnightEvent::Complete {
                    closed: kept.closed
                }),
                frame.event
            );
        }
    }
}

#[test]
fn memory_is_what_a_clone_holds() {
    let size = board(100, 100);
    let search = KnightTracer::search(Method::SeedOrder, size, Square::new(0, 0)).unwrap();
    let bytes = search.memory_bytes();
    // Its arrays: arr (1 byte), row[]/col[] (8 bytes) and a call (8 bytes) per square.
    assert!(bytes >= 17 * size.squares(), "{bytes}");
    assert!(bytes <= 17 * size.squares() + 1024, "{bytes}");
    assert_eq!(search.clone().memory_bytes(), bytes);

    // A replay shares its tour: its clones are the same few hundred bytes on any board.
    let small = board(5, 5);
    let replay = KnightTracer::replay(Method::Warnsdorff, warnsdorff_tour(small)).unwrap();
    assert!(replay.memory_bytes() <= 512, "{}", replay.memory_bytes());
}

#[test]
fn a_million_square_tour_replays_with_shared_frames() {
    let size = board(1000, 1000);
    let tour = warnsdorff_tour(size);
    let mut t = KnightTracer::replay(Method::Warnsdorff, tour.clone()).unwrap();
    let bytes = t.memory_bytes();
    assert!(bytes <= 512, "{bytes}");
    // Clones and frames share the tour: their paths are the same squares in memory.
    let shared = |frame: &Frame| frame.path.squares().as_ptr();
    let first = shared(&t.clone().frame());
    assert!((0..100).all(|_| shared(&t.clone().frame()) == first));

    // Moves and ratings alternate; each rating names the next square.
    let mut seen = 0;
    while let Some(event) = t.next_event() {
        match event {
            KnightEvent::Candidates { candidates, .. } => {
                let next = tour.path()[t.counters().visited as usize];
                assert!(candidates.as_slice().iter().any(|c| c.square == next));
                seen += 1;
            }
            KnightEvent::Move { number, .. } => assert_eq!(number as u64, t.counters().visited),
            KnightEvent::Complete { closed } => assert!(!closed),
            other => panic!("{other:?} in a replay"),
        }
    }
    assert_eq!(seen, size.squares() - 1);
    assert_eq!(t.step(), 2 * size.squares() as u64);
    let frame = t.frame();
    assert_eq!(frame.path.len(), size.squares());
    assert_eq!(shared(&frame), first);
    let mut timeline = KnightTimeline::new(t.clone());
    assert_eq!(
        timeline.checkpoint_cap(),
        crate::playback::DEFAULT_CHECKPOINT_CAP
    );
    drop(frame);
    let start = KnightTracer::replay(Method::Warnsdorff, tour.clone()).unwrap();
    timeline = KnightTimeline::new(start);
    let middle = size.squares() as u64;
    assert_eq!(timeline.seek(middle).path.len(), size.squares() / 2);
    assert!(timeline.advance_scan(u64::MAX));
    assert_eq!(timeline.milestones_known(), 1);
}

#[test]
fn bad_inputs_are_typed_errors() {
    let size = board(5, 5);
    let start = Square::new(0, 0);
    assert_eq!(
        KnightTracer::search(Method::Warnsdorff, size, start).unwrap_err(),
        TraceError::WrongInput(Method::Warnsdorff)
    );
    assert_eq!(
        KnightTracer::search(Method::SeedOrder, size, Square::new(5, 0)).unwrap_err(),
        TraceError::StartOffBoard(Square::new(5, 0))
    );
    let big = board(257, 256);
    assert_eq!(
        KnightTracer::search(Method::SeedOrder, big, start).unwrap_err(),
        TraceError::TooLarge {
            squares: 257 * 256,
            max: MAX_SEARCH_SQUARES
        }
    );
    assert!(KnightTracer::search(Method::SeedOrder, board(256, 256), start).is_ok());

    let tour = warnsdorff_tour(size);
    assert_eq!(
        KnightTracer::replay(Method::SeedOrder, tour.clone()).unwrap_err(),
        TraceError::WrongInput(Method::SeedOrder)
    );
}
