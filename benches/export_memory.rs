//! The exports and `check` at a big open's size (issue 36): 9,000 boards of 60 plies each, and
//! the peak resident memory and the time of `export pgn`, `export results`, `report` and
//! `check`, each a real process under `/usr/bin/time -v`. Three runs; min and median printed,
//! and the outputs' bytes compared with `EXPORT_BASELINE`'s when it is given.
//!
//! `EXPORT_BOARDS` (default 9000) sets the size; `EXPORT_DB=/path/file.sqlite` keeps the
//! generated file there (made once, reused while it exists); `EXPORT_BASELINE=/path/to/arbiter`
//! runs an older binary too, interleaved run by run. Without `/usr/bin/time` it says so and
//! measures nothing. `cargo bench --bench export_memory`.

#[path = "common/store_fixture.rs"]
#[allow(dead_code)]
mod store_fixture;

use std::path::{Path, PathBuf};
use std::process::Command;

const BIN: &str = env!("CARGO_BIN_EXE_arbiter");
const RUNS: usize = 3;

/// The verbs measured, each writing to `OUT` where it writes a file.
const VERBS: [&[&str]; 4] = [
    &["export", "pgn", "--out", "OUT"],
    &["export", "results", "--out", "OUT"],
    &["report", "--out", "OUT"],
    &["check"],
];

/// Run `bin` on `db` with `verb`: (peak RSS in MB, elapsed seconds, the output's bytes).
fn run(bin: &str, db: &Path, verb: &[&str], out: &Path) -> (f64, f64, Vec<u8>) {
    let _ = std::fs::remove_file(out);
    let args: Vec<String> = verb
        .iter()
        .map(|a| {
            if *a == "OUT" {
                out.display().to_string()
            } else {
                (*a).to_owned()
            }
        })
        .collect();
    let res = Command::new("/usr/bin/time")
        .arg("-v")
        .arg(bin)
        .arg("--db")
        .arg(db)
        .args(&args)
        .env("LANG", "C.UTF-8")
        .env("ARBITER_LANG", "en")
        .env_remove("ARBITER_DB")
        .output()
        .expect("run");
    let err = String::from_utf8_lossy(&res.stderr);
    let field = |name: &str| {
        err.lines()
            .find_map(|l| l.trim().strip_prefix(name))
            .map(str::trim)
            .unwrap_or("")
            .to_owned()
    };
    let rss_kb: f64 = field("Maximum resident set size (kbytes):")
        .parse()
        .unwrap_or(f64::NAN);
    // h:mm:ss or m:ss.ss
    let elapsed = field("Elapsed (wall clock) time (h:mm:ss or m:ss):")
        .split(':')
        .fold(0.0, |acc, p| {
            acc * 60.0 + p.parse::<f64>().unwrap_or(f64::NAN)
        });
    let bytes = if verb.contains(&"OUT") {
        std::fs::read(out).unwrap_or_default()
    } else {
        res.stdout
    };
    (rss_kb / 1000.0, elapsed, bytes)
}

fn min_median(mut v: Vec<f64>) -> (f64, f64) {
    v.sort_by(f64::total_cmp);
    (v[0], v[v.len() / 2])
}

fn main() {
    if std::env::args().any(|a| a == "--list") {
        return;
    }
    if !Path::new("/usr/bin/time").exists() {
        println!("skipped: /usr/bin/time is not installed");
        return;
    }
    let boards: u32 = std::env::var("EXPORT_BOARDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(9000);
    let dir = tempfile::tempdir().expect("tempdir");
    let db: PathBuf = std::env::var("EXPORT_DB")
        .map(PathBuf::from)
        .unwrap_or_else(|_| dir.path().join("open.sqlite"));
    if !db.exists() {
        store_fixture::fixture_of(&db, boards, 60);
    }
    let mut bins = vec![("this", BIN.to_owned())];
    if let Ok(b) = std::env::var("EXPORT_BASELINE") {
        bins.push(("baseline", b));
    }
    for verb in VERBS {
        let mut rss = vec![Vec::new(); bins.len()];
        let mut secs = vec![Vec::new(); bins.len()];
        let mut outputs = vec![Vec::new(); bins.len()];
        for _ in 0..RUNS {
            for (k, (_, bin)) in bins.iter().enumerate() {
                let (r, s, bytes) = run(bin, &db, verb, &dir.path().join("out"));
                rss[k].push(r);
                secs[k].push(s);
                outputs[k] = bytes;
            }
        }
        for (k, (name, _)) in bins.iter().enumerate() {
            let (r_min, r_med) = min_median(rss[k].clone());
            let (s_min, s_med) = min_median(secs[k].clone());
            println!(
                "{boards} boards, {:<16} {name:>8}: peak RSS min {r_min:.1} MB, median \
                 {r_med:.1} MB; time min {s_min:.2} s, median {s_med:.2} s; {} bytes out",
                verb.join(" ").replace(" --out OUT", ""),
                outputs[k].len()
            );
        }
        if outputs.len() > 1 && !verb.contains(&"report") {
            println!(
                "  outputs identical to the baseline's: {}",
                outputs[0] == outputs[1]
            );
        }
    }
}
