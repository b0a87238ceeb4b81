//! Event-file benchmarks (issue 5): durable appends, and opening an event of 1,000 boards with
//! 100 moves each and folding every board. `cargo bench --bench store`; the memory the opened
//! event holds: `cargo bench --bench store_memory`.

use std::hint::black_box;

use arbiter::event::command::Command;
use arbiter::event::{BoardSetup, EventSettings};
use arbiter::store::Store;
use arbiter::tui::Source;
use arbiter::tui::store_source::StoreSource;
use criterion::{Criterion, criterion_group, criterion_main};

#[path = "common/store_fixture.rs"]
mod store_fixture;
use store_fixture::{BOARDS, PLIES, fixture, open_and_fold};

/// Tick `app` until the findings judged on other threads are in.
fn judged(app: &mut arbiter::tui::app::App) {
    while app.judging_flags() {
        app.tick(arbiter::tui::term::now_ms());
        std::thread::sleep(std::time::Duration::from_millis(1));
    }
}

fn bench_open(c: &mut Criterion) {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("big.sqlite");
    fixture(&path);
    // `ARBITER_BENCH_FIXTURE=FILE` keeps a copy, to time the CLI on it (`boards --json`).
    if let Ok(keep) = std::env::var("ARBITER_BENCH_FIXTURE") {
        let store = Store::open(&path).expect("open");
        store
            .backup(std::path::Path::new(&keep))
            .expect("copy the fixture");
    }
    // Every board must have folded all 200 plies: a fixture that ended early would flatter us.
    let states = open_and_fold(&path);
    assert_eq!(states.len(), BOARDS as usize);
    assert!(states.iter().all(|s| s.record.plies() == PLIES));
    drop(states);
    // Where the time goes, once: reading the file (as open_and_fold reads it) vs folding.
    let t = std::time::Instant::now();
    let store = Store::open(&path).expect("open");
    let events = store.all_events().expect("events");
    let read = t.elapsed();
    eprintln!(
        "read {} events on one connection: {read:?}; open + fold in all: see below",
        events.len()
    );
    drop((store, events));
    let mut group = c.benchmark_group("event file");
    group.sample_size(10);
    group.bench_function("open + fold 1000 boards x 100 moves", |b| {
        b.iter(|| black_box(open_and_fold(&path)))
    });
    // What the app does at start: the same read, then each board folded and turned into what
    // the hall and board screens show (`tui::store_source::model_of`).
    group.bench_function("app start: open + fold + models, 1000 boards", |b| {
        b.iter(|| {
            let mut source = StoreSource::open(&path).expect("open");
            black_box(source.load().expect("load"))
        })
    });
    // Issue 21: the app's first frame — the start above, the app's state, the view of the hall
    // and its drawing at 240x70 (the terminal's own write left out).
    group.bench_function("app first frame 240x70, 1000 boards", |b| {
        use arbiter::clock::format_ms;
        use arbiter::tui::app::App;
        use arbiter::tui::render::render;
        use arbiter::tui::term::now_ms;
        use arbiter::tui::view::Look;
        // The fallen flags' findings come later from other threads (`App`'s "judging"); each
        // iteration waits for them untimed, so that they do not weigh on the next one.
        b.iter_custom(|iters| {
            let mut timed = std::time::Duration::ZERO;
            for _ in 0..iters {
                let t = std::time::Instant::now();
                let mut source = StoreSource::open(&path).expect("open");
                let boards = source.load().expect("load");
                let mut app = App::new(&source.title(), "bench", Look::default(), boards);
                app.resize(70);
                app.tick(now_ms());
                let view = app.view(&format_ms);
                let mut terminal =
                    ratatui::Terminal::new(ratatui::backend::TestBackend::new(240, 70))
                        .expect("tb");
                terminal.draw(|f| render(&view, f)).expect("draw");
                timed += t.elapsed();
                black_box(terminal);
                judged(&mut app);
            }
            timed
        })
    });
    // The same until every fallen flag's finding is in the hall (Art. 6.9 judged on both
    // cores while the first frame is already shown).
    group.bench_function("app every flag judged 240x70, 1000 boards", |b| {
        use arbiter::tui::app::App;
        use arbiter::tui::view::Look;
        b.iter(|| {
            let mut source = StoreSource::open(&path).expect("open");
            let boards = source.load().expect("load");
            let mut app = App::new(&source.title(), "bench", Look::default(), boards);
            judged(&mut app);
            black_box(app)
        })
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
            let note = Command::Note {
                text: "bench".into(),
            };
            let done = store
                .execute(1, Some(seq), arbiter::store::now_ms(), &[note])
                .expect("append");
            seq = done.events.last().map_or(seq, |e| e.seq);
        })
    });
    group.finish();
}

criterion_group!(benches, bench_append, bench_open);
criterion_main!(benches);
