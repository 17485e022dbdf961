//! The engine's transitions, each as the browser specs exercise it: play, pause and seek; a link's
//! step; the scan stopped; a compared search shorter and longer; a question asked, answered,
//! skipped and stepped over; the student's right and wrong actions; the address written at most
//! once per [`PUBLISH_MS`].

use super::*;
use crate::queens::trace::perform::next_action;
use crate::queens::trace::{Algorithm, Tracer};

/// A search of `total` steps whose frame is its step, with a milestone every `every` steps.
#[derive(Clone, Debug, PartialEq)]
struct Count {
    step: u64,
    total: u64,
    every: u64,
}

impl Trace for Count {
    type Frame = u64;
    type Milestones = Vec<u64>;
    type Event = u64;

    fn advance(&mut self) -> bool {
        if self.step == self.total {
            return false;
        }
        self.step += 1;
        true
    }

    fn last_event(&self) -> Option<u64> {
        (self.step > 0).then_some(self.step)
    }

    fn is_finished(&self) -> bool {
        self.step == self.total
    }

    fn step(&self) -> u64 {
        self.step
    }

    fn frame(&self) -> u64 {
        self.step
    }

    fn record_milestone(&self, into: &mut Vec<u64>) -> bool {
        let is = self.step.is_multiple_of(self.every);
        if is {
            into.push(self.step);
        }
        is
    }

    fn memory_bytes(&self) -> usize {
        24
    }
}

fn count(total: u64) -> Count {
    Count {
        step: 0,
        total,
        every: 25,
    }
}

/// An engine of `count(total)` loaded at step 0 and scanned to its end.
fn scanned(total: u64) -> Engine<Count> {
    let mut engine = Engine::new();
    engine.load(Some(count(total)), 0);
    while !engine.scan(1_000, || false) {}
    engine
}

/// The frame shown (taken, so the next call sees only a change).
fn frame(engine: &mut Engine<Count>) -> Option<u64> {
    engine.take_frame().flatten()
}

#[test]
fn a_search_loads_at_the_address_s_step_once_the_scan_reaches_it() {
    let mut engine = Engine::new();
    engine.load(Some(count(100)), 40);
    assert_eq!(engine.searches(), 1);
    // The scan has not reached step 40: the step waits, step 0 is shown.
    assert_eq!(engine.position(), 0);
    assert_eq!(
        engine.pending(),
        Some(Target::Step {
            step: 40,
            from_link: true
        })
    );
    assert_eq!(frame(&mut engine), Some(0));
    // A slice of 30 steps is not enough; the next is.
    assert!(!engine.scan(30, || true));
    assert_eq!(engine.position(), 0);
    assert!(!engine.scan(30, || true));
    assert_eq!((engine.position(), engine.pending()), (40, None));
    assert_eq!(frame(&mut engine), Some(40));
    // The address already says 40: nothing to write.
    assert_eq!(engine.take_published(), None);
    assert!(engine.scan(1_000, || false));
    assert_eq!(engine.scan_state().total, Some(100));
}

#[test]
fn a_link_past_the_end_shows_the_end_and_says_so() {
    let mut engine = Engine::new();
    engine.load(Some(count(100)), 500);
    while !engine.scan(64, || false) {}
    assert_eq!(engine.position(), 100);
    assert_eq!(
        engine.take_clamped(),
        Some(Clamped {
            asked: 500,
            total: 100
        })
    );
    assert_eq!(engine.take_published(), Some(100));
    // A person's seek past the end is not reported.
    engine.seek(Target::step(0));
    engine.seek(Target::step(u64::MAX));
    assert_eq!((engine.position(), engine.take_clamped()), (100, None));
}

#[test]
fn a_stopped_scan_lands_a_target_on_the_last_step_scanned() {
    let mut engine = Engine::new();
    engine.load(Some(count(1_000)), 900);
    engine.scan(100, || true);
    assert_eq!(engine.position(), 0);
    engine.stop_scan();
    assert_eq!(engine.position(), 100);
    assert!(engine.scan_state().stopped);
    // Going on scanning lets the search be played further.
    engine.resume_scan();
    while !engine.scan(100, || false) {}
    engine.seek(Target::step(900));
    assert_eq!(engine.position(), 900);
}

#[test]
fn the_address_follows_a_step_from_outside_but_not_its_own() {
    let mut engine = scanned(100);
    engine.seek(Target::step(30));
    assert_eq!(engine.take_published(), Some(30));
    assert_eq!(frame(&mut engine), Some(30));
    // The address written comes back as a change of the view: nothing happens.
    engine.follow_address(30);
    assert_eq!((engine.position(), engine.take_frame()), (30, None));
    // Back or Forward names another step: it is shown, paused.
    engine.toggle();
    engine.follow_address(70);
    assert_eq!((engine.position(), engine.playing()), (70, false));
    assert_eq!(engine.take_published(), None);
}

#[test]
fn play_advances_pauses_and_starts_over_from_the_end() {
    let mut engine = scanned(100);
    engine.toggle();
    assert!(engine.playing());
    assert!(engine.tick(0.0, 3));
    assert!(engine.tick(16.0, 4));
    assert_eq!(engine.position(), 7);
    engine.toggle();
    assert!(!engine.playing());
    assert_eq!(engine.take_published(), Some(7));
    assert!(!engine.tick(32.0, 5), "a paused engine does not move");
    assert_eq!(engine.position(), 7);
    // To the end: it stops there and writes the end.
    engine.toggle();
    assert!(!engine.tick(48.0, 500));
    assert_eq!((engine.position(), engine.playing()), (100, false));
    assert_eq!(engine.take_published(), Some(100));
    // Play from the end starts over.
    engine.toggle();
    assert_eq!((engine.position(), engine.playing()), (0, true));
}

#[test]
fn while_playing_the_address_is_written_at_most_every_half_second() {
    let mut engine = scanned(10_000);
    engine.toggle();
    let mut written = Vec::new();
    for tick in 0..40 {
        assert!(engine.tick(f64::from(tick) * 50.0, 10));
        written.extend(engine.take_published());
    }
    // Ticks of 10 steps every 50 ms for 2 s: the first starts the clock, then a write every
    // 500 ms; pausing writes the step shown.
    assert_eq!(written, [110, 210, 310]);
    engine.toggle();
    assert_eq!(engine.take_published(), Some(400));
}

#[test]
fn steps_back_and_forth_and_between_milestones() {
    let mut engine = scanned(100);
    engine.step(true);
    engine.step(true);
    engine.step(false);
    assert_eq!(engine.position(), 1);
    engine.seek(Target::NextMilestone(1));
    assert_eq!(engine.position(), 25);
    engine.seek(Target::NextMilestone(25));
    assert_eq!(engine.position(), 50);
    engine.previous_milestone();
    assert_eq!(engine.position(), 25);
    // Past the last milestone, the next is the end once the scan knows it.
    engine.seek(Target::NextMilestone(100));
    assert_eq!(engine.position(), 100);
    engine.step(true);
    assert_eq!(engine.position(), 100);
    engine.seek(Target::step(0));
    engine.step(false);
    assert_eq!(engine.position(), 0);
}

#[test]
fn a_shorter_search_waits_at_its_end_for_the_longer_one_compared_with_it() {
    let mut leader = scanned(100);
    let mut follower = Engine::new();
    // The comparison is asked for before the second search's player starts: a step past the
    // first's end waits for it.
    leader.set_compared(true);
    leader.seek(Target::step(130));
    assert_eq!(leader.pending(), Some(Target::step(130)));
    follower.rebuild(Some(count(150)));
    leader.set_partner(Some(follower.scan_for_partner()));
    assert_eq!(leader.position(), 0);
    while !follower.scan(40, || false) {
        leader.set_partner(Some(follower.scan_for_partner()));
    }
    leader.set_partner(Some(follower.scan_for_partner()));
    // The clock runs to the longer search's end; this one shows its own end meanwhile.
    assert_eq!(leader.position(), 130);
    assert_eq!(frame(&mut leader), Some(100));
    assert_eq!(leader.waiting(leader.position()), Some(100));
    assert_eq!(leader.lockstep_scan().total, Some(150));
    follower.follow(leader.position());
    assert_eq!(
        (follower.position(), frame(&mut follower)),
        (130, Some(130))
    );
    leader.seek(Target::step(u64::MAX));
    assert_eq!(leader.position(), 150);
    // The compared search gone, it plays alone: the step past its end is its end.
    leader.set_partner(None);
    leader.set_compared(false);
    assert_eq!(leader.position(), 100);
}

#[test]
fn a_link_past_the_end_waits_for_the_search_compared_with_it() {
    let mut leader = Engine::new();
    leader.set_compared(true);
    leader.load(Some(count(100)), 130);
    while !leader.scan(1_000, || false) {}
    assert_eq!((leader.position(), leader.take_clamped()), (0, None));
    let mut follower = Engine::new();
    follower.rebuild(Some(count(150)));
    while !follower.scan(1_000, || false) {}
    leader.set_partner(Some(follower.scan_for_partner()));
    assert_eq!((leader.position(), leader.take_clamped()), (130, None));
}

#[test]
fn a_longer_search_plays_on_past_the_end_of_a_shorter_one_compared_with_it() {
    let mut leader = scanned(100);
    let mut follower = Engine::new();
    follower.rebuild(Some(count(40)));
    while !follower.scan(1_000, || false) {}
    leader.set_compared(true);
    leader.set_partner(Some(follower.scan_for_partner()));
    assert_eq!(leader.lockstep_scan().total, Some(100));
    leader.seek(Target::step(70));
    follower.follow(leader.position());
    assert_eq!(follower.position(), 40);
    assert_eq!(follower.waiting(leader.position()), Some(40));
    // A search that could not be made holds nothing back.
    follower.rebuild(None);
    assert_eq!(follower.scan_for_partner().total, Some(0));
    assert_eq!(Engine::<Count>::new().scan_for_partner(), Scan::default());
}

/// Asks before step 10 (at step 9) and before step 20.
fn asks_at_9_and_19() -> Option<Asks<Count>> {
    Some(Arc::new(|t: &Count| t.step == 9 || t.step == 19))
}

#[test]
fn playing_stops_at_a_question_and_plays_on_once_it_is_answered() {
    let mut engine = scanned(100);
    engine.ask_before(asks_at_9_and_19());
    engine.toggle();
    assert!(!engine.tick(0.0, 15));
    let held = Held {
        step: 9,
        revealed: false,
        resume: true,
    };
    assert_eq!((engine.position(), engine.held()), (9, Some(held)));
    assert!(!engine.playing());
    assert_eq!(engine.take_published(), Some(9));
    engine.answered();
    assert!(engine.playing());
    assert_eq!(engine.held(), None);
    // The question answered is passed, the next one is asked.
    assert!(engine.tick(16.0, 5));
    assert_eq!(engine.position(), 14);
    assert!(!engine.tick(32.0, 10));
    assert_eq!(engine.held().map(|h| h.step), Some(19));
}

#[test]
fn a_question_skipped_shows_its_answer_then_goes_on() {
    let mut engine = scanned(100);
    engine.ask_before(asks_at_9_and_19());
    engine.toggle();
    engine.tick(0.0, 15);
    // Play while the question is held shows its answer, and stays.
    engine.toggle();
    assert_eq!(engine.held().map(|h| h.revealed), Some(true));
    assert!(!engine.playing());
    // Play again goes on past it.
    engine.toggle();
    assert!(engine.playing());
    assert_eq!(engine.held(), None);
    assert!(engine.tick(16.0, 5));
    assert_eq!(engine.position(), 14);
}

#[test]
fn a_step_forward_stops_at_a_question_then_shows_its_answer_then_goes_on() {
    let mut engine = scanned(100);
    engine.ask_before(asks_at_9_and_19());
    engine.seek(Target::step(9));
    engine.step(true);
    assert_eq!(
        engine.held(),
        Some(Held {
            step: 9,
            revealed: false,
            resume: false
        })
    );
    engine.step(true);
    assert_eq!(engine.held().map(|h| h.revealed), Some(true));
    assert_eq!(engine.position(), 9);
    engine.step(true);
    assert_eq!((engine.position(), engine.held()), (10, None));
    // Going back lets it be asked again.
    engine.seek(Target::step(5));
    engine.seek(Target::step(9));
    engine.step(true);
    assert_eq!(engine.held().map(|h| h.step), Some(9));
    // Answered while paused, the player takes the step.
    engine.answered();
    assert_eq!((engine.position(), engine.held()), (10, None));
}

#[test]
fn a_question_no_longer_asked_is_let_go() {
    let mut engine = scanned(100);
    engine.ask_before(asks_at_9_and_19());
    engine.seek(Target::step(9));
    engine.step(true);
    assert!(engine.held().is_some());
    engine.ask_before(asks_at_9_and_19());
    assert!(engine.held().is_some(), "still asked: still held");
    engine.ask_before(None);
    assert_eq!(engine.held(), None);
    engine.step(true);
    assert_eq!(engine.position(), 10);
}

#[test]
fn the_student_s_right_action_goes_on_to_the_next_and_a_wrong_one_changes_nothing() {
    let mut engine = Engine::new();
    engine.load(Tracer::new(Algorithm::Pointer, 4).ok(), 0);
    while !engine.scan(1_000, || false) {}
    let expects = |t: &Tracer| next_action(t).is_some();
    // Opened where the program takes its own step, the search goes on to the student's action.
    engine.go_on(0, OWN_STEPS, expects);
    let first = engine.position();
    let expected = engine.trace_at(first).and_then(|t| next_action(&t));
    assert!(expected.is_some(), "the student acts at step {first}");
    // A wrong action is graded by the page and changes nothing here; a right one goes on.
    engine.performed(expects);
    let second = engine.position();
    assert!(second > first);
    assert!(engine
        .trace_at(second)
        .and_then(|t| next_action(&t))
        .is_some());
    assert_eq!(engine.take_published(), Some(second));
    // Performed to the end, every action expected is taken and the search ends.
    let mut actions = 2;
    while engine.scan_state().total != Some(engine.position()) {
        let before = engine.position();
        engine.performed(expects);
        assert!(engine.position() > before, "stuck at {before}");
        actions += 1;
    }
    assert!(actions > 10, "{actions}");
}

#[test]
fn nothing_to_play_is_shown_as_nothing() {
    let mut engine: Engine<Count> = Engine::new();
    engine.load(None, 30);
    assert_eq!(engine.take_frame(), Some(None));
    assert!(engine.scan(100, || false));
    engine.toggle();
    engine.step(true);
    assert_eq!((engine.position(), engine.playing()), (0, false));
    assert!(!engine.has_search());
    assert_eq!(engine.trace_at(0), None);
    assert_eq!(engine.first_step_where(0, 10, |_| true), None);
}
