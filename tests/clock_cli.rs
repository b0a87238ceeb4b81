//! `arbiter rules clock` end to end (issue 4): the exact JSON lines, text output, errors.

use assert_cmd::Command;
use predicates::prelude::*;
use serde_json::{Value, json};

use crate::common::locale;
use locale::Neutral;

fn run(control: &str, script: &str, extra: &[&str]) -> assert_cmd::assert::Assert {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("script.txt");
    std::fs::write(&path, script).unwrap();
    let mut cmd = Command::cargo_bin("arbiter").unwrap();
    cmd.neutral_locale();
    cmd.args(["rules", "clock", "--control", control, "--script"])
        .arg(&path)
        .args(extra);
    cmd.assert()
}

fn json_lines(control: &str, script: &str) -> Vec<Value> {
    let out = run(control, script, &["--json"]).success();
    let text = String::from_utf8(out.get_output().stdout.clone()).unwrap();
    text.lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect()
}

#[test]
fn json_at_each_show_and_at_the_end() {
    let script = "\
# 90+30: both start at 90:30
0 show
0 start
12.5 press          # White used 12.5 s, +30 s for move 2
12.5 show
60 pause
70 add white 120    # e.g. Black's incorrect claim (Art. 9.5.3)
80 resume
100 press
";
    let lines = json_lines("5400+30", script);
    assert_eq!(lines.len(), 3);
    // A final `show` is followed by the end-of-script line all the same.
    let twice = json_lines("5400+30", &format!("{script}100 show\n"));
    assert_eq!(twice.len(), 4);
    assert_eq!(twice[3], twice[2]);
    assert_eq!(twice[2], lines[2]);
    assert_eq!(
        lines[0],
        json!({"at": 0, "white": {"ms": 5_430_000, "moves": 0, "period": 1, "flag": null},
               "black": {"ms": 5_430_000, "moves": 0, "period": 1, "flag": null},
               "running": null, "first_flag": null})
    );
    assert_eq!(
        lines[1],
        json!({"at": 12.5, "white": {"ms": 5_447_500, "moves": 1, "period": 1, "flag": null},
               "black": {"ms": 5_430_000, "moves": 0, "period": 1, "flag": null},
               "running": "black", "first_flag": null})
    );
    // Black ran 12.5→60 and 80→100: 67.5 s, then +30 s.
    assert_eq!(
        lines[2],
        json!({"at": 100, "white": {"ms": 5_567_500, "moves": 1, "period": 1, "flag": null},
               "black": {"ms": 5_430_000 - 67_500 + 30_000, "moves": 1, "period": 1, "flag": null},
               "running": "white", "first_flag": null})
    );
}

#[test]
fn flags_in_json() {
    let script = "0 start\n5 press\n300 show\n300 pause\n301 set 0 0\n";
    let lines = json_lines("armageddon", script);
    assert_eq!(lines.len(), 2);
    assert_eq!(lines[0]["black"]["flag"], json!(245));
    assert_eq!(lines[0]["black"]["ms"], json!(0));
    assert_eq!(lines[0]["first_flag"], json!("black"));
    assert_eq!(lines[0]["running"], json!(null));
    // After the set White's flag is at an unknown instant; Black's is known: order unknown.
    assert_eq!(lines[1]["white"]["flag"], json!("unknown"));
    assert_eq!(lines[1]["black"]["flag"], json!(245));
    assert_eq!(lines[1]["first_flag"], json!("unknown"));
}

#[test]
fn text_output_reads_like_a_clock() {
    run("fide-standard", "0 start\n30 press\n", &[])
        .success()
        .stdout(predicate::str::diff(
            "at 30s: white 1:30:30 (1 moves, period 1) | black 1:30:30 (0 moves, period 1) | black running\n",
        ));
}

#[test]
fn bad_lines_name_their_line_number() {
    run("rapid", "0 start\n\n1 jump\n", &[])
        .failure()
        .stderr(predicate::str::contains("line 3").and(predicate::str::contains("jump")));
    run("rapid", "0 start\n10 press\n5 press\n", &[])
        .failure()
        .stderr(
            predicate::str::contains("line 3").and(predicate::str::contains("before the previous")),
        );
    run("rapid", "0 press\n", &[]).failure().stderr(
        predicate::str::contains("line 1").and(predicate::str::contains("not been started")),
    );
    run("40/5400+x", "0 start\n", &[])
        .failure()
        .stderr(predicate::str::contains("--control").and(predicate::str::contains("\"x\"")));
}

#[test]
fn json_keys_come_in_the_documented_order() {
    run("blitz", "0 start\n", &["--json"])
        .success()
        .stdout(predicate::str::diff(
            "{\"at\":0,\"white\":{\"ms\":182000,\"moves\":0,\"period\":1,\"flag\":null},\
         \"black\":{\"ms\":182000,\"moves\":0,\"period\":1,\"flag\":null},\
         \"running\":\"white\",\"first_flag\":null}\n",
        ));
}
