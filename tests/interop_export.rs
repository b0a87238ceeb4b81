//! A folded board → exported game, report incidents and score (interop::export): the export
//! reads the fold's history and outcome, never the events a second way.

use arbiter::clock::{ClockEvent, TimeControl};
use arbiter::event::{
    BoardSetup, BoardState, ClaimKind, Event, EventKind, EventSettings, PenaltyKind, Readings,
    Ruling, fold_with,
};
use arbiter::interop::Pairing;
use arbiter::interop::export::{Audience, EventInfo, board_export};
use arbiter::interop::pgn_out::write_game;
use arbiter::interop::report::IncidentCategory;
use arbiter::rules::{GameScore, Points};
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

fn plain(san: &str) -> EventKind {
    EventKind::Move {
        san: san.into(),
        clock: None,
    }
}

fn fold(kinds: Vec<EventKind>, settings: &EventSettings) -> BoardState {
    let setup = BoardSetup::new(3, "Moreau, Julien", "Okafor, Adaeze");
    fold_with(&setup, settings, &events(kinds))
}

fn export(state: &BoardState, audience: Audience) -> arbiter::interop::export::BoardExport {
    board_export(
        &EventInfo::default(),
        &Pairing::new(4, 3, &state.setup.white, &state.setup.black),
        state,
        audience,
    )
}

fn claim(by: Color, intended: Option<&str>, valid: bool) -> EventKind {
    EventKind::Claim {
        by,
        claim: ClaimKind::Repetition,
        intended: intended.map(Into::into),
        valid: Some(valid),
        article: Some("9.2.1".into()),
        explanation: Some("the position has stood once".into()),
        referral: None,
    }
}

fn decision(of_seq: u32, by: Color, ruling: Ruling, result: Option<GameScore>) -> EventKind {
    EventKind::Decision {
        of_seq,
        claimant: Some(by),
        ruling,
        article: None,
        note: None,
        opponent_ms: None,
        result,
    }
}

#[test]
fn takeback_offer_claim_decision_clock_and_flag_with_notes() {
    let state = fold(
        vec![
            mv("e4", 5_400_000, 5_400_000),    // 1
            mv("e5", 5_400_000, 5_390_000),    // 2
            mv("Nf3", 5_380_000, 5_390_000),   // 3
            EventKind::Takeback { of_seq: 3 }, // 4: 2.Nf3 taken back
            mv("Bc4", 5_370_000, 5_390_000),   // 5
            EventKind::DrawOffer {
                by: Color::White,
                consent: false,
            }, // 6
            EventKind::OfferDeclined { by: Color::Black }, // 7
            mv("Nc6", 5_370_000, 5_300_000),   // 8
            claim(Color::White, Some("Qh5"), false), // 9
            decision(9, Color::White, Ruling::Rejected, None), // 10: 3.Qh5 is played (9.5.3)
        ],
        &EventSettings::new("Riverside Open 2026"),
    );
    let out = export(&state, Audience::Archive);
    let sans: Vec<&str> = out.game.moves.iter().map(|m| m.san.as_str()).collect();
    assert_eq!(
        sans,
        ["e4", "e5", "Bc4", "Nc6", "Qh5"],
        "2.Nf3 was taken back; the written 3.Qh5 is played"
    );
    assert!(out.game.moves[2].draw_offer, "White offered with 2.Bc4");
    assert!(!out.game.moves[1].draw_offer && !out.game.moves[3].draw_offer);
    assert_eq!(out.game.moves[2].clock_ms, Some(5_370_000));
    let cats: Vec<IncidentCategory> = out.incidents.iter().map(|i| i.category).collect();
    assert_eq!(
        cats,
        [
            IncidentCategory::Decision,
            IncidentCategory::Claim,
            IncidentCategory::Decision,
        ]
    );
    assert!(
        out.incidents[0]
            .decision
            .contains("#3 taken back (move Nf3 was played"),
        "{}",
        out.incidents[0].decision
    );
    assert_eq!(out.incidents[0].move_label.as_deref(), Some("1...e5"));
    let c = &out.incidents[1];
    assert_eq!(c.article.as_deref(), Some("9.2.1"));
    assert!(c.decision.contains("White claimed threefold repetition (Art. 9.2) with the written move Qh5; rules engine: incorrect"), "{}", c.decision);
    assert_eq!(c.move_label.as_deref(), Some("2...Nc6"));
    assert_eq!(c.arbiter, "IA M. Fernández (maria)");
    assert!(
        out.incidents[2]
            .decision
            .starts_with("White's claim #9 rejected")
    );
    assert_eq!(out.game.result, "*");
    assert_eq!(out.game.termination.as_deref(), Some("unterminated"));
    // The archive carries the notes; the public PGN does not.
    let archive = write_game(&out.game).expect("pgn");
    assert!(archive.contains("Claim, Art. 9.2.1"), "{archive}");
    let public = write_game(&export(&state, Audience::Public).game).expect("pgn");
    assert!(!public.contains("Arbiter ("), "{public}");
    assert!(public.contains("2. Bc4 {[%clk 1:29:30] (=)}"), "{public}");
}

#[test]
fn a_draw_offer_before_moving_is_not_put_on_the_other_sides_move() {
    let state = fold(
        vec![
            plain("e4"),
            plain("e5"),
            // White is on move and offers before moving (Art. 9.1.2.2: still an offer).
            EventKind::DrawOffer {
                by: Color::White,
                consent: false,
            },
            plain("Nf3"),
        ],
        &EventSettings::new("x"),
    );
    let out = export(&state, Audience::Public);
    assert!(out.game.moves.iter().all(|m| !m.draw_offer));
    assert!(out.game.moves[1].comments[0].contains("White offers a draw before moving"));
}

#[test]
fn recorded_result_with_article_sets_termination() {
    let state = fold(
        vec![
            mv("d4", 60_000, 60_000),
            mv("d5", 60_000, 0),
            EventKind::Result {
                result: GameScore::WHITE_WINS,
                reason: "Black's flag fell".into(),
                article: Some("6.9".into()),
            },
        ],
        &EventSettings::new("x"),
    );
    let out = export(&state, Audience::Public);
    assert_eq!(out.game.result, "1-0");
    assert_eq!(out.game.termination.as_deref(), Some("time forfeit"));
    assert_eq!(
        out.game.result_comment.as_deref(),
        Some("Black's flag fell (Art. 6.9).")
    );
}

#[test]
fn terminations_follow_the_pgn_standard() {
    let cases: [(GameScore, Option<&str>, &str); 10] = [
        (GameScore::WHITE_WINS, Some("6.9"), "time forfeit"),
        (GameScore::DRAW, Some("6.9"), "adjudication"),
        (GameScore::DRAW, Some("III.3.1"), "adjudication"),
        (GameScore::DRAW, Some("III.5.1"), "adjudication"),
        (GameScore::BLACK_WINS, Some("III.5"), "adjudication"),
        (GameScore::BLACK_WINS, Some("7.5.5"), "adjudication"),
        (GameScore::BLACK_WINS, Some("12.9.6"), "rules infraction"),
        (GameScore::WHITE_FORFEIT_WIN, None, "abandoned"),
        (GameScore::WHITE_WINS, None, "normal"),
        (GameScore::DRAW, Some("9.1.2"), "normal"),
    ];
    for (score, article, want) in cases {
        let state = fold(
            vec![
                plain("e4"),
                plain("e5"),
                EventKind::Result {
                    result: score,
                    reason: "r".into(),
                    article: article.map(Into::into),
                },
            ],
            &EventSettings::new("x"),
        );
        let out = export(&state, Audience::Public);
        assert_eq!(
            out.game.termination.as_deref(),
            Some(want),
            "{score} {article:?}"
        );
    }
}

#[test]
fn a_fivefold_ends_the_game_and_no_result_can_follow() {
    let mut kinds = vec![];
    for _ in 0..4 {
        for san in ["Nf3", "Nf6", "Ng1", "Ng8"] {
            kinds.push(plain(san));
        }
    }
    let state = fold(kinds, &EventSettings::new("x"));
    let out = export(&state, Audience::Public);
    assert_eq!(out.game.result, "1/2-1/2");
    assert_eq!(out.score, Some(GameScore::DRAW));
    assert_eq!(out.game.termination.as_deref(), Some("normal"));
    assert!(
        out.game
            .result_comment
            .as_deref()
            .is_some_and(|c| c.contains("9.6.1")),
        "{:?}",
        out.game.result_comment
    );
}

#[test]
fn a_penalty_score_is_star_in_pgn_with_the_score_in_a_comment() {
    let state = fold(
        vec![
            plain("e4"),
            plain("e5"),
            EventKind::Penalty {
                against: Color::White,
                penalty: PenaltyKind::Score {
                    note: "both players' phones rang".into(),
                },
                article: "11.3.2".into(),
                reason: "phones".into(),
            },
            EventKind::Result {
                result: GameScore::played(Points::Zero, Points::Zero),
                reason: "both players lose".into(),
                article: Some("11.3.2".into()),
            },
        ],
        &EventSettings::new("x"),
    );
    let out = export(&state, Audience::Public);
    assert_eq!(out.game.result, "*");
    assert_eq!(out.score.map(|s| s.text()), Some("0-0".to_owned()));
    assert!(
        out.game
            .result_comment
            .as_deref()
            .is_some_and(|c| c.contains("Result 0-0 (Art. 10.2, 12.9).")),
        "{:?}",
        out.game.result_comment
    );
    assert_eq!(out.game.termination.as_deref(), Some("rules infraction"));
}

#[test]
fn forfeits_unplayed_games_and_armageddon() {
    // A forfeit with no move: abandoned, and said so.
    let state = fold(
        vec![EventKind::Result {
            result: GameScore::DOUBLE_FORFEIT,
            reason: "neither player appeared".into(),
            article: Some("6.7.1".into()),
        }],
        &EventSettings::new("x"),
    );
    let out = export(&state, Audience::Public);
    assert_eq!(out.score, Some(GameScore::DOUBLE_FORFEIT));
    assert_eq!(out.game.result, "*");
    assert_eq!(out.game.termination.as_deref(), Some("abandoned"));
    assert!(
        out.game
            .result_comment
            .as_deref()
            .is_some_and(|c| c.contains("not played")),
        "{:?}",
        out.game.result_comment
    );
    // A win recorded after one move: scored, not rated (TRF W/L).
    let state = fold(
        vec![
            plain("e4"),
            EventKind::Result {
                result: GameScore::WHITE_WINS,
                reason: "Black resigned".into(),
                article: None,
            },
        ],
        &EventSettings::new("x"),
    );
    let out = export(&state, Audience::Public);
    assert_eq!(out.score.map(|s| s.trf_codes()), Some(('W', 'L')));
    assert_eq!(out.game.result, "1-0");
    // Armageddon: a draw over the board is Black's win in the standings, ½-½ in the PGN.
    let mut settings = EventSettings::new("x");
    settings.armageddon = true;
    let state = fold(
        vec![
            plain("e4"),
            plain("e5"),
            EventKind::DrawOffer {
                by: Color::Black,
                consent: false,
            },
            EventKind::OfferAccepted { by: Color::White },
        ],
        &settings,
    );
    let out = export(&state, Audience::Public);
    assert_eq!(out.game.result, "1/2-1/2");
    assert_eq!(out.score, Some(GameScore::BLACK_WINS));
}

#[test]
fn a_result_by_ruling_is_exported_and_a_result_taken_back_is_not() {
    let control: TimeControl = "90m".parse().expect("control");
    let mut settings = EventSettings::new("x");
    settings.control = Some(control);
    // 1.Nf3 Nf6 2.Ng1 Ng8 3.Nf3 Nf6 4.Ng1: Black claims with 4...Ng8 written: upheld.
    let mut kinds = vec![EventKind::Clock(ClockEvent::Start)];
    for san in ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"] {
        kinds.push(plain(san));
        kinds.push(EventKind::Clock(ClockEvent::Press));
    }
    kinds.push(claim(Color::Black, Some("Ng8"), true));
    let claim_seq = kinds.len() as u32;
    kinds.push(decision(claim_seq, Color::Black, Ruling::Upheld, None));
    let state = fold(kinds.clone(), &settings);
    let out = export(&state, Audience::Public);
    assert_eq!(out.score, Some(GameScore::DRAW));
    assert_eq!(out.game.result, "1/2-1/2");
    assert!(
        state
            .clock
            .as_ref()
            .is_some_and(|c| c.reading(T0 + 3_600_000).running.is_none()),
        "no clock runs after a result"
    );
    // Taking the ruling back: no result, and the clock stays stopped.
    kinds.push(EventKind::Takeback {
        of_seq: claim_seq + 1,
    });
    let state = fold(kinds, &settings);
    let out = export(&state, Audience::Archive);
    assert_eq!(out.score, None);
    assert_eq!(out.game.result, "*");
    assert!(
        state
            .clock
            .as_ref()
            .is_some_and(|c| c.reading(T0 + 3_600_000).running.is_none())
    );
    assert!(
        out.incidents.iter().any(|i| i
            .decision
            .contains("taken back (Black's claim was decided (upheld)")),
        "{:?}",
        out.incidents
    );
    assert!(
        !out.incidents
            .iter()
            .any(|i| i.decision.starts_with("Result")),
        "a voided result never appears"
    );
}

/// A fed board's disagreement with its feed (issue 16, 19) is an incident of the report (category
/// "feed") and an archive note of the PGN, worded in the language `export pgn --lang` asks for;
/// the moves stay English SAN and the public PGN has no note.
#[test]
fn a_feed_disagreement_is_a_report_incident_and_a_pgn_note_in_the_chosen_language() {
    use arbiter::event::FeedNotice;
    use arbiter::i18n::Lang;
    let state = fold(
        vec![
            EventKind::Feed(FeedNotice::Attached {
                source: "dgt-board-3".into(),
            }),
            plain("e4"),
            plain("Nf6"),
            EventKind::Feed(FeedNotice::Disagrees {
                source: "dgt-board-3".into(),
                ply: 2,
                recorded: "Nf6".into(),
                feed: "c5".into(),
            }),
        ],
        &EventSettings::new("Riverside Open 2026"),
    );
    assert!(state.problems.is_empty(), "{:?}", state.problems);
    let with = |lang: Lang, audience: Audience| {
        let info = EventInfo {
            comments_lang: lang,
            ..EventInfo::default()
        };
        board_export(
            &info,
            &Pairing::new(4, 3, &state.setup.white, &state.setup.black),
            &state,
            audience,
        )
    };
    let out = with(Lang::En, Audience::Archive);
    let cats: Vec<IncidentCategory> = out.incidents.iter().map(|i| i.category).collect();
    assert_eq!(cats, [IncidentCategory::Feed], "the attaching is not one");
    assert_eq!(out.incidents[0].move_label.as_deref(), Some("1...Nf6"));
    for (lang, words) in [
        (Lang::En, ["Arbiter (Live feed)", "disagrees"]),
        (Lang::Es, ["Árbitro (Transmisión en directo)", "difiere"]),
        (Lang::Ru, ["Арбитр (Трансляция)", "расходится"]),
    ] {
        let pgn = write_game(&with(lang, Audience::Archive).game).expect("pgn");
        assert!(
            pgn.contains("1. e4 Nf6 {"),
            "{lang}: SAN stays English: {pgn}"
        );
        for w in words {
            assert!(pgn.contains(w), "{lang}: {w:?} not in {pgn}");
        }
        let public = write_game(&with(lang, Audience::Public).game).expect("pgn");
        assert!(!public.contains("dgt-board-3"), "{lang}: {public}");
    }
}
