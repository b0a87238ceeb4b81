//! The clock's Art. 7.5.5 reinstatement (`Clock::take_back_press`), its time order
//! (`check_order`) and the duration parser against the mutants cargo-mutants makes of them;
//! each test names the mutations it kills. Expected times are worked out from the control.

use arbiter::clock::{
    Clock, ClockError, ClockEvent, MAX_DURATION_MS, TimeControl, parse_duration,
    parse_signed_duration,
};
use shakmaty::Color;

const INC: i64 = 30_000;
const BASE1: i64 = 600_000;
const BASE2: i64 = 300_000;

/// Two moves in 10 min, then 5 min, 30 s a move from move 1: a period ends quickly.
fn control() -> TimeControl {
    "2/600+30:300+30".parse().expect("control")
}

fn started() -> Clock {
    let mut c = Clock::new(&control());
    c.apply(0, &ClockEvent::Start).expect("start");
    c
}

/// White presses after his illegal move: the increment it credited is taken back, White is on
/// move with his clock running and no move completed. Kills `take_back_press` → Ok(0)/Ok(1)/
/// Ok(-1), the deleted `!` and `==` → `!=` of the test of who is on move, `==` → `!=` of the
/// move count, and `-=` → `+=` / `/=` of the move count.
#[test]
fn the_offenders_press_is_undone_once() {
    let mut c = started();
    c.apply(10_000, &ClockEvent::Press).expect("press");
    let before = c.reading(10_000);
    assert_eq!(before.white.ms, BASE1 + INC - 10_000 + INC);
    assert_eq!(before.running, Some(Color::Black));
    assert_eq!(c.take_back_press(12_000, Color::White), Ok(INC));
    let r = c.reading(12_000);
    // Black's clock ran 2 s before the reinstatement.
    assert_eq!(r.black.ms, BASE1 + INC - 2_000);
    assert_eq!(r.white.ms, BASE1 + INC - 10_000);
    assert_eq!(r.white.moves, 0);
    assert_eq!(r.running, Some(Color::White));
    assert_eq!(r.to_move, Some(Color::White));
    // Called again with no press between: nothing more.
    assert_eq!(c.take_back_press(13_000, Color::White), Ok(0));
    let again = c.reading(13_000);
    assert_eq!(again.white.ms, BASE1 + INC - 11_000);
    assert_eq!(again.white.moves, 0);
}

/// The offender on move after a completed move of his own (the opponent pressed since): nothing
/// to take back. Kills both `||` → `&&` of the early return.
#[test]
fn nothing_is_taken_back_from_the_side_on_move() {
    let mut c = started();
    c.apply(10_000, &ClockEvent::Press).expect("white presses");
    c.apply(20_000, &ClockEvent::Press).expect("black presses");
    let before = c.reading(25_000);
    assert_eq!(c.take_back_press(25_000, Color::White), Ok(0));
    assert_eq!(c.reading(25_000), before);
    assert_eq!(before.white.moves, 1);
    assert_eq!(before.running, Some(Color::White));
}

/// Before the start, or for a side that has not moved, there is no press to undo.
#[test]
fn no_press_no_takeback() {
    let mut c = Clock::new(&control());
    let before = c.reading(0);
    assert_eq!(c.take_back_press(0, Color::Black), Ok(0));
    assert_eq!(c.reading(0), before);
    let mut c = started();
    let before = c.reading(5_000);
    assert_eq!(c.take_back_press(5_000, Color::Black), Ok(0));
    assert_eq!(c.reading(5_000), before);
}

/// The press that completed the first period's two moves credited the second period's base
/// time as well: both are taken back. Kills `+` → `-` / `*` in the next period's index.
#[test]
fn the_next_periods_time_is_taken_back_with_the_press_that_earned_it() {
    let mut c = started();
    c.apply(1_000, &ClockEvent::Press).expect("white 1");
    c.apply(2_000, &ClockEvent::Press).expect("black 1");
    let white_before = c.reading(2_000).white.ms;
    c.apply(3_000, &ClockEvent::Press).expect("white 2");
    let r = c.reading(3_000);
    assert_eq!(r.white.ms, white_before - 1_000 + BASE2 + INC);
    assert_eq!(r.white.period, 2);
    assert_eq!(c.take_back_press(3_000, Color::White), Ok(BASE2 + INC));
    let r = c.reading(3_000);
    assert_eq!(r.white.ms, white_before - 1_000);
    assert_eq!(r.white.moves, 1);
    assert_eq!(r.white.period, 1);
}

/// Equal instants are in order, an earlier one is not — for presses and for the takeback, and
/// a refused action leaves the clock as it was. Kills `check_order` → Ok(()), its guard →
/// true/false and `<` → `==` / `>` / `<=`.
#[test]
fn clock_events_must_come_in_time_order() {
    let mut c = started();
    c.apply(10_000, &ClockEvent::Press).expect("press");
    let before = c.reading(10_000);
    assert!(matches!(
        c.take_back_press(9_999, Color::White),
        Err(ClockError::OutOfOrder {
            at: 9_999,
            last: 10_000,
            ..
        })
    ));
    assert!(matches!(
        c.apply(9_999, &ClockEvent::Press),
        Err(ClockError::OutOfOrder { .. })
    ));
    assert_eq!(c.reading(10_000), before);
    // The same instant and a later one are fine.
    c.apply(10_000, &ClockEvent::Press).expect("same instant");
    c.apply(10_001, &ClockEvent::Press).expect("later");
    assert_eq!(c.take_back_press(10_001, Color::Black), Ok(0));
    // White's second press completed the first period: its base time comes back too.
    assert_eq!(c.take_back_press(10_002, Color::White), Ok(BASE2 + INC));
}

// --- parse_duration, parse_signed_duration ----------------------------------------------------

/// Kills `parse_duration` → Ok(0)/Ok(1)/Ok(-1), the `>` mutants of the field count, the `+` /
/// `==` mutants of which field is last, the `%` / `==` mutants of whole seconds before a colon,
/// and the `>` / `&&` / `>=` mutants of the 60 limit after a colon.
#[test]
fn durations_read_as_an_arbiter_writes_them() {
    let ok = [
        ("30", 30_000),
        ("30.5", 30_500),
        ("90", 90_000),
        ("2:00", 120_000),
        ("1:59.999", 119_999),
        ("60:00", 3_600_000),
        ("1:25:00", 5_100_000),
        ("0:00:59", 59_000),
        ("1:00:00.25", 3_600_250),
        ("2m", 120_000),
        ("1.5h", 5_400_000),
        ("90min", 5_400_000),
        (" 45s ", 45_000),
    ];
    for (text, ms) in ok {
        assert_eq!(parse_duration(text), Ok(ms), "{text:?}");
    }
    for bad in [
        "1:60",
        "1:00:60",
        "1:60:00",
        "1.5:00",
        "1:30.5:00",
        "1:00:00:00",
        "0:0:0:1",
        "",
        "x",
        "-5",
    ] {
        assert!(parse_duration(bad).is_err(), "{bad:?}");
    }
}

/// Exactly 1,000 hours is the most; a ms more is not. Kills `*` → `+` / `/` in the bound and the
/// `>` → `==` / `<` / `>=` of the check.
#[test]
fn the_bound_is_a_thousand_hours() {
    assert_eq!(MAX_DURATION_MS, 3_600_000_000);
    assert_eq!(parse_duration("1000h"), Ok(3_600_000_000));
    assert_eq!(parse_duration("1000:00:00"), Ok(3_600_000_000));
    assert!(parse_duration("1000:00:00.001").is_err());
    assert!(parse_duration("1001h").is_err());
}

/// Kills `parse_signed_duration` → Ok(0)/Ok(1)/Ok(-1), the deleted `-` and `*` → `+` / `/`.
#[test]
fn signed_durations_keep_their_sign() {
    assert_eq!(parse_signed_duration("-30"), Ok(-30_000));
    assert_eq!(parse_signed_duration("+2:00"), Ok(120_000));
    assert_eq!(parse_signed_duration("1m"), Ok(60_000));
    assert_eq!(parse_signed_duration(" -1:30 "), Ok(-90_000));
    let err = parse_signed_duration("-x").err().map(|e| e.text);
    assert_eq!(err.as_deref(), Some("-x"));
}
