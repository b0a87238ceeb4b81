//! The feed's record stays right (issue 36, item 7), through the real binary: a disagreement
//! that ends when the feed agrees again, a contradiction between a game's tags and its players,
//! a clock reading no control allows, an illegal move that stood, and DGT LiveChess's clock tags
//! and `%emt` comments. The games are a real DGT LiveChess 1.4.8 export (Figueira 2017).

use std::path::{Path, PathBuf};

use serde_json::Value;

use crate::common::locale::{arbiter, run_ok as ok};
use crate::feed_cli::{events, follow, show};

/// The real DGT LiveChess export: Paiva–Morais, Figueira 2017, round 1 board 21.
const FIGUEIRA: &str = include_str!("data/pgn/scalachess/dgt-livechess-figueira-2017.pgn");
const PAIVA: &str = "Paiva, Henrique M A Albergaria";
const MORAIS: &str = "Morais, Mario Martins Freitas";

/// An event (90 min + 30 s, Art. 6) with Paiva–Morais on board 1 of round 1.
fn figueira_event() -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().expect("tempdir");
    let db = dir.path().join("e.sqlite");
    ok(
        &db,
        &["init", "--event", "Figueira", "--control", "90m+30s"],
    );
    ok(&db, &["board", "add", "--white", PAIVA, "--black", MORAIS]);
    (dir, db)
}

/// The real export's tags and movetext, the `Round` tag made "1.1" (round 1, board 1), the
/// movetext cut before `cut` (a move number as in the file, e.g. "21. Rxe8+") and ended `*`.
fn figueira_until(cut: &str) -> String {
    let text = FIGUEIRA.replace("[Round \"1.21\"]", "[Round \"1.1\"]");
    let end = text.find(cut).expect("the cut is in the game");
    let head = text[..end].replace("[Result \"1-0\"]", "[Result \"*\"]");
    format!("{head} *\n")
}

/// The log's events of one kind.
fn kinds(db: &Path, kind: &str) -> usize {
    ok(db, &["log", "--json"])
        .lines()
        .filter_map(|l| serde_json::from_str::<Value>(l).ok())
        .filter(|e| e["type"] == kind)
        .count()
}

#[test]
fn a_disagreement_is_over_once_the_feed_agrees_and_nothing_is_rewritten() {
    let (dir, db) = figueira_event();
    let file = dir.path().join("round.pgn");
    // 40 half-moves, 1.e4 … 20...Rfe8.
    let game = figueira_until("21. Rxe8+");
    std::fs::write(&file, &game).expect("write");
    let (code, out, err) = follow(&db, &file, &[]);
    assert_eq!(code, 0, "{out}{err}");
    assert_eq!(show(&db, 1)["moves"].as_array().map(Vec::len), Some(40));
    // A glitch at 2.Nf3: the feed says 2.Nc3 for a pass.
    std::fs::write(&file, game.replacen("2. Nf3", "2. Nc3", 1)).expect("write");
    let (code, _, err) = follow(&db, &file, &[]);
    assert_eq!(code, 1, "{err}");
    assert_eq!(show(&db, 1)["feed"]["disagreement"]["ply"], 3);
    // The board is put right: the feed matches the record again. The disagreement is over.
    std::fs::write(&file, &game).expect("write");
    let (code, out, err) = follow(&db, &file, &[]);
    assert_eq!(code, 0, "{out}{err}");
    let s = show(&db, 1);
    assert_eq!(s["feed"]["disagreement"], Value::Null, "{}", s["feed"]);
    let text = ok(&db, &["show", "1"]);
    assert!(!text.contains("the feed disagrees from"), "{text}");
    assert!(text.contains("agrees with the record again"), "{text}");
    let boards: Value = serde_json::from_str(&ok(&db, &["boards", "--json"])).expect("boards json");
    assert!(
        !boards.to_string().contains("\"disagreement\":{"),
        "{boards}"
    );
    // A later `feed follow` rewrites nothing: no takeback, the 40 half-moves stand.
    let before = events(&db);
    let _ = arbiter(&db)
        .args(["feed", "follow", "1"])
        .output()
        .expect("run");
    assert_eq!(kinds(&db, "takeback"), 0);
    let (code, out, err) = follow(&db, &file, &[]);
    assert_eq!((code, out.as_str()), (0, ""), "{err}");
    assert_eq!(show(&db, 1)["moves"].as_array().map(Vec::len), Some(40));
    assert!(events(&db) <= before + 1, "at most the arbiter's follow");
}

#[test]
fn tags_contradicting_the_pairing_are_recorded_on_no_board_until_the_arbiter_resolves_it() {
    let (dir, db) = crate::feed_cli::event();
    let file = dir.path().join("round.pgn");
    // Board 2 by its tags, Carlsen–Nakamura (board 1's pairing) by its players.
    let game = |board| {
        crate::feed_cli::pgn(
            board,
            "Carlsen, Magnus",
            "Nakamura, Hikaru",
            &crate::feed_cli::OPENING[..4],
            "1-0",
        )
    };
    std::fs::write(&file, game(2)).expect("write");
    let (code, out, err) = follow(&db, &file, &[]);
    assert_eq!(code, 1, "a contradiction is reported: {out}{err}");
    assert!(
        err.contains("is board 1.2 by its tags, but its players are the pairing of board 1.1"),
        "{err}"
    );
    for board in [1, 2] {
        let s = show(&db, board);
        assert_eq!(
            s["moves"].as_array().map(Vec::len),
            Some(0),
            "board {board}"
        );
        assert_eq!(s["feed"]["proposed_result"], Value::Null, "board {board}");
    }
    let s = show(&db, 2);
    assert_eq!(s["feed"]["contradiction"]["white"], "Carlsen, Magnus");
    assert_eq!(s["feed"]["contradiction"]["board"], "1.1");
    let text = ok(&db, &["show", "2"]);
    assert!(
        text.contains("names this board but its players are"),
        "{text}"
    );
    let boards = ok(&db, &["boards", "--json"]);
    assert!(boards.contains("\"contradiction\":{"), "{boards}");
    // Read again: recorded once.
    let before = events(&db);
    assert_eq!(follow(&db, &file, &[]).0, 1);
    assert_eq!(events(&db), before);
    // The colours reversed on the tagged board is a contradiction too.
    std::fs::write(
        &file,
        crate::feed_cli::pgn(1, "Nakamura, Hikaru", "Carlsen, Magnus", &[], "*"),
    )
    .expect("write");
    let (code, _, err) = follow(&db, &file, &[]);
    assert_eq!(code, 1);
    assert!(err.contains("colours reversed"), "{err}");
    assert_eq!(show(&db, 1)["moves"].as_array().map(Vec::len), Some(0));
    // The feed is put right: board 1's game comes in, board 1's contradiction is over; the
    // arbiter ends board 2's (nothing of it was recorded, nothing is taken back).
    std::fs::write(&file, game(1)).expect("write");
    let (code, out, err) = follow(&db, &file, &[]);
    assert_eq!(code, 0, "{out}{err}");
    let s = show(&db, 1);
    assert_eq!(s["moves"].as_array().map(Vec::len), Some(4));
    assert_eq!(s["feed"]["contradiction"], Value::Null);
    ok(&db, &["feed", "follow", "2"]);
    assert_eq!(show(&db, 2)["feed"]["contradiction"], Value::Null);
    assert_eq!(kinds(&db, "takeback"), 0);
}
