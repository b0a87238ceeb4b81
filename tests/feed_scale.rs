//! `arbiter follow` at a venue's scale (issue 36, item 3), through the real binary: a burst of
//! one move on each of 500 boards written while a pass runs is all recorded at once (not after
//! the 30-s full pass), a silent URL delays no file's board, and a FIFO among the feed files is
//! skipped with a message, never waited on.

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use crate::common::locale::Neutral;

#[path = "../benches/common/feed_fixture.rs"]
mod feed_fixture;

/// An event of `boards` boards of round 1 (W1–B1, W2–B2, …) with a 90+30 control.
fn event(boards: u32) -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().expect("tempdir");
    let db = dir.path().join("e.sqlite");
    feed_fixture::event_of(&db, boards);
    (dir, db)
}

fn game(board: u32, moves: &[&str]) -> String {
    feed_fixture::game_text(board, moves)
}

fn moves(db: &Path) -> usize {
    feed_fixture::moves_recorded(db)
}

/// A watching `follow` of `sources` (no `--once`), polling every 0.2 s where it must.
fn watching(db: &Path, sources: &[&str]) -> KillOnDrop {
    let child = Command::new(assert_cmd::cargo::cargo_bin("arbiter"))
        .neutral_locale()
        .arg("--db")
        .arg(db)
        .arg("follow")
        .args(sources)
        .args(["--interval", "0.2"])
        .env_remove("ARBITER_DB")
        .env("ARBITER_LANG", "en")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("spawn follow");
    KillOnDrop(child)
}

/// A child process ended when the test ends, passed or failed.
struct KillOnDrop(Child);

impl Drop for KillOnDrop {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Wait until `cond` holds, at most `limit`: how long it took.
fn within(limit: Duration, what: &str, mut cond: impl FnMut() -> bool) -> Duration {
    let start = Instant::now();
    while start.elapsed() < limit {
        if cond() {
            return start.elapsed();
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    panic!("not within {limit:?}: {what}");
}

/// One move on each of 500 boards, the 500 files rewritten back to back while the watch's
/// passes run: every move is recorded long before the 30-s full pass (which is what it took
/// when the files written during a pass counted as read).
#[test]
fn a_burst_on_500_boards_is_all_recorded_without_waiting_for_the_full_pass() {
    const BOARDS: u32 = 500;
    let (dir, db) = event(BOARDS);
    let feed = dir.path().join("feed");
    std::fs::create_dir_all(&feed).expect("mkdir");
    let file = |b: u32| feed.join(format!("game{b:03}.pgn"));
    for b in 1..=BOARDS {
        std::fs::write(file(b), game(b, &["e4"])).expect("write");
    }
    let _follow = watching(&db, &[&feed.display().to_string()]);
    within(
        Duration::from_secs(60),
        "the first move on every board",
        || moves(&db) == BOARDS as usize,
    );
    for b in 1..=BOARDS {
        std::fs::write(file(b), game(b, &["e4", "e5"])).expect("write");
    }
    let took = within(Duration::from_secs(15), "the burst recorded", || {
        moves(&db) == 2 * BOARDS as usize
    });
    eprintln!("the burst of {BOARDS} moves recorded in {took:?}");
}

/// A URL that accepts and never answers, given before a folder: the folder's board is recorded
/// at once, not after the URL's timeout (10 s a pass when the URLs were read by the pass).
#[test]
fn a_silent_url_delays_no_board_of_the_files() {
    let (dir, db) = event(2);
    let feed = dir.path().join("feed");
    std::fs::create_dir_all(&feed).expect("mkdir");
    std::fs::write(feed.join("game1.pgn"), game(1, &["d4"])).expect("write");
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("bind");
    let url = format!("http://{}/round1.pgn", listener.local_addr().expect("addr"));
    // Each connection is held open, unanswered, until the test's process ends.
    std::thread::spawn(move || {
        let mut held = Vec::new();
        for stream in listener.incoming() {
            held.push(stream);
        }
    });
    let _follow = watching(&db, &[&url, &feed.display().to_string()]);
    within(
        Duration::from_secs(5),
        "board 1's move, beside a silent URL",
        || moves(&db) == 1,
    );
    std::fs::write(feed.join("game1.pgn"), game(1, &["d4", "d5"])).expect("write");
    within(Duration::from_secs(5), "board 1's next move", || {
        moves(&db) == 2
    });
}

/// A FIFO named like a feed file, in a folder and given alone: skipped with a message (exit 1),
/// the other files' boards recorded, and `follow --once` ends.
#[test]
fn a_fifo_among_the_feed_files_is_skipped_not_waited_on() {
    let (dir, db) = event(2);
    let feed = dir.path().join("feed");
    std::fs::create_dir_all(&feed).expect("mkdir");
    std::fs::write(feed.join("game1.pgn"), game(1, &["c4"])).expect("write");
    let fifo = feed.join("game2.pgn");
    match Command::new("mkfifo").arg(&fifo).status() {
        Ok(s) if s.success() => {}
        _ => {
            eprintln!("skipped: mkfifo is not available");
            return;
        }
    }
    for source in [&feed, &fifo] {
        let mut child = Command::new(assert_cmd::cargo::cargo_bin("arbiter"))
            .neutral_locale()
            .arg("--db")
            .arg(&db)
            .arg("follow")
            .arg(source)
            .arg("--once")
            .env_remove("ARBITER_DB")
            .env("ARBITER_LANG", "en")
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("spawn follow");
        let start = Instant::now();
        while child.try_wait().expect("wait").is_none() {
            if start.elapsed() > Duration::from_secs(20) {
                let _ = child.kill();
                let _ = child.wait();
                panic!("follow --once {} waits on the FIFO", source.display());
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        let out = child.wait_with_output().expect("output");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{err}");
        assert!(
            err.contains(&format!(
                "{}: not a regular file (a pipe or a device): skipped",
                fifo.display()
            )),
            "{err}"
        );
    }
    assert_eq!(moves(&db), 1, "board 1's move, from the folder");
}
