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
pub(crate) fn figueira_event() -> (tempfile::TempDir, PathBuf) {
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
pub(crate) fn figueira_until(cut: &str) -> String {
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
        .filter(|e| e["kind"]["type"] == kind)
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

/// The feed's game as a folder holds it (`follow --once` on the folder, as LiveChess writes).
pub(crate) fn write_round(dir: &Path, game: &str) -> PathBuf {
    let folder = dir.join("live");
    std::fs::create_dir_all(folder.join("round-1")).expect("mkdir");
    std::fs::write(folder.join("round-1").join("game-1.pgn"), game).expect("write");
    folder
}

#[test]
fn a_clock_reading_no_control_allows_is_refused_once_and_shown() {
    let (dir, db) = figueira_event();
    // 1.e4 … 2...g6 with White's first reading 99999:00:00 (90 min + 30 s: at most 1:31:00).
    let game = figueira_until("3. d4").replacen("[%clk 1:30:58]", "[%clk 99999:00:00]", 1);
    let folder = write_round(dir.path(), &game);
    let (code, out, err) = follow(&db, &folder, &[]);
    assert_eq!(code, 1, "refused and reported: {out}{err}");
    assert!(
        err.contains("board 1.1: the feed gives White's clock 99999:00:00 after 1.e4, more than the control lets it show (1:31:00)"),
        "{err}"
    );
    let s = show(&db, 1);
    assert_eq!(
        s["moves"].as_array().map(Vec::len),
        Some(4),
        "the moves are recorded"
    );
    let beyond = &s["feed"]["clock_beyond"];
    assert_eq!(beyond["side"], "white", "{beyond}");
    assert_eq!(beyond["clock_ms"], 359_996_400_000_i64);
    assert_eq!(beyond["most_ms"], 5_460_000);
    // Not White's clock: no move records it (at most 1:31:30 after 2.Nf3, its 1:31:07 read)
    // and the board's clock shows what a clock can.
    for m in s["moves"].as_array().into_iter().flatten() {
        assert!(
            m["clock"]["white_ms"]
                .as_i64()
                .is_some_and(|ms| ms <= 5_490_000),
            "{m}"
        );
    }
    assert_eq!(s["moves"][2]["clock"]["white_ms"], 5_467_000);
    assert!(
        s["clock"]["white"]["ms"]
            .as_i64()
            .is_some_and(|ms| ms <= 5_490_000),
        "{s}"
    );
    let text = ok(&db, &["show", "1"]);
    assert!(
        text.contains("a reading refused: White's clock 99999:00:00 after 1.e4"),
        "{text}"
    );
    let boards = ok(&db, &["boards", "--json"]);
    assert!(boards.contains("\"clock_beyond\":{"), "{boards}");
    // Read again: noted once, nothing reported.
    let before = events(&db);
    let (code, _, err) = follow(&db, &folder, &[]);
    assert_eq!((code, err.as_str()), (0, ""));
    assert_eq!(events(&db), before);
}

#[test]
fn an_illegal_move_that_stood_is_recorded_once_and_the_feed_reads_on() {
    let (dir, db) = figueira_event();
    // 1.e4 … 6...Bg7 with 5.Ke3 for 5.Nc3 (not legal), Black moved on, and the feed's 1-0.
    let good = figueira_until("7. Be3").replace("[Result \"*\"]", "[Result \"1-0\"]");
    let folder = write_round(dir.path(), &good.replacen("5. Nc3", "5. Ke3", 1));
    let (code, out, err) = follow(&db, &folder, &[]);
    assert_eq!(code, 1, "{out}{err}");
    assert!(err.contains("the feed's 5.Ke3 is not legal there"), "{err}");
    let s = show(&db, 1);
    assert_eq!(s["moves"].as_array().map(Vec::len), Some(8));
    assert_eq!(s["feed"]["illegal"]["ply"], 9, "{}", s["feed"]);
    assert_eq!(s["feed"]["illegal"]["label"], "5.Ke3");
    // The feed's result stays a proposal.
    assert_eq!(s["feed"]["proposed_result"], "1-0");
    assert_eq!(s["result"], Value::Null);
    let text = ok(&db, &["show", "1"]);
    assert!(
        text.contains("the feed's 5.Ke3 is not legal there"),
        "{text}"
    );
    let boards = ok(&db, &["boards", "--json"]);
    assert!(boards.contains("\"illegal\":{"), "{boards}");
    // Later passes read on and record it once.
    let before = events(&db);
    let (code, _, err) = follow(&db, &folder, &[]);
    assert_eq!((code, err.as_str()), (0, ""));
    assert_eq!(events(&db), before);
    // The e-board is corrected (Art. 7.5.1): the legal moves from that ply come in, the
    // alert ends.
    std::fs::write(folder.join("round-1").join("game-1.pgn"), &good).expect("write");
    let (code, out, err) = follow(&db, &folder, &[]);
    assert_eq!(code, 0, "{out}{err}");
    let s = show(&db, 1);
    assert_eq!(s["moves"].as_array().map(Vec::len), Some(12));
    assert_eq!(s["feed"]["illegal"], Value::Null, "{}", s["feed"]);
}

/// 1.e4 … 2...g6 (White to move) with the clock tags LiveChess writes between moves: White
/// 1:20:00 and running from `reference` (an RFC 3339 instant), Black 1:25:00.
fn with_clock_tags(reference: &str) -> String {
    figueira_until("3. d4").replace(
        "[LiveChessVersion",
        &format!(
            "[WhiteClock \"01:20:00\"]\n[BlackClock \"01:25:00\"]\n\
             [ReferenceTime \"W/{reference}\"]\n[LiveChessVersion"
        ),
    )
}

/// This computer's clock `offset_ms` from now, as LiveChess writes a `ReferenceTime`.
fn instant_from_now(offset_ms: i64) -> String {
    (chrono::Utc::now() + chrono::TimeDelta::milliseconds(offset_ms))
        .format("%Y-%m-%dT%H:%M:%S%.3fZ")
        .to_string()
}

#[test]
fn livechess_clock_tags_and_emt_set_the_clocks() {
    let (dir, db) = figueira_event();
    // White's clock ran from 20 s before the tags were read (issue 36, item 7: ReferenceTime).
    let folder = write_round(dir.path(), &with_clock_tags(&instant_from_now(-20_000)));
    let (code, out, err) = follow(&db, &folder, &[]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(
        out.contains("board 1.1: the clocks from the feed's tags: 1:20:00 – 1:25:00"),
        "{out}"
    );
    let s = show(&db, 1);
    assert_eq!(s["clock"]["black"]["ms"], 5_100_000, "{}", s["clock"]);
    // 1:20:00 less the 20 s since the reference, less what ran since (a loaded machine).
    let white = s["clock"]["white"]["ms"].as_i64().unwrap_or(0);
    assert!(
        (4_700_000..=4_780_000).contains(&white),
        "White's runs from its tag less 20 s: {white}"
    );
    assert_eq!(s["feed"]["clock_reference"], Value::Null, "{}", s["feed"]);
    let before = events(&db);
    assert_eq!(follow(&db, &folder, &[]).0, 0);
    assert_eq!(events(&db), before, "recorded once");
    // `%emt` without `%clk`: the mover's clock is its last reading less the move's time plus
    // the increment; `%clk 0:00:58.6` is read to the tenth.
    let (dir, db) = figueira_event();
    let game = figueira_until("2. Nf3")
        .replacen("{[%clk 1:30:58]}", "{[%emt 0:0:2]}", 1)
        .replacen("{[%clk 1:30:58]}", "{[%clk 0:00:58.6]}", 1);
    let folder = write_round(dir.path(), &game);
    let (code, out, err) = follow(&db, &folder, &[]);
    assert_eq!(code, 0, "{out}{err}");
    let moves = show(&db, 1)["moves"].clone();
    assert_eq!(moves[0]["clock"]["white_ms"], 5_458_000, "{moves}");
    assert_eq!(moves[1]["clock"]["black_ms"], 58_600, "{moves}");
}

#[test]
fn clock_tags_whose_reference_is_ahead_or_too_old_are_refused_once_and_shown() {
    // Issue 36, item 7: the e-board computer's clock an hour ahead of this one.
    let (dir, db) = figueira_event();
    let folder = write_round(dir.path(), &with_clock_tags(&instant_from_now(3_600_000)));
    let (code, out, err) = follow(&db, &folder, &[]);
    assert_eq!(code, 1, "refused and reported: {out}{err}");
    assert!(
        err.contains("board 1.1: the feed's clock tags 1:20:00 – 1:25:00 are not taken as a reading: their reference time"),
        "{err}"
    );
    assert!(err.contains("ahead of this computer's clock"), "{err}");
    let s = show(&db, 1);
    let refused = &s["feed"]["clock_reference"];
    assert_eq!(refused["running"], "white", "{refused}");
    assert_eq!(refused["white_ms"], 4_800_000, "{refused}");
    assert_eq!(s["feed"]["tag_clocks"], Value::Null, "{}", s["feed"]);
    // Neither tag is the clock: Black's is its last move's reading (2...g6, 1:31:18).
    assert_eq!(s["clock"]["black"]["ms"], 5_478_000, "{}", s["clock"]);
    let text = ok(&db, &["show", "1"]);
    assert!(
        text.contains("clock tags refused: 1:20:00 – 1:25:00, their reference time"),
        "{text}"
    );
    let boards = ok(&db, &["boards", "--json"]);
    assert!(boards.contains("\"clock_reference\":{"), "{boards}");
    // Read again: refused once, not taken later either.
    let before = events(&db);
    let (code, _, err) = follow(&db, &folder, &[]);
    assert_eq!((code, err.as_str()), (0, ""));
    assert_eq!(events(&db), before);
    // A reference further back than White's clock could have run (2017: at most 1:31:30).
    let (dir, db) = figueira_event();
    let game = with_clock_tags("2017-10-29T10:12:33.123+01:00");
    let folder = write_round(dir.path(), &game);
    let (code, out, err) = follow(&db, &folder, &[]);
    assert_eq!(code, 1, "{out}{err}");
    assert!(
        err.contains("back, longer than White's clock could have run (1:31:30)"),
        "{err}"
    );
    assert_eq!(
        show(&db, 1)["feed"]["clock_reference"]["at_ms"],
        1_509_268_353_123_i64
    );
}

/// Paiva–Morais with the knights shuffled back four times: the start position a fifth time
/// after 8...Ng8 (Art. 9.6.1: fivefold, the game is drawn), then `after` — the feed's game going
/// on as if it had not ended.
pub(crate) fn fivefold_then(after: &str) -> String {
    let tags = figueira_until("1. e4");
    let shuffle = "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 \
                   7. Nf3 Nf6 8. Ng1 Ng8";
    format!("{}{shuffle} {after} *\n", tags.trim_end_matches(" *\n"))
}

#[test]
fn a_feed_going_on_after_the_laws_ended_the_game_is_recorded_once_and_shown() {
    // Issue 36, item 7: the e-board's game goes on after the fivefold (Art. 9.6.1).
    let (dir, db) = figueira_event();
    let folder = write_round(dir.path(), &fivefold_then("9. Nf3 Nf6 10. Ng1"));
    let (code, out, err) = follow(&db, &folder, &[]);
    assert_eq!(code, 1, "reported: {out}{err}");
    assert!(
        err.contains("the feed's 9.Nf3 is not legal there (the game ended by the Laws after 8...Ng8, Art. 9.6.1)"),
        "{err}"
    );
    let s = show(&db, 1);
    // The end stands: the record is the 16 half-moves, nothing after.
    assert_eq!(s["moves"].as_array().map(Vec::len), Some(16));
    let after = &s["feed"]["after_end"];
    assert_eq!(after["ply"], 17, "{after}");
    assert_eq!(after["san"], "Nf3", "{after}");
    assert_eq!(after["label"], "9.Nf3", "{after}");
    assert_eq!(after["article"], "9.6.1", "{after}");
    assert_eq!(after["end_label"], "8...Ng8", "{after}");
    let text = ok(&db, &["show", "1"]);
    assert!(
        text.contains(
            "the feed goes on with 9.Nf3 after the game ended after 8...Ng8 (Art. 9.6.1)"
        ),
        "{text}"
    );
    let boards = ok(&db, &["boards", "--json"]);
    assert!(boards.contains("\"after_end\":{"), "{boards}");
    // Later passes, the feed longer still: recorded and reported once.
    let before = events(&db);
    assert_eq!(kinds(&db, "feed"), 2, "attached, after the end");
    std::fs::write(
        folder.join("round-1").join("game-1.pgn"),
        fivefold_then("9. Nf3 Nf6 10. Ng1 Ng8 11. e4"),
    )
    .expect("write");
    let (code, _, err) = follow(&db, &folder, &[]);
    assert_eq!((code, err.as_str()), (0, ""));
    assert_eq!(events(&db), before);
    // The arbiter keeps the record (feed ignore): the alert is over.
    ok(&db, &["feed", "ignore", "1"]);
    assert_eq!(show(&db, 1)["feed"]["after_end"], Value::Null);
}
