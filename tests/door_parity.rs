//! Door parity (issue 30): every way a game ends and every procedure, driven once through the
//! app's keys (the real binary in a detached tmux pane of 80×24) and once through the CLI, each
//! on a fresh event file set up alike; the two event logs (`arbiter log --json`) must agree
//! action for action, ignoring who recorded each event, when, and the clock readings a move
//! carries (the time the keys took). One tmux server serves every case; the cases run side by
//! side. Skipped, saying so, when tmux is missing.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::thread::sleep;
use std::time::{Duration, Instant};

use serde_json::Value;

const BIN: &str = env!("CARGO_BIN_EXE_arbiter");

/// One case: the board (from `fen`), what both files get through the CLI first (`before`),
/// then the app's keys (`app`, '\n' for Enter) on one file and the CLI's commands (`cli`) on
/// the other. Each command is a verb and its arguments; the board number goes after the verb.
struct Case {
    fen: Option<&'static str>,
    before: &'static [&'static [&'static str]],
    app: &'static str,
    cli: &'static [&'static [&'static str]],
}

/// The tmux server every case shares (one per test process).
fn socket() -> String {
    format!("arbiter-parity-{}", std::process::id())
}

fn have_tmux() -> bool {
    Command::new("tmux")
        .arg("-V")
        .output()
        .is_ok_and(|o| o.status.success())
}

fn tmux(args: &[&str]) -> std::process::Output {
    Command::new("tmux")
        .arg("-L")
        .arg(socket())
        .args(args)
        .output()
        .expect("tmux")
}

/// A pane of the shared server, killed when dropped.
struct Pane(String);

impl Pane {
    fn start(name: &str, db: &Path) -> Pane {
        let cmd = format!(
            "LANG=C.UTF-8 TERM=xterm-256color ARBITER_LANG=en exec {BIN} --db {} --as Ana",
            db.display()
        );
        let out = tmux(&[
            "new-session",
            "-d",
            "-s",
            name,
            "-x",
            "80",
            "-y",
            "24",
            &cmd,
        ]);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        Pane(name.to_owned())
    }

    fn screen(&self) -> String {
        String::from_utf8_lossy(&tmux(&["capture-pane", "-p", "-t", &self.0]).stdout).into_owned()
    }

    fn wait_for(&self, text: &str) {
        let start = Instant::now();
        while !self.screen().contains(text) {
            assert!(
                start.elapsed() < Duration::from_secs(20),
                "never saw {text:?}:\n{}",
                self.screen()
            );
            sleep(Duration::from_millis(50));
        }
    }

    /// `keys` in order: text typed as is, '\n' as Enter, '\x1b' as Escape.
    fn keys(&self, keys: &str) {
        let mut chunk = String::new();
        for c in keys.chars().chain(['\0']) {
            let named = match c {
                '\n' => "Enter",
                '\x1b' => "Escape",
                '\0' => "",
                _ => {
                    chunk.push(c);
                    continue;
                }
            };
            if !chunk.is_empty() {
                let sent = tmux(&["send-keys", "-t", &self.0, "-l", "--", &chunk]);
                assert!(sent.status.success());
                chunk.clear();
            }
            if !named.is_empty() {
                assert!(tmux(&["send-keys", "-t", &self.0, named]).status.success());
            }
            // The app reads its keys in order; a short pause lets each dialog open in turn.
            sleep(Duration::from_millis(60));
        }
    }
}

impl Drop for Pane {
    fn drop(&mut self) {
        let _ = tmux(&["kill-session", "-t", &self.0]);
    }
}

fn cli(db: &Path, args: &[&str]) -> String {
    let out = Command::new(BIN)
        .arg("--db")
        .arg(db)
        .args(args)
        .env("ARBITER_LANG", "en")
        .env_remove("ARBITER_DB")
        .output()
        .expect("run");
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// A command on board 1: the verb, "1", its arguments ("!verb": a command of the event, as is).
fn on_board(db: &Path, step: &[&str]) {
    let mut args = match step[0].strip_prefix('!') {
        Some(verb) => vec![verb],
        None => vec![step[0], "1"],
    };
    args.extend(&step[1..]);
    cli(db, &args);
}

/// A fresh event file with board 1 (from `fen`) and `before` recorded through the CLI.
fn set_up(dir: &Path, name: &str, case: &Case) -> PathBuf {
    let db = dir.join(format!("{name}.sqlite"));
    cli(
        &db,
        &[
            "init",
            "--event",
            "Parity",
            "--control",
            "90m",
            "--guidelines-iii",
        ],
    );
    let mut add = vec!["board", "add", "--white", "White, W", "--black", "Black, B"];
    if let Some(fen) = case.fen {
        add.extend(["--fen", fen]);
    }
    cli(&db, &add);
    for step in case.before {
        on_board(&db, step);
    }
    db
}

/// The board's events as facts: who recorded them, when, in which file, and the clock readings
/// a move or a claim carries are left out.
fn actions(db: &Path) -> Vec<Value> {
    cli(db, &["log", "--json"])
        .lines()
        .map(|l| {
            let mut v: Value = serde_json::from_str(l).expect("json");
            let mut kind = v["kind"].take();
            strip_readings(&mut kind);
            serde_json::json!({ "seq": v["seq"], "kind": kind })
        })
        .collect()
}

/// Remove the clocks' readings ({"white_ms", "black_ms"} objects) wherever they are.
fn strip_readings(v: &mut Value) {
    match v {
        Value::Object(map) => {
            map.retain(|_, x| !(x.get("white_ms").is_some() && x.get("black_ms").is_some()));
            map.values_mut().for_each(strip_readings);
        }
        Value::Array(items) => items.iter_mut().for_each(strip_readings),
        _ => {}
    }
}

/// Drive `case` through both doors and compare.
fn parity(name: &str, case: &Case) {
    if !have_tmux() {
        eprintln!("skipped: tmux missing");
        return;
    }
    let dir = tempfile::tempdir().expect("tmp");
    let by_cli = set_up(dir.path(), "cli", case);
    for step in case.cli {
        on_board(&by_cli, step);
    }
    let want = actions(&by_cli);
    let by_app = set_up(dir.path(), "app", case);
    let pane = Pane::start(name, &by_app);
    pane.wait_for("White, W");
    pane.keys("\n");
    pane.wait_for("Board 1 ");
    pane.keys(case.app);
    // Done once the app's file has as many events as the CLI's (or it stops growing).
    let start = Instant::now();
    let mut got = actions(&by_app);
    while got.len() < want.len() && start.elapsed() < Duration::from_secs(10) {
        sleep(Duration::from_millis(100));
        got = actions(&by_app);
    }
    let show = |a: &[Value]| {
        a.iter()
            .map(Value::to_string)
            .collect::<Vec<_>>()
            .join("\n")
    };
    assert!(
        got == want,
        "{name}: the doors disagree\napp:\n{}\ncli:\n{}\nscreen:\n{}",
        show(&got),
        show(&want),
        pane.screen()
    );
}

/// One test per case, so that they run side by side.
macro_rules! cases {
    ($($name:ident: $case:expr;)*) => {
        $(
            #[test]
            fn $name() {
                parity(stringify!($name), &$case);
            }
        )*
    };
}

const TIMED_E4_E5: &[&[&str]] = &[
    &["clock", "start"],
    &["move", "e4"],
    &["clock", "press"],
    &["move", "e5"],
    &["clock", "press"],
];
const UNDER_TWO_MINUTES: &[&[&str]] = &[
    &["clock", "start"],
    &["move", "e4"],
    &["clock", "press"],
    &["move", "e5"],
    &["clock", "press"],
    &["clock", "set", "1:00", "10:00"],
];
/// Seven moves of the knights: Ng8 would repeat the start a third time (Art. 9.2).
const REPS_7: &[&[&str]] = REPS_15.split_at(7).0;
const REPS_15: &[&[&str]] = &[
    &["move", "Nf3"],
    &["move", "Nf6"],
    &["move", "Ng1"],
    &["move", "Ng8"],
    &["move", "Nf3"],
    &["move", "Nf6"],
    &["move", "Ng1"],
    &["move", "Ng8"],
    &["move", "Nf3"],
    &["move", "Nf6"],
    &["move", "Ng1"],
    &["move", "Ng8"],
    &["move", "Nf3"],
    &["move", "Nf6"],
    &["move", "Ng1"],
];
const E4_E5: &[&[&str]] = &[&["move", "e4"], &["move", "e5"]];
const FIFTY_DUE: &str = "8/8/4k3/8/8/4K3/4R3/8 w - - 99 80";
const Q_VS_K: &str = "8/8/4k3/8/8/2QK4/8/8 w - - 0 60";

cases! {
    checkmate: Case {
        fen: None,
        before: &[&["move", "f3"], &["move", "e5"], &["move", "g4"]],
        app: "mQh4#\n",
        cli: &[&["move", "Qh4#"]],
    };
    // D1: the mating move on a running clock; the game and the clock stop with it.
    checkmate_on_a_running_clock: Case {
        fen: None,
        before: &[
            &["clock", "start"],
            &["move", "f3"],
            &["clock", "press"],
            &["move", "e5"],
            &["clock", "press"],
            &["move", "g4"],
            &["clock", "press"],
        ],
        app: "mQh4#\n",
        cli: &[&["move", "Qh4#"]],
    };
    // D11 (branch h30a): `move` on a running clock presses it, as the app's `m` does.
    a_move_on_a_running_clock: Case {
        fen: None,
        before: &[&["clock", "start"]],
        app: "me4\n",
        cli: &[&["move", "e4"]],
    };
    stalemate: Case {
        fen: Some("7k/8/8/6Q1/8/8/8/K7 w - - 0 1"),
        before: &[],
        app: "mQg6\n",
        cli: &[&["move", "Qg6"]],
    };
    fivefold: Case {
        fen: None,
        before: REPS_15,
        app: "mNg8\n",
        cli: &[&["move", "Ng8"]],
    };
    seventy_five_moves: Case {
        fen: Some("8/8/4k3/8/8/4K3/4R3/8 w - - 149 120"),
        before: &[],
        app: "mRa2\n",
        cli: &[&["move", "Ra2"]],
    };
    dead_position: Case {
        fen: Some("8/8/4k3/8/8/4K3/3n4/5B2 w - - 0 50"),
        before: &[],
        app: "mKxd2\n",
        cli: &[&["move", "Kxd2"]],
    };
    resignation: Case {
        fen: None,
        before: E4_E5,
        app: "r2\ny",
        cli: &[&["result", "0-1", "--reason", "resigned"]],
    };
    agreed_draw: Case {
        fen: None,
        before: &[&["move", "e4"], &["move", "e5"], &["move", "Nf3"]],
        app: "o1\no\ny",
        cli: &[&["offer"], &["accept"]],
    };
    declined_draw: Case {
        fen: None,
        before: &[&["move", "e4"], &["move", "e5"], &["move", "Nf3"]],
        app: "o1\no2\n",
        cli: &[&["offer"], &["decline"]],
    };
    claim_9_2_right: Case {
        fen: None,
        before: REPS_7,
        app: "c\nNg8\ny",
        cli: &[&["claim", "repetition", "--move", "Ng8"], &["decide", "upheld"]],
    };
    // D16: on a running clock the claim stops it when made and the ruling is an action of its
    // own, in the app as in the CLI.
    claim_9_2_wrong_on_a_running_clock: Case {
        fen: None,
        before: TIMED_E4_E5,
        app: "c\nNf3\ny",
        cli: &[&["claim", "repetition", "--move", "Nf3"], &["decide", "rejected"]],
    };
    claim_9_2_wrong: Case {
        fen: None,
        before: E4_E5,
        app: "c\nNf3\ny",
        cli: &[&["claim", "repetition", "--move", "Nf3"], &["decide", "rejected"]],
    };
    claim_9_3_right: Case {
        fen: Some(FIFTY_DUE),
        before: &[],
        app: "c5\nRa2\ny",
        cli: &[&["claim", "fifty", "--move", "Ra2"], &["decide", "upheld"]],
    };
    // The app's 9.3 option (the fifth): an incorrect claim is recorded as the fifty-move claim
    // the player made, as the CLI's `claim fifty` records it.
    claim_9_3_wrong: Case {
        fen: None,
        before: E4_E5,
        app: "c5\nNf3\ny",
        cli: &[&["claim", "fifty", "--move", "Nf3"], &["decide", "rejected"]],
    };
    guidelines_iii_4: Case {
        fen: None,
        before: UNDER_TWO_MINUTES,
        app: "c2\ny",
        cli: &[&["claim", "increment"]],
    };
    guidelines_iii_5_postponed: Case {
        fen: None,
        before: UNDER_TWO_MINUTES,
        app: "c3\nyc2\ny",
        cli: &[&["claim", "cannot-win"], &["decide", "postponed"]],
    };
    guidelines_iii_5_decided: Case {
        fen: None,
        before: UNDER_TWO_MINUTES,
        app: "c3\nyc\ny",
        cli: &[&["claim", "cannot-win"], &["decide", "upheld"]],
    };
    illegal_7_5_5_first: Case {
        fen: None,
        before: TIMED_E4_E5,
        app: "x\ny",
        cli: &[&["illegal", "white"]],
    };
    illegal_7_5_5_second: Case {
        fen: None,
        before: &[
            &["clock", "start"],
            &["move", "e4"],
            &["clock", "press"],
            &["move", "e5"],
            &["clock", "press"],
            &["illegal", "white"],
        ],
        app: "x\ny",
        cli: &[&["illegal", "white"]],
    };
    flag_6_9_opponent_can_mate: Case {
        fen: None,
        before: &[
            &["clock", "start"],
            &["move", "e4"],
            &["clock", "press"],
            &["move", "e5"],
            &["clock", "press"],
            &["clock", "flag", "white"],
        ],
        app: "r\ny",
        cli: &[&["flag", "--apply"]],
    };
    flag_6_9_opponent_cannot_mate: Case {
        fen: Some(Q_VS_K),
        before: &[&["clock", "start"], &["clock", "flag", "white"]],
        app: "r\ny",
        cli: &[&["flag", "--apply"]],
    };
    flags_iii_3_1_both: Case {
        fen: Some(Q_VS_K),
        before: &[
            &["clock", "start"],
            &["clock", "flag", "white"],
            &["clock", "flag", "black"],
        ],
        app: "r\ny",
        cli: &[&["flag", "--apply"]],
    };
    penalty_12_9_warning: Case {
        fen: None,
        before: E4_E5,
        app: "l1\n1\nphone rang\ny",
        // No `--article`: the CLI derives it from the measure (12.9.1), as the app does.
        cli: &[&["penalty", "white", "warning", "--reason", "phone rang"]],
    };
    // The hall's `F` on a board whose default time has passed (the round began in 2020).
    forfeit_6_7_1: Case {
        fen: None,
        before: &[&["!round", "date", "1", "2020-01-06", "15:00"]],
        app: "\x1bF2\ny",
        cli: &[&["forfeit", "black"]],
    };
    takeback_of_a_result: Case {
        fen: None,
        before: &[&["move", "e4"], &["move", "e5"], &["result", "1-0", "--reason", "resigned"]],
        app: "uy",
        cli: &[&["takeback"]],
    };
    // The result dialog's "did not play" (+/-, Art. 6.7.1) records the fact `arbiter forfeit`
    // and the hall's `F` record: one situation, one fact.
    forfeit_6_7_1_from_the_result_dialog: Case {
        fen: None,
        before: &[&["!round", "date", "1", "2020-01-06", "15:00"]],
        app: "r8\ny",
        cli: &[&["forfeit", "black"]],
    };
    takeback_of_a_move: Case {
        fen: None,
        before: E4_E5,
        app: "uy",
        cli: &[&["takeback"]],
    };
}
