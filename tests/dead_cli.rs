//! `arbiter rules dead` on the command line (issue 3): exact JSON, batch mode, bad input.

use assert_cmd::Command;
use predicates::prelude::*;

use crate::common::locale;
use locale::Neutral;

fn arbiter() -> Command {
    let mut cmd = Command::cargo_bin("arbiter").unwrap_or_else(|e| panic!("binary: {e}"));
    cmd.neutral_locale();
    cmd
}

#[test]
fn dead_bare_kings_exact_json() {
    arbiter()
        .args(["rules", "dead", "8/8/8/8/8/8/8/K6k w - -", "--json"])
        .assert()
        .success()
        .stdout(
            "{\"dead\":true,\"white_can_mate\":false,\"black_can_mate\":false,\
             \"white_line\":null,\"black_line\":null,\"reason\":\"White cannot mate: bare king: \
             White has only the king; Black cannot mate: bare king: Black has only the king\"}\n",
        );
}

#[test]
fn dead_one_colour_only() {
    // White: king and bishop against a bare king: White cannot mate; Black is not asked.
    arbiter()
        .args([
            "rules",
            "dead",
            "8/8/8/4k3/8/8/8/KB6 b - -",
            "--colour",
            "white",
            "--json",
        ])
        .assert()
        .success()
        .stdout(
            "{\"dead\":null,\"white_can_mate\":false,\"black_can_mate\":null,\
             \"white_line\":null,\"black_line\":null,\"reason\":\"White cannot mate: only \
             same-colour bishops: every bishop on the board stands on light squares and there is \
             no knight or pawn\"}\n",
        );
}

#[test]
fn dead_bad_fen_and_bad_colour_fail_with_a_message() {
    arbiter()
        .args(["rules", "dead", "8/8/8/9/8/8/8/K6k w - -"])
        .assert()
        .failure()
        .stderr(predicate::str::contains("bad FEN"));
    arbiter()
        .args([
            "rules",
            "dead",
            "8/8/8/8/8/8/8/K6k w - -",
            "--colour",
            "red",
        ])
        .assert()
        .failure()
        .stderr(predicate::str::contains("--colour must be white or black"));
}

#[test]
fn dead_accepts_too_much_material() {
    arbiter()
        .args([
            "rules",
            "dead",
            "k7/pp6/8/8/8/8/QQQQQQQ1/QQK5 w - - 0 80",
            "--json",
        ])
        .assert()
        .success()
        .stdout(predicate::str::contains("\"black_can_mate\""));
}

#[test]
fn dead_batch_one_object_per_line_and_summary() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("tempdir: {e}"));
    let file = dir.path().join("fens.txt");
    std::fs::write(
        &file,
        "# comment\n8/8/8/8/8/8/8/K6k w - - extra fields\n\n8/8/8/4k3/8/8/8/KB6 b - - 0 1 x\n",
    )
    .unwrap_or_else(|e| panic!("write: {e}"));
    let out = arbiter()
        .args(["rules", "dead", "--batch"])
        .arg(&file)
        .arg("--json")
        .assert()
        .success()
        .stderr(predicate::str::contains("2 positions: 2 dead"))
        .get_output()
        .stdout
        .clone();
    let text = String::from_utf8(out).unwrap_or_default();
    let lines: Vec<serde_json::Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("json {l}: {e}")))
        .collect();
    assert_eq!(lines.len(), 2);
    assert_eq!(lines[0]["fen"], "8/8/8/8/8/8/8/K6k w - -");
    assert_eq!(lines[1]["fen"], "8/8/8/4k3/8/8/8/KB6 b - - 0 1");
    assert!(lines.iter().all(|l| l["dead"] == true));
}
