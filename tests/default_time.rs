//! Default time (issue 17, Art. 6.7.1): a board whose game has not started when the default time
//! after the round's start has passed needs the arbiter, and the forfeit is one action. The
//! model takes `now`; nothing here sleeps. The CLI's side is in tests/rounds.rs.

use crate::common::events as common_events;

use arbiter::clock::ClockEvent;
use arbiter::event::command::{Command, check_all};
use arbiter::event::round::default_time_forfeit;
use arbiter::event::{BoardSetup, BoardState, EventKind, EventSettings, fold_with};
use arbiter::rules::GameScore;
use shakmaty::Color;

const START: i64 = 1_800_000_000_000;
const THIRTY_MIN: i64 = 30 * 60 * 1000;

fn settings() -> EventSettings {
    let mut s = EventSettings::new("x");
    s.control = Some("90m+30s".parse().expect("control"));
    s
}

fn folded(kinds: &[EventKind]) -> BoardState {
    let events = common_events::events(1, kinds, |i| START + i as i64 * 1000);
    fold_with(&BoardSetup::new(1, "W", "B"), &settings(), &events)
}

#[test]
fn the_alert_comes_when_the_default_time_has_passed_on_a_board_not_started() {
    let board = folded(&[]);
    // 30 minutes after the start: one millisecond before, no alert; at it, the alert.
    assert!(!board.default_time_passed(Some(START), THIRTY_MIN, START + THIRTY_MIN - 1));
    assert!(board.default_time_passed(Some(START), THIRTY_MIN, START + THIRTY_MIN));
    assert!(board.default_time_passed(Some(START), THIRTY_MIN, START + 5 * THIRTY_MIN));
    // Default time 0: a player must be present at the start.
    assert!(!board.default_time_passed(Some(START), 0, START - 1));
    assert!(board.default_time_passed(Some(START), 0, START));
    // No start time for the round: nothing to count from.
    assert!(!board.default_time_passed(None, 0, START + 5 * THIRTY_MIN));
}

#[test]
fn a_clock_start_or_a_move_or_a_result_means_the_game_has_begun() {
    let late = START + 2 * THIRTY_MIN;
    let started = folded(&[EventKind::Clock(ClockEvent::Start)]);
    assert!(!started.default_time_passed(Some(START), THIRTY_MIN, late));
    let moved = folded(&[EventKind::Move {
        san: "e4".into(),
        clock: None,
    }]);
    assert!(!moved.default_time_passed(Some(START), THIRTY_MIN, late));
    // The forfeit itself ends the alert.
    let empty = folded(&[]);
    let kinds = check_all(
        &empty,
        &settings(),
        &[default_time_forfeit(Color::White)],
        late,
    )
    .expect("the forfeit stands on a board not started");
    let forfeited = folded(&kinds);
    assert!(!forfeited.default_time_passed(Some(START), THIRTY_MIN, late));
}

#[test]
fn the_forfeit_names_the_absent_player_and_the_article() {
    for (absent, score) in [
        (Color::White, GameScore::BLACK_FORFEIT_WIN),
        (Color::Black, GameScore::WHITE_FORFEIT_WIN),
    ] {
        match default_time_forfeit(absent) {
            Command::Result {
                result, article, ..
            } => {
                assert_eq!(result, score, "{absent:?}");
                assert_eq!(article.as_deref(), Some("6.7.1"));
            }
            other => panic!("{other:?}"),
        }
    }
}

#[test]
fn the_app_hall_raises_the_alert_as_needing_attention() {
    use arbiter::tui::store_source::model_of;
    use arbiter::tui::view::Alert;
    let row_at = |state: &BoardState, now: i64| {
        let mut b = model_of(arbiter::i18n::catalog(arbiter::i18n::Lang::En), state);
        b.round_start_ms = Some(START);
        b.default_time_ms = THIRTY_MIN;
        b.tick(now);
        b.row(&|ms| ms.to_string())
    };
    let waiting = folded(&[]);
    let before = row_at(&waiting, START + THIRTY_MIN - 1);
    assert!(!before.alerts.contains(&Alert::DefaultTime), "{before:?}");
    let after = row_at(&waiting, START + THIRTY_MIN);
    assert!(after.alerts.contains(&Alert::DefaultTime), "{after:?}");
    assert!(after.needs_attention());
    // The clock was started: the players are there.
    let started = folded(&[EventKind::Clock(ClockEvent::Start)]);
    let playing = row_at(&started, START + 2 * THIRTY_MIN);
    assert!(!playing.alerts.contains(&Alert::DefaultTime), "{playing:?}");
}
