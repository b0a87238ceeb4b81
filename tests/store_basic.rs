//! The event file: create/open, append with optimistic concurrency, change detection, the
//! append-only guarantee, migrations, bad files, backup and check.

use arbiter::event::BoardId;
use std::path::{Path, PathBuf};
use std::time::Duration;

use arbiter::event::command::Command;
use arbiter::event::{BoardSetup, EventKind, EventSettings};
use arbiter::store::{SCHEMA_VERSION, Store, StoreError};
use rusqlite::Connection;

use crate::common::record;
use record::Record;

fn new_event(dir: &Path) -> (PathBuf, Store) {
    let path = dir.join("event.sqlite");
    let mut settings = EventSettings::new("Test Open");
    settings.rounds = Some(9);
    settings.control = Some("5400+30".parse().expect("control"));
    let store = Store::create(&path, &settings).expect("create");
    store
        .add_board(&BoardSetup::new(7, "Carlsen", "Caruana"))
        .expect("board");
    (path, store)
}

fn note(text: &str) -> Command {
    Command::Note { text: text.into() }
}

fn noted(text: &str) -> EventKind {
    EventKind::Note { text: text.into() }
}

fn file_bytes(path: &Path) -> Vec<u8> {
    std::fs::read(path).expect("read file")
}

#[test]
fn create_open_append_and_read_back() {
    let dir = tempfile::tempdir().expect("tmp");
    let (path, store) = new_event(dir.path());
    let e1 = store.record(7, 0, Command::play("e4")).expect("append 1");
    assert_eq!((e1.board, e1.seq), (7, 1));
    let e2 = store.record(7, 1, note("late start")).expect("append 2");
    assert_eq!(e2.seq, 2);
    drop(store);

    let store = Store::open(&path).expect("open");
    let settings = store.settings().expect("settings");
    assert_eq!(settings.name, "Test Open");
    assert_eq!(settings.rounds, Some(9));
    assert_eq!(
        settings.control.map(|c| c.to_string()).as_deref(),
        Some("5400+30")
    );
    let evs = store.events(7).expect("events");
    assert_eq!(evs.len(), 2);
    assert!(
        matches!(&evs[0].kind, EventKind::Move { san, .. } if san == "e4"),
        "{:?}",
        evs[0].kind
    );
    assert_eq!(evs[1].kind, noted("late start"));
    // The actor is the account of the real uid, never $USER.
    let me = nix::unistd::User::from_uid(nix::unistd::getuid())
        .expect("getpwuid")
        .map(|u| u.name)
        .expect("a named account");
    assert_eq!(evs[0].actor, me);
    assert_eq!(store.last_seq(7).expect("seq"), 2);
    assert_eq!(store.schema_version().expect("v"), SCHEMA_VERSION);
}

#[test]
fn conflict_names_what_who_and_when_and_writes_nothing() {
    let dir = tempfile::tempdir().expect("tmp");
    let (path, a) = new_event(dir.path());
    let mut b = Store::open(&path).expect("open b");
    b.set_display_name(Some("Alice".into()));
    a.record(7, 0, note("one")).expect("a appends");
    // b saw seq 0 and appends on top: refused.
    b.record(
        7,
        1,
        Command::Result {
            result: arbiter::rules::GameScore::WHITE_WINS,
            reason: "resigned".into(),
            article: None,
        },
    )
    .expect("b appends at 1");
    let err = a.record(7, 1, note("stale")).expect_err("conflict");
    let msg = err.to_string();
    assert!(
        matches!(
            err,
            StoreError::Conflict {
                board: BoardId {
                    round: 1,
                    number: 7
                },
                ..
            }
        ),
        "{msg}"
    );
    assert!(
        msg.starts_with("board 1.7 changed: Result 1-0: resigned"),
        "{msg}"
    );
    assert!(
        msg.contains(&format!("by Alice ({})", a.actor().account)),
        "{msg}"
    );
    assert!(
        msg.contains(" at ") && msg.ends_with("review and retry"),
        "{msg}"
    );
    assert_eq!(a.events(7).expect("events").len(), 2);
    // Retrying with the seen sequence number works.
    assert_eq!(a.record(7, 2, note("fresh")).expect("retry").seq, 3);
}

#[test]
fn unknown_board_is_refused() {
    let dir = tempfile::tempdir().expect("tmp");
    let (_path, store) = new_event(dir.path());
    let err = store.record(8, 0, note("x")).expect_err("no board 8");
    assert!(
        matches!(
            err,
            StoreError::NoBoard {
                board: BoardId {
                    round: 1,
                    number: 8
                },
                ..
            }
        ),
        "{err}"
    );
    let err = store
        .add_board(&BoardSetup::new(7, "A", "B"))
        .expect_err("duplicate");
    assert!(
        err.to_string().contains("board 1.7 exists already"),
        "{err}"
    );
}

#[test]
fn events_are_append_only() {
    let dir = tempfile::tempdir().expect("tmp");
    let (_path, store) = new_event(dir.path());
    store.record(7, 0, note("one")).expect("append");
    let conn = store.raw_connection();
    let upd = conn.execute(
        "UPDATE events SET kind = '{\"type\":\"note\",\"text\":\"x\"}'",
        [],
    );
    assert!(upd.unwrap_err().to_string().contains("append-only"));
    let del = conn.execute("DELETE FROM events", []);
    assert!(del.unwrap_err().to_string().contains("append-only"));
    // A gap in the sequence is refused too.
    let gap = conn.execute(
        "INSERT INTO events (board, seq, at_ms, actor, kind) VALUES (7, 5, 0, 'x', '{\"type\":\"note\",\"text\":\"x\"}')",
        [],
    );
    assert!(gap.is_err());
    assert_eq!(store.events(7).expect("events").len(), 1);
}

#[test]
fn a_second_connection_sees_writes_through_data_version_and_events_since() {
    let dir = tempfile::tempdir().expect("tmp");
    let (path, writer) = new_event(dir.path());
    let reader = Store::open(&path).expect("reader");
    writer.record(7, 0, note("one")).expect("append");
    let first = reader.events_since(0).expect("since 0");
    assert_eq!(first.len(), 1);
    let cursor = first[0].id;
    let v0 = reader.data_version().expect("dv");
    assert_eq!(
        reader.data_version().expect("dv"),
        v0,
        "no change, no new version"
    );
    writer.record(7, 1, note("two")).expect("append");
    writer.record(7, 2, note("three")).expect("append");
    assert_ne!(reader.data_version().expect("dv"), v0);
    let new: Vec<_> = reader.events_since(cursor).expect("since");
    assert_eq!(new.iter().map(|e| e.seq).collect::<Vec<_>>(), vec![2, 3]);
}

#[test]
fn create_refuses_an_existing_file() {
    let dir = tempfile::tempdir().expect("tmp");
    let path = dir.path().join("x.sqlite");
    std::fs::write(&path, b"precious").expect("write");
    let err = Store::create(&path, &EventSettings::new("x")).expect_err("exists");
    assert!(matches!(err, StoreError::Exists { .. }), "{err}");
    assert_eq!(file_bytes(&path), b"precious");
}

#[test]
fn open_of_a_missing_file_does_not_create_it() {
    let dir = tempfile::tempdir().expect("tmp");
    let path = dir.path().join("missing.sqlite");
    let err = Store::open(&path).expect_err("missing");
    assert!(matches!(err, StoreError::NotFound { .. }), "{err}");
    assert!(err.to_string().contains("missing.sqlite"), "{err}");
    assert!(!path.exists());
}

#[test]
fn open_of_a_non_sqlite_file_leaves_it_alone() {
    let dir = tempfile::tempdir().expect("tmp");
    for (name, content) in [
        ("text.sqlite", b"Round 1 pairings\nBoard 1 ...\n".repeat(20)),
        ("empty.sqlite", Vec::new()),
    ] {
        let path = dir.path().join(name);
        std::fs::write(&path, &content).expect("write");
        let err = Store::open(&path).expect_err("not sqlite");
        assert!(
            matches!(
                err,
                StoreError::NotSqlite { .. } | StoreError::NotArbiter { .. }
            ),
            "{err}"
        );
        assert!(err.to_string().contains(name), "{err}");
        assert_eq!(file_bytes(&path), content);
        assert!(!dir.path().join(format!("{name}-wal")).exists());
    }
}

#[test]
fn open_of_a_foreign_sqlite_file_leaves_it_alone() {
    let dir = tempfile::tempdir().expect("tmp");
    let path = dir.path().join("other.db");
    {
        let c = Connection::open(&path).expect("open");
        c.execute_batch("CREATE TABLE t(x); INSERT INTO t VALUES (1);")
            .expect("make");
    }
    let before = file_bytes(&path);
    let err = Store::open(&path).expect_err("foreign");
    assert!(matches!(err, StoreError::NotArbiter { .. }), "{err}");
    assert_eq!(file_bytes(&path), before);
}

#[test]
fn open_of_a_newer_schema_is_refused_and_leaves_the_file_alone() {
    let dir = tempfile::tempdir().expect("tmp");
    let (path, store) = new_event(dir.path());
    store.record(7, 0, note("one")).expect("append");
    store
        .raw_connection()
        .pragma_update(None, "user_version", SCHEMA_VERSION + 5)
        .expect("bump");
    store
        .raw_connection()
        .execute_batch("PRAGMA wal_checkpoint(TRUNCATE)")
        .expect("checkpoint");
    drop(store);
    let before = file_bytes(&path);
    let err = Store::open(&path).expect_err("too new");
    let msg = err.to_string();
    assert!(
        msg.contains(&format!(
            "made by a newer arbiter (schema {}, this one knows {SCHEMA_VERSION})",
            SCHEMA_VERSION + 5
        )),
        "{msg}"
    );
    assert!(msg.contains("event.sqlite"), "{msg}");
    assert_eq!(file_bytes(&path), before);
}

#[test]
fn a_version_1_file_is_migrated_and_keeps_its_events() {
    let dir = tempfile::tempdir().expect("tmp");
    let path = dir.path().join("v1.sqlite");
    {
        // A file as the first schema version made it.
        let mut c = Connection::open(&path).expect("open");
        c.pragma_update(None, "application_id", arbiter::store::APPLICATION_ID)
            .expect("app id");
        c.pragma_update(None, "journal_mode", "WAL").expect("wal");
        arbiter::store::schema::migrations()
            .to_version(&mut c, 1)
            .expect("v1");
        c.execute_batch(
            "INSERT INTO settings VALUES (1, 'Old', NULL, NULL, '2018', 0, NULL, 0, 1, 0, 'arb');
             INSERT INTO boards VALUES (1, 1, 'A', 'B', NULL, NULL, 0, 'arb');
             INSERT INTO events (board, seq, at_ms, actor, kind)
               VALUES (1, 1, 5, 'arb', '{\"type\":\"move\",\"san\":\"d4\"}');",
        )
        .expect("data");
        let v: i64 = c
            .pragma_query_value(None, "user_version", |r| r.get(0))
            .expect("v");
        assert_eq!(v, 1);
    }
    let store = Store::open(&path).expect("open migrates");
    assert_eq!(store.schema_version().expect("v"), SCHEMA_VERSION);
    const { assert!(SCHEMA_VERSION >= 2) };
    let evs = store.events(1).expect("events");
    assert_eq!(evs.len(), 1);
    assert_eq!(
        evs[0].kind,
        EventKind::Move {
            san: "d4".into(),
            clock: None
        }
    );
    assert_eq!(
        store.settings().expect("settings").laws.edition,
        arbiter::rules::Edition::Y2018
    );
    // Version 2's guard: a board with events cannot be deleted.
    assert!(
        store
            .raw_connection()
            .execute("DELETE FROM boards", [])
            .is_err()
    );
    assert!(store.check().expect("check").problems.is_empty());
}

#[test]
fn disk_full_is_reported_and_earlier_events_survive() {
    let dir = tempfile::tempdir().expect("tmp");
    let (path, store) = new_event(dir.path());
    store.record(7, 0, note("before")).expect("append");
    let pages: i64 = store
        .raw_connection()
        .pragma_query_value(None, "page_count", |r| r.get(0))
        .expect("pages");
    store.set_max_page_count(pages + 1).expect("limit");
    let big = "x".repeat(3000);
    let mut seq = 1;
    let err = loop {
        match store.record(7, seq, note(&big)) {
            Ok(e) => seq = e.seq,
            Err(e) => break e,
        }
        assert!(seq < 100, "the limit never bit");
    };
    assert!(matches!(err, StoreError::DiskFull { .. }), "{err}");
    assert!(err.to_string().contains("event.sqlite: disk full"), "{err}");
    drop(store);
    let store = Store::open(&path).expect("reopen");
    assert_eq!(store.events(7).expect("events").len() as u32, seq);
    assert!(store.check().expect("check").problems.is_empty());
}

#[test]
fn a_lock_held_too_long_is_reported() {
    let dir = tempfile::tempdir().expect("tmp");
    let (path, mut store) = new_event(dir.path());
    let other = Connection::open(&path).expect("other");
    other
        .execute_batch("BEGIN IMMEDIATE")
        .expect("hold the write lock");
    store
        .set_busy_timeout(Duration::from_millis(200))
        .expect("timeout");
    let started = std::time::Instant::now();
    let err = store.record(7, 0, note("blocked")).expect_err("locked");
    assert!(started.elapsed() >= Duration::from_millis(190));
    assert!(matches!(err, StoreError::Locked { .. }), "{err}");
    assert!(
        err.to_string()
            .contains("locked by another process for more than 200 ms"),
        "{err}"
    );
    other.execute_batch("ROLLBACK").expect("release");
    assert_eq!(store.record(7, 0, note("now")).expect("append").seq, 1);
}

#[test]
fn backup_while_another_connection_writes() {
    let dir = tempfile::tempdir().expect("tmp");
    let (path, store) = new_event(dir.path());
    for seq in 0..50 {
        store
            .record(7, seq, note(&format!("n{seq}")))
            .expect("append");
    }
    let writer_path = path.clone();
    let writer = std::thread::spawn(move || {
        let w = Store::open(&writer_path).expect("writer");
        for seq in 50..250 {
            w.record(7, seq, note(&format!("n{seq}"))).expect("append");
        }
    });
    let out = dir.path().join("backup.sqlite");
    store.backup(&out).expect("backup");
    writer.join().expect("writer");
    let copy = Store::open(&out).expect("open backup");
    let n = copy.events(7).expect("events").len();
    assert!((50..=250).contains(&n), "{n}");
    let report = copy.check().expect("check");
    assert!(report.problems.is_empty(), "{:?}", report.problems);
    // Refuses to overwrite.
    assert!(matches!(store.backup(&out), Err(StoreError::Exists { .. })));
}

#[test]
fn check_finds_a_broken_invariant() {
    let dir = tempfile::tempdir().expect("tmp");
    let (_path, store) = new_event(dir.path());
    store.record(7, 0, note("one")).expect("append");
    assert!(store.check().expect("check").problems.is_empty());
    // Break the file behind the store's back: drop the guard, then punch a gap.
    let c = store.raw_connection();
    c.execute_batch(
        "DROP TRIGGER events_gapless;
         INSERT INTO events (board, seq, at_ms, actor, kind)
           VALUES (7, 3, 0, 'x', '{\"type\":\"takeback\",\"of_seq\":9}');",
    )
    .expect("break");
    let report = store.check().expect("check");
    // The findings are facts (issue 31), worded in the catalog the reader passes.
    let english = report.worded(arbiter::i18n::catalog(arbiter::i18n::Lang::En));
    assert!(
        english
            .problems
            .iter()
            .any(|p| p.contains("board 1.7: 2 events but sequence numbers up to 3")),
        "{:?}",
        english.problems
    );
    assert!(
        english.problems.iter().any(|p| p.contains("refers to #9")),
        "{:?}",
        english.problems
    );
    let spanish = report.worded(arbiter::i18n::catalog(arbiter::i18n::Lang::Es));
    assert!(
        spanish
            .problems
            .iter()
            .any(|p| p.contains("tablero 1.7: 2 eventos pero números de secuencia hasta 3")),
        "{:?}",
        spanish.problems
    );
    assert!(
        spanish
            .problems
            .iter()
            .any(|p| p.contains("remite al n.º 9")),
        "{:?}",
        spanish.problems
    );
}

#[test]
fn a_batch_of_events_is_all_or_nothing() {
    let dir = tempfile::tempdir().expect("tmp");
    let (_path, store) = new_event(dir.path());
    let kinds = || vec![note("one"), note("two"), note("three")];
    let written = store
        .execute(7, Some(0), 1_000, &kinds())
        .expect("batch")
        .events;
    assert_eq!(
        written.iter().map(|e| e.seq).collect::<Vec<_>>(),
        vec![1, 2, 3]
    );
    // Stale: refused, nothing of it written.
    let err = store.execute(7, Some(1), 2_000, &kinds()).unwrap_err();
    assert!(matches!(err, StoreError::Conflict { .. }), "{err}");
    // Too big for the disk: refused, nothing of it written either.
    let pages: i64 = store
        .raw_connection()
        .pragma_query_value(None, "page_count", |r| r.get(0))
        .expect("pages");
    store.set_max_page_count(pages + 2).expect("limit");
    let big: Vec<Command> = (0..40)
        .map(|i| note(&format!("{i}{}", "x".repeat(3000))))
        .collect();
    let err = store.execute(7, Some(3), 3_000, &big).unwrap_err();
    assert!(matches!(err, StoreError::DiskFull { .. }), "{err}");
    assert_eq!(store.events(7).expect("events").len(), 3);
}

#[test]
fn boards_added_together_are_all_or_nothing() {
    let dir = tempfile::tempdir().expect("tmp");
    let (_path, store) = new_event(dir.path());
    // Board 7 exists: the whole batch is refused, board 8 is not created.
    let err = store
        .add_boards(vec![
            (BoardSetup::new(8, "A", "B"), vec![note("first")]),
            (BoardSetup::new(7, "C", "D"), vec![]),
        ])
        .unwrap_err();
    assert!(
        matches!(
            err,
            StoreError::BoardExists {
                board: BoardId {
                    round: 1,
                    number: 7
                },
                ..
            }
        ),
        "{err}"
    );
    assert_eq!(store.boards().expect("boards").len(), 1);
    assert!(store.events(8).expect("events").is_empty());
    // Number 0: the next free numbers, each board with its events from #1.
    let added = store
        .add_boards(vec![
            (BoardSetup::new(0, "A", "B"), vec![note("a"), note("b")]),
            (BoardSetup::new(0, "C", "D"), vec![note("c")]),
        ])
        .expect("batch");
    let numbers: Vec<u32> = added.iter().map(|(s, _)| s.number).collect();
    assert_eq!(numbers, vec![8, 9]);
    assert_eq!(store.events(8).expect("events").len(), 2);
    assert_eq!(store.events(9).expect("events")[0].seq, 1);
}

/// `Store::fold_boards` reads every board up to one cut of the file, on one connection per
/// core: each state is the fold of exactly the board's events up to the cut.
#[test]
fn fold_boards_reads_one_cut_on_several_connections() {
    let dir = tempfile::tempdir().expect("tmp");
    let (_path, store) = new_event(dir.path());
    // 40 boards (more than one chunk per core), events interleaved across boards.
    for n in 8..=47 {
        store
            .add_board(&BoardSetup::new(n, "W", "B"))
            .expect("board");
    }
    let boards: Vec<u32> = (7..=47).collect();
    for round in 0..3u32 {
        for &n in &boards {
            if (n + round) % 3 != 0 {
                let seq = store.last_seq(n).expect("seq");
                store
                    .record(n, seq, note(&format!("{n}/{round}")))
                    .expect("append");
            }
        }
    }
    let cut = store.last_event_id().expect("cut");
    // Written after the cut: not part of it, and events_since(cut) gives exactly these.
    let seq = store.last_seq(9).expect("seq");
    store.record(9, seq, note("late")).expect("late");
    let setups = store.boards().expect("boards");
    let settings = store.settings().expect("settings");
    let states = store.fold_boards(&setups, &settings, cut).expect("read");
    assert_eq!(states.len(), boards.len());
    for (setup, state) in setups.iter().zip(&states) {
        let mut expected = store.events(setup.number).expect("events");
        expected.retain(|e| e.id <= cut);
        assert_eq!(
            state,
            &arbiter::event::fold_with(setup, &settings, &expected),
            "board {}",
            setup.number
        );
    }
    let since = store.events_since(cut).expect("since");
    assert_eq!(since.len(), 1);
    assert_eq!(since[0].kind, noted("late"));
}

#[test]
fn execute_appends_an_action_whole_or_not_at_all() {
    use arbiter::event::{ClaimKind, Ruling};
    let dir = tempfile::tempdir().expect("tmp");
    let (_, store) = new_event(dir.path());
    let mv = Command::play;
    // Four moves in one action: each is checked on the position the previous ones leave.
    let done = store
        .execute(
            7,
            Some(0),
            1_000,
            &[mv("Nf3"), mv("Nf6"), mv("Ng1"), mv("Ng8")],
        )
        .expect("moves");
    assert_eq!(done.last_seq, 0);
    assert!(done.before.is_some(), "moves are judged on the board");
    assert_eq!(
        done.events.iter().map(|e| e.seq).collect::<Vec<_>>(),
        [1, 2, 3, 4]
    );
    // A claim and its ruling, one transaction: the ruling is judged on the claim just made.
    let claim = Command::Claim {
        claim: ClaimKind::Repetition,
        intended: None,
        by: None,
        touched: false,
    };
    let reject = Command::Decide {
        of_seq: None,
        ruling: Ruling::Rejected,
        note: None,
        opponent_ms: None,
        result: None,
    };
    let done = store
        .execute(7, Some(4), 2_000, &[claim.clone(), reject])
        .expect("claim and ruling");
    assert_eq!(done.events.len(), 2);
    // The second command refused: nothing of the action is written.
    let err = store
        .execute(7, Some(6), 3_000, &[mv("e4"), mv("e4")])
        .expect_err("e4 twice");
    assert!(matches!(err, StoreError::Refused(_)), "{err}");
    assert!(err.to_string().starts_with("board 1.7: "), "{err}");
    assert_eq!(store.last_seq(7).expect("seq"), 6);
    // A stale view is refused before the commands are judged, naming the change.
    let err = store
        .execute(7, Some(5), 3_000, &[mv("e4")])
        .expect_err("stale");
    assert!(matches!(err, StoreError::Conflict { .. }), "{err}");
    assert!(err.to_string().contains("board 1.7 changed"), "{err}");
    assert_eq!(store.last_seq(7).expect("seq"), 6);
}
