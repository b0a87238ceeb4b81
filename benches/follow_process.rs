//! `arbiter follow` from a real process on a folder of 500 feed files, one a board (issue 36):
//! - idle: the CPU the watch takes while no file changes (utime + stime from `/proc/PID/stat`
//!   over `FOLLOW_IDLE_SECONDS`, default 10), as a share of one core, and its wake-ups (the
//!   voluntary context switches of all its threads) a second;
//! - burst: the 500 files rewritten back to back with one more move each, the time from the
//!   first write to the last of the 500 moves in the event file (read by a second connection).
//!
//! `FOLLOW_FILES` (default 500) and `FOLLOW_RUNS` (default 3) set the size and the runs; min
//! and median printed. `FOLLOW_BASELINE=/path/to/arbiter` runs an older binary too, run by run
//! interleaved, for a side-by-side comparison. `cargo bench --bench follow_process`.

#[path = "common/feed_fixture.rs"]
mod feed_fixture;

use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

const BIN: &str = env!("CARGO_BIN_EXE_arbiter");

fn env_or<T: std::str::FromStr>(name: &str, default: T) -> T {
    std::env::var(name)
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(default)
}

/// The moves of a real game (Fischer–Petrosian 1971, game 3).
fn game_moves() -> Vec<String> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/pgn/fischer-petrosian-1971-g3.pgn"
    );
    let bytes = std::fs::read(path).expect("the test game");
    let games = arbiter::interop::feed::read_feed(path, &bytes).expect("read");
    games[0].moves.iter().map(|m| m.san.clone()).collect()
}

fn write_game(path: &Path, board: u32, moves: &[String]) {
    std::fs::write(path, feed_fixture::game_text(board, moves)).expect("write the feed");
}

/// CPU time (user + system) of `pid` so far, in clock ticks.
fn cpu_ticks(pid: u32) -> u64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).expect("stat");
    let rest = &stat[stat.rfind(')').expect("comm") + 2..];
    let fields: Vec<&str> = rest.split_whitespace().collect();
    fields[11].parse::<u64>().expect("utime") + fields[12].parse::<u64>().expect("stime")
}

/// Voluntary context switches of every thread of `pid`: its wake-ups.
fn wakeups(pid: u32) -> u64 {
    let Ok(tasks) = std::fs::read_dir(format!("/proc/{pid}/task")) else {
        return 0;
    };
    tasks
        .flatten()
        .filter_map(|t| std::fs::read_to_string(t.path().join("status")).ok())
        .flat_map(|s| {
            s.lines()
                .filter_map(|l| l.strip_prefix("voluntary_ctxt_switches:"))
                .filter_map(|v| v.trim().parse::<u64>().ok())
                .collect::<Vec<_>>()
        })
        .sum()
}

fn ticks_per_second() -> f64 {
    let out = Command::new("getconf").arg("CLK_TCK").output();
    out.ok()
        .and_then(|o| String::from_utf8_lossy(&o.stdout).trim().parse().ok())
        .unwrap_or(100.0)
}

fn wait_for(db: &Path, count: usize, limit: Duration) -> Option<Duration> {
    let start = Instant::now();
    while start.elapsed() < limit {
        if feed_fixture::moves_recorded(db) >= count {
            return Some(start.elapsed());
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    None
}

/// One run of `bin`: (idle share of a core, wake-ups a second, burst seconds).
fn run(bin: &str, files: u32, idle: Duration) -> (f64, f64, Option<f64>) {
    let dir = tempfile::tempdir().expect("tempdir");
    let db = dir.path().join("e.sqlite");
    let store = feed_fixture::event_of(&db, files);
    drop(store);
    let feed = dir.path().join("feed");
    std::fs::create_dir_all(&feed).expect("mkdir");
    let moves_of = game_moves();
    let file = |b: u32| feed.join(format!("game{b:04}.pgn"));
    for b in 1..=files {
        write_game(&file(b), b, &moves_of[..20]);
    }
    let mut child: Child = Command::new(bin)
        .arg("--db")
        .arg(&db)
        .arg("follow")
        .arg(&feed)
        .env("LANG", "C.UTF-8")
        .env_remove("ARBITER_DB")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("spawn");
    let pid = child.id();
    let ready = wait_for(&db, 20 * files as usize, Duration::from_secs(120));
    assert!(ready.is_some(), "the first pass did not record the feed");
    std::thread::sleep(Duration::from_secs(2));
    let (t0, w0, at) = (cpu_ticks(pid), wakeups(pid), Instant::now());
    std::thread::sleep(idle);
    let (t1, w1, secs) = (cpu_ticks(pid), wakeups(pid), at.elapsed().as_secs_f64());
    let share = (t1 - t0) as f64 / ticks_per_second() / secs * 100.0;
    let wakes = (w1 - w0) as f64 / secs;
    let start = Instant::now();
    for b in 1..=files {
        write_game(&file(b), b, &moves_of[..21]);
    }
    let burst = wait_for(&db, 21 * files as usize, Duration::from_secs(60))
        .map(|_| start.elapsed().as_secs_f64());
    let _ = child.kill();
    let _ = child.wait();
    (share, wakes, burst)
}

fn min_median(mut v: Vec<f64>) -> (f64, f64) {
    v.sort_by(f64::total_cmp);
    (v[0], v[v.len() / 2])
}

fn main() {
    let files: u32 = env_or("FOLLOW_FILES", 500);
    let runs: usize = env_or("FOLLOW_RUNS", 3);
    let idle = Duration::from_secs(env_or("FOLLOW_IDLE_SECONDS", 10));
    let mut bins = vec![("this", BIN.to_owned())];
    if let Ok(b) = std::env::var("FOLLOW_BASELINE") {
        bins.push(("baseline", b));
    }
    let mut results = vec![(Vec::new(), Vec::new(), Vec::new()); bins.len()];
    for _ in 0..runs {
        for (k, (_, bin)) in bins.iter().enumerate() {
            let (share, wakes, burst) = run(bin, files, idle);
            results[k].0.push(share);
            results[k].1.push(wakes);
            // A burst not recorded within 60 s counts as 60 s.
            results[k].2.push(burst.unwrap_or(60.0));
        }
    }
    for (k, (name, _)) in bins.iter().enumerate() {
        let (i_min, i_med) = min_median(results[k].0.clone());
        let (w_min, w_med) = min_median(results[k].1.clone());
        let (b_min, b_med) = min_median(results[k].2.clone());
        println!(
            "{files} files, {name:>8}: idle min {i_min:.2} %, median {i_med:.2} % of a core; \
             wake-ups min {w_min:.1}/s, median {w_med:.1}/s; burst of {files} moves recorded \
             in min {:.0} ms, median {:.0} ms",
            b_min * 1000.0,
            b_med * 1000.0
        );
    }
}
