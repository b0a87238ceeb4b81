//! The Laws procedures of issue 15 through the binary: a 9.2 claim with an illegal written move
//! (Art. 9.5.3, 4.3), Guidelines III before the last period (III.2.1), and `--laws 2009`.

use std::path::{Path, PathBuf};

use assert_cmd::Command;
use predicates::prelude::*;

fn arbiter(db: &Path) -> Command {
    let mut cmd = Command::cargo_bin("arbiter").expect("binary");
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
