//! The app from a real process, in a real terminal (tmux, 240×70), on halls of 100, 1,000 and
//! 9,000 boards whose clocks all run (issue 36): the time from the process's start to the
//! first frame (the hall's title on the pane), and the CPU the app takes while nobody touches a
//! key (utime + stime from `/proc/PID/stat` over `TUI_IDLE_SECONDS`, default 10), as a share
//! of one core. Three runs each; min and median printed.
//!
//! The first frame is timed twice: from just before tmux spawns the process to the instant the
//! app says it drew its first frame (`ARBITER_FIRST_FRAME_LOG`, written after the draw is
//! flushed to the terminal; "logged"), and to the instant the title is seen on the pane by
//! `capture-pane` polled every 5 ms ("pane"; a baseline that does not log shows "-").
//!
//! `TUI_IDLE_BOARDS=100,1000` picks the sizes; `TUI_IDLE_SIZE=80x24` the terminal (default
//! 240x70); `TUI_IDLE_BASELINE=/path/to/arbiter` runs an older binary too, interleaved run by
//! run, for a side-by-side comparison; `TUI_IDLE_DIR=/path` keeps the event files there (made
//! once, reused by later runs).
//!
//! Without tmux it says so and measures nothing.

#[path = "common/store_fixture.rs"]
#[allow(dead_code)]
mod store_fixture;

use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

const BIN: &str = env!("CARGO_BIN_EXE_arbiter");
const RUNS: usize = 3;

fn tmux(args: &[&str]) -> String {
    let out = Command::new("tmux").args(args).output().expect("tmux");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// CPU time (user + system) of `pid` so far, in clock ticks.
fn cpu_ticks(pid: &str) -> u64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).expect("stat");
    // After the command's name in parentheses: state is field 3, utime 14, stime 15.
    let rest = &stat[stat.rfind(')').expect("comm") + 2..];
    let fields: Vec<&str> = rest.split_whitespace().collect();
    fields[11].parse::<u64>().expect("utime") + fields[12].parse::<u64>().expect("stime")
}

fn ticks_per_second() -> f64 {
    let out = Command::new("getconf").arg("CLK_TCK").output();
    out.ok()
        .and_then(|o| String::from_utf8_lossy(&o.stdout).trim().parse().ok())
        .unwrap_or(100.0)
}

/// Ms since the Unix epoch.
fn epoch_ms() -> f64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0.0, |d| d.as_secs_f64() * 1000.0)
}

/// One run of `bin` on `db`.
fn run(bin: &str, db: &Path, boards: u32, (w, h): (u16, u16), idle: Duration) -> Run {
    let session = format!("tui-idle-{}-{boards}", std::process::id());
    let log = db.with_extension("first-frame");
    let _ = std::fs::remove_file(&log);
    let cmd = format!(
        "LANG=C.UTF-8 TERM=xterm-256color ARBITER_FIRST_FRAME_LOG={} exec {bin} --db {} --as bench",
        log.display(),
        db.display()
    );
    let (w, h) = (w.to_string(), h.to_string());
    let spawned = epoch_ms();
    let start = Instant::now();
    tmux(&[
        "new-session",
        "-d",
        "-s",
        &session,
        "-x",
        &w,
        "-y",
        &h,
        &cmd,
    ]);
    // The hall's title ("1000 boards"), however narrow the terminal.
    let title = format!("{boards} boards");
    let pid = tmux(&["display", "-p", "-t", &session, "#{pane_pid}"]);
    let pid = pid.trim().to_owned();
    let (first, first_cpu) = loop {
        let pane = tmux(&["capture-pane", "-p", "-t", &session]);
        if pane.contains(&title) {
            // The CPU the process (every thread) took up to the frame seen: what a loaded
            // machine does not change.
            let cpu = cpu_ticks(&pid) as f64 / ticks_per_second();
            break (start.elapsed().as_secs_f64(), cpu);
        }
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "no hall after 60 s:\n{pane}"
        );
        std::thread::sleep(Duration::from_millis(5));
    };
    // Every board in: the app's log says when (its second line); a binary that does not log
    // loaded them all before its first frame, or its title says some are still loading.
    let instants = || -> Vec<f64> {
        std::fs::read_to_string(&log)
            .unwrap_or_default()
            .lines()
            .filter_map(|l| l.trim().parse().ok())
            .collect()
    };
    let seen = Instant::now();
    // When the pane first showed no boards loading (a binary that does not log).
    let mut loaded_at = None;
    loop {
        let pane = tmux(&["capture-pane", "-p", "-t", &session]);
        if !pane.contains("loading") {
            loaded_at.get_or_insert(start.elapsed().as_secs_f64());
        }
        // A binary that logs has written its first line within moments of the frame.
        let logs = log.exists() || seen.elapsed() < Duration::from_millis(500);
        if (logs && instants().len() >= 2) || (!logs && loaded_at.is_some()) {
            break;
        }
        assert!(
            start.elapsed() < Duration::from_secs(300),
            "still loading after 300 s:\n{pane}"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    let all_in = loaded_at.unwrap_or_else(|| start.elapsed().as_secs_f64());
    // Let the start's work (flag findings, the first reads) settle.
    std::thread::sleep(Duration::from_secs(2));
    let before = cpu_ticks(&pid);
    let t = Instant::now();
    std::thread::sleep(idle);
    let used = (cpu_ticks(&pid) - before) as f64 / ticks_per_second();
    let share = used / t.elapsed().as_secs_f64();
    tmux(&["send-keys", "-t", &session, "q"]);
    std::thread::sleep(Duration::from_millis(300));
    tmux(&["kill-session", "-t", &session]);
    let logged = instants().first().map(|at| (at - spawned) / 1000.0);
    let all_in = instants()
        .get(1)
        .map_or(all_in, |at| (at - spawned) / 1000.0);
    Run {
        logged,
        first,
        first_cpu,
        all_in,
        idle: share,
    }
}

/// One run's figures, in seconds (`idle`: a share of one core).
struct Run {
    /// To the first frame as the app logged it (`None`: a binary that does not log).
    logged: Option<f64>,
    /// To the first frame seen on the pane, and the process's CPU time up to it.
    first: f64,
    first_cpu: f64,
    /// To the title no longer saying that boards are loading.
    all_in: f64,
    idle: f64,
}

fn min_median(mut v: Vec<f64>) -> (f64, f64) {
    v.sort_by(f64::total_cmp);
    (v[0], v[v.len() / 2])
}

fn main() {
    if !Command::new("tmux")
        .arg("-V")
        .output()
        .is_ok_and(|o| o.status.success())
    {
        println!("skipped: tmux is not installed");
        return;
    }
    let sizes: Vec<u32> = std::env::var("TUI_IDLE_BOARDS")
        .unwrap_or_else(|_| "100,1000,9000".into())
        .split(',')
        .filter_map(|s| s.trim().parse().ok())
        .collect();
    let idle = Duration::from_secs(
        std::env::var("TUI_IDLE_SECONDS")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(10),
    );
    let size = std::env::var("TUI_IDLE_SIZE")
        .ok()
        .and_then(|s| {
            let (w, h) = s.split_once('x')?;
            Some((w.parse().ok()?, h.parse().ok()?))
        })
        .unwrap_or((240, 70));
    let baseline = std::env::var("TUI_IDLE_BASELINE").ok();
    let mut bins = vec![("this", BIN.to_owned())];
    if let Some(b) = baseline {
        bins.push(("baseline", b));
    }
    let temp = tempfile::tempdir().expect("tempdir");
    let dir = std::env::var("TUI_IDLE_DIR").map_or_else(|_| temp.path().to_owned(), Into::into);
    println!(
        "terminal {}x{}, idle measured over {} s",
        size.0,
        size.1,
        idle.as_secs()
    );
    for boards in sizes {
        let db = dir.join(format!("hall-{boards}.sqlite"));
        if !db.exists() {
            // 60 plies a board: a middlegame position and a move list, clocks running from now.
            store_fixture::fixture_of(&db, boards, 60);
        }
        // Each binary on its own copy of the same file: the newer one may write what an older
        // one cannot read (the half-hourly time-control sheet, issue 35, taken on opening).
        let dbs: Vec<std::path::PathBuf> = bins
            .iter()
            .map(|(name, _)| {
                let copy = dir.join(format!("hall-{boards}-{name}.sqlite"));
                for suffix in ["", ".key", ".key.head"] {
                    let from = format!("{}{suffix}", db.display());
                    let to = format!("{}{suffix}", copy.display());
                    if std::path::Path::new(&from).exists() {
                        std::fs::copy(&from, &to).expect("copy of the fixture");
                    }
                }
                copy
            })
            .collect();
        let mut runs: Vec<Vec<Run>> = bins.iter().map(|_| Vec::new()).collect();
        for _ in 0..RUNS {
            for (k, (_, bin)) in bins.iter().enumerate() {
                runs[k].push(run(bin, &dbs[k], boards, size, idle));
            }
        }
        for (k, (name, _)) in bins.iter().enumerate() {
            let ms = |f: &dyn Fn(&Run) -> f64| {
                let (min, med) = min_median(runs[k].iter().map(f).collect());
                format!("{:.0}/{:.0} ms", min * 1000.0, med * 1000.0)
            };
            let logged: Vec<f64> = runs[k].iter().filter_map(|r| r.logged).collect();
            let logged = if logged.is_empty() {
                "-".to_owned()
            } else {
                let (min, med) = min_median(logged);
                format!("{:.0}/{:.0} ms", min * 1000.0, med * 1000.0)
            };
            let (i_min, i_med) = min_median(runs[k].iter().map(|r| r.idle).collect());
            println!(
                "{boards:>5} boards, {name:>8} (min/median): first frame logged {logged}, \
                 seen {}, CPU to it {}; every board in {}; idle {:.2}/{:.2} % of a core",
                ms(&|r| r.first),
                ms(&|r| r.first_cpu),
                ms(&|r| r.all_in),
                i_min * 100.0,
                i_med * 100.0
            );
        }
    }
}
