//! Issue 18, "trust nothing that comes in": each defect driven through the binary. A refusal is
//! one line on stderr naming the limit, and nothing recorded; output never panics, never carries
//! an ESC byte or a bidi override that a player typed.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::Stdio;

use arbiter::event::BoardSetup;
use arbiter::store::Store;
use assert_cmd::Command;
use predicates::prelude::*;

fn arbiter(db: &Path) -> Command {
    let mut cmd = Command::cargo_bin("arbiter").expect("binary");
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
        let mut child = std::process::Command::new(&bin)
            .arg("--db")
            .arg(&db)
            .args(args)
            .env_remove("ARBITER_DB")
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("spawn");
        // Like `| head -c 16`: read a little, then close the pipe.
        let mut first = [0u8; 16];
        let mut stdout = child.stdout.take().expect("stdout");
        stdout.read_exact(&mut first).expect("first bytes");
        drop(stdout);
        let mut err = String::new();
        child
            .stderr
            .take()
            .expect("stderr")
            .read_to_string(&mut err)
            .expect("stderr");
        let status = child.wait().expect("wait");
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
    let store = Store::open(&db).unwrap();
    store.add_board(&BoardSetup::new(9999, "Y", "Z")).unwrap();
    let err = refused(
        &db,
        &["board", "add", "--white", "A", "--black", "B"],
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
        &["board", "add", "--white", "A", "--black", "B"],
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
        lines[1], "1,1,\"'=HYPERLINK(\"\"http://x\"\")\",'+1-2,+/-",
        "{csv}"
    );
    assert_eq!(lines[2], "1,2,'@SUM(A1),'-3,-/+", "{csv}");
    assert_eq!(lines[3], "1,3,Plain,Name,-/-", "{csv}");
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
        let mut a: Vec<String> = ["player", "--board", "1", "claim", "--by", "white"]
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

#[test]
fn claims_import_refuses_clock_readings_beyond_any_clock() {
    let dir = tempfile::tempdir().unwrap();
    let db = quickplay(dir.path());
    arbiter(&db)
        .args(["clock", "1", "set", "1:40", "4:10"])
        .assert()
        .success();
    arbiter(&db)
        .args([
            "player",
            "--board",
            "1",
            "claim",
            "--by",
            "white",
            "--cannot-win",
        ])
        .assert()
        .success();
    let file = dir.path().join("claim.pgn");
    arbiter(&db)
        .args(["claims", "export", "--board", "1", "--out"])
        .arg(&file)
        .assert()
        .success();
    let pgn = std::fs::read_to_string(&file).unwrap();
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
    let db = quickplay(dir.path());
    arbiter(&db)
        .args(["clock", "1", "set", "1:40", "4:10"])
        .assert()
        .success();
    arbiter(&db)
        .args([
            "player",
            "--board",
            "1",
            "claim",
            "--by",
            "white",
            "--cannot-win",
        ])
        .assert()
        .success();
    let out = stdout_of(
        &db,
        &[
            "player",
            "--board",
            "1",
            "verify",
            "--by",
            "black",
            "--dispute",
            "--comment",
            HOSTILE,
        ],
    );
    assert_clean("verify", &out);
    for args in [
        &["player", "--board", "1", "show"][..],
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
    assert!(!Cmd::Move { san: "e4".into() }.stands_on_any_state());
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
