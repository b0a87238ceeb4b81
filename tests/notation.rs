//! Issue 34, items 1 and 2: the notations of the Laws' Appendix C and the pieces' letters of
//! the process's language, read by every door of the real binary (`move`, `claim --move`,
//! `import game`, `follow`, `rules analyze`), and a move that cannot be read never dropped.

use std::path::{Path, PathBuf};

use serde_json::Value;

use crate::common::locale::arbiter;

fn data(path: &str) -> String {
    format!("{}/tests/data/{path}", env!("CARGO_MANIFEST_DIR"))
}

fn run(db: &Path, args: &[&str]) -> (bool, String, String) {
    let out = arbiter(db).args(args).output().expect("run");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

use crate::common::locale::run_ok as ok;

fn event(dir: &Path) -> PathBuf {
    let db = dir.join("e.sqlite");
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
    db
}

/// The SAN of every move recorded on board 1, as stored.
fn stored_moves(db: &Path) -> Vec<String> {
    ok(db, &["log", "--json"])
        .lines()
        .filter_map(|l| serde_json::from_str::<Value>(l).ok())
        .filter_map(|e| e["kind"]["san"].as_str().map(str::to_owned))
        .collect()
}

#[test]
fn move_reads_appendix_c_and_each_language_s_letters() {
    let dir = tempfile::tempdir().expect("tmp");
    let db = event(dir.path());
    // Scholar's mate, each move in another notation or language; "++" mates (C.13).
    for (lang, typed) in [
        ("en", "e2-e4"),
        ("es", "e7e5"),
        ("es", "Ac4"),
        ("es", "Cb8-c6"),
        ("ru", "Фh5"),
        ("ru", "Кg8f6"),
        ("en", "Qh5xf7++"),
    ] {
        ok(&db, &["--lang", lang, "move", "1", typed, "--no-press"]);
    }
    assert_eq!(
        stored_moves(&db),
        ["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"],
        "stored in standard SAN whatever was typed"
    );
    let show: Value = serde_json::from_str(&ok(&db, &["show", "1", "--json"])).expect("json");
    assert!(show.to_string().contains("checkmate"), "{show}");
}

#[test]
fn move_in_spanish_and_russian_takes_the_local_and_the_english_letters() {
    let dir = tempfile::tempdir().expect("tmp");
    let db = event(dir.path());
    ok(&db, &["--lang", "es", "move", "1", "Cf3", "--no-press"]);
    ok(&db, &["--lang", "ru", "move", "1", "Кf6", "--no-press"]);
    ok(&db, &["--lang", "es", "move", "1", "Nc3", "--no-press"]);
    ok(&db, &["--lang", "ru", "move", "1", "Nc6", "--no-press"]);
    // Spanish "R" is the king (Rey), never the rook: the rule written in `i18n::san`.
    let (success, _, err) = run(&db, &["--lang", "es", "move", "1", "Rg1", "--no-press"]);
    assert!(!success && err.contains("Kg1"), "{err}");
    ok(&db, &["--lang", "es", "move", "1", "Tb1", "--no-press"]);
    assert_eq!(stored_moves(&db), ["Nf3", "Nf6", "Nc3", "Nc6", "Rb1"]);
}

#[test]
fn import_game_reads_mate_written_plus_plus_and_refuses_an_unreadable_last_move() {
    let dir = tempfile::tempdir().expect("tmp");
    let db = dir.path().join("e.sqlite");
    let out = ok(
        &db,
        &[
            "import",
            "game",
            "2",
            &data("pgn/appendix-c/board2-mate-plusplus.pgn"),
            "--dry-run",
        ],
    );
    assert!(
        out.contains("33 half-moves, all legal; last 17.Rd8#"),
        "{out}"
    );
    let (success, out, err) = run(
        &db,
        &[
            "import",
            "game",
            "2",
            &data("interop/malformed/unreadable-last-move.pgn"),
            "--dry-run",
        ],
    );
    assert!(!success, "{out}");
    assert!(
        err.contains("unreadable-last-move.pgn line 20: 17.Rd8x#: not a move in SAN"),
        "{err}"
    );
}

#[test]
fn rules_analyze_reads_every_scoresheet_ending() {
    let dir = tempfile::tempdir().expect("tmp");
    let db = dir.path().join("e.sqlite");
    let file = data("pgn/appendix-c/scoresheet-endings.pgn");
    let out = ok(&db, &["rules", "analyze", &file, "--json"]);
    let json: Value = serde_json::from_str(&out).expect("json");
    let plies: Vec<u64> = json["games"]
        .as_array()
        .expect("games")
        .iter()
        .filter_map(|g| g["plies"].as_u64())
        .collect();
    // Each game's last move is read: Qh4++, Qxf7++, exd6e.p. c6, exd6 e.p., exf6ep, a8Q+,
    // a8(Q)+, a8/Q+, and 3.a8=Q after 0-0 and Ng1-f3.
    assert_eq!(plies, [4, 7, 6, 5, 5, 1, 1, 1, 5], "{out}");
}

#[test]
fn follow_reads_the_long_form_and_refuses_a_feed_it_cannot_read() {
    let dir = tempfile::tempdir().expect("tmp");
    let db = event(dir.path());
    let feed = dir.path().join("feed");
    std::fs::create_dir_all(&feed).expect("mkdir");
    let game = |moves: &str| {
        format!(
            "[Event \"Open\"]\n[Round \"1\"]\n[Board \"1\"]\n[White \"Carlsen, Magnus\"]\n\
             [Black \"Nakamura, Hikaru\"]\n[Result \"*\"]\n\n{moves} *\n"
        )
    };
    // One pass of `follow` over the feed holding `moves`: its stdout and stderr.
    let follow = |moves: &str| {
        std::fs::write(feed.join("game1.pgn"), game(moves)).expect("write");
        let out = arbiter(&db)
            .arg("follow")
            .arg(&feed)
            .arg("--once")
            .output()
            .expect("run");
        format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        )
    };
    let text = follow("1. e2-e4 e7e5 2. Ng1-f3 Nb8c6");
    assert!(text.contains("4 moves from the feed"), "{text}");
    assert_eq!(stored_moves(&db), ["e4", "e5", "Nf3", "Nc6"]);
    let all = follow("1. e2-e4 e7e5 2. Ng1-f3 Nb8c6 3. Bf1b5x");
    assert!(all.contains("3.Bf1b5x"), "{all}");
    assert_eq!(stored_moves(&db).len(), 4, "nothing more recorded");
}
