//! The event verbs end to end: what each prints and records, and each refusal (non-zero exit,
//! one line on stderr naming what and where, nothing recorded).

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

fn event(dir: &Path, extra: &[&str]) -> PathBuf {
    let db = dir.join("open.sqlite");
    arbiter(&db)
        .args(["init", "--event", "Test Open", "--control", "5400+30"])
        .args(extra)
        .assert()
        .success()
        .stdout(predicate::str::contains("created"));
    arbiter(&db)
        .args(["board", "add", "--white", "Carlsen", "--black", "Caruana"])
        .assert()
        .success()
        .stdout("board 1.1: Carlsen – Caruana\n");
    db
}

fn log_lines(db: &Path) -> Vec<serde_json::Value> {
    let out = arbiter(db).args(["log", "--json"]).output().expect("log");
    assert!(out.status.success());
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).expect("json line"))
        .collect()
}

/// A refusal: exit ≠ 0, one line on stderr containing `what`, and nothing recorded.
fn refused(db: &Path, args: &[&str], what: &str) {
    let before = log_lines(db).len();
    let out = arbiter(db).args(args).output().expect("run");
    assert!(!out.status.success(), "{args:?} succeeded");
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains(what), "{args:?}: {err}");
    assert_eq!(log_lines(db).len(), before, "{args:?} recorded something");
}

#[test]
fn init_refuses_to_overwrite() {
    let dir = tempfile::tempdir().expect("tmp");
    let db = event(dir.path(), &[]);
    let before = std::fs::read(&db).expect("read");
    arbiter(&db)
        .args(["init", "--event", "Again"])
        .assert()
        .failure()
        .stderr(predicate::str::contains("open.sqlite: already exists"));
    assert_eq!(std::fs::read(&db).expect("read"), before);
}

#[test]
fn env_names_the_file() {
    let dir = tempfile::tempdir().expect("tmp");
    let db = dir.path().join("env.sqlite");
    Command::cargo_bin("arbiter")
        .expect("bin")
        .neutral_locale()
        .env("ARBITER_DB", &db)
        .args(["init", "--event", "Env"])
        .assert()
        .success();
    assert!(db.exists());
}

#[test]
fn moves_are_recorded_with_numbers_and_illegal_ones_refused() {
    let dir = tempfile::tempdir().expect("tmp");
    let db = event(dir.path(), &[]);
    arbiter(&db)
        .args(["move", "1", "e4"])
        .assert()
        .success()
        .stdout(
            predicate::str::contains("board 1.1 #1 by ").and(predicate::str::contains(": 1.e4")),
        );
    arbiter(&db)
        .args(["move", "1", "e5", "--as", "Anna Arbiter"])
        .assert()
        .success()
        .stdout(
            predicate::str::contains("by Anna Arbiter (").and(predicate::str::contains("1...e5")),
        );
    refused(&db, &["move", "1", "Ke3"], "board 1.1: 2.Ke3: illegal");
    refused(
        &db,
        &["move", "1", "Ke3"],
        "position rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w",
    );
    refused(&db, &["move", "9", "e4"], "there is no board 1.9");
    let log = log_lines(&db);
    assert_eq!(log.len(), 2);
    assert_eq!(log[1]["kind"]["san"], "e5");
    assert_eq!(log[1]["display_name"], "Anna Arbiter");
    // The clock readings are stored with the move.
    assert_eq!(log[0]["kind"]["clock"]["white_ms"], 5_430_000);
}

#[test]
fn a_stale_expect_seq_is_refused_naming_the_change() {
    let dir = tempfile::tempdir().expect("tmp");
    let db = event(dir.path(), &[]);
    arbiter(&db)
        .args(["move", "1", "e4", "--expect-seq", "0"])
        .assert()
        .success();
    arbiter(&db)
        .args(["note", "1", "phone rang", "--as", "alice"])
        .assert()
        .success();
    refused(
        &db,
        &["move", "1", "e5", "--expect-seq", "1"],
        "board 1.1 changed: Note: phone rang by alice (",
    );
    arbiter(&db)
        .args(["move", "1", "e5", "--expect-seq", "2"])
        .assert()
        .success();
}

#[test]
fn draw_offers_follow_the_event_rule() {
    let dir = tempfile::tempdir().expect("tmp");
    let db = event(dir.path(), &["--draw-offers-from-move", "3"]);
    for san in ["e4", "e5"] {
        arbiter(&db).args(["move", "1", san]).assert().success();
    }
    refused(
        &db,
        &["offer", "1"],
        "no draw offers before move 3 in this event (Art. 9.1.1)",
    );
    refused(&db, &["accept", "1"], "there is no pending draw offer");
    arbiter(&db)
        .args(["offer", "1", "--consent"])
        .assert()
        .success()
        .stdout(predicate::str::contains("Black offered a draw"));
    refused(
        &db,
        &["offer", "1", "--consent"],
        "already has a draw offer pending",
    );
    arbiter(&db)
        .args(["accept", "1"])
        .assert()
        .success()
        .stdout(predicate::str::contains("White accepted the draw offer"));
    refused(
        &db,
        &["move", "1", "Nf3"],
        "the game is over: 1/2-1/2 (draw agreed, Art. 9.1.2)",
    );
    refused(
        &db,
        &["result", "1", "1-0", "--reason", "x"],
        "was recorded already",
    );
}

#[test]
fn result_only_once_and_a_takeback_reopens() {
    let dir = tempfile::tempdir().expect("tmp");
    let db = event(dir.path(), &[]);
    // A score that is not one is refused by the argument parser, naming the scores there are.
    arbiter(&db)
        .args(["result", "1", "2-0", "--reason", "x"])
        .assert()
        .failure()
        .stderr(predicate::str::contains("\"2-0\" is not a result"))
        .stderr(predicate::str::contains("-/-"));
    arbiter(&db)
        .args(["result", "1", "0-1", "--reason", "White resigned"])
        .assert()
        .success();
    refused(
        &db,
        &["result", "1", "1-0", "--reason", "typo"],
        "the result 0-1 was recorded already (#1)",
    );
    arbiter(&db)
        .args(["takeback", "1", "--seq", "1"])
        .assert()
        .success()
        .stdout(predicate::str::contains("event #1 was taken back"));
    arbiter(&db)
        .args(["result", "1", "1-0", "--reason", "Black resigned"])
        .assert()
        .success();
    let out = arbiter(&db)
        .args(["boards", "--json"])
        .output()
        .expect("boards");
    let boards: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    // No move kept on the board: the result as the arbiter recorded it (a results-only
    // event, a TRF's result); "not rated" only when the record shows fewer than one move
    // each, or when the arbiter says so.
    assert_eq!(boards[0]["result"], "1-0");
    // The audit trail keeps all three.
    assert_eq!(log_lines(&db).len(), 3);
}

#[test]
fn takeback_of_a_move_and_refusals() {
    let dir = tempfile::tempdir().expect("tmp");
    let db = event(dir.path(), &[]);
    refused(&db, &["takeback", "1"], "there is nothing to take back");
    for san in ["d4", "d5", "c4"] {
        arbiter(&db).args(["move", "1", san]).assert().success();
    }
    refused(
        &db,
        &["takeback", "1", "--seq", "2"],
        "#2 is not the last move",
    );
    arbiter(&db).args(["takeback", "1"]).assert().success();
    refused(
        &db,
        &["takeback", "1", "--seq", "3"],
        "#3 is taken back already",
    );
    arbiter(&db).args(["move", "1", "Nf3"]).assert().success();
    let out = arbiter(&db)
        .args(["show", "1", "--json"])
        .output()
        .expect("show");
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    let labels: Vec<_> = v["moves"]
        .as_array()
        .expect("moves")
        .iter()
        .map(|m| m["label"].as_str().unwrap_or("").to_string())
        .collect();
    assert_eq!(labels, vec!["1.d4", "1...d5", "2.Nf3"]);
    // Without --seq the last action in force goes, whatever it was: here a result.
    arbiter(&db)
        .args(["result", "1", "1-0", "--reason", "Black resigned"])
        .assert()
        .success();
    arbiter(&db)
        .args(["takeback", "1"])
        .assert()
        .success()
        .stdout(predicate::str::contains("event #6 was taken back"));
    let out = arbiter(&db)
        .args(["show", "1", "--json"])
        .output()
        .expect("show");
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    assert!(v["result"].is_null(), "{v}");
    assert_eq!(v["moves"].as_array().map(Vec::len), Some(3));
}

#[test]
fn clock_verbs() {
    let dir = tempfile::tempdir().expect("tmp");
    let db = event(dir.path(), &[]);
    refused(
        &db,
        &["clock", "1", "press"],
        "clock: press: the clock has not been started",
    );
    refused(&db, &["clock", "1", "wind"], "is not start, press");
    arbiter(&db)
        .args(["clock", "1", "start"])
        .assert()
        .success();
    arbiter(&db)
        .args(["clock", "1", "pause"])
        .assert()
        .success();
    arbiter(&db)
        .args(["clock", "1", "set", "1:00:00", "0:59:30"])
        .assert()
        .success();
    arbiter(&db)
        .args(["clock", "1", "add", "black", "120"])
        .assert()
        .success();
    let out = arbiter(&db)
        .args(["boards", "--json"])
        .output()
        .expect("boards");
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    assert_eq!(v[0]["clock"]["white"]["ms"], 3_600_000);
    assert_eq!(v[0]["clock"]["black"]["ms"], 3_570_000 + 120_000);
    assert_eq!(v[0]["clock"]["paused"], true);
}

#[test]
fn claims_decisions_and_penalties() {
    let dir = tempfile::tempdir().expect("tmp");
    let db = event(dir.path(), &[]);
    // Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1: White's Ng8 would repeat the start a third time.
    for san in ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"] {
        arbiter(&db).args(["move", "1", san]).assert().success();
    }
    arbiter(&db)
        .args(["claim", "1", "repetition", "--move", "Ng8"])
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "Black claimed threefold repetition",
        ));
    let log = log_lines(&db);
    assert_eq!(log[7]["kind"]["valid"], true, "{}", log[7]);
    arbiter(&db)
        .args(["decide", "1", "upheld"])
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "Black's claim was decided (upheld)",
        ));
    refused(&db, &["move", "1", "Ng8"], "the game is over: 1/2-1/2");
    refused(&db, &["decide", "1", "rejected"], "no claim waiting");
    arbiter(&db)
        .args([
            "penalty",
            "1",
            "white",
            "warning",
            "--reason",
            "phone",
            "--article",
            "11.3",
        ])
        .assert()
        .success();
    refused(
        &db,
        &["penalty", "1", "white", "time-deducted", "--reason", "x"],
        "time-deducted needs SECONDS",
    );
}

#[test]
fn an_incorrect_claim_gives_the_opponent_time() {
    let dir = tempfile::tempdir().expect("tmp");
    let db = event(dir.path(), &[]);
    arbiter(&db)
        .args(["clock", "1", "start"])
        .assert()
        .success();
    arbiter(&db).args(["move", "1", "e4"]).assert().success();
    arbiter(&db)
        .args(["clock", "1", "pause"])
        .assert()
        .success();
    arbiter(&db)
        .args(["clock", "1", "set", "1:00:00", "1:00:00"])
        .assert()
        .success();
    arbiter(&db)
        .args(["claim", "1", "fifty"])
        .assert()
        .success();
    arbiter(&db)
        .args(["decide", "1", "rejected"])
        .assert()
        .success();
    let out = arbiter(&db)
        .args(["boards", "--json"])
        .output()
        .expect("boards");
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    // Art. 9.5.3 (2023, standard): the opponent (White) +2 minutes.
    assert_eq!(v[0]["clock"]["white"]["ms"], 3_720_000);
    assert_eq!(v[0]["clock"]["black"]["ms"], 3_600_000);
}

#[test]
fn guidelines_iii_claims_need_the_announcement() {
    let dir = tempfile::tempdir().expect("tmp");
    let db = event(dir.path(), &[]);
    refused(
        &db,
        &["claim", "1", "cannot-win"],
        "Guidelines III were not announced",
    );
}

#[test]
fn check_and_backup() {
    let dir = tempfile::tempdir().expect("tmp");
    let db = event(dir.path(), &[]);
    arbiter(&db).args(["move", "1", "e4"]).assert().success();
    arbiter(&db)
        .arg("check")
        .assert()
        .success()
        .stdout(predicate::str::contains("ok (schema"));
    let out = dir.path().join("copy.sqlite");
    arbiter(&db).arg("backup").arg(&out).assert().success();
    arbiter(&out)
        .args(["log", "--json"])
        .assert()
        .success()
        .stdout(predicate::str::contains("\"san\":\"e4\""));
    arbiter(&db)
        .arg("backup")
        .arg(&out)
        .assert()
        .failure()
        .stderr(predicate::str::contains("copy.sqlite: already exists"));
}

#[test]
fn bad_files_are_named_and_left_alone() {
    let dir = tempfile::tempdir().expect("tmp");
    let missing = dir.path().join("missing.sqlite");
    arbiter(&missing)
        .arg("boards")
        .assert()
        .failure()
        .stderr(predicate::str::contains(
            "missing.sqlite: no such event file",
        ));
    assert!(!missing.exists());
    let text = dir.path().join("notes.txt");
    std::fs::write(&text, "not a database at all, but long enough to have a header-sized start ......................................").expect("write");
    arbiter(&text)
        .args(["move", "1", "e4"])
        .assert()
        .failure()
        .stderr(predicate::str::contains("notes.txt: not an SQLite file"));
}

#[test]
fn actor_is_the_real_account_not_the_user_variable() {
    let dir = tempfile::tempdir().expect("tmp");
    let db = event(dir.path(), &[]);
    arbiter(&db)
        .args(["note", "1", "hello"])
        .env("USER", "mallory")
        .env("LOGNAME", "mallory")
        .env("SSH_CLIENT", "10.1.2.3 50000 22")
        .assert()
        .success();
    let log = log_lines(&db);
    let me = nix::unistd::User::from_uid(nix::unistd::getuid())
        .expect("getpwuid")
        .map(|u| u.name)
        .expect("named");
    assert_eq!(log[0]["actor"], me.as_str());
    // The origin is the terminal's (none here), never what SSH_CLIENT says (issue 18).
    assert!(log[0]["origin"].is_null(), "{}", log[0]["origin"]);
}

#[test]
fn a_read_only_file_is_refused_for_an_unprivileged_user() {
    use std::os::unix::fs::PermissionsExt;
    use std::os::unix::process::CommandExt;
    let dir = tempfile::tempdir().expect("tmp");
    let db = event(dir.path(), &[]);
    arbiter(&db).arg("check").assert().success();
    std::fs::set_permissions(dir.path(), std::fs::Permissions::from_mode(0o755))
        .expect("chmod dir");
    std::fs::set_permissions(&db, std::fs::Permissions::from_mode(0o444)).expect("chmod");
    let before = std::fs::read(&db).expect("read");
    let mut cmd = std::process::Command::new(env!("CARGO_BIN_EXE_arbiter"));
    cmd.neutral_locale();
    cmd.arg("--db").arg(&db).args(["note", "1", "x"]);
    if nix::unistd::getuid().is_root() {
        // root ignores permissions: run as nobody.
        cmd.uid(65534).gid(65534);
    }
    let out = cmd.output().expect("run");
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("open.sqlite") && err.contains("read-only"),
        "{err}"
    );
    assert_eq!(std::fs::read(&db).expect("read"), before);
}

#[test]
fn a_second_illegal_move_records_its_result_in_the_same_transaction() {
    // Art. 7.5.5: the second completed illegal move loses; `illegal` records the result with it,
    // as the app does.
    let dir = tempfile::tempdir().expect("tmp");
    let db = event(dir.path(), &[]);
    for san in ["e4", "e5"] {
        arbiter(&db).args(["move", "1", san]).assert().success();
    }
    arbiter(&db)
        .args(["illegal", "1", "white"])
        .assert()
        .success();
    assert!(
        !log_lines(&db)
            .iter()
            .any(|e| e["kind"]["type"] == "result" || e["kind"].get("result").is_some()),
        "the first illegal move does not end the game"
    );
    let out = arbiter(&db)
        .args(["illegal", "1", "white", "--json"])
        .output()
        .expect("run");
    assert!(out.status.success());
    let printed: Vec<serde_json::Value> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).expect("json line"))
        .collect();
    assert_eq!(printed.len(), 2, "{printed:?}");
    assert_eq!(printed[0]["seq"], 4);
    assert_eq!(printed[1]["seq"], 5);
    let log = log_lines(&db);
    assert_eq!(log.len(), 5);
    assert_eq!(log[3]["at_ms"], log[4]["at_ms"], "one action, one instant");
    let show = arbiter(&db)
        .args(["show", "1", "--json"])
        .output()
        .expect("show");
    let show: serde_json::Value = serde_json::from_slice(&show.stdout).expect("show json");
    assert_eq!(show["outcome"]["article"], "7.5.5", "{show}");
}

/// Issue 30, D14: every result `--help` lists is one `result` accepts (it listed `=/=`, which
/// no score spells), and a board records each.
#[test]
fn every_result_the_help_lists_is_accepted() {
    let dir = tempfile::tempdir().expect("tmp");
    let db = event(dir.path(), &[]);
    let out = arbiter(&db).arg("--help").output().expect("help");
    let help = String::from_utf8_lossy(&out.stdout).to_string();
    let line = help
        .lines()
        .find(|l| l.contains("Record the result ("))
        .unwrap_or_else(|| panic!("no result line in\n{help}"));
    let inside = line
        .split_once('(')
        .and_then(|(_, rest)| rest.rsplit_once(')'))
        .map(|(list, _)| list)
        .expect("a list");
    let listed: Vec<&str> = inside.split(", ").collect();
    assert!(listed.len() >= 9, "{line}");
    assert!(!listed.contains(&"=/="), "{line}");
    for score in listed {
        arbiter(&db).args(["result", "1", score]).assert().success();
        arbiter(&db).args(["takeback", "1"]).assert().success();
    }
}

/// Where the CLI reference lives, and the command that writes it again from the code.
const CLI_REFERENCE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/cli.md");
const CLI_REFERENCE_UPDATE: &str = "UPDATE_CLI_DOC=1 cargo test --locked the_cli_reference";

/// `docs/cli.md` as the clap tree renders it (clap-markdown: every visible command, its
/// arguments and options, their help), under a line saying it is generated.
fn cli_reference() -> String {
    use clap::CommandFactory;
    let options = clap_markdown::MarkdownOptions::new()
        .title("arbiter: command-line reference".to_owned())
        .show_footer(false);
    let body = clap_markdown::help_markdown_command_custom(
        &expanded(arbiter::cli::Cli::command(), &[]),
        &options,
    );
    format!(
        "<!-- Generated from the code by `{CLI_REFERENCE_UPDATE}`: do not edit by hand. -->\n\n\
         {body}"
    )
}

/// `cmd` with every verb's arguments built: the verbs are `defer`red (issue 29), so a verb's
/// arguments are there only once clap builds it, as it does when the verb runs. Built here as
/// the running program would, less what only building adds and the reference never showed:
/// the help flag and verb, a flag's implicit "false" default, and the global options `cmd`,
/// built, handed down to its verbs (`handed_down`: hidden in them).
fn expanded(mut cmd: clap::Command, handed_down: &[clap::Id]) -> clap::Command {
    for sub in cmd.get_subcommands_mut() {
        let mut built = std::mem::take(sub)
            .disable_help_flag(true)
            .disable_help_subcommand(true)
            .disable_version_flag(true)
            .mut_args(|arg| {
                if handed_down.contains(arg.get_id()) {
                    arg.hide(true)
                } else {
                    arg
                }
            });
        let _ = built.render_usage();
        let built = built.mut_args(|arg| {
            if matches!(
                arg.get_action(),
                clap::ArgAction::SetTrue | clap::ArgAction::SetFalse | clap::ArgAction::Count
            ) {
                arg.default_value(None)
            } else {
                arg
            }
        });
        let globals: Vec<clap::Id> = built
            .get_arguments()
            .filter(|arg| arg.is_global_set())
            .map(|arg| arg.get_id().clone())
            .collect();
        *sub = expanded(built, &globals);
    }
    cmd
}

/// Issue 31: the CLI reference is generated from clap and kept current: it fails when
/// `docs/cli.md` differs from what the code generates (a help text, an option, a verb changed),
/// naming the command that regenerates it; with `UPDATE_CLI_DOC` set it writes the file instead.
#[test]
fn the_cli_reference_is_what_the_code_generates() {
    let want = cli_reference();
    if std::env::var_os("UPDATE_CLI_DOC").is_some() {
        std::fs::write(CLI_REFERENCE, &want).expect("write docs/cli.md");
        return;
    }
    let have = std::fs::read_to_string(CLI_REFERENCE).unwrap_or_default();
    let shorter = have.lines().count().min(want.lines().count());
    let first_difference = have
        .lines()
        .zip(want.lines())
        .position(|(h, w)| h != w)
        .unwrap_or(shorter)
        + 1;
    assert!(
        have == want,
        "docs/cli.md is not what the code generates (first difference at line {first_difference}): \
         regenerate it with `{CLI_REFERENCE_UPDATE}` and commit it"
    );
    for verb in [
        "## `arbiter move`",
        "## `arbiter export pgn`",
        "## `arbiter rules dead`",
    ] {
        assert!(want.contains(verb), "{verb} missing from the reference");
    }
}
