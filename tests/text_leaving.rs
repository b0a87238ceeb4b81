//! Issue 29, item 8 and the Low items: text leaving the program — to a terminal, a pipe or a
//! file written with `--out` — never carries a control character, an escape sequence or a bidi
//! control raw; names refuse invisible characters at input; a closed pipe ends output quietly.

use std::path::{Path, PathBuf};

use assert_cmd::Command;

use crate::common::locale;
use locale::Neutral;

use crate::common::pipe;

fn arbiter() -> Command {
    let mut cmd = Command::cargo_bin("arbiter").expect("binary");
    cmd.neutral_locale();
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
        cmd.neutral_locale();
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

/// An event file at `dir` (`init` with `extra`), and a command on it.
fn event(dir: &Path, extra: &[&str]) -> PathBuf {
    let db = dir.join("open.sqlite");
    on(&db, &["init", "--event", "Open", "--control", "3600"])
        .args(extra)
        .assert()
        .success();
    db
}

fn on(db: &Path, args: &[&str]) -> Command {
    let mut cmd = arbiter();
    cmd.arg("--db").arg(db).args(args);
    cmd
}

/// Invisible and format characters are refused in names and one-line fields, the message
/// naming the field and the character; nothing is recorded.
#[test]
fn invisible_characters_are_refused_in_names_naming_field_and_character() {
    let dir = tempfile::tempdir().expect("tempdir");
    let db = event(dir.path(), &[]);
    on(&db, &["board", "add", "--white", "Ann", "--black", "Bob"])
        .assert()
        .success();
    let events = || {
        let out = on(&db, &["log", "--json"]).output().expect("log");
        String::from_utf8_lossy(&out.stdout).lines().count()
    };
    let before = events();
    for (c, code) in [
        ('\u{200B}', "U+200B"),
        ('\u{FEFF}', "U+FEFF"),
        ('\u{2028}', "U+2028"),
        ('\u{2029}', "U+2029"),
        ('\u{200D}', "U+200D"),
        ('\u{2066}', "U+2066"),
        ('\u{E0041}', "U+E0041"),
    ] {
        let name = format!("An{c}n");
        for (args, field) in [
            (vec!["--as", &name, "note", "1", "hello"], "--as"),
            (vec!["note", "1", "hello", "--as", &name], "--as"),
            (
                vec!["board", "add", "--white", &name, "--black", "Bob"],
                "White's name",
            ),
            (
                vec!["board", "add", "--white", "Cid", "--black", &name],
                "Black's name",
            ),
            (vec!["players", "add", "--name", &name], "player's name"),
            (
                vec!["players", "add", "--name", "Dee", "--federation", &name],
                "player's federation",
            ),
            (vec!["report", "--chief-arbiter", &name], "--chief-arbiter"),
        ] {
            let out = on(&db, &args).output().expect("run");
            assert!(!out.status.success(), "{args:?} accepted {code}");
            let err = String::from_utf8_lossy(&out.stderr);
            assert!(err.contains(field) && err.contains(code), "{args:?}: {err}");
            assert_eq!(err.lines().count(), 1, "{err}");
        }
        // An event's name, and a name in imported pairings.
        let other = dir.path().join("other.sqlite");
        let out = on(&other, &["init", "--event", &name])
            .output()
            .expect("init");
        assert!(!out.status.success(), "--event accepted {code}");
        assert!(String::from_utf8_lossy(&out.stderr).contains(code));
        let csv = dir.path().join("r1.csv");
        std::fs::write(&csv, format!("round,board,white,black\n1,5,{name},Bob\n")).expect("csv");
        let out = on(&db, &["import", "pairings"])
            .arg(&csv)
            .output()
            .expect("import");
        assert!(!out.status.success(), "pairings accepted {code}");
        assert!(String::from_utf8_lossy(&out.stderr).contains(code));
    }
    assert_eq!(events(), before, "a refusal recorded something");
    // Names in every script are still names.
    on(
        &db,
        &[
            "board",
            "add",
            "--white",
            "Ñúñez, José",
            "--black",
            "Каспаров, Гарри",
        ],
    )
    .assert()
    .success();
}

/// An unsupervised event (Guidelines III.6) whose board 1.1 has a claim disputed with a
/// hostile comment.
fn disputed(dir: &Path, comment: &str) -> PathBuf {
    let db = event(dir, &["--guidelines-iii", "--unsupervised"]);
    on(&db, &["board", "add", "--white", "Ann", "--black", "Bob"])
        .assert()
        .success();
    for step in [
        &["move", "1", "e4"][..],
        &["move", "1", "e5"],
        &["clock", "1", "start"],
        &["clock", "1", "pause"],
        &["clock", "1", "set", "100", "250"],
    ] {
        on(&db, step).assert().success();
    }
    on(&db, &["player", "--board", "1.1", "--side", "white"])
        .args(["claim", "--cannot-win"])
        .assert()
        .success();
    on(&db, &["player", "--board", "1.1", "--side", "black"])
        .args(["verify", "--dispute", "--comment", comment])
        .assert()
        .success();
    db
}

/// Files written with `--out` that a person may `cat` carry nothing raw: the claims file and
/// the HTML report. The claims file still imports.
#[test]
fn files_written_with_out_carry_no_escape_raw() {
    let dir = tempfile::tempdir().expect("tempdir");
    let comment = format!("{HOSTILE_TAG}\nline two");
    let db = disputed(dir.path(), &comment);
    let claims = dir.path().join("claims.pgn");
    on(&db, &["claims", "export", "--out"])
        .arg(&claims)
        .assert()
        .success();
    let text = std::fs::read_to_string(&claims).expect("claims file");
    assert_clean("claims export --out", &text);
    assert!(
        text.contains("[ClaimVerificationComment \"Ann\\\\u001b]52;"),
        "{text}"
    );
    let elsewhere = dir.path().join("designated.sqlite");
    on(&elsewhere, &["init", "--event", "Referred"])
        .assert()
        .success();
    on(&elsewhere, &["claims", "import"])
        .arg(&claims)
        .assert()
        .success();

    let html = dir.path().join("report.html");
    on(&db, &["report", "--format", "html", "--out"])
        .arg(&html)
        .assert()
        .success();
    let text = std::fs::read_to_string(&html).expect("report");
    assert!(
        text.contains("52;c;cm0gLXJmIH4="),
        "the comment is in the report: {text}"
    );
    assert_clean("report --format html --out", &text);
}

/// A note whose confirmation cannot be written (stdout is `/dev/full`) is recorded: the error
/// says so and how to retry without recording it twice (`--expect-seq`), which then refuses.
#[test]
fn a_recorded_note_whose_confirmation_fails_says_it_was_recorded() {
    let Ok(full) = std::fs::OpenOptions::new().write(true).open("/dev/full") else {
        eprintln!("skipped: no /dev/full on this system");
        return;
    };
    let dir = tempfile::tempdir().expect("tempdir");
    let db = event(dir.path(), &[]);
    on(&db, &["board", "add", "--white", "Ann", "--black", "Bob"])
        .assert()
        .success();
    on(&db, &["move", "1", "e4"]).assert().success();
    let out = std::process::Command::new(assert_cmd::cargo::cargo_bin("arbiter"))
        .neutral_locale()
        .arg("--db")
        .arg(&db)
        .args(["note", "1", "the clock was knocked over"])
        .env_remove("ARBITER_DB")
        .env_remove("ARBITER_LANG")
        .env("LANG", "C.UTF-8")
        .stdout(full)
        .output()
        .expect("run");
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("recorded as #2, but the confirmation could not be written"),
        "{err}"
    );
    assert!(
        err.contains("do not retry, or retry with --expect-seq 1"),
        "{err}"
    );
    let notes = || {
        let out = on(&db, &["log", "--json"]).output().expect("log");
        String::from_utf8_lossy(&out.stdout)
            .matches("the clock was knocked over")
            .count()
    };
    assert_eq!(notes(), 1, "recorded once");
    // The retry the message offers is refused: the note is there.
    on(
        &db,
        &[
            "note",
            "1",
            "the clock was knocked over",
            "--expect-seq",
            "1",
        ],
    )
    .assert()
    .failure();
    assert_eq!(notes(), 1, "not recorded twice");
}

/// A listing whose stdout fails (`/dev/full`: not a closed pipe) ends with status 1 and one line
/// on stderr in the event's language (the verb's words, carried to where the error is said).
#[test]
fn a_failed_stdout_is_said_in_the_events_language() {
    let dir = tempfile::tempdir().expect("tempdir");
    let db = event(dir.path(), &["--event-lang", "es"]);
    on(&db, &["board", "add", "--white", "Ann", "--black", "Bob"])
        .assert()
        .success();
    for (lang, said) in [
        (None, "no se puede escribir en la salida estándar"),
        (Some("ru"), "не удаётся записать в стандартный вывод"),
    ] {
        let Ok(full) = std::fs::OpenOptions::new().write(true).open("/dev/full") else {
            eprintln!("skipped: no /dev/full on this system");
            return;
        };
        let mut cmd = std::process::Command::new(assert_cmd::cargo::cargo_bin("arbiter"));
        cmd.neutral_locale().arg("--db").arg(&db);
        if let Some(lang) = lang {
            cmd.args(["--lang", lang]);
        }
        let out = cmd
            .arg("boards")
            .env_remove("ARBITER_DB")
            .env_remove("ARBITER_LANG")
            .stdout(full)
            .output()
            .expect("run");
        assert_eq!(out.status.code(), Some(1), "{out:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.starts_with("arbiter: ") && err.contains(said), "{err}");
        assert!(!err.contains("panicked"), "{err}");
    }
}

/// A backup has the event file's mode (0660: the arbiters' group, no one else) whatever the
/// umask — a one-off copy and the dated copies of `--every` alike.
#[cfg(unix)]
#[test]
fn backups_get_the_event_files_mode_whatever_the_umask() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().expect("tempdir");
    let db = event(dir.path(), &[]);
    let bin = assert_cmd::cargo::cargo_bin("arbiter");
    let mode = |p: &Path| std::fs::metadata(p).expect("metadata").permissions().mode() & 0o777;
    assert_eq!(mode(&db), 0o660);
    let copies = dir.path().join("copies");
    for (umask, args) in [
        ("022", vec!["backup".to_string(), "one.sqlite".into()]),
        ("077", vec!["backup".to_string(), "two.sqlite".into()]),
        (
            "022",
            vec![
                "backup".into(),
                copies.display().to_string(),
                "--every".into(),
                "1".into(),
                "--count".into(),
                "1".into(),
            ],
        ),
    ] {
        let status = std::process::Command::new("sh")
            .arg("-c")
            .arg(format!("umask {umask} && exec \"$0\" \"$@\""))
            .arg(&bin)
            .arg("--db")
            .arg(&db)
            .args(&args)
            .current_dir(dir.path())
            .env_remove("ARBITER_DB")
            .status()
            .expect("run");
        assert!(status.success(), "{args:?}");
    }
    for copy in ["one.sqlite", "two.sqlite"] {
        assert_eq!(mode(&dir.path().join(copy)), 0o660, "{copy}");
    }
    // The copy, beside the witness of its log's end (issue 29).
    let dated: Vec<_> = std::fs::read_dir(&copies)
        .expect("copies")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "sqlite"))
        .collect();
    assert_eq!(dated.len(), 1, "{dated:?}");
    assert_eq!(mode(&dated[0]), 0o660, "{dated:?}");
}
