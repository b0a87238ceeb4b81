//! Issue 18, "trust nothing that comes in": each defect driven through the binary. A refusal is
//! one line on stderr naming the limit, and nothing recorded; output never panics, never carries
//! an ESC byte or a bidi override that a player typed.

use std::path::{Path, PathBuf};
use std::process::Stdio;

use arbiter::event::BoardSetup;
use arbiter::store::Store;
use assert_cmd::Command;
use predicates::prelude::*;

use crate::common::locale;
use locale::Neutral;

use crate::common::pipe;

fn arbiter(db: &Path) -> Command {
    let mut cmd = Command::cargo_bin("arbiter").expect("binary");
    cmd.neutral_locale();
    cmd.arg("--db")
        .arg(db)
        .env_remove("ARBITER_DB")
        .env_remove("ARBITER_LANG")
        .env("LANG", "C.UTF-8");
    cmd
}

fn event(dir: &Path, extra: &[&str]) -> PathBuf {
    let db = dir.join("open.sqlite");
    arbiter(&db)
        .args(["init", "--event", "Hostile Open", "--control", "5400+30"])
        .args(extra)
        .assert()
        .success();
    db
}

fn add_board(db: &Path, args: &[&str]) {
    arbiter(db)
        .args(["board", "add"])
        .args(args)
        .assert()
        .success();
}

fn events(db: &Path) -> usize {
    let out = arbiter(db).args(["log", "--json"]).output().expect("log");
    assert!(out.status.success());
    String::from_utf8_lossy(&out.stdout).lines().count()
}

fn boards(db: &Path) -> usize {
    Store::open(db)
        .expect("open")
        .boards()
        .expect("boards")
        .len()
}

/// A refusal: exit ≠ 0, one line on stderr containing each of `what`.
fn refused(db: &Path, args: &[&str], what: &[&str]) -> String {
    let out = arbiter(db).args(args).output().expect("run");
    assert!(!out.status.success(), "{args:?} succeeded");
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    for w in what {
        assert!(err.contains(w), "{args:?}: {err:?} lacks {w:?}");
    }
    err
}

fn stdout_of(db: &Path, args: &[&str]) -> String {
    let out = arbiter(db).args(args).output().expect("run");
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("utf-8")
}

// 1. A closed stdout ends the program quietly.

#[test]
fn closed_pipe_ends_show_log_and_boards_quietly() {
    let dir = tempfile::tempdir().unwrap();
    let db = event(dir.path(), &[]);
    // More than a pipe holds (64 KiB), so that writes go on after the reader has gone.
    let long = "x".repeat(30_000);
    add_board(&db, &["--white", &long, "--black", &long]);
    add_board(&db, &["--white", &long, "--black", &long]);
    for _ in 0..4 {
        arbiter(&db).args(["note", "1", &long]).assert().success();
    }
    let bin = assert_cmd::cargo::cargo_bin("arbiter");
    for args in [
        &["show", "1"][..],
        &["log"][..],
        &["boards", "--json"][..],
        &["boards"][..],
    ] {
        let mut cmd = std::process::Command::new(&bin);
        cmd.neutral_locale();
        cmd.arg("--db").arg(&db).args(args).env_remove("ARBITER_DB");
        let (status, err) = pipe::closed_after_16_bytes(cmd);
        assert!(!err.contains("panicked"), "{args:?}: {err}");
        assert!(err.is_empty(), "{args:?}: {err}");
        assert!(status.success(), "{args:?}: {status:?}");
    }
}

// 2. Board and round numbers are bounded; the next free number never overflows.

#[test]
fn board_numbers_are_bounded_and_the_next_free_one_never_overflows() {
    let dir = tempfile::tempdir().unwrap();
    let db = event(dir.path(), &[]);
    let args = ["--white", "A", "--black", "B"];
    let with = |extra: &[&str]| -> Vec<String> {
        args.iter()
            .chain(extra)
            .map(|s| s.to_string())
            .collect::<Vec<_>>()
    };
    for n in ["4294967295", "10000"] {
        let mut a = vec!["board".to_string(), "add".into()];
        a.extend(with(&["--number", n]));
        let a: Vec<&str> = a.iter().map(String::as_str).collect();
        refused(&db, &a, &["board number", "1 to 9999"]);
    }
    for r in ["0", "10000", "4294967295"] {
        let mut a = vec!["board".to_string(), "add".into()];
        a.extend(with(&["--round", r]));
        let a: Vec<&str> = a.iter().map(String::as_str).collect();
        refused(&db, &a, &["round", "1 to 9999"]);
    }
    assert_eq!(boards(&db), 0);
    // Later boards are still numbered.
    arbiter(&db)
        .args(["board", "add"])
        .args(args)
        .assert()
        .success()
        .stdout(predicate::str::starts_with("board 1.1:"));
    // A file holding the highest number (or one written by an older arbiter beyond it): the next
    // free number is refused naming the limit, never "Integer … out of range".
    // Paired boards go up to 9000 (numbers from 9001 are a round's extra games, issue 17).
    let store = Store::open(&db).unwrap();
    store.add_board(&BoardSetup::new(9000, "Y", "Z")).unwrap();
    let err = refused(
        &db,
        &["board", "add", "--white", "A", "--black", "B"],
        &["9000", "--number"],
    );
    assert!(!err.contains("out of range for"), "{err}");
    store.add_board(&BoardSetup::new(9999, "Y", "Z")).unwrap();
    let err = refused(
        &db,
        &["board", "add", "--white", "A", "--black", "B", "--extra"],
        &["9999"],
    );
    assert!(!err.contains("out of range for"), "{err}");
    // The schema itself (v5) keeps a number in 1..=9999: a forged one cannot get in.
    store
        .raw_connection()
        .execute(
            "UPDATE boards SET number = 4294967295 WHERE number = 9999",
            [],
        )
        .expect_err("the schema refuses a board number above 9999");
    let err = refused(
        &db,
        &["board", "add", "--white", "A", "--black", "B", "--extra"],
        &["1 to 9999", "--number"],
    );
    assert!(!err.contains("4294967296"), "{err}");
    arbiter(&db)
        .args(["board", "add", "--number", "2"])
        .args(args)
        .assert()
        .success();
    refused(
        &db,
        &["init", "--event", "X", "--rounds", "10000"],
        &["--rounds", "1 to 9999"],
    );
}

// 4. FEN move counters are bounded wherever a FEN comes in.

#[test]
fn fen_counters_beyond_a_game_are_refused_naming_the_limit() {
    let dir = tempfile::tempdir().unwrap();
    let db = event(dir.path(), &[]);
    let huge_half = "8/8/8/4k3/8/8/3QK3/8 w - - 100000000000000000000 80";
    let big_half = "8/8/8/4k3/8/8/3QK3/8 w - - 151 80";
    let huge_full = "8/8/8/4k3/8/8/3QK3/8 w - - 0 100000000000000000000";
    let big_full = "8/8/8/4k3/8/8/3QK3/8 w - - 0 10001";
    for (fen, limit) in [
        (huge_half, "150"),
        (big_half, "150"),
        (huge_full, "10000"),
        (big_full, "10000"),
    ] {
        refused(
            &db,
            &["board", "add", "--white", "A", "--black", "B", "--fen", fen],
            &[limit],
        );
        let out = arbiter(&db)
            .args(["rules", "dead", fen])
            .output()
            .expect("run");
        assert!(!out.status.success(), "rules dead {fen}");
        assert!(
            String::from_utf8_lossy(&out.stderr).contains(limit),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    assert_eq!(boards(&db), 0);
    add_board(
        &db,
        &[
            "--white",
            "A",
            "--black",
            "B",
            "--fen",
            "8/8/8/4k3/8/8/3QK3/8 w - - 150 10000",
        ],
    );
}

// 5. An import is all or nothing.

#[test]
fn import_pairings_with_a_conflict_writes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let db = event(dir.path(), &[]);
    add_board(
        &db,
        &[
            "--white", "Old", "--black", "Board", "--number", "3", "--round", "2",
        ],
    );
    let csv = dir.path().join("r2.csv");
    std::fs::write(
        &csv,
        "round,board,white,black\n2,1,A,B\n2,2,C,D\n2,3,E,F\n2,4,G,H\n2,5,I,J\n",
    )
    .unwrap();
    let out = arbiter(&db)
        .args(["import", "pairings", csv.to_str().unwrap()])
        .output()
        .unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("board 3"), "{err}");
    assert!(err.contains("nothing imported"), "{err}");
    assert_eq!(boards(&db), 1, "a conflicting import wrote boards");
}

// 6. CSV cells a spreadsheet would run are neutralised; result codes stay.

#[test]
fn results_csv_neutralises_formula_names_and_keeps_result_codes() {
    let dir = tempfile::tempdir().unwrap();
    let db = event(dir.path(), &[]);
    add_board(
        &db,
        &[
            "--white==HYPERLINK(\"http://x\")",
            "--black=+1-2",
            "--round",
            "1",
        ],
    );
    add_board(&db, &["--white=@SUM(A1)", "--black=-3", "--round", "1"]);
    add_board(&db, &["--white=Plain", "--black=Name", "--round", "1"]);
    for (board, code) in [("1", "+/-"), ("2", "-/+"), ("3", "-/-")] {
        arbiter(&db)
            .args(["result", board, code, "--reason", "no show"])
            .assert()
            .success();
    }
    let csv = stdout_of(&db, &["export", "results", "--round", "1"]);
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(
        lines[1], "1,1,\"'=HYPERLINK(\"\"http://x\"\")\",'+1-2,+/-,round,",
        "{csv}"
    );
    assert_eq!(lines[2], "1,2,'@SUM(A1),'-3,-/+,round,", "{csv}");
    assert_eq!(lines[3], "1,3,Plain,Name,-/-,round,", "{csv}");
}

// 7. The Markdown report escapes HTML and Markdown in what people typed.

#[test]
fn markdown_report_escapes_html_and_markdown_from_notes_and_names() {
    let dir = tempfile::tempdir().unwrap();
    let db = event(dir.path(), &[]);
    add_board(
        &db,
        &[
            "--white",
            "<b>Bold</b>",
            "--black",
            "[x](http://evil)",
            "--round",
            "1",
        ],
    );
    arbiter(&db)
        .args([
            "penalty",
            "1",
            "white",
            "warning",
            "--reason",
            "<img src=x onerror=alert(1)> **shout** `code` ![i](http://evil/i.png)",
        ])
        .assert()
        .success();
    let md = stdout_of(&db, &["report"]);
    assert!(!md.contains("<img"), "{md}");
    assert!(!md.contains("<b>"), "{md}");
    assert!(md.contains("&lt;img src=x onerror=alert(1)&gt;"), "{md}");
    assert!(md.contains("\\*\\*shout\\*\\*"), "{md}");
    assert!(md.contains("\\`code\\`"), "{md}");
    assert!(md.contains("\\!\\[i\\]"), "{md}");
    assert!(md.contains("\\[x\\](http://evil)"), "{md}");
}

// 10. Text people typed reaches a terminal without control characters or bidi overrides.

const HOSTILE: &str = "\u{1b}]0;pwned\u{7}\u{1b}[2J evil \u{202E}txt.exe\u{2066}";

fn assert_clean(what: &str, out: &str) {
    assert!(!out.contains('\u{1b}'), "{what}: ESC in {out:?}");
    assert!(!out.contains('\u{7}'), "{what}: BEL in {out:?}");
    for c in ['\u{202A}', '\u{202B}', '\u{202C}', '\u{202D}', '\u{202E}'] {
        assert!(!out.contains(c), "{what}: bidi {c:?} in {out:?}");
    }
    for c in ['\u{2066}', '\u{2067}', '\u{2068}', '\u{2069}'] {
        assert!(!out.contains(c), "{what}: bidi {c:?} in {out:?}");
    }
}

#[test]
fn notes_with_escape_sequences_and_bidi_overrides_never_reach_the_terminal() {
    let dir = tempfile::tempdir().unwrap();
    let db = event(dir.path(), &[]);
    add_board(&db, &["--white", "A", "--black", "B"]);
    let out = stdout_of(&db, &["note", "1", HOSTILE]);
    assert_clean("note", &out);
    assert!(out.contains("\\u001b]0;pwned"), "{out}");
    arbiter(&db)
        .args([
            "note",
            "1",
            "line one\n2026-01-01 00:00:00.000Z  board 1 #9  root: forged",
        ])
        .assert()
        .success();
    for args in [
        &["show", "1"][..],
        &["show", "1", "--json"][..],
        &["log"][..],
        &["log", "--json"][..],
        &["boards"][..],
        &["boards", "--json"][..],
    ] {
        let out = stdout_of(&db, args);
        assert_clean(&format!("{args:?}"), &out);
        if args == ["log"] {
            // The newline in the note does not forge a line of the log.
            assert_eq!(out.lines().count(), 2, "{out}");
            assert!(out.contains("\\u202e"), "{out}");
        }
    }
    // JSON keeps the data: the escaped form is the same character.
    let show: serde_json::Value =
        serde_json::from_str(&stdout_of(&db, &["show", "1", "--json"])).unwrap();
    assert!(show.to_string().contains("pwned"));
    let history = show["history"].to_string();
    assert!(
        history.contains("\\u001b") || history.contains("\\u202e"),
        "{history}"
    );
}

#[test]
fn control_characters_in_one_line_fields_are_refused_at_input() {
    let dir = tempfile::tempdir().unwrap();
    let db = event(dir.path(), &[]);
    add_board(&db, &["--white", "A", "--black", "B"]);
    let before = events(&db);
    refused(
        &db,
        &[
            "note",
            "1",
            "hello",
            "--as",
            "alice\n2026-01-01 00:00:00.000Z  board 1 #2  root: result 1-0",
        ],
        &["--as", "control character"],
    );
    refused(
        &db,
        &["note", "1", "hello", "--as", "bob\u{202E}"],
        &["--as"],
    );
    assert_eq!(events(&db), before);
    refused(
        &db,
        &["board", "add", "--white", "X\u{1b}[2J", "--black", "B"],
        &["White's name", "control character"],
    );
    assert_eq!(boards(&db), 1);
    let err = refused(
        &db,
        &["init", "--event", "Bad\u{1b}]0;x\u{7}"],
        &["--event"],
    );
    assert_clean("init error", &err);
}

// 3. `--db` must name a regular file (or nothing yet, for `init`).

#[cfg(unix)]
#[test]
fn db_that_is_a_fifo_a_directory_or_a_device_is_refused_before_opening() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("pipe.sqlite");
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .expect("mkfifo");
    assert!(made.success());
    let folder = dir.path().join("folder.sqlite");
    std::fs::create_dir(&folder).unwrap();
    let cases = [
        (fifo.clone(), "a FIFO"),
        (folder.clone(), "a directory"),
        (PathBuf::from("/dev/null"), "a character device"),
    ];
    for (path, kind) in &cases {
        for args in [
            &["log"][..],
            &["show", "1"][..],
            &["board", "add", "--white", "A", "--black", "B"][..],
            &["init", "--event", "X"][..],
        ] {
            let out = arbiter(path)
                .args(args)
                .timeout(std::time::Duration::from_secs(20))
                .output()
                .expect("run");
            assert!(!out.status.success(), "{path:?} {args:?}");
            let err = String::from_utf8_lossy(&out.stderr);
            assert!(err.contains(kind), "{path:?} {args:?}: {err}");
            assert!(
                err.contains(&path.display().to_string()),
                "{path:?} {args:?}: {err}"
            );
            assert!(!err.contains("timed out"), "{err}");
        }
    }
}

// 8. `init` makes the event file 0660 whatever the umask.

#[cfg(unix)]
#[test]
fn init_creates_the_event_file_0660_whatever_the_umask() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let bin = assert_cmd::cargo::cargo_bin("arbiter");
    for (i, umask) in ["000", "022", "077"].into_iter().enumerate() {
        let db = dir.path().join(format!("e{i}.sqlite"));
        let status = std::process::Command::new("sh")
            .arg("-c")
            .arg(format!(
                "umask {umask} && exec \"$0\" --db \"$1\" init --event X"
            ))
            .arg(&bin)
            .arg(&db)
            .env_remove("ARBITER_DB")
            .stdout(Stdio::null())
            .status()
            .expect("sh");
        assert!(status.success());
        let mode = std::fs::metadata(&db).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o660, "umask {umask}: {mode:o}");
    }
}

// 9. A claim's clock readings are checked; a running board clock is the truth.

fn quickplay(dir: &Path) -> PathBuf {
    let db = dir.join("quick.sqlite");
    arbiter(&db)
        .args(["init", "--event", "Club Quickplay", "--control", "3600"])
        .args(["--guidelines-iii", "--unsupervised"])
        .assert()
        .success();
    add_board(&db, &["--white", "Ann", "--black", "Bob"]);
    for m in ["e4", "e5", "Nf3", "Nc6"] {
        arbiter(&db).args(["move", "1", m]).assert().success();
    }
    arbiter(&db)
        .args(["clock", "1", "start"])
        .assert()
        .success();
    arbiter(&db)
        .args(["clock", "1", "pause"])
        .assert()
        .success();
    db
}

#[test]
fn claimed_clock_readings_are_bounded_and_the_running_clock_decides() {
    let dir = tempfile::tempdir().unwrap();
    let db = quickplay(dir.path());
    let claim = |clock: &[&str]| -> Vec<String> {
        let mut a: Vec<String> = ["player", "--board", "1.1", "--side", "white", "claim"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        a.extend(["--cannot-win".to_string(), "--clock".into()]);
        a.extend(clock.iter().map(|s| s.to_string()));
        a
    };
    let run = |args: Vec<String>, what: &[&str]| {
        let a: Vec<&str> = args.iter().map(String::as_str).collect();
        refused(&db, &a, what);
    };
    let before = events(&db);
    // Beyond any clock (the shared parser's 1,000 hours).
    run(claim(&["99999999999:00", "1:00"]), &["99999999999:00"]);
    // Beyond what a 60-minute clock can show with nothing added.
    run(
        claim(&["1:01:00", "1:00"]),
        &["white's clock cannot show 1:01:00", "at most 1:00:00"],
    );
    // The board's clock shows 0:59:59 for White: a typed 1:00 does not make it under two minutes.
    arbiter(&db)
        .args(["clock", "1", "set", "59:59", "1:00"])
        .assert()
        .success();
    run(claim(&["1:00", "1:00"]), &["not less than two minutes"]);
    assert_eq!(events(&db), before + 1, "a refused claim was recorded");
    // The board's clock under two minutes: the claim stands.
    arbiter(&db)
        .args(["clock", "1", "set", "1:40", "4:10"])
        .assert()
        .success();
    let a = claim(&["1:40", "4:10"]);
    let a: Vec<&str> = a.iter().map(String::as_str).collect();
    arbiter(&db).args(&a).assert().success();
}

/// White claims (III.6.1.1) in player mode; the claim exported to `claim.pgn` beside `db`: the
/// file and its text.
fn claim_and_export(db: &Path) -> (PathBuf, String) {
    player(db, "white")
        .args(["claim", "--cannot-win"])
        .assert()
        .success();
    let file = db.with_file_name("claim.pgn");
    arbiter(db)
        .args(["claims", "export", "--board", "1", "--out"])
        .arg(&file)
        .assert()
        .success();
    let text = std::fs::read_to_string(&file).unwrap();
    (file, text)
}

#[test]
fn claims_import_refuses_clock_readings_beyond_any_clock() {
    let dir = tempfile::tempdir().unwrap();
    let db = seated(dir.path());
    let (file, pgn) = claim_and_export(&db);
    let start = pgn.find("[ClaimClockMs \"").expect("ClaimClockMs tag");
    let end = start + pgn[start..].find('\n').unwrap();
    let hostile = format!(
        "{}[ClaimClockMs \"99999999999999999 1000\"]{}",
        &pgn[..start],
        &pgn[end..]
    );
    std::fs::write(&file, hostile).unwrap();
    let elsewhere = dir.path().join("designated.sqlite");
    arbiter(&elsewhere)
        .args(["init", "--event", "Referred claims"])
        .assert()
        .success();
    let out = arbiter(&elsewhere)
        .args(["claims", "import"])
        .arg(&file)
        .output()
        .unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("ClaimClockMs"), "{err}");
    assert!(err.contains("1,000 hours"), "{err}");
    assert_eq!(boards(&elsewhere), 0);
}

// 10, continued: a dispute comment with escape sequences, in `claims list` and player mode.

#[test]
fn a_dispute_comment_never_reaches_the_terminal_raw() {
    let dir = tempfile::tempdir().unwrap();
    let db = seated(dir.path());
    player(&db, "white")
        .args(["claim", "--cannot-win"])
        .assert()
        .success();
    let out = stdout_of(
        &db,
        &[
            "player",
            "--board",
            "1.1",
            "--side",
            "black",
            "verify",
            "--dispute",
            "--comment",
            HOSTILE,
        ],
    );
    assert_clean("verify", &out);
    for args in [
        &["player", "--board", "1.1", "--side", "black", "show"][..],
        &["claims", "list"][..],
        &["claims", "list", "--json"][..],
        &["show", "1"][..],
        &["log"][..],
    ] {
        let out = stdout_of(&db, args);
        assert_clean(&format!("{args:?}"), &out);
    }
    assert!(stdout_of(&db, &["claims", "list"]).contains("\\u001b]0;pwned"));
}

// Without --expect-seq, a command meant for the position seen is never judged again on another.

#[test]
fn moves_and_claims_with_a_written_move_are_not_retried_on_a_changed_board() {
    use arbiter::event::ClaimKind;
    use arbiter::event::command::Command as Cmd;
    assert!(!Cmd::play("e4").stands_on_any_state());
    let claim = Cmd::Claim {
        claim: ClaimKind::Repetition,
        intended: Some("Nf3".into()),
        by: None,
        touched: false,
    };
    assert!(!claim.stands_on_any_state());
    assert!(Cmd::Note { text: "x".into() }.stands_on_any_state());
    // A board changed after the arbiter saw it: the move is refused, not played elsewhere.
    let dir = tempfile::tempdir().unwrap();
    let db = event(dir.path(), &[]);
    add_board(&db, &["--white", "A", "--black", "B"]);
    arbiter(&db).args(["move", "1", "Nf3"]).assert().success();
    let out = arbiter(&db)
        .args(["move", "1", "Nf6", "--expect-seq", "0"])
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert_eq!(events(&db), 1);
    // Concurrent writers: notes from several processes while moves are typed for a position;
    // every move recorded is legal where it was typed (the log replays), none applied twice.
    let bin = assert_cmd::cargo::cargo_bin("arbiter");
    let mut children = Vec::new();
    for i in 0..4 {
        children.push(
            std::process::Command::new(&bin)
                .neutral_locale()
                .arg("--db")
                .arg(&db)
                .args(["stress", "1", "15"])
                .env_remove("ARBITER_DB")
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .spawn()
                .unwrap_or_else(|e| panic!("stress {i}: {e}")),
        );
    }
    let mut played = 0;
    for san in ["Nf6", "Ng1", "Ng8", "Nf3"] {
        let out = arbiter(&db).args(["move", "1", san]).output().unwrap();
        if out.status.success() {
            played += 1;
        } else {
            let err = String::from_utf8_lossy(&out.stderr);
            assert!(
                err.contains("changed") || err.contains("illegal") || err.contains("#"),
                "{err}"
            );
        }
    }
    for mut c in children {
        c.wait().unwrap();
    }
    let show: serde_json::Value =
        serde_json::from_str(&stdout_of(&db, &["show", "1", "--json"])).unwrap();
    let moves: Vec<String> = show["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["san"].as_str().unwrap_or("").to_string())
        .collect();
    assert_eq!(moves.len(), 1 + played, "{moves:?}");
    let expected = ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3"];
    assert_eq!(moves[..], expected[..moves.len()], "{moves:?}");
    assert!(show["problems"].as_array().is_none_or(|p| p.is_empty()));
}

// 11. Player mode is bound to a seat (Guidelines III.6): the forced command names the board and
// the side; the player claims only as that side, verifies only the opponent's claim, never
// chooses a side; the prompt reads bounded lines; and the venue set-up — the event file owned by
// the arbiters' group, mode 0660, a player reaching it only through the forced command — is tried
// with real local accounts when the test runs as root.

/// [`quickplay`] with White to move on 1:40, Black on 4:10: a III.6 claim stands.
fn seated(dir: &Path) -> PathBuf {
    let db = quickplay(dir);
    arbiter(&db)
        .args(["clock", "1", "set", "1:40", "4:10"])
        .assert()
        .success();
    db
}

/// Player mode on board 1 for `side`'s seat.
fn player(db: &Path, side: &str) -> Command {
    let mut cmd = arbiter(db);
    cmd.args(["player", "--board", "1.1", "--side", side]);
    cmd
}

fn claims_json(db: &Path) -> serde_json::Value {
    serde_json::from_str(&stdout_of(db, &["claims", "list", "--json"])).expect("json")
}

#[test]
fn a_seat_claims_only_as_itself_and_only_the_other_seat_verifies() {
    let dir = tempfile::tempdir().unwrap();
    let db = seated(dir.path());
    // The seat is required, and the side is no longer the player's to give.
    arbiter(&db)
        .args(["player", "--board", "1.1", "show"])
        .assert()
        .failure()
        .stderr(predicate::str::contains("--side"));
    player(&db, "white")
        .args(["claim"])
        .args(["--by", "black", "--cannot-win"])
        .assert()
        .failure();
    player(&db, "white")
        .args(["--side", "black", "show"])
        .assert()
        .failure();
    let before = events(&db);
    // White's seat claims.
    player(&db, "white")
        .args(["claim", "--cannot-win"])
        .assert()
        .success();
    assert_eq!(events(&db), before + 1);
    // The claimant's seat cannot verify its own claim, by verb or at the prompt (issue 18's
    // "v, w, a" attack: the prompt no longer asks for a side).
    player(&db, "white")
        .args(["verify", "--agree"])
        .assert()
        .failure()
        .stderr(predicate::str::contains("the opponent verifies it"));
    player(&db, "white")
        .write_stdin("v\nb\na\n\nq\n")
        .assert()
        .success()
        .stdout(predicate::str::contains("You play White on board 1"))
        .stdout(predicate::str::contains("refused"))
        .stdout(predicate::str::contains("the opponent verifies it"));
    assert_eq!(events(&db), before + 1);
    let list = claims_json(&db);
    assert!(list["claims"][0]["verification"].is_null(), "{list}");
    // The opponent's seat verifies.
    player(&db, "black")
        .write_stdin("v\na\nfine\nq\n")
        .assert()
        .success()
        .stdout(predicate::str::contains("You play Black on board 1"))
        .stdout(predicate::str::contains("Black agreed with the claim"));
    assert_eq!(events(&db), before + 2);
    let pgn = dir.path().join("claim.pgn");
    arbiter(&db)
        .args(["claims", "export", "--board", "1", "--out"])
        .arg(&pgn)
        .assert()
        .success();
    let pgn = std::fs::read_to_string(&pgn).unwrap();
    assert!(pgn.contains("[ClaimVerifiedBy \"black\"]"), "{pgn}");
}

#[test]
fn the_prompt_drops_a_line_longer_than_its_limit_and_goes_on() {
    let dir = tempfile::tempdir().unwrap();
    let db = seated(dir.path());
    // 4 MiB on one line, then a quit: the line is refused, the prompt reads on.
    let mut input = "c".repeat(4 << 20);
    input.push_str("\ns\nq\n");
    let limit = arbiter::cli::procedure_cmds::MAX_PLAYER_LINE;
    player(&db, "white")
        .write_stdin(input)
        .assert()
        .success()
        .stdout(predicate::str::contains(format!(
            "Line longer than {limit} bytes"
        )))
        .stdout(predicate::str::contains("Board 1.1: Ann – Bob").count(2));
}

// ---------------------------------------------------------------------------------------------
// The venue set-up with real accounts.

/// Local accounts and a group made for the test, removed when it ends (even on failure).
struct Accounts {
    group: String,
    users: Vec<String>,
    sudoers: Option<PathBuf>,
}

impl Drop for Accounts {
    fn drop(&mut self) {
        if let Some(f) = &self.sudoers {
            let _ = std::fs::remove_file(f);
        }
        for u in &self.users {
            let _ = std::process::Command::new("userdel").arg(u).status();
        }
        let _ = std::process::Command::new("groupdel")
            .arg(&self.group)
            .status();
    }
}

/// Why local accounts cannot be made here (not root, a tool missing), if they cannot.
fn cannot_make_accounts(tools: &[&str]) -> Option<String> {
    if !nix::unistd::geteuid().is_root() {
        return Some("creating local accounts needs root (useradd)".into());
    }
    tools
        .iter()
        .find(|tool| {
            std::process::Command::new("sh")
                .args(["-c", &format!("command -v {tool}")])
                .stdout(Stdio::null())
                .status()
                .map_or(true, |s| !s.success())
        })
        .map(|tool| format!("{tool} is not installed"))
}

fn run_ok(cmd: &mut std::process::Command) {
    let out = cmd.output().expect("run");
    assert!(
        out.status.success(),
        "{cmd:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// `args` run as `user`, with `stdin`.
fn as_user(user: &str, args: &[&std::ffi::OsStr], stdin: &str) -> std::process::Output {
    use std::io::Write;
    let mut child = std::process::Command::new("runuser");
    child.neutral_locale();
    let mut child = child
        .args(["-u", user, "--"])
        .args(args)
        .env_remove("ARBITER_DB")
        .env_remove("SSH_CLIENT")
        .env_remove("SSH_CONNECTION")
        .env("LANG", "C.UTF-8")
        .current_dir("/")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("runuser");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(stdin.as_bytes())
        .expect("write stdin");
    child.wait_with_output().expect("wait")
}

#[cfg(unix)]
#[test]
fn two_real_accounts_reach_the_event_only_through_their_seat() {
    use std::ffi::OsStr;
    use std::os::unix::fs::{MetadataExt, PermissionsExt};
    if let Some(why) = cannot_make_accounts(&["useradd", "groupadd", "runuser"]) {
        println!("skipped: {why}");
        return;
    }
    let tag = std::process::id() % 100_000;
    let group = format!("arbt{tag}");
    let arbiter_user = format!("arba{tag}");
    let white = format!("arbw{tag}");
    let black = format!("arbb{tag}");
    let mut accounts = Accounts {
        group: group.clone(),
        users: Vec::new(),
        sudoers: None,
    };
    run_ok(std::process::Command::new("groupadd").arg(&group));
    run_ok(
        std::process::Command::new("useradd")
            .args(["-M", "-N", "-s", "/bin/sh", "-g", &group])
            .arg(&arbiter_user),
    );
    accounts.users.push(arbiter_user.clone());
    for p in [&white, &black] {
        run_ok(
            std::process::Command::new("useradd")
                .args(["-M", "-N", "-s", "/bin/sh"])
                .arg(p),
        );
        accounts.users.push(p.clone());
    }
    // The event's folder: the arbiter's, the group's, readable by others (the file's mode is what
    // keeps players out).
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("event");
    std::fs::create_dir(&folder).unwrap();
    std::fs::set_permissions(dir.path(), std::fs::Permissions::from_mode(0o755)).unwrap();
    run_ok(
        std::process::Command::new("chown")
            .arg(format!("{arbiter_user}:{group}"))
            .arg(&folder),
    );
    std::fs::set_permissions(&folder, std::fs::Permissions::from_mode(0o2775)).unwrap();
    let db = folder.join("event.sqlite");
    let bin = assert_cmd::cargo::cargo_bin("arbiter");
    let cmd = |extra: &[&str]| -> Vec<std::ffi::OsString> {
        let mut v = vec![
            bin.clone().into_os_string(),
            "--db".into(),
            db.clone().into(),
        ];
        v.extend(extra.iter().map(Into::into));
        v
    };
    let run = |user: &str, extra: &[&str], stdin: &str| {
        let args = cmd(extra);
        let refs: Vec<&OsStr> = args.iter().map(|a| a.as_os_str()).collect();
        as_user(user, &refs, stdin)
    };
    // The arbiter creates the event under a permissive umask: 0660 and the arbiters' group all
    // the same.
    let init = std::process::Command::new("runuser")
        .args(["-u", &arbiter_user, "--", "sh", "-c"])
        .arg("umask 000 && exec \"$@\"")
        .arg("sh")
        .args(cmd(&[
            "init",
            "--event",
            "Venue",
            "--control",
            "3600",
            "--guidelines-iii",
            "--unsupervised",
        ]))
        .env_remove("ARBITER_DB")
        .current_dir("/")
        .output()
        .unwrap();
    assert!(
        init.status.success(),
        "{}",
        String::from_utf8_lossy(&init.stderr)
    );
    let meta = std::fs::metadata(&db).unwrap();
    assert_eq!(meta.permissions().mode() & 0o777, 0o660);
    let group_id = nix::unistd::Group::from_name(&group)
        .unwrap()
        .expect("group")
        .gid;
    assert_eq!(
        meta.gid(),
        group_id.as_raw(),
        "the event file is the arbiters' group's"
    );
    for setup in [
        &["board", "add", "--white", "Ann", "--black", "Bob"][..],
        &["move", "1", "e4"],
        &["move", "1", "e5"],
        &["clock", "1", "start"],
        &["clock", "1", "pause"],
        &["clock", "1", "set", "1:40", "4:10"],
    ] {
        let out = run(&arbiter_user, setup, "");
        assert!(
            out.status.success(),
            "{setup:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    // SQLite's companions (-wal, -shm) carry the file's mode: nothing readable by others.
    for entry in std::fs::read_dir(&folder).unwrap() {
        let entry = entry.unwrap();
        let mode = entry.metadata().unwrap().permissions().mode() & 0o007;
        assert_eq!(mode, 0, "{:?} is open to others", entry.path());
    }
    // A player's own account cannot open the file, not even to read it.
    for extra in [
        &["player", "--board", "1.1", "--side", "white", "show"][..],
        &["note", "1", "I was here"],
        &["log"],
    ] {
        let out = run(&white, extra, "");
        assert!(
            !out.status.success(),
            "{extra:?} worked from a player's account"
        );
    }
    // The gate: the forced command, run for the player as the arbiters' account — by a sudo
    // rule for exactly that command line when sudo is installed, else as sudo would run it.
    let sudo = std::process::Command::new("sh")
        .args(["-c", "command -v sudo"])
        .stdout(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
        && Path::new("/etc/sudoers").exists();
    let seat = |side: &str| -> Vec<String> {
        cmd(&["player", "--board", "1.1", "--side", side])
            .into_iter()
            .map(|a| a.to_string_lossy().into_owned())
            .collect()
    };
    if sudo {
        std::fs::create_dir_all("/etc/sudoers.d").unwrap();
        let file = PathBuf::from(format!("/etc/sudoers.d/arbiter-test-{tag}"));
        let rules = format!(
            "{white} ALL=({arbiter_user}) NOPASSWD: {}\n{black} ALL=({arbiter_user}) NOPASSWD: {}\n",
            seat("white").join(" "),
            seat("black").join(" ")
        );
        std::fs::write(&file, rules).unwrap();
        std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o440)).unwrap();
        accounts.sudoers = Some(file);
        let included = std::fs::read_to_string("/etc/sudoers").unwrap_or_default();
        assert!(
            included.contains("includedir /etc/sudoers.d"),
            "/etc/sudoers does not read /etc/sudoers.d"
        );
    } else {
        println!("sudo is not installed: the gate is run with runuser, as sudo would run it");
    }
    let gate = |player: &str, side: &str, stdin: &str| -> std::process::Output {
        let line = seat(side);
        if sudo {
            let mut args: Vec<&OsStr> = vec![
                OsStr::new("sudo"),
                OsStr::new("-n"),
                OsStr::new("-u"),
                OsStr::new(&arbiter_user),
            ];
            args.extend(line.iter().map(OsStr::new));
            as_user(player, &args, stdin)
        } else {
            let args: Vec<&OsStr> = line.iter().map(OsStr::new).collect();
            as_user(&arbiter_user, &args, stdin)
        }
    };
    let text = |o: &std::process::Output| String::from_utf8_lossy(&o.stdout).into_owned();
    // White claims through White's seat.
    let out = gate(&white, "white", "c\n1\n\n\ny\nq\n");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        text(&out).contains("referred to the designated arbiter"),
        "{}",
        text(&out)
    );
    // White cannot verify his own claim, nor open Black's seat.
    let out = gate(&white, "white", "v\na\n\nq\n");
    assert!(
        text(&out).contains("the opponent verifies it"),
        "{}",
        text(&out)
    );
    if sudo {
        let out = gate(&white, "black", "v\na\n\nq\n");
        assert!(!out.status.success(), "White's account opened Black's seat");
        assert!(!text(&out).contains("agreed"), "{}", text(&out));
    }
    // Black verifies through Black's seat.
    let out = gate(&black, "black", "v\na\n\nq\n");
    assert!(
        text(&out).contains("Black agreed with the claim"),
        "{}",
        text(&out)
    );
    let log = run(&arbiter_user, &["claims", "list", "--json"], "");
    let list: serde_json::Value = serde_json::from_slice(&log.stdout).expect("json");
    assert_eq!(list["claims"][0]["claimant"], "white", "{list}");
    drop(accounts);
}

// 12. The tamper-evident log: `check` names the first event that does not match, a backup shows a
// lost tail, a damaged file stops writes, backups rotate.

/// An event with a board and five events (ids 1..=5), the log's rules as the file has them.
fn chained(dir: &Path) -> PathBuf {
    let db = event(dir, &[]);
    add_board(&db, &["--white", "A", "--black", "B"]);
    for m in ["e4", "e5", "Nf3"] {
        arbiter(&db).args(["move", "1", m]).assert().success();
    }
    arbiter(&db).args(["note", "1", "one"]).assert().success();
    arbiter(&db).args(["note", "1", "two"]).assert().success();
    db
}

/// Run SQL on the file as someone with write access but without the key would.
fn tamper(db: &Path, sql: &str) {
    let conn = rusqlite::Connection::open(db).expect("open");
    conn.execute_batch(sql).expect(sql);
}

/// `check`'s one problem line, the check having failed.
fn check_fails(db: &Path, extra: &[&str]) -> String {
    let out = arbiter(db)
        .arg("check")
        .args(extra)
        .output()
        .expect("check");
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(!out.status.success(), "check passed: {err}");
    err
}

#[test]
fn check_names_the_first_edited_deleted_or_inserted_event_and_writes_never_hide_it() {
    let dir = tempfile::tempdir().unwrap();
    let key_mode = |db: &Path| {
        use std::os::unix::fs::PermissionsExt;
        let key = PathBuf::from(format!("{}.key", db.display()));
        std::fs::metadata(key).unwrap().permissions().mode() & 0o777
    };
    // Sound: the chain is verified.
    let db = chained(&dir.path().join("sound").tap_mkdir());
    assert_eq!(key_mode(&db), 0o600);
    let ok = stdout_of(&db, &["check"]);
    assert!(ok.contains("chain verified: 5 events, head #5"), "{ok}");
    // Edited: the actor of event 3 rewritten, the trigger dropped first.
    let db = chained(&dir.path().join("edited").tap_mkdir());
    tamper(
        &db,
        "DROP TRIGGER events_no_update; UPDATE events SET actor = 'bob' WHERE id = 3;",
    );
    let err = check_fails(&db, &[]);
    assert!(
        err.contains("event #3 (board 1 #3) does not match the chain: edited"),
        "{err}"
    );
    // The app verifies it in the background after opening, and alerts naming the event.
    {
        use arbiter::tui::term::Source;
        let mut app = arbiter::tui::store_source::StoreSource::open(&db).expect("app opens");
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
        let alert = loop {
            if let Some(a) = app.alert() {
                break a;
            }
            assert!(std::time::Instant::now() < deadline, "no alert");
            std::thread::sleep(std::time::Duration::from_millis(20));
        };
        assert!(alert.contains("event #3 (board 1 #3)"), "{alert}");
    }
    // A write after the break chains from what is stored: the break stays where it was.
    arbiter(&db).args(["note", "1", "later"]).assert().success();
    let err = check_fails(&db, &[]);
    assert!(err.contains("event #3 (board 1 #3)"), "{err}");
    // Deleted: event 3 gone; its successor no longer matches and says why.
    let db = chained(&dir.path().join("deleted").tap_mkdir());
    tamper(
        &db,
        "DROP TRIGGER events_no_delete; DELETE FROM events WHERE id = 3;",
    );
    let err = check_fails(&db, &[]);
    assert!(err.contains("event #4"), "{err}");
    assert!(
        err.contains("the event before it is missing (deleted)"),
        "{err}"
    );
    // Inserted: a row without a MAC, and one with a MAC copied from another row.
    let db = chained(&dir.path().join("inserted").tap_mkdir());
    tamper(
        &db,
        "INSERT INTO events (board, seq, at_ms, actor, kind) VALUES (1, 6, 0, 'x', '{\"note\":{\"text\":\"forged\"}}');",
    );
    let err = check_fails(&db, &[]);
    assert!(
        err.contains("event #6 (board 1 #6) carries no MAC"),
        "{err}"
    );
    let db = chained(&dir.path().join("copied").tap_mkdir());
    tamper(
        &db,
        "INSERT INTO events (board, seq, at_ms, actor, kind, mac)
         SELECT 1, 6, at_ms, actor, kind, mac FROM events WHERE id = 5;",
    );
    let err = check_fails(&db, &[]);
    assert!(
        err.contains("event #6 (board 1 #6) does not match the chain"),
        "{err}"
    );
    // The chain removed altogether: the key beside the file says there was one.
    let db = chained(&dir.path().join("removed").tap_mkdir());
    tamper(
        &db,
        "DROP TRIGGER events_no_update; UPDATE events SET mac = NULL; DELETE FROM chain;",
    );
    let err = check_fails(&db, &[]);
    assert!(err.contains("the chain was removed"), "{err}");
    // Without the key nothing is written (an event without its MAC would break the chain).
    let db = chained(&dir.path().join("keyless").tap_mkdir());
    let key = PathBuf::from(format!("{}.key", db.display()));
    let elsewhere = dir.path().join("kept.key");
    std::fs::rename(&key, &elsewhere).unwrap();
    let before = events(&db);
    refused(
        &db,
        &["note", "1", "x"],
        &["key cannot be read", "nothing written"],
    );
    assert_eq!(events(&db), before);
    // … and `--key` names it where it is.
    arbiter(&db)
        .arg("--key")
        .arg(&elsewhere)
        .args(["note", "1", "x"])
        .assert()
        .success();
    arbiter(&db)
        .arg("--key")
        .arg(&elsewhere)
        .arg("check")
        .assert()
        .success();
}

/// `mkdir` that returns the folder.
trait TapMkdir {
    fn tap_mkdir(self) -> PathBuf;
}

impl TapMkdir for PathBuf {
    fn tap_mkdir(self) -> PathBuf {
        std::fs::create_dir_all(&self).unwrap();
        self
    }
}

/// An older copy of the file (with the key), `lost.sqlite` beside `db`: what an older copy put
/// back, or a file whose last events were deleted, looks like. (Deleting the `-wal` no longer
/// loses anything acknowledged: every write is in the main file before it is acknowledged,
/// `tests/store_wal.rs`.)
fn older_copy(db: &Path) -> PathBuf {
    let lost = db.with_file_name("lost.sqlite");
    std::fs::copy(db, &lost).unwrap();
    std::fs::copy(
        format!("{}.key", db.display()),
        format!("{}.key", lost.display()),
    )
    .unwrap();
    lost
}

/// The witness of the log's end beside `db`'s key, put beside `lost`'s: the older copy put back
/// in the file's place, the witness left where it was.
fn witness_of(db: &Path, lost: &Path) {
    std::fs::copy(
        format!("{}.key.head", db.display()),
        format!("{}.key.head", lost.display()),
    )
    .unwrap();
}

#[test]
fn check_against_a_backup_shows_the_tail_an_older_copy_lost() {
    let dir = tempfile::tempdir().unwrap();
    let db = chained(dir.path());
    let lost = older_copy(&db);
    for n in ["three", "four", "five"] {
        arbiter(&db).args(["note", "1", n]).assert().success();
    }
    let backup = dir.path().join("usb.sqlite");
    let out = stdout_of(&db, &["backup", backup.to_str().unwrap()]);
    assert!(out.contains("chain head: event #8"), "{out}");
    // The older copy is the file without its last three events; the witness of the log's end,
    // beside the key, shows it (issue 29) …
    witness_of(&db, &lost);
    let err = check_fails(&lost, &[]);
    assert!(
        err.contains("the witness says event #8 was written, and this file ends at #5")
            && err.contains("lost its last 3 events"),
        "{err}"
    );
    // … and so does the backup.
    let err = check_fails(&lost, &["--against", backup.to_str().unwrap()]);
    assert!(
        err.contains("event #6 (board 1 #6) is in the backup")
            && err.contains("lost its last 3 events"),
        "{err}"
    );
    // The original holds everything the backup has.
    let ok = stdout_of(&db, &["check", "--against", backup.to_str().unwrap()]);
    assert!(ok.contains("every event of the backup"), "{ok}");
}

/// `check`'s exit code and its stdout and stderr.
fn check_code(db: &Path, extra: &[&str]) -> (Option<i32>, String, String) {
    let out = arbiter(db)
        .arg("check")
        .args(extra)
        .output()
        .expect("check");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Issue 29, item 7: the settings, boards, players, rounds, byes and TRF records are sealed with
/// the key; an edit outside the program is named by `check` per table, and a write that would
/// seal it again is refused.
#[test]
fn an_edit_of_the_settings_boards_players_or_rounds_is_named_and_never_sealed_again() {
    let dir = tempfile::tempdir().unwrap();
    let edits = [
        (
            "UPDATE settings SET name = 'Forged Open'",
            "the settings (event name, time control",
        ),
        (
            "UPDATE settings SET control = '60'",
            "the settings (event name, time control",
        ),
        (
            "UPDATE settings SET current_round = 3",
            "the settings (event name, time control",
        ),
        (
            "UPDATE boards SET white = 'Z'",
            "the boards (who plays whom",
        ),
        (
            "UPDATE players SET rating = 2999",
            "the players (names, ratings, FIDE ids",
        ),
        (
            "INSERT INTO rounds (round, date) VALUES (2, '2026-01-01')",
            "the rounds' dates",
        ),
        (
            "INSERT INTO trf_records (pos, part, line) VALUES (1, 'header', '012 X')",
            "the kept TRF records",
        ),
        (
            "DELETE FROM table_seal WHERE name = 'byes'",
            "the byes do not match the chain",
        ),
    ];
    for (i, (sql, named)) in edits.iter().enumerate() {
        let db = chained(&dir.path().join(format!("e{i}")).tap_mkdir());
        arbiter(&db)
            .args(["players", "add", "--name", "Ann Able", "--rating", "2100"])
            .assert()
            .success();
        assert_eq!(check_code(&db, &[]).0, Some(0), "{sql}");
        tamper(&db, sql);
        let (code, _, err) = check_code(&db, &[]);
        assert_eq!(code, Some(1), "{sql}: {err}");
        assert!(
            err.contains(named) && err.contains("edited outside the program"),
            "{sql}: {err}"
        );
        // A write to the tables refuses to seal the edit as if it were ours; nothing changes.
        let out = arbiter(&db)
            .args(["round", "set", "2"])
            .output()
            .expect("round set");
        assert!(!out.status.success(), "{sql}");
        let (code, _, again) = check_code(&db, &[]);
        assert_eq!((code, &again), (Some(1), &err), "{sql}");
    }
    // The program's own writes keep every table sealed.
    let db = chained(&dir.path().join("sound").tap_mkdir());
    for args in [
        &["round", "set", "2"][..],
        &["players", "add", "--name", "Bo Baker"],
        &["board", "add", "--white", "C", "--black", "D"],
    ] {
        arbiter(&db).args(args).assert().success();
    }
    let (code, out, err) = check_code(&db, &[]);
    assert_eq!(code, Some(0), "{out}{err}");
}

/// Issue 29, item 3: events deleted from the end (a damaged or deleted WAL, a tail cut with
/// SQL) are shown by the witness beside the key; `check` says broken, and the next note is
/// refused rather than given a number that was given before.
#[test]
fn events_deleted_from_the_end_are_witnessed_and_no_number_is_given_again() {
    let dir = tempfile::tempdir().unwrap();
    let db = chained(dir.path());
    for n in ["three", "four", "five"] {
        arbiter(&db).args(["note", "1", n]).assert().success();
    }
    let witness = PathBuf::from(format!("{}.key.head", db.display()));
    assert!(witness.exists());
    let (code, out, _) = check_code(&db, &[]);
    assert_eq!(code, Some(0));
    assert!(out.contains("end witnessed: head #8 is here"), "{out}");
    tamper(
        &db,
        "DROP TRIGGER events_no_delete; DELETE FROM events WHERE id > 5;
         UPDATE sqlite_sequence SET seq = 5 WHERE name = 'events';",
    );
    let (code, _, err) = check_code(&db, &[]);
    assert_eq!(code, Some(1), "{err}");
    assert!(
        err.contains("the witness says event #8 was written, and this file ends at #5")
            && err.contains("lost its last 3 events"),
        "{err}"
    );
    refused(
        &db,
        &["note", "1", "after"],
        &["lost its last 3 events", "nothing written"],
    );
    assert_eq!(events(&db), 5);
    // A witness edited by hand does not match the key: broken, writes refused.
    let db = chained(&dir.path().join("forged").tap_mkdir());
    let witness = PathBuf::from(format!("{}.key.head", db.display()));
    let text = std::fs::read_to_string(&witness).unwrap();
    std::fs::write(&witness, text.replace("head 5 ", "head 4 ")).unwrap();
    let (code, _, err) = check_code(&db, &[]);
    assert_eq!(code, Some(1), "{err}");
    assert!(err.contains("does not match the key"), "{err}");
    // The tables put back from an older copy, with their older seals: the witness shows it.
    let db = chained(&dir.path().join("older").tap_mkdir());
    let old = dir.path().join("older").join("old.sqlite");
    arbiter(&db)
        .args(["backup", old.to_str().unwrap()])
        .assert()
        .success();
    arbiter(&db).args(["round", "set", "2"]).assert().success();
    tamper(
        &db,
        &format!(
            "ATTACH '{}' AS old; UPDATE settings SET current_round = 1;
             DELETE FROM table_seal; INSERT INTO table_seal SELECT * FROM old.table_seal;",
            old.display()
        ),
    );
    let (code, _, err) = check_code(&db, &[]);
    assert_eq!(code, Some(1), "{err}");
    assert!(err.contains("put back from an older copy"), "{err}");
}

/// Issue 29, item 7: `show`, `log`, `boards`, the exports and the report verify what they read
/// and say plainly — on stderr, and in their text's head or JSON — when it is broken or cannot
/// be verified; a sound file reads as before.
#[test]
fn readers_say_plainly_when_what_they_show_is_broken_or_unverified() {
    let dir = tempfile::tempdir().unwrap();
    let db = chained(dir.path());
    let out = arbiter(&db).args(["show", "1"]).output().unwrap();
    assert!(out.stderr.is_empty(), "{out:?}");
    let show: serde_json::Value =
        serde_json::from_str(&stdout_of(&db, &["show", "1", "--json"])).unwrap();
    assert_eq!(show["chain"]["status"], "verified");
    tamper(
        &db,
        "DROP TRIGGER events_no_update;
         UPDATE events SET kind = replace(kind, '\"two\"', '\"forged\"') WHERE id = 5;",
    );
    let said = "chain BROKEN in what is shown: event #5 (board 1 #5) does not match the chain";
    for args in [
        &["show", "1"][..],
        &["log"],
        &["log", "--board", "1"],
        &["boards"],
    ] {
        let out = arbiter(&db).args(args).output().unwrap();
        let (text, err) = (
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr),
        );
        assert!(
            text.lines().next().is_some_and(|l| l.contains(said)),
            "{args:?}: {text}"
        );
        assert!(err.contains(said), "{args:?}: {err}");
    }
    let show: serde_json::Value =
        serde_json::from_str(&stdout_of(&db, &["show", "1", "--json"])).unwrap();
    assert_eq!(show["chain"]["status"], "broken");
    let boards: serde_json::Value =
        serde_json::from_str(&stdout_of(&db, &["boards", "--json"])).unwrap();
    assert_eq!(boards[0]["chain"], "broken");
    for args in [&["export", "results"][..], &["export", "pgn"], &["report"]] {
        let out = arbiter(&db).args(args).output().unwrap();
        assert!(
            String::from_utf8_lossy(&out.stderr).contains(said),
            "{args:?}: {out:?}"
        );
    }
    // Without the key: said to be unverified.
    std::fs::remove_file(format!("{}.key", db.display())).unwrap();
    let out = arbiter(&db).args(["boards", "--json"]).output().unwrap();
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("not verified against the chain"),
        "{out:?}"
    );
    let boards: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(boards[0]["chain"], "unverified");
}

/// Issue 29, item 7: `check` exits 3 when it could not verify — no key, the chain stripped and
/// the key deleted, no witness — and says why; 0 only when verified and sound.
#[test]
fn check_exits_3_when_it_could_not_verify() {
    let dir = tempfile::tempdir().unwrap();
    let db = chained(&dir.path().join("nokey").tap_mkdir());
    let key = PathBuf::from(format!("{}.key", db.display()));
    std::fs::remove_file(&key).unwrap();
    let (code, _, err) = check_code(&db, &[]);
    assert_eq!(code, Some(3), "{err}");
    assert!(
        err.contains("could not verify: chain not verified"),
        "{err}"
    );
    // Stripped, key deleted: "not chained" is not a verification.
    tamper(
        &db,
        "DROP TRIGGER events_no_update; UPDATE events SET mac = NULL; DELETE FROM chain;",
    );
    let (code, out, err) = check_code(&db, &[]);
    assert_eq!(code, Some(3), "{out}{err}");
    assert!(err.contains("could not verify: not chained"), "{err}");
    // The witness deleted: the end of the log is not verified.
    let db = chained(&dir.path().join("nowitness").tap_mkdir());
    std::fs::remove_file(format!("{}.key.head", db.display())).unwrap();
    let (code, _, err) = check_code(&db, &[]);
    assert_eq!(code, Some(3), "{err}");
    assert!(err.contains("not witnessed"), "{err}");
    // JSON says it too.
    let out = arbiter(&db).args(["check", "--json"]).output().unwrap();
    assert_eq!(out.status.code(), Some(3));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert!(
        json["unverified"][0]
            .as_str()
            .is_some_and(|w| w.contains("not witnessed")),
        "{json}"
    );
}

/// Zero the root page of `index` in the main file, its WAL written back first: damage as a disk
/// or a copy gone wrong would leave it.
fn zero_root_page(db: &Path, index: &str) {
    use std::io::{Seek, SeekFrom, Write};
    let conn = rusqlite::Connection::open(db).unwrap();
    conn.execute_batch("PRAGMA wal_checkpoint(TRUNCATE)")
        .unwrap();
    let (root, page): (i64, i64) = conn
        .query_row(
            "SELECT rootpage, (SELECT page_size FROM pragma_page_size) FROM sqlite_master \
             WHERE name = ?1",
            [index],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap();
    drop(conn);
    let mut file = std::fs::OpenOptions::new().write(true).open(db).unwrap();
    file.seek(SeekFrom::Start(((root - 1) * page) as u64))
        .unwrap();
    file.write_all(&vec![0u8; page as usize]).unwrap();
}

/// The app neither opens nor shows `db`: one line telling to restore the backup.
fn the_app_refuses(db: &Path) {
    let err = arbiter::tui::store_source::StoreSource::open(db)
        .and_then(|mut app| arbiter::tui::Source::load(&mut app))
        .expect_err("the app showed a damaged file");
    assert!(err.to_string().contains("restore the last backup"), "{err}");
}

#[test]
fn a_damaged_file_stops_writes_with_one_line_telling_to_restore_the_backup() {
    let dir = tempfile::tempdir().unwrap();
    let db = chained(dir.path());
    // The (board, seq) index page zeroed, as in the issue.
    zero_root_page(&db, "sqlite_autoindex_events_1");
    refused(
        &db,
        &["note", "1", "after the damage"],
        &["damaged", "restore the last backup"],
    );
    check_fails(&db, &[]);
    // The app does not open it either (PRAGMA quick_check, run beside the first load, which
    // waits for it: nothing of the file is shown).
    the_app_refuses(&db);
}

/// The app's quick check runs beside its first load (issue 21): damage that load never reads
/// (the page of the events' time index, zeroed) is still found, and nothing is shown.
#[test]
fn the_app_refuses_damage_its_first_load_does_not_read() {
    let dir = tempfile::tempdir().unwrap();
    let db = chained(dir.path());
    // The file as it is, read by the app: it opens.
    let mut app = arbiter::tui::store_source::StoreSource::open(&db).expect("opens");
    arbiter::tui::Source::load(&mut app).expect("loads");
    drop(app);
    zero_root_page(&db, "events_at");
    the_app_refuses(&db);
}

#[test]
fn backup_every_keeps_the_last_copies_each_a_whole_event_file() {
    let dir = tempfile::tempdir().unwrap();
    let db = chained(dir.path());
    let usb = dir.path().join("usb");
    let out = stdout_of(
        &db,
        &[
            "backup",
            "--every",
            "1s",
            "--keep",
            "2",
            "--count",
            "3",
            usb.to_str().unwrap(),
        ],
    );
    assert_eq!(out.matches("chain head: event #5").count(), 3, "{out}");
    let mut copies: Vec<PathBuf> = std::fs::read_dir(&usb)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "sqlite"))
        .collect();
    copies.sort();
    assert_eq!(copies.len(), 2, "{copies:?}");
    // Each copy carries the witness of what it holds; the rotated ones' went with them.
    assert_eq!(std::fs::read_dir(&usb).unwrap().count(), 4);
    for copy in &copies {
        assert!(PathBuf::from(format!("{}.key.head", copy.display())).exists());
        assert!(
            copy.file_name()
                .unwrap()
                .to_string_lossy()
                .starts_with("open-")
        );
        let ok = stdout_of(&db, &["check", "--against", copy.to_str().unwrap()]);
        assert!(ok.contains("every event of the backup"), "{ok}");
    }
    // Once, into a folder: a dated copy beside them.
    stdout_of(&db, &["backup", usb.to_str().unwrap()]);
    assert_eq!(std::fs::read_dir(&usb).unwrap().count(), 6);
    refused(
        &db,
        &["backup", "--every", "0", usb.to_str().unwrap()],
        &["--every 0", "1440"],
    );
}

// 13. A closed or broken stderr loses the message, nothing else (no panic, status 1).

#[test]
fn a_broken_stderr_never_makes_the_program_panic() {
    let dir = tempfile::tempdir().unwrap();
    let bin = assert_cmd::cargo::cargo_bin("arbiter");
    let (reader, writer) = std::io::pipe().expect("pipe");
    drop(reader);
    let status = std::process::Command::new(&bin)
        .neutral_locale()
        .arg("--db")
        .arg(dir.path().join("missing.sqlite"))
        .arg("log")
        .env_remove("ARBITER_DB")
        .stdout(Stdio::null())
        .stderr(writer)
        .status()
        .expect("run");
    assert_eq!(status.code(), Some(1), "{status:?}");
}

// 14. The recorded origin is not the environment's to say.

#[test]
fn ssh_client_in_the_environment_does_not_forge_the_recorded_origin() {
    let dir = tempfile::tempdir().unwrap();
    let db = event(dir.path(), &[]);
    add_board(&db, &["--white", "A", "--black", "B"]);
    for var in ["SSH_CLIENT", "SSH_CONNECTION"] {
        arbiter(&db)
            .env(var, "203.0.113.66 40000 22")
            .args(["note", "1", "from afar"])
            .assert()
            .success();
    }
    let log = stdout_of(&db, &["log", "--json"]);
    assert!(!log.contains("203.0.113.66"), "{log}");
}

// 15. At the prompt, a claim typed for the board as shown is not recorded on a board that changed
// meanwhile: it is refused, naming the change (issue 18, item 6).

#[test]
fn a_claim_typed_at_the_prompt_is_refused_when_the_board_changed_meanwhile() {
    use std::io::{BufRead, BufReader, Write};
    let dir = tempfile::tempdir().unwrap();
    let db = seated(dir.path());
    let bin = assert_cmd::cargo::cargo_bin("arbiter");
    let mut child = std::process::Command::new(&bin)
        .neutral_locale()
        .arg("--db")
        .arg(&db)
        .args(["player", "--board", "1.1", "--side", "white"])
        .env_remove("ARBITER_DB")
        .env("LANG", "C.UTF-8")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("spawn");
    let mut stdin = child.stdin.take().expect("stdin");
    let mut stdout = BufReader::new(child.stdout.take().expect("stdout"));
    // Up to the confirmation: the board as the player saw it.
    stdin.write_all(b"c\n1\n\n").unwrap();
    stdin.flush().unwrap();
    let mut seen = Vec::new();
    while !String::from_utf8_lossy(&seen).contains("Both clocks now") {
        let mut buf = vec![0u8; 256];
        let n = std::io::Read::read(&mut stdout, &mut buf).unwrap();
        assert!(
            n > 0,
            "the prompt ended: {}",
            String::from_utf8_lossy(&seen)
        );
        seen.extend_from_slice(&buf[..n]);
    }
    // Meanwhile an arbiter records something on the board.
    let before = events(&db);
    arbiter(&db)
        .args(["note", "1", "the players called me over"])
        .assert()
        .success();
    stdin.write_all(b"\ny\nq\n").unwrap();
    drop(stdin);
    let mut rest = String::new();
    for line in stdout.lines() {
        rest.push_str(&line.unwrap());
        rest.push('\n');
    }
    assert!(child.wait().unwrap().success());
    assert!(rest.contains("refused: board 1.1 changed"), "{rest}");
    assert!(rest.contains("the players called me over"), "{rest}");
    assert_eq!(
        events(&db),
        before + 1,
        "the claim was recorded on a changed board"
    );
}

/// The MACs recomputed by Python's hmac and sqlite3 from the chain's definition
/// (`tests/hostile_chain_python.py`): an independent reading, with display names and a takeback.
#[test]
fn the_chain_is_what_an_independent_hmac_sha256_computes() {
    let have = std::process::Command::new("python3")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if !have {
        println!("skipped: python3 is not installed");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let db = chained(dir.path());
    arbiter(&db)
        .args(["takeback", "1", "--as", "Chief Arbiter Ñúñez"])
        .assert()
        .success();
    let script = format!(
        "{}/tests/hostile_chain_python.py",
        env!("CARGO_MANIFEST_DIR")
    );
    let key = format!("{}.key", db.display());
    let run = |db: &Path| {
        std::process::Command::new("python3")
            .arg(&script)
            .arg(db)
            .arg(&key)
            .output()
            .expect("python3")
    };
    let out = run(&db);
    let said = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success(),
        "{said}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(said.trim(), "6 verified");
    // The same script finds an edit where `check` does.
    tamper(
        &db,
        "DROP TRIGGER events_no_update; UPDATE events SET at_ms = at_ms + 1 WHERE id = 4;",
    );
    let out = run(&db);
    assert_eq!(
        String::from_utf8_lossy(&out.stdout).trim(),
        "event 4 differs"
    );
    assert!(check_fails(&db, &[]).contains("event #4 (board 1 #4)"));
}

/// A claim file carries the chain head: `check --against` it shows a tail lost after the export.
#[test]
fn check_against_a_claim_file_shows_a_lost_tail_through_its_chain_head() {
    let dir = tempfile::tempdir().unwrap();
    let db = seated(dir.path());
    let lost = older_copy(&db);
    let (pgn, text) = claim_and_export(&db);
    let last = events(&db);
    assert!(
        text.contains(&format!("[EventChainHead \"{last} ")),
        "{text}"
    );
    let err = check_fails(&lost, &["--against", pgn.to_str().unwrap()]);
    assert!(
        err.contains(&format!("this file has no event #{last}")),
        "{err}"
    );
    let ok = stdout_of(&db, &["check", "--against", pgn.to_str().unwrap()]);
    assert!(ok.contains(&format!("(up to #{last})")), "{ok}");
    // Edited after the export: the head's MAC differs.
    tamper(
        &db,
        &format!(
            "DROP TRIGGER events_no_update; UPDATE events SET mac = zeroblob(32) WHERE id = {last};"
        ),
    );
    let err = check_fails(&db, &["--against", pgn.to_str().unwrap()]);
    assert!(
        err.contains(&format!("event #{last} here is another")),
        "{err}"
    );
}

/// Issue 29 (build 4): the key is the arbiters' secret. Player mode runs as a seat account that
/// cannot read the event key (nor record anything itself on the chained file); its claim reaches
/// the file through `seat-sign`, run as the key's owner by a sudo rule naming the seat. Real
/// local accounts and sudo; skipped without root or sudo.
#[cfg(unix)]
#[test]
fn the_seat_account_cannot_read_the_key_and_records_through_the_signer() {
    use std::ffi::OsStr;
    use std::os::unix::fs::PermissionsExt;
    if let Some(why) = cannot_make_accounts(&["useradd", "groupadd", "runuser", "sudo"]) {
        println!("skipped: {why}");
        return;
    }
    let tag = std::process::id() % 100_000;
    let group = format!("arbk{tag}");
    let keeper = format!("arbk{tag}a");
    let seat = format!("arbk{tag}s");
    let player = format!("arbk{tag}p");
    let mut accounts = Accounts {
        group: group.clone(),
        users: Vec::new(),
        sudoers: None,
    };
    run_ok(std::process::Command::new("groupadd").arg(&group));
    for (user, in_group) in [(&keeper, true), (&seat, true), (&player, false)] {
        let mut add = std::process::Command::new("useradd");
        add.args(["-M", "-N", "-s", "/bin/sh"]);
        if in_group {
            add.args(["-g", &group]);
        }
        run_ok(add.arg(user));
        accounts.users.push(user.clone());
    }
    let dir = tempfile::tempdir().unwrap();
    std::fs::set_permissions(dir.path(), std::fs::Permissions::from_mode(0o755)).unwrap();
    let folder = dir.path().join("event");
    std::fs::create_dir(&folder).unwrap();
    run_ok(
        std::process::Command::new("chown")
            .arg(format!("{keeper}:{group}"))
            .arg(&folder),
    );
    std::fs::set_permissions(&folder, std::fs::Permissions::from_mode(0o2770)).unwrap();
    let db = folder.join("event.sqlite");
    let key = folder.join("event.sqlite.key");
    let bin = assert_cmd::cargo::cargo_bin("arbiter");
    let line = |extra: &[&str]| -> Vec<String> {
        let mut v = vec![
            bin.display().to_string(),
            "--db".into(),
            db.display().to_string(),
        ];
        v.extend(extra.iter().map(|s| s.to_string()));
        v
    };
    let run = |user: &str, words: &[String], stdin: &str| {
        let refs: Vec<&OsStr> = words.iter().map(OsStr::new).collect();
        as_user(user, &refs, stdin)
    };
    let ok = |out: std::process::Output, what: &str| {
        assert!(
            out.status.success(),
            "{what}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    ok(
        run(
            &keeper,
            &line(&[
                "init",
                "--event",
                "Venue",
                "--control",
                "3600",
                "--guidelines-iii",
                "--unsupervised",
            ]),
            "",
        ),
        "init",
    );
    for setup in [
        &["board", "add", "--white", "Ann", "--black", "Bob"][..],
        &["move", "1.1", "e4"],
        &["move", "1.1", "e5"],
        &["clock", "1.1", "start"],
        &["clock", "1.1", "pause"],
        &["clock", "1.1", "set", "1:40", "4:10"],
    ] {
        ok(run(&keeper, &line(setup), ""), &format!("{setup:?}"));
    }
    // The key is the keeper's alone: the seat account can neither read it nor record on its own.
    assert_eq!(
        std::fs::metadata(&key).unwrap().permissions().mode() & 0o777,
        0o600
    );
    let cat = run(&seat, &["cat".into(), key.display().to_string()], "");
    assert!(!cat.status.success(), "the seat account read the key");
    let direct = run(&seat, &line(&["note", "1.1", "forged"]), "");
    assert!(
        !direct.status.success(),
        "the seat account recorded without the key"
    );
    // The sudo rules: the player may run exactly the seat's forced command as the seat account,
    // the seat account exactly the seat's signing step as the keeper.
    let signer = format!("sudo -n -u {keeper} {}", bin.display());
    let mut forced = line(&["player", "--board", "1.1", "--side", "white", "--signer"]);
    forced.push(signer.clone());
    let sign = line(&["seat-sign", "--board", "1.1", "--side", "white"]);
    std::fs::create_dir_all("/etc/sudoers.d").unwrap();
    let file = PathBuf::from(format!("/etc/sudoers.d/arbiter-seat-{tag}"));
    std::fs::write(
        &file,
        format!(
            "{player} ALL=({seat}) NOPASSWD: {}\n{seat} ALL=({keeper}) NOPASSWD: {}\n",
            forced.join(" "),
            sign.join(" ")
        ),
    )
    .unwrap();
    std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o440)).unwrap();
    accounts.sudoers = Some(file);
    let mut through_sudo = vec!["sudo".to_string(), "-n".into(), "-u".into(), seat.clone()];
    through_sudo.extend(forced.iter().cloned());
    let out = ok(
        run(&player, &through_sudo, "c\n1\n\n\ny\nq\n"),
        "the claim through the seat",
    );
    assert!(out.contains("referred to the designated arbiter"), "{out}");
    // Recorded with the key: the chain holds, and the claim is White's.
    let list = ok(
        run(&keeper, &line(&["claims", "list", "--json"]), ""),
        "list",
    );
    let list: serde_json::Value = serde_json::from_str(&list).expect("json");
    assert_eq!(list["claims"][0]["claimant"], "white", "{list}");
    ok(run(&keeper, &line(&["check"]), ""), "check");
    // The seat account cannot sign for another seat: no rule names it.
    let mut other = vec!["sudo".to_string(), "-n".into(), "-u".into(), keeper.clone()];
    other.extend(line(&["seat-sign", "--board", "1.1", "--side", "black"]));
    let refused = run(
        &seat,
        &other,
        r#"{"request":{"request":"verify","agree":true,"comment":null},"expect_seq":null,"display_name":null}"#,
    );
    assert!(
        !refused.status.success(),
        "a rule-less signing went through"
    );
    drop(accounts);
}
