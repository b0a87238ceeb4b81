//! A durable CLI append, a process per action (issue 21): `arbiter note` run as its own process
//! again and again on one event file, against the sqlite3 shell inserting the same row into a
//! copy of the same file, a process per insert (when `sqlite3` is installed); and the fsyncs
//! (and fdatasyncs) of one such process, counted by `strace -f` (when installed).
//! `cargo bench --bench append_process`; `APPEND_RUNS=N` sets the number of processes (60).
//!
//! Then the history (issue 29): `APPEND_HISTORY=N` (2,000) notes in a row on one new file, a
//! process each — the median of the last 20 against the first 20 (a CLI action's cost must not
//! grow with the file's history), the largest `-wal` seen after any of them (under 8 MiB), and
//! a plain copy of the file once every program is closed, which must hold all N.
//!
//! Prints; no criterion: a process start is the thing measured.

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use arbiter::event::{BoardSetup, EventSettings};
use arbiter::store::Store;

const BIN: &str = env!("CARGO_BIN_EXE_arbiter");

/// The binary the notes run: a copy of [`BIN`], as `cargo install` or a package puts it. The
/// file the linker wrote costs about 0.8 ms more to start than a plain copy of the same bytes
/// (measured 2026-11-28: 5.7 against 4.9 ms a note, alternated, the copy in the same folder),
/// from how its pages sit in the page cache; the shell it is compared with is installed.
static INSTALLED: std::sync::OnceLock<std::path::PathBuf> = std::sync::OnceLock::new();

/// The same row as the last `note` wrote (same board, next sequence number, same JSON and MAC
/// column), through the same table, indexes and triggers.
const PEER_SQL: &str = "PRAGMA synchronous=FULL; INSERT INTO events \
    (board, seq, at_ms, actor, display_name, origin, kind, mac) \
    SELECT board, seq + 1, at_ms, actor, display_name, origin, kind, mac \
    FROM events ORDER BY id DESC LIMIT 1;";

fn arbiter_note(db: &Path) -> Command {
    let mut c = Command::new(INSTALLED.get().map_or(Path::new(BIN), |p| p.as_path()));
    c.args([
        "--db",
        db.to_str().expect("utf-8 path"),
        "note",
        "1",
        "bench",
    ])
    .stdout(Stdio::null());
    c
}

fn sqlite3_insert(db: &Path) -> Command {
    let mut c = Command::new("sqlite3");
    c.arg(db).arg(PEER_SQL).stdout(Stdio::null());
    c
}

fn installed(tool: &str) -> bool {
    Command::new(tool)
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// Wall times of `runs` processes made by `make`, run one after another (interleaving with the
/// peer is left to the caller).
fn time_one(make: &dyn Fn() -> Command) -> Duration {
    let t = Instant::now();
    let status = make().status().expect("run");
    let took = t.elapsed();
    assert!(status.success(), "{:?} failed", make());
    took
}

fn summary(name: &str, mut times: Vec<Duration>) -> Duration {
    times.sort();
    let median = times[times.len() / 2];
    let mean = times.iter().sum::<Duration>() / times.len() as u32;
    eprintln!(
        "{name}: median {:.1} ms, mean {:.1} ms, min {:.1} ms ({} processes)",
        median.as_secs_f64() * 1e3,
        mean.as_secs_f64() * 1e3,
        times[0].as_secs_f64() * 1e3,
        times.len()
    );
    median
}

/// fsync + fdatasync calls of one process, counted by strace.
fn syncs(make: &dyn Fn() -> Command, dir: &Path) -> Option<usize> {
    let log = dir.join("strace.txt");
    let inner = make();
    let status = Command::new("strace")
        .args(["-f", "-e", "trace=fsync,fdatasync", "-o"])
        .arg(&log)
        .arg(inner.get_program())
        .args(inner.get_args())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .ok()?;
    if !status.success() {
        return None;
    }
    let text = std::fs::read_to_string(&log).ok()?;
    Some(
        text.lines()
            .filter(|l| l.contains("fsync(") || l.contains("fdatasync("))
            .count(),
    )
}

fn main() {
    let runs: usize = std::env::var("APPEND_RUNS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(60);
    let dir = tempfile::tempdir().expect("tempdir");
    let installed_bin = dir.path().join("arbiter");
    std::fs::copy(BIN, &installed_bin).expect("copy of the binary");
    INSTALLED.set(installed_bin).expect("set once");
    let db = dir.path().join("event.sqlite");
    let store = Store::create(&db, &EventSettings::new("bench")).expect("create");
    store
        .add_board(&BoardSetup::new(1, "White", "Black"))
        .expect("board");
    let note = arbiter::event::command::Command::Note {
        text: "first".into(),
    };
    store
        .execute(1, Some(0), arbiter::store::now_ms(), &[note])
        .expect("append");
    drop(store);
    let peer_db = dir.path().join("peer.sqlite");
    Store::open(&db)
        .expect("open")
        .backup(&peer_db)
        .expect("copy for the peer");
    // The copy is a rollback-journal file (a backup); the peer writes in WAL like the store.
    rusqlite::Connection::open(&peer_db)
        .expect("peer")
        .pragma_update(None, "journal_mode", "WAL")
        .expect("peer wal");
    let peer = installed("sqlite3");
    let ours = || arbiter_note(&db);
    let theirs = || sqlite3_insert(&peer_db);
    // Warm up (page cache, the WAL made).
    for _ in 0..3 {
        time_one(&ours);
        if peer {
            time_one(&theirs);
        }
    }
    let mut a = Vec::with_capacity(runs);
    let mut b = Vec::with_capacity(runs);
    for _ in 0..runs {
        a.push(time_one(&ours));
        if peer {
            b.push(time_one(&theirs));
        }
    }
    let ours_median = summary("arbiter note (a process per action)", a);
    if peer {
        let theirs_median = summary("sqlite3 shell, the same row (a process per insert)", b);
        eprintln!(
            "arbiter / sqlite3 shell: {:.2}x the shell's speed",
            theirs_median.as_secs_f64() / ours_median.as_secs_f64()
        );
    } else {
        eprintln!("sqlite3 not installed: no peer");
    }
    if installed("strace") {
        match syncs(&ours, dir.path()) {
            Some(n) => eprintln!("fsyncs of one `arbiter note` process: {n}"),
            None => eprintln!("strace could not trace (ptrace not permitted?)"),
        }
        if peer && let Some(n) = syncs(&theirs, dir.path()) {
            eprintln!("fsyncs of one sqlite3 shell insert: {n}");
        }
    } else {
        eprintln!("strace not installed: no fsync count");
    }
    // Every note acknowledged is in the file.
    let store = Store::open(&db).expect("open");
    let expected = 1 + 3 + runs + 1;
    assert_eq!(store.events(1).expect("events").len(), expected);
    drop(store);
    history(dir.path());
}

/// `APPEND_HISTORY` notes in a row on a new file, a process each (issue 29).
fn history(dir: &Path) {
    let n: usize = std::env::var("APPEND_HISTORY")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(2000)
        .max(40);
    let db = dir.join("history.sqlite");
    let store = Store::create(&db, &EventSettings::new("history")).expect("create");
    store
        .add_board(&BoardSetup::new(1, "White", "Black"))
        .expect("board");
    drop(store);
    let wal = dir.join("history.sqlite-wal");
    let (mut times, mut most_wal) = (Vec::with_capacity(n), 0u64);
    let started = Instant::now();
    for _ in 0..n {
        times.push(time_one(&|| arbiter_note(&db)));
        most_wal = most_wal.max(std::fs::metadata(&wal).map_or(0, |m| m.len()));
    }
    let total = started.elapsed();
    let first = summary("history: the first 20 notes", times[..20].to_vec());
    let last = summary("history: the last 20 notes", times[n - 20..].to_vec());
    eprintln!(
        "history: {n} notes in {:.1} s; last 20 / first 20 = {:.2} (aim: 0.8–1.2); largest -wal \
         after a note: {most_wal} bytes (aim: < 8 MiB)",
        total.as_secs_f64(),
        last.as_secs_f64() / first.as_secs_f64()
    );
    // The same comparison side by side, immune to the machine's load changing over the run: a
    // copy of the file as it was after 20 notes against the file after all of them, alternated.
    let young = dir.join("young.sqlite");
    {
        let store = Store::create(&young, &EventSettings::new("young")).expect("create");
        store
            .add_board(&BoardSetup::new(1, "White", "Black"))
            .expect("board");
    }
    for _ in 0..20 {
        time_one(&|| arbiter_note(&young));
    }
    let (mut y, mut o) = (Vec::new(), Vec::new());
    for _ in 0..30 {
        y.push(time_one(&|| arbiter_note(&young)));
        o.push(time_one(&|| arbiter_note(&db)));
    }
    let y = summary("history, alternated: a note on a file of 20 notes", y);
    let o = summary(
        &format!("history, alternated: a note on the file of {n}"),
        o,
    );
    eprintln!(
        "history, alternated: {n} notes / 20 notes = {:.2} (aim: 0.8–1.2)",
        o.as_secs_f64() / y.as_secs_f64()
    );
    let copy = dir.join("history-copy.sqlite");
    std::fs::copy(&db, &copy).expect("plain copy");
    let count: i64 = rusqlite::Connection::open(&copy)
        .expect("open the copy")
        .query_row("SELECT COUNT(*) FROM events", [], |r| r.get(0))
        .expect("count");
    eprintln!(
        "history: a plain copy of the closed file holds {count} events ({n} notes and the 30 \
         alternated)"
    );
    assert_eq!(count, n as i64 + 30, "a plain copy misses notes");
    assert!(most_wal < 8 << 20, "the WAL grew to {most_wal} bytes");
    scan_cost(&db);
    let big = dir.join("big.sqlite");
    let conn = rusqlite::Connection::open(&big).expect("big");
    conn.execute_batch(
        "CREATE TABLE t (x BLOB);
         WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 4500)
         INSERT INTO t SELECT randomblob(4000) FROM n;",
    )
    .expect("an 18 MB file");
    drop(conn);
    scan_cost(&big);
    long_event(dir, &young);
}

/// A note on an event of a long history (board 2's 30 MB of notes, written in one batch)
/// against one on the file of 20 notes, alternated (issue 29: a CLI action's cost must not
/// grow with the history; the zeroed-page check reads a window, not the file).
fn long_event(dir: &Path, young: &Path) {
    let db = dir.join("long.sqlite");
    let store = Store::create(&db, &EventSettings::new("long")).expect("create");
    for n in [1, 2] {
        store
            .add_board(&BoardSetup::new(n, "White", "Black"))
            .expect("board");
    }
    let text = "a long history ".repeat(120);
    store
        .durable_once(|| {
            for _ in 0..8_000 {
                let note = arbiter::event::command::Command::Note {
                    text: text.as_str().into(),
                };
                store.execute(2, None, arbiter::store::now_ms(), &[note])?;
            }
            Ok::<_, arbiter::store::StoreError>(())
        })
        .expect("the long history");
    drop(store);
    let len = std::fs::metadata(&db).map_or(0, |m| m.len());
    // Its first note reads the whole file (no witness mark yet).
    time_one(&|| arbiter_note(&db));
    let (mut y, mut o) = (Vec::new(), Vec::new());
    for _ in 0..30 {
        y.push(time_one(&|| arbiter_note(young)));
        o.push(time_one(&|| arbiter_note(&db)));
    }
    let y = summary("long event, alternated: a note on a file of 20 notes", y);
    let o = summary(
        &format!(
            "long event, alternated: a note on a file of {:.1} MB (8,000 notes)",
            len as f64 / 1e6
        ),
        o,
    );
    eprintln!(
        "long event, alternated: {:.1} MB / 20 notes = {:.2} (aim: 0.8–1.2)",
        len as f64 / 1e6,
        o.as_secs_f64() / y.as_secs_f64()
    );
}

/// What the zeroed-page check of every write (`store::pages`) costs on `db`: median of 20.
fn scan_cost(db: &Path) {
    let len = std::fs::metadata(db).map_or(0, |m| m.len());
    let mut times: Vec<Duration> = (0..20)
        .map(|_| {
            let t = Instant::now();
            let zeroed = arbiter::store::zeroed_pages(db, 5).expect("scan");
            assert!(zeroed.is_empty(), "{zeroed:?}");
            t.elapsed()
        })
        .collect();
    times.sort();
    eprintln!(
        "the zeroed-page check of a write on a {:.1} MB file: median {:.2} ms",
        len as f64 / 1e6,
        times[10].as_secs_f64() * 1e3
    );
}
