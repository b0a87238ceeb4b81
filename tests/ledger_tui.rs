//! The claims-ahead ledger on the board screen (issue 35, item 3), the real binary in tmux at
//! 80×24, on a real game (Fischer–Petrosian, Buenos Aires 1971, game 3: Fischer wrote 34.Qe2
//! and claimed the threefold repetition, Art. 9.2.1): `L` shows the ledger in place of the
//! move list — the same lines `arbiter show` prints —, Up/Down scroll it, `?` lists the key,
//! `L` again brings the moves back.

use crate::common::locale::run_ok as run;
use crate::tui_e2e::{app_in_tmux, have_tmux};

const GAME: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/data/pgn/fischer-petrosian-1971-g3.pgn"
);

#[test]
fn the_board_screen_shows_the_ledger_show_prints_and_scrolls_it() {
    if !have_tmux() {
        eprintln!("skipped: tmux is not installed");
        return;
    }
    let dir = tempfile::tempdir().expect("tmp");
    let db = dir.path().join("l.sqlite");
    run(&db, &["init", "--event", "Candidates Final"]);
    run(
        &db,
        &[
            "board",
            "add",
            "--white",
            "Fischer, Robert James",
            "--black",
            "Petrosian, Tigran V",
        ],
    );
    run(&db, &["import", "game", "1", GAME]);
    // What `show` prints is what the board screen shows.
    let show = run(&db, &["show", "1"]);
    assert!(
        show.contains("  after 33...Rd5 (ply 66), White: 9.2.1 writing 34.Qe2, position B (plies 59, 63, 67)\n"),
        "{show}"
    );
    let tmux = app_in_tmux("ledger", &db, "--as 'Ana'");
    tmux.wait_for("Petrosian");
    tmux.type_text("1");
    tmux.keys(&["Enter"]);
    let board = tmux.wait_for("Moves");
    assert!(!board.contains("Claims ahead"), "{board}");
    tmux.type_text("L");
    let ledger = tmux.wait_for("Claims ahead, repeated positions");
    for text in [
        "Claims ahead (AM 2025 p.32",
        "after 33...Rd5 (ply 66), White: 9.2.1",
        "after 34.Qe2 (ply 67), Black: 9.2.2",
        "A 1/3 after 29...Kh7 (ply 58)",
        "B 3/3 after 34.Qe2 (ply 67)",
    ] {
        assert!(ledger.contains(text), "{text}\n{ledger}");
    }
    // Down scrolls: the title line goes, the last standing stays.
    tmux.keys(&["Down", "Down"]);
    let scrolled = tmux.screen();
    assert!(!scrolled.contains("Claims ahead (AM 2025"), "{scrolled}");
    assert!(scrolled.contains("B 3/3 after 34.Qe2"), "{scrolled}");
    tmux.keys(&["Up", "Up"]);
    tmux.wait_for("Claims ahead (AM 2025");
    // `?` explains the key.
    tmux.type_text("?");
    let help = tmux.wait_for("claims-ahead ledger");
    assert!(help.contains("L       claims-ahead ledger"), "{help}");
    tmux.keys(&["Escape"]);
    tmux.type_text("L");
    let moves = tmux.wait_for("Moves");
    assert!(!moves.contains("Claims ahead"), "{moves}");
}
