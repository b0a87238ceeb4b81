//! From a board's log (moves, offers, incidents, results) to the exported game and the report's
//! incidents.

use arbiter::interop::Pairing;
use arbiter::interop::game_log::{EventInfo, LogEntry, LogKind, build};
use arbiter::interop::pgn_out::write_game;
use arbiter::interop::report::IncidentCategory;
use arbiter::interop::results::{GameScore, Points};
use shakmaty::Color;

const T0: i64 = 1_795_425_600_000; // 2026-11-23 09:20:00 UTC

fn mv(min: i64, san: &str, clock_ms: i64) -> LogEntry {
    LogEntry {
        at_ms: T0 + min * 60_000,
        arbiter: "board".into(),
        kind: LogKind::Move {
            san: san.into(),
            clock_ms: Some(clock_ms),
        },
    }
}

fn entry(min: i64, kind: LogKind) -> LogEntry {
    LogEntry {
        at_ms: T0 + min * 60_000,
        arbiter: "IA M. Fernández".into(),
        kind,
    }
}

fn incident(
    cat: IncidentCategory,
    article: &str,
    decision: &str,
    penalty: Option<&str>,
) -> LogKind {
    LogKind::Incident {
        category: cat,
        article: Some(article.into()),
        decision: decision.into(),
        penalty: penalty.map(str::to_owned),
    }
}

fn board() -> Pairing {
    let mut p = Pairing::new(4, 2, "Lindqvist, Erik", "Novak, Petra");
    p.white_rating = Some(2388);
    p.white_fide_id = Some(1_700_004);
    p
}

fn info() -> EventInfo {
    EventInfo {
        event: "Riverside Open 2026".into(),
        site: "Riverside IRL".into(),
        date: "2026.11.23".into(),
        time_control: Some("5400+30".into()),
    }
}

#[test]
fn notes_offers_takeback_and_clocks_land_at_their_moves() {
    let log = vec![
        entry(
            0,
            LogKind::Clocks {
                white_ms: 5_400_000,
                black_ms: 5_400_000,
            },
        ),
        mv(1, "e4", 5_420_000),
        mv(2, "e5", 5_410_000),
        mv(3, "Nf3", 5_380_000),
        mv(4, "Nc6", 5_350_000),
        mv(5, "Bc4", 5_300_000),
        // Black plays an illegal move; the arbiter restores and gives White 2 minutes (7.5.5).
        entry(
            6,
            incident(
                IncidentCategory::IllegalMove,
                "7.5.5",
                "3...Bb4 touched, 3...Qxf2 attempted: illegal, position restored",
                Some("+2 min to White"),
            ),
        ),
        entry(
            6,
            LogKind::Clocks {
                white_ms: 5_420_000,
                black_ms: 5_200_000,
            },
        ),
        mv(7, "Nf6", 5_190_000),
        entry(7, LogKind::DrawOffer { by: Color::Black }),
        mv(8, "Ng5", 5_400_000),
        mv(9, "d5", 5_100_000),
        entry(10, LogKind::Takeback),
        mv(10, "h6", 5_090_000),
        entry(
            12,
            incident(
                IncidentCategory::Claim,
                "9.2",
                "White's claim of threefold repetition is not valid",
                Some("+2 min to Black (Art. 9.5.3)"),
            ),
        ),
        entry(
            20,
            LogKind::Result {
                score: GameScore::WHITE_WINS,
                reason: Some("Black resigned".into()),
                termination: Some("normal".into()),
            },
        ),
    ];
    let out = build(&info(), &board(), None, &log).unwrap();
    let sans: Vec<&str> = out.game.moves.iter().map(|m| m.san.as_str()).collect();
    assert_eq!(sans, ["e4", "e5", "Nf3", "Nc6", "Bc4", "Nf6", "Ng5", "h6"]);
    assert!(out.game.moves[5].draw_offer, "Black offered with 3...Nf6");
    assert!(
        out.game.moves[4].comments[0]
            .starts_with("Arbiter (Illegal move, Art. 7.5.5): 3...Bb4 touched")
    );
    assert!(out.game.moves[4].comments[0].ends_with("; penalty: +2 min to White"));
    assert!(out.game.moves[7].comments[0].contains("Claim, Art. 9.2"));
    assert_eq!(out.game.result, "1-0");
    assert_eq!(out.game.result_comment.as_deref(), Some("Black resigned"));
    assert_eq!(out.score, Some(GameScore::WHITE_WINS));
    assert_eq!(out.incidents.len(), 2);
    let illegal = &out.incidents[0];
    assert_eq!(illegal.move_label.as_deref(), Some("3.Bc4"));
    assert_eq!(
        (illegal.white_clock_ms, illegal.black_clock_ms),
        (Some(5_300_000), Some(5_350_000))
    );
    let claim = &out.incidents[1];
    assert_eq!(claim.move_label.as_deref(), Some("4...h6"));
    assert_eq!(
        (claim.white_clock_ms, claim.black_clock_ms),
        (Some(5_400_000), Some(5_090_000))
    );
    assert_eq!(claim.arbiter, "IA M. Fernández");
    assert_eq!(claim.at_ms, T0 + 12 * 60_000);
    let pgn = write_game(&out.game).unwrap();
    assert!(pgn.contains("[Round \"4.2\"]") && pgn.contains("[WhiteFideId \"1700004\"]"));
    assert!(pgn.contains("3... Nf6 {[%clk 1:26:30] (=)}"), "{pgn}");
}

#[test]
fn a_fivefold_before_the_recorded_result_makes_it_a_draw() {
    let mut log: Vec<LogEntry> =
        "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 e4"
            .split_whitespace()
            .enumerate()
            .map(|(i, s)| mv(i as i64, s, 60_000))
            .collect();
    log.push(entry(
        30,
        LogKind::Result {
            score: GameScore::BLACK_WINS,
            reason: Some("White's flag fell".into()),
            termination: Some("time forfeit".into()),
        },
    ));
    let out = build(&info(), &board(), None, &log).unwrap();
    assert_eq!(out.game.result, "1/2-1/2");
    assert_eq!(out.score, Some(GameScore::DRAW));
    assert!(
        out.game.moves[15].comments[0].contains("Art. 9.6.1"),
        "{:?}",
        out.game.moves[15]
    );
    assert_eq!(out.game.termination.as_deref(), Some("normal"));
}

#[test]
fn a_penalty_score_is_star_in_pgn_with_the_score_in_a_comment() {
    let log = vec![
        mv(1, "d4", 60_000),
        entry(
            5,
            LogKind::Result {
                score: GameScore::played(Points::Zero, Points::Zero),
                reason: Some("both players refused to comply with the Laws (Art. 11.7)".into()),
                termination: Some("rules infraction".into()),
            },
        ),
    ];
    let out = build(&info(), &board(), None, &log).unwrap();
    assert_eq!(out.game.result, "*");
    assert_eq!(
        out.game.result_comment.as_deref(),
        Some(
            "Result 0-0 (Art. 10.2, 12.9). both players refused to comply with the Laws (Art. 11.7)"
        )
    );
    assert_eq!(out.score.map(|s| s.text()), Some("0-0".to_owned()));
    assert!(
        write_game(&out.game)
            .unwrap()
            .contains("[Termination \"rules infraction\"]")
    );
}

#[test]
fn an_illegal_move_in_the_log_is_an_error_naming_the_board() {
    let log = vec![mv(1, "e4", 0), mv(2, "e4", 0)];
    let err = build(&info(), &board(), None, &log)
        .unwrap_err()
        .to_string();
    assert!(err.starts_with("round 4 board 2: 1...e4: illegal"), "{err}");
}
