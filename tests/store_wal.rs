//! The event file and its WAL (issues 21, 29): every acknowledged write is in the main file, a
//! closed file leaves no WAL, the WAL stays bounded, a CLI action costs at most three fsyncs, and
//! a damaged WAL, a zeroed page or a removed `-wal` under writers takes no write.

use std::path::Path;

use arbiter::event::command::Command;
use arbiter::event::{BoardSetup, EventKind, EventSettings};
use arbiter::store::{Store, WAL_CHECKPOINT_PAGES, WAL_SIZE_LIMIT};

use crate::common::record;
use record::Record;

use crate::common::locale;
use locale::Neutral;

fn note(text: &str) -> Command {
    Command::Note { text: text.into() }
}

/// A folder made (for a test's second event file).
trait TapDir {
    fn tap_dir(self) -> std::path::PathBuf;
}

impl TapDir for std::path::PathBuf {
    fn tap_dir(self) -> std::path::PathBuf {
        std::fs::create_dir_all(&self).expect("mkdir");
        self
    }
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

/// Issue 29: every acknowledged write is in the main file — while the store is still open,
/// and once every store is closed no WAL is left beside it: a plain copy of the file alone is
/// the whole event.
#[test]
fn every_acknowledged_write_is_in_the_main_file_alone() {
    let (dir, db, store) = one_board();
    drop(store);
    for i in 0..5 {
        // One store per "process", as the CLI opens and closes one per verb.
        let store = Store::open(&db).expect("open");
        store.record(1, i, note(&format!("n{i}"))).expect("append");
        // Still open: the main file alone already holds the event just acknowledged.
        let alone = dir.path().join(format!("open{i}.sqlite"));
        std::fs::copy(&db, &alone).expect("plain copy of the main file only");
        assert_eq!(count_events(&alone), i64::from(i) + 1);
    }
    assert!(
        !Path::new(&format!("{}-wal", db.display())).exists(),
        "a WAL is left beside the closed file ({} bytes)",
        wal_len(&db)
    );
    let alone = dir.path().join("alone.sqlite");
    std::fs::copy(&db, &alone).expect("plain copy");
    assert_eq!(count_events(&alone), 5);
    assert_eq!(
        Store::open(&alone)
            .expect("the copy opens")
            .events(1)
            .expect("events")
            .len(),
        5
    );
}

/// Issue 36: a batch of writes (a feed's pass over 500 boards) is made durable once, at its
/// end — each write still its own transaction, the main file alone whole when the batch
/// returns, and not before (the one checkpoint is what the batch saves).
#[test]
fn a_batch_is_in_the_main_file_alone_when_it_returns() {
    let (dir, db, store) = one_board();
    store
        .add_board(&BoardSetup::new(2, "White 2", "Black 2"))
        .expect("board 2");
    let before = count_events(&db);
    let copied_inside = store
        .durable_once(|| -> Result<i64, arbiter::store::StoreError> {
            for (board, seq) in [(1u32, 0u32), (2, 0), (1, 1)] {
                let key = arbiter::event::BoardId {
                    round: 1,
                    number: board,
                }
                .key();
                store.record(key, seq, note(&format!("b{board} s{seq}")))?;
            }
            let inside = dir.path().join("inside.sqlite");
            std::fs::copy(&db, &inside).expect("plain copy");
            Ok(count_events(&inside))
        })
        .expect("the batch");
    assert_eq!(
        copied_inside, before,
        "inside the batch nothing is checkpointed yet"
    );
    let alone = dir.path().join("after.sqlite");
    std::fs::copy(&db, &alone).expect("plain copy");
    assert_eq!(count_events(&alone), before + 3);
    // A refusal inside the batch leaves what went before it durable, and is returned.
    let refused = store.durable_once(|| -> Result<(), arbiter::store::StoreError> {
        store.record(1, 2, note("kept"))?;
        store.record(1, 2, note("stale"))?;
        Ok(())
    });
    assert!(refused.is_err(), "the stale sequence number is refused");
    std::fs::copy(&db, &alone).expect("plain copy");
    assert_eq!(count_events(&alone), before + 4);
}

/// A batch longer than the WAL's bound: SQLite checkpoints inside it (`wal_autocheckpoint`),
/// which changes the main file under this connection's own commits — no foreign write, so the
/// batch goes on (it was refused as "companions replaced" from that point: a feed's pass over
/// 500 boards failed), and the WAL stays bounded.
#[test]
fn a_batch_past_the_wal_bound_goes_on_and_stays_bounded() {
    let (dir, db, store) = one_board();
    let before = count_events(&db);
    let text = "x".repeat(10_000);
    let commits = WAL_CHECKPOINT_PAGES as u32 / 2;
    let mut most = 0;
    store
        .durable_once(|| -> Result<(), arbiter::store::StoreError> {
            let mut seq = 0;
            for _ in 0..commits {
                seq = store.record(1, seq, note(&text))?.seq;
                most = most.max(wal_len(&db));
            }
            Ok(())
        })
        .expect("the whole batch");
    assert!(
        most <= WAL_SIZE_LIMIT as u64 * 2,
        "WAL grew to {most} bytes"
    );
    let alone = dir.path().join("alone.sqlite");
    std::fs::copy(&db, &alone).expect("plain copy");
    assert_eq!(count_events(&alone), before + i64::from(commits));
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
        seq = store.record(1, seq, note(&text)).expect("append").seq;
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
        store.record(1, i, note(&format!("n{i}"))).expect("append");
    }
    // A reader in the middle of a read holds the WAL's frames from before its start.
    let reader = rusqlite::Connection::open(&db).expect("reader");
    reader
        .execute_batch("BEGIN; SELECT COUNT(*) FROM events;")
        .expect("read");
    store.record(1, 3, note("n3")).expect("append");
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
    let calls = strace_calls(db, "fsync,fdatasync,openat", args)?;
    Some(
        calls
            .into_iter()
            .filter(|l| !l.contains("ENOENT"))
            .collect(),
    )
}

fn syncs(lines: &[String]) -> usize {
    lines
        .iter()
        .filter(|l| l.contains("fsync(") || l.contains("fdatasync("))
        .count()
}

/// Issue 29: a CLI action costs at most three fsyncs (the new WAL's header, the WAL before the
/// checkpoint copies it, the database after) however the file was left — by a CLI process, by
/// an online backup that has no WAL — and the main file then holds it. Skipped where `strace`
/// is not installed.
#[test]
fn a_cli_action_costs_three_fsyncs_at_most_and_lands_in_the_main_file() {
    let (dir, db, store) = one_board();
    store.record(1, 0, note("first")).expect("append");
    drop(store);
    if strace(&db, &["note", "1", "second"]).is_none() {
        println!("skipped: strace is not installed");
        return;
    }
    let Some(steady) = strace(&db, &["note", "1", "third"]) else {
        panic!("strace ran once and not twice");
    };
    assert!(syncs(&steady) <= 3, "{steady:#?}");
    assert!(syncs(&steady) >= 2, "the write is not synced: {steady:#?}");
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
    // The backup is a self-contained file in rollback mode: its first writer turns it to WAL
    // once (a rollback-journal transaction), and from then on an action is as above.
    strace(&copy, &["note", "1", "fourth"]).expect("strace");
    let lines = strace(&copy, &["note", "1", "fifth"]).expect("strace");
    assert!(syncs(&lines) <= 3, "{lines:#?}");
    let alone = dir.path().join("alone.sqlite");
    std::fs::copy(&copy, &alone).expect("plain copy");
    assert_eq!(count_events(&alone), 5);
    assert_eq!(count_events(&db), 3);
}

/// The calls in `trace` (strace's `-e trace=` list) of one `arbiter` process, each descriptor
/// shown with its file (`-y`), or `None` where strace is missing.
fn strace_calls(db: &Path, trace: &str, args: &[&str]) -> Option<Vec<String>> {
    let log = db.with_extension("calls");
    let status = std::process::Command::new("strace")
        .args(["-f", "-y", "-o"])
        .arg(&log)
        .args(["-e", &format!("trace={trace}")])
        .arg(env!("CARGO_BIN_EXE_arbiter"))
        .arg("--db")
        .arg(db)
        .args(args)
        .stdout(std::process::Stdio::null())
        .status()
        .ok()?;
    assert!(status.success(), "arbiter {args:?} under strace failed");
    let text = std::fs::read_to_string(&log).expect("strace log");
    Some(text.lines().map(str::to_owned).collect())
}

/// Issue 29 (a note against the `sqlite3` shell): a CLI note's checkpoint leaves the WAL's
/// file to the close that deletes it — no `ftruncate`, a journal transaction of the file
/// system that waits whenever the journal is busy — and the closed file alone is still the
/// whole event, with no WAL beside it. Skipped without strace.
#[test]
fn a_cli_note_leaves_the_wal_to_its_close() {
    let (dir, db, store) = one_board();
    store.record(1, 0, note("first")).expect("append");
    drop(store);
    let trace = "ftruncate,fdatasync,fsync";
    let Some(calls) = strace_calls(&db, trace, &["note", "1", "second"]) else {
        println!("skipped: strace is not installed");
        return;
    };
    let wal = format!("{}-wal>", db.display());
    let truncated: Vec<_> = calls
        .iter()
        .filter(|l| l.contains("ftruncate(") && l.contains(&wal))
        .collect();
    assert!(
        truncated.is_empty(),
        "the WAL was truncated: {truncated:#?}"
    );
    assert!(syncs(&calls) <= 3, "{calls:#?}");
    assert!(syncs(&calls) >= 2, "the write is not synced: {calls:#?}");
    assert!(!Path::new(&format!("{}-wal", db.display())).exists());
    let alone = dir.path().join("alone.sqlite");
    std::fs::copy(&db, &alone).expect("plain copy");
    assert_eq!(count_events(&alone), 2);
}

/// Issue 29: a batch's checkpoint empties the WAL, while its connection stays open (the app,
/// a feed): every process that opens the file reads the WAL whole first, so a batch's frames
/// left in it would cost each of them. A single action's few frames stay until the next write
/// or the last close.
#[test]
fn a_batch_leaves_no_frames_in_the_wal_of_an_open_connection() {
    let (_dir, db, store) = one_board();
    let text = "x".repeat(10_000);
    store
        .durable_once(|| -> Result<(), arbiter::store::StoreError> {
            let mut seq = 0;
            for _ in 0..20 {
                seq = store.record(1, seq, note(&text))?.seq;
            }
            Ok(())
        })
        .expect("the batch");
    assert_eq!(wal_len(&db), 0, "the batch's frames are left in the WAL");
    drop(store);
    assert_eq!(count_events(&db), 20);
}

/// Issue 29 (a note against the `sqlite3` shell): the witness beside the key is written in
/// place, the same file before and after — not a temporary file renamed over it, a new inode
/// each note that ext4 allocates and starts writing at the rename — and it is still the whole
/// witness: the next note and `check` read it. Skipped without strace.
#[test]
fn a_cli_note_writes_the_witness_in_place() {
    let (_dir, db, store) = one_board();
    store.record(1, 0, note("first")).expect("append");
    drop(store);
    let witness = arbiter::store::witness::witness_path_for(&db);
    let inode = || {
        use std::os::unix::fs::MetadataExt;
        std::fs::metadata(&witness)
            .expect("a witness beside the key")
            .ino()
    };
    let before = inode();
    let trace = "rename,renameat,renameat2";
    let Some(calls) = strace_calls(&db, trace, &["note", "1", "second"]) else {
        println!("skipped: strace is not installed");
        return;
    };
    let renamed: Vec<_> = calls.iter().filter(|l| l.contains("rename")).collect();
    assert!(renamed.is_empty(), "a file was renamed: {renamed:#?}");
    assert_eq!(inode(), before, "the witness is another file");
    let out = run(&db, &["note", "1", "third"]);
    assert!(out.status.success(), "{out:?}");
    let check = run(&db, &["check"]);
    let said = String::from_utf8_lossy(&check.stdout);
    assert_eq!(check.status.code(), Some(0), "{said}");
    assert!(
        said.contains("end witnessed: head #") && said.contains(" is here"),
        "{said}"
    );
}

/// Bytes one `arbiter note` process reads from the event file itself (SQLite's page reads and
/// the zeroed-page check), or `None` without strace.
fn bytes_read_from(db: &Path, args: &[&str]) -> Option<u64> {
    let calls = strace_calls(db, "read,pread64", args)?;
    let file = format!("<{}>", db.display());
    Some(
        calls
            .iter()
            .filter(|l| l.contains(&file))
            .filter_map(|l| l.rsplit("= ").next()?.trim().parse::<u64>().ok())
            .sum(),
    )
}

/// Issue 29: a note on a long event reads about what a note on a short one reads. The
/// zeroed-page check of a file no other program wrote since the last write reads a window of
/// pages, not the file; at 1 MiB the window alone was four times a note's other reads.
/// Skipped without strace.
#[test]
fn a_note_on_a_long_event_reads_about_what_one_on_a_short_event_reads() {
    let dir = tempfile::tempdir().expect("tmp");
    let short = event_with(&dir.path().join("short").tap_dir(), 2, 3);
    let long = event_with(&dir.path().join("long").tap_dir(), 2, 3);
    let store = Store::open(&long).expect("open");
    let text = "a long history ".repeat(120);
    store
        .durable_once(|| -> Result<(), arbiter::store::StoreError> {
            for _ in 0..1500 {
                store.execute(2, None, 0, &[note(&text)])?;
            }
            Ok(())
        })
        .expect("the long history");
    drop(store);
    assert!(std::fs::metadata(&long).expect("long").len() > 2_500_000);
    a_note_reads_about_the_same(&short, &long);
}

/// Issue 29: a note on a board past its first snapshots reads about the same on a long event
/// as on a short one, however large another board's snapshots are. A snapshot table keyed
/// without a rowid made SQLite read every snapshot its search passed whole (a key that
/// overflows its page is compared only after all of it is read). Skipped without strace.
#[test]
fn a_note_past_a_snapshot_reads_no_other_boards_snapshots() {
    let dir = tempfile::tempdir().expect("tmp");
    let short = event_with(&dir.path().join("short").tap_dir(), 2, 3);
    let long = event_with(&dir.path().join("long").tap_dir(), 2, 3);
    let text = "a long history ".repeat(120);
    for db in [&short, &long] {
        let store = Store::open(db).expect("open");
        let long_board = *db == long;
        store
            .durable_once(|| -> Result<(), arbiter::store::StoreError> {
                for _ in 0..(2 * arbiter::store::snapshot::EVERY) {
                    store.execute(1, None, 0, &[note("past a snapshot")])?;
                }
                for _ in 0..if long_board { 1500 } else { 0 } {
                    store.execute(2, None, 0, &[note(&text)])?;
                }
                Ok(())
            })
            .expect("the history");
    }
    assert!(std::fs::metadata(&long).expect("long").len() > 2_500_000);
    let big_snapshots: i64 = rusqlite::Connection::open(&long)
        .expect("open")
        .query_row(
            "SELECT COALESCE(SUM(length(data)), 0) FROM board_snapshot WHERE board = 2",
            [],
            |r| r.get(0),
        )
        .expect("snapshots");
    assert!(
        big_snapshots > 400_000,
        "{big_snapshots} bytes of snapshots"
    );
    a_note_reads_about_the_same(&short, &long);
}

/// A note on board 1 of `long` reads at most 160 KiB more of the file than one on `short`.
/// Skipped without strace.
fn a_note_reads_about_the_same(short: &Path, long: &Path) {
    // Each file's first note reads it whole (no mark of this program's last write yet).
    for db in [short, long] {
        let out = run(db, &["note", "1", "settle"]);
        assert!(out.status.success(), "{out:?}");
    }
    let Some(small) = bytes_read_from(short, &["note", "1", "short"]) else {
        println!("skipped: strace is not installed");
        return;
    };
    let big = bytes_read_from(long, &["note", "1", "long"]).expect("strace");
    let len = std::fs::metadata(long).expect("long").len();
    assert!(
        big <= small + 160 * 1024,
        "a note on {len} bytes read {big} bytes of the file, on a short event {small}"
    );
}

/// The binary on `db`, in English whatever the machine's locale.
fn arbiter(db: &Path) -> std::process::Command {
    let mut cmd = std::process::Command::new(assert_cmd::cargo::cargo_bin("arbiter"));
    cmd.neutral_locale();
    cmd.arg("--db")
        .arg(db)
        .env_remove("ARBITER_DB")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("ARBITER_LANG", "en")
        .env("LANG", "C.UTF-8")
        .stdin(std::process::Stdio::null());
    cmd
}

fn run(db: &Path, args: &[&str]) -> std::process::Output {
    arbiter(db).args(args).output().expect("run arbiter")
}

/// An event file with `boards` boards of `notes` notes each, made through the store.
fn event_with(dir: &Path, boards: u32, notes: u32) -> std::path::PathBuf {
    let db = dir.join("event.sqlite");
    let store = Store::create(&db, &EventSettings::new("damage")).expect("create");
    for b in 1..=boards {
        store
            .add_board(&BoardSetup::new(b, format!("W{b}"), format!("B{b}")))
            .expect("board");
        for i in 0..notes {
            store
                .record(
                    b,
                    i,
                    note(&format!("board {b} note {i} {}", "x".repeat(200))),
                )
                .expect("note");
        }
    }
    db
}

/// Issue 29 (3): a WAL left by a crash, with committed transactions after a damaged frame —
/// which SQLite's recovery would drop without a word — takes no write and `check` names it,
/// with the frame and its byte offset.
#[test]
fn a_damaged_wal_is_named_and_takes_no_write() {
    let dir = tempfile::tempdir().expect("tmp");
    let db = event_with(dir.path(), 1, 3);
    // Another program's connection commits 20 transactions and "crashes" with them in the WAL.
    let other = rusqlite::Connection::open(&db).expect("open");
    other
        .execute_batch("PRAGMA wal_autocheckpoint = 0; CREATE TABLE scratch (x TEXT);")
        .expect("scratch");
    for i in 0..20 {
        other
            .execute("INSERT INTO scratch VALUES (?1)", [format!("{i:0>3000}")])
            .expect("insert");
    }
    let crash = dir.path().join("crash");
    std::fs::create_dir(&crash).expect("dir");
    let copy = crash.join("event.sqlite");
    for suffix in ["", "-wal", ".key"] {
        std::fs::copy(
            format!("{}{suffix}", db.display()),
            format!("{}{suffix}", copy.display()),
        )
        .expect("copy");
    }
    drop(other);
    // 64 bytes of garbage in the fifth frame.
    let wal = format!("{}-wal", copy.display());
    let mut bytes = std::fs::read(&wal).expect("wal");
    let at = 32 + 4 * (24 + 4096) + 1000;
    bytes[at..at + 64].fill(0x5A);
    std::fs::write(&wal, &bytes).expect("garbage");

    let out = run(&copy, &["note", "1", "after the damage"]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "a write went through: {err}");
    assert!(err.contains("damaged at frame 5"), "{err}");
    assert!(err.contains(&wal), "{err}");
    let out = run(&copy, &["check"]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(err.contains("damaged at frame 5"), "{err}");
    // Nothing was written: the damaged WAL is as it was.
    assert_eq!(std::fs::read(&wal).expect("wal"), bytes);
    // A WAL of garbage where none should be is named too.
    std::fs::write(&wal, [0x41u8; 64]).expect("garbage wal");
    let out = run(&copy, &["note", "1", "x"]);
    assert!(!out.status.success());
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("is not a WAL"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// Issue 29 (6): every page of the file zeroed in turn — a write is refused on every copy
/// where the page was in use, and `check` names the damage on each of them.
#[test]
fn a_zeroed_page_takes_no_write_wherever_it_is() {
    let dir = tempfile::tempdir().expect("tmp");
    // Boards long enough to carry snapshots (a cache, but pages of the file all the same).
    let db = event_with(dir.path(), 3, arbiter::store::snapshot::EVERY + 6);
    let original = std::fs::read(&db).expect("read");
    let page = 4096;
    let pages = original.len() / page;
    assert!(pages > 20, "{pages} pages");
    let copy = dir.path().join("copy.sqlite");
    std::fs::copy(
        format!("{}.key", db.display()),
        format!("{}.key", copy.display()),
    )
    .expect("key");
    let mut accepted = Vec::new();
    for p in 2..=pages {
        let mut bytes = original.clone();
        bytes[(p - 1) * page..p * page].fill(0);
        std::fs::write(&copy, &bytes).expect("write copy");
        let out = run(&copy, &["note", "1.3", "on a damaged file"]);
        if out.status.success() {
            accepted.push(p);
        } else {
            // 1: damaged (3 would be "could not verify": this copy has no witness beside it).
            let check = run(&copy, &["check"]);
            assert_eq!(
                check.status.code(),
                Some(1),
                "check did not find page {p} zeroed: {}",
                String::from_utf8_lossy(&check.stderr)
            );
        }
        for suffix in ["-wal", "-shm"] {
            let _ = std::fs::remove_file(format!("{}{suffix}", copy.display()));
        }
    }
    assert!(
        accepted.is_empty(),
        "notes accepted with these pages zeroed: {accepted:?}"
    );
    // A snapshot's bytes changed (not zeroed): `check` names the board.
    std::fs::write(&copy, &original).expect("restore");
    let out = run(&copy, &["check"]);
    assert_ne!(
        out.status.code(),
        Some(1),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    rusqlite::Connection::open(&copy)
        .expect("open")
        .execute_batch(
            "UPDATE board_snapshot SET data = CAST(upper(CAST(data AS TEXT)) AS BLOB) WHERE board = 2",
        )
        .expect("edit snapshots");
    let out = run(&copy, &["check"]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(err.contains("snapshot of board 1.2"), "{err}");
}

/// Issue 29 (Build 2): an event another program made unreadable takes no write. A note is
/// appended without folding its board, so the refusal comes from the write's own damage check:
/// on the board of the unreadable event and on any other, naming the event; the notes before
/// the edit were written on a file whose witness marks it as the last write left it.
#[test]
fn an_unreadable_event_takes_no_note() {
    let dir = tempfile::tempdir().expect("tmp");
    let db = event_with(dir.path(), 2, 3);
    for board in ["1", "2"] {
        let out = run(&db, &["note", board, "before the edit"]);
        assert!(out.status.success(), "{out:?}");
    }
    rusqlite::Connection::open(&db)
        .expect("open")
        .execute_batch(
            "DROP TRIGGER events_no_update;
             UPDATE events SET kind = '{\"type\":\"no such event\"}' WHERE board = 1 AND seq = 2;",
        )
        .expect("edit an event");
    let before = count_events(&db);
    for board in ["1", "2"] {
        let out = run(&db, &["note", board, "after the edit"]);
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success(), "note on board {board} accepted");
        assert!(err.contains("board 1.1 event 2: unreadable"), "{err}");
    }
    assert_eq!(count_events(&db), before, "nothing written");
}

/// Issue 29 (2): two writers record notes while the `-wal` and `-shm` are removed again and
/// again; every note acknowledged (exit 0) is in the file, the sequence has no gap, and
/// `check` finds it sound.
#[test]
fn removing_the_wal_under_writers_loses_no_acknowledged_note() {
    let dir = tempfile::tempdir().expect("tmp");
    let db = event_with(dir.path(), 1, 1);
    let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let remover = {
        let stop = stop.clone();
        let db = db.clone();
        std::thread::spawn(move || {
            let mut removed = 0;
            // Bursts every 3 ms, then a pause: on a loaded machine a note takes longer than
            // 3 ms, and without pauses every one is (rightly) refused, testing nothing kept.
            let pauses = [3, 3, 3, 3, 3, 150];
            let mut turn = 0;
            while !stop.load(std::sync::atomic::Ordering::Relaxed) {
                for suffix in ["-wal", "-shm"] {
                    if std::fs::remove_file(format!("{}{suffix}", db.display())).is_ok() {
                        removed += 1;
                    }
                }
                std::thread::sleep(std::time::Duration::from_millis(
                    pauses[turn % pauses.len()],
                ));
                turn += 1;
            }
            removed
        })
    };
    let writers: Vec<_> = (0..2)
        .map(|w| {
            let db = db.clone();
            std::thread::spawn(move || {
                (0..25)
                    .filter_map(|i| {
                        let text = format!("writer {w} note {i}");
                        run(&db, &["note", "1", &text])
                            .status
                            .success()
                            .then_some(text)
                    })
                    .collect::<Vec<_>>()
            })
        })
        .collect();
    let acked: Vec<String> = writers
        .into_iter()
        .flat_map(|w| w.join().expect("writer"))
        .collect();
    stop.store(true, std::sync::atomic::Ordering::Relaxed);
    let removed = remover.join().expect("remover");
    assert!(removed > 0, "nothing was removed");
    assert!(!acked.is_empty(), "no note went through at all");
    let store = Store::open(&db).expect("open");
    let texts: Vec<String> = store
        .events(1)
        .expect("events")
        .into_iter()
        .filter_map(|e| match e.kind {
            EventKind::Note { text } => Some(text.text),
            _ => None,
        })
        .collect();
    let lost: Vec<&String> = acked.iter().filter(|t| !texts.contains(t)).collect();
    assert!(
        lost.is_empty(),
        "{} of {} acknowledged notes lost: {lost:?}",
        lost.len(),
        acked.len()
    );
    drop(store);
    let check = run(&db, &["check"]);
    assert!(
        check.status.success(),
        "{}",
        String::from_utf8_lossy(&check.stderr)
    );
}

/// Issue 29: a CLI write refused before the verb reads the settings (no such board) leaves
/// nothing beside the event file: the refusal is worded in the event's language as the store
/// read it when it opened the file, not by a second, read-only connection, which would leave an
/// empty `-wal` and `-shm` it cannot delete.
#[test]
fn a_refused_cli_note_leaves_no_wal_beside_the_file() {
    let dir = tempfile::tempdir().expect("tmp");
    let db = dir.path().join("event.sqlite");
    let mut settings = EventSettings::new("wal");
    settings.lang = Some("es".parse().expect("es"));
    let store = Store::create(&db, &settings).expect("create");
    store
        .add_board(&BoardSetup::new(1, "White", "Black"))
        .expect("board");
    drop(store);
    let out = arbiter(&db)
        .env_remove("ARBITER_LANG")
        .args(["note", "9", "x"])
        .output()
        .expect("run");
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("9"), "{stderr}");
    assert!(
        stderr.contains("no hay ningún tablero"),
        "not in Spanish: {stderr}"
    );
    for companion in ["-wal", "-shm"] {
        let path = format!("{}{companion}", db.display());
        assert!(!Path::new(&path).exists(), "{path} left beside the file");
    }
}
