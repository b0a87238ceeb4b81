//! The app from a real process, in a real terminal (tmux, 240×70), on halls of 100, 1,000 and
//! 9,000 boards whose clocks all run (issue 36): the time from the process's start to the
//! first frame (the hall's title on the pane), and the CPU the app takes while nobody touches a
//! key (utime + stime from `/proc/PID/stat` over `TUI_IDLE_SECONDS`, default 10), as a share
//! of one core. Three runs each; min and median printed.
//!
//! `TUI_IDLE_BOARDS=100,1000` picks the sizes; `TUI_IDLE_BASELINE=/path/to/arbiter` runs an
//! older binary too, interleaved run by run, for a side-by-side comparison.
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

/// One run: (seconds to the first frame, share of a core while idle).
fn run(bin: &str, db: &Path, boards: u32, idle: Duration) -> (f64, f64) {
    let session = format!("tui-idle-{}-{boards}", std::process::id());
    let cmd = format!(
        "LANG=C.UTF-8 TERM=xterm-256color exec {bin} --db {} --as bench",
        db.display()
    );
    let start = Instant::now();
    tmux(&[
        "new-session",
        "-d",
        "-s",
        &session,
        "-x",
        "240",
        "-y",
        "70",
        &cmd,
    ]);
    let title = format!("{boards} boards");
    let first = loop {
        let pane = tmux(&["capture-pane", "-p", "-t", &session]);
        if pane.contains(&title) {
            break start.elapsed().as_secs_f64();
        }
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "no hall after 60 s:\n{pane}"
        );
        std::thread::sleep(Duration::from_millis(5));
    };
    let pid = tmux(&["display", "-p", "-t", &session, "#{pane_pid}"]);
    let pid = pid.trim().to_owned();
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
    (first, share)
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
    let baseline = std::env::var("TUI_IDLE_BASELINE").ok();
    let mut bins = vec![("this", BIN.to_owned())];
    if let Some(b) = baseline {
        bins.push(("baseline", b));
    }
    let dir = tempfile::tempdir().expect("tempdir");
    for boards in sizes {
        let db = dir.path().join(format!("hall-{boards}.sqlite"));
        // 60 plies a board: a middlegame position and a move list, clocks running from now.
        store_fixture::fixture_of(&db, boards, 60);
        let mut firsts = vec![Vec::new(); bins.len()];
        let mut idles = vec![Vec::new(); bins.len()];
        for _ in 0..RUNS {
            for (k, (_, bin)) in bins.iter().enumerate() {
                let (first, share) = run(bin, &db, boards, idle);
                firsts[k].push(first);
                idles[k].push(share);
            }
        }
        for (k, (name, _)) in bins.iter().enumerate() {
            let (f_min, f_med) = min_median(firsts[k].clone());
            let (i_min, i_med) = min_median(idles[k].clone());
            println!(
                "{boards:>5} boards, {name:>8}: first frame min {:.0} ms, median {:.0} ms; \
                 idle min {:.2} %, median {:.2} % of a core",
                f_min * 1000.0,
                f_med * 1000.0,
                i_min * 100.0,
                i_med * 100.0
            );
        }
    }
}
