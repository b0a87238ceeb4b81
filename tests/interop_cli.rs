//! The interop verbs end to end (the real binary, assert_cmd).

use assert_cmd::Command;
use predicates::prelude::*;

fn data(name: &str) -> String {
    format!("{}/tests/data/interop/{name}", env!("CARGO_MANIFEST_DIR"))
}

fn arbiter(db: &std::path::Path) -> Command {
    let mut cmd = Command::cargo_bin("arbiter").unwrap();
    cmd.neutral_locale();
    cmd.arg("--db").arg(db);
    cmd
}

#[test]
fn import_pairings_dry_run_lists_boards_and_byes() {
    let dir = tempfile::tempdir().unwrap();
    arbiter(&dir.path().join("e.sqlite"))
        .args(["import", "pairings", &data("event-trf26.trf"), "--dry-run"])
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "  4.3   Ivanova, Daria (2087) – GM Kowalczyk, Adam (2598)\n",
        ))
        .stdout(predicate::str::contains(
            "4.bye Schmidt, Lukas (half-point bye)",
        ));
    assert!(
        !dir.path().join("e.sqlite").exists(),
        "a dry run writes nothing"
    );
}

#[test]
fn import_pairings_dry_run_json() {
    let dir = tempfile::tempdir().unwrap();
    let out = arbiter(&dir.path().join("e.sqlite"))
        .args([
            "import",
            "pairings",
            &data("round4-stubs.pgn"),
            "--dry-run",
            "--json",
        ])
        .output()
        .unwrap();
    assert!(out.status.success());
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["format"], "pgn");
    assert_eq!(v["pairings"].as_array().unwrap().len(), 5);
    assert_eq!(v["pairings"][1]["black_fide_id"], 300_007);
}

#[test]
fn malformed_file_is_one_line_on_stderr_with_line_and_column() {
    let dir = tempfile::tempdir().unwrap();
    arbiter(&dir.path().join("e.sqlite"))
        .args(["import", "pairings", &data("malformed/bad-result.trf")])
        .assert()
        .failure()
        .stdout("")
        .stderr(predicate::str::ends_with(
            "malformed/bad-result.trf line 15: column 109: expected a result code, found 'X'\n",
        ))
        .stderr(predicate::function(|s: &str| s.lines().count() == 1));
    assert!(!dir.path().join("e.sqlite").exists(), "nothing imported");
}

#[test]
fn missing_file_is_an_error_not_a_panic() {
    let dir = tempfile::tempdir().unwrap();
    arbiter(&dir.path().join("e.sqlite"))
        .args(["import", "pairings", "/nonexistent/p.csv", "--dry-run"])
        .assert()
        .failure()
        .stderr(predicate::str::contains("cannot read /nonexistent/p.csv"));
}

/// `import game 2 <data file> --dry-run` on a fresh event file.
fn import_dry_run(file: &str) -> assert_cmd::assert::Assert {
    let dir = tempfile::tempdir().unwrap();
    arbiter(&dir.path().join("e.sqlite"))
        .args(["import", "game", "2", &data(file), "--dry-run"])
        .assert()
}

#[test]
fn import_game_dry_run_replays_and_names_the_law_based_end() {
    import_dry_run("board2-game.pgn")
        .success()
        .stdout(predicate::str::contains(
            "33 half-moves, all legal; last 17.Rd8#; clocks on 33; result 1-0",
        ))
        .stdout(predicate::str::contains("(Art. 5.1.1)"));
}

#[test]
fn import_game_with_an_illegal_move_fails_with_its_line() {
    import_dry_run("malformed/illegal-move.pgn")
        .failure()
        .stderr(predicate::str::contains(
            "illegal-move.pgn line 15: 9...Bxe7: illegal",
        ));
}

#[test]
fn import_game_reads_past_semicolon_comments_and_escape_lines() {
    // Issue 34: a file whose first line is a `;` comment (PGN standard 8.2.1) read as an empty
    // game plus the game, and `import game` refused it as "more than one game".
    import_dry_run("board2-commented.pgn")
        .success()
        .stdout(predicate::str::contains(
            "33 half-moves, all legal; last 17.Rd8#; clocks on 33; result 1-0",
        ));
    // A `%` escape line (PGN standard 6) holds no moves: the error's line stays right.
    import_dry_run("malformed/illegal-after-comments.pgn")
        .failure()
        .stderr(predicate::str::contains(
            "illegal-after-comments.pgn line 17: 9...Bxe7: illegal",
        ));
}

// ---------------------------------------------------------------------------------------------
// With an event file (created through the library: the `init` verb belongs to the store area).

use arbiter::event::{BoardId, EventSettings, PenaltyKind};

/// Round 4's board `number`, as the store keys it (the fixtures are round 4).
fn r4(number: u32) -> u32 {
    BoardId { round: 4, number }.key()
}
use arbiter::store::Store;
use pgn_reader::{RawComment, RawTag, Reader, SanPlus, Visitor};
use shakmaty::Color;
use std::ops::ControlFlow;

use crate::common::locale;
use crate::common::record;
use locale::Neutral;
use record::Record;

fn event_file(dir: &tempfile::TempDir) -> std::path::PathBuf {
    let db = dir.path().join("riverside.sqlite");
    Store::create(&db, &EventSettings::new("Riverside Open 2026")).unwrap();
    db
}

fn run_ok(db: &std::path::Path, args: &[&str]) -> String {
    let out = arbiter(db).args(args).output().unwrap();
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn import_pairings_writes_boards_and_reimport_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let db = event_file(&dir);
    let trf = data("event-trf26.trf");
    let out = run_ok(&db, &["import", "pairings", &trf]);
    // Every round of the file: rounds 1–3 played, round 4 paired (issue 32).
    assert!(
        out.starts_with("20 boards created, 0 already there, 0 conflicts\n"),
        "{out}"
    );
    assert!(out.contains("bye: Schmidt, Lukas (round 4)"), "{out}");
    let store = Store::open(&db).unwrap();
    let boards = store.boards().unwrap();
    let summary: Vec<(u32, Option<u32>, &str, &str)> = boards
        .iter()
        .filter(|b| b.round == Some(4))
        .map(|b| (b.number, b.round, b.white.as_str(), b.black.as_str()))
        .collect();
    assert_eq!(
        summary[2],
        (3, Some(4), "Ivanova, Daria", "Kowalczyk, Adam")
    );
    assert_eq!(summary.len(), 5);
    assert_eq!(
        boards[0]
            .control
            .as_ref()
            .map(ToString::to_string)
            .as_deref(),
        Some("40/5400+30:1800+30")
    );
    drop(store);
    let again = run_ok(&db, &["import", "pairings", &trf]);
    assert!(
        again.starts_with("0 boards created, 20 already there, 0 conflicts\n"),
        "{again}"
    );
    // The same round from the CSV (other format, same players) is also already there.
    let csv = run_ok(
        &db,
        &["import", "pairings", &data("round4.csv"), "--round", "4"],
    );
    assert!(
        csv.starts_with("0 boards created, 5 already there, 0 conflicts\n"),
        "{csv}"
    );
}

#[test]
fn a_started_board_is_reported_and_never_overwritten() {
    let dir = tempfile::tempdir().unwrap();
    let db = event_file(&dir);
    run_ok(&db, &["import", "pairings", &data("round4-stubs.pgn")]);
    let store = Store::open(&db).unwrap();
    store
        .record(r4(1), 0, arbiter::event::command::Command::play("e4"))
        .unwrap();
    let changed = dir.path().join("changed.csv");
    std::fs::write(
        &changed,
        "round,board,white,black\n4,1,\"Duarte, Tomás\",\"Brennan, Siobhan\"\n4,6,\"Schmidt, Lukas\",\"Late, Entry\"\n",
    )
    .unwrap();
    arbiter(&db)
        .args(["import", "pairings", changed.to_str().unwrap()])
        .assert()
        .failure()
        .stdout("")
        .stderr(predicate::str::contains("1 conflicts: nothing imported"))
        .stderr(predicate::str::contains(
            "conflict: round 4 board 1: the event has Brennan, Siobhan – Duarte, Tomás, the file Duarte, Tomás – Brennan, Siobhan (the game has started, nothing is overwritten)",
        ));
    let b1 = store.board(r4(1)).unwrap();
    assert_eq!(
        (b1.white.as_str(), b1.black.as_str()),
        ("Brennan, Siobhan", "Duarte, Tomás")
    );
    // All or nothing (issue 18): the conflict on board 1 keeps board 6 out too.
    assert!(store.board(r4(6)).is_err(), "board 6 was imported");
}

#[derive(Default)]
struct Game {
    tags: Vec<(String, String)>,
    sans: Vec<String>,
    comments: Vec<String>,
}

struct Collect;

impl Visitor for Collect {
    type Tags = Game;
    type Movetext = Game;
    type Output = Game;
    fn begin_tags(&mut self) -> ControlFlow<Game, Game> {
        ControlFlow::Continue(Game::default())
    }
    fn tag(&mut self, g: &mut Game, name: &[u8], value: RawTag<'_>) -> ControlFlow<Game> {
        g.tags.push((
            String::from_utf8_lossy(name).into(),
            value.decode_utf8_lossy().into(),
        ));
        ControlFlow::Continue(())
    }
    fn begin_movetext(&mut self, g: Game) -> ControlFlow<Game, Game> {
        ControlFlow::Continue(g)
    }
    fn san(&mut self, g: &mut Game, san: SanPlus) -> ControlFlow<Game> {
        g.sans.push(san.to_string());
        g.comments.push(String::new());
        ControlFlow::Continue(())
    }
    fn comment(&mut self, g: &mut Game, c: RawComment<'_>) -> ControlFlow<Game> {
        if let Some(last) = g.comments.last_mut() {
            last.push_str(&String::from_utf8_lossy(c.as_bytes()));
        }
        ControlFlow::Continue(())
    }
    fn end_game(&mut self, g: Game) -> Game {
        g
    }
}

fn games(pgn: &str) -> Vec<Game> {
    let mut reader = Reader::new(pgn.as_bytes());
    let mut out = Vec::new();
    while let Some(g) = reader.read_game(&mut Collect).unwrap() {
        out.push(g);
    }
    out
}

fn tag<'a>(g: &'a Game, name: &str) -> Option<&'a str> {
    g.tags
        .iter()
        .find(|(n, _)| n == name)
        .map(|(_, v)| v.as_str())
}

#[test]
fn import_game_then_export_pgn_results_and_report() {
    let dir = tempfile::tempdir().unwrap();
    let db = event_file(&dir);
    run_ok(&db, &["import", "pairings", &data("event-trf26.trf")]);
    let out = run_ok(&db, &["import", "game", "2", &data("board2-game.pgn")]);
    assert_eq!(out, "board 4.2: 33 moves imported, 0 already there\n");
    let again = run_ok(&db, &["import", "game", "2", &data("board2-game.pgn")]);
    assert_eq!(again, "board 4.2: 0 moves imported, 33 already there\n");

    // An incident on board 1 for the report: a warning after 1.d4.
    let store = Store::open(&db).unwrap();
    store
        .record(r4(1), 0, arbiter::event::command::Command::play("d4"))
        .unwrap();
    store
        .record(
            r4(1),
            1,
            arbiter::event::command::Command::Penalty {
                against: Color::Black,
                penalty: PenaltyKind::TimeToOpponent { ms: 120_000 },
                article: "11.3.2.2".into(),
                reason: "mobile phone switched on in the playing venue".into(),
            },
        )
        .unwrap();
    drop(store);

    let pgn = run_ok(&db, &["export", "pgn", "--round", "4", "--board", "2"]);
    let parsed = games(&pgn);
    assert_eq!(parsed.len(), 1);
    let g = &parsed[0];
    assert_eq!(tag(g, "Round"), Some("4.2"));
    assert_eq!(tag(g, "White"), Some("Lindqvist, Erik"));
    assert_eq!(tag(g, "Result"), Some("1-0"), "17.Rd8# is mate");
    assert_eq!(tag(g, "TimeControl"), Some("40/5400+30:1800+30"));
    assert_eq!(g.sans.len(), 33);
    assert!(
        g.comments[0].contains("[%clk 1:30:30]"),
        "the e-board's clock: {:?}",
        g.comments[0]
    );
    assert!(
        g.comments[32].contains("[%clk 0:50:46]"),
        "{:?}",
        g.comments[32]
    );
    assert!(
        g.comments[32].contains("Art. 5.1.1"),
        "{:?}",
        g.comments[32]
    );

    let all = run_ok(&db, &["export", "pgn", "--round", "4", "--with-notes"]);
    assert_eq!(games(&all).len(), 5);
    let b1 = &games(&all)[0];
    assert!(
        b1.comments[0].contains("Penalty, Art. 11.3.2.2"),
        "{:?}",
        b1.comments
    );

    let csv = run_ok(&db, &["export", "results", "--round", "4"]);
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(lines[0], "round,board,white,black,result,game,time_awarded");
    assert_eq!(
        lines[2],
        "4,2,\"Lindqvist, Erik\",\"Novak, Petra\",1-0,round,"
    );
    assert_eq!(
        lines[1],
        "4,1,\"Brennan, Siobhan\",\"Duarte, Tomás\",*,round,white +0:02:00 penalty (11.3.2.2)"
    );

    let column = run_ok(
        &db,
        &[
            "export",
            "results",
            "--round",
            "4",
            "--trf",
            &data("event-trf26.trf"),
        ],
    );
    let p4 = column.lines().find(|l| l.starts_with("001    4")).unwrap();
    let p7 = column.lines().find(|l| l.starts_with("001    7")).unwrap();
    let block = |l: &str| l.chars().skip(121).collect::<String>();
    assert_eq!(block(p4), "   7 w 1");
    assert_eq!(block(p7), "   4 b 0");

    let html = run_ok(
        &db,
        &[
            "report",
            "--round",
            "4",
            "--format",
            "html",
            "--chief-arbiter",
            "IA Maria Fernández",
        ],
    );
    assert!(html.contains("mobile phone switched on in the playing venue"));
    assert!(html.contains("+2 min to White"), "{html}");
    assert!(
        html.contains("<td>Penalty</td><td class=\"num\">1</td>"),
        "{html}"
    );
    assert!(html.contains("Chief arbiter: IA Maria Fernández"));
    let md = run_ok(&db, &["report", "--round", "4"]);
    assert!(md.contains("| 1.d4 |"), "{md}");
    // The arbiters who acted: the account that recorded the import (from the fold's record).
    let account = arbiter::store::Actor::of_process().account;
    assert!(md.contains(&format!("who acted: {account}")), "{md}");
}

#[test]
fn import_game_refuses_a_file_that_disagrees_with_the_board() {
    let dir = tempfile::tempdir().unwrap();
    let db = event_file(&dir);
    run_ok(&db, &["import", "pairings", &data("event-trf26.trf")]);
    let store = Store::open(&db).unwrap();
    store
        .record(r4(2), 0, arbiter::event::command::Command::play("d4"))
        .unwrap();
    arbiter(&db)
        .args(["import", "game", "2", &data("board2-game.pgn")])
        .assert()
        .failure()
        .stderr(predicate::str::contains("the board has 1.d4 (d4) where"))
        .stderr(predicate::str::contains(
            "has e4 (line 10); nothing imported",
        ));
    assert_eq!(store.events(r4(2)).unwrap().len(), 1, "nothing written");
}

#[test]
fn report_on_an_event_without_incidents_and_bad_format() {
    let dir = tempfile::tempdir().unwrap();
    let db = event_file(&dir);
    let md = run_ok(&db, &["report"]);
    assert!(md.contains("No incidents recorded."));
    arbiter(&db)
        .args(["report", "--format", "pdf"])
        .assert()
        .failure()
        .stderr(predicate::str::contains(
            "unknown report format 'pdf' (md or html)",
        ));
}

#[test]
fn a_game_refused_part_way_imports_nothing() {
    // The fivefold after 8...Ng8 ends the game (Art. 9.6.1): 9.e4 cannot be recorded, and the
    // sixteen moves before it are not recorded either.
    let dir = tempfile::tempdir().unwrap();
    let db = event_file(&dir);
    run_ok(&db, &["board", "add", "--white", "A", "--black", "B"]);
    let pgn = dir.path().join("fivefold.pgn");
    std::fs::write(
        &pgn,
        "[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 \
         5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 Ng8 9. e4 e5 *\n",
    )
    .unwrap();
    arbiter(&db)
        .args(["import", "game", "1", pgn.to_str().unwrap()])
        .assert()
        .failure()
        .stderr(predicate::str::contains("the game is over"));
    // `log --json` writes one event per line.
    let log = run_ok(&db, &["log", "--board", "1", "--json"]);
    assert_eq!(
        log.lines().filter(|l| !l.trim().is_empty()).count(),
        0,
        "{log}"
    );
    // The same game up to the fivefold imports whole.
    std::fs::write(
        &pgn,
        "[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 *\n",
    )
    .unwrap();
    run_ok(&db, &["import", "game", "1", pgn.to_str().unwrap()]);
    let log = run_ok(&db, &["log", "--board", "1", "--json"]);
    assert_eq!(
        log.lines().filter(|l| !l.trim().is_empty()).count(),
        6,
        "{log}"
    );
}
