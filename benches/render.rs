//! Render benchmark: the hall of many boards drawn into a TestBackend (the pure render only; the
//! terminal write is ratatui's diff). `cargo bench --bench render`.

use std::hint::black_box;

use arbiter::tui::render::render;
use arbiter::tui::sample;
use arbiter::tui::view::{Look, Screen};
use criterion::{Criterion, criterion_group, criterion_main};
use ratatui::Terminal;
use ratatui::backend::TestBackend;

fn bench_hall(c: &mut Criterion) {
    let look = Look::default();
    for (boards, w, h) in [(500u32, 80u16, 24u16), (500, 200, 50), (1000, 240, 70)] {
        let mut view = sample::hall(boards, look);
        view.hall.selected = 250;
        view.hall.rows.drain(..240);
        view.hall.first = 240;
        let mut terminal = Terminal::new(TestBackend::new(w, h)).expect("test backend");
        c.bench_function(&format!("hall {boards} boards {w}x{h}"), |b| {
            b.iter(|| {
                terminal
                    .draw(|f| render(black_box(&view), f))
                    .expect("draw");
            })
        });
    }
    let mut view = sample::board(look);
    view.screen = Screen::Board;
    let mut terminal = Terminal::new(TestBackend::new(200, 50)).expect("test backend");
    c.bench_function("board 200x50", |b| {
        b.iter(|| {
            terminal
                .draw(|f| render(black_box(&view), f))
                .expect("draw");
        })
    });
}

/// What the loop does each tick before drawing: read 1,000 clocks and build the view (rows,
/// alerts, sort) from boards of 40 plies each.
fn bench_view(c: &mut Criterion) {
    use arbiter::clock::{Clock, ClockEvent, TimeControl, format_ms};
    use arbiter::tui::app::App;
    use arbiter::tui::model::BoardModel;
    let control: TimeControl = "40/5400+30:1800+30".parse().expect("control");
    let sans = [
        "e4", "c5", "Nf3", "d6", "d4", "cxd4", "Nxd4", "Nf6", "Nc3", "a6", "Be3", "e5", "Nb3",
        "Be6", "f3", "Be7", "Qd2", "O-O", "O-O-O", "Nbd7",
    ];
    let boards: Vec<BoardModel> = (1..=1000)
        .map(|n| {
            let mut b = BoardModel::new(n, "White player", "Black player");
            for san in sans {
                std::sync::Arc::make_mut(&mut b.record)
                    .play_san(san)
                    .expect("legal");
            }
            let mut clock = Clock::new(&control);
            clock.apply(0, &ClockEvent::Start).expect("start");
            b.live = Some(clock);
            b
        })
        .collect();
    let mut app = App::new("bench", "bench", Look::default(), boards);
    app.resize(70);
    c.bench_function("app tick+view 1000 boards", |b| {
        let mut t = 1_000;
        b.iter(|| {
            t += 100;
            app.tick(t);
            black_box(app.view(&format_ms));
        })
    });
}

/// Issue 21: what the loop pays each tick when nothing changed — 1,000 boards whose clocks are
/// stopped (not started): the clocks read and no row moved (the loop then builds no view), and
/// the view built anyway from the rows kept (what a key press costs).
fn bench_idle(c: &mut Criterion) {
    use arbiter::clock::{Clock, TimeControl, format_ms};
    use arbiter::tui::app::App;
    use arbiter::tui::model::BoardModel;
    let control: TimeControl = "40/5400+30:1800+30".parse().expect("control");
    let boards: Vec<BoardModel> = (1..=1000)
        .map(|n| {
            let mut b = BoardModel::new(n, "White player", "Black player");
            std::sync::Arc::make_mut(&mut b.record)
                .play_san("e4")
                .expect("legal");
            b.live = Some(Clock::new(&control));
            b
        })
        .collect();
    let mut app = App::new("bench", "bench", Look::default(), boards);
    app.resize(70);
    app.tick(1_000);
    black_box(app.view(&format_ms));
    let built = app.rows_built;
    let mut t = 1_000;
    c.bench_function("app idle tick 1000 boards (nothing changed)", |b| {
        b.iter(|| {
            t += 100;
            assert!(!app.tick(t), "a stopped clock moved a row");
        })
    });
    c.bench_function("app idle tick+view 1000 boards (rows kept)", |b| {
        b.iter(|| {
            t += 100;
            app.tick(t);
            black_box(app.view(&format_ms));
        })
    });
    assert_eq!(
        app.rows_built, built,
        "a row was rebuilt with nothing changed"
    );
}

criterion_group!(benches, bench_hall, bench_view, bench_idle);
criterion_main!(benches);
