//! `cargo bench --bench analyze`: plies per second of reading a large PGN (pgn-reader, legality,
//! identities, repetition bookkeeping, game-end detection) and of `rules analyze` on top of it.
//!
//! The PGN is generated here, deterministically: 2,000 games of pseudo-random legal moves (at most
//! 160 plies each, biased towards quiet piece moves so repetitions and long quiet stretches occur),
//! written with move numbers, comments with `%clk` and a variation per game, like a real
//! broadcast file.

use std::fmt::Write;
use std::hint::black_box;

use arbiter::rules::GameRecord;
use arbiter::rules::analyze::GameAnalysis;
use arbiter::rules::pgn::parse_games;
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use shakmaty::Position;

/// xorshift64*: deterministic, no dependency.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
}

fn large_pgn(games: usize) -> (String, u64) {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut out = String::new();
    let mut plies_total = 0;
    for g in 0..games {
        let mut record = GameRecord::new();
        let _ = write!(
            out,
            "[Event \"Bench\"]\n[Site \"?\"]\n[Round \"{g}\"]\n[White \"W{g}\"]\n[Black \"B{g}\"]\n[Result \"*\"]\n\n"
        );
        for ply in 1..=160 {
            let moves = record.position().legal_moves();
            if moves.is_empty() {
                break;
            }
            // Prefer moves that are not captures or pawn moves three times in four.
            let quiet: Vec<_> = moves
                .iter()
                .filter(|m| !m.is_capture() && m.role() != shakmaty::Role::Pawn)
                .copied()
                .collect();
            let pool = if !quiet.is_empty() && !rng.next().is_multiple_of(4) {
                quiet
            } else {
                moves.to_vec()
            };
            let mv = pool[(rng.next() % pool.len() as u64) as usize];
            if record.play(mv).is_err() {
                break;
            }
            let _ = write!(out, "{} ", record.ply_label(ply).replace("...", "... "));
            if ply % 10 == 0 {
                let _ = write!(out, "{{[%clk 1:{:02}:00]}} ", 59 - ply / 10);
            }
            if ply == 7 {
                out.push_str("(7. a3 a6) ");
            }
            plies_total += 1;
        }
        out.push_str("*\n\n");
    }
    (out, plies_total)
}

fn bench(c: &mut Criterion) {
    let (pgn, plies) = large_pgn(2_000);
    let bytes = pgn.as_bytes();
    let mut group = c.benchmark_group("analyze");
    group.throughput(Throughput::Elements(plies));
    group.sample_size(10);
    group.bench_function("parse_games (plies)", |b| {
        b.iter(|| black_box(parse_games(black_box(bytes)).map(|g| g.len())))
    });
    group.bench_function("parse_games + analyze (plies)", |b| {
        b.iter(|| {
            let games = parse_games(black_box(bytes)).unwrap_or_default();
            let analyses: Vec<GameAnalysis> = games.iter().map(GameAnalysis::of).collect();
            black_box(analyses.len())
        })
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
