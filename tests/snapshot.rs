//! Board snapshots (issue 21): a snapshot and the events after it fold to the same state as the
//! whole log (`event::fold_with`, the independent truth), whatever the events; a snapshot that
//! cannot be trusted is passed over.

use arbiter::clock::{ClockEvent, TimeControl};
use arbiter::event::fold::{HistoryKind, WrittenThen};
use arbiter::event::{
    BoardSetup, BoardState, ClaimKind, Event, EventKind, EventSettings, NoteText, PenaltyKind,
    Readings, Reason, Ruling, fold_with,
};
use arbiter::rules::GameScore;
use arbiter::store::snapshot;
use proptest::prelude::*;
use shakmaty::{Chess, Color, Position, san::SanPlus};

/// One step of a generated log: a move (the index picks one of the legal moves, modulo their
/// count) or another event.
#[derive(Debug, Clone)]
enum Step {
    Move(usize),
    Other(Other),
}

#[derive(Debug, Clone)]
enum Other {
    Clock(u8),
    Offer,
    Accept,
    Decline,
    Claim(u8),
    Decide(u8, u8),
    Penalty(u8),
    Illegal,
    Result(u8),
    Note,
    Takeback(u8),
    Feed(u8),
}

fn other() -> impl Strategy<Value = Other> {
    prop_oneof![
        (0u8..6).prop_map(Other::Clock),
        Just(Other::Offer),
        Just(Other::Accept),
        Just(Other::Decline),
        (0u8..5).prop_map(Other::Claim),
        (0u8..8, 0u8..3).prop_map(|(a, b)| Other::Decide(a, b)),
        (0u8..3).prop_map(Other::Penalty),
        Just(Other::Illegal),
        (0u8..3).prop_map(Other::Result),
        Just(Other::Note),
        (0u8..255).prop_map(Other::Takeback),
        (0u8..4).prop_map(Other::Feed),
    ]
}

fn steps() -> impl Strategy<Value = Vec<Step>> {
    prop::collection::vec(
        prop_oneof![
            6 => (0usize..64).prop_map(Step::Move),
            3 => other().prop_map(Step::Other),
        ],
        1..70,
    )
}

/// The log the steps make: moves legal in the position the moves so far reach (a takeback may
/// still make a later move unplayable: the fold keeps it as a problem), clock events with both
/// readings, times increasing.
fn events(steps: &[Step], clocked: bool) -> Vec<Event> {
    let mut pos = Chess::default();
    let mut out: Vec<Event> = Vec::new();
    let mut at = 1_700_000_000_000i64;
    let side = |n: u8| {
        if n.is_multiple_of(2) {
            Color::White
        } else {
            Color::Black
        }
    };
    for (i, step) in steps.iter().enumerate() {
        at += 1_500 + (i as i64 % 7) * 400;
        let seq = out.len() as u32 + 1;
        let kind = match step {
            Step::Move(n) => {
                let legal = pos.legal_moves();
                if legal.is_empty() {
                    EventKind::Note {
                        text: NoteText {
                            text: "no move".into(),
                            ..NoteText::default()
                        },
                    }
                } else {
                    let mv = legal[n % legal.len()];
                    let san = SanPlus::from_move_and_play_unchecked(&mut pos, mv).to_string();
                    let clock = clocked.then_some(Readings {
                        white_ms: 5_000_000 - at % 100_000,
                        black_ms: 5_000_000 - at % 90_000,
                    });
                    EventKind::Move { san, clock }
                }
            }
            Step::Other(o) => match o {
                Other::Clock(n) => EventKind::Clock(match n {
                    0 => ClockEvent::Start,
                    1 => ClockEvent::Press,
                    2 => ClockEvent::Pause,
                    3 => ClockEvent::Resume,
                    4 => ClockEvent::Adjust {
                        side: side(*n),
                        ms: 30_000,
                    },
                    _ => ClockEvent::Increment { ms: 5_000 },
                }),
                Other::Offer => EventKind::DrawOffer {
                    by: pos.turn(),
                    consent: false,
                },
                Other::Accept => EventKind::OfferAccepted { by: pos.turn() },
                Other::Decline => EventKind::OfferDeclined { by: pos.turn() },
                Other::Claim(n) => EventKind::Claim {
                    by: pos.turn(),
                    claim: match n {
                        0 => ClaimKind::Repetition,
                        1 => ClaimKind::FiftyMoves,
                        2 => ClaimKind::CannotWin,
                        3 => ClaimKind::ExtraIncrement,
                        _ => ClaimKind::Other("flag".into()),
                    },
                    intended: (*n == 0).then(|| "Nf3".into()),
                    valid: Some(n % 2 == 0),
                    article: Some("9.2".into()),
                    explanation: None,
                    referral: None,
                },
                Other::Decide(of, r) => EventKind::Decision {
                    of_seq: 1 + u32::from(*of) % seq,
                    claimant: None,
                    ruling: match r {
                        0 => Ruling::Upheld,
                        1 => Ruling::Rejected,
                        _ => Ruling::Postponed,
                    },
                    article: None,
                    note: Some("ruled".into()),
                    opponent_ms: Some(60_000),
                    result: None,
                },
                Other::Penalty(n) => EventKind::Penalty {
                    against: side(*n),
                    penalty: match n {
                        0 => PenaltyKind::Warning,
                        1 => PenaltyKind::TimeToOpponent { ms: 120_000 },
                        _ => PenaltyKind::TimeDeducted { ms: 60_000 },
                    },
                    article: "12.9".into(),
                    reason: "phone".into(),
                },
                Other::Illegal => EventKind::IllegalMove {
                    by: pos.turn(),
                    note: None,
                    irregularities: Vec::new(),
                },
                Other::Result(n) => EventKind::Result {
                    result: [
                        GameScore::WHITE_WINS,
                        GameScore::BLACK_WINS,
                        GameScore::DRAW,
                    ][usize::from(*n)],
                    reason: Reason::default(),
                    article: None,
                },
                Other::Note => EventKind::Note {
                    text: NoteText {
                        text: format!("note {seq}"),
                        origin: None,
                        repaired: None,
                        ruling: None,
                    },
                },
                Other::Takeback(of) => EventKind::Takeback {
                    of_seq: 1 + u32::from(*of) % seq,
                },
                Other::Feed(n) => EventKind::Feed(match n {
                    0 => arbiter::event::FeedNotice::Attached {
                        source: "dgt".into(),
                    },
                    1 => arbiter::event::FeedNotice::Ignore,
                    2 => arbiter::event::FeedNotice::Follow,
                    _ => arbiter::event::FeedNotice::ProposedResult {
                        source: "dgt".into(),
                        result: GameScore::DRAW,
                    },
                }),
            },
        };
        out.push(Event {
            id: i64::from(seq) * 3,
            board: 1,
            seq,
            at_ms: at,
            actor: if seq.is_multiple_of(5) { "bob" } else { "ann" }.into(),
            display_name: seq.is_multiple_of(7).then(|| "Ann A.".into()),
            origin: None,
            kind,
        });
    }
    out
}

fn setting(clocked: bool) -> (BoardSetup, EventSettings) {
    let mut setup = BoardSetup::new(1, "W", "B");
    setup.round = Some(1);
    let mut settings = EventSettings::new("snapshots");
    if clocked {
        settings.control = Some("5400+30".parse::<TimeControl>().expect("control"));
    }
    (setup, settings)
}

/// Whether the state holds an Art. 9.5.3 piece hold (not snapshotted: its piece is not in its
/// JSON).
fn piece_hold(state: &BoardState) -> bool {
    state.history.iter().any(|h| {
        matches!(
            h.kind,
            HistoryKind::WrittenUnplayable {
                then: WrittenThen::Piece { .. },
                ..
            }
        )
    })
}

/// Whether an event of `tail` takes back one at or before sequence number `cut`.
fn undoes(tail: &[Event], cut: usize) -> bool {
    tail.iter()
        .any(|e| matches!(e.kind, EventKind::Takeback { of_seq } if of_seq as usize <= cut))
}

/// What the snapshot of the fold up to `cut` gives: `Err` when the state is not snapshotted,
/// `Ok(None)` when the tail cannot resume it, else the state resumed with the tail. The
/// snapshot must decode to the fold it was taken of.
fn via_snapshot(
    setup: &BoardSetup,
    settings: &EventSettings,
    events: &[Event],
    cut: usize,
) -> Result<Option<BoardState>, Box<BoardState>> {
    let head = fold_with(setup, settings, &events[..cut]);
    let Some(bytes) = snapshot::encode(&head) else {
        return Err(Box::new(head));
    };
    let decoded = snapshot::decode(&bytes, BoardState::empty(setup, settings))
        .expect("a snapshot of this build decodes");
    assert_eq!(
        decoded, head,
        "the snapshot decodes to the fold it was taken of"
    );
    Ok(snapshot::resume(decoded, &events[cut..]))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// For every cut of a random log: snapshot + tail == the whole log folded.
    #[test]
    fn a_snapshot_and_its_tail_fold_to_the_whole_log(steps in steps(), clocked in any::<bool>()) {
        let (setup, settings) = setting(clocked);
        let events = events(&steps, clocked);
        let whole = fold_with(&setup, &settings, &events);
        for cut in 0..=events.len() {
            match via_snapshot(&setup, &settings, &events, cut) {
                Ok(Some(state)) => {
                    prop_assert!(!undoes(&events[cut..], cut));
                    prop_assert_eq!(&state, &whole, "cut {}", cut);
                }
                Ok(None) => prop_assert!(undoes(&events[cut..], cut), "cut {} not resumed", cut),
                // Only a problem or a piece hold keeps a state from its snapshot.
                Err(head) => prop_assert!(!head.problems.is_empty() || piece_hold(&head)),
            }
        }
    }
}

/// A fixed log with every kind of event and no problem: every cut is snapshotted and resumed
/// (the property above cannot pass by never using a snapshot).
#[test]
fn every_cut_of_a_clean_log_resumes_from_its_snapshot() {
    let steps: Vec<Step> = [
        Step::Other(Other::Clock(0)),
        Step::Move(3),
        Step::Move(5),
        Step::Other(Other::Offer),
        Step::Other(Other::Decline),
        Step::Move(7),
        Step::Other(Other::Note),
        Step::Other(Other::Penalty(1)),
        Step::Move(1),
        Step::Other(Other::Claim(2)),
        Step::Other(Other::Decide(9, 2)),
        Step::Other(Other::Feed(0)),
        Step::Move(2),
        Step::Other(Other::Illegal),
        Step::Move(11),
        Step::Other(Other::Takeback(6)),
        Step::Move(4),
        Step::Other(Other::Result(2)),
    ]
    .to_vec();
    let (setup, settings) = setting(true);
    let events = events(&steps, true);
    let whole = fold_with(&setup, &settings, &events);
    assert!(whole.problems.is_empty(), "{:?}", whole.problems);
    assert!(whole.result.is_some() && whole.feed.is_some() && !whole.claims.is_empty());
    for cut in 0..=events.len() {
        match via_snapshot(&setup, &settings, &events, cut) {
            Ok(Some(state)) => assert_eq!(state, whole, "cut {cut}"),
            Ok(None) => assert!(undoes(&events[cut..], cut), "cut {cut} not resumed"),
            Err(_) => panic!("cut {cut}: a clean state is snapshotted"),
        }
    }
}
