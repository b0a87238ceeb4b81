//! The export of a folded board (`interop::export`) against the mutants cargo-mutants makes of
//! it: every tag from the event and the pairing, the draw-offer mark (Art. 9.1.2.1/9.1.2.2),
//! the written 9.5.3 move, which history entries are the report's incidents and in which
//! category, and the comment that says why the game ended. Each test names what it kills.

use arbiter::clock::ClockEvent;
use arbiter::event::{
    BoardSetup, BoardState, ClaimKind, Event, EventKind, EventSettings, Readings, Ruling, fold_with,
};
use arbiter::interop::Pairing;
use arbiter::interop::export::{Audience, BoardExport, EventInfo, board_export};
use arbiter::interop::report::IncidentCategory;
use arbiter::rules::{GameScore, Points};
use shakmaty::Color;

const T: i64 = 1_795_425_600_000;

fn fold(setup: &BoardSetup, settings: &EventSettings, kinds: Vec<EventKind>) -> BoardState {
    let events: Vec<Event> = kinds
        .into_iter()
        .enumerate()
        .map(|(i, kind)| Event {
            id: i as i64 + 1,
            board: setup.number,
            seq: i as u32 + 1,
            at_ms: T + i as i64 * 1_000,
            actor: "arb".into(),
            display_name: None,
            origin: None,
            kind,
        })
        .collect();
    fold_with(setup, settings, &events)
}

fn plain(kinds: Vec<EventKind>) -> BoardState {
    fold(
        &BoardSetup::new(2, "White", "Black"),
        &EventSettings::new("x"),
        kinds,
    )
}

fn export(state: &BoardState, audience: Audience) -> BoardExport {
    board_export(
        &EventInfo::default(),
        &Pairing::new(1, 2, "White", "Black"),
        state,
        audience,
    )
}

fn mv(san: &str) -> EventKind {
    EventKind::Move {
        san: san.into(),
        clock: None,
    }
}

fn result(score: GameScore, reason: &str, article: Option<&str>) -> EventKind {
    EventKind::Result {
        result: score,
        reason: reason.into(),
        article: article.map(str::to_owned),
    }
}

/// Every tag comes from the event, the pairing and the board. Kills the deletion of each field
/// of the `ExportGame` (event, site, date, round, board, players, result, titles, ratings, FIDE
/// ids, time control, termination, FEN) and `board_export` → default.
#[test]
fn every_tag_comes_from_the_event_the_pairing_and_the_board() {
    let fen = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 40";
    let mut setup = BoardSetup::new(7, "Moreau, Julien", "Okafor, Adaeze");
    setup.fen = Some(fen.into());
    let state = fold(
        &setup,
        &EventSettings::new("x"),
        vec![
            EventKind::Move {
                san: "e4".into(),
                clock: Some(Readings {
                    white_ms: 61_000,
                    black_ms: 62_000,
                }),
            },
            result(GameScore::WHITE_WINS, "resignation", None),
        ],
    );
    let info = EventInfo {
        event: "Open A".into(),
        site: "Lyon FRA".into(),
        date: "2026.11.23".into(),
        time_control: Some("40/5400+30:1800+30".into()),
        ..EventInfo::default()
    };
    let mut pairing = Pairing::new(5, 7, "Moreau, Julien", "Okafor, Adaeze");
    pairing.white_title = Some("GM".into());
    pairing.black_title = Some("WIM".into());
    pairing.white_rating = Some(2512);
    pairing.black_rating = Some(2301);
    pairing.white_fide_id = Some(651_001);
    pairing.black_fide_id = Some(8_602_002);
    let out = board_export(&info, &pairing, &state, Audience::Public);
    let g = &out.game;
    assert_eq!(
        (g.event.as_str(), g.site.as_str(), g.date.as_str()),
        ("Open A", "Lyon FRA", "2026.11.23")
    );
    assert_eq!((g.round, g.board), (5, 7));
    assert_eq!(
        (g.white.as_str(), g.black.as_str()),
        ("Moreau, Julien", "Okafor, Adaeze")
    );
    assert_eq!(g.result, "1-0");
    assert_eq!(
        (g.white_title.as_deref(), g.black_title.as_deref()),
        (Some("GM"), Some("WIM"))
    );
    assert_eq!((g.white_elo, g.black_elo), (Some(2512), Some(2301)));
    assert_eq!(
        (g.white_fide_id, g.black_fide_id),
        (Some(651_001), Some(8_602_002))
    );
    assert_eq!(g.time_control.as_deref(), Some("40/5400+30:1800+30"));
    assert_eq!(g.termination.as_deref(), Some("normal"));
    assert_eq!(g.fen.as_deref(), Some(fen));
    assert_eq!(g.moves.len(), 1);
    assert_eq!(g.moves[0].san, "e4");
    assert_eq!(g.moves[0].clock_ms, Some(61_000));
    assert_eq!(out.score, Some(GameScore::WHITE_WINS));
}

/// A game going on: result "*", termination "unterminated", no comment, no score.
#[test]
fn a_game_going_on_is_unterminated() {
    let out = export(&plain(vec![mv("e4")]), Audience::Public);
    assert_eq!(out.game.result, "*");
    assert_eq!(out.game.termination.as_deref(), Some("unterminated"));
    assert_eq!(out.game.result_comment, None);
    assert_eq!(out.score, None);
}

/// Art. 9.1.2.1: an offer after one's move is marked on that move; Art. 9.1.2.2: an offer by the
/// player on move is said in words on the opponent's last move; an offer before any move is
/// said before the moves. Kills `offer_mark` → (), `>` → `==`/`<`, `&&` → `||`, `==` → `!=` and
/// the guard → true/false, and the deleted `Offer` arm.
#[test]
fn draw_offers_are_marked_on_the_offerers_move_or_said_in_words() {
    let state = plain(vec![
        EventKind::DrawOffer {
            by: Color::White,
            consent: false,
        },
        mv("e4"),
        EventKind::DrawOffer {
            by: Color::White,
            consent: false,
        },
        mv("e5"),
        EventKind::DrawOffer {
            by: Color::White,
            consent: false,
        },
        mv("Nf3"),
    ]);
    let g = export(&state, Audience::Public).game;
    assert_eq!(
        g.start_comments,
        vec!["(=) White offers a draw".to_string()]
    );
    let marks: Vec<bool> = g.moves.iter().map(|m| m.draw_offer).collect();
    assert_eq!(marks, vec![true, false, false]);
    assert_eq!(
        g.moves[1].comments,
        vec!["(=) White offers a draw before moving (Art. 9.1.2.2)".to_string()]
    );
    assert!(g.moves[0].comments.is_empty());
    assert!(g.moves[2].comments.is_empty());
}

/// The 9.5.3 written move is said so in the archive, not in the public record; the archive
/// puts a note for each incident but none for the result (the result comment says it). Kills
/// `&&` → `||` and `==` → `!=` of both audience tests and the deleted `!`.
#[test]
fn the_archive_notes_incidents_and_the_written_move_and_the_public_record_does_not() {
    let mut settings = EventSettings::new("x");
    settings.control = Some("3600".parse().expect("control"));
    let state = fold(
        &BoardSetup::new(2, "White", "Black"),
        &settings,
        vec![
            EventKind::Clock(ClockEvent::Start),
            EventKind::Claim {
                by: Color::White,
                claim: ClaimKind::Repetition,
                intended: Some("Nf3".into()),
                valid: Some(false),
                article: Some("9.2".into()),
                explanation: None,
                referral: None,
            },
            EventKind::Decision {
                of_seq: 2,
                claimant: None,
                ruling: Ruling::Rejected,
                article: Some("9.5.3".into()),
                note: None,
                opponent_ms: None,
                result: None,
            },
            mv("Nf6"),
            result(GameScore::DRAW, "draw agreed", Some("9.1.2")),
        ],
    );
    let public = export(&state, Audience::Public).game;
    assert_eq!(public.moves.len(), 2);
    assert!(
        public.start_comments.is_empty(),
        "{:?}",
        public.start_comments
    );
    assert!(public.moves.iter().all(|m| m.comments.is_empty()));

    let archive = export(&state, Audience::Archive).game;
    // The claim and the ruling, before any move.
    let start = &archive.start_comments;
    assert_eq!(start.len(), 2, "{start:?}");
    assert!(
        start[0].starts_with("Arbiter (Claim, Art. 9.2)"),
        "{start:?}"
    );
    assert!(
        start[1].starts_with("Arbiter (Decision, Art. 9.5.3)"),
        "{start:?}"
    );
    // The written move says so; nothing for 1...Nf6 nor for the result.
    let first = &archive.moves[0].comments;
    assert_eq!(first.len(), 1, "{first:?}");
    assert!(first[0].starts_with("Arbiter (Art. 9.5.3): the move written down"));
    assert!(
        archive.moves[1].comments.is_empty(),
        "{:?}",
        archive.moves[1]
    );
}

/// The report's incidents: not the start, presses, moves or offers; a flag is a flag, an
/// adjustment a clock correction, the result a decision; an incident before any move has no
/// move label. Kills `category` → None, the deleted `Start | Press` and `FlagObserved` arms,
/// and `>` → `==`/`<`/`>=` of the move label.
#[test]
fn incidents_have_their_category_and_move_label() {
    let mut settings = EventSettings::new("x");
    settings.control = Some("3600".parse().expect("control"));
    let state = fold(
        &BoardSetup::new(2, "White", "Black"),
        &settings,
        vec![
            EventKind::Clock(ClockEvent::Start),
            EventKind::Clock(ClockEvent::Adjust {
                side: Color::Black,
                ms: 5_000,
            }),
            mv("e4"),
            EventKind::Clock(ClockEvent::Press),
            EventKind::DrawOffer {
                by: Color::White,
                consent: false,
            },
            EventKind::Clock(ClockEvent::FlagObserved { side: Color::Black }),
            result(GameScore::WHITE_WINS, "Black's flag fell", Some("6.9")),
        ],
    );
    let out = export(&state, Audience::Public);
    let got: Vec<(IncidentCategory, Option<&str>)> = out
        .incidents
        .iter()
        .map(|i| (i.category, i.move_label.as_deref()))
        .collect();
    assert_eq!(
        got,
        vec![
            (IncidentCategory::ClockCorrection, None),
            (IncidentCategory::Flag, Some("1.e4")),
            (IncidentCategory::Decision, Some("1.e4")),
        ]
    );
}

/// Why the game ended, with what the score needs said. Kills `result_comment` → None / "" /
/// "xyzzy", its guard → true/false, and `!=` → `==` of the Armageddon sentence.
#[test]
fn the_result_comment_says_why_and_what_the_score_needs() {
    let comment = |state: &BoardState| export(state, Audience::Public).game.result_comment;
    let two_moves = || vec![mv("e4"), mv("e5")];

    let mut kinds = two_moves();
    kinds.push(result(GameScore::WHITE_WINS, "resignation", None));
    assert_eq!(comment(&plain(kinds)).as_deref(), Some("Resignation."));

    let mut kinds = two_moves();
    kinds.push(result(
        GameScore::played(Points::Half, Points::Zero),
        "both players penalised",
        Some("12.9"),
    ));
    assert_eq!(
        comment(&plain(kinds)).as_deref(),
        Some("Both players penalised (Art. 12.9). Result 1/2-0 (Art. 10.2, 12.9).")
    );

    let mut kinds = two_moves();
    kinds.push(result(GameScore::DRAW, "draw agreed", Some("9.1.2")));
    assert_eq!(
        comment(&plain(kinds.clone())).as_deref(),
        Some("Draw agreed (Art. 9.1.2).")
    );
    let mut settings = EventSettings::new("x");
    settings.armageddon = true;
    let state = fold(&BoardSetup::new(2, "White", "Black"), &settings, kinds);
    assert_eq!(
        comment(&state).as_deref(),
        Some("Draw agreed (Art. 9.1.2). Armageddon: the draw counts as a win for Black (0-1).")
    );
    assert_eq!(
        export(&state, Audience::Public).score,
        Some(GameScore::BLACK_WINS)
    );
}
