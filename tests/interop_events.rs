//! The event file's events → exported game and report incidents (interop::from_events).

use arbiter::clock::ClockEvent;
use arbiter::event::{
    BoardSetup, ClaimKind, Event, EventKind, EventSettings, Readings, Ruling, fold_with,
};
use arbiter::interop::Pairing;
use arbiter::interop::from_events::log_of;
use arbiter::interop::game_log::{EventInfo, build};
use arbiter::interop::report::IncidentCategory;
use shakmaty::Color;

const T0: i64 = 1_795_425_600_000;

fn events(kinds: Vec<EventKind>) -> Vec<Event> {
    kinds
        .into_iter()
        .enumerate()
        .map(|(i, kind)| Event {
            id: i as i64 + 1,
            board: 3,
            seq: i as u32 + 1,
            at_ms: T0 + i as i64 * 30_000,
            actor: "maria".into(),
            display_name: Some("IA M. Fernández".into()),
            origin: None,
            kind,
        })
        .collect()
}

fn mv(san: &str, w: i64, b: i64) -> EventKind {
    EventKind::Move {
        san: san.into(),
        clock: Some(Readings {
            white_ms: w,
            black_ms: b,
        }),
    }
}

#[test]
fn takeback_offer_claim_decision_clock_and_flag() {
    let evs = events(vec![
        mv("e4", 5_400_000, 5_400_000),                // 1
        mv("e5", 5_400_000, 5_390_000),                // 2
        mv("Nf3", 5_380_000, 5_390_000),               // 3
        EventKind::Takeback { of_seq: 3 },             // 4: 2.Nf3 taken back
        mv("Bc4", 5_370_000, 5_390_000),               // 5
        EventKind::DrawOffer { by: Color::White },     // 6
        EventKind::OfferDeclined { by: Color::Black }, // 7
        mv("Nc6", 5_370_000, 5_300_000),               // 8
        EventKind::Claim {
            by: Color::White,
            claim: ClaimKind::Repetition,
            intended: Some("Qh5".into()),
            valid: Some(false),
            article: Some("9.2.1".into()),
            explanation: Some("the position has stood once".into()),
            referral: None,
        }, // 9
        EventKind::Decision {
            of_seq: 9,
            claimant: Some(Color::White),
            ruling: Ruling::Rejected,
            article: Some("9.5.3".into()),
            note: Some("two minutes to Black".into()),
            opponent_ms: None,
            result: None,
        }, // 10
        EventKind::Clock(ClockEvent::FlagObserved { side: Color::Black }), // 11
        EventKind::OfferAccepted { by: Color::Black }, // 12 (ignored for the board: no offer pending — still a draw in the export)
    ]);
    let setup = BoardSetup::new(3, "Moreau, Julien", "Okafor, Adaeze");
    let settings = EventSettings::new("Riverside Open 2026");
    let state = fold_with(&setup, &settings, &evs);
    let log = log_of(&evs, &state);
    let out = build(
        &EventInfo::default(),
        &Pairing::new(4, 3, &setup.white, &setup.black),
        None,
        &log,
    )
    .unwrap();
    let sans: Vec<&str> = out.game.moves.iter().map(|m| m.san.as_str()).collect();
    assert_eq!(sans, ["e4", "e5", "Bc4", "Nc6"], "2.Nf3 was taken back");
    assert!(out.game.moves[2].draw_offer, "White offered with 2.Bc4");
    assert_eq!(out.game.moves[2].clock_ms, Some(5_370_000));
    let cats: Vec<IncidentCategory> = out.incidents.iter().map(|i| i.category).collect();
    assert_eq!(
        cats,
        [
            IncidentCategory::Decision,
            IncidentCategory::Claim,
            IncidentCategory::Decision,
            IncidentCategory::Flag
        ]
    );
    assert!(
        out.incidents[0]
            .decision
            .contains("taken back — move Nf3 was played")
    );
    assert_eq!(out.incidents[0].move_label.as_deref(), Some("1...e5"));
    let claim = &out.incidents[1];
    assert_eq!(claim.article.as_deref(), Some("9.2.1"));
    assert!(claim.decision.contains("White claims threefold repetition (Art. 9.2) with the intended move Qh5; rules engine: not valid"));
    assert_eq!(claim.move_label.as_deref(), Some("2...Nc6"));
    assert_eq!(claim.arbiter, "IA M. Fernández (maria)");
    assert!(
        out.incidents[2]
            .decision
            .starts_with("White's claim: rejected — two minutes to Black")
    );
    assert!(
        out.incidents[3]
            .decision
            .contains("Black's flag has fallen")
    );
    assert_eq!(out.game.result, "1/2-1/2");
}

#[test]
fn recorded_result_with_article_sets_termination() {
    let evs = events(vec![
        mv("d4", 60_000, 60_000),
        mv("d5", 60_000, 0),
        EventKind::Result {
            result: "1-0".into(),
            reason: "Black's flag fell".into(),
            article: Some("6.9".into()),
        },
    ]);
    let setup = BoardSetup::new(3, "A", "B");
    let state = fold_with(&setup, &EventSettings::new("x"), &evs);
    let out = build(
        &EventInfo::default(),
        &Pairing::new(1, 3, "A", "B"),
        None,
        &log_of(&evs, &state),
    )
    .unwrap();
    assert_eq!(out.game.result, "1-0");
    assert_eq!(out.game.termination.as_deref(), Some("time forfeit"));
    assert_eq!(
        out.game.result_comment.as_deref(),
        Some("Black's flag fell (Art. 6.9)")
    );
}
