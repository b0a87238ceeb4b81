//! The Laws procedures of issue 15 through the binary: a 9.2 claim with an illegal written move
//! (Art. 9.5.3, 4.3), Guidelines III before the last period (III.2.1), and `--laws 2009`.

use std::path::{Path, PathBuf};

use assert_cmd::Command;
use predicates::prelude::*;

use crate::common::locale;
use locale::Neutral;

fn arbiter(db: &Path) -> Command {
    let mut cmd = Command::cargo_bin("arbiter").expect("binary");
    cmd.neutral_locale();
    cmd.arg("--db").arg(db).env_remove("ARBITER_DB");
    cmd
}

fn event(dir: &Path, init: &[&str]) -> PathBuf {
    let db = dir.join("laws.sqlite");
    arbiter(&db)
        .args(["init", "--event", "Laws Open"])
        .args(init)
        .assert()
        .success();
    arbiter(&db)
        .args(["board", "add", "--white", "Ann", "--black", "Bob"])
        .assert()
        .success();
    db
}

fn run(db: &Path, args: &[&str]) {
    arbiter(db).args(args).assert().success();
}

fn refused(db: &Path, args: &[&str], what: &str) {
    arbiter(db)
        .args(args)
        .assert()
        .failure()
        .stderr(predicate::str::contains(what));
}

#[test]
fn illegal_written_move_claim_is_recorded_and_holds_the_knight() {
    let dir = tempfile::tempdir().expect("tmp");
    let db = event(dir.path(), &["--control", "5400"]);
    for m in ["Nf3", "Nf6", "Ng1"] {
        run(&db, &["move", "1", m]);
    }
    run(&db, &["claim", "1", "repetition", "--move", "Nd7"]);
    run(&db, &["decide", "1", "rejected"]);
    refused(&db, &["move", "1", "e5"], "Black must move a knight");
    refused(&db, &["move", "1", "e5"], "Art. 9.5.3, 4.3");
    run(&db, &["move", "1", "Nc6"]);
    run(&db, &["move", "1", "e4"]);
    // Unparseable: refused, nothing to hold the claimant to.
    refused(
        &db,
        &["claim", "1", "repetition", "--move", "Zz9"],
        "not a move in SAN",
    );
}

#[test]
fn guidelines_iii_before_the_last_period_and_2009() {
    let dir = tempfile::tempdir().expect("tmp");
    let db = event(
        dir.path(),
        &["--control", "40/5400:1800", "--guidelines-iii"],
    );
    run(&db, &["move", "1", "e4"]);
    run(&db, &["move", "1", "e5"]);
    run(&db, &["clock", "1", "start"]);
    run(&db, &["clock", "1", "pause"]);
    run(&db, &["clock", "1", "set", "60", "300"]);
    refused(&db, &["claim", "1", "cannot-win"], "III.2.1");
    refused(&db, &["claim", "1", "increment"], "period 1 of 2");

    let dir = tempfile::tempdir().expect("tmp");
    let db = event(dir.path(), &["--control", "3600", "--laws", "2009"]);
    run(&db, &["move", "1", "e4"]);
    run(&db, &["move", "1", "e5"]);
    run(&db, &["clock", "1", "start"]);
    run(&db, &["clock", "1", "pause"]);
    run(&db, &["clock", "1", "set", "60", "300"]);
    refused(&db, &["claim", "1", "increment"], "Appendix G.4");
    // No --guidelines-iii: Art. 10.2 is part of the 2009 Laws.
    run(&db, &["claim", "1", "cannot-win"]);
    run(&db, &["decide", "1", "upheld"]);
}

/// The board's clock as `show --json` gives it: (running side, White's moves, Black's moves).
fn clock_json(db: &Path) -> serde_json::Value {
    let out = arbiter(db)
        .args(["boards", "--json"])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let rows: serde_json::Value = serde_json::from_slice(&out).expect("json");
    rows[0].clone()
}

/// Issue 30, D1 and D11: `move` on a running clock presses it with the move (Art. 6.2.1), and a
/// move that ends the game — checkmate, stalemate, a dead position, 75 moves, the fivefold
/// repetition — is recorded with the result shown and the clock stopped, exit 0.
#[test]
fn a_move_ending_the_game_on_a_running_clock_is_recorded_and_stops_it() {
    let knights = ["Nf3", "Nf6", "Ng1", "Ng8"];
    let fivefold: Vec<&str> = knights.iter().copied().cycle().take(16).collect();
    let cases: [(Option<&str>, Vec<&str>, &str); 5] = [
        (None, vec!["f3", "e5", "g4", "Qh4#"], "0-1"),
        (
            Some("7k/8/6K1/8/8/8/8/5Q2 w - - 0 60"),
            vec!["Qf7"],
            "1/2-1/2",
        ),
        (
            Some("8/8/8/4k3/8/8/3pK3/8 w - - 0 60"),
            vec!["Kxd2"],
            "1/2-1/2",
        ),
        (
            Some("8/8/8/4k3/8/8/4K3/3R4 w - - 149 100"),
            vec!["Rd2"],
            "1/2-1/2",
        ),
        (None, fivefold, "1/2-1/2"),
    ];
    for (fen, moves, result) in cases {
        let dir = tempfile::tempdir().expect("tmp");
        let db = dir.path().join("end.sqlite");
        run(&db, &["init", "--event", "E", "--control", "5400+30"]);
        let mut add = vec!["board", "add", "--white", "Ann", "--black", "Bob"];
        if let Some(fen) = fen {
            add.extend(["--fen", fen]);
        }
        run(&db, &add);
        run(&db, &["clock", "1", "start"]);
        let (last, before) = moves.split_last().expect("a move");
        for san in before {
            run(&db, &["move", "1", san]);
        }
        arbiter(&db)
            .args(["move", "1", last])
            .assert()
            .success()
            .stdout(predicate::str::contains("the game is over with this move"))
            .stdout(predicate::str::contains(result));
        let row = clock_json(&db);
        assert_eq!(row["result"], result, "{last}: {row}");
        assert!(row["clock"]["running"].is_null(), "{last}: {row}");
        // Every move before the last was pressed: the clocks counted them.
        let presses = row["clock"]["white"]["moves"].as_u64().unwrap_or(0)
            + row["clock"]["black"]["moves"].as_u64().unwrap_or(0);
        assert_eq!(presses as usize, before.len(), "{last}: {row}");
    }
}

/// Issue 30, D11: `move` presses a running clock (the README's quick start), `--no-press`
/// records the move alone (copying a scoresheet), and a clock not started or paused is never
/// pressed.
#[test]
fn move_presses_a_running_clock_unless_no_press() {
    let dir = tempfile::tempdir().expect("tmp");
    let db = event(dir.path(), &["--control", "5400+30"]);
    run(&db, &["move", "1", "e4"]);
    let row = clock_json(&db);
    assert!(row["clock"]["running"].is_null(), "not started: {row}");
    run(&db, &["takeback", "1"]);
    run(&db, &["clock", "1", "start"]);
    arbiter(&db)
        .args(["move", "1", "e4"])
        .assert()
        .success()
        .stdout(predicate::str::contains("1.e4"))
        .stdout(predicate::str::contains("press"));
    let row = clock_json(&db);
    assert_eq!(row["clock"]["running"], "black", "{row}");
    assert_eq!(row["clock"]["white"]["moves"], 1, "{row}");
    run(&db, &["move", "1", "e5", "--no-press"]);
    let row = clock_json(&db);
    assert_eq!(row["clock"]["running"], "black", "--no-press: {row}");
    assert_eq!(row["clock"]["black"]["moves"], 0, "{row}");
    run(&db, &["clock", "1", "press"]);
    run(&db, &["clock", "1", "pause"]);
    run(&db, &["move", "1", "Nf3"]);
    let row = clock_json(&db);
    assert_eq!(row["clock"]["white"]["moves"], 1, "paused: no press: {row}");
    assert_eq!(row["clock"]["paused"], true, "{row}");
    arbiter(&db)
        .args(["move", "--help"])
        .assert()
        .success()
        .stdout(predicate::str::contains("--no-press"));
}

/// Issue 30, D5: a board set up from a position with Black to move starts Black's clock (the
/// side to move, Art. 6.2.1), and Black's press hands the move to White.
#[test]
fn clock_start_from_a_position_with_black_to_move_runs_blacks_clock() {
    let dir = tempfile::tempdir().expect("tmp");
    let db = dir.path().join("fen.sqlite");
    run(&db, &["init", "--event", "E", "--control", "5400+30"]);
    run(
        &db,
        &[
            "board",
            "add",
            "--white",
            "Ann",
            "--black",
            "Bob",
            "--fen",
            "4k3/8/8/8/8/8/8/4K2R b K - 0 30",
        ],
    );
    run(&db, &["clock", "1", "start"]);
    let row = clock_json(&db);
    assert_eq!(row["clock"]["running"], "black", "{row}");
    run(&db, &["move", "1", "Kd7"]);
    let row = clock_json(&db);
    assert_eq!(row["clock"]["running"], "white", "{row}");
    assert_eq!(row["clock"]["black"]["moves"], 1, "{row}");
    assert_eq!(row["clock"]["white"]["moves"], 0, "{row}");
}

/// Arbiters' Manual 2025, p. 32: a 9.2 claim about the position a move would make, without the
/// move written, is refused with what to do — not an incorrect claim, no time to the opponent.
#[test]
fn a_repetition_claim_without_the_move_it_needs_tells_the_arbiter_to_have_it_written() {
    let dir = tempfile::tempdir().expect("tmp");
    let db = event(dir.path(), &["--control", "5400"]);
    for m in ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"] {
        run(&db, &["move", "1", m]);
    }
    refused(&db, &["claim", "1", "repetition"], "write the move");
    refused(&db, &["claim", "1", "repetition"], "no penalty");
    let row = clock_json(&db);
    assert_eq!(row["clock"]["white"]["ms"], 5_400_000, "{row}");
    assert_eq!(row["status"], "playing", "{row}");
    arbiter(&db)
        .args(["claim", "1", "repetition", "--move", "Ng8"])
        .assert()
        .success();
    run(&db, &["decide", "1", "upheld"]);
    assert_eq!(clock_json(&db)["result"], "1/2-1/2");
}

/// Arbiters' Manual 2025, p. 28: `illegal --irregularity not-legal --irregularity two-hands`
/// records one illegal move (the opponent's two minutes once; a second illegal move loses).
#[test]
fn an_illegal_castling_with_two_hands_is_one_illegal_move() {
    let dir = tempfile::tempdir().expect("tmp");
    let db = event(dir.path(), &["--control", "5400"]);
    run(&db, &["move", "1", "e4"]);
    run(&db, &["move", "1", "e5"]);
    arbiter(&db)
        .args([
            "illegal",
            "1",
            "white",
            "--irregularity",
            "not-legal",
            "--irregularity",
            "two-hands",
        ])
        .assert()
        .success();
    let row = clock_json(&db);
    assert!(row["result"].is_null(), "{row}");
    assert_eq!(row["clock"]["black"]["ms"], 5_400_000 + 120_000, "{row}");
    arbiter(&db)
        .args(["show", "1"])
        .assert()
        .success()
        .stdout(predicate::str::contains("(number 1)"))
        .stdout(predicate::str::contains("two hands for one move (7.5.4)"))
        .stdout(predicate::str::contains(
            "one illegal move, Arbiters' Manual p. 28",
        ));
    run(&db, &["illegal", "1", "white"]);
    assert_eq!(clock_json(&db)["result"], "0-1");
}

/// Issue 30, D16 (Art. 9.5.1): the clock stops when a 9.2/9.3 claim is made through the CLI, and
/// the arbiter's rejection restarts it with the written move played (the opponent's clock runs,
/// Art. 9.5.3); an upheld claim leaves it stopped.
#[test]
fn a_claim_pauses_the_clock_until_the_decision() {
    let dir = tempfile::tempdir().expect("tmp");
    let db = event(dir.path(), &["--control", "5400"]);
    run(&db, &["clock", "1", "start"]);
    for m in ["Nf3", "Nf6", "Ng1"] {
        run(&db, &["move", "1", m]);
    }
    assert_eq!(clock_json(&db)["clock"]["running"], "black");
    run(&db, &["claim", "1", "repetition", "--move", "Nc6"]);
    let row = clock_json(&db);
    assert!(
        row["clock"]["running"].is_null(),
        "paused at the claim: {row}"
    );
    assert_eq!(row["clock"]["paused"], true, "{row}");
    run(&db, &["decide", "1", "rejected"]);
    let row = clock_json(&db);
    assert_eq!(row["clock"]["running"], "white", "after Nc6: {row}");

    let dir = tempfile::tempdir().expect("tmp");
    let db = event(dir.path(), &["--control", "5400"]);
    run(&db, &["clock", "1", "start"]);
    for m in ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"] {
        run(&db, &["move", "1", m]);
    }
    run(&db, &["claim", "1", "repetition", "--move", "Ng8"]);
    assert!(clock_json(&db)["clock"]["running"].is_null());
    run(&db, &["decide", "1", "upheld"]);
    let row = clock_json(&db);
    assert!(row["clock"]["running"].is_null(), "{row}");
    assert_eq!(row["result"], "1/2-1/2", "{row}");
}

/// The PGN and the report of `db`, as exported.
fn pgn_and_report(db: &Path) -> (String, String) {
    let out = |args: &[&str]| {
        String::from_utf8_lossy(
            &arbiter(db)
                .args(args)
                .assert()
                .success()
                .get_output()
                .stdout,
        )
        .into_owned()
    };
    (out(&["export", "pgn"]), out(&["report"]))
}

/// Issue 30, side finding: a claim is no "(=)" after a move. A III.5 claim is no draw offer from
/// 2014 (only 9.2/9.3 claims and the III.4 request are, Art. 9.1.2.3, III.4); a 9.2 claim is
/// made by the player on the move, not with the opponent's last move. The PGN marks "(=)" only
/// an offer made with the offerer's move, and the report records the claim as a claim; the
/// app's move list keeps the same marks (`tui_checks::a_claim_is_no_draw_offer_mark_in_the_move_list`).
#[test]
fn a_claim_is_recorded_as_a_claim_not_as_an_offer_mark() {
    let dir = tempfile::tempdir().expect("tmp");
    let db = event(dir.path(), &["--control", "60m", "--guidelines-iii"]);
    run(&db, &["clock", "1", "start"]);
    run(&db, &["move", "1", "e4"]);
    run(&db, &["move", "1", "e5"]);
    run(&db, &["clock", "1", "set", "1:00", "10:00"]);
    run(&db, &["claim", "1", "cannot-win"]);
    let (pgn, report) = pgn_and_report(&db);
    assert!(!pgn.contains("(=)"), "{pgn}");
    assert!(
        report.contains("White claimed opponent cannot win"),
        "{report}"
    );
    assert!(!report.contains("(=)"), "{report}");

    let dir = tempfile::tempdir().expect("tmp");
    let db = event(dir.path(), &["--control", "90m"]);
    run(&db, &["move", "1", "e4"]);
    run(&db, &["move", "1", "e5"]);
    run(&db, &["claim", "1", "repetition", "--move", "Nf3"]);
    let (pgn, _) = pgn_and_report(&db);
    assert!(!pgn.contains("e5 (=)") && !pgn.contains("{(=)"), "{pgn}");
    run(&db, &["decide", "1", "rejected"]);
    run(&db, &["move", "1", "Nc6"]);
    run(&db, &["offer", "1"]);
    let (pgn, _) = pgn_and_report(&db);
    assert_eq!(pgn.matches("(=)").count(), 1, "{pgn}");
}
