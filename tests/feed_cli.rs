//! `arbiter follow` end to end (issue 19): LiveChess-style trees that grow over time, per-game
//! files and a combined round file, a glitch, an unmatched game, a fivefold repetition in the
//! feed, a result in the feed's tags, and an HTTP source served on 127.0.0.1 by the test.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};

use serde_json::Value;

use crate::common::locale::arbiter;

use crate::common::locale::run_ok as ok;

/// `follow --once`: (exit code, stdout, stderr).
pub(crate) fn follow(db: &Path, source: &Path, extra: &[&str]) -> (i32, String, String) {
    let out = arbiter(db)
        .arg("follow")
        .arg(source)
        .arg("--once")
        .args(extra)
        .output()
        .expect("run");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

pub(crate) fn show(db: &Path, board: u32) -> Value {
    serde_json::from_str(&ok(db, &["show", &board.to_string(), "--json"])).expect("json")
}

pub(crate) fn events(db: &Path) -> usize {
    ok(db, &["log", "--json"]).lines().count()
}

/// An event with one board (Carlsen–Nakamura) of round 1 and a 90+30 control.
pub(crate) fn event_of_one() -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().expect("tempdir");
    let db = dir.path().join("e.sqlite");
    ok(&db, &["init", "--event", "Open", "--control", "90m+30s"]);
    ok(
        &db,
        &[
            "board",
            "add",
            "--white",
            "Carlsen, Magnus",
            "--black",
            "Nakamura, Hikaru",
        ],
    );
    (dir, db)
}

/// Board 2 of round 1: Ding–Nepomniachtchi.
pub(crate) fn add_second_board(db: &Path) {
    ok(
        db,
        &[
            "board",
            "add",
            "--white",
            "Ding, Liren",
            "--black",
            "Nepomniachtchi, Ian",
        ],
    );
}

/// An event with two boards of round 1 and a 90+30 control.
pub(crate) fn event() -> (tempfile::TempDir, PathBuf) {
    let (dir, db) = event_of_one();
    add_second_board(&db);
    (dir, db)
}

/// A game as LiveChess writes it: tags, moves with `[%clk]`, `*` while it is played.
pub(crate) fn pgn(
    board: u32,
    white: &str,
    black: &str,
    moves: &[(&str, &str)],
    result: &str,
) -> String {
    let mut text = format!(
        "[Event \"Open\"]\n[Round \"1\"]\n[Board \"{board}\"]\n[White \"{white}\"]\n[Black \"{black}\"]\n[Result \"{result}\"]\n\n"
    );
    for (i, (san, clk)) in moves.iter().enumerate() {
        if i % 2 == 0 {
            text.push_str(&format!("{}. ", i / 2 + 1));
        }
        text.push_str(&format!("{san} {{[%clk {clk}]}} "));
    }
    text.push_str(result);
    text.push('\n');
    text
}

pub(crate) const OPENING: [(&str, &str); 6] = [
    ("e4", "1:30:20"),
    ("e5", "1:30:10"),
    ("Nf3", "1:29:00"),
    ("Nc6", "1:28:40"),
    ("Bb5", "1:27:30"),
    ("a6", "1:27:00"),
];

#[test]
fn a_growing_tree_is_recorded_exactly_once_with_its_clocks() {
    let (dir, db) = event();
    let round = dir.path().join("LiveChess export").join("Round 1");
    std::fs::create_dir_all(&round).expect("mkdir");
    let write = |moves: &[(&str, &str)]| {
        std::fs::write(
            round.join("game1.pgn"),
            pgn(1, "Carlsen, Magnus", "Nakamura, Hikaru", moves, "*"),
        )
        .expect("write");
    };
    write(&OPENING[..3]);
    // The combined round file has board 2 (and board 1, shorter: the longer game is taken).
    std::fs::write(
        round.join("games.pgn"),
        pgn(1, "Carlsen, Magnus", "Nakamura, Hikaru", &OPENING[..1], "*")
            + "\n"
            + &pgn(
                2,
                "Ding, Liren",
                "Nepomniachtchi, Ian",
                &[("d4", "1:30:25")],
                "*",
            ),
    )
    .expect("write");
    let source = dir.path().join("LiveChess export");
    let (code, out, err) = follow(&db, &source, &[]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(
        out.contains("board 1.1: 3 moves from the feed (e4 e5 Nf3)"),
        "{out}"
    );
    assert!(
        out.contains("board 1.2: one move from the feed (d4)"),
        "{out}"
    );
    let s = show(&db, 1);
    let moves = s["moves"].as_array().expect("moves");
    assert_eq!(moves.len(), 3);
    // The e-board's clocks: White's after 2.Nf3, Black's after 1...e5.
    assert_eq!(moves[2]["clock"]["white_ms"], 5_340_000);
    assert_eq!(moves[2]["clock"]["black_ms"], 5_410_000);
    assert_eq!(
        s["clock"]["running"], "black",
        "the clock on the table runs for Black"
    );
    assert_eq!(s["feed"]["moves"], 3);
    // The events name the feed as who recorded them.
    let log = ok(&db, &["log", "--json"]);
    let first: Value = serde_json::from_str(log.lines().next().expect("an event")).expect("json");
    assert_eq!(first["display_name"], "feed", "{first}");
    // Once again: nothing new, nothing recorded.
    let before = events(&db);
    let (code, out, _) = follow(&db, &source, &[]);
    assert_eq!((code, out.as_str()), (0, ""));
    assert_eq!(events(&db), before);
    // The game goes on.
    write(&OPENING);
    let (code, out, _) = follow(&db, &source, &[]);
    assert_eq!(code, 0);
    assert!(
        out.contains("board 1.1: 3 moves from the feed (Nc6 Bb5 a6)"),
        "{out}"
    );
    assert_eq!(
        events(&db),
        before + 3,
        "one event per fed move, nothing else"
    );
    assert_eq!(show(&db, 1)["moves"][5]["clock"]["black_ms"], 5_220_000);
}

#[test]
fn a_glitch_raises_one_disagreement_and_records_nothing_until_the_arbiter_chooses() {
    let (dir, db) = event();
    let file = dir.path().join("round.pgn");
    let board1 = |moves: &[(&str, &str)]| pgn(1, "Carlsen, Magnus", "Nakamura, Hikaru", moves, "*");
    std::fs::write(&file, board1(&OPENING[..4])).expect("write");
    assert_eq!(follow(&db, &file, &[]).0, 0);
    // A knocked-over piece: the feed now says 2...Nf6 where 2...Nc6 was recorded, and goes on.
    let glitch = [
        OPENING[0],
        OPENING[1],
        OPENING[2],
        ("Nf6", "1:28:40"),
        ("Nc3", "1:27:30"),
    ];
    std::fs::write(&file, board1(&glitch)).expect("write");
    let before = events(&db);
    let (code, _, err) = follow(&db, &file, &[]);
    assert_eq!(code, 1, "a disagreement is reported");
    assert!(
        err.contains("board 1.1: feed disagrees from 2...Nc6: feed says 2...Nf6"),
        "{err}"
    );
    assert_eq!(events(&db), before + 1, "the disagreement, once; no move");
    let s = show(&db, 1);
    assert_eq!(s["moves"].as_array().map(Vec::len), Some(4));
    assert_eq!(s["feed"]["disagreement"]["ply"], 4);
    assert_eq!(s["feed"]["disagreement"]["feed"], "Nf6");
    // The same disagreement again: not recorded again.
    follow(&db, &file, &[]);
    assert_eq!(events(&db), before + 1);
    // The arbiter follows the feed: the record goes back to 2.Nf3 and the feed's moves come in.
    let out = ok(&db, &["feed", "follow", "1"]);
    assert!(
        out.contains("1 half-moves taken back to 2.Nf3") || out.contains("taken back"),
        "{out}"
    );
    let (code, out, err) = follow(&db, &file, &[]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("(Nf6 Nc3)"), "{out}");
    let sans: Vec<Value> = show(&db, 1)["moves"]
        .as_array()
        .expect("moves")
        .iter()
        .map(|m| m["san"].clone())
        .collect();
    assert_eq!(sans, ["e4", "e5", "Nf3", "Nf6", "Nc3"]);
    // Or ignores it: a later glitch changes nothing.
    ok(&db, &["feed", "ignore", "1"]);
    std::fs::write(&file, board1(&OPENING)).expect("write");
    let before = events(&db);
    assert_eq!(follow(&db, &file, &[]).0, 0);
    assert_eq!(events(&db), before);
}

#[test]
fn unmatched_games_are_reported_and_a_result_is_only_proposed() {
    let (dir, db) = event();
    let file = dir.path().join("round.pgn");
    let text = pgn(9, "Somebody", "Else", &OPENING[..2], "*")
        + "\n"
        + &pgn(
            2,
            "Ding, Liren",
            "Nepomniachtchi, Ian",
            &[("d4", "1:30:25"), ("d5", "1:30:00")],
            "1/2-1/2",
        );
    std::fs::write(&file, text).expect("write");
    let (code, out, err) = follow(&db, &file, &["--dry-run"]);
    assert_eq!(code, 1);
    assert!(
        out.contains("→ board 1.2: 2 new half-moves from 1.d4"),
        "{out}"
    );
    assert_eq!(events(&db), 0, "a dry run writes nothing");
    assert!(
        err.contains("game 1 (Somebody – Else, Round 1 Board 9) matches no board"),
        "{err}"
    );
    let (code, out, _) = follow(&db, &file, &[]);
    assert_eq!(code, 1);
    assert!(
        out.contains("the feed gives the result 1/2-1/2 — a proposal, not applied"),
        "{out}"
    );
    let s = show(&db, 2);
    assert_eq!(
        s["result"],
        Value::Null,
        "never applied without the arbiter"
    );
    assert_eq!(s["feed"]["proposed_result"], "1/2-1/2");
}

#[test]
fn a_fivefold_repetition_in_the_feed_ends_the_game_by_the_laws() {
    let (dir, db) = event();
    let file = dir.path().join("round.pgn");
    let mut moves = vec![("Nf3", "1:30:00"), ("Nf6", "1:30:00")];
    for _ in 0..4 {
        moves.extend([
            ("Ng1", "1:30:00"),
            ("Ng8", "1:30:00"),
            ("Nf3", "1:30:00"),
            ("Nf6", "1:30:00"),
        ]);
    }
    std::fs::write(
        &file,
        pgn(1, "Carlsen, Magnus", "Nakamura, Hikaru", &moves, "*"),
    )
    .expect("write");
    let (code, out, err) = follow(&db, &file, &[]);
    assert_eq!(code, 1, "the moves after the end are reported: {out}{err}");
    assert!(
        err.contains("the feed's 9.Nf3 is not legal there (the game ended by the Laws after 8...Ng8, Art. 9.6.1)"),
        "{err}"
    );
    let s = show(&db, 1);
    assert_eq!(s["moves"].as_array().map(Vec::len), Some(16));
    assert_eq!(s["outcome"]["article"], "9.6.1", "{}", s["outcome"]);
    assert_eq!(s["result"], "1/2-1/2");
}

#[test]
fn an_http_source_on_the_local_network() {
    let (_dir, db) = event();
    let body = pgn(
        2,
        "Ding, Liren",
        "Nepomniachtchi, Ian",
        &[("d4", "1:30:25")],
        "*",
    );
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("bind");
    let url = format!("http://{}/round1.pgn", listener.local_addr().expect("addr"));
    let server = std::thread::spawn(move || {
        // One request (follow --once reads once: nothing is behind the record).
        if let Ok((mut stream, _)) = listener.accept() {
            let mut buf = [0u8; 4096];
            let _ = stream.read(&mut buf);
            let answer = format!(
                "HTTP/1.1 200 OK\r\nContent-Type: application/x-chess-pgn\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
                body.len()
            );
            let _ = stream.write_all(answer.as_bytes());
        }
    });
    let out = arbiter(&db)
        .args(["follow", &url, "--once"])
        .output()
        .expect("run");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        String::from_utf8_lossy(&out.stdout).contains("board 1.2: one move from the feed (d4)")
    );
    server.join().expect("server");
    assert_eq!(show(&db, 2)["feed"]["source"], url);
}

#[test]
fn a_later_round_is_fed_by_its_round_and_board_tags() {
    let (dir, db) = event();
    ok(
        &db,
        &[
            "board",
            "add",
            "--round",
            "2",
            "--white",
            "Nakamura, Hikaru",
            "--black",
            "Carlsen, Magnus",
        ],
    );
    let file = dir.path().join("round2.pgn");
    let text = pgn(
        1,
        "Nakamura, Hikaru",
        "Carlsen, Magnus",
        &[("c4", "1:30:05")],
        "*",
    )
    .replace("[Round \"1\"]", "[Round \"2\"]");
    std::fs::write(&file, text).expect("write");
    // Round 1's board 1 has other players: the game is round 2's board 1.
    let (code, out, err) = follow(&db, &file, &["--round", "2"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("board 2.1: one move from the feed (c4)"),
        "{out}"
    );
    let s: Value = serde_json::from_str(&ok(&db, &["show", "2.1", "--json"])).expect("json");
    assert_eq!(s["moves"][0]["san"], "c4");
    assert_eq!(
        show(&db, 1)["moves"].as_array().map(Vec::len),
        Some(0),
        "round 1 untouched"
    );
    // Without --round the current round is fed; round 1 has no game tagged for it.
    ok(&db, &["round", "set", "2"]);
    let (code, out, _) = follow(&db, &file, &[]);
    assert_eq!(
        (code, out.as_str()),
        (0, ""),
        "nothing new, nothing reported"
    );
}

/// Poll `cond` for up to 20 s (less than a watch's forced full pass).
fn eventually(what: &str, mut cond: impl FnMut() -> bool) {
    let start = std::time::Instant::now();
    while start.elapsed() < std::time::Duration::from_secs(20) {
        if cond() {
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(100));
    }
    panic!("not within 20 s: {what}");
}

/// A watching `follow` (no `--once`) skips passes while nothing changed, and still sees what
/// does: a file that grows, and a board added to the event after its game was already in the
/// feed (the event file's change, not the feed's, makes the next pass).
#[test]
fn a_watching_follow_sees_a_growing_file_and_a_board_added_later() {
    let (dir, db) = event_of_one();
    let feed = dir.path().join("feed");
    std::fs::create_dir_all(&feed).expect("mkdir");
    std::fs::write(
        feed.join("game1.pgn"),
        pgn(1, "Carlsen, Magnus", "Nakamura, Hikaru", &OPENING[..2], "*"),
    )
    .expect("write");
    std::fs::write(
        feed.join("game2.pgn"),
        pgn(
            2,
            "Ding, Liren",
            "Nepomniachtchi, Ian",
            &[("d4", "1:30:25")],
            "*",
        ),
    )
    .expect("write");
    let mut child = std::process::Command::new(assert_cmd::cargo::cargo_bin("arbiter"))
        .arg("--db")
        .arg(&db)
        .args(["follow"])
        .arg(&feed)
        .args(["--interval", "0.2"])
        .env_remove("ARBITER_DB")
        .env("ARBITER_LANG", "en")
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("spawn follow");
    let moves = |board: u32| show(&db, board)["moves"].as_array().map_or(0, |m| m.len());
    eventually("board 1 has the feed's two moves", || moves(1) == 2);
    std::fs::write(
        feed.join("game1.pgn"),
        pgn(1, "Carlsen, Magnus", "Nakamura, Hikaru", &OPENING[..4], "*"),
    )
    .expect("write");
    eventually("board 1 grows to four moves", || moves(1) == 4);
    // Board 2's game was in the feed from the start, unmatched; the board added now is filled
    // although no feed file changed.
    add_second_board(&db);
    eventually("board 2 gets d4", || moves(2) == 1);
    let _ = child.kill();
    let _ = child.wait();
    assert_eq!(moves(1), 4, "nothing recorded twice");
}
