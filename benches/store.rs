//! Event-file benchmarks (issue 5): durable appends, and opening an event of 1,000 boards with
//! 100 moves each and folding every board. `cargo bench --bench store`.
//!
//! The fixture's events are written in one transaction through the store's own connection (a
//! durable append per event would take minutes to set up); the file is otherwise what
//! `arbiter move` writes: the same schema, the same JSON, sequence numbers gap-free.
//! Memory: the growth of the resident set while the folded states are held (Linux).

use std::collections::BTreeMap;
use std::hint::black_box;
use std::path::Path;

use arbiter::clock::ClockEvent;
use arbiter::event::{BoardSetup, BoardState, Event, EventKind, EventSettings, fold_with};
use arbiter::store::Store;
use criterion::{Criterion, criterion_group, criterion_main};
use shakmaty::san::San;
use shakmaty::{Chess, Position};

/// Resident memory of this process in bytes (Linux `/proc/self/statm`; 0 elsewhere).
fn rss_bytes() -> usize {
    std::fs::read_to_string("/proc/self/statm")
        .ok()
        .and_then(|s| s.split_whitespace().nth(1)?.parse::<usize>().ok())
        .map_or(0, |pages| pages * 4096)
}

const BOARDS: u32 = 1000;
const PLIES: usize = 200;

/// A deterministic game of `PLIES` legal plies (a small xorshift picks among the legal moves,
/// preferring quiet moves so that the game neither ends nor runs out of material early).
fn game(seed: u64) -> Vec<String> {
    let mut state = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    'again: loop {
        let mut pos = Chess::default();
        let mut sans = Vec::with_capacity(PLIES);
        for _ in 0..PLIES {
            let moves = pos.legal_moves();
            if moves.is_empty() || pos.is_insufficient_material() {
                continue 'again;
            }
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let quiet: Vec<_> = moves.iter().filter(|m| !m.is_capture()).collect();
            let pick = if !quiet.is_empty() && !state.is_multiple_of(4) {
                *quiet[(state >> 8) as usize % quiet.len()]
            } else {
                moves[(state >> 8) as usize % moves.len()]
            };
            sans.push(San::from_move(&pos, pick).to_string());
            pos.play_unchecked(pick);
        }
        return sans;
    }
}

/// Create the fixture: 1,000 boards, each a clock start and 200 plies (100 moves).
fn fixture(path: &Path) {
    let mut settings = EventSettings::new("bench");
    settings.control = "40/5400+30:1800+30".parse().ok();
    let store = Store::create(path, &settings).expect("create");
    let games: Vec<Vec<String>> = (1..=10).map(game).collect();
    let conn = store.raw_connection();
    conn.execute_batch("BEGIN IMMEDIATE").expect("begin");
    {
        let mut board_stmt = conn
            .prepare(
                "INSERT INTO boards (number, round, white, black, created_at_ms, created_by)
                 VALUES (?1, 1, ?2, ?3, 0, 'bench')",
            )
            .expect("prepare boards");
        let mut event_stmt = conn
            .prepare(
                "INSERT INTO events (board, seq, at_ms, actor, kind) VALUES (?1, ?2, ?3, 'bench', ?4)",
            )
            .expect("prepare events");
        for n in 1..=BOARDS {
            board_stmt
                .execute(rusqlite::params![
                    n,
                    format!("White {n}"),
                    format!("Black {n}")
                ])
                .expect("board");
            let mut kinds = vec![EventKind::Clock(ClockEvent::Start)];
            kinds.extend(
                games[n as usize % games.len()]
                    .iter()
                    .map(|san| EventKind::Move {
                        san: san.clone(),
                        clock: None,
                    }),
            );
            for (i, kind) in kinds.iter().enumerate() {
                let json = serde_json::to_string(kind).expect("json");
                event_stmt
                    .execute(rusqlite::params![n, i as u32 + 1, 1_000 * i as i64, json])
                    .expect("event");
            }
        }
    }
    conn.execute_batch("COMMIT").expect("commit");
}

/// What a session does on start: open the file, read settings, boards and every event, fold
/// each board.
fn open_and_fold(path: &Path) -> Vec<BoardState> {
    let store = Store::open(path).expect("open");
    let settings = store.settings().expect("settings");
    let setups: Vec<BoardSetup> = store.boards().expect("boards");
    let mut by_board: BTreeMap<u32, Vec<Event>> = BTreeMap::new();
    for ev in store.events_since(0).expect("events") {
        by_board.entry(ev.board).or_default().push(ev);
    }
    setups
        .iter()
        .map(|s| {
            let events = by_board.get(&s.number).map(Vec::as_slice).unwrap_or(&[]);
            fold_with(s, &settings, events)
        })
        .collect()
}

fn bench_open(c: &mut Criterion) {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("big.sqlite");
    fixture(&path);
    // Every board must have folded all 200 plies: a fixture that ended early would flatter us.
    let before = rss_bytes();
    let states = open_and_fold(&path);
    let held = rss_bytes().saturating_sub(before);
    assert_eq!(states.len(), BOARDS as usize);
    assert!(states.iter().all(|s| s.record.plies() == PLIES));
    eprintln!(
        "memory: {BOARDS} boards x {PLIES} plies folded hold {:.1} MiB ({} bytes per board)",
        held as f64 / (1024.0 * 1024.0),
        held / BOARDS as usize
    );
    drop(states);
    // Where the time goes, once: reading the file vs folding.
    let t = std::time::Instant::now();
    let store = Store::open(&path).expect("open");
    let events = store.events_since(0).expect("events");
    let read = t.elapsed();
    eprintln!(
        "read {} events: {read:?}; open + fold in all: see below",
        events.len()
    );
    drop((store, events));
    let mut group = c.benchmark_group("event file");
    group.sample_size(10);
    group.bench_function("open + fold 1000 boards x 100 moves", |b| {
        b.iter(|| black_box(open_and_fold(&path)))
    });
    group.finish();
}

fn bench_append(c: &mut Criterion) {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("append.sqlite");
    let store = Store::create(&path, &EventSettings::new("bench")).expect("create");
    store
        .add_board(&BoardSetup::new(1, "White", "Black"))
        .expect("board");
    let mut seq = 0;
    let mut group = c.benchmark_group("event file");
    group.sample_size(20);
    group.bench_function("durable append (BEGIN IMMEDIATE, synchronous=FULL)", |b| {
        b.iter(|| {
            let ev = store
                .append(
                    1,
                    seq,
                    EventKind::Note {
                        text: "bench".into(),
                    },
                )
                .expect("append");
            seq = ev.seq;
        })
    });
    group.finish();
}

criterion_group!(benches, bench_append, bench_open);
criterion_main!(benches);
