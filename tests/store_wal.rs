//! The WAL kept across processes (issue 21): a closed store leaves its committed events in the
//! WAL, the next open and an online backup see them, and the WAL stays bounded.

use std::path::Path;

use arbiter::event::{BoardSetup, EventKind, EventSettings};
use arbiter::store::{Store, WAL_CHECKPOINT_PAGES, WAL_SIZE_LIMIT};

fn note(text: &str) -> EventKind {
    EventKind::Note { text: text.into() }
}

fn wal_len(db: &Path) -> u64 {
    std::fs::metadata(format!("{}-wal", db.display())).map_or(0, |m| m.len())
}

/// Events counted by SQLite itself on a plain connection, not through the store.
fn count_events(db: &Path) -> i64 {
    let c = rusqlite::Connection::open(db).expect("open");
    c.query_row("SELECT COUNT(*) FROM events", [], |r| r.get(0))
        .expect("count")
}

/// A new event file with board 1, and its open store.
fn one_board() -> (tempfile::TempDir, std::path::PathBuf, Store) {
    let dir = tempfile::tempdir().expect("tmp");
    let db = dir.path().join("event.sqlite");
    let store = Store::create(&db, &EventSettings::new("wal")).expect("create");
    store
        .add_board(&BoardSetup::new(1, "White", "Black"))
        .expect("board");
    (dir, db, store)
}

#[test]
fn a_closed_store_keeps_its_wal_and_every_reader_sees_it() {
    let (dir, db, store) = one_board();
    drop(store);
    for i in 0..5 {
        // One store per "process", as the CLI opens and closes one per verb.
        let store = Store::open(&db).expect("open");
        store.append(1, i, note(&format!("n{i}"))).expect("append");
    }
    // No checkpoint on close: the WAL is still there, with the events in it.
    assert!(wal_len(&db) > 0, "the WAL was checkpointed and removed");
    let store = Store::open(&db).expect("reopen");
    assert_eq!(store.events(1).expect("events").len(), 5);
    assert_eq!(count_events(&db), 5);
    // The online backup carries what is only in the WAL, in one file without a WAL.
    let copy = dir.path().join("copy.sqlite");
    store.backup(&copy).expect("backup");
    assert!(!Path::new(&format!("{}-wal", copy.display())).exists());
    assert_eq!(count_events(&copy), 5);
    // After a checkpoint the main file alone holds them.
    store.checkpoint().expect("checkpoint");
    assert_eq!(wal_len(&db), 0);
    let alone = dir.path().join("alone.sqlite");
    std::fs::copy(&db, &alone).expect("plain copy");
    assert_eq!(count_events(&alone), 5);
}

#[test]
fn the_wal_is_checkpointed_past_its_bound() {
    let (_dir, db, store) = one_board();
    // Notes of ~10 KiB: each commit adds three or four pages; without the checkpoint the WAL
    // would grow past 12 MiB, well over both bounds.
    let text = "x".repeat(10_000);
    let page = 4096;
    let commits = WAL_CHECKPOINT_PAGES as u32;
    let mut seq = 0;
    let mut most = 0;
    for _ in 0..commits {
        seq = store.append(1, seq, note(&text)).expect("append").seq;
        most = most.max(wal_len(&db));
    }
    // The WAL never held much more than the bound (plus the transaction that crossed it), and its
    // file is cut back to the size limit.
    let bound = (WAL_CHECKPOINT_PAGES as u64 + 16) * (page + 24) + 32;
    assert!(
        most <= bound.max(WAL_SIZE_LIMIT as u64),
        "WAL grew to {most} bytes"
    );
    drop(store);
    assert_eq!(count_events(&db), i64::from(commits));
}

/// What the app does when it closes: a checkpoint that waits for no one. With no other session
/// reading, the main file alone then holds every event; with one reading an older snapshot, it
/// says so instead of waiting.
#[test]
fn a_passive_checkpoint_makes_the_main_file_whole_unless_a_reader_holds_it() {
    let (dir, db, store) = one_board();
    for i in 0..3 {
        store.append(1, i, note(&format!("n{i}"))).expect("append");
    }
    // A reader in the middle of a read holds the WAL's frames from before its start.
    let reader = rusqlite::Connection::open(&db).expect("reader");
    reader
        .execute_batch("BEGIN; SELECT COUNT(*) FROM events;")
        .expect("read");
    store.append(1, 3, note("n3")).expect("append");
    assert!(
        !store.checkpoint_passive().expect("checkpoint"),
        "a frame after the reader's snapshot cannot be copied while it reads"
    );
    reader.execute_batch("COMMIT").expect("end the read");
    drop(reader);
    assert!(store.checkpoint_passive().expect("checkpoint"));
    let alone = dir.path().join("alone.sqlite");
    std::fs::copy(&db, &alone).expect("plain copy of the main file only");
    assert_eq!(count_events(&alone), 4);
}

/// SQLite is built without its own directory syncs (`.cargo/config.toml`), so a CLI action costs
/// one fsync; the store syncs a new WAL's directory itself. Fails if the build flag is lost.
#[test]
fn sqlite_is_built_without_its_own_directory_syncs() {
    let c = rusqlite::Connection::open_in_memory().expect("open");
    let mut stmt = c.prepare("PRAGMA compile_options").expect("pragma");
    let options: Vec<String> = stmt
        .query_map([], |r| r.get(0))
        .expect("query")
        .collect::<Result<_, _>>()
        .expect("rows");
    assert!(
        options.iter().any(|o| o == "DISABLE_DIRSYNC"),
        "compile options: {options:?}"
    );
}

/// The syscalls of one `arbiter` process under `strace`, or `None` where strace is missing.
fn strace(db: &Path, args: &[&str]) -> Option<Vec<String>> {
    let log = db.with_extension("strace");
    let status = std::process::Command::new("strace")
        .arg("-f")
        .arg("-o")
        .arg(&log)
        .args(["-e", "trace=fsync,fdatasync,openat"])
        .arg(env!("CARGO_BIN_EXE_arbiter"))
        .arg("--db")
        .arg(db)
        .args(args)
        .stdout(std::process::Stdio::null())
        .status()
        .ok()?;
    if !status.success() {
        return None;
    }
    let text = std::fs::read_to_string(&log).expect("strace log");
    Some(
        text.lines()
            .filter(|l| !l.contains("ENOENT"))
            .map(str::to_owned)
            .collect(),
    )
}

fn syncs(lines: &[String]) -> usize {
    lines
        .iter()
        .filter(|l| l.contains("fsync(") || l.contains("fdatasync("))
        .count()
}

/// Issue 21: one fsync per recorded action once the WAL exists; a process that finds the WAL
/// missing (here: an online backup, which has none) syncs the directory after the WAL is
/// created and before its commit. Skipped where `strace` is not installed.
#[test]
fn a_cli_action_costs_one_fsync_and_a_new_wal_gets_its_directory_synced() {
    let (dir, db, store) = one_board();
    store.append(1, 0, note("first")).expect("append");
    drop(store);
    if strace(&db, &["note", "1", "second"]).is_none() {
        eprintln!("strace not installed: skipped");
        return;
    }
    let Some(steady) = strace(&db, &["note", "1", "third"]) else {
        panic!("strace ran once and not twice");
    };
    assert_eq!(syncs(&steady), 1, "{steady:#?}");

    let copy = dir.path().join("copy.sqlite");
    Store::open(&db)
        .expect("open")
        .backup(&copy)
        .expect("backup");
    std::fs::copy(
        format!("{}.key", db.display()),
        format!("{}.key", copy.display()),
    )
    .expect("key");
    let lines = strace(&copy, &["note", "1", "fourth"]).expect("strace");
    let wal_created = lines
        .iter()
        .position(|l| l.contains("copy.sqlite-wal") && l.contains("O_CREAT"))
        .expect("the WAL is created");
    let quoted = format!("\"{}\"", dir.path().display());
    let dir_opened = lines[wal_created..]
        .iter()
        .position(|l| l.contains(&quoted))
        .map(|i| i + wal_created)
        .unwrap_or_else(|| panic!("no directory opened after the WAL's creation: {lines:#?}"));
    let fd = lines[dir_opened]
        .rsplit("= ")
        .next()
        .and_then(|n| n.trim().parse::<u32>().ok())
        .expect("the directory's descriptor");
    let dir_synced = lines[dir_opened..]
        .iter()
        .position(|l| l.contains(&format!("fsync({fd})")))
        .map(|i| i + dir_opened)
        .unwrap_or_else(|| panic!("the directory is not synced: {lines:#?}"));
    // The commit (a sync of the WAL) comes after the directory's sync.
    assert!(
        lines[dir_synced + 1..].iter().any(|l| l.contains("fsync(")),
        "{lines:#?}"
    );
    assert_eq!(
        Store::open(&copy)
            .expect("reopen")
            .events(1)
            .expect("events")
            .len(),
        4
    );
}
