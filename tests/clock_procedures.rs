//! Clocks follow the procedures (issue 15): any result stops the clock and taking it back leaves
//! it stopped; 7.5.5 reinstates the offender on move with his clock running and takes the
//! increment back once; a rejected 9.5.3 claim plays the written move and the opponent's clock
//! runs. Hand-computed times, folded from timestamped events.

use arbiter::clock::{ClockEvent, TimeControl};
use arbiter::event::{
    BoardSetup, BoardState, ClaimKind, Event, EventKind, EventSettings, Ruling, fold_with,
};
use arbiter::rules::GameScore;
use shakmaty::Color;

const S: i64 = 1000;
const T0: i64 = 1_800_000_000_000;

/// Events at the given seconds after T0.
fn fold(control: &str, timed: &[(i64, EventKind)]) -> BoardState {
    let mut settings = EventSettings::new("x");
    settings.control = Some(control.parse::<TimeControl>().expect("control"));
    let events: Vec<Event> = timed
        .iter()
        .enumerate()
        .map(|(i, (secs, kind))| Event {
            id: i as i64 + 1,
            board: 1,
            seq: i as u32 + 1,
            at_ms: T0 + secs * S,
            actor: "a".into(),
            display_name: None,
            origin: None,
            kind: kind.clone(),
        })
        .collect();
    let state = fold_with(&BoardSetup::new(1, "W", "B"), &settings, &events);
    assert!(state.problems.is_empty(), "{:?}", state.problems);
    state
}

fn mv(san: &str) -> EventKind {
    EventKind::Move {
        san: san.into(),
        clock: None,
    }
}

fn clock(ev: ClockEvent) -> EventKind {
    EventKind::Clock(ev)
}

fn reading(state: &BoardState, secs: i64) -> arbiter::clock::ClockReading {
    state.clock.as_ref().expect("clock").reading(T0 + secs * S)
}

#[test]
fn a_result_stops_the_clock_and_taking_it_back_leaves_it_stopped() {
    let events = vec![
        (0, clock(ClockEvent::Start)),
        (10, mv("e4")),
        (10, clock(ClockEvent::Press)),
        (20, mv("e5")),
        (20, clock(ClockEvent::Press)),
        (
            30,
            EventKind::Result {
                result: GameScore::WHITE_WINS,
                reason: "Black resigned".into(),
                article: None,
            },
        ),
    ];
    let state = fold("90m", &events);
    let r = reading(&state, 600);
    assert_eq!(r.running, None);
    // White's clock ran 0–10 and 20–30, then stopped: 90:00 − 20 s.
    assert_eq!(r.white.ms, 90 * 60 * S - 20 * S);
    let mut taken_back = events.clone();
    taken_back.push((100, EventKind::Takeback { of_seq: 6 }));
    let state = fold("90m", &taken_back);
    let r = reading(&state, 600);
    assert!(state.result.is_none());
    assert_eq!(r.running, None, "paused until an arbiter restarts it");
    assert!(r.paused);
    assert_eq!(r.white.ms, 90 * 60 * S - 20 * S);
    // An agreed draw stops it too.
    let mut agreed = events[..5].to_vec();
    agreed.push((
        25,
        EventKind::DrawOffer {
            by: Color::Black,
            consent: false,
        },
    ));
    agreed.push((30, EventKind::OfferAccepted { by: Color::White }));
    assert_eq!(reading(&fold("90m", &agreed), 600).running, None);
    // So does a move that ends the game by the Laws (checkmate).
    let mate = vec![
        (0, clock(ClockEvent::Start)),
        (1, mv("f3")),
        (1, clock(ClockEvent::Press)),
        (2, mv("e5")),
        (2, clock(ClockEvent::Press)),
        (3, mv("g4")),
        (3, clock(ClockEvent::Press)),
        (4, mv("Qh4#")),
    ];
    assert_eq!(reading(&fold("90m", &mate), 600).running, None);
}

#[test]
fn an_illegal_move_reinstates_the_offender_on_move_and_takes_the_increment_back_once() {
    // 90 min + 30 s from move 1: each clock starts at 90:30.
    let events = vec![
        (0, clock(ClockEvent::Start)),
        (10, mv("e4")),
        (10, clock(ClockEvent::Press)), // White: 90:30 − 10 + 30 = 90:50
        // Black plays an illegal move and presses at 20 s: Black 90:30 − 10 + 30 = 90:50.
        (20, clock(ClockEvent::Press)),
        // The arbiter records it at 25 s (White's clock ran 5 s).
        (
            25,
            EventKind::IllegalMove {
                by: Color::Black,
                note: None,
                irregularities: Vec::new(),
            },
        ),
    ];
    let state = fold("90m+30s", &events);
    let r = reading(&state, 25);
    assert_eq!(state.to_move(), Color::Black);
    assert_eq!(r.to_move, Some(Color::Black), "the offender is on move");
    assert_eq!(r.running, Some(Color::Black), "his clock runs");
    // Black: 90:50 − the 30 s credited for that press. White: 90:50 − 5 s + 2:00 (7.5.5).
    assert_eq!(r.black.ms, 90 * 60 * S + 20 * S);
    assert_eq!(r.white.ms, 90 * 60 * S + 45 * S + 120 * S);
    assert_eq!(r.black.moves, 0);
    // Recorded twice with no press between (a second illegal move before pressing): no second
    // increment is taken.
    let mut twice = events.clone();
    twice.push((
        26,
        EventKind::IllegalMove {
            by: Color::Black,
            note: None,
            irregularities: Vec::new(),
        },
    ));
    let state = fold("90m+30s", &twice);
    let r = reading(&state, 26);
    assert_eq!(
        r.black.ms,
        90 * 60 * S + 20 * S - S,
        "only the second that ran"
    );
    assert_eq!(r.running, Some(Color::Black));
    // Recorded before the press (the offender's clock still runs): nothing to take back.
    let before_press = vec![
        (0, clock(ClockEvent::Start)),
        (10, mv("e4")),
        (10, clock(ClockEvent::Press)),
        (
            20,
            EventKind::IllegalMove {
                by: Color::Black,
                note: None,
                irregularities: Vec::new(),
            },
        ),
    ];
    let r = reading(&fold("90m+30s", &before_press), 20);
    assert_eq!(r.black.ms, 90 * 60 * S + 30 * S - 10 * S);
    assert_eq!(r.running, Some(Color::Black));
}

#[test]
fn a_rejected_repetition_claim_plays_the_written_move_and_the_opponents_clock_runs() {
    let events = vec![
        (0, clock(ClockEvent::Start)),
        (10, mv("e4")),
        (10, clock(ClockEvent::Press)),
        (20, mv("e5")),
        (20, clock(ClockEvent::Press)),
        // White writes 2.Nf3 and claims at 30 s: the claim stops the clock.
        (
            30,
            EventKind::Claim {
                by: Color::White,
                claim: ClaimKind::Repetition,
                intended: Some("Nf3".into()),
                valid: Some(false),
                article: Some("9.2.1".into()),
                explanation: None,
                referral: None,
            },
        ),
        // Rejected at 90 s: 2.Nf3 is played, White's clock is pressed, Black's runs.
        (
            90,
            EventKind::Decision {
                of_seq: 6,
                claimant: Some(Color::White),
                ruling: Ruling::Rejected,
                article: None,
                note: None,
                opponent_ms: None,
                result: None,
            },
        ),
    ];
    let state = fold("90m", &events);
    assert_eq!(state.moves.len(), 3);
    assert_eq!(state.moves[2].san, "Nf3");
    assert_eq!(state.to_move(), Color::Black);
    let r = reading(&state, 100);
    assert_eq!(r.running, Some(Color::Black));
    // White: 90:00 − 10 − 10 (the claim stopped the clock at 30 s).
    assert_eq!(r.white.ms, 90 * 60 * S - 20 * S);
    // Black: 90:00 − 10 + 2:00 (9.5.3, standard) − the 10 s since the ruling.
    assert_eq!(r.black.ms, 90 * 60 * S - 10 * S + 120 * S - 10 * S);
    assert_eq!(r.white.moves, 2);
}

#[test]
fn a_flag_finding_shows_a_mating_line_that_ends_in_mate() {
    use arbiter::event::procedure::{LossCause, loss_unless_cannot_mate};
    use shakmaty::{CastlingMode, Chess, fen::Fen};
    let mut wins = 0;
    for fen in [
        "8/8/4k3/8/8/2qK4/8/8 w - - 0 60",
        "7k/8/8/8/8/8/8/KN6 w - - 0 60",
        "k7/8/8/8/8/8/5PPP/6K1 b - - 0 60",
    ] {
        let pos: Chess = fen
            .parse::<Fen>()
            .expect("fen")
            .into_position(CastlingMode::Standard)
            .expect("position");
        let loser = shakmaty::Position::turn(&pos);
        let f = loss_unless_cannot_mate(&pos, LossCause::Flag { loser }, "6.9");
        if f.result.is_some_and(|r| r.winner().is_some()) && !f.check {
            wins += 1;
            assert!(
                arbiter::i18n::rules::finding(
                    arbiter::i18n::catalog(arbiter::i18n::Lang::En),
                    &f.why
                )
                .contains('#'),
                "{fen}: {}",
                arbiter::i18n::rules::finding(
                    arbiter::i18n::catalog(arbiter::i18n::Lang::En),
                    &f.why
                )
            );
        }
    }
    assert!(
        wins >= 2,
        "the positions where the opponent can mate were found"
    );
}
