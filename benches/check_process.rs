//! `arbiter check` against a reference doing only SQLite's integrity check plus the same HMAC
//! chain (issue 36, item 4: `check` within 1.2× of it), each a process of its own, side by side.
//!
//! The reference is this bench's own binary run again with `ARBITER_CHECK_REFERENCE=FILE`: it
//! opens the file read-only with rusqlite, runs `PRAGMA integrity_check`, reads the key beside
//! the file, and recomputes every event's MAC with the same `hmac` and `sha2` crates (the
//! chain's own layout: each part length-prefixed, the MAC before it first), comparing each with
//! the stored one. Nothing else: no seals, no witness, no snapshot ties, no zeroed-page scan,
//! no log shape — what `check` does beyond it is what the 1.2× allows.
//!
//! Fixtures: 1,000 and 9,000 boards of 60 plies (`store_fixture::fixture_of`, as
//! `export_memory`). `CHECK_BOARDS=1000,9000` sets the sizes, `CHECK_RUNS=5` the runs (each run
//! one process of each, alternated), `CHECK_DIR=/path` keeps the fixtures there (made once,
//! reused while they exist). Prints min and median wall time of each and their ratio; both
//! must say the file is sound. `cargo bench --bench check_process`.

#[path = "common/store_fixture.rs"]
#[allow(dead_code)]
mod store_fixture;

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use hmac::{Hmac, Mac};
use rusqlite::{Connection, OpenFlags};
use sha2::Sha256;

const BIN: &str = env!("CARGO_BIN_EXE_arbiter");
const REFERENCE: &str = "ARBITER_CHECK_REFERENCE";

type HmacSha256 = Hmac<Sha256>;

/// The chain's MAC of `parts` under `key`: each part marked present (1) and length-prefixed,
/// or marked absent (0), as `store::chain` feeds them.
fn mac(key: &[u8], parts: &[Option<&[u8]>]) -> Vec<u8> {
    let mut m = <HmacSha256 as Mac>::new_from_slice(key).expect("any key length");
    for part in parts {
        match part {
            Some(bytes) => {
                m.update(&[1]);
                m.update(&(bytes.len() as u64).to_le_bytes());
                m.update(bytes);
            }
            None => m.update(&[0]),
        }
    }
    m.finalize().into_bytes().to_vec()
}

/// The reference: integrity check and the chain, nothing else. `Ok(events verified)`, or what
/// is wrong.
fn reference(db: &Path) -> Result<u64, String> {
    let conn = Connection::open_with_flags(db, OpenFlags::SQLITE_OPEN_READ_ONLY)
        .map_err(|e| e.to_string())?;
    let rows: Vec<String> = conn
        .prepare("PRAGMA integrity_check")
        .and_then(|mut st| st.query_map([], |r| r.get(0))?.collect())
        .map_err(|e| e.to_string())?;
    if rows != ["ok"] {
        return Err(rows.join("; "));
    }
    let mut key_path = db.as_os_str().to_owned();
    key_path.push(".key");
    let hex = std::fs::read_to_string(PathBuf::from(key_path)).map_err(|e| e.to_string())?;
    let hex = hex.trim();
    let key: Vec<u8> = (0..hex.len() / 2)
        .map(|i| u8::from_str_radix(&hex[2 * i..2 * i + 2], 16))
        .collect::<Result<_, _>>()
        .map_err(|e| e.to_string())?;
    let (start_id, seal): (i64, Vec<u8>) = conn
        .query_row("SELECT start_id, seal FROM chain WHERE id = 1", [], |r| {
            Ok((r.get(0)?, r.get(1)?))
        })
        .map_err(|e| e.to_string())?;
    if mac(
        &key,
        &[
            Some(b"arbiter event chain v1"),
            Some(&start_id.to_le_bytes()),
        ],
    ) != seal
    {
        return Err("the seal does not match".into());
    }
    let mut st = conn
        .prepare(
            "SELECT id, board, seq, at_ms, actor, display_name, origin, kind, mac
             FROM events WHERE id > ?1 ORDER BY id",
        )
        .map_err(|e| e.to_string())?;
    let mut rows = st.query([start_id]).map_err(|e| e.to_string())?;
    let (mut prev, mut count) = (seal, 0u64);
    while let Some(r) = rows.next().map_err(|e| e.to_string())? {
        let get = || -> rusqlite::Result<Vec<u8>> {
            let id: i64 = r.get(0)?;
            let board: u32 = r.get(1)?;
            let seq: u32 = r.get(2)?;
            let at: i64 = r.get(3)?;
            Ok(mac(
                &key,
                &[
                    Some(&prev),
                    Some(&id.to_le_bytes()),
                    Some(&board.to_le_bytes()),
                    Some(&seq.to_le_bytes()),
                    Some(&at.to_le_bytes()),
                    Some(r.get_ref(4)?.as_str()?.as_bytes()),
                    r.get_ref(5)?.as_str_or_null()?.map(str::as_bytes),
                    r.get_ref(6)?.as_str_or_null()?.map(str::as_bytes),
                    Some(r.get_ref(7)?.as_str()?.as_bytes()),
                ],
            ))
        };
        let expected = get().map_err(|e| e.to_string())?;
        let stored = r.get_ref(8).map_err(|e| e.to_string())?;
        if stored.as_blob_or_null().map_err(|e| e.to_string())? != Some(expected.as_slice()) {
            let id: i64 = r.get(0).map_err(|e| e.to_string())?;
            return Err(format!("event #{id} does not match the chain"));
        }
        prev = expected;
        count += 1;
    }
    Ok(count)
}

/// Wall time of one process, and whether it said the file is sound (exit 0).
fn timed(mut cmd: Command) -> (Duration, bool) {
    let t = Instant::now();
    let status = cmd
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .expect("run");
    (t.elapsed(), status.success())
}

fn min_median(mut v: Vec<Duration>) -> (f64, f64) {
    v.sort();
    (v[0].as_secs_f64(), v[v.len() / 2].as_secs_f64())
}

fn main() {
    if let Some(db) = std::env::var_os(REFERENCE) {
        match reference(Path::new(&db)) {
            Ok(n) => println!("ok: integrity_check ok, {n} events chained"),
            Err(why) => {
                println!("damaged: {why}");
                std::process::exit(1);
            }
        }
        return;
    }
    if std::env::args().any(|a| a == "--list") {
        return;
    }
    let sizes: Vec<u32> = std::env::var("CHECK_BOARDS")
        .unwrap_or_else(|_| "1000,9000".into())
        .split(',')
        .filter_map(|s| s.trim().parse().ok())
        .collect();
    let runs: usize = std::env::var("CHECK_RUNS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(5)
        .max(3);
    let tmp = tempfile::tempdir().expect("tempdir");
    let dir = std::env::var("CHECK_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|_| tmp.path().to_path_buf());
    let me = std::env::current_exe().expect("this bench's binary");
    for boards in sizes {
        let db = dir.join(format!("check-{boards}.sqlite"));
        if !db.exists() {
            store_fixture::fixture_of(&db, boards, 60);
        }
        let ours = || {
            let mut c = Command::new(BIN);
            c.arg("--db")
                .arg(&db)
                .arg("check")
                .env("ARBITER_LANG", "en")
                .env_remove("ARBITER_DB");
            c
        };
        let theirs = || {
            let mut c = Command::new(&me);
            c.env(REFERENCE, &db);
            c
        };
        // Warm the page cache for both.
        timed(ours());
        timed(theirs());
        let (mut a, mut b) = (Vec::new(), Vec::new());
        for _ in 0..runs {
            let (t, ok) = timed(ours());
            assert!(ok, "arbiter check did not find {} sound", db.display());
            a.push(t);
            let (t, ok) = timed(theirs());
            assert!(ok, "the reference did not find {} sound", db.display());
            b.push(t);
        }
        let (a_min, a_med) = min_median(a);
        let (b_min, b_med) = min_median(b);
        let load = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
        println!(
            "{boards} boards: arbiter check min {:.0} ms, median {:.0} ms; reference \
             (integrity_check + the chain) min {:.0} ms, median {:.0} ms; ratio min {:.2}, \
             median {:.2} (budget 1.2); {runs} runs each, alternated; load {}",
            a_min * 1e3,
            a_med * 1e3,
            b_min * 1e3,
            b_med * 1e3,
            a_min / b_min,
            a_med / b_med,
            load.split_whitespace()
                .take(3)
                .collect::<Vec<_>>()
                .join(" ")
        );
    }
}
