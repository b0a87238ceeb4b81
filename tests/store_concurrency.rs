//! Many writers on one file, and writers killed mid-flight: nothing acknowledged is lost, sequence
//! numbers stay gap-free, no "database is locked" reaches a user.

use std::collections::BTreeSet;
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use arbiter::event::{BoardSetup, EventSettings};
use arbiter::store::{Store, StoreError};

use crate::common::record;
use record::Record;

fn new_event(dir: &Path) -> PathBuf {
    let path = dir.join("event.sqlite");
    let store = Store::create(&path, &EventSettings::new("Concurrency")).expect("create");
    store
        .add_board(&BoardSetup::new(1, "A", "B"))
        .expect("board");
    path
}

fn assert_gapless(path: &Path, expected: u32) {
    let store = Store::open(path).expect("open");
    let seqs: Vec<u32> = store
        .events(1)
        .expect("events")
        .iter()
        .map(|e| e.seq)
        .collect();
    assert_eq!(seqs, (1..=expected).collect::<Vec<_>>());
    let report = store.check().expect("check");
    assert!(report.problems.is_empty(), "{:?}", report.problems);
}

#[test]
fn eight_threads_append_200_each_with_retry() {
    let dir = tempfile::tempdir().expect("tmp");
    let path = new_event(dir.path());
    let handles: Vec<_> = (0..8)
        .map(|t| {
            let path = path.clone();
            std::thread::spawn(move || {
                let store = Store::open(&path).expect("open");
                let mut mine = Vec::new();
                let mut conflicts = 0u32;
                for i in 0..200 {
                    loop {
                        let seen = store.last_seq(1).expect("seq");
                        let kind = arbiter::event::command::Command::Note {
                            text: format!("t{t} n{i}").into(),
                        };
                        match store.record(1, seen, kind) {
                            Ok(ev) => {
                                mine.push(ev.seq);
                                break;
                            }
                            Err(StoreError::Conflict { .. }) => conflicts += 1,
                            Err(e) => panic!("thread {t}: {e}"),
                        }
                    }
                }
                (mine, conflicts)
            })
        })
        .collect();
    let mut all = BTreeSet::new();
    for h in handles {
        let (mine, _conflicts) = h.join().expect("thread");
        assert_eq!(mine.len(), 200);
        all.extend(mine);
    }
    assert_eq!(all, (1..=1600).collect::<BTreeSet<u32>>());
    assert_gapless(&path, 1600);
}

#[test]
fn eight_processes_append_200_each() {
    let dir = tempfile::tempdir().expect("tmp");
    let path = new_event(dir.path());
    let children: Vec<_> = (0..8)
        .map(|_| {
            Command::new(env!("CARGO_BIN_EXE_arbiter"))
                .arg("--db")
                .arg(&path)
                .args(["stress", "1", "200"])
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn()
                .expect("spawn")
        })
        .collect();
    let mut all = BTreeSet::new();
    for child in children {
        let out = child.wait_with_output().expect("wait");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "a writer failed: {err}");
        assert!(!err.contains("locked"), "{err}");
        let seqs: Vec<u32> = String::from_utf8_lossy(&out.stdout)
            .lines()
            .map(|l| l.parse().expect("seq"))
            .collect();
        assert_eq!(seqs.len(), 200);
        all.extend(seqs);
    }
    assert_eq!(all, (1..=1600).collect::<BTreeSet<u32>>());
    assert_gapless(&path, 1600);
}

/// A small deterministic generator for the kill moments (xorshift).
struct Moments(u64);

impl Moments {
    fn next_ms(&mut self, max: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % max
    }
}

#[test]
fn writers_killed_at_random_moments_lose_nothing_acknowledged() {
    let dir = tempfile::tempdir().expect("tmp");
    let path = new_event(dir.path());
    let seed = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(1)
        | 1;
    let mut moments = Moments(seed);
    let mut acknowledged = BTreeSet::new();
    for round in 0..50 {
        let mut child = Command::new(env!("CARGO_BIN_EXE_arbiter"))
            .arg("--db")
            .arg(&path)
            .args(["stress", "1", "1000000"])
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("spawn");
        let stdout = child.stdout.take().expect("stdout");
        let reader = std::thread::spawn(move || {
            BufReader::new(stdout)
                .lines()
                .map_while(Result::ok)
                .filter_map(|l| l.parse::<u32>().ok())
                .collect::<Vec<_>>()
        });
        let wait = Duration::from_millis(5 + moments.next_ms(120));
        let started = Instant::now();
        std::thread::sleep(wait);
        child.kill().expect("SIGKILL");
        child.wait().expect("reap");
        let acked = reader.join().expect("reader");
        acknowledged.extend(acked);
        // Every acknowledged event is in the file, and the file is sound.
        let store = Store::open(&path).expect("open after kill");
        let report = store.check().expect("check");
        assert!(
            report.problems.is_empty(),
            "round {round} (seed {seed}, killed after {:?}): {:?}",
            started.elapsed(),
            report.problems
        );
        let present: BTreeSet<u32> = store
            .events(1)
            .expect("events")
            .iter()
            .map(|e| e.seq)
            .collect();
        let missing: Vec<_> = acknowledged.difference(&present).collect();
        assert!(
            missing.is_empty(),
            "round {round} (seed {seed}): lost {missing:?}"
        );
    }
    assert!(!acknowledged.is_empty(), "no writer ever got to append");
}
