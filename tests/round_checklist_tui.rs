//! The round checklist in the app (issue 35, item 5), the real binary in tmux at 80×24: the
//! hall's title says how many things the round's checklist lists ("!5", explained by `?`); `S` (start the round) shows
//! the start's checks in its confirmation, `C` (close the round) the close's, each confirmed
//! with `y` or cancelled with `n`; `?` lists the close key. The same warnings as
//! `arbiter round set` / `round close` (tests/round_checklist.rs).

use std::path::Path;

use crate::common::locale::run_ok as run;
use crate::round_checklist::round_one;
use crate::tui_e2e::{app_in_tmux, have_tmux};

/// Whether `db`'s board `n` of round 1 has a running clock, as `show --json` says.
fn clock_started(db: &Path, n: &str) -> bool {
    let json: serde_json::Value =
        serde_json::from_str(&run(db, &["show", n, "--json"])).expect("json");
    json["clock"]["running"].is_string()
}

#[test]
fn starting_the_round_in_the_app_shows_the_start_checklist() {
    if !have_tmux() {
        eprintln!("skipped: tmux is not installed");
        return;
    }
    let dir = tempfile::tempdir().expect("tmp");
    let db = round_one(dir.path());
    let tmux = app_in_tmux("checklist-start", &db, "--as 'Ana'");
    // The round's state and its count in the title line, at 80 columns.
    let hall = tmux.wait_for("Emil");
    assert!(hall.contains("round 1 · !5 · Ana"), "{hall}");
    tmux.type_text("S");
    let dialog = tmux.wait_for("Round checklist: 5 things to check before the start");
    for line in [
        "! board 1.1: no Black player",
        "! board 1.1: no time control (Art. 6.1)",
        "! board 1.2: Black is not in the event's player list",
    ] {
        assert!(dialog.contains(line), "{line}\n{dialog}");
    }
    // Cancelled: nothing started.
    tmux.type_text("n");
    tmux.wait_for("round 1 · !5 · Ana");
    assert!(!clock_started(&db, "2"));
    // Confirmed: the clocks start, the round is playing, the start's checks still listed.
    tmux.type_text("S");
    tmux.wait_for("Round checklist: 5 things");
    tmux.type_text("y");
    // The cancel's "nothing recorded" may still be on the status line: wait for the clock.
    let waited = std::time::Instant::now();
    while !clock_started(&db, "2") {
        assert!(
            waited.elapsed() < std::time::Duration::from_secs(20),
            "the round never started:\n{}",
            tmux.wait_for("round 1")
        );
        std::thread::sleep(std::time::Duration::from_millis(100));
    }
    tmux.wait_for("round 1 · !5 · Ana");
    // `?` says what the mark means.
    tmux.type_text("?");
    tmux.wait_for("N things on the round checklist");
}

#[test]
fn closing_the_round_in_the_app_shows_what_is_left_open() {
    if !have_tmux() {
        eprintln!("skipped: tmux is not installed");
        return;
    }
    let dir = tempfile::tempdir().expect("tmp");
    let db = round_one(dir.path());
    run(&db, &["result", "1", "1-0", "--reason", "resigned"]);
    run(&db, &["clock", "2", "set", "0", "60"]);
    run(&db, &["claim", "3", "fifty"]);
    run(&db, &["result", "4", "1/2-1/2", "--reason", "agreed"]);
    run(
        &db,
        &[
            "board", "add", "--round", "2", "--white", "Zoe", "--black", "Yan",
        ],
    );
    let tmux = app_in_tmux("checklist-close", &db, "--as 'Ana'");
    tmux.wait_for("Emil");
    tmux.type_text("?");
    let help = tmux.wait_for("close round");
    assert!(help.contains("close round (checklist)"), "{help}");
    tmux.keys(&["Escape"]);
    tmux.type_text("C");
    let dialog = tmux.wait_for("Close the round");
    for line in [
        "4 things left open",
        "! board 1.2: White's flag has fallen, not judged (Art. 6.9)",
        "! board 1.2: no result yet",
        "! board 1.3: claim #1 waits for the arbiter's decision",
        "! board 1.3: no result yet",
    ] {
        assert!(dialog.contains(line), "{line}\n{dialog}");
    }
    // Cancelled: the hall stays on round 1.
    tmux.type_text("n");
    let hall = tmux.wait_for("Emil");
    assert!(!hall.contains("Close the round"), "{hall}");
    // Confirmed: what was left open is said, and the hall shows round 2.
    tmux.type_text("C");
    tmux.wait_for("Close the round");
    tmux.type_text("y");
    let next = tmux.wait_for("Zoe");
    assert!(next.contains("round 2"), "{next}");
    assert!(
        next.contains("Round closed with 4 things left open"),
        "{next}"
    );
}
