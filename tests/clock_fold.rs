//! The clock as a fold of timestamped events (issue 4): hand-computed scenarios at each control's
//! edges, and properties checked against an independent running-time tally.

use arbiter::clock::{Clock, ClockError, ClockEvent, FirstFlag, TimeControl, format_ms};
use proptest::prelude::*;
use shakmaty::Color;

const S: i64 = 1000;
const MIN: i64 = 60 * S;

fn clock(text: &str) -> Clock {
    match text.parse::<TimeControl>() {
        Ok(tc) => Clock::new(&tc),
        Err(err) => panic!("{text}: {err}"),
    }
}

fn ok(c: &mut Clock, at: i64, ev: ClockEvent) {
    if let Err(err) = c.apply(at, &ev) {
        panic!("{ev:?} at {at}: {err}");
    }
}

/// White presses move k at (2k-1)·step, Black at 2k·step, for `moves` moves each.
fn play_moves(c: &mut Clock, from_move: u32, to_move: u32, step: i64) {
    for k in from_move..=to_move {
        let k = i64::from(k);
        ok(c, (2 * k - 1) * step, ClockEvent::Press);
        ok(c, 2 * k * step, ClockEvent::Press);
    }
}

#[test]
fn fischer_is_credited_before_move_1() {
    let c = clock("5400+30");
    let r = c.reading(0);
    assert_eq!(r.white.ms, 5_430_000);
    assert_eq!(r.black.ms, 5_430_000);
    assert_eq!(format_ms(r.white.ms), "1:30:30");
    assert_eq!(r.running, None);
    let mut c = clock("5400+30");
    ok(&mut c, 0, ClockEvent::Start);
    ok(&mut c, 10 * S, ClockEvent::Press);
    // 90:30 − 10 s + 30 s for move 2.
    assert_eq!(c.reading(10 * S).white.ms, 5_450_000);
    assert_eq!(c.reading(10 * S).running, Some(Color::Black));
    assert_eq!(c.reading(25 * S).black.ms, 5_430_000 - 15 * S);
}

#[test]
fn move_40_adds_the_second_period_exactly_once() {
    let mut c = clock("fide-standard");
    ok(&mut c, 0, ClockEvent::Start);
    play_moves(&mut c, 1, 39, MIN);
    let r = c.reading(78 * MIN);
    // 90:30 + 39 × (30 s − 60 s)
    assert_eq!(r.white.ms, 5_430_000 - 39 * 30 * S);
    assert_eq!(r.white.period, 1);
    assert_eq!(r.white.moves, 39);
    ok(&mut c, 79 * MIN, ClockEvent::Press); // White completes move 40
    let r = c.reading(79 * MIN);
    assert_eq!(r.white.ms, 5_430_000 - 40 * 30 * S + 1_800_000);
    assert_eq!(r.white.moves, 40);
    assert_eq!(r.white.period, 2);
    assert_eq!(r.black.period, 1);
    ok(&mut c, 80 * MIN, ClockEvent::Press); // Black completes move 40
    assert_eq!(
        c.reading(80 * MIN).black.ms,
        5_430_000 - 40 * 30 * S + 1_800_000
    );
    ok(&mut c, 81 * MIN, ClockEvent::Press); // White's move 41: no second 30 minutes
    let r = c.reading(81 * MIN);
    assert_eq!(r.white.ms, 6_030_000 - 30 * S);
    assert_eq!(r.white.period, 2);
    assert_eq!(r.white.moves, 41);
}

#[test]
fn increment_from_move_61() {
    let mut c = clock("fide-classic-61");
    assert_eq!(c.reading(0).white.ms, 7_200_000);
    ok(&mut c, 0, ClockEvent::Start);
    play_moves(&mut c, 1, 39, S);
    assert_eq!(c.reading(78 * S).white.ms, 7_200_000 - 39 * S);
    play_moves(&mut c, 40, 59, S);
    let r = c.reading(118 * S);
    assert_eq!(r.white.ms, 7_200_000 - 59 * S + 3_600_000);
    assert_eq!(r.white.period, 2);
    ok(&mut c, 119 * S, ClockEvent::Press); // White completes move 60: +15 min, +30 s for move 61
    let r = c.reading(119 * S);
    assert_eq!(
        r.white.ms,
        7_200_000 - 60 * S + 3_600_000 + 900_000 + 30_000
    );
    assert_eq!(r.white.period, 3);
    ok(&mut c, 120 * S, ClockEvent::Press);
    ok(&mut c, 121 * S, ClockEvent::Press); // White's move 61
    assert_eq!(c.reading(121 * S).white.ms, 11_670_000 - S + 30_000);
}

#[test]
fn delay_runs_first_and_never_adds() {
    let mut c = clock("5400d10");
    ok(&mut c, 0, ClockEvent::Start);
    assert_eq!(c.reading(5 * S).white.ms, 5_400_000);
    assert_eq!(c.reading(10 * S).white.ms, 5_400_000);
    assert_eq!(c.reading(12 * S).white.ms, 5_398_000);
    ok(&mut c, 8 * S, ClockEvent::Press); // within the delay: unchanged, nothing added
    assert_eq!(c.reading(8 * S).white.ms, 5_400_000);
    // Black: 4 s of delay used, pause 100 s, then 6 s more delay before main time runs.
    ok(&mut c, 12 * S, ClockEvent::Pause);
    assert_eq!(c.reading(50 * S).black.ms, 5_400_000);
    ok(&mut c, 112 * S, ClockEvent::Resume);
    assert_eq!(c.reading(118 * S).black.ms, 5_400_000);
    assert_eq!(c.reading(121 * S).black.ms, 5_397_000);
    ok(&mut c, 133 * S, ClockEvent::Press);
    assert_eq!(c.reading(133 * S).black.ms, 5_400_000 - 15 * S);
    // White's next move has a fresh delay.
    assert_eq!(c.reading(143 * S).white.ms, 5_400_000);
    assert_eq!(c.reading(144 * S).white.ms, 5_399_000);
}

#[test]
fn armageddon_flag_at_exactly_zero_freezes() {
    let mut c = clock("armageddon");
    let r = c.reading(0);
    assert_eq!((r.white.ms, r.black.ms), (300_000, 240_000));
    ok(&mut c, 0, ClockEvent::Start);
    ok(&mut c, 5 * S, ClockEvent::Press);
    let before = c.clone();
    // Black's 4:00 runs out at 5 s + 240 s.
    let r = c.reading(245 * S - 1);
    assert_eq!(r.black.ms, 1);
    assert_eq!(r.first_flag, None);
    let r = c.reading(245 * S);
    assert_eq!(r.black.ms, 0);
    assert_eq!(r.black.flag_at, Some(245 * S));
    assert_eq!(r.first_flag, Some(FirstFlag::Black));
    assert!(r.flag_in_last_period);
    assert!(r.frozen);
    assert_eq!(r.running, None);
    // Frozen: the white time no longer runs either.
    assert_eq!(c.reading(400 * S).white.ms, 295_000);
    assert_eq!(c.reading(400 * S).black.flag_at, Some(245 * S));
    // A press at the very instant is too late, and refused without changing anything.
    assert_eq!(
        c.apply(245 * S, &ClockEvent::Press),
        Err(ClockError::Frozen { side: Color::Black })
    );
    assert_eq!(c, before);
    ok(&mut c, 245 * S - 1, ClockEvent::Press);
    assert_eq!(c.reading(245 * S - 1).black.ms, 1);
    assert_eq!(c.reading(245 * S - 1).black.flag_at, None);
}

#[test]
fn guidelines_iii_4_extra_increment_and_two_minutes() {
    let mut c = clock("quickplay");
    ok(&mut c, 0, ClockEvent::Start);
    ok(&mut c, 100 * S, ClockEvent::Press);
    ok(&mut c, 150 * S, ClockEvent::Pause);
    ok(&mut c, 150 * S, ClockEvent::Increment { ms: 5 * S });
    ok(
        &mut c,
        160 * S,
        ClockEvent::Adjust {
            side: Color::White,
            ms: 2 * MIN,
        },
    );
    ok(&mut c, 170 * S, ClockEvent::Resume);
    let r = c.reading(170 * S);
    assert_eq!(r.extra_increment_ms, 5 * S);
    assert_eq!(r.white.ms, 3_500_000 + 120_000);
    assert_eq!(r.black.ms, 3_550_000);
    ok(&mut c, 220 * S, ClockEvent::Press); // Black: 50 + 50 s used, +5 s
    assert_eq!(c.reading(220 * S).black.ms, 3_600_000 - 100 * S + 5 * S);
    ok(&mut c, 230 * S, ClockEvent::Press); // White: 10 s used, +5 s
    assert_eq!(c.reading(230 * S).white.ms, 3_620_000 - 10 * S + 5 * S);
    assert_eq!(
        c.apply(231 * S, &ClockEvent::Increment { ms: -1 }),
        Err(ClockError::NegativeIncrement { ms: -1 })
    );
}

#[test]
fn adjust_two_minutes_both_ways_and_while_paused() {
    let mut c = clock("3600");
    ok(&mut c, 0, ClockEvent::Start);
    ok(&mut c, 50 * S, ClockEvent::Pause);
    ok(
        &mut c,
        60 * S,
        ClockEvent::Adjust {
            side: Color::White,
            ms: 2 * MIN,
        },
    );
    ok(
        &mut c,
        70 * S,
        ClockEvent::Adjust {
            side: Color::Black,
            ms: -2 * MIN,
        },
    );
    let r = c.reading(100 * S);
    assert_eq!(r.white.ms, 3_600_000 - 50 * S + 2 * MIN);
    assert_eq!(r.black.ms, 3_600_000 - 2 * MIN);
    assert!(r.paused);
    assert_eq!(r.running, None);
    assert_eq!(r.to_move, Some(Color::White));
    ok(&mut c, 100 * S, ClockEvent::Resume);
    assert_eq!(c.reading(110 * S).white.ms, 3_600_000 - 60 * S + 2 * MIN);
    let before = c.clone();
    assert!(matches!(
        c.apply(
            110 * S,
            &ClockEvent::Adjust {
                side: Color::Black,
                ms: -4 * 3_600_000
            }
        ),
        Err(ClockError::NegativeTime {
            side: Color::Black,
            ..
        })
    ));
    assert_eq!(c, before);
}

#[test]
fn set_with_move_counters_then_period_two() {
    let mut c = clock("fide-standard");
    ok(&mut c, 0, ClockEvent::Start);
    ok(&mut c, 10 * S, ClockEvent::Pause);
    ok(
        &mut c,
        20 * S,
        ClockEvent::Set {
            white_ms: 1_000_000,
            black_ms: 900_000,
            white_moves: Some(39),
            black_moves: Some(39),
        },
    );
    let r = c.reading(20 * S);
    assert_eq!(
        (r.white.ms, r.white.moves, r.white.period),
        (1_000_000, 39, 1)
    );
    assert_eq!((r.black.ms, r.black.moves), (900_000, 39));
    ok(&mut c, 30 * S, ClockEvent::Resume);
    ok(&mut c, 40 * S, ClockEvent::Press); // completes move 40
    let r = c.reading(40 * S);
    assert_eq!(r.white.ms, 1_000_000 - 10 * S + 1_800_000 + 30 * S);
    assert_eq!((r.white.moves, r.white.period), (40, 2));
    // Set without counters keeps them.
    ok(
        &mut c,
        41 * S,
        ClockEvent::Set {
            white_ms: 5,
            black_ms: 6,
            white_moves: None,
            black_moves: None,
        },
    );
    let r = c.reading(41 * S);
    assert_eq!((r.white.ms, r.white.moves, r.black.moves), (5, 40, 39));
}

#[test]
fn both_flags_by_set_order_unknown() {
    let mut c = clock("quickplay");
    ok(&mut c, 0, ClockEvent::Start);
    ok(&mut c, 10 * S, ClockEvent::Pause);
    ok(
        &mut c,
        20 * S,
        ClockEvent::Set {
            white_ms: 0,
            black_ms: 0,
            white_moves: None,
            black_moves: None,
        },
    );
    let r = c.reading(30 * S);
    assert!(r.white.flagged && r.black.flagged);
    assert_eq!((r.white.flag_at, r.black.flag_at), (None, None));
    assert_eq!(r.first_flag, Some(FirstFlag::Unknown));
    assert!(r.flag_in_last_period); // III.3.1: draw
    assert!(r.frozen);
}

#[test]
fn both_flags_observed_without_timing() {
    let mut c = clock("40/5400:1800");
    ok(&mut c, 0, ClockEvent::Start);
    ok(
        &mut c,
        10 * S,
        ClockEvent::FlagObserved { side: Color::White },
    );
    ok(
        &mut c,
        10 * S,
        ClockEvent::FlagObserved { side: Color::Black },
    );
    let r = c.reading(10 * S);
    assert_eq!((r.white.ms, r.black.ms), (0, 0));
    assert_eq!(r.first_flag, Some(FirstFlag::Unknown));
    // First period: III.3.1 says play continues; the clock is not frozen.
    assert!(!r.flag_in_last_period);
    assert!(!r.frozen);
    assert_eq!(r.running, Some(Color::White));
}

#[test]
fn flags_in_a_non_last_period_keep_the_order() {
    let mut c = clock("40/60:60");
    ok(&mut c, 0, ClockEvent::Start);
    let r = c.reading(60 * S);
    assert_eq!(r.white.flag_at, Some(60 * S));
    assert!(!r.frozen);
    assert_eq!(r.running, Some(Color::White));
    ok(&mut c, 70 * S, ClockEvent::Press); // not frozen: the press still counts
    assert_eq!(c.reading(70 * S).white.moves, 1);
    let r = c.reading(200 * S);
    assert_eq!(r.black.flag_at, Some(130 * S));
    assert_eq!(r.first_flag, Some(FirstFlag::White));
    assert!(!r.flag_in_last_period);
}

#[test]
fn observed_flag_before_a_known_flag_comes_first() {
    let mut c = clock("40/100:60");
    ok(&mut c, 0, ClockEvent::Start);
    ok(
        &mut c,
        50 * S,
        ClockEvent::FlagObserved { side: Color::White },
    );
    ok(&mut c, 60 * S, ClockEvent::Press);
    let r = c.reading(200 * S);
    assert_eq!(r.black.flag_at, Some(160 * S));
    assert_eq!(r.first_flag, Some(FirstFlag::White));
}

#[test]
fn pause_spanning_a_flag_check() {
    let mut c = clock("60");
    ok(&mut c, 0, ClockEvent::Start);
    ok(&mut c, 30 * S, ClockEvent::Pause);
    let r = c.reading(100 * S);
    assert_eq!(r.white.ms, 30 * S);
    assert_eq!(r.first_flag, None);
    ok(&mut c, 100 * S, ClockEvent::Resume);
    assert_eq!(c.reading(130 * S - 1).white.ms, 1);
    assert_eq!(format_ms(c.reading(130 * S - 1).white.ms), "0:00:00.1");
    let r = c.reading(130 * S);
    assert_eq!(r.white.flag_at, Some(130 * S));
    assert_eq!(format_ms(r.white.ms), "0:00:00.0");
}

#[test]
fn adjust_lifts_a_showing_flag() {
    let mut c = clock("60");
    ok(&mut c, 0, ClockEvent::Start);
    ok(&mut c, 70 * S, ClockEvent::Pause);
    assert!(c.reading(70 * S).frozen);
    ok(
        &mut c,
        80 * S,
        ClockEvent::Adjust {
            side: Color::White,
            ms: 30 * S,
        },
    );
    ok(&mut c, 90 * S, ClockEvent::Resume);
    let r = c.reading(100 * S);
    assert_eq!(r.white.ms, 20 * S);
    assert_eq!(r.first_flag, None);
    assert_eq!(r.running, Some(Color::White));
}

#[test]
fn refused_events_name_the_problem_and_change_nothing() {
    let mut c = clock("300+2");
    let fresh = c.clone();
    assert_eq!(
        c.apply(0, &ClockEvent::Press),
        Err(ClockError::NotStarted { action: "press" })
    );
    assert_eq!(c.apply(0, &ClockEvent::Resume), Err(ClockError::NotPaused));
    assert_eq!(c, fresh);
    ok(&mut c, 10, ClockEvent::Start);
    assert_eq!(
        c.apply(20, &ClockEvent::Start),
        Err(ClockError::AlreadyStarted)
    );
    let err = c.apply(5, &ClockEvent::Press);
    assert_eq!(
        err,
        Err(ClockError::OutOfOrder {
            action: "press",
            at: 5,
            last: 10
        })
    );
    ok(&mut c, 20, ClockEvent::Pause);
    let paused = c.clone();
    assert_eq!(
        c.apply(30, &ClockEvent::Press),
        Err(ClockError::Paused { action: "press" })
    );
    assert_eq!(
        c.apply(30, &ClockEvent::Pause),
        Err(ClockError::Paused { action: "pause" })
    );
    assert_eq!(c, paused);
    assert!(
        ClockError::Frozen { side: Color::Black }
            .to_string()
            .contains("black's flag"),
    );
}

#[test]
fn events_serialise_with_an_action_tag() {
    let ev = ClockEvent::Adjust {
        side: Color::Black,
        ms: 120_000,
    };
    let json = serde_json::to_string(&ev).unwrap();
    assert_eq!(json, r#"{"action":"adjust","side":"black","ms":120000}"#);
    assert_eq!(serde_json::from_str::<ClockEvent>(&json).unwrap(), ev);
    let ev: ClockEvent =
        serde_json::from_str(r#"{"action":"flag_observed","side":"white"}"#).unwrap();
    assert_eq!(ev, ClockEvent::FlagObserved { side: Color::White });
    let ev: ClockEvent =
        serde_json::from_str(r#"{"action":"set","white_ms":1,"black_ms":2}"#).unwrap();
    assert_eq!(
        ev,
        ClockEvent::Set {
            white_ms: 1,
            black_ms: 2,
            white_moves: None,
            black_moves: None
        }
    );
    assert_eq!(
        serde_json::to_string(&ClockEvent::Press).unwrap(),
        r#"{"action":"press"}"#
    );
}

// ---- properties -----------------------------------------------------------------------------

#[derive(Debug, Clone)]
enum Step {
    Press,
    Pause,
    Resume,
    Adjust(bool, i64),
}

fn arb_steps() -> impl Strategy<Value = Vec<(i64, Step)>> {
    proptest::collection::vec(
        (
            0i64..120_000,
            prop_oneof![
                6 => Just(Step::Press),
                1 => Just(Step::Pause),
                1 => Just(Step::Resume),
                1 => (any::<bool>(), -60_000i64..120_000).prop_map(|(w, ms)| Step::Adjust(w, ms)),
            ],
        ),
        0..120,
    )
}

fn to_event(step: &Step) -> ClockEvent {
    match step {
        Step::Press => ClockEvent::Press,
        Step::Pause => ClockEvent::Pause,
        Step::Resume => ClockEvent::Resume,
        Step::Adjust(white, ms) => ClockEvent::Adjust {
            side: if *white { Color::White } else { Color::Black },
            ms: *ms,
        },
    }
}

/// Timestamped events: Start at 0, then the steps at increasing instants.
fn timeline(steps: &[(i64, Step)]) -> Vec<(i64, ClockEvent)> {
    let mut at = 0;
    let mut out = vec![(0, ClockEvent::Start)];
    for (gap, step) in steps {
        at += gap;
        out.push((at, to_event(step)));
    }
    out
}

fn fold(c: &mut Clock, events: &[(i64, ClockEvent)]) {
    for (at, ev) in events {
        let _ = c.apply(*at, ev); // refused events leave the clock as it was
    }
}

proptest! {
    /// No increment, no flag: White's + Black's remaining time + the running time that passed
    /// = both base times + the adjustments. The running time is tallied here independently.
    #[test]
    fn time_is_conserved_without_increment(steps in arb_steps()) {
        let base = 100 * 3_600_000;
        let mut c = clock("360000");
        let events = timeline(&steps);
        let (mut started, mut paused, mut to_move) = (false, false, Color::White);
        let (mut last, mut ran, mut added) = (0i64, 0i64, 0i64);
        for (at, ev) in &events {
            if started && !paused {
                ran += at - last;
            }
            last = *at;
            if c.apply(*at, ev).is_err() {
                continue;
            }
            match ev {
                ClockEvent::Start => started = true,
                ClockEvent::Press => to_move = to_move.other(),
                ClockEvent::Pause => paused = true,
                ClockEvent::Resume => paused = false,
                ClockEvent::Adjust { ms, .. } => added += ms,
                _ => {}
            }
            let r = c.reading(*at);
            prop_assert_eq!(r.running, (started && !paused).then_some(to_move));
            prop_assert_eq!(r.white.ms + r.black.ms + ran, 2 * base + added);
        }
    }

    /// Fischer: remaining + used = base + the increments the Laws give for the moves begun
    /// (move 1 included) + the second period's time once 40 moves are completed.
    #[test]
    fn fischer_remaining_plus_used_is_base_plus_increments(gaps in proptest::collection::vec(0i64..90_000, 0..150)) {
        let mut c = clock("40/5400+30:1800+30");
        ok(&mut c, 0, ClockEvent::Start);
        let mut used = [0i64; 2];
        let mut at = 0;
        for (i, gap) in gaps.iter().enumerate() {
            at += gap;
            used[i % 2] += gap;
            ok(&mut c, at, ClockEvent::Press);
        }
        let r = c.reading(at);
        for (side, used) in [(r.white, used[0]), (r.black, used[1])] {
            let moves = i64::from(side.moves);
            let second = if moves >= 40 { 1_800_000 } else { 0 };
            prop_assert!(!side.flagged);
            prop_assert_eq!(side.ms + used, 5_400_000 + 30_000 * (moves + 1) + second);
        }
    }

    /// With a delay and no adjustments, no clock time ever goes up.
    #[test]
    fn delay_never_raises_the_time(steps in arb_steps(), probe in 0i64..120_000) {
        let steps: Vec<_> = steps.into_iter().filter(|(_, s)| !matches!(s, Step::Adjust(..))).collect();
        // One period: a second period's time would be a legitimate rise.
        let mut c = clock("600d15");
        let events = timeline(&steps);
        let mut prev = c.reading(0);
        let mut prev_at = 0;
        for (at, ev) in &events {
            let mid = c.reading((at - probe / 2).max(prev_at));
            prev_at = *at;
            let _ = c.apply(*at, ev);
            let now = c.reading(*at);
            for r in [mid, now] {
                prop_assert!(r.white.ms <= prev.white.ms && r.black.ms <= prev.black.ms, "{:?} then {:?}", prev, r);
                prev = r;
            }
        }
    }

    /// Replaying the same events gives the same clock; folding a prefix, keeping that clock, and
    /// going on with the rest gives the same clock as folding all at once; and a reading between
    /// events equals the state an event at that instant would see.
    #[test]
    fn fold_is_deterministic_and_splittable(
        steps in arb_steps(),
        extra in proptest::collection::vec((0usize..130, arb_sane_event()), 0..8),
        split in 0usize..140,
        probe in 0i64..120_000,
    ) {
        let control = "40/300+2:60d3";
        let mut events = timeline(&steps);
        // Sets, III.4 increments and observed flags slipped in at the instant of another event.
        for (index, ev) in extra {
            let index = index.min(events.len());
            let at = events.get(index).map_or(0, |(at, _)| *at);
            events.insert(index, (at, ev));
        }
        let mut all = clock(control);
        fold(&mut all, &events);
        let mut again = clock(control);
        fold(&mut again, &events);
        prop_assert_eq!(&all, &again);
        let split = split.min(events.len());
        let mut part = clock(control);
        fold(&mut part, &events[..split]);
        let mut resumed = part.clone();
        fold(&mut resumed, &events[split..]);
        prop_assert_eq!(&resumed, &all);
        if let Some((next_at, _)) = events.get(split) {
            let t = next_at - probe.min(*next_at) / 4;
            let t = t.max(events[..split].last().map_or(0, |(at, _)| *at));
            let lazy = part.reading(t);
            let mut eager = part.clone();
            // Adding 0 ms is a no-op that makes the clock account for the time up to `t`.
            let _ = eager.apply(t, &ClockEvent::Adjust { side: Color::White, ms: 0 });
            prop_assert_eq!(lazy, eager.reading(t));
        }
    }
}

#[test]
fn set_counters_decide_the_side_to_move() {
    // A resumed game (Black to move after White's 41st): Start runs Black's clock.
    let mut c = clock("fide-standard");
    ok(
        &mut c,
        0,
        ClockEvent::Set {
            white_ms: 600_000,
            black_ms: 500_000,
            white_moves: Some(41),
            black_moves: Some(40),
        },
    );
    ok(&mut c, 1000, ClockEvent::Start);
    let r = c.reading(11_000);
    assert_eq!(r.running, Some(Color::Black));
    assert_eq!((r.white.period, r.black.period), (2, 2));
    assert_eq!((r.white.ms, r.black.ms), (600_000, 490_000));
    // Counters that cannot both be right are refused.
    let before = c.clone();
    assert_eq!(
        c.apply(
            12_000,
            &ClockEvent::Set {
                white_ms: 1,
                black_ms: 1,
                white_moves: Some(40),
                black_moves: Some(42),
            },
        ),
        Err(ClockError::MoveCounters {
            white: 40,
            black: 42
        })
    );
    assert_eq!(c, before);
    // Correcting a counter while running hands the clock to the right side (6.10.2).
    ok(
        &mut c,
        12_000,
        ClockEvent::Set {
            white_ms: 600_000,
            black_ms: 489_000,
            white_moves: None,
            black_moves: Some(41),
        },
    );
    let r = c.reading(15_000);
    assert_eq!(r.running, Some(Color::White));
    assert_eq!((r.white.ms, r.black.ms), (597_000, 489_000));
}

#[test]
fn increment_to_take_back_after_an_illegal_move() {
    let mut c = clock("40/5400+30:1800+30@61");
    assert_eq!(c.increment_credited(Color::White), 0);
    ok(&mut c, 0, ClockEvent::Start);
    ok(&mut c, 10 * S, ClockEvent::Press);
    assert_eq!(c.increment_credited(Color::White), 30 * S);
    assert_eq!(c.increment_credited(Color::Black), 0);
    // Take it back (7.5.5): White is where it was before the press, less the time used.
    let back = -c.increment_credited(Color::White);
    ok(
        &mut c,
        10 * S,
        ClockEvent::Adjust {
            side: Color::White,
            ms: back,
        },
    );
    assert_eq!(c.reading(10 * S).white.ms, 5_430_000 - 10 * S);
    // Moves 41-60 have no increment in this control; III.4 adds its own.
    ok(&mut c, 11 * S, ClockEvent::Increment { ms: 5 * S });
    ok(&mut c, 11 * S, ClockEvent::Pause);
    ok(
        &mut c,
        11 * S,
        ClockEvent::Set {
            white_ms: 100 * S,
            black_ms: 100 * S,
            white_moves: Some(40),
            black_moves: Some(40),
        },
    );
    ok(&mut c, 11 * S, ClockEvent::Resume);
    ok(&mut c, 12 * S, ClockEvent::Press);
    assert_eq!(c.increment_credited(Color::White), 5 * S);
    assert_eq!(c.reading(12 * S).white.ms, 99 * S + 5 * S);
}

fn arb_any_event() -> impl Strategy<Value = ClockEvent> {
    let side = prop_oneof![Just(Color::White), Just(Color::Black)];
    prop_oneof![
        Just(ClockEvent::Start),
        Just(ClockEvent::Press),
        Just(ClockEvent::Pause),
        Just(ClockEvent::Resume),
        (side.clone(), any::<i64>()).prop_map(|(side, ms)| ClockEvent::Adjust { side, ms }),
        (
            any::<i64>(),
            any::<i64>(),
            any::<Option<u32>>(),
            any::<Option<u32>>()
        )
            .prop_map(|(white_ms, black_ms, white_moves, black_moves)| {
                ClockEvent::Set {
                    white_ms,
                    black_ms,
                    white_moves,
                    black_moves,
                }
            }),
        any::<i64>().prop_map(|ms| ClockEvent::Increment { ms }),
        side.prop_map(|side| ClockEvent::FlagObserved { side }),
    ]
}

proptest! {
    /// Events as they could come from a damaged or hostile file: any instants (in any order),
    /// any amounts. The clock refuses what it must and never panics; times stay non-negative.
    #[test]
    fn hostile_events_never_panic(
        events in proptest::collection::vec((any::<i64>(), arb_any_event()), 0..40),
        probe in any::<i64>(),
    ) {
        let mut sorted = events.clone();
        sorted.sort_by_key(|(at, _)| *at);
        for list in [&events, &sorted] {
            let mut c = clock("40/5400d5:20/1800+30@50:900+30");
            for (at, ev) in list {
                let _ = c.apply(*at, ev);
                let r = c.reading(probe);
                prop_assert!(r.white.ms >= 0 && r.black.ms >= 0);
                let r = c.reading(i64::MAX);
                prop_assert!(r.white.ms >= 0 && r.black.ms >= 0);
            }
        }
    }
}

#[test]
fn absurd_amounts_are_refused_not_wrapped() {
    let mut c = clock("300");
    ok(&mut c, 0, ClockEvent::Start);
    ok(&mut c, 0, ClockEvent::Increment { ms: i64::MAX });
    let before = c.clone();
    assert_eq!(
        c.apply(1, &ClockEvent::Press),
        Err(ClockError::Overflow { action: "press" })
    );
    assert_eq!(c, before);
    assert_eq!(
        c.apply(
            1,
            &ClockEvent::Adjust {
                side: Color::Black,
                ms: i64::MAX
            }
        ),
        Err(ClockError::Overflow { action: "adjust" })
    );
    assert_eq!(c.reading(i64::MAX).white.flag_at, Some(300_000));
}

/// Rarer events with plausible amounts.
fn arb_sane_event() -> impl Strategy<Value = ClockEvent> {
    let side = prop_oneof![Just(Color::White), Just(Color::Black)];
    prop_oneof![
        (
            0i64..400_000,
            0i64..400_000,
            proptest::option::of((0u32..70, any::<bool>()))
        )
            .prop_map(|(white_ms, black_ms, moves)| ClockEvent::Set {
                white_ms,
                black_ms,
                white_moves: moves.map(|(n, ahead)| n + u32::from(ahead)),
                black_moves: moves.map(|(n, _)| n),
            }),
        (0i64..10_000).prop_map(|ms| ClockEvent::Increment { ms }),
        side.prop_map(|side| ClockEvent::FlagObserved { side }),
    ]
}
