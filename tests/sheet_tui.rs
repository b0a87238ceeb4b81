//! The time-control sheets in the app (issue 35, item 4; AM 2025, General Duties: "regularly
//! check the electronic clocks by using the time control sheets, every thirty minutes"), the
//! real binary in tmux at 80×24, 32 minutes into a round (`ARBITER_NOW=+1920`): the app takes
//! the first half hour's sheet by itself; the hall marks each running board on it "T1", a board
//! started after it "T1?"; the board screen gives the board's line to check the clock against;
//! `T` shows the sheets as a table (newest first, scrolling), `n` takes one now (the same
//! `Store::take_sheet` as `arbiter sheet take`), and a sheet another session takes meanwhile
//! shows up without a key; `?` lists both keys and explains the mark.

use std::path::Path;

use crate::sheet_cli::at;
use crate::tui_e2e::{Tmux, have_tmux, unique_session};

/// Sheet rows (`arbiter sheet --json`) of the file.
fn lines(db: &Path) -> Vec<serde_json::Value> {
    serde_json::from_str::<serde_json::Value>(&at(db, "+1920", &["sheet", "--json"]))
        .ok()
        .and_then(|v| v.as_array().cloned())
        .unwrap_or_default()
}

/// The lines of `screen` that show board `n`'s hall row (its number first).
pub(crate) fn row(screen: &str, n: u32) -> String {
    screen
        .lines()
        .find(|l| l.trim_start().starts_with(&format!("{n} ")))
        .unwrap_or_default()
        .to_owned()
}

#[test]
fn the_app_shows_the_sheets_marks_the_boards_and_takes_one_now() {
    if !have_tmux() {
        eprintln!("skipped: tmux is not installed");
        return;
    }
    let dir = tempfile::tempdir().expect("dir");
    let db = dir.path().join("sheet.sqlite");
    let now = |args: &[&str]| at(&db, "+0", args);
    now(&["init", "--event", "Open", "--control", "90m+30s"]);
    for (w, b) in [
        ("Anand", "Gelfand"),
        ("Carlsen", "Nepo"),
        ("Ding", "Gukesh"),
    ] {
        now(&["board", "add", "--white", w, "--black", b]);
    }
    now(&["clock", "1", "start"]);
    now(&["clock", "2", "start"]);
    let bin = env!("CARGO_BIN_EXE_arbiter");
    let cmd = format!(
        "LANG=C.UTF-8 TZ=UTC TERM=xterm-256color ARBITER_LANG=en ARBITER_NOW=+1920 \
         exec {bin} --db {} --as Ana",
        db.display()
    );
    let app = Tmux::start(&unique_session("arbiter-sheet-tui"), &cmd);
    // The first half hour's sheet, taken by the app by itself: boards 1 and 2 are on it.
    let hall = app.wait_for("half hour 1, taken (2 boards)");
    assert_eq!(lines(&db).len(), 2, "{hall}");
    // Board 3's clock starts after the sheet (another session): it is missing from it.
    at(&db, "+1920", &["clock", "3", "start"]);
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
    let hall = loop {
        let screen = app.screen();
        if row(&screen, 3).contains("T1?") {
            break screen;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "board 3 never marked T1?:\n{screen}"
        );
        std::thread::sleep(std::time::Duration::from_millis(200));
    };
    for n in [1, 2] {
        let r = row(&hall, n);
        assert!(
            r.contains("T1") && !r.contains("T1?"),
            "board {n}: {r}\n{hall}"
        );
    }
    // `?` lists the key of the sheets and explains the mark.
    app.type_text("?");
    let help = app.wait_for("Keys: hall");
    assert!(
        help.contains("T       sheets; rows: T3 on it, T3? not"),
        "{help}"
    );
    app.keys(&["Escape"]);
    // The board screen: board 1's line of the sheet, to check its clock against.
    app.type_text("1");
    app.keys(&["Enter"]);
    let board = app.wait_for("sheet of half hour 1 at");
    assert!(board.contains("moves 0–0"), "{board}");
    app.type_text("?");
    let help = app.wait_for("Keys: board");
    // The mark's own line, or (a greyed key's reason taking its room at 80×24) the `T` key's
    // label, which says it too.
    assert!(
        help.contains("T3     on this half hour's time-control sheet")
            || help.contains("T       sheets; rows: T3 on it, T3? not"),
        "{help}"
    );
    app.keys(&["Escape", "Escape"]);
    // `T`: the sheets as a table, newest first.
    app.type_text("T");
    let sheet = app.wait_for("Time-control sheets");
    for text in [
        "sheet        board  White – Black    White clock  Black clock  moves  taken at",
        "half hour 1  1      Anand – Gelfand  0:58:",
        "half hour 1  2      Carlsen – Nepo   0:58:",
    ] {
        assert!(sheet.contains(text), "{text}\n{sheet}");
    }
    assert!(!sheet.contains("Ding"), "{sheet}");
    app.type_text("?");
    let help = app.wait_for("take a sheet now");
    assert!(help.contains("n       take a sheet now"), "{help}");
    app.keys(&["Escape"]);
    // `n`: a sheet of every running board now, through the store.
    app.type_text("n");
    app.wait_for("(on demand) taken at");
    let taken = lines(&db);
    assert_eq!(taken.len(), 5, "{taken:?}");
    let sheet = app.wait_for("Ding");
    let first = sheet.lines().nth(2).unwrap_or_default().to_owned();
    assert!(first.starts_with("on demand"), "newest first:\n{sheet}");
    // Another session takes sheets meanwhile: they show up without a key, and the table
    // scrolls (3 lines a sheet, 8 sheets: more than the screen holds).
    for _ in 0..6 {
        at(&db, "+1925", &["sheet", "take"]);
    }
    assert_eq!(lines(&db).len(), 23);
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
    loop {
        let screen = app.screen();
        if screen
            .lines()
            .next()
            .is_some_and(|l| l.trim_end().ends_with(" 23"))
        {
            break;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "the other session's sheets never showed:\n{screen}"
        );
        std::thread::sleep(std::time::Duration::from_millis(200));
    }
    let top = app.screen();
    assert!(
        !top.contains("half hour 1"),
        "the oldest sheet below the screen:\n{top}"
    );
    app.keys(&["PageDown", "PageDown"]);
    let bottom = app.wait_for("half hour 1");
    assert!(bottom.contains("Anand"), "{bottom}");
    // Back in the hall, board 3 is on this half hour's sheet now.
    app.keys(&["Escape"]);
    let hall = app.wait_for("Ding");
    let r = row(&hall, 3);
    assert!(r.contains("T1") && !r.contains("T1?"), "{r}\n{hall}");
}
