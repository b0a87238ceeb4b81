//! The interop verbs end to end (the real binary, assert_cmd).

use assert_cmd::Command;
use predicates::prelude::*;

fn data(name: &str) -> String {
    format!("{}/tests/data/interop/{name}", env!("CARGO_MANIFEST_DIR"))
}

fn arbiter(db: &std::path::Path) -> Command {
    let mut cmd = Command::cargo_bin("arbiter").unwrap();
    cmd.arg("--db").arg(db);
    cmd
}

#[test]
fn import_pairings_dry_run_lists_boards_and_byes() {
    let dir = tempfile::tempdir().unwrap();
    arbiter(&dir.path().join("e.sqlite"))
        .args(["import", "pairings", &data("event-trf26.trf"), "--dry-run"])
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "  4.3   Ivanova, Daria (2087) – GM Kowalczyk, Adam (2598)\n",
        ))
        .stdout(predicate::str::contains(
            "4.bye Schmidt, Lukas (half-point bye)",
        ));
    assert!(
        !dir.path().join("e.sqlite").exists(),
        "a dry run writes nothing"
    );
}

#[test]
fn import_pairings_dry_run_json() {
    let dir = tempfile::tempdir().unwrap();
    let out = arbiter(&dir.path().join("e.sqlite"))
        .args([
            "import",
            "pairings",
            &data("round4-stubs.pgn"),
            "--dry-run",
            "--json",
        ])
        .output()
        .unwrap();
    assert!(out.status.success());
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["format"], "pgn");
    assert_eq!(v["pairings"].as_array().unwrap().len(), 5);
    assert_eq!(v["pairings"][1]["black_fide_id"], 300_007);
}

#[test]
fn malformed_file_is_one_line_on_stderr_with_line_and_column() {
    let dir = tempfile::tempdir().unwrap();
    arbiter(&dir.path().join("e.sqlite"))
        .args(["import", "pairings", &data("malformed/bad-result.trf")])
        .assert()
        .failure()
        .stdout("")
        .stderr(predicate::str::ends_with(
            "malformed/bad-result.trf line 15: column 109: expected a result code, found 'X'\n",
        ))
        .stderr(predicate::function(|s: &str| s.lines().count() == 1));
    assert!(!dir.path().join("e.sqlite").exists(), "nothing imported");
}

#[test]
fn missing_file_is_an_error_not_a_panic() {
    let dir = tempfile::tempdir().unwrap();
    arbiter(&dir.path().join("e.sqlite"))
        .args(["import", "pairings", "/nonexistent/p.csv", "--dry-run"])
        .assert()
        .failure()
        .stderr(predicate::str::contains("cannot read /nonexistent/p.csv"));
}

#[test]
fn import_game_dry_run_replays_and_names_the_law_based_end() {
    let dir = tempfile::tempdir().unwrap();
    arbiter(&dir.path().join("e.sqlite"))
        .args(["import", "game", "2", &data("board2-game.pgn"), "--dry-run"])
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "33 half-moves, all legal; last 17.Rd8#; clocks on 33; result 1-0",
        ))
        .stdout(predicate::str::contains("(Art. 5.1.1)"));
}

#[test]
fn import_game_with_an_illegal_move_fails_with_its_line() {
    let dir = tempfile::tempdir().unwrap();
    arbiter(&dir.path().join("e.sqlite"))
        .args([
            "import",
            "game",
            "2",
            &data("malformed/illegal-move.pgn"),
            "--dry-run",
        ])
        .assert()
        .failure()
        .stderr(predicate::str::contains(
            "illegal-move.pgn line 15: 9...Bxe7: illegal",
        ));
}
