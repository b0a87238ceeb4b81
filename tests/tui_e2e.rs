//! End to end: the real binary in a detached tmux session of 80×24 — open the demo, go to a
//! board, enter a move, make an incorrect claim, confirm the time penalty, quit — then read the
//! event file back. Skipped with a notice when tmux is not installed.

use std::path::Path;
use std::process::Command;
use std::thread::sleep;
use std::time::{Duration, Instant};

use arbiter::event::EventKind;
use arbiter::event::Ruling;
use arbiter::store::Store;

struct Tmux {
    session: String,
}

impl Tmux {
    fn start(session: &str, cmd: &str) -> Tmux {
        let status = Command::new("tmux")
            .args([
                "new-session",
                "-d",
                "-s",
                session,
                "-x",
                "80",
                "-y",
                "24",
                cmd,
            ])
            .status()
            .unwrap();
        assert!(status.success());
        Tmux {
            session: session.to_owned(),
        }
    }

    fn keys(&self, keys: &[&str]) {
        for k in keys {
            let status = Command::new("tmux")
                .args(["send-keys", "-t", &self.session, k])
                .status()
                .unwrap();
            assert!(status.success());
            sleep(Duration::from_millis(150));
        }
    }

    /// Send literal text.
    fn type_text(&self, text: &str) {
        let status = Command::new("tmux")
            .args(["send-keys", "-t", &self.session, "-l", text])
            .status()
            .unwrap();
        assert!(status.success());
        sleep(Duration::from_millis(150));
    }

    fn screen(&self) -> String {
        let out = Command::new("tmux")
            .args(["capture-pane", "-p", "-t", &self.session])
            .output()
            .unwrap();
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    /// Wait until the screen shows `text` (what a user sees), or fail with the screen.
    fn wait_for(&self, text: &str) -> String {
        let start = Instant::now();
        loop {
            let screen = self.screen();
            if screen.contains(text) {
                return screen;
            }
            assert!(
                start.elapsed() < Duration::from_secs(20),
                "never saw {text:?}; screen:\n{screen}"
            );
            sleep(Duration::from_millis(100));
        }
    }

    fn alive(&self) -> bool {
        Command::new("tmux")
            .args(["has-session", "-t", &self.session])
            .status()
            .is_ok_and(|s| s.success())
    }
}

impl Drop for Tmux {
    fn drop(&mut self) {
        let _ = Command::new("tmux")
            .args(["kill-session", "-t", &self.session])
            .stderr(std::process::Stdio::null())
            .status();
    }
}

fn have_tmux() -> bool {
    Command::new("tmux")
        .arg("-V")
        .output()
        .is_ok_and(|o| o.status.success())
}

/// The demo in a detached tmux session of 80×24, the app being the pane's process (`exec`), on
/// `demo.sqlite` in a fresh directory; `None` (with a notice) when tmux is not installed.
fn demo_in_tmux(prefix: &str) -> Option<(tempfile::TempDir, Tmux)> {
    if !have_tmux() {
        eprintln!("SKIPPED tui_e2e: tmux is not installed");
        return None;
    }
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("demo.sqlite");
    let bin = env!("CARGO_BIN_EXE_arbiter");
    let session = format!("{prefix}-{}", std::process::id());
    let cmd = format!(
        "cd {} && LANG=C.UTF-8 TERM=xterm-256color exec {bin} demo --file {}",
        dir.path().display(),
        db.display()
    );
    let tmux = Tmux::start(&session, &cmd);
    Some((dir, tmux))
}

#[test]
fn demo_move_incorrect_claim_penalty_quit() {
    let Some((dir, tmux)) = demo_in_tmux("arbiter-e2e") else {
        return;
    };
    let db = dir.path().join("demo.sqlite");

    // The hall, at 80x24, with the demo's alerts.
    let hall = tmux.wait_for("need attention");
    assert!(hall.contains("fivefold"), "{hall}");
    assert!(hall.contains("? help"), "{hall}");

    // Jump to board 1 by typing its number, open it.
    tmux.type_text("1");
    tmux.keys(&["Enter"]);
    tmux.wait_for("Board 1 ");

    // An illegal move is refused as typed; a legal one is recorded.
    tmux.type_text("m");
    tmux.wait_for("SAN:");
    tmux.type_text("Qh4");
    tmux.wait_for("illegal");
    tmux.keys(&["BSpace", "BSpace", "BSpace"]);
    tmux.type_text("b3");
    tmux.wait_for("legal: 21.b3");
    tmux.keys(&["Enter"]);
    tmux.wait_for("recorded the move b3");

    // Black claims a draw with the position on the board: incorrect (Art. 9.5.3).
    tmux.type_text("c");
    tmux.wait_for("threefold repetition / fifty moves");
    tmux.keys(&["Enter"]);
    tmux.wait_for("Written move");
    tmux.keys(&["Enter"]);
    let confirm = tmux.wait_for("Claim incorrect");
    assert!(confirm.contains("White's clock on board 1"), "{confirm}");
    assert!(confirm.contains("9.5.3"), "{confirm}");
    tmux.type_text("y");
    tmux.wait_for("rejected");

    tmux.type_text("q");
    let start = Instant::now();
    while tmux.alive() && start.elapsed() < Duration::from_secs(10) {
        sleep(Duration::from_millis(100));
    }
    assert!(!tmux.alive(), "the app did not quit on q");

    check_file(&db);
}

fn check_file(db: &Path) {
    let store = Store::open(db).unwrap();
    // Board 1 of the demo's round (the current one).
    let board = store
        .resolve(arbiter::event::BoardRef::Current(1))
        .unwrap()
        .key();
    let events = store.events(board).unwrap();
    let tail: Vec<&EventKind> = events.iter().rev().take(4).map(|e| &e.kind).collect();
    // The move and its press are one action (the mover's clock was running).
    assert!(
        matches!(tail[3], EventKind::Move { san, .. } if san == "b3"),
        "{tail:?}"
    );
    assert!(
        matches!(tail[2], EventKind::Clock(arbiter::clock::ClockEvent::Press)),
        "{tail:?}"
    );
    assert!(
        matches!(
            tail[1],
            EventKind::Claim {
                valid: Some(false),
                by: shakmaty::Color::Black,
                ..
            }
        ),
        "{tail:?}"
    );
    assert!(
        matches!(
            tail[0],
            EventKind::Decision {
                ruling: Ruling::Rejected,
                ..
            }
        ),
        "{tail:?}"
    );
}

/// Whether process `pid` still runs (a zombie waiting to be reaped does not).
fn running(pid: u32) -> bool {
    std::fs::read_to_string(format!("/proc/{pid}/stat")).is_ok_and(|stat| {
        // The state follows the command name in parentheses.
        stat.rsplit(')')
            .next()
            .and_then(|rest| rest.split_whitespace().next())
            .is_some_and(|state| state != "Z" && state != "X")
    })
}

#[test]
fn the_app_exits_when_its_terminal_goes_away() {
    // A lost SSH connection: the terminal closes under the app (SIGHUP, then a dead tty). The app
    // must not stay behind, least of all spinning on the dead terminal.
    let Some((dir, tmux)) = demo_in_tmux("arbiter-hup") else {
        return;
    };
    let db = dir.path().join("demo.sqlite");
    let session = tmux.session.clone();
    tmux.wait_for("need attention");
    let out = Command::new("tmux")
        .args(["list-panes", "-t", &session, "-F", "#{pane_pid}"])
        .output()
        .unwrap();
    let pid: u32 = String::from_utf8_lossy(&out.stdout).trim().parse().unwrap();
    assert!(running(pid));
    let status = Command::new("tmux")
        .args(["kill-session", "-t", &session])
        .status()
        .unwrap();
    assert!(status.success());
    let start = Instant::now();
    while running(pid) && start.elapsed() < Duration::from_secs(10) {
        sleep(Duration::from_millis(100));
    }
    assert!(
        !running(pid),
        "the app (pid {pid}) still runs 10 s after its terminal went away"
    );
    // The file is intact.
    assert!(
        Store::open(&db)
            .unwrap()
            .check()
            .unwrap()
            .problems
            .is_empty()
    );
}

/// Issue 19: the app open on an event while `arbiter follow` records a growing feed file; the
/// hall shows the fed move and the e-board's clock without a key pressed.
#[test]
fn the_hall_shows_what_the_feed_records() {
    if !have_tmux() {
        eprintln!("SKIPPED tui_e2e: tmux is not installed");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("e.sqlite");
    let bin = env!("CARGO_BIN_EXE_arbiter");
    let run = |args: &[&str]| {
        let out = Command::new(bin)
            .arg("--db")
            .arg(&db)
            .args(args)
            .env("ARBITER_LANG", "en")
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    };
    run(&["init", "--event", "Feed", "--control", "90m+30s"]);
    run(&[
        "board",
        "add",
        "--white",
        "Carlsen, M",
        "--black",
        "Nakamura, H",
    ]);
    let feed = dir.path().join("round1.pgn");
    let game =
        |moves: &str| format!("[White \"Carlsen, M\"]\n[Black \"Nakamura, H\"]\n\n{moves} *\n");
    std::fs::write(&feed, game("1. e4 {[%clk 1:30:20]}")).unwrap();
    run(&["follow", feed.to_str().unwrap(), "--once"]);
    let session = format!("arbiter-feed-{}", std::process::id());
    let cmd = format!(
        "LANG=C.UTF-8 TERM=xterm-256color ARBITER_LANG=en exec {bin} --db {} --as 'Ana Feed'",
        db.display()
    );
    let tmux = Tmux::start(&session, &cmd);
    tmux.wait_for("1:30:20");
    std::fs::write(&feed, game("1. e4 {[%clk 1:30:20]} e5 {[%clk 1:17:41]}")).unwrap();
    run(&["follow", feed.to_str().unwrap(), "--once"]);
    // Black's e-board time after 1...e5, and the board marked as fed.
    let hall = tmux.wait_for("1:17:41");
    assert!(hall.contains("fed"), "{hall}");
    assert!(tmux.alive());
}

/// Issue 20, who acts: `arbiter` without `--as` asks once for a name (Enter would keep the
/// account name), shows it in the title bar at 80 columns, and records it with the action taken.
#[test]
fn the_app_asks_who_acts_shows_it_and_records_it() {
    if !have_tmux() {
        eprintln!("SKIPPED tui_e2e: tmux is not installed");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("who.sqlite");
    let bin = env!("CARGO_BIN_EXE_arbiter");
    let run = |args: &[&str]| {
        let out = Command::new(bin)
            .arg("--db")
            .arg(&db)
            .args(args)
            .env("ARBITER_LANG", "en")
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    };
    run(&["init", "--event", "Who", "--control", "90m+30s"]);
    run(&["board", "add", "--white", "Anand", "--black", "Botvinnik"]);
    let session = format!("arbiter-who-{}", std::process::id());
    let cmd = format!(
        "LANG=C.UTF-8 TERM=xterm-256color ARBITER_LANG=en exec {bin} --db {}",
        db.display()
    );
    let tmux = Tmux::start(&session, &cmd);
    tmux.wait_for("Your name for the record");
    tmux.type_text("Ana Pérez");
    tmux.keys(&["Enter"]);
    let hall = tmux.wait_for("Ana Pérez");
    let title = hall.lines().next().unwrap_or_default();
    assert!(
        title.contains("Who") && title.contains("Ana Pérez"),
        "{hall}"
    );
    // Open the board and make a move (the move presses the clock in one action).
    tmux.keys(&["Enter", "m"]);
    tmux.type_text("e4");
    tmux.keys(&["Enter"]);
    tmux.wait_for("e4");
    tmux.keys(&["q"]);
    drop(tmux);
    let conn = rusqlite::Connection::open(&db).unwrap();
    let names: Vec<Option<String>> = conn
        .prepare("SELECT display_name FROM events ORDER BY id")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    // The events the CLI recorded carry no name; the app's carry the name given at start.
    let from_app: Vec<_> = names.iter().filter(|n| n.is_some()).collect();
    assert!(
        !from_app.is_empty(),
        "no event recorded by the app: {names:?}"
    );
    assert!(
        from_app.iter().all(|n| n.as_deref() == Some("Ana Pérez")),
        "{names:?}"
    );
}
