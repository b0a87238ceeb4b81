//! What a folded board holds (issue 21: the app keeps 1,000 of them): the moves one arbiter
//! records in a row share one copy of the name, each move still names who recorded it (as
//! `Event::who` words it), and the JSON of a move is unchanged (`"actor": "name"`).

use arbiter::event::{BoardSetup, Event, EventKind, EventSettings, fold_with};

#[test]
fn moves_name_who_recorded_them_and_share_the_name() {
    let sans = ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6"];
    // Two arbiters: ivan records the first three moves, then "IA M. Fernández (maria)".
    let events: Vec<Event> = sans
        .iter()
        .zip(1u32..)
        .map(|(san, seq)| Event {
            id: i64::from(seq),
            board: 1,
            seq,
            at_ms: 1_700_000_000_000 + i64::from(seq),
            actor: if seq <= 3 { "ivan" } else { "maria" }.into(),
            display_name: (seq > 3).then(|| "IA M. Fernández".to_string()),
            origin: None,
            kind: EventKind::Move {
                san: (*san).into(),
                clock: None,
            },
        })
        .collect();
    let state = fold_with(
        &BoardSetup::new(1, "White", "Black"),
        &EventSettings::new("test"),
        &events,
    );
    assert_eq!(state.moves.len(), sans.len());
    for (m, ev) in state.moves.iter().zip(&events) {
        assert_eq!(&*m.actor, ev.who());
    }
    assert!(std::sync::Arc::ptr_eq(
        &state.moves[0].actor,
        &state.moves[2].actor
    ));
    assert!(std::sync::Arc::ptr_eq(
        &state.moves[3].actor,
        &state.moves[5].actor
    ));
    assert!(!std::sync::Arc::ptr_eq(
        &state.moves[2].actor,
        &state.moves[3].actor
    ));
    let json = serde_json::to_value(&state.moves[4]).expect("json");
    assert_eq!(json["actor"], "IA M. Fernández (maria)");
    assert_eq!(json["label"], "3.Bb5");
    assert_eq!(json["san"], "Bb5");
}

/// A move's label is made from its number and mover when asked (not kept): from a position with
/// Black to move at move 40 it numbers as the scoresheet does, "40...Kg7" then "41.Kf2".
#[test]
fn a_moves_label_numbers_as_the_scoresheet_from_any_start() {
    let mut setup = BoardSetup::new(1, "White", "Black");
    setup.fen = Some("6k1/8/8/8/8/8/8/6K1 b - - 0 40".into());
    let events: Vec<Event> = ["Kg7", "Kf2"]
        .into_iter()
        .zip(1u32..)
        .map(|(san, seq)| Event {
            id: i64::from(seq),
            board: 1,
            seq,
            at_ms: i64::from(seq),
            actor: "ivan".into(),
            display_name: None,
            origin: None,
            kind: EventKind::Move {
                san: san.into(),
                clock: None,
            },
        })
        .collect();
    let state = fold_with(&setup, &EventSettings::new("t"), &events);
    let labels: Vec<String> = state.moves.iter().map(|m| m.label()).collect();
    assert_eq!(labels, ["40...Kg7", "41.Kf2"]);
    let json = serde_json::to_value(&state.moves[1]).expect("json");
    assert_eq!(json["label"], "41.Kf2");
}
