//! Refusals carry a kind a caller can match, not only words (issue 15).

use arbiter::event::command::{Command, CommandErrorKind as Kind};
use arbiter::event::{BoardSetup, BoardState, ClaimKind, EventKind, EventSettings, fold_with};
use arbiter::rules::GameScore;
use shakmaty::Color;

const T: i64 = 1_800_000_000_000;

fn state(settings: &EventSettings, kinds: &[EventKind]) -> BoardState {
    let events = common_events::events(1, kinds, |_| T);
    fold_with(&BoardSetup::new(1, "W", "B"), settings, &events)
}

fn kind_of(settings: &EventSettings, kinds: &[EventKind], cmd: Command) -> Kind {
    match cmd.to_event(&state(settings, kinds), settings, T) {
        Ok(ev) => panic!("{cmd:?} accepted: {ev:?}"),
        Err(e) => {
            assert!(e.to_string().starts_with("board 1.1: "), "{e}");
            e.kind()
        }
    }
}

fn mv(san: &str) -> EventKind {
    EventKind::Move {
        san: san.into(),
        clock: None,
    }
}

#[test]
fn each_refusal_has_its_kind() {
    let plain = EventSettings::new("x");
    let over = [
        mv("e4"),
        mv("e5"),
        EventKind::Result {
            result: GameScore::WHITE_WINS,
            reason: "resigned".into(),
            article: None,
        },
    ];
    let result = |r| Command::Result {
        result: r,
        reason: "r".into(),
        article: None,
    };
    assert_eq!(kind_of(&plain, &over, Command::play("Nf3")), Kind::GameOver);
    assert_eq!(
        kind_of(&plain, &over, result(GameScore::DRAW)),
        Kind::AlreadyDone
    );
    assert_eq!(kind_of(&plain, &[], Command::play("e5")), Kind::Illegal);
    assert_eq!(
        kind_of(
            &plain,
            &[mv("e4")],
            Command::Claim {
                claim: ClaimKind::Repetition,
                intended: None,
                by: Some(Color::White),
                touched: false,
            }
        ),
        Kind::NotOnMove
    );
    assert_eq!(
        kind_of(
            &plain,
            &[mv("e4"), mv("e5")],
            Command::Claim {
                claim: ClaimKind::CannotWin,
                intended: None,
                by: None,
                touched: false,
            }
        ),
        Kind::NotEligible,
        "Guidelines III not announced"
    );
    assert_eq!(
        kind_of(
            &plain,
            &[mv("e4"), mv("e5")],
            Command::AnswerOffer { accept: true }
        ),
        Kind::NothingToDo
    );
    assert_eq!(
        kind_of(&plain, &[], Command::Note { text: " ".into() }),
        Kind::BadInput
    );
    assert_eq!(
        kind_of(
            &plain,
            &[],
            Command::Clock(arbiter::clock::ClockEvent::Start)
        ),
        Kind::Clock,
        "no time control"
    );
    // The Laws' end: a result other than the Laws' is refused as game over.
    let mate = [mv("f3"), mv("e5"), mv("g4"), mv("Qh4#")];
    assert_eq!(
        kind_of(&plain, &mate, result(GameScore::WHITE_WINS)),
        Kind::GameOver
    );
    assert!(
        result(GameScore::BLACK_WINS)
            .to_event(&state(&plain, &mate), &plain, T)
            .is_ok(),
        "the Laws' own result may be confirmed"
    );
}

use crate::common::events as common_events;
