//! The feed's alerts in the hall, the real binary in tmux at 80×24 (issue 36, item 7): a feed
//! whose game goes on after the Laws ended it (`FEED>END`), an illegal move that stood
//! (`FEED ILL`) and a game whose tags contradict the pairing (`FEED≠PAIR`), each counted
//! as needing attention until the arbiter resolves it — without a key pressed, as `arbiter
//! follow` records them. Skipped with a notice when tmux is not installed.

use crate::common::locale::run_ok as ok;
use crate::feed_cli::follow;
use crate::feed_record::{figueira_event, figueira_until, fivefold_then, write_round};
use crate::sheet_tui::row;
use crate::tui_e2e::{app_in_tmux, have_tmux};

#[test]
fn the_hall_alerts_a_feed_going_on_after_the_laws_ended_the_game() {
    if !have_tmux() {
        eprintln!("skipped: tmux is not installed");
        return;
    }
    let (dir, db) = figueira_event();
    // Fivefold after 8...Ng8 (Art. 9.6.1), and the e-board's 9.Nf3.
    let folder = write_round(dir.path(), &fivefold_then("9. Nf3"));
    assert_eq!(follow(&db, &folder, &[]).0, 1);
    // The arbiter records the Laws' draw: the end needs no one now, the feed still does.
    ok(&db, &["result", "1", "1/2-1/2"]);
    let tmux = app_in_tmux("feed-end", &db, "--as Ana");
    let hall = tmux.wait_for("FEED>END");
    assert!(hall.contains("1 needs attention"), "{hall}");
    assert!(row(&hall, 1).contains("FEED>END"), "{hall}");
    // The arbiter keeps the record (another session): the alert goes without a key.
    ok(&db, &["feed", "ignore", "1"]);
    let hall = tmux.wait_for("0 need attention");
    assert!(!hall.contains("FEED>END"), "{hall}");
}

#[test]
fn the_hall_alerts_an_illegal_feed_move_until_the_e_board_is_corrected() {
    if !have_tmux() {
        eprintln!("skipped: tmux is not installed");
        return;
    }
    let (dir, db) = figueira_event();
    // 5.Ke3 for 5.Nc3 (not legal), Black moved on.
    let good = figueira_until("7. Be3");
    let folder = write_round(dir.path(), &good.replacen("5. Nc3", "5. Ke3", 1));
    assert_eq!(follow(&db, &folder, &[]).0, 1);
    let tmux = app_in_tmux("feed-illegal", &db, "--as Ana");
    let hall = tmux.wait_for("FEED ILL");
    assert!(hall.contains("1 needs attention"), "{hall}");
    assert!(row(&hall, 1).contains("FEED ILL"), "{hall}");
    // The e-board corrected (Art. 7.5.1): the legal moves come in, the alert goes.
    std::fs::write(folder.join("round-1").join("game-1.pgn"), &good).expect("write");
    assert_eq!(follow(&db, &folder, &[]).0, 0);
    let hall = tmux.wait_for("0 need attention");
    assert!(!hall.contains("FEED ILL"), "{hall}");
}

#[test]
fn the_hall_alerts_tags_contradicting_the_pairing_until_the_arbiter_resolves_it() {
    if !have_tmux() {
        eprintln!("skipped: tmux is not installed");
        return;
    }
    let (dir, db) = crate::feed_cli::event();
    let file = dir.path().join("round.pgn");
    // Board 2 by its tags, board 1's pairing by its players.
    let game = crate::feed_cli::pgn(
        2,
        "Carlsen, Magnus",
        "Nakamura, Hikaru",
        &crate::feed_cli::OPENING[..4],
        "*",
    );
    std::fs::write(&file, game).expect("write");
    assert_eq!(follow(&db, &file, &[]).0, 1);
    let tmux = app_in_tmux("feed-pair", &db, "--as Ana");
    let hall = tmux.wait_for("FEED≠PAIR");
    assert!(hall.contains("1 needs attention"), "{hall}");
    assert!(row(&hall, 2).contains("FEED≠PAIR"), "{hall}");
    assert!(!row(&hall, 1).contains("FEED≠PAIR"), "{hall}");
    // The arbiter resolves it: the alert goes.
    ok(&db, &["feed", "follow", "2"]);
    let hall = tmux.wait_for("0 need attention");
    assert!(!hall.contains("FEED≠PAIR"), "{hall}");
}
