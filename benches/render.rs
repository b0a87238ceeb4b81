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
        view.hall.offset = 240;
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

criterion_group!(benches, bench_hall);
criterion_main!(benches);
