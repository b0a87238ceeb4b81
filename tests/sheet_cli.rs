//! Issue 35, item 4 (the time-control sheet, AM 2025 General Duties) and item 2's report page
//! of the reminders, through the real binary: a round simulated with the time passed in
//! (`ARBITER_NOW`), `sheet take`, `sheet`, `sheet --json`, `export sheet --csv` read back with
//! the csv crate, the report's pages; and the half-hourly slot taken once by two sessions.

use std::path::{Path, PathBuf};

use crate::common::locale::arbiter;

/// The round's first clock start in the simulation.
const T0: &str = "2026-11-27T10:00:00Z";

/// `arbiter ARGS` at the instant `at` (RFC 3339, UTC; local times shown in UTC); its stdout.
pub(crate) fn at(db: &Path, at: &str, args: &[&str]) -> String {
    let out = arbiter(db)
        .env("ARBITER_NOW", at)
        .env("TZ", "UTC")
        .args(args)
        .output()
        .expect("runs");
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("UTF-8")
}

/// An event of 90 min + 30 s with three boards of round 1.
fn event(dir: &tempfile::TempDir) -> PathBuf {
    let db = dir.path().join("e.arbiter");
    at(
        &db,
        T0,
        &["init", "--event", "Open", "--control", "90m+30s"],
    );
    for (w, b) in [
        ("Anand", "Gelfand"),
        ("Carlsen", "Nepo"),
        ("Ding", "Gukesh"),
    ] {
        at(&db, T0, &["board", "add", "--white", w, "--black", b]);
    }
    db
}

/// The simulated round: boards 1 and 2 start, board 1 plays 1.e4 e5, board 3 never starts; a
/// sheet at 10:10; board 2 ends at 10:20; a sheet at 10:25.
fn simulated_round(db: &Path) {
    at(db, T0, &["clock", "1", "start"]);
    at(db, "2026-11-27T10:00:05Z", &["clock", "2", "start"]);
    at(db, "2026-11-27T10:01:00Z", &["move", "1", "e4"]);
    at(db, "2026-11-27T10:03:00Z", &["move", "1", "e5"]);
    let taken = at(db, "2026-11-27T10:10:00Z", &["sheet", "take"]);
    assert_eq!(
        taken,
        "time-control sheet of round 1 (on demand) taken at 10:10:00: 2 running boards\n"
    );
    at(
        db,
        "2026-11-27T10:20:00Z",
        &["result", "2", "1-0", "--reason", "resigned"],
    );
    at(db, "2026-11-27T10:25:00Z", &["sheet", "take"]);
}

#[test]
fn the_sheet_of_a_simulated_round_holds_each_running_boards_clocks() {
    let dir = tempfile::tempdir().expect("dir");
    let db = event(&dir);
    assert_eq!(
        at(&db, T0, &["sheet"]),
        "No time-control sheet in round 1 yet.\n"
    );
    assert_eq!(
        at(&db, T0, &["sheet", "take"]),
        "no board of round 1 has a running clock: no time-control sheet taken\n"
    );
    simulated_round(&db);
    // White 1:30:30 − 1:00 + 0:30 = 1:30:00 after 1.e4, then running from 10:03 (−7:00);
    // Black 1:30:30 − 2:00 + 0:30; board 2's White ran 9:55; board 3 never started; board 2
    // is over at 10:25.
    let expected = "\
Time-control sheets, round 1 (AM 2025, General Duties: check the clocks every thirty minutes)
sheet      board  White    Black    White clock  Black clock  moves  taken at  by
on demand  1.1    Anand    Gelfand  1:23:00      1:29:00      1–1    10:10:00  ";
    let table = at(&db, "2026-11-27T10:30:00Z", &["sheet"]);
    assert!(table.starts_with(expected), "{table}");
    let lines: Vec<&str> = table.lines().collect();
    assert_eq!(lines.len(), 5, "{table}");
    assert!(
        lines[3].starts_with(
            "on demand  1.2    Carlsen  Nepo     1:20:35      1:30:30      0–0    10:10:00"
        ),
        "{table}"
    );
    assert!(
        lines[4].starts_with(
            "on demand  1.1    Anand    Gelfand  1:08:00      1:29:00      1–1    10:25:00"
        ),
        "{table}"
    );
    let json: serde_json::Value =
        serde_json::from_str(&at(&db, T0, &["sheet", "--json"])).expect("JSON");
    let rows = json.as_array().expect("rows");
    assert_eq!(rows.len(), 3);
    assert_eq!(rows[2]["board"], "1.1");
    assert_eq!(rows[2]["white_ms"], 68 * 60_000);
    assert_eq!(rows[2]["black_ms"], 89 * 60_000);
    assert_eq!(rows[2]["white_moves"], 1);
    assert_eq!(rows[2]["black_moves"], 1);
    assert_eq!(rows[2]["taken_at"], "2026-11-27T10:25:00Z");
    assert_eq!(rows[2]["sheet"], "on_demand");
    // The lines are the boards' own chained events.
    let log = at(&db, T0, &["log", "--board", "1.1"]);
    assert!(
        log.contains("time-control sheet (on demand): White 1:08:00, Black 1:29:00, moves 1–1"),
        "{log}"
    );
    assert!(
        at(&db, T0, &["check"]).contains("chain verified"),
        "the chain holds"
    );
}

#[test]
fn the_sheet_exports_as_csv_read_back_with_the_csv_crate() {
    let dir = tempfile::tempdir().expect("dir");
    let db = event(&dir);
    simulated_round(&db);
    let text = at(&db, T0, &["export", "sheet", "--csv"]);
    let mut reader = csv::Reader::from_reader(text.as_bytes());
    let headers = reader.headers().expect("headers").clone();
    assert_eq!(
        headers.iter().collect::<Vec<_>>(),
        [
            "round",
            "sheet",
            "half_hour",
            "board",
            "white",
            "black",
            "white_ms",
            "black_ms",
            "white_clock",
            "black_clock",
            "white_moves",
            "black_moves",
            "taken_at",
            "by"
        ]
    );
    let records: Vec<csv::StringRecord> = reader.records().map(|r| r.expect("record")).collect();
    assert_eq!(records.len(), 3);
    let field = |r: &csv::StringRecord, name: &str| {
        let i = headers.iter().position(|h| h == name).expect("column");
        r.get(i).unwrap_or_default().to_owned()
    };
    assert_eq!(field(&records[1], "board"), "2");
    assert_eq!(field(&records[1], "white"), "Carlsen");
    assert_eq!(
        field(&records[1], "white_ms"),
        (80 * 60_000 + 35_000).to_string()
    );
    assert_eq!(field(&records[1], "white_clock"), "1:20:35");
    assert_eq!(field(&records[2], "white_clock"), "1:08:00");
    assert_eq!(field(&records[2], "taken_at"), "2026-11-27T10:25:00Z");
    assert_eq!(field(&records[2], "sheet"), "on_demand");
}

#[test]
fn the_report_has_a_page_of_the_sheets_and_one_of_the_reminders() {
    let dir = tempfile::tempdir().expect("dir");
    let db = event(&dir);
    simulated_round(&db);
    // Board 1 dances back: the start position stood twice, its third standing claimable.
    for (i, m) in ["Nf3", "Nf6", "Ng1", "Ng8"].iter().enumerate() {
        let when = format!("2026-11-27T10:2{}:00Z", 6 + i);
        at(&db, &when, &["move", "1", m]);
    }
    let md = at(&db, "2026-11-27T10:40:00Z", &["report"]);
    let sheets = md
        .find("## Time-control sheets (AM 2025, General Duties)")
        .expect("sheets page");
    let reminders = md
        .find("## Reminders standing at 2026-11-27 10:40:00 UTC")
        .expect("reminders page");
    assert!(sheets < reminders, "{md}");
    assert!(
        md.contains("| on demand | 1.1 | Anand | Gelfand | 1:08:00 | 1:29:00 | 1–1 | 10:25:00 |"),
        "{md}"
    );
    let page = &md[reminders..];
    assert!(
        page.contains("| 1.1 | Anand | Gelfand | 3rd occurrence claimable: the position after 3...Ng8 stood twice (9.2) |"),
        "{page}"
    );
    // Board 2 is over: no reminder stands; board 3 has no clock running and no position due.
    assert!(!page.contains("| 1.2 |"), "{page}");
    let html = at(&db, "2026-11-27T10:40:00Z", &["report", "--format", "html"]);
    assert!(
        html.contains("Time-control sheets (AM 2025, General Duties)</h2>"),
        "{html}"
    );
    assert!(html.ends_with("</body>\n</html>\n"), "{html}");
    // Switched off for the event, the reminder leaves the page.
    at(&db, T0, &["reminders", "off", "repetition"]);
    let md = at(&db, "2026-11-27T10:40:00Z", &["report"]);
    assert!(!md.contains("3rd occurrence claimable"), "{md}");
}

#[test]
fn a_half_hourly_sheet_is_taken_once_by_two_sessions() {
    use arbiter::event::command::Refused;
    use arbiter::event::sheet::SheetSlot;
    use arbiter::store::{Store, StoreError};
    let dir = tempfile::tempdir().expect("dir");
    let db = event(&dir);
    at(&db, T0, &["clock", "1", "start"]);
    let first = Store::open(&db).expect("first session");
    let second = Store::open(&db).expect("second session");
    let half_hour = 1_795_773_600_000 + 30 * 60_000;
    let slot = SheetSlot::HalfHour { n: 1 };
    let lines = first.take_sheet(1, slot, half_hour).expect("taken");
    assert_eq!(lines.len(), 1);
    match second.take_sheet(1, slot, half_hour + 1_000) {
        Err(StoreError::Refused(r)) => {
            assert!(matches!(r.error.why, Refused::SheetTaken { n: 1 }), "{r:?}")
        }
        other => panic!("a second writer must find the slot taken: {other:?}"),
    }
    let json: serde_json::Value =
        serde_json::from_str(&at(&db, T0, &["sheet", "--json"])).expect("JSON");
    assert_eq!(json.as_array().map(Vec::len), Some(1));
    assert_eq!(json[0]["sheet"], "half_hour");
    assert_eq!(json[0]["half_hour"], 1);
    assert_eq!(json[0]["white_ms"], 60 * 60_000 + 30_000);
    // The next half hour is another slot.
    assert_eq!(
        second
            .take_sheet(
                1,
                SheetSlot::HalfHour { n: 2 },
                half_hour * 2 - 1_795_773_600_000
            )
            .map(|l| l.len())
            .ok(),
        Some(1)
    );
}

/// The app takes the half-hourly sheet by itself (tmux, 80×24): two sessions open on the
/// event, their time moved to ten seconds before the round's first half hour (`ARBITER_NOW`
/// shifts the running wall clock); when it passes, one of them takes the sheet — one line per
/// running board, not two.
#[test]
fn the_app_takes_the_half_hour_sheet_by_itself_once() {
    use crate::tui_e2e::{Tmux, cli, have_tmux, unique_session};
    if !have_tmux() {
        eprintln!("skipped: tmux is not installed");
        return;
    }
    let dir = tempfile::tempdir().expect("dir");
    let db = dir.path().join("app.sqlite");
    cli(&db, &["init", "--event", "Open", "--control", "90m+30s"]);
    cli(
        &db,
        &["board", "add", "--white", "Anand", "--black", "Gelfand"],
    );
    cli(
        &db,
        &["board", "add", "--white", "Carlsen", "--black", "Nepo"],
    );
    cli(&db, &["clock", "1", "start"]);
    let started = std::time::Instant::now();
    cli(&db, &["clock", "2", "start"]);
    let lines = |db: &Path| -> Vec<serde_json::Value> {
        let text = at(db, "+0", &["sheet", "--json"]);
        serde_json::from_str::<serde_json::Value>(&text)
            .ok()
            .and_then(|v| v.as_array().cloned())
            .unwrap_or_default()
    };
    let bin = env!("CARGO_BIN_EXE_arbiter");
    let open = |who: &str| {
        let cmd = format!(
            "TERM=xterm-256color ARBITER_LANG=en ARBITER_NOW=+1790 exec {bin} --db {} --as {who}",
            db.display()
        );
        Tmux::start(&unique_session("arbiter-sheet"), &cmd)
    };
    let first = open("Ana");
    let second = open("Ben");
    first.wait_for("Anand");
    second.wait_for("Anand");
    if started.elapsed() < std::time::Duration::from_secs(8) {
        assert!(lines(&db).is_empty(), "no sheet before the half hour");
    }
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
    while lines(&db).len() < 2 {
        assert!(
            std::time::Instant::now() < deadline,
            "the app took no sheet; screens:\n{}\n{}",
            first.screen(),
            second.screen()
        );
        std::thread::sleep(std::time::Duration::from_millis(300));
    }
    // Both sessions have had time to try.
    std::thread::sleep(std::time::Duration::from_secs(2));
    let taken = lines(&db);
    assert_eq!(taken.len(), 2, "one line per running board: {taken:?}");
    assert!(
        taken
            .iter()
            .all(|l| l["half_hour"] == 1 && l["sheet"] == "half_hour")
    );
    let by = taken[0]["by"].as_str().unwrap_or_default().to_owned();
    let taker = if by.starts_with("Ana") {
        &first
    } else {
        &second
    };
    taker.wait_for("half hour 1, taken (2 boards)");
}
