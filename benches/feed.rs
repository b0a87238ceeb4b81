//! The live feed under load (issue 19): 500 boards fed from one combined round file, the way
//! LiveChess rewrites it. `cargo bench --bench feed`.
//!
//! - `pass, nothing new`: what following costs each `--interval` (1 s by default) while no move
//!   is made — the CPU per second of following, at most.
//! - `pass, a move on every board`: the file rewritten with one more move on each of the 500
//!   boards, recorded (500 transactions): the time from the file's change to the events
//!   recorded, for the worst case of every board moving at once.

#[path = "common/feed_fixture.rs"]
#[allow(dead_code)]
mod feed_fixture;

use std::hint::black_box;
use std::path::Path;

use arbiter::cli::follow_cmd::pass;
use arbiter::store::Store;
use criterion::{BatchSize, Criterion, criterion_group, criterion_main};

const BOARDS: u32 = 500;
/// Plies already played on each board.
const PLIES: usize = 40;

/// The first `plies` moves of a real game (Fischer–Petrosian 1971, game 3).
fn game_moves(plies: usize) -> Vec<String> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/pgn/fischer-petrosian-1971-g3.pgn"
    );
    let bytes = std::fs::read(path).expect("the test game");
    let games = arbiter::interop::feed::read_feed(path, &bytes).expect("read");
    let moves: Vec<String> = games[0].moves.iter().map(|m| m.san.clone()).collect();
    assert!(moves.len() > plies, "the game is long enough");
    moves.into_iter().take(plies).collect()
}

fn combined_file(path: &Path, plies: usize) {
    let moves = game_moves(plies);
    let text: String = (1..=BOARDS)
        .map(|b| feed_fixture::game_text(b, &moves))
        .collect();
    std::fs::write(path, text).expect("write the feed");
}

fn bench_feed(c: &mut Criterion) {
    let dir = tempfile::tempdir().expect("tempdir");
    let db = dir.path().join("e.sqlite");
    let store = feed_fixture::event_of(&db, BOARDS);
    let feed = dir.path().join("round1.pgn");
    combined_file(&feed, PLIES);
    let sources = vec![feed.display().to_string()];
    let first = pass(
        &arbiter::i18n::Words::new(arbiter::i18n::Lang::En),
        &store,
        &sources,
        1,
        false,
    )
    .expect("first pass");
    assert_eq!(first.reported.first(), None, "every game matched and legal");
    let base = dir.path().join("base.sqlite");
    store.backup(&base).expect("copy");

    let mut group = c.benchmark_group("feed");
    group.sample_size(10);
    group.bench_function("pass, nothing new (500 boards)", |b| {
        b.iter(|| {
            black_box(
                pass(
                    &arbiter::i18n::Words::new(arbiter::i18n::Lang::En),
                    &store,
                    &sources,
                    1,
                    false,
                )
                .expect("pass"),
            )
        })
    });
    combined_file(&feed, PLIES + 1);
    // The same pass with every board's transaction made durable on its own (before issue 36's
    // one checkpoint per pass), side by side.
    for (name, batched) in [
        ("pass, a move on every board (500 boards)", true),
        ("pass, a move on every board, each durable alone", false),
    ] {
        bench_burst(&mut group, name, batched, &db, &base, &sources);
    }
    group.finish();
}

/// A pass that records a move on every board, on a fresh copy of `base` each time.
fn bench_burst(
    group: &mut criterion::BenchmarkGroup<'_, criterion::measurement::WallTime>,
    name: &str,
    batched: bool,
    db: &Path,
    base: &Path,
    sources: &[String],
) {
    let dir = db.parent().expect("the event's folder");
    group.bench_function(name, |b| {
        b.iter_batched(
            || {
                let copy = dir.join("run.sqlite");
                // The witness of the last run's end goes too: each run starts from `base`.
                for ext in ["", "-wal", "-shm", ".key.head"] {
                    let _ = std::fs::remove_file(format!("{}{ext}", copy.display()));
                }
                std::fs::copy(base, &copy).expect("copy");
                // The event's key (the tamper-evident log) goes with its copy.
                let _ = std::fs::copy(
                    format!("{}.key", db.display()),
                    format!("{}.key", copy.display()),
                );
                Store::open(&copy).expect("open")
            },
            |store| {
                let p = if batched {
                    pass(
                        &arbiter::i18n::Words::new(arbiter::i18n::Lang::En),
                        &store,
                        sources,
                        1,
                        false,
                    )
                } else {
                    store.durable_each(|| {
                        pass(
                            &arbiter::i18n::Words::new(arbiter::i18n::Lang::En),
                            &store,
                            sources,
                            1,
                            false,
                        )
                    })
                }
                .expect("pass");
                assert_eq!(
                    p.recorded.len(),
                    BOARDS as usize,
                    "{:?}",
                    p.reported.first()
                );
                black_box(p)
            },
            BatchSize::PerIteration,
        )
    });
}

criterion_group!(benches, bench_feed);
criterion_main!(benches);
