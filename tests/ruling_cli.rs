//! The designated arbiter's ruling comes back into the claim's event file (Guidelines III.6.2,
//! issue 33 item 3), through the real binary: hall file → claim file → the designated arbiter's
//! file → ruling file → hall file, and every refusal (nothing recorded).

use std::path::{Path, PathBuf};

use predicates::prelude::*;

use crate::common::locale::{arbiter, run_ok};
use crate::procedures_cli::hall;

/// The hall's board 3.1 with White's III.6 claim (1:45 / 4:10 declared), Black agreeing, unless
/// `verify` is false.
fn claimed(dir: &Path, verify: bool) -> PathBuf {
    let db = hall(dir);
    run_ok(
        &db,
        &[
            "player",
            "--board",
            "3.1",
            "--side",
            "white",
            "--as",
            "Ann Archer",
            "claim",
            "--cannot-win",
            "--clock",
            "1:45",
            "4:10",
        ],
    );
    if verify {
        run_ok(
            &db,
            &[
                "player", "--board", "3.1", "--side", "black", "verify", "--agree",
            ],
        );
    }
    db
}

/// The claim file of the hall's board 1.
fn export_claim(db: &Path, dir: &Path) -> PathBuf {
    let file = dir.join("claim.pgn");
    arbiter(db)
        .args(["claims", "export", "--board", "1", "--out"])
        .arg(&file)
        .assert()
        .success();
    file
}

/// The designated arbiter's event file, empty.
fn designated(dir: &Path) -> PathBuf {
    let da = dir.join("designated.sqlite");
    run_ok(&da, &["init", "--event", "Referred claims"]);
    da
}

fn import_claim(da: &Path, claim_file: &Path) {
    let mut import = arbiter(da);
    import.args(["claims", "import"]).arg(claim_file);
    import.assert().success();
}

/// The designated arbiter's file: the claim file imported, ruled on with
/// `rule` (e.g. `["reject", "--result", "1-0"]`), and the ruling file written.
fn rule_elsewhere(dir: &Path, claim_file: &Path, rule: &[&str]) -> PathBuf {
    let da = designated(dir);
    import_claim(&da, claim_file);
    let mut args = vec!["claims", "rule", "1"];
    args.extend_from_slice(rule);
    args.extend_from_slice(&["--reason", "White can still win", "--as", "IA Jane Doe"]);
    run_ok(&da, &args);
    let ruling = dir.join("ruling.json");
    arbiter(&da)
        .args(["claims", "ruling", "export", "1", "--out"])
        .arg(&ruling)
        .assert()
        .success();
    ruling
}

/// The whole way: the claim's clocks, position and claim number leave the hall; the ruling
/// comes back signed.
fn round_trip(dir: &Path) -> (PathBuf, PathBuf) {
    let db = claimed(dir, true);
    let claim = export_claim(&db, dir);
    let ruling = rule_elsewhere(dir, &claim, &["reject", "--result", "1-0"]);
    (db, ruling)
}

fn log_lines(db: &Path) -> usize {
    run_ok(db, &["log", "--json"]).lines().count()
}

/// `claims ruling import FILE` on `db` is refused: exit code 1, one message naming the file
/// and `why`, nothing recorded, the claim still waiting.
fn refused(db: &Path, file: &Path, why: &str) {
    let before = log_lines(db);
    arbiter(db)
        .args(["claims", "ruling", "import"])
        .arg(file)
        .assert()
        .code(1)
        .stderr(predicate::str::contains(file.display().to_string()))
        .stderr(predicate::str::contains(why))
        .stderr(predicate::str::contains("nothing was recorded"));
    assert_eq!(log_lines(db), before, "a refused ruling recorded something");
}

#[test]
fn the_designated_arbiters_ruling_comes_back_into_the_hall_file() {
    let dir = tempfile::tempdir().expect("tempdir");
    let db = claimed(dir.path(), true);
    let claim = export_claim(&db, dir.path());
    let pgn = std::fs::read_to_string(&claim).expect("claim file");
    for tag in [
        "[ClaimId \"3.1\"]",
        "[ClaimSeq \"8\"]",
        "[ClaimDigest \"",
        "[ClaimRulingKey \"",
    ] {
        assert!(pgn.contains(tag), "{tag} missing in\n{pgn}");
    }
    let ruling = rule_elsewhere(dir.path(), &claim, &["reject", "--result", "1-0"]);
    let file: serde_json::Value =
        serde_json::from_slice(&std::fs::read(&ruling).expect("ruling file")).expect("json");
    assert_eq!(file["claim"]["event"], "Club Quickplay");
    assert_eq!(file["claim"]["board"], "3.1");
    assert_eq!(file["claim"]["seq"], 8);
    assert_eq!(file["claim"]["clock_ms"][0], 105_000);
    assert_eq!(file["ruling"]["ruling"], "rejected");
    assert_eq!(file["ruling"]["result"], "1-0");
    assert_eq!(file["ruling"]["article"], "III.6.2");
    assert!(
        file["ruling"]["ruled_by"]
            .as_str()
            .is_some_and(|s| s.starts_with("IA Jane Doe (")),
        "{file}"
    );
    // Before: result pending in the hall.
    assert!(run_ok(&db, &["claims", "list"]).contains("referred (III.6)"));

    arbiter(&db)
        .args(["claims", "ruling", "import"])
        .arg(&ruling)
        .args(["--as", "Chief"])
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "board 3.1: the designated arbiter's ruling recorded: claim rejected, result 1-0 \
             (ruled by IA Jane Doe (",
        ));
    // Every reader shows the result and the ruling.
    let show = run_ok(&db, &["show", "3.1"]);
    assert!(show.contains("result 1-0"), "{show}");
    assert!(
        show.contains("ruling of the designated arbiter IA Jane Doe ("),
        "{show}"
    );
    assert!(
        show.contains("event \"Referred claims\", board 1.1"),
        "{show}"
    );
    assert!(run_ok(&db, &["boards"]).contains("1-0 (White's claim rejected: White can still win"));
    assert!(run_ok(&db, &["log", "--board", "1"]).contains("ruling of the designated arbiter"));
    let report = run_ok(&db, &["report"]);
    assert!(
        report.contains("Result 1-0: White's claim rejected"),
        "{report}"
    );
    assert!(
        report.contains("ruling of the designated arbiter"),
        "{report}"
    );
    let pgn = run_ok(&db, &["export", "pgn", "--with-notes"]);
    assert!(pgn.contains("[Result \"1-0\"]"), "{pgn}");
    assert!(pgn.contains("ruling of the designated arbiter"), "{pgn}");
    assert!(run_ok(&db, &["export", "results"]).contains("1-0"));
    assert!(run_ok(&db, &["claims", "list"]).contains("no claims waiting"));

    // The same file again: said, nothing changed, exit code 0.
    let before = log_lines(&db);
    arbiter(&db)
        .args(["claims", "ruling", "import"])
        .arg(&ruling)
        .assert()
        .code(0)
        .stdout(predicate::str::contains(
            "board 3.1: this ruling is already recorded (#10); nothing changed",
        ));
    assert_eq!(log_lines(&db), before);
}

#[test]
fn an_upheld_claim_comes_back_as_a_draw() {
    let dir = tempfile::tempdir().expect("tempdir");
    let db = claimed(dir.path(), true);
    let claim = export_claim(&db, dir.path());
    let ruling = rule_elsewhere(dir.path(), &claim, &["draw"]);
    arbiter(&db)
        .args(["claims", "ruling", "import"])
        .arg(&ruling)
        .assert()
        .success()
        .stdout(predicate::str::contains("claim upheld, result 1/2-1/2"));
    assert!(run_ok(&db, &["boards"]).contains("1/2-1/2"));
}

#[test]
fn a_changed_ruling_file_is_refused() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (db, ruling) = round_trip(dir.path());
    let text = std::fs::read_to_string(&ruling).expect("ruling");
    for (from, to) in [
        ("\"result\": \"1-0\"", "\"result\": \"0-1\""),
        ("\"ruling\": \"rejected\"", "\"ruling\": \"upheld\""),
        ("IA Jane Doe", "IA John Roe"),
    ] {
        assert!(text.contains(from), "{from} in\n{text}");
        std::fs::write(&ruling, text.replace(from, to)).expect("write");
        refused(&db, &ruling, "the file was changed after it was signed");
    }
    assert!(run_ok(&db, &["claims", "list"]).contains("referred (III.6)"));
}

#[test]
fn a_malformed_ruling_file_is_refused() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (db, ruling) = round_trip(dir.path());
    let text = std::fs::read_to_string(&ruling).expect("ruling");
    let bad = dir.path().join("bad.json");
    for content in [
        "not json at all".to_string(),
        "{}".to_string(),
        text.replace("arbiter III.6 ruling v1", "arbiter III.6 ruling v9"),
        text.replace("\"seal\"", "\"extra\": 1, \"seal\""),
    ] {
        std::fs::write(&bad, content).expect("write");
        refused(&db, &bad, "not a ruling file of arbiter");
    }
    // A file that is not there: named, nothing recorded.
    arbiter(&db)
        .args(["claims", "ruling", "import"])
        .arg(dir.path().join("missing.json"))
        .assert()
        .code(1)
        .stderr(predicate::str::contains("missing.json"));
}

#[test]
fn a_ruling_for_another_event_is_refused() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (_, ruling) = round_trip(dir.path());
    let other_dir = tempfile::tempdir().expect("tempdir");
    let other = claimed(other_dir.path(), true);
    run_ok(&other, &["note", "1", "x"]);
    // Another event by its name…
    let named = other_dir.path().join("hall2.sqlite");
    run_ok(&named, &["init", "--event", "Another Open"]);
    refused(
        &named,
        &ruling,
        "the ruling is for the event \"Club Quickplay\", this file is the event \"Another Open\"",
    );
    // …and another event file of the same name (another key): the seal does not match.
    refused(&other, &ruling, "or it was signed for another event file");
}

#[test]
fn a_ruling_on_claim_facts_changed_on_the_way_is_refused() {
    let dir = tempfile::tempdir().expect("tempdir");
    let db = claimed(dir.path(), true);
    let claim = export_claim(&db, dir.path());
    let pgn = std::fs::read_to_string(&claim).expect("claim file");
    // The claim's clocks changed on their way to the designated arbiter.
    std::fs::write(
        &claim,
        pgn.replace(
            "[ClaimClockMs \"105000 250000\"]",
            "[ClaimClockMs \"5000 250000\"]",
        ),
    )
    .expect("write");
    let ruling = rule_elsewhere(dir.path(), &claim, &["draw"]);
    refused(&db, &ruling, "the designated arbiter ruled on other clocks");
}

/// A second session: the chief arbiter rules on board 1's claim in the hall file itself (a
/// draw).
fn rule_in_the_hall(db: &Path) {
    run_ok(
        db,
        &[
            "claims",
            "rule",
            "1",
            "draw",
            "--reason",
            "ruled on the spot",
        ],
    );
}

#[test]
fn a_claim_decided_in_the_hall_meanwhile_refuses_the_ruling() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (db, ruling) = round_trip(dir.path());
    // Before the file is back.
    rule_in_the_hall(&db);
    refused(
        &db,
        &ruling,
        "board 3.1's claim #8 is already decided (#10)",
    );
    assert!(run_ok(&db, &["boards"]).contains("1/2-1/2"));
}

#[test]
fn a_claim_taken_back_meanwhile_refuses_the_ruling() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (db, ruling) = round_trip(dir.path());
    // A second session voids the claim (made by mistake on the wrong board, say).
    run_ok(&db, &["takeback", "1", "--seq", "9"]);
    run_ok(&db, &["takeback", "1", "--seq", "8"]);
    refused(
        &db,
        &ruling,
        "this file has no claim #8 referred to a designated arbiter on board 3.1",
    );
}

#[test]
fn a_claim_verified_after_its_export_refuses_the_ruling() {
    let dir = tempfile::tempdir().expect("tempdir");
    let db = claimed(dir.path(), false);
    let claim = export_claim(&db, dir.path());
    let ruling = rule_elsewhere(dir.path(), &claim, &["draw"]);
    // The opponent verifies after the claim left: the designated arbiter did not see it.
    run_ok(
        &db,
        &[
            "player",
            "--board",
            "3.1",
            "--side",
            "black",
            "verify",
            "--dispute",
            "--comment",
            "the clocks",
        ],
    );
    refused(
        &db,
        &ruling,
        "the ruling is not on board 3.1's claim #8 as this file records it",
    );
}

#[test]
fn a_ruling_needs_a_claim_imported_with_its_key_and_ruled_on() {
    let dir = tempfile::tempdir().expect("tempdir");
    let db = claimed(dir.path(), true);
    let claim = export_claim(&db, dir.path());
    let da = designated(dir.path());
    import_claim(&da, &claim);
    arbiter(&da)
        .args(["claims", "ruling", "export", "1"])
        .assert()
        .code(1)
        .stderr(predicate::str::contains(
            "board 1.1: the claim is not ruled on yet",
        ));
    // A claim file of an older version (no ruling key): said how to get one.
    let old = dir.path().join("old.pgn");
    let text = std::fs::read_to_string(&claim).expect("claim");
    let kept: String = text
        .lines()
        .filter(|l| !l.starts_with("[ClaimRulingKey"))
        .map(|l| format!("{l}\n"))
        .collect();
    std::fs::write(&old, kept).expect("write");
    import_claim(&da, &old);
    run_ok(&da, &["claims", "rule", "2", "draw", "--reason", "drawn"]);
    arbiter(&da)
        .args(["claims", "ruling", "export", "2"])
        .assert()
        .code(1)
        .stderr(predicate::str::contains(
            "board 1.2 holds no claim imported with a ruling key",
        ));
}

/// Issue 33 item 4: a player's III.6 claim shows the clocks and move the player declared beside
/// the event file's own, the difference flagged — in `show`, `claims list`, the report and the
/// PGN with notes, all from the fold.
#[test]
fn a_players_claim_shows_what_was_declared_beside_the_event_file() {
    let dir = tempfile::tempdir().expect("tempdir");
    let db = dir.path().join("hall.sqlite");
    run_ok(
        &db,
        &[
            "init",
            "--event",
            "Club",
            "--control",
            "900",
            "--guidelines-iii",
            "--unsupervised",
        ],
    );
    run_ok(&db, &["board", "add", "--white", "Ann", "--black", "Bob"]);
    // Nothing recorded on the board; the player declares the scoresheet, position and clocks.
    run_ok(
        &db,
        &[
            "player",
            "--board",
            "1.1",
            "--side",
            "white",
            "claim",
            "--cannot-win",
            "--clock",
            "1:45",
            "4:10",
            "--moves",
            "e4 e5 Nf3 Nc6 Bb5 a6",
            "--fen",
            "r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4",
        ],
    );
    let differs = "declared 0:01:45 / 0:04:10 at move 4 (White to move); the event file has \
                   0:15:00 / 0:15:00 at move 1 (White to move): they differ";
    for args in [
        &["show", "1"][..],
        &["claims", "list"],
        &["report"],
        &["export", "pgn", "--with-notes"],
    ] {
        let out = run_ok(&db, args).replace('\n', " ");
        assert!(out.contains(differs), "{args:?}:\n{out}");
    }
    let show: serde_json::Value =
        serde_json::from_str(&run_ok(&db, &["show", "1", "--json"])).expect("json");
    let text = show.to_string();
    assert!(
        text.contains("\"declared\":{\"clock\":{\"black_ms\":250000,\"white_ms\":105000}"),
        "{text}"
    );
    let es = arbiter(&db)
        .args(["--lang", "es", "show", "1"])
        .output()
        .expect("show");
    assert!(
        String::from_utf8_lossy(&es.stdout).contains("el archivo del evento tiene 0:15:00"),
        "{}",
        String::from_utf8_lossy(&es.stdout)
    );

    // The same facts as the event file's: said, no difference flagged.
    let dir = tempfile::tempdir().expect("tempdir");
    let db = claimed_on_the_board(dir.path());
    let show = run_ok(&db, &["show", "3.1"]);
    assert!(
        show.contains(
            "declared 0:01:40 / 0:04:10 at move 3 (White to move), as the event file has"
        ),
        "{show}"
    );
    assert!(!show.contains("they differ"), "{show}");
}

/// The hall's board 3.1 (White 1:40, Black 4:10, move 3) with White's claim on the board's
/// own clocks and moves.
fn claimed_on_the_board(dir: &Path) -> PathBuf {
    let db = hall(dir);
    run_ok(
        &db,
        &[
            "player",
            "--board",
            "3.1",
            "--side",
            "white",
            "claim",
            "--cannot-win",
        ],
    );
    db
}

/// A claim referred to the designated arbiter is made under Guidelines III.6.1.1, not III.5:
/// its log line names the article it was made under.
#[test]
fn a_referred_claims_log_line_names_iii_6() {
    let dir = tempfile::tempdir().expect("tmp");
    let db = claimed(dir.path(), false);
    let log = run_ok(&db, &["log"]);
    assert!(
        log.contains("cannot win by normal means (III.6.1.1) without an arbiter present"),
        "{log}"
    );
    assert!(!log.contains("(III.5) without"), "{log}");
}

/// `args` run twice on `db`: to stdout, then with `--out FILE` (over an older file). The file
/// holds exactly what stdout had, stdout is then empty, stderr is `says` (with FILE for `{}`),
/// and no temporary file is left beside it.
fn out_is_stdout(db: &Path, dir: &Path, args: &[&str], file: &str, says: &str) {
    let printed = arbiter(db).args(args).output().expect("run");
    assert!(printed.status.success(), "{args:?}");
    let path = dir.join(file);
    std::fs::write(&path, "an older file\n").expect("older");
    let written = arbiter(db)
        .args(args)
        .arg("--out")
        .arg(&path)
        .output()
        .expect("run");
    assert!(written.status.success(), "{args:?} --out");
    assert_eq!(
        std::fs::read(&path).expect("out"),
        printed.stdout,
        "{args:?}: the file is not what stdout had"
    );
    assert!(written.stdout.is_empty(), "{args:?}");
    assert_eq!(
        String::from_utf8_lossy(&written.stderr),
        says.replace("{}", &path.display().to_string()),
        "{args:?}"
    );
    no_temporary_in(dir);
}

fn no_temporary_in(dir: &Path) {
    let left: Vec<_> = std::fs::read_dir(dir)
        .expect("dir")
        .filter_map(Result::ok)
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".tmp~"))
        .collect();
    assert!(left.is_empty(), "temporary files left: {left:?}");
}

/// One way out for every `--out` (issue 33): `claims export`, `claims ruling export` and the
/// exports write byte for byte what they print without it, atomically (a temporary renamed
/// over the file); the two files to send on say "wrote FILE", the exports nothing.
#[test]
fn every_out_file_is_what_stdout_had() {
    let dir = tempfile::tempdir().expect("tmp");
    let (db, _) = round_trip(dir.path());
    let da = dir.path().join("designated.sqlite");
    out_is_stdout(
        &db,
        dir.path(),
        &["claims", "export", "--board", "1"],
        "again.pgn",
        "wrote {}\n",
    );
    out_is_stdout(
        &da,
        dir.path(),
        &["claims", "ruling", "export", "1"],
        "again.json",
        "wrote {}\n",
    );
    for (args, file) in [
        (&["export", "results"][..], "results.csv"),
        (&["export", "pgn", "--with-notes"], "games.pgn"),
        (&["report"], "report.md"),
    ] {
        out_is_stdout(&db, dir.path(), args, file, "");
    }
}

/// A file that cannot be written (`--out` names a directory) is refused, naming it, and leaves
/// no temporary file behind.
#[test]
fn an_out_file_that_cannot_be_written_leaves_nothing_behind() {
    let dir = tempfile::tempdir().expect("tmp");
    let (db, _) = round_trip(dir.path());
    let taken = dir.path().join("taken");
    std::fs::create_dir(&taken).expect("dir");
    for args in [
        &["claims", "export", "--board", "1"][..],
        &["export", "results"],
    ] {
        arbiter(&db)
            .args(args)
            .arg("--out")
            .arg(&taken)
            .assert()
            .failure()
            .stderr(predicate::str::contains(format!(
                "cannot write {}",
                taken.display()
            )));
        no_temporary_in(dir.path());
    }
}

/// The app on the hall file `db` with board `n` (3.n) open; `None` (with a notice) when tmux
/// is not installed.
fn app_on_board(prefix: &str, db: &Path, n: &str) -> Option<crate::tui_e2e::Tmux> {
    if !crate::tui_e2e::have_tmux() {
        eprintln!("skipped: tmux is not installed");
        return None;
    }
    let tmux = crate::tui_e2e::app_in_tmux(prefix, db, "--as Chief");
    tmux.wait_for("Ann Archer");
    tmux.type_text(n);
    tmux.keys(&["Enter"]);
    tmux.wait_for(&format!("Board {n} "));
    Some(tmux)
}

/// `I`, then, once the prompt is there and `meanwhile` has run, the ruling file's path entered.
fn enter_ruling_file(tmux: &crate::tui_e2e::Tmux, ruling: &Path, meanwhile: impl FnOnce()) {
    tmux.type_text("I");
    tmux.wait_for("Ruling file:");
    meanwhile();
    tmux.type_text(&ruling.display().to_string());
    tmux.keys(&["Enter"]);
}

/// Guidelines III.6.2 in the app (issue 33): on the board of the referred claim, `I` takes the
/// path of the ruling file `claims ruling export` wrote, and records it through the same check
/// and the same pipeline as `claims ruling import`: the result, the note of where it came from;
/// the same file again changes nothing; `?` lists the key.
#[test]
fn the_app_records_the_designated_arbiters_ruling_from_its_file() {
    let dir = tempfile::tempdir().expect("tmp");
    let (db, ruling) = round_trip(dir.path());
    let Some(tmux) = app_on_board("ruling-import", &db, "1") else {
        return;
    };
    enter_ruling_file(&tmux, &ruling, || {});
    tmux.wait_for("the designated arbiter's ruling recorded");
    let show: serde_json::Value =
        serde_json::from_str(&run_ok(&db, &["show", "1", "--json"])).expect("json");
    assert_eq!(show["result"], "1-0", "{show}");
    let log = run_ok(&db, &["log"]);
    assert!(
        log.contains("ruling of the designated arbiter IA Jane Doe"),
        "{log}"
    );
    let before = log_lines(&db);
    enter_ruling_file(&tmux, &ruling, || {});
    tmux.wait_for("this ruling is already recorded");
    assert_eq!(log_lines(&db), before);
    tmux.type_text("?");
    let help = tmux.wait_for("ruling file (III.6.2)");
    assert!(help.contains("I       ruling file (III.6.2)"), "{help}");
}

/// The app open on the claim's board while a second session rules in the hall file itself:
/// the ruling file is then refused in the app, as by the CLI, nothing recorded.
#[test]
fn the_app_refuses_a_ruling_on_a_claim_decided_meanwhile() {
    let dir = tempfile::tempdir().expect("tmp");
    let (db, ruling) = round_trip(dir.path());
    let Some(tmux) = app_on_board("ruling-meanwhile", &db, "1") else {
        return;
    };
    // The second session decides while the arbiter types the path.
    enter_ruling_file(&tmux, &ruling, || rule_in_the_hall(&db));
    // Either the app sees the board changed under its dialog (nothing recorded) and the arbiter
    // tries again, or it had already read the decision when Enter came (a loaded machine): then
    // the check refuses at once. Either way nothing is recorded.
    let start = std::time::Instant::now();
    let screen = loop {
        let screen = tmux.screen();
        if screen.contains("already decided") {
            break screen;
        }
        if screen.contains("changed under the dialog") {
            assert!(screen.contains("Nothing recorded"), "{screen}");
            // Tried again on the board as it now is: the check refuses it, as `claims ruling
            // import` does.
            enter_ruling_file(&tmux, &ruling, || {});
            break tmux.wait_for("already decided");
        }
        assert!(
            start.elapsed() < std::time::Duration::from_secs(20),
            "{screen}"
        );
        std::thread::sleep(std::time::Duration::from_millis(50));
    };
    let said = screen.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        said.contains("claim #8 is already decided (#10); nothing was recorded"),
        "{screen}"
    );
    assert!(!run_ok(&db, &["log"]).contains("ruling of the designated arbiter"));
    assert!(run_ok(&db, &["boards"]).contains("1/2-1/2"));
}

/// A ruling file entered on another board than the claim's is refused, naming both boards;
/// nothing recorded.
#[test]
fn the_app_refuses_a_ruling_for_another_board() {
    let dir = tempfile::tempdir().expect("tmp");
    let (db, ruling) = round_trip(dir.path());
    let Some(tmux) = app_on_board("ruling-other", &db, "2") else {
        return;
    };
    let before = log_lines(&db);
    enter_ruling_file(&tmux, &ruling, || {});
    let screen = tmux.wait_for("the ruling is for board 3.1");
    let said = screen.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        said.contains(
            "the ruling is for board 3.1, not for the open board 3.2; nothing was recorded"
        ),
        "{screen}"
    );
    assert_eq!(log_lines(&db), before);
}
