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

use crate::common::locale;
use locale::Neutral;

pub(crate) struct Tmux {
    session: String,
}

impl Tmux {
    pub(crate) fn start(session: &str, cmd: &str) -> Tmux {
        // Two tests starting the first session of a tmux server at once may see it refused
        // ("server exited unexpectedly"): the second try finds the server up.
        let started = (0..3).any(|attempt| {
            if attempt > 0 {
                std::thread::sleep(Duration::from_millis(300));
            }
            Command::new("tmux")
                .args([
                    "new-session",
                    "-d",
                    "-s",
                    session,
                    "-x",
                    "80",
                    "-y",
                    "24",
                    &format!("{}{cmd}", locale::SHELL_PREFIX),
                ])
                .status()
                .is_ok_and(|s| s.success())
        });
        assert!(started, "tmux did not start session {session}");
        Tmux {
            session: session.to_owned(),
        }
    }

    pub(crate) fn keys(&self, keys: &[&str]) {
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
    pub(crate) fn type_text(&self, text: &str) {
        let status = Command::new("tmux")
            .args(["send-keys", "-t", &self.session, "-l", "--", text])
            .status()
            .unwrap();
        assert!(status.success());
        sleep(Duration::from_millis(150));
    }

    pub(crate) fn screen(&self) -> String {
        let out = Command::new("tmux")
            .args(["capture-pane", "-p", "-t", &self.session])
            .output()
            .unwrap();
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    /// Wait until the screen shows `text` (what a user sees), or fail with the screen.
    pub(crate) fn wait_for(&self, text: &str) -> String {
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

/// A tmux session name no other test of this process uses (they run side by side in one
/// process, on one tmux server).
pub(crate) fn unique_session(prefix: &str) -> String {
    static NEXT: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
    let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    format!("{prefix}-{}-{n}", std::process::id())
}

pub(crate) fn have_tmux() -> bool {
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
    let session = unique_session(prefix);
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
    tmux.wait_for("threefold repetition (Art. 9.2)");
    tmux.keys(&["Enter"]);
    tmux.wait_for("Written move");
    tmux.keys(&["Enter"]);
    let confirm = tmux.wait_for("Claim incorrect");
    assert!(
        confirm.contains("Reject Black's claim on board 1"),
        "{confirm}"
    );
    assert!(confirm.contains("add 2:00 to White's clock"), "{confirm}");
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
    let session = unique_session("arbiter-who");
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
pub(crate) fn app_in_tmux(prefix: &str, db: &Path, args: &str) -> Tmux {
    let bin = env!("CARGO_BIN_EXE_arbiter");
    let session = unique_session(&format!("arbiter-{prefix}"));
    let cmd = format!(
        "LANG=C.UTF-8 TERM=xterm-256color ARBITER_LANG=en exec {bin} --db {} {args}",
        db.display()
    );
    Tmux::start(&session, &cmd)
}

pub(crate) fn cli(db: &Path, args: &[&str]) {
    let out = Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .neutral_locale()
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

/// `move` on the running clock presses it (issue 30, D11): Black's clock runs after 1.e4.
const STARTED_AFTER_E4: &[&[&str]] = &[&["clock", "1", "start"], &["move", "1", "e4"]];

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
        .find(|l| l.contains("+/-") && l.contains("Black did not arrive"))
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

/// Issue 30, D2 (was issue 20, flow 5): after 1.Nf3 Nc6 2.e3 the move dialog is open for
/// Black's move 2 with Nd4 typed, when another process records 2...e6 on the same file: the
/// dialog closes, the status names the move recorded, Enter records nothing; opened again it
/// asks for White's move 3.
#[test]
fn flow_a_dialog_closed_when_another_process_writes_to_its_board() {
    let steps: &[&[&str]] = &[
        &["clock", "1", "start"],
        &["move", "1", "Nf3"],
        &["clock", "1", "press"],
        &["move", "1", "Nc6"],
        &["clock", "1", "press"],
        &["move", "1", "e3"],
        &["clock", "1", "press"],
    ];
    let Some(flow) = Flow::start("refresh", steps) else {
        return;
    };
    flow.tmux.type_text("m");
    flow.tmux.wait_for("Black's move 2");
    flow.tmux.type_text("Nd4");
    flow.tmux.wait_for("legal: 2...Nd4");
    cli(&flow.db(), &["move", "1", "e6"]);
    let screen = flow.tmux.wait_for("changed under the dialog");
    assert!(screen.contains("e6"), "{screen}");
    assert!(
        !screen.contains("legal: "),
        "the dialog is closed: {screen}"
    );
    let before = flow.kinds().len();
    flow.tmux.keys(&["Enter"]);
    flow.tmux.type_text("m");
    flow.tmux.wait_for("White's move 3");
    assert_eq!(flow.kinds().len(), before, "nothing recorded");
    flow.tmux.keys(&["Escape"]);
    flow.tmux.wait_for("Cancelled");
    let state = flow.state();
    assert_eq!(state.record.plies(), 4);
    assert_eq!(state.moves.last().map(|m| m.san.as_str()), Some("e6"));
}

/// Issue 30, D2: another process records between the app's last refresh and Enter. What the
/// move dialog records expects the board's sequence number when it opened, so the store refuses
/// it (a conflict naming what changed) and nothing of it is recorded: Black's e5 stands alone.
#[test]
fn d2_a_change_between_refresh_and_enter_is_refused_by_the_store() {
    use arbiter::tui::term::Source;
    use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("race.sqlite");
    let steps: &[&[&str]] = &[
        &["init", "--event", "Race", "--control", "90m+30s"],
        &["board", "add", "--white", "A", "--black", "B"],
    ];
    for args in steps.iter().chain(STARTED_AFTER_E4) {
        cli(&db, args);
    }
    let mut source = arbiter::tui::store_source::StoreSource::open(&db).unwrap();
    let boards = source.load().unwrap();
    let look = arbiter::tui::view::Look::default();
    let mut app = arbiter::tui::app::App::new("Race", "ana", look, boards);
    let key = |code| KeyEvent::new(code, KeyModifiers::NONE);
    app.handle_key(&key(KeyCode::Enter));
    for c in "me5".chars() {
        app.handle_key(&key(KeyCode::Char(c)));
    }
    cli(&db, &["move", "1", "e5"]);
    let requests = app.handle_key(&key(KeyCode::Enter));
    let [request] = &requests[..] else {
        panic!("{requests:?}")
    };
    let refused = source.submit(request).unwrap_err();
    assert!(refused.contains("changed"), "{refused}");
    let store = Store::open(&db).unwrap();
    let key = store
        .resolve(arbiter::event::BoardRef::Current(1))
        .unwrap()
        .key();
    let kinds: Vec<EventKind> = store
        .events(key)
        .unwrap()
        .into_iter()
        .map(|e| e.kind)
        .collect();
    // The other process's move and its press (`move` presses a running clock, D11), and
    // nothing of the app's after them.
    let [
        ..,
        EventKind::Move { san, .. },
        EventKind::Clock(arbiter::clock::ClockEvent::Press),
    ] = &kinds[..]
    else {
        panic!("only the other process's move and its press: {kinds:?}")
    };
    assert_eq!(san, "e5", "{kinds:?}");
}

/// Issue 30, D15: at the first run, "n" to a questioned time control ("15+10" reads as 15 s
/// and 10 s) asks for the control again instead of ending the program; the control then given
/// is the event's.
#[test]
fn d15_a_questioned_control_not_kept_is_asked_again() {
    if !have_tmux() {
        eprintln!("SKIPPED tui_e2e: tmux is not installed");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("club.sqlite");
    let tmux = app_in_tmux("d15", &db, "");
    tmux.wait_for("There is no event file");
    tmux.type_text("c");
    tmux.keys(&["Enter"]);
    tmux.wait_for("Event name");
    tmux.type_text("Club");
    tmux.keys(&["Enter"]);
    tmux.wait_for("Default time control");
    tmux.type_text("15+10");
    tmux.keys(&["Enter"]);
    tmux.wait_for("Keep it?");
    tmux.type_text("n");
    tmux.keys(&["Enter"]);
    let screen = tmux.wait_for("give the control again");
    assert!(tmux.alive(), "the program ended:\n{screen}");
    tmux.type_text("15m+10s");
    tmux.keys(&["Enter"]);
    tmux.wait_for("created");
    let control = Store::open(&db).unwrap().settings().unwrap().control;
    let given: arbiter::clock::TimeControl = "15m+10s".parse().unwrap();
    assert_eq!(
        control.map(|c| c.to_string()),
        Some(given.to_string()),
        "15 minutes + 10 s, not 15 s"
    );
}

/// Issue 30, D13: the app's move and its press are one action, and one undo: `u y` after
/// `m e5 ⏎` takes both back — 1...e5 is gone and Black's clock runs again.
#[test]
fn d13_one_undo_takes_back_the_apps_move_and_its_press() {
    let Some(flow) = Flow::start("undo", STARTED_AFTER_E4) else {
        return;
    };
    flow.tmux.type_text("m");
    flow.tmux.wait_for("Black's move 1");
    flow.tmux.type_text("e5");
    flow.tmux.wait_for("legal: 1");
    flow.tmux.keys(&["Enter"]);
    flow.tmux.wait_for("recorded the move e5");
    flow.tmux.type_text("u");
    let confirm = flow.tmux.wait_for("y yes, record it");
    assert!(confirm.contains("e5"), "{confirm}");
    flow.tmux.type_text("y");
    flow.tmux.wait_for("the takeback of");
    let state = flow.state();
    assert_eq!(state.record.plies(), 1, "{:?}", flow.kinds());
    let running = state
        .clock
        .as_ref()
        .map(|c| c.reading(arbiter::store::now_ms()).running);
    assert_eq!(running, Some(Some(shakmaty::Color::Black)));
}

/// Issue 30, D1: with the clock running, `m Qh4# ⏎` (Fool's mate) records the move — the
/// result 0-1 is the Laws' (Art. 5.1.1) — and the clock stops. Needs the fix of `check_all` on
/// branch h30a (a press after a move that ends the game must not refuse the action).
#[test]
fn d1_a_mating_move_with_the_clock_running_is_recorded_and_stops_the_clock() {
    let steps: &[&[&str]] = &[
        &["clock", "1", "start"],
        &["move", "1", "f3"],
        &["clock", "1", "press"],
        &["move", "1", "e5"],
        &["clock", "1", "press"],
        &["move", "1", "g4"],
        &["clock", "1", "press"],
    ];
    game_ending_move(steps, None, "Qh4#", "Black's move 2", "0-1");
}

/// Issue 30, D1: the same for a stalemating move (Art. 5.2.1): 1.Qg6 with Black's king on h8.
#[test]
fn d1_a_stalemating_move_with_the_clock_running_is_recorded_and_stops_the_clock() {
    let steps: &[&[&str]] = &[&["clock", "1", "start"]];
    let fen = "7k/8/8/6Q1/8/8/8/K7 w - - 0 1";
    game_ending_move(steps, Some(fen), "Qg6", "White's move 1", "1/2-1/2");
}

/// The app on a board (from `fen`, after `steps`), `m SAN ⏎` for the move that ends the game
/// (`prompt`: the dialog's title): the move is recorded, the game ends with `score`, and the
/// clock is stopped.
fn game_ending_move(steps: &[&[&str]], fen: Option<&str>, san: &str, prompt: &str, score: &str) {
    if !have_tmux() {
        eprintln!("SKIPPED tui_e2e: tmux is not installed");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("flow.sqlite");
    cli(&db, &["init", "--event", "Flow", "--control", "90m+30s"]);
    let mut add = vec!["board", "add", "--white", "Carlsen", "--black", "Caruana"];
    if let Some(fen) = fen {
        add.extend(["--fen", fen]);
    }
    cli(&db, &add);
    for args in steps {
        cli(&db, args);
    }
    let tmux = app_in_tmux(&format!("d1-{}", san.len()), &db, "--as Ana");
    tmux.wait_for("Carlsen");
    tmux.keys(&["Enter"]);
    tmux.wait_for("Board 1 ");
    tmux.type_text("m");
    tmux.wait_for(prompt);
    tmux.type_text(san);
    tmux.wait_for("legal: ");
    tmux.keys(&["Enter"]);
    let screen = tmux.wait_for("recorded the move");
    assert!(!screen.contains("the game is over"), "{screen}");
    let flow = Flow { dir, tmux };
    let state = flow.state();
    let last = state.moves.last().map(|m| m.san.clone());
    assert_eq!(last.as_deref(), Some(san), "{:?}", flow.kinds());
    let outcome = state.outcome().expect("the game is over");
    assert_eq!(outcome.score.to_string(), score);
    let now = arbiter::store::now_ms();
    let reading = state.clock.as_ref().map(|c| c.reading(now));
    assert_eq!(
        reading.map(|r| r.running),
        Some(None),
        "the clock is stopped"
    );
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

/// Issue 30, D16: in the app, a 9.2 claim stops the claimant's clock when it is made (Art. 9.5;
/// 2023: 9.5.1), not at the arbiter's confirmation. After 1.Nf3 Nf6 2.Ng1 (Black's clock
/// running) Black claims with the written move Nc6: at Enter the claim is in the file and the
/// clock paused while the decision dialog is open — Black's time on the screen does not move;
/// after "y" (rejected: Nc6 is played, Art. 9.5.3) White's clock runs, Black having lost no
/// time during the claim.
#[test]
fn d16_the_claimants_clock_stops_at_the_claim_until_the_ruling() {
    let steps: &[&[&str]] = &[
        &["clock", "1", "start"],
        &["move", "1", "Nf3"],
        &["move", "1", "Nf6"],
        &["move", "1", "Ng1"],
    ];
    let Some(flow) = Flow::start("d16", steps) else {
        return;
    };
    let tmux = &flow.tmux;
    tmux.type_text("c");
    tmux.wait_for("threefold repetition (Art. 9.2)");
    tmux.keys(&["Enter"]);
    tmux.wait_for("Written move");
    tmux.type_text("Nc6");
    tmux.wait_for("legal: 2...Nc6");
    tmux.keys(&["Enter"]);
    let open = tmux.wait_for("Claim incorrect");
    assert!(open.contains("Reject Black's claim on board 1"), "{open}");
    // The claim is recorded with the dialog still open, and the clock paused with it.
    let kinds = flow.kinds();
    assert!(
        matches!(
            kinds.last(),
            Some(EventKind::Claim {
                by: shakmaty::Color::Black,
                ..
            })
        ),
        "{kinds:?}"
    );
    let reading = |flow: &Flow| {
        let state = flow.state();
        state
            .clock
            .as_ref()
            .map(|c| c.reading(arbiter::store::now_ms()))
            .expect("a clock")
    };
    let at_claim = reading(&flow);
    assert_eq!((at_claim.running, at_claim.paused), (None, true));
    // Black's line on the screen (the second) shows the same time 2 s later.
    let black_line = |screen: &str| screen.lines().nth(1).unwrap_or_default().to_owned();
    let before = black_line(&tmux.screen());
    assert!(
        before.contains("Caruana") && before.contains(':'),
        "{before}"
    );
    sleep(Duration::from_millis(2_200));
    let screen = tmux.screen();
    assert_eq!(black_line(&screen), before, "Black's clock ran:\n{screen}");
    assert!(screen.contains("Claim incorrect"), "{screen}");
    // The ruling: Nc6 is played, White's clock runs again, 2:00 added to it.
    tmux.type_text("y");
    tmux.wait_for("rejected");
    let after = reading(&flow);
    assert_eq!(
        (after.running, after.paused),
        (Some(shakmaty::Color::White), false)
    );
    assert!(
        after.black.ms >= at_claim.black.ms,
        "Black lost time during the claim: {} then {}",
        at_claim.black.ms,
        after.black.ms
    );
    assert!(
        after.white.ms >= at_claim.white.ms + 110_000,
        "2:00 to White"
    );
    // The claim, then the decision: two actions, as the CLI's `claim` and `decide` record them.
    let kinds = flow.kinds();
    let claim = kinds
        .iter()
        .position(|k| matches!(k, EventKind::Claim { .. }));
    let ruling = kinds.iter().position(|k| {
        matches!(
            k,
            EventKind::Decision {
                ruling: Ruling::Rejected,
                ..
            }
        )
    });
    assert!(
        matches!((claim, ruling), (Some(c), Some(r)) if c < r),
        "{kinds:?}"
    );
}

/// Issue 33: the incidents screen says the time an incident gave, as the fold states it: the
/// first illegal move's two minutes to the opponent, with the article (Art. 7.5.5).
#[test]
fn the_incidents_screen_says_the_time_an_incident_gave() {
    let steps: &[&[&str]] = &[
        &["clock", "1", "start"],
        &["move", "1", "e4"],
        &["illegal", "1", "black"],
    ];
    let Some(flow) = Flow::start("award", steps) else {
        return;
    };
    flow.tmux.type_text("i");
    flow.tmux.wait_for("Incidents");
    let screen = flow.tmux.wait_for("+2 min to White (Art. 7.5.5)");
    assert!(screen.contains("illegal"), "{screen}");
}

/// Issue 35: a position that stood twice puts the reminder's mark in its hall row at 80×24
/// (›9.2), `?` says what the mark means, and the board screen words the reminder.
#[test]
fn the_hall_marks_a_reminder_and_the_help_explains_it() {
    if !have_tmux() {
        eprintln!("SKIPPED tui_e2e: tmux is not installed");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("e.sqlite");
    let run = |args: &[&str]| cli(&db, args);
    run(&["init", "--event", "Reminders"]);
    run(&["board", "add", "--white", "Anand", "--black", "Gelfand"]);
    run(&["board", "add", "--white", "Topalov", "--black", "Kramnik"]);
    for m in ["Nf3", "Nf6", "Ng1", "Ng8"] {
        run(&["move", "1", m]);
    }
    run(&["move", "2", "e4"]);
    let tmux = app_in_tmux("reminder", &db, "--as 'Ana'");
    let hall = tmux.wait_for("Topalov");
    let row = |name: &str| {
        hall.lines()
            .find(|l| l.contains(name))
            .unwrap_or_default()
            .to_owned()
    };
    assert!(row("Anand").contains("›9.2"), "{hall}");
    assert!(!row("Topalov").contains('›'), "{hall}");
    tmux.type_text("?");
    let help = tmux.wait_for("marks are reminders");
    assert!(
        help.contains("repetition: stood twice, next standing claimable (9.2)"),
        "{help}"
    );
    tmux.keys(&["Escape"]);
    tmux.type_text("1");
    tmux.keys(&["Enter"]);
    // The sentence, wrapped under the side to move at 80 columns.
    let board = tmux.wait_for("after 2...Ng8 stood twice");
    assert!(board.contains("›9.2 3rd occurrence"), "{board}");
    assert!(tmux.alive());
}

/// An event file of `boards` boards, each started with `e4` played (board 250 also `e5`), made
/// through the store in one transaction.
fn big_hall(db: &Path, boards: u32) {
    use arbiter::clock::ClockEvent;
    use arbiter::event::command::{Command as Cmd, MoveClock};
    use arbiter::event::{BoardSetup, EventSettings};
    let mut settings = EventSettings::new("Big Open");
    settings.control = "90m+30s".parse().ok();
    let store = Store::create(db, &settings).unwrap();
    let play = |san: &str| Cmd::Move {
        san: san.into(),
        clock: MoveClock::Unknown,
    };
    let boards = (1..=boards)
        .map(|n| {
            let setup = BoardSetup::new(n, format!("White {n}"), format!("Black {n}"));
            let mut commands = vec![Cmd::Clock(ClockEvent::Start), play("e4")];
            if n == 250 {
                commands.push(play("e5"));
            }
            (setup, commands)
        })
        .collect();
    store.add_boards(boards).unwrap();
}

/// Issue 36: the app's first load folds the boards of the first screen only; the others come
/// after it, from the same cut, and are the boards a full load gives.
#[test]
fn the_first_screen_is_folded_first_and_the_other_boards_after_it() {
    use arbiter::clock::format_ms;
    use arbiter::tui::store_source::StoreSource;
    use arbiter::tui::term::Source;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("big.sqlite");
    big_hall(&db, 300);
    let mut source = StoreSource::open(&db).unwrap();
    let first = source.load_first().unwrap();
    let numbers: Vec<u32> = first.iter().map(|b| b.number).collect();
    assert_eq!(numbers, (1..=128).collect::<Vec<_>>());
    assert_eq!(source.pending(), 172);
    let mut all = first;
    let start = Instant::now();
    while source.pending() > 0 {
        if let Some(more) = source.rest() {
            all.extend(more.unwrap());
        }
        assert!(start.elapsed() < Duration::from_secs(60), "never folded");
        sleep(Duration::from_millis(5));
    }
    assert!(source.rest().is_none(), "nothing after the last part");
    let mut full = StoreSource::open(&db).unwrap().load().unwrap();
    all.sort_by_key(|b| b.number);
    full.sort_by_key(|b| b.number);
    assert_eq!(all.len(), 300);
    let now = arbiter::tui::term::now_ms();
    let rows = |boards: &mut [arbiter::tui::model::BoardModel]| -> Vec<_> {
        boards
            .iter_mut()
            .map(|b| {
                b.tick(now);
                (b.seq, b.row(&format_ms))
            })
            .collect()
    };
    assert_eq!(rows(&mut all), rows(&mut full));
}

/// Issue 36: in the real app on 300 boards, the hall counts every board from its first frame,
/// and a board folded after it (250, with its own moves) is there to jump to and open.
#[test]
fn the_boards_folded_after_the_first_frame_join_the_hall() {
    if !have_tmux() {
        eprintln!("skipped: tmux is not installed");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("big.sqlite");
    big_hall(&db, 300);
    let tmux = app_in_tmux("big-hall", &db, "--as ana");
    tmux.wait_for("300 boards");
    // The boards after the first screen are read: the title stops saying so.
    let start = Instant::now();
    while tmux.screen().contains("loading") {
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "{}",
            tmux.screen()
        );
        sleep(Duration::from_millis(20));
    }
    tmux.type_text("250");
    tmux.wait_for("board 250");
    // Enter while board 250 is still being read opens nothing (not board 25, the first digits'
    // board): the app says so, and the same Enter opens 250 once it is read.
    let start = Instant::now();
    let screen = loop {
        tmux.keys(&["Enter"]);
        sleep(Duration::from_millis(200));
        let screen = tmux.screen();
        if screen.contains("White 250") {
            break screen;
        }
        assert!(!screen.contains("White 25 "), "opened board 25:\n{screen}");
        assert!(start.elapsed() < Duration::from_secs(30), "{screen}");
    };
    assert!(screen.contains("e5"), "{screen}");
    tmux.keys(&["q"]);
}

/// Issue 36: the app sleeps between the instants its view can change (a shown digit, the next
/// look for other sessions' changes) instead of waking ten times a second or more: over five
/// seconds of the demo's hall, whose clocks run, its main thread sleeps (a voluntary context
/// switch, `/proc/PID/status`) fewer than 15 times a second (it was 160 a second).
#[test]
fn an_idle_app_sleeps_between_its_digits() {
    if !Path::new("/proc/self/status").exists() {
        eprintln!("skipped: no /proc to count the app's wake-ups");
        return;
    }
    let Some((_dir, tmux)) = demo_in_tmux("arbiter-idle") else {
        return;
    };
    tmux.wait_for("need attention");
    let out = Command::new("tmux")
        .args(["display", "-p", "-t", &tmux.session, "#{pane_pid}"])
        .output()
        .unwrap();
    let pid = String::from_utf8_lossy(&out.stdout).trim().to_owned();
    let switches = || {
        let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
        status
            .lines()
            .find_map(|l| l.strip_prefix("voluntary_ctxt_switches:"))
            .and_then(|n| n.trim().parse::<u64>().ok())
            .unwrap()
    };
    // The start's work (the flags judged, the chain verified) done.
    sleep(Duration::from_secs(3));
    let before = switches();
    sleep(Duration::from_secs(5));
    let woken = switches() - before;
    assert!(woken < 75, "{woken} wake-ups in 5 s");
    tmux.keys(&["q"]);
}
