//! Unsupervised events end to end (Guidelines III.6): a claim submitted in player mode, verified
//! by the opponent, exported to a portable file, imported into the designated arbiter's event
//! file, ruled on, and the ruling visible in `arbiter log`; player mode reaches nothing else.

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

/// An unsupervised quickplay event (60 min, Guidelines III) with two boards; board 1 has four
/// moves and White has 1:40 left.
pub(crate) fn hall(dir: &Path) -> PathBuf {
    let db = dir.join("hall.sqlite");
    arbiter(&db)
        .args(["init", "--event", "Club Quickplay", "--control", "3600"])
        .args(["--guidelines-iii", "--unsupervised", "--rounds", "5"])
        .assert()
        .success();
    // Round 3 is the one being played: a bare board number is round 3's.
    arbiter(&db).args(["round", "set", "3"]).assert().success();
    for (w, b) in [("Ann Archer", "Bob Baker"), ("Cid Cole", "Dee Dunn")] {
        arbiter(&db)
            .args(["board", "add", "--white", w, "--black", b, "--round", "3"])
            .assert()
            .success();
    }
    for m in ["e4", "e5", "Nf3", "Nc6"] {
        arbiter(&db).args(["move", "1", m]).assert().success();
    }
    arbiter(&db)
        .args(["clock", "1", "start"])
        .assert()
        .success();
    // Paused (the players called for the claim form) and set, so the times are exact.
    arbiter(&db)
        .args(["clock", "1", "pause"])
        .assert()
        .success();
    arbiter(&db)
        .args(["clock", "1", "set", "100", "250"])
        .assert()
        .success();
    db
}

fn log_json(db: &Path, board: u32) -> Vec<serde_json::Value> {
    let out = arbiter(db)
        .args(["log", "--json", "--board", &board.to_string()])
        .output()
        .expect("log");
    assert!(out.status.success());
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).expect("json line"))
        .collect()
}

#[test]
fn unsupervised_claim_from_player_mode_to_the_designated_arbiters_ruling() {
    let dir = tempfile::tempdir().expect("tempdir");
    let db = hall(dir.path());

    // White claims in player mode (both grounds), Black verifies and disputes.
    arbiter(&db)
        .args([
            "player",
            "--board",
            "3.1",
            "--side",
            "white",
            "--as",
            "Ann Archer",
        ])
        .args(["claim", "--cannot-win", "--no-effort"])
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "referred to the designated arbiter",
        ));
    arbiter(&db)
        .args([
            "player",
            "--board",
            "3.1",
            "--side",
            "black",
            "verify",
            "--dispute",
        ])
        .args(["--comment", "I was playing for mate on h7"])
        .assert()
        .success();
    // The game has ended, result pending: no more moves.
    arbiter(&db)
        .args(["move", "1", "Bc4"])
        .assert()
        .failure()
        .stderr(predicate::str::contains("designated arbiter"));

    // The portable file: the scoresheet with the claim in tags.
    let file = dir.path().join("claim-board-1.pgn");
    arbiter(&db)
        .args(["claims", "export", "--board", "1", "--out"])
        .arg(&file)
        .assert()
        .success();
    let pgn = std::fs::read_to_string(&file).expect("claim file");
    for needle in [
        "[ClaimGrounds \"III.6.1.1 III.6.1.2\"]",
        "[ClaimBy \"white\"]",
        "[ClaimMadeBy \"Ann Archer (",
        "[ClaimFEN \"r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3\"]",
        "[ClaimVerification \"disputed\"]",
        "[ClaimVerificationComment \"I was playing for mate on h7\"]",
        "[Round \"3.1\"]",
        "1. e4 e5 2. Nf3 Nc6 *",
    ] {
        assert!(pgn.contains(needle), "{needle} missing in\n{pgn}");
    }
    // pgn-reader (through the rules engine) reads it back as a legal game.
    arbiter(&db)
        .args(["rules", "analyze", "--json"])
        .arg(&file)
        .assert()
        .success()
        .stdout(predicate::str::contains("\"plies\":4"));

    // Elsewhere: the designated arbiter's own event file.
    let elsewhere = dir.path().join("designated.sqlite");
    arbiter(&elsewhere)
        .args(["init", "--event", "Referred claims"])
        .assert()
        .success();
    arbiter(&elsewhere)
        .args(["claims", "import"])
        .arg(&file)
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "board 1.1: Ann Archer – Bob Baker: White's claim (III.6.1.1 and III.6.1.2) imported",
        ));
    let list = arbiter(&elsewhere)
        .args(["claims", "list", "--json"])
        .output()
        .expect("list");
    let list: serde_json::Value = serde_json::from_slice(&list.stdout).expect("json");
    let claim = &list["claims"][0];
    assert_eq!(claim["claimant"], "white");
    assert_eq!(claim["grounds"], "III.6.1.1 and III.6.1.2");
    assert_eq!(
        claim["verification"],
        "disputed: I was playing for mate on h7"
    );
    assert_eq!(claim["opponent_can_mate"], true);
    assert_eq!(claim["clocks_at_claim"][0], "0:01:40");
    assert_eq!(claim["plies_at_claim"], 4);

    // A rejection needs the result; then the ruling sets it.
    arbiter(&elsewhere)
        .args([
            "claims",
            "rule",
            "1",
            "reject",
            "--reason",
            "Black has chances",
        ])
        .assert()
        .failure()
        .stderr(predicate::str::contains("needs the result"));
    arbiter(&elsewhere)
        .args(["claims", "rule", "1", "reject", "--result", "0-1"])
        .args([
            "--reason",
            "Black was playing for mate",
            "--as",
            "IA Jane Doe",
        ])
        .assert()
        .success();
    let log = log_json(&elsewhere, 1);
    let ruling = log.last().expect("the ruling");
    assert_eq!(ruling["kind"]["type"], "decision");
    assert_eq!(ruling["kind"]["ruling"], "rejected");
    assert_eq!(ruling["kind"]["result"], "0-1");
    assert_eq!(ruling["display_name"], "IA Jane Doe");
    arbiter(&elsewhere)
        .args(["log", "--board", "1"])
        .assert()
        .success()
        .stdout(predicate::str::contains("IA Jane Doe ("))
        .stdout(predicate::str::contains(
            "White's claim was decided (rejected): Black was playing for mate — result 0-1",
        ));
    arbiter(&elsewhere)
        .args(["claims", "list"])
        .assert()
        .success()
        .stdout("no claims waiting for a ruling\n");
    // The original hall is untouched by all this: still pending there.
    arbiter(&db)
        .args(["claims", "list"])
        .assert()
        .success()
        .stdout(predicate::str::contains("referred (III.6)"));
}

/// The designated arbiter's event file, and where a claim file is written.
fn designated(dir: &Path) -> (PathBuf, PathBuf) {
    let elsewhere = dir.join("designated.sqlite");
    arbiter(&elsewhere)
        .args(["init", "--event", "Referred claims"])
        .assert()
        .success();
    (elsewhere, dir.join("claims.pgn"))
}

#[test]
fn a_bad_claim_file_imports_nothing() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (elsewhere, file) = designated(dir.path());
    // The first game is a good claim, the second lacks its grounds: nothing is imported.
    std::fs::write(
        &file,
        "[White \"A\"]\n[Black \"B\"]\n[ClaimGrounds \"III.6.1.1\"]\n[ClaimBy \"black\"]\n\
         [ClaimFEN \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"]\n\n1. e4 *\n\n\
         [White \"C\"]\n[Black \"D\"]\n\n1. d4 *\n",
    )
    .expect("write");
    arbiter(&elsewhere)
        .args(["claims", "import"])
        .arg(&file)
        .assert()
        .failure()
        .stderr(predicate::str::contains("game 2: no ClaimGrounds tag"));
    arbiter(&elsewhere)
        .args(["boards"])
        .assert()
        .success()
        .stdout(predicate::str::contains("A").not());
}

/// Issue 31 (3): a claim file goes in through the one check-and-append pipeline, whole: a claim
/// whose scoresheet ends the game (a checkmate) cannot be recorded after it, and with it refused
/// nothing of the file is stored, not even the good claim before it. (The claim used to be
/// appended unchecked after its scoresheet was checked.)
#[test]
fn a_claim_after_the_game_ended_is_refused_with_the_whole_file() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (elsewhere, file) = designated(dir.path());
    let claim = |white: &str, black: &str, fen: &str, moves: &str| {
        format!(
            "[White \"{white}\"]\n[Black \"{black}\"]\n[ClaimGrounds \"III.6.1.1\"]\n\
             [ClaimBy \"white\"]\n[ClaimFEN \"{fen}\"]\n\n{moves} *\n\n"
        )
    };
    let good = claim(
        "Ann",
        "Bob",
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
        "1. e4",
    );
    let mated = claim(
        "Cid",
        "Dee",
        "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
        "1. f3 e5 2. g4 Qh4#",
    );
    std::fs::write(&file, format!("{good}{mated}")).expect("write");
    arbiter(&elsewhere)
        .args(["claims", "import"])
        .arg(&file)
        .assert()
        .failure()
        .stderr(predicate::str::contains("claim 2: "));
    let events = arbiter(&elsewhere)
        .args(["log", "--json"])
        .output()
        .expect("log");
    assert!(events.status.success());
    assert!(
        events.stdout.is_empty(),
        "nothing stored: {:?}",
        events.stdout
    );
    arbiter(&elsewhere)
        .args(["boards"])
        .assert()
        .success()
        .stdout(predicate::str::contains("Ann").not());
    // The good claim alone goes in, its events exactly the ones checked: the note, the
    // scoresheet without clock readings, the claim as made.
    std::fs::write(&file, &good).expect("write");
    arbiter(&elsewhere)
        .args(["claims", "import"])
        .arg(&file)
        .assert()
        .success();
    let kinds: Vec<String> = log_json(&elsewhere, 1)
        .iter()
        .map(|e| e["kind"]["type"].as_str().unwrap_or_default().to_owned())
        .collect();
    assert_eq!(kinds, ["note", "move", "claim"], "{kinds:?}");
    let log = log_json(&elsewhere, 1);
    assert!(
        log[1]["kind"].get("clock").is_none_or(|c| c.is_null()),
        "{log:?}"
    );
    assert_eq!(
        log[2]["kind"]["referral"]["scoresheet"],
        serde_json::json!(["e4"])
    );
    assert!(
        log.iter().all(|e| e["at_ms"] == log[0]["at_ms"]),
        "one time: {log:?}"
    );
}

#[test]
fn player_mode_reaches_no_other_command_or_board() {
    let dir = tempfile::tempdir().expect("tempdir");
    let db = hall(dir.path());
    let before = log_json(&db, 1).len();
    // Other verbs do not exist under `player`.
    for words in [
        vec!["move", "Bc4"],
        vec!["result", "1-0"],
        vec!["clock", "pause"],
        vec!["claims", "list"],
    ] {
        arbiter(&db)
            .args(["player", "--board", "3.1", "--side", "white"])
            .args(&words)
            .assert()
            .failure();
    }
    // One board per session.
    arbiter(&db)
        .args([
            "player", "--board", "3.1", "--board", "3.2", "--side", "white", "show",
        ])
        .assert()
        .failure();
    // The interactive prompt (the forced command of an SSH account) offers c, v, s, q only.
    arbiter(&db)
        .args(["player", "--board", "3.1", "--side", "white"])
        .write_stdin("move Bc4\nresult 1-0\n2\nq\n")
        .assert()
        .success()
        .stdout(predicate::str::contains("only c, v, s or q here"));
    assert_eq!(log_json(&db, 1).len(), before);
    assert_eq!(log_json(&db, 2).len(), 0);

    // Interactive claim: Black is not on the move — refused, and the prompt goes on.
    arbiter(&db)
        .args(["player", "--board", "3.1", "--side", "black"])
        .write_stdin("c\n1\n\n\ny\nq\n")
        .assert()
        .success()
        .stdout(predicate::str::contains("refused"))
        .stdout(predicate::str::contains("on the move (white)"));
    assert_eq!(log_json(&db, 1).len(), before);
    // White claims "cannot win" interactively, with the position on the board.
    arbiter(&db)
        .args(["player", "--board", "3.1", "--side", "white"])
        .write_stdin("c\n1\n\n\ny\nq\n")
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "referred to the designated arbiter",
        ));
    let log = log_json(&db, 1);
    assert_eq!(log.len(), before + 1);
    assert_eq!(log[before]["kind"]["referral"]["cannot_win"], true);
    // Black agrees interactively.
    arbiter(&db)
        .args(["player", "--board", "3.1", "--side", "black"])
        .write_stdin("v\na\n\nq\n")
        .assert()
        .success()
        .stdout(predicate::str::contains("Black agreed with the claim"));
}

/// Issue 29, item 5: a player's forced command names one round's board. After `round set`, the
/// same command still acts on its own round's board — never on the board of that number in the
/// new round — and a bare board number is refused with the R.N form.
#[test]
fn a_seat_is_one_rounds_board_across_round_set() {
    let dir = tempfile::tempdir().expect("tempdir");
    let db = dir.path().join("seat.sqlite");
    arbiter(&db)
        .args(["init", "--event", "Club Quickplay", "--control", "3600"])
        .args(["--guidelines-iii", "--unsupervised", "--rounds", "3"])
        .assert()
        .success();
    // Board 1.7 and, in the next round, board 2.7 with other players and other moves.
    for (round, w, b, moves) in [
        ("1", "Ann Archer", "Bob Baker", &["e4", "e5"][..]),
        ("2", "Cid Cole", "Dee Dunn", &["d4", "d5", "c4"][..]),
    ] {
        arbiter(&db)
            .args(["board", "add", "--white", w, "--black", b])
            .args(["--round", round, "--number", "7"])
            .assert()
            .success();
        for m in moves {
            arbiter(&db)
                .args(["move", &format!("{round}.7"), m])
                .assert()
                .success();
        }
    }
    // Board 1.7's clock as the players call for the claim form: paused, White under two minutes.
    for clock in [&["start"][..], &["pause"], &["set", "100", "250"]] {
        arbiter(&db)
            .args(["clock", "1.7"])
            .args(clock)
            .assert()
            .success();
    }
    // The forced command of a round-1 seat; the round moves on.
    arbiter(&db).args(["round", "set", "2"]).assert().success();
    let seat = |side: &str| {
        let mut cmd = arbiter(&db);
        cmd.args(["player", "--board", "1.7", "--side", side]);
        cmd
    };
    seat("white")
        .arg("show")
        .assert()
        .success()
        .stdout(predicate::str::contains("Ann Archer – Bob Baker"))
        .stdout(predicate::str::contains("Cid Cole").not());
    seat("white")
        .args(["claim", "--cannot-win"])
        .assert()
        .success();
    seat("black").args(["verify", "--agree"]).assert().success();
    let claimed = |board: &str| -> usize {
        let out = arbiter(&db)
            .args(["log", "--json", "--board", board])
            .output()
            .expect("log");
        assert!(out.status.success());
        String::from_utf8_lossy(&out.stdout)
            .lines()
            .filter(|l| l.contains("\"referral\"") || l.contains("\"claim_verified\""))
            .count()
    };
    assert_eq!(claimed("1.7"), 2, "the claim and its verification on 1.7");
    assert_eq!(claimed("2.7"), 0, "nothing on the current round's board 7");

    // A bare number is refused before anything is read, with the R.N form shown.
    for action in [
        &["show"][..],
        &["claim", "--cannot-win"],
        &["verify", "--agree"],
    ] {
        arbiter(&db)
            .args(["player", "--board", "7", "--side", "black"])
            .args(action)
            .assert()
            .failure()
            .stderr(predicate::str::contains(
                "player mode needs the round: --board R.7",
            ))
            .stderr(predicate::str::contains("--board 1.7"));
    }
    assert_eq!(claimed("2.7"), 0);
}
