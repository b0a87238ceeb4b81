//! `arbiter rules analyze` and `arbiter rules claim`: the exact JSON contract of issue 2, the
//! readable report, and one-line errors with a non-zero exit.

use assert_cmd::Command;
use predicates::prelude::*;
use serde_json::{Value, json};

use crate::common::locale;
use locale::Neutral;

const FP: &str = "tests/data/pgn/fischer-petrosian-1971-g3.pgn";
const COMPOSED: &str = "tests/data/pgn/composed.pgn";

fn arbiter() -> Command {
    let mut cmd = Command::cargo_bin("arbiter").unwrap();
    cmd.neutral_locale();
    cmd.env_remove("ARBITER_DB");
    cmd
}

fn stdout_of(args: &[&str]) -> String {
    let out = arbiter().args(args).output().unwrap();
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

fn json_of(args: &[&str]) -> Value {
    serde_json::from_str(&stdout_of(args)).unwrap()
}

#[test]
fn analyze_json_fischer_petrosian_exact() {
    // Byte for byte, fields in the documented order.
    let text = stdout_of(&["rules", "analyze", FP, "--json"]);
    let expected = concat!(
        r#"{"games":[{"white":"Fischer, Robert James","black":"Petrosian, Tigran V","#,
        r#""result":"1/2-1/2","plies":67,"#,
        r#""first_threefold":{"ply":67,"move":"34.Qe2","occurrences":[59,63,67]},"#,
        r#""fifty_moves_claimable":null,"ended":null,"repetitions":["#,
        r#"{"ply":62,"move":"31...Qf6","occurrence":2,"occurrences":[58,62]},"#,
        r#"{"ply":63,"move":"32.Qe2","occurrence":2,"occurrences":[59,63]},"#,
        r#"{"ply":67,"move":"34.Qe2","occurrence":3,"occurrences":[59,63,67]}]}]}"#,
        "\n"
    );
    assert_eq!(text, expected);
}

#[test]
fn analyze_json_fivefold_ends_the_game_whatever_the_result_says() {
    let v = json_of(&["rules", "analyze", COMPOSED, "--game", "4", "--json"]);
    let game = &v["games"][0];
    assert_eq!(game["result"], "1-0");
    assert_eq!(game["plies"], 26);
    assert_eq!(
        game["ended"],
        json!({"rule":"fivefold","ply":20,"move":"10...Ng8","result":"1/2-1/2","article":"9.6.1"})
    );
    assert_eq!(
        game["first_threefold"],
        json!({"ply":12,"move":"6...Ng8","occurrences":[0,8,12]})
    );
    // Void moves after ply 20 are not analysed.
    let reps = game["repetitions"].as_array().unwrap();
    assert_eq!(reps.last().unwrap()["ply"], 20);
    assert_eq!(
        reps.last().unwrap()["occurrences"],
        json!([0, 8, 12, 16, 20])
    );
}

#[test]
fn analyze_json_mate_on_the_75th_move() {
    let v = json_of(&["rules", "analyze", COMPOSED, "--game", "5", "--json"]);
    assert_eq!(
        v["games"][0]["ended"],
        json!({"rule":"checkmate","ply":1,"move":"100.Ra8#","result":"1-0","article":"5.1.1"})
    );
}

#[test]
fn analyze_all_games_and_readable_report() {
    let v = json_of(&["rules", "analyze", COMPOSED, "--json"]);
    assert_eq!(v["games"].as_array().unwrap().len(), 6);
    assert_eq!(
        v["games"][5]["fifty_moves_claimable"],
        json!({"ply":3,"move":"60...Ke8"})
    );
    let text = stdout_of(&["rules", "analyze", COMPOSED, "--game", "4"]);
    assert!(
        text.contains("ended by the Laws: fivefold repetition after 10...Ng8 (ply 20)"),
        "{text}"
    );
    assert!(
        text.contains("6 plies recorded after that are void"),
        "{text}"
    );
    assert!(
        text.contains("the recorded result 1-0 disagrees with the Laws"),
        "{text}"
    );
}

#[test]
fn claim_json_written_move_exact() {
    let text = stdout_of(&[
        "rules", "claim", FP, "--ply", "66", "--move", "Qe2", "--json",
    ]);
    let v: Value = serde_json::from_str(&text).unwrap();
    let keys: Vec<&String> = v.as_object().unwrap().keys().collect();
    assert_eq!(keys.len(), 6);
    assert!(text.starts_with(
        r#"{"valid":true,"rule":"threefold","article":"9.2.1","claimant":"white","occurrences":[59,63,67],"explanation":""#
    ), "{text}");
    assert!(v["explanation"].as_str().unwrap().contains("34.Qe2"));
}

#[test]
fn claim_json_near_misses() {
    let v = json_of(&[
        "rules", "claim", COMPOSED, "--game", "1", "--ply", "8", "--json",
    ]);
    assert_eq!(v["valid"], false);
    assert_eq!(v["rule"], Value::Null);
    assert_eq!(v["article"], "9.5.3");
    assert_eq!(v["claimant"], "white");
    assert_eq!(v["occurrences"], json!([4, 8]));
    assert!(
        v["explanation"]
            .as_str()
            .unwrap()
            .contains("Black still had the right to castle queenside")
    );
    let v = json_of(&[
        "rules", "claim", COMPOSED, "--game", "2", "--ply", "9", "--json",
    ]);
    assert_eq!(v["claimant"], "black");
    assert!(
        v["explanation"]
            .as_str()
            .unwrap()
            .contains("Black could capture en passant on e3")
    );
    let v = json_of(&[
        "rules", "claim", COMPOSED, "--game", "3", "--ply", "9", "--json",
    ]);
    assert!(
        v["explanation"]
            .as_str()
            .unwrap()
            .contains("White was to move, not Black")
    );
}

#[test]
fn claim_json_fifty_moves() {
    let v = json_of(&[
        "rules", "claim", COMPOSED, "--game", "6", "--ply", "2", "--move", "Ke8", "--json",
    ]);
    assert_eq!(
        (
            v["valid"].clone(),
            v["rule"].clone(),
            v["article"].clone(),
            v["occurrences"].clone()
        ),
        (
            json!(true),
            json!("fifty_moves"),
            json!("9.3.1"),
            Value::Null
        )
    );
    let v = json_of(&[
        "rules", "claim", COMPOSED, "--game", "6", "--ply", "1", "--json",
    ]);
    assert_eq!(v["valid"], false);
    // Ply 0 is the start position: Black to move there.
    let v = json_of(&[
        "rules", "claim", COMPOSED, "--game", "6", "--ply", "0", "--json",
    ]);
    assert_eq!(v["claimant"], "black");
}

#[test]
fn bad_input_is_one_line_on_stderr_and_non_zero() {
    let cases: &[(&[&str], &str)] = &[
        (
            &["rules", "claim", FP, "--ply", "68"],
            "game 1: ply 68 out of range: the game has 67 plies",
        ),
        (
            &["rules", "claim", FP, "--ply", "66", "--move", "Ke2"],
            "game 1, --move 34.Ke2: illegal",
        ),
        (
            &["rules", "claim", FP, "--ply", "66", "--move", "Zz"],
            "not a move in SAN",
        ),
        (
            &["rules", "analyze", FP, "--game", "2"],
            "game 2 out of range: the file has 1 game",
        ),
        (
            &["rules", "analyze", "tests/data/pgn/no-such-file.pgn"],
            "no-such-file.pgn: cannot read",
        ),
    ];
    for (args, needle) in cases {
        let out = arbiter().args(*args).output().unwrap();
        assert!(!out.status.success(), "{args:?}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.contains(needle), "{args:?}: {err}");
        assert!(out.stdout.is_empty());
    }
}

#[test]
fn illegal_move_in_the_pgn_names_file_game_and_move() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("bad.pgn");
    std::fs::write(
        &path,
        "[Event \"a\"]\n\n1. e4 e5 *\n\n[Event \"b\"]\n\n1. d4 d5 2. Nf3 Nf3 *\n",
    )
    .unwrap();
    arbiter()
        .args(["rules", "analyze"])
        .arg(&path)
        .assert()
        .failure()
        .stderr(predicate::str::contains(
            "bad.pgn: game 2, move 2...Nf3: illegal: Nf3 is not a legal move for black here",
        ));
    // Game 1 alone is readable: analysing or claiming in it is not blocked by game 2.
    arbiter()
        .args(["rules", "analyze", "--game", "1", "--json"])
        .arg(&path)
        .assert()
        .success()
        .stdout(predicate::str::contains(r#""plies":2"#));
    arbiter()
        .args(["rules", "claim", "--ply", "2"])
        .arg(&path)
        .assert()
        .success();
    arbiter()
        .args(["rules", "claim", "--ply", "2", "--game", "2"])
        .arg(&path)
        .assert()
        .failure()
        .stderr(predicate::str::contains("game 2, move 2...Nf3: illegal"));
    let empty = dir.path().join("empty.pgn");
    std::fs::write(&empty, "").unwrap();
    arbiter()
        .args(["rules", "analyze"])
        .arg(&empty)
        .assert()
        .failure()
        .stderr(predicate::str::contains("no games in the file"));
}

#[test]
fn analyze_json_real_games() {
    let v = json_of(&[
        "rules",
        "analyze",
        "tests/data/pgn/karpov-kasparov-1991.pgn",
        "--json",
    ]);
    assert_eq!(
        v["games"][0]["fifty_moves_claimable"],
        json!({"ply":225,"move":"113.Ng5"})
    );
    assert_eq!(v["games"][0]["plies"], 228);
    let v = json_of(&[
        "rules",
        "analyze",
        "tests/data/pgn/capablanca-lasker-1921-g5.pgn",
        "--json",
    ]);
    assert_eq!(
        v["games"][0]["first_threefold"],
        json!({"ply":76,"move":"38...Kf8","occurrences":[68,72,76]})
    );
    assert_eq!(v["games"][0]["ended"], Value::Null);
    let v = json_of(&[
        "rules",
        "claim",
        "tests/data/pgn/portisch-korchnoi-1970.pgn",
        "--ply",
        "49",
        "--move",
        "Qb5",
        "--json",
    ]);
    assert_eq!(
        (
            v["valid"].clone(),
            v["article"].clone(),
            v["claimant"].clone(),
            v["occurrences"].clone()
        ),
        (
            json!(true),
            json!("9.2.1"),
            json!("black"),
            json!([42, 46, 50])
        )
    );
}

/// Issue 33 item 5: checkmate (Art. 5.1.1) and the fivefold repetition (9.6.1) end the game at
/// once, so a later threefold or fifty-move claim is not "correct, the game is drawn": the
/// engine refuses it as the event file's `claim` verb does.
#[test]
fn no_claim_is_correct_after_the_laws_ended_the_game() {
    let cases: &[(&[&str], &str)] = &[
        // Fifty moves after the mate on the 75th move (game 5: 100.Ra8#, ply 1).
        (
            &["--game", "5", "--ply", "1"],
            "the game had already ended after 100.Ra8# by checkmate (Art. 5.1.1)",
        ),
        // Threefold at the fivefold itself (game 4, ply 20) and after it (ply 26).
        (
            &["--game", "4", "--ply", "20"],
            "the game had already ended after 10...Ng8 by fivefold repetition (Art. 9.6.1)",
        ),
        (
            &["--game", "4", "--ply", "26"],
            "the game had already ended after 10...Ng8 by fivefold repetition (Art. 9.6.1)",
        ),
    ];
    for (at, needle) in cases {
        for json in [false, true] {
            let mut args = vec!["rules", "claim", COMPOSED];
            args.extend_from_slice(at);
            if json {
                args.push("--json");
            }
            let out = arbiter().args(&args).output().unwrap();
            assert!(!out.status.success(), "{args:?} answered a verdict");
            assert!(out.stdout.is_empty(), "{args:?}");
            let err = String::from_utf8(out.stderr).unwrap();
            assert!(err.contains(needle), "{args:?}: {err}");
        }
    }
    // Before the end the same claims are still judged (game 4, ply 12: the third time).
    let v = json_of(&[
        "rules", "claim", COMPOSED, "--game", "4", "--ply", "12", "--json",
    ]);
    assert_eq!(v["valid"], true);
}
