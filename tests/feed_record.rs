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
