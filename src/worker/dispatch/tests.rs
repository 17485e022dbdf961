//! The pool's scheduling, natively: a harness plays the workers, answering each job posted with
//! its true count (or failing as a test asks), and every run must still add up to the known total.

use super::*;
use crate::worker::countable::Countable;
use crate::worker::puzzles::queens::Placements;
use std::cell::Cell;

/// The placements of 8 queens (OEIS A000170).
const EIGHT: Placements = Placements(92);

/// The dispatch and what it asked for so far.
struct Harness {
    dispatch: Dispatch<Placements>,
    now: Cell<f64>,
    /// How far the clock moves at each read.
    tick: f64,
    /// Requests posted and not yet answered: (slot, request).
    posted: Vec<(usize, Request<Placements>)>,
    /// Every job index posted, in order.
    sent: Vec<(usize, u32)>,
    events: Vec<PoolEvent<Placements>>,
    /// The other effects, in order.
    done: Vec<Effect<Placements>>,
}

impl Harness {
    fn new() -> Self {
        Harness {
            dispatch: Dispatch::default(),
            now: Cell::new(0.0),
            tick: 0.0,
            posted: Vec::new(),
            sent: Vec::new(),
            events: Vec::new(),
            done: Vec::new(),
        }
    }

    /// Hands `input` to the dispatch and files what it asks for.
    fn input(&mut self, input: Input<Placements>) {
        let (now, tick) = (&self.now, self.tick);
        let effects = self.dispatch.handle(input, &|| {
            now.set(now.get() + tick);
            now.get()
        });
        for effect in effects {
            match effect {
                Effect::Post { slot, text } => {
                    let request = Request::<Placements>::decode(&text)
                        .unwrap_or_else(|e| panic!("a bad request {text:?}: {e:?}"));
                    self.sent.push((slot, request.index));
                    self.posted.push((slot, request));
                }
                Effect::Report(event) => self.events.push(event),
                other => self.done.push(other),
            }
        }
    }

    fn start(&mut self, workers: usize) {
        let schedule = Schedule::queens(8).unwrap_or_else(|e| panic!("{e:?}"));
        self.input(Input::Start { schedule, workers });
    }

    fn generation(&self) -> u32 {
        self.dispatch.generation
    }

    fn hear(&mut self, slot: usize, what: Heard) {
        let generation = self.generation();
        self.input(Input::Heard {
            generation,
            slot,
            what,
        });
    }

    fn ready(&mut self, slot: usize) {
        self.hear(slot, Heard::Message(Reply::<u64>::Ready.encode()));
    }

    /// Worker `slot` answers its oldest job with the true count; false if it holds none.
    fn answer(&mut self, slot: usize) -> bool {
        let Some(at) = self.posted.iter().position(|(s, _)| *s == slot) else {
            return false;
        };
        let (_, request) = self.posted.remove(at);
        let reply = Reply::Done {
            run: request.run,
            index: request.index,
            found: Placements::count(&request.job),
        };
        self.hear(slot, Heard::Message(reply.encode()));
        true
    }

    /// The live workers `slots` answer in turn until none holds a job.
    fn answer_all(&mut self, slots: &[usize]) {
        // Every worker answers once a round (no short circuit), until a round answers nothing.
        while slots
            .iter()
            .map(|&slot| self.answer(slot))
            .collect::<Vec<bool>>()
            .contains(&true)
        {}
    }

    fn finished(&self) -> Vec<Placements> {
        self.events
            .iter()
            .filter_map(|e| match e {
                PoolEvent::Finished { count } => Some(*count),
                _ => None,
            })
            .collect()
    }

    fn job_count() -> usize {
        Schedule::queens(8).map_or(0, |mut s| std::iter::from_fn(|| s.next_job()).count())
    }
}

#[test]
fn jobs_go_out_to_ready_workers_two_at_a_time_each_once_and_add_up() {
    let mut h = Harness::new();
    h.start(2);
    assert_eq!(
        h.done,
        [Effect::Spawn {
            generation: 1,
            count: 2
        }]
    );
    assert!(h.sent.is_empty(), "no job before a worker is ready");
    h.ready(0);
    assert_eq!(
        h.sent.iter().filter(|(s, _)| *s == 0).count(),
        JOBS_IN_FLIGHT
    );
    h.ready(1);
    assert_eq!(h.sent.len(), 2 * JOBS_IN_FLIGHT);
    h.answer_all(&[0, 1]);
    assert_eq!(h.finished(), [EIGHT]);
    let mut indices: Vec<u32> = h.sent.iter().map(|&(_, i)| i).collect();
    indices.sort_unstable();
    let all: Vec<u32> = (0..Harness::job_count() as u32).collect();
    assert_eq!(indices, all, "every job out exactly once");
    assert!(h.dispatch.is_warm(2));
    assert!(!h.dispatch.is_warm(3));
}

#[test]
fn a_second_run_on_idle_workers_reuses_them() {
    let mut h = Harness::new();
    h.start(2);
    h.ready(0);
    h.ready(1);
    h.answer_all(&[0, 1]);
    h.done.clear();
    h.start(2);
    assert!(h.done.is_empty(), "no new workers: {:?}", h.done);
    assert_eq!(h.posted.len(), 2 * JOBS_IN_FLIGHT);
    h.answer_all(&[0, 1]);
    assert_eq!(h.finished(), [EIGHT, EIGHT]);
}

#[test]
fn a_lost_worker_s_jobs_go_to_the_others() {
    let mut h = Harness::new();
    h.start(2);
    h.ready(0);
    h.ready(1);
    let held: Vec<u32> = h
        .sent
        .iter()
        .filter(|(s, _)| *s == 0)
        .map(|&(_, i)| i)
        .collect();
    h.posted.retain(|(s, _)| *s != 0);
    h.hear(0, Heard::Error(Some("boom".into())));
    assert_eq!(h.done.last(), Some(&Effect::Stop { slot: 0 }));
    assert!(h.events.contains(&PoolEvent::WorkerLost {
        reason: CountFailure::WorkerStopped(Some("boom".into())),
        left: 1,
    }));
    // What the lost worker says from now on is not heard.
    let before = h.sent.len();
    h.ready(0);
    assert_eq!(h.sent.len(), before);
    h.answer_all(&[1]);
    assert_eq!(h.finished(), [EIGHT]);
    for index in held {
        assert!(
            h.sent.contains(&(1, index)),
            "job {index} went to the other worker"
        );
    }
}

#[test]
fn a_cancelled_run_is_never_reported_and_the_next_starts_new_workers() {
    let mut h = Harness::new();
    h.start(2);
    h.ready(0);
    h.ready(1);
    h.answer(0);
    assert!(h.dispatch.is_counting());
    h.input(Input::Cancel);
    assert!(!h.dispatch.is_counting());
    assert_eq!(h.done.last(), Some(&Effect::TerminateAll));
    let events = h.events.len();
    // The terminated workers' last words are not heard.
    h.answer_all(&[0, 1]);
    assert_eq!(h.events.len(), events);
    h.start(2);
    assert_eq!(
        h.done.last(),
        Some(&Effect::Spawn {
            generation: 2,
            count: 2
        })
    );
    // Nor is anything the old set says.
    h.input(Input::Heard {
        generation: 1,
        slot: 0,
        what: Heard::Message(Reply::<u64>::Ready.encode()),
    });
    assert!(h.posted.is_empty());
    h.ready(0);
    h.ready(1);
    assert!(h.dispatch.is_counting());
    h.answer_all(&[0, 1]);
    assert_eq!(h.finished(), [EIGHT]);
    assert!(!h.dispatch.is_counting());
}

#[test]
fn a_reply_for_an_earlier_run_is_ignored() {
    let mut h = Harness::new();
    h.start(1);
    h.ready(0);
    h.answer_all(&[0]);
    h.start(1);
    let stale = Reply::Done {
        run: h.posted[0].1.run - 1,
        index: h.posted[0].1.index,
        found: 1_000_000,
    };
    h.hear(0, Heard::Message(stale.encode()));
    h.answer_all(&[0]);
    assert_eq!(h.finished(), [EIGHT, EIGHT]);
    assert!(!h.events.iter().any(|e| matches!(e, PoolEvent::Failed(_))));
}

#[test]
fn with_every_worker_lost_the_page_counts_the_rest_a_slice_at_a_time() {
    let mut h = Harness::new();
    h.start(2);
    h.ready(0);
    h.answer(0);
    h.hear(0, Heard::Error(None));
    h.input(Input::ReadyTimeout { generation: 1 });
    assert!(h.events.contains(&PoolEvent::WorkerLost {
        reason: CountFailure::NeverReady { seconds: 5 },
        left: 0,
    }));
    let Some(Effect::CountOnPage { run }) = h.done.last().cloned() else {
        panic!("the page does not count: {:?}", h.done);
    };
    // The clock moves 3 ms at each read, so a slice of 8 ms holds a few jobs.
    h.tick = 3.0;
    let mut slices = 0;
    while h.finished().is_empty() {
        slices += 1;
        assert!(slices < 1000, "the page never finishes");
        h.input(Input::PageSlice { run });
    }
    assert!(slices > 1, "counted in slices, not in one task");
    assert_eq!(h.finished(), [EIGHT]);
}

#[test]
fn a_page_slice_of_a_cancelled_run_does_nothing() {
    let mut h = Harness::new();
    h.start(1);
    h.input(Input::ReadyTimeout { generation: 1 });
    let Some(Effect::CountOnPage { run }) = h.done.last().cloned() else {
        panic!("the page does not count: {:?}", h.done);
    };
    h.input(Input::Cancel);
    let effects = h.done.len();
    h.input(Input::PageSlice { run });
    assert_eq!(h.done.len(), effects);
    assert!(h.finished().is_empty());
}

#[test]
fn only_workers_not_ready_in_time_are_given_up_on() {
    let mut h = Harness::new();
    h.start(2);
    h.ready(1);
    h.input(Input::ReadyTimeout { generation: 1 });
    assert!(h.done.contains(&Effect::Stop { slot: 0 }));
    assert!(!h.done.contains(&Effect::Stop { slot: 1 }));
    h.answer_all(&[1]);
    assert_eq!(h.finished(), [EIGHT]);
}

#[test]
fn a_bad_message_a_bad_job_or_a_failed_send_stops_the_run() {
    for (input, reason) in [
        (
            Heard::Message("hello".into()),
            CountFailure::BadMessage("unknown message kind \"hello\"".into()),
        ),
        (Heard::NotText, CountFailure::NotText),
        (
            Heard::Message("failed no such job".into()),
            CountFailure::BadJob("no such job".into()),
        ),
    ] {
        let mut h = Harness::new();
        h.start(1);
        h.ready(0);
        h.hear(0, input);
        match h.events.last() {
            Some(PoolEvent::Failed(got)) => {
                assert_eq!(std::mem::discriminant(got), std::mem::discriminant(&reason))
            }
            other => panic!("not failed: {other:?}"),
        }
        assert_eq!(h.done.last(), Some(&Effect::TerminateAll));
        assert!(!h.dispatch.is_counting());
    }
    let mut h = Harness::new();
    h.start(1);
    h.input(Input::SendFailed);
    assert_eq!(h.events, [PoolEvent::Failed(CountFailure::SendFailed)]);
}

#[test]
fn progress_is_told_at_most_every_100_ms() {
    let mut h = Harness::new();
    h.start(1);
    h.ready(0);
    h.answer(0);
    h.answer(0);
    let told = |h: &Harness| {
        h.events
            .iter()
            .filter(|e| matches!(e, PoolEvent::Progress { .. }))
            .count()
    };
    assert_eq!(
        told(&h),
        1,
        "the first result is told at once, the second too soon"
    );
    h.now.set(PROGRESS_EVERY_MS);
    h.answer(0);
    assert_eq!(told(&h), 2);
}

#[test]
fn dropping_the_pool_terminates_its_workers() {
    let mut h = Harness::new();
    h.start(2);
    h.input(Input::Drop);
    assert_eq!(h.done.last(), Some(&Effect::TerminateAll));
    h.ready(0);
    assert!(h.sent.is_empty());
}
