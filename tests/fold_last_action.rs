//! The board's last action in force (`BoardState::last_action`, what "take back the last
//! action" voids, Art. 7.5.1 corrections) is found once per fold since issue 21, not at every
//! event. Checked against its definition, read off the log directly: the last event of the log
//! that is neither a takeback nor voided by one, with who recorded it and what it did; and
//! against the one-event-at-a-time path (`apply_event`, what `check_all` judges commands on).

use arbiter::clock::ClockEvent;
use arbiter::event::fold::apply_event;
use arbiter::event::{BoardSetup, BoardState, Event, EventKind, EventSettings, fold_with};
use shakmaty::Color;

const T: i64 = 1_700_000_000_000;

/// A log mixing moves, clock actions, notes, offers and takebacks (of a move, of a note, of
/// the last action), by two arbiters, one with a display name.
fn log() -> Vec<Event> {
    let kinds = vec![
        EventKind::Clock(ClockEvent::Start),
        EventKind::Move {
            san: "e4".into(),
            clock: None,
        },
        EventKind::Move {
            san: "e5".into(),
            clock: None,
        },
        EventKind::Note {
            text: "a spectator spoke".into(),
        },
        EventKind::Takeback { of_seq: 4 },
        EventKind::Move {
            san: "Nf3".into(),
            clock: None,
        },
        EventKind::DrawOffer {
            by: Color::White,
            consent: false,
        },
        EventKind::Takeback { of_seq: 7 },
        EventKind::Takeback { of_seq: 6 },
        EventKind::Move {
            san: "Nc3".into(),
            clock: None,
        },
        EventKind::Note {
            text: "clock checked".into(),
        },
    ];
    kinds
        .into_iter()
        .zip(1u32..)
        .map(|(kind, seq)| Event {
            id: i64::from(seq),
            board: 1,
            seq,
            at_ms: T + i64::from(seq) * 1000,
            actor: if seq % 2 == 0 { "maria" } else { "ivan" }.into(),
            display_name: (seq % 3 == 0).then(|| "IA M. Fernández".to_string()),
            origin: None,
            kind,
        })
        .collect()
}

fn settings() -> EventSettings {
    let mut s = EventSettings::new("test");
    s.control = Some("5400+30".parse().expect("control"));
    s
}

/// The definition, from the log alone: (seq, at_ms, who, what) of the last event in force.
fn in_force(events: &[Event]) -> Option<(u32, i64, String, EventKind)> {
    let voided: Vec<u32> = events
        .iter()
        .filter_map(|e| match e.kind {
            EventKind::Takeback { of_seq } => Some(of_seq),
            _ => None,
        })
        .collect();
    events
        .iter()
        .rev()
        .find(|e| !matches!(e.kind, EventKind::Takeback { .. }) && !voided.contains(&e.seq))
        .map(|e| (e.seq, e.at_ms, e.who(), e.kind.clone()))
}

fn of(state: &BoardState) -> Option<(u32, i64, String, EventKind)> {
    state
        .last_action
        .as_ref()
        .map(|a| (a.seq, a.at_ms, a.who.clone(), a.what.clone()))
}

#[test]
fn every_prefix_names_the_last_event_in_force() {
    let setup = BoardSetup::new(1, "White", "Black");
    let events = log();
    let mut named = 0;
    for n in 0..=events.len() {
        let state = fold_with(&setup, &settings(), &events[..n]);
        let expected = in_force(&events[..n]);
        assert_eq!(of(&state), expected, "after {n} events");
        named += usize::from(expected.is_some());
    }
    // The log exercises a takeback of the last action (seq 7, then 6) and of an older one.
    assert_eq!(
        of(&fold_with(&setup, &settings(), &events[..9])).map(|a| a.0),
        Some(3)
    );
    assert!(named >= 10);
}

#[test]
fn one_event_at_a_time_names_the_same_action() {
    let setup = BoardSetup::new(1, "White", "Black");
    // The prefix before the first takeback: `apply_event` does not undo what a takeback voids.
    let events = log();
    let mut state = BoardState::empty(&setup, &settings());
    for (n, ev) in events.iter().enumerate().take(4) {
        apply_event(&mut state, ev);
        let whole = fold_with(&setup, &settings(), &events[..=n]);
        assert_eq!(of(&state), of(&whole), "after {} events", n + 1);
        assert!(state.last_action.is_some());
    }
}

/// Issue 30, D13: a press is taken back with the move before it only when both are one action:
/// the same instant and the same recorder (and the move still in force). A press made a second
/// later, or by another arbiter, stands alone. Kills `last_action_seqs`' `&&` → `||`.
#[test]
fn a_press_takes_its_move_with_it_only_when_one_action() {
    let setup = BoardSetup::new(1, "White", "Black");
    let event = |seq: u32, at_ms: i64, who: &str, kind: EventKind| Event {
        id: i64::from(seq),
        board: 1,
        seq,
        at_ms,
        actor: who.into(),
        display_name: None,
        origin: None,
        kind,
    };
    let e4 = || EventKind::Move {
        san: "e4".into(),
        clock: None,
    };
    let press = || EventKind::Clock(ClockEvent::Press);
    let start = event(1, T, "maria", EventKind::Clock(ClockEvent::Start));
    let cases = [
        // One action: the move and its press, one instant, one recorder.
        (T + 1000, "maria", T + 1000, "maria", vec![3, 2]),
        // The press a second later: the press alone.
        (T + 1000, "maria", T + 2000, "maria", vec![3]),
        // The press by another arbiter at the same instant: the press alone.
        (T + 1000, "maria", T + 1000, "ivan", vec![3]),
        // Both differ.
        (T + 1000, "maria", T + 2000, "ivan", vec![3]),
    ];
    // An offer of the same instant and recorder that is not the event before the move (a note
    // stands between): not part of the action; the move and its press are. Kills the offer
    // search's `&&` → `||`.
    let at = T + 2000;
    let events = vec![
        start.clone(),
        event(
            2,
            at,
            "maria",
            EventKind::DrawOffer {
                by: Color::White,
                consent: false,
            },
        ),
        event(
            3,
            at,
            "maria",
            EventKind::Note {
                text: "a word".into(),
            },
        ),
        event(4, at, "maria", e4()),
        event(5, at, "maria", press()),
    ];
    let state = fold_with(&setup, &settings(), &events);
    assert_eq!(state.last_action_seqs(), vec![5, 4]);
    // A move of the same instant and recorder that is not the event before the press (a note
    // stands between): the press alone. Kills the move search's `&&` → `||`.
    let events = vec![
        start.clone(),
        event(2, at, "maria", e4()),
        event(
            3,
            at,
            "maria",
            EventKind::Note {
                text: "a word".into(),
            },
        ),
        event(4, at, "maria", press()),
    ];
    let state = fold_with(&setup, &settings(), &events);
    assert_eq!(state.last_action_seqs(), vec![4]);
    for (move_at, move_by, press_at, press_by, want) in cases {
        let events = vec![
            start.clone(),
            event(2, move_at, move_by, e4()),
            event(3, press_at, press_by, press()),
        ];
        let state = fold_with(&setup, &settings(), &events);
        assert_eq!(
            state.last_action_seqs(),
            want,
            "move at {move_at} by {move_by}, press at {press_at} by {press_by}"
        );
    }
}
