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
            .args(["send-keys", "-t", &self.session, "-l", "--", text])
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
    // Closing, the app copied its WAL into the main file: a plain copy of the file alone (an
    // arbiter's `cp` to a USB stick) holds every event.
    let alone = db.with_file_name("alone.sqlite");
    std::fs::copy(&db, &alone).unwrap();
    let count = |p: &Path| {
        rusqlite::Connection::open(p)
            .unwrap()
            .query_row("SELECT COUNT(*) FROM events", [], |r| r.get::<_, i64>(0))
            .unwrap()
    };
    assert_eq!(count(&alone), count(&db), "events only in the WAL");

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
    let run = |args: &[&str]| cli(&db, args);
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
    let tmux = app_in_tmux("feed", &db, "--as 'Ana Feed'");
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
    let run = |args: &[&str]| cli(&db, args);
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

/// An event file with one board (Carlsen–Caruana, 90m+30s) set up by the CLI's `steps`, and the
/// app open on it under `--as Ana` in a detached tmux session of 80×24, its board open; `None`
/// (with a notice) when tmux is not installed. `cli` runs more CLI commands on the same file.
struct Flow {
    dir: tempfile::TempDir,
    tmux: Tmux,
}

impl Flow {
    fn start(prefix: &str, steps: &[&[&str]]) -> Option<Flow> {
        if !have_tmux() {
            eprintln!("SKIPPED tui_e2e: tmux is not installed");
            return None;
        }
        let dir = tempfile::tempdir().unwrap();
        let flow_db = dir.path().join("flow.sqlite");
        let init: &[&str] = &["init", "--event", "Flow", "--control", "90m+30s"];
        let add: &[&str] = &[
            "board",
            "add",
            "--white",
            "Carlsen, Magnus",
            "--black",
            "Caruana, Fabiano",
        ];
        for args in [init, add].iter().chain(steps) {
            cli(&flow_db, args);
        }
        let tmux = app_in_tmux(prefix, &flow_db, "--as Ana");
        tmux.wait_for("Carlsen");
        tmux.keys(&["Enter"]);
        tmux.wait_for("Board 1 ");
        Some(Flow { dir, tmux })
    }

    fn db(&self) -> std::path::PathBuf {
        self.dir.path().join("flow.sqlite")
    }

    /// Board 1 folded from the file.
    fn state(&self) -> arbiter::event::BoardState {
        let store = Store::open(&self.db()).unwrap();
        let setup = store.resolve(arbiter::event::BoardRef::Current(1)).unwrap();
        let events = store.events(setup.key()).unwrap();
        arbiter::event::fold_with(&setup, &store.settings().unwrap(), &events)
    }

    fn kinds(&self) -> Vec<EventKind> {
        let store = Store::open(&self.db()).unwrap();
        let key = store
            .resolve(arbiter::event::BoardRef::Current(1))
            .unwrap()
            .key();
        store
            .events(key)
            .unwrap()
            .into_iter()
            .map(|e| e.kind)
            .collect()
    }
}

/// The app on `db` (in English, with `args`) as the process of a detached tmux session of
/// 80×24.
fn app_in_tmux(prefix: &str, db: &Path, args: &str) -> Tmux {
    let bin = env!("CARGO_BIN_EXE_arbiter");
    let session = format!("arbiter-{prefix}-{}", std::process::id());
    let cmd = format!(
        "LANG=C.UTF-8 TERM=xterm-256color ARBITER_LANG=en exec {bin} --db {} {args}",
        db.display()
    );
    Tmux::start(&session, &cmd)
}

fn cli(db: &Path, args: &[&str]) {
    let out = Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .arg("--db")
        .arg(db)
        .args(args)
        .env("ARBITER_LANG", "en")
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
}

const STARTED_AFTER_E4: &[&[&str]] = &[
    &["clock", "1", "start"],
    &["move", "1", "e4"],
    &["clock", "1", "press"],
];

/// Issue 20, flow 1: `m`, the move, Enter — the move and the press of the mover's clock are one
/// action: Black's move is recorded and White's clock runs, in 5 keys.
#[test]
fn flow_a_move_with_its_press_in_one_action() {
    let Some(flow) = Flow::start("move", STARTED_AFTER_E4) else {
        return;
    };
    flow.tmux.type_text("m");
    flow.tmux.wait_for("Black's move 1");
    flow.tmux.type_text("e5");
    flow.tmux.wait_for("legal: 1");
    flow.tmux.keys(&["Enter"]);
    flow.tmux.wait_for("recorded the move e5");
    let kinds = flow.kinds();
    let n = kinds.len();
    assert!(
        matches!(&kinds[n - 2], EventKind::Move { san, .. } if san == "e5"),
        "{kinds:?}"
    );
    assert!(
        matches!(
            kinds[n - 1],
            EventKind::Clock(arbiter::clock::ClockEvent::Press)
        ),
        "{kinds:?}"
    );
    let state = flow.state();
    let running = state
        .clock
        .as_ref()
        .map(|c| c.reading(arbiter::store::now_ms()).running);
    assert_eq!(running, Some(Some(shakmaty::Color::White)));
}

/// Issue 20, flow 2: `x` for Black's completed illegal move (Art. 7.5.5): confirmed, recorded;
/// the position is the one before it, Black still on the move with his own clock running, and
/// White has two more minutes.
#[test]
fn flow_7_5_5_leaves_the_offenders_clock_running() {
    let Some(flow) = Flow::start("illegal", STARTED_AFTER_E4) else {
        return;
    };
    let before = flow.state();
    flow.tmux.type_text("x");
    flow.tmux.wait_for("illegal move");
    flow.tmux.type_text("2");
    flow.tmux.keys(&["Enter"]);
    let confirm = flow.tmux.wait_for("y yes, record it");
    assert!(confirm.contains("Black"), "{confirm}");
    flow.tmux.type_text("y");
    flow.tmux.wait_for("illegal");
    let start = Instant::now();
    while !flow
        .kinds()
        .iter()
        .any(|k| matches!(k, EventKind::IllegalMove { .. }))
    {
        assert!(start.elapsed() < Duration::from_secs(10), "not recorded");
        sleep(Duration::from_millis(100));
    }
    let after = flow.state();
    assert_eq!(after.to_move(), shakmaty::Color::Black);
    assert_eq!(after.record.plies(), before.record.plies());
    let now = arbiter::store::now_ms();
    let (b, a) = (
        before.clock.as_ref().unwrap().reading(now),
        after.clock.as_ref().unwrap().reading(now),
    );
    assert_eq!(a.running, Some(shakmaty::Color::Black));
    // White's clock is stopped: two minutes more than before, to the second.
    assert_eq!(a.white.ms - b.white.ms, 120_000);
}

/// Issue 20, flow 3: taking more time than the clock shows is refused as typed; Enter opens no
/// confirmation and nothing is recorded.
#[test]
fn flow_a_refused_adjustment_never_reaches_a_confirmation() {
    let Some(flow) = Flow::start("adjust", STARTED_AFTER_E4) else {
        return;
    };
    let before = flow.kinds().len();
    flow.tmux.type_text("a");
    flow.tmux.wait_for("White (Carlsen");
    flow.tmux.keys(&["Enter"]);
    flow.tmux.wait_for("Board 1: adjust");
    flow.tmux.type_text("-2:00:00");
    flow.tmux.wait_for("below zero");
    flow.tmux.keys(&["Enter"]);
    let screen = flow.tmux.wait_for("below zero");
    assert!(!screen.contains("y yes, record it"), "{screen}");
    // "y" (no confirmation is open: it only types into the field) then Esc: the keys are read
    // in order, so once the cancel shows, "y" was handled and nothing was recorded.
    flow.tmux.type_text("y");
    flow.tmux.keys(&["Escape"]);
    let screen = flow.tmux.wait_for("Cancelled");
    assert!(!screen.contains("y yes, record it"), "{screen}");
    assert_eq!(flow.kinds().len(), before, "nothing recorded");
}

/// Issue 20, flow 4: a forfeit from the result dialog (Art. 6.7.1): Black did not arrive, the
/// result is +/- (1-0 by forfeit), recorded with its article.
#[test]
fn flow_a_forfeit_from_the_result_dialog() {
    let Some(flow) = Flow::start("forfeit", &[]) else {
        return;
    };
    flow.tmux.type_text("r");
    let dialog = flow.tmux.wait_for("Board 1: result");
    assert!(dialog.contains("forfeit"), "{dialog}");
    // The option for Black's forfeit: found on the screen, chosen by its number.
    let line = dialog
        .lines()
        .find(|l| l.contains("Black") && l.contains("forfeit"))
        .unwrap_or_else(|| panic!("no forfeit of Black:\n{dialog}"));
    let number: String = line
        .trim_start_matches(|c: char| !c.is_ascii_digit())
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    flow.tmux.type_text(&number);
    flow.tmux.keys(&["Enter"]);
    flow.tmux.wait_for("y yes, record it");
    flow.tmux.type_text("y");
    flow.tmux.wait_for("+/-");
    let state = flow.state();
    let outcome = state.outcome().expect("a result");
    assert_eq!(outcome.score, arbiter::rules::GameScore::WHITE_FORFEIT_WIN);
}

/// Issue 20, flow 5: the move dialog open for Black's move 1 while another process records
/// 1...e5 on the same file: the dialog says so and asks for White's move 2.
#[test]
fn flow_a_dialog_refreshed_by_another_processs_write() {
    let Some(flow) = Flow::start("refresh", STARTED_AFTER_E4) else {
        return;
    };
    flow.tmux.type_text("m");
    flow.tmux.wait_for("Black's move 1");
    cli(&flow.db(), &["move", "1", "e5"]);
    let screen = flow.tmux.wait_for("White's move 2");
    assert!(screen.contains("changed while the dialog"), "{screen}");
    flow.tmux.type_text("Nf3");
    flow.tmux.wait_for("legal: 2.Nf3");
    flow.tmux.keys(&["Enter"]);
    flow.tmux.wait_for("recorded the move Nf3");
    let state = flow.state();
    assert_eq!(state.record.plies(), 3);
}

/// Issue 29: a Tab typed at the name prompt (between two words) does not end the app: the name
/// is refused with the reason and asked again, and the app opens with the name given then.
#[test]
fn a_tab_at_the_name_prompt_asks_again_and_the_app_opens() {
    if !have_tmux() {
        eprintln!("SKIPPED tui_e2e: tmux is not installed");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("tab.sqlite");
    cli(&db, &["init", "--event", "Tabs", "--control", "90m+30s"]);
    let tmux = app_in_tmux("tab", &db, "");
    tmux.wait_for("Your name for the record");
    tmux.type_text("Ana");
    tmux.keys(&["Tab"]);
    tmux.type_text("Pérez");
    tmux.keys(&["Enter"]);
    let asked = tmux.wait_for("U+0009");
    assert!(tmux.alive(), "the app ended on a Tab: {asked}");
    assert_eq!(
        asked.matches("Your name for the record").count(),
        2,
        "{asked}"
    );
    tmux.type_text("Ana Pérez");
    tmux.keys(&["Enter"]);
    let hall = tmux.wait_for("Ana Pérez");
    let title = hall.lines().next().unwrap_or_default();
    assert!(
        title.contains("Tabs") && title.contains("Ana Pérez"),
        "{hall}"
    );
    tmux.keys(&["q"]);
}
