//! Issue 29, item 8 and the Low items: text leaving the program — to a terminal, a pipe or a
//! file written with `--out` — never carries a control character, an escape sequence or a bidi
//! control raw; names refuse invisible characters at input; a closed pipe ends output quietly.

use std::path::{Path, PathBuf};

use assert_cmd::Command;

#[path = "common/pipe.rs"]
mod pipe;

fn arbiter() -> Command {
    let mut cmd = Command::cargo_bin("arbiter").expect("binary");
    cmd.env_remove("ARBITER_DB")
        .env_remove("ARBITER_LANG")
        .env("LANG", "C.UTF-8");
    cmd
}

/// A tag value as a hostile PGN carries it: an OSC 52 clipboard write, a screen clear, a
/// right-to-left override, a carriage return that forges the start of the line, a C1 CSI.
const HOSTILE_TAG: &str = "Ann\u{1b}]52;c;cm0gLXJmIH4=\u{7}\u{1b}[2J\u{202E}nnA\rForged\u{9b}31m";

/// Nothing in `out` that a terminal would act on.
fn assert_clean(what: &str, out: &str) {
    for c in out.chars() {
        let bad = (c.is_control() && c != '\n')
            || matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}' | '\u{200E}' | '\u{200F}');
        assert!(!bad, "{what}: {c:?} raw in {out:?}");
    }
}

/// A PGN file of `games` short games whose White is [`HOSTILE_TAG`].
fn hostile_pgn(dir: &Path, games: usize) -> PathBuf {
    let game = format!(
        "[Event \"Open\"]\n[White \"{HOSTILE_TAG}\"]\n[Black \"Bob\"]\n[Result \"*\"]\n\n\
         1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 *\n\n"
    );
    let path = dir.join("hostile.pgn");
    std::fs::write(&path, game.repeat(games)).expect("write pgn");
    path
}

fn stdout_of(args: &[&str]) -> String {
    let out = arbiter().args(args).output().expect("run");
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("utf-8")
}

#[test]
fn rules_analyze_and_claim_never_print_a_tag_value_raw() {
    let dir = tempfile::tempdir().expect("tempdir");
    let pgn = hostile_pgn(dir.path(), 2);
    let file = pgn.to_str().expect("path");
    for args in [
        &["rules", "analyze", file][..],
        &["rules", "analyze", "--game", "2", file],
        &["rules", "claim", "--ply", "8", file],
        &["rules", "claim", "--ply", "8", "--move", "Nf3", file],
    ] {
        let out = stdout_of(args);
        assert_clean(&format!("{args:?}"), &out);
        assert!(out.contains("\\u001b]52;c;"), "{args:?}: {out}");
    }
    // A written move that is no move: refused, and the refusal carries nothing raw either.
    let out = arbiter()
        .args([
            "rules",
            "claim",
            "--ply",
            "8",
            "--move",
            "Nf3\u{1b}[2J\u{202E}\nx",
            file,
        ])
        .output()
        .expect("run");
    assert!(!out.status.success());
    let err = String::from_utf8(out.stderr).expect("utf-8");
    assert_clean("--move", &err);
    assert_eq!(err.lines().count(), 1, "{err}");
    // In JSON the escapes are JSON's own: the value read back is the tag as written.
    for args in [
        &["rules", "analyze", "--json", file][..],
        &["rules", "analyze", "--json", "--game", "1", file],
    ] {
        let out = stdout_of(args);
        assert_clean(&format!("{args:?}"), &out);
        let json: serde_json::Value = serde_json::from_str(&out).expect("json");
        assert_eq!(json["games"][0]["white"], HOSTILE_TAG, "{args:?}");
    }
}

/// `rules analyze | head` and `rules analyze --json | head`: the reader has seen enough; the
/// program ends with status 0 and says nothing (the README's promise).
#[test]
fn rules_analyze_into_a_closed_pipe_ends_quietly() {
    let dir = tempfile::tempdir().expect("tempdir");
    // Far more than a pipe holds (64 KiB), so that writes go on after the reader has gone.
    let pgn = hostile_pgn(dir.path(), 4_000);
    let bin = assert_cmd::cargo::cargo_bin("arbiter");
    for json in [true, false] {
        let mut cmd = std::process::Command::new(&bin);
        cmd.args(["rules", "analyze"]);
        if json {
            cmd.arg("--json");
        }
        cmd.arg(&pgn).env_remove("ARBITER_DB");
        let (status, err) = pipe::closed_after_16_bytes(cmd);
        assert!(err.is_empty(), "--json {json}: {err}");
        assert!(status.success(), "--json {json}: {status:?}");
    }
}

/// A move argument with a line break: the refusal is one line, the break shown as `\u000a`, so
/// that it cannot forge a second line of output (issue 29, Low).
#[test]
fn a_move_with_a_line_break_is_refused_in_one_line() {
    let dir = tempfile::tempdir().expect("tempdir");
    let db = dir.path().join("open.sqlite");
    let on = |args: &[&str]| {
        let mut cmd = arbiter();
        cmd.arg("--db").arg(&db).args(args);
        cmd
    };
    on(&["init", "--event", "Open"]).assert().success();
    on(&["board", "add", "--white", "Ann", "--black", "Bob"])
        .assert()
        .success();
    let out = on(&["move", "1", "e4\narbiter: board 1.1: e4 recorded\r"])
        .output()
        .expect("run");
    assert!(!out.status.success());
    let err = String::from_utf8(out.stderr).expect("utf-8");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert_clean("move", &err);
    assert!(err.contains("e4\\u000aarbiter"), "{err}");
}
