//! `cargo bench --bench analyze`: plies per second of reading a large PGN (pgn-reader, legality,
//! identities, repetition bookkeeping, game-end detection) and of `rules analyze` on top of it.
//!
//! Real games too (issue 21): every file of `tests/data/pgn/` concatenated and repeated 300 times
//! (172,200 plies), streamed through [`Games`] and analysed one game at a time as the command does.
//! `ANALYZE_CPU_TIME=1` also runs the peers where installed on the same file, timed in CPU
//! seconds of the child process: pgn-extract `--repetition`, and python-chess replaying every game
//! with a repetition key, the mate/stalemate test and the material test after every ply.
//!
//! The PGN is generated here, deterministically: 2,000 games of pseudo-random legal moves (at most
//! 160 plies each, biased towards quiet piece moves so repetitions and long quiet stretches occur),
//! written with move numbers, comments with `%clk` and a variation per game, like a real
//! broadcast file.

use std::fmt::Write;
use std::hint::black_box;

use arbiter::rules::GameRecord;
use arbiter::rules::analyze::GameAnalysis;
use arbiter::rules::pgn::{Detail, Games, parse_games};
use criterion::{Criterion, Throughput, criterion_group};
#[path = "common/full_limit.rs"]
mod full_limit;
#[path = "common/rng.rs"]
mod rng;
use rng::Rng;
use shakmaty::Position;

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

/// Copies of the real games of `tests/data/pgn/` that make the real-games file.
const REAL_COPIES: usize = 300;

/// Every file of `tests/data/pgn/` concatenated, `copies` times.
fn real_games(copies: usize) -> Vec<u8> {
    let mut names: Vec<_> = std::fs::read_dir("tests/data/pgn")
        .map(|dir| dir.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    names.retain(|p: &std::path::PathBuf| p.extension().is_some_and(|x| x == "pgn"));
    names.sort();
    let mut one = Vec::new();
    for name in names {
        one.extend(std::fs::read(&name).unwrap_or_default());
        one.extend_from_slice(b"\n\n");
    }
    one.repeat(copies)
}

/// What `rules analyze` does to a file, without the printing: stream, analyse, drop. Returns
/// the plies read.
fn stream_and_analyze(bytes: &[u8]) -> u64 {
    let mut games = Games::new(bytes, Detail::NoComments);
    let mut plies = 0;
    while let Ok(Some(game)) = games.next_game() {
        if let Ok(game) = game {
            plies += GameAnalysis::of(&game).plies as u64;
        }
    }
    plies
}

fn bench(c: &mut Criterion) {
    let real = real_games(REAL_COPIES);
    let real_plies = stream_and_analyze(&real);
    let mut group = c.benchmark_group("analyze real games");
    group.throughput(Throughput::Elements(real_plies));
    group.sample_size(10);
    group.bench_function("stream + analyze (plies)", |b| {
        b.iter(|| black_box(stream_and_analyze(black_box(&real))))
    });
    group.finish();

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

/// CPU time of this thread in nanoseconds (Linux `/proc/thread-self/schedstat`), so that a
/// figure can be given on a machine shared with other jobs, where wall time is inflated.
fn cpu_ns() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    text.split_whitespace().next()?.parse().ok()
}

/// `ANALYZE_CPU_TIME=1 cargo bench --bench analyze`: plies per CPU-second of one thread.
fn cpu_time_report() {
    let (pgn, plies) = large_pgn(2_000);
    let rounds = 10;
    for (name, with_analysis) in [("parse_games", false), ("parse_games + analyze", true)] {
        let (Some(start), wall) = (cpu_ns(), std::time::Instant::now()) else {
            println!("no /proc/thread-self/schedstat: CPU time unavailable");
            return;
        };
        for _ in 0..rounds {
            let games = parse_games(black_box(pgn.as_bytes())).unwrap_or_default();
            if with_analysis {
                let analyses: Vec<GameAnalysis> = games.iter().map(GameAnalysis::of).collect();
                black_box(analyses.len());
            }
            black_box(games.len());
        }
        let cpu = cpu_ns().unwrap_or(start).saturating_sub(start).max(1);
        let total = plies * rounds;
        println!(
            "{name}: {total} plies, {:.3} s CPU ({:.3} s wall): {:.2} M plies per CPU-second",
            cpu as f64 / 1e9,
            wall.elapsed().as_secs_f64(),
            total as f64 / (cpu as f64 / 1e9) / 1e6
        );
    }
}

/// CPU seconds (user + system) of the finished children of this process, from
/// `/proc/self/stat` (fields 16 and 17, in clock ticks of 1/100 s).
fn children_cpu() -> Option<f64> {
    let text = std::fs::read_to_string("/proc/self/stat").ok()?;
    let after = text.rsplit_once(')')?.1;
    let fields: Vec<&str> = after.split_whitespace().collect();
    let user: f64 = fields.get(13)?.parse().ok()?;
    let system: f64 = fields.get(14)?.parse().ok()?;
    Some((user + system) / 100.0)
}

/// The python-chess peer: the per-ply job of `rules analyze` in python-chess.
const PYTHON_CHESS_PEER: &str = r#"
import sys, collections, chess.pgn
plies = 0
with open(sys.argv[1]) as f:
    while True:
        game = chess.pgn.read_game(f)
        if game is None:
            break
        board = game.board()
        seen = collections.Counter([board._transposition_key()])
        for mv in game.mainline_moves():
            board.push(mv)
            plies += 1
            seen[board._transposition_key()] += 1
            board.halfmove_clock
            board.is_checkmate() or board.is_stalemate()
            board.is_insufficient_material()
print(plies)
"#;

/// Run a peer on `file` and say its plies per CPU-second; silent when it is not installed.
fn peer(name: &str, program: &str, args: &[&str], plies: u64) {
    let before = children_cpu();
    let status = std::process::Command::new(program)
        .args(args)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .status();
    match (status, before, children_cpu()) {
        (Ok(s), Some(before), Some(after)) if s.success() => {
            let cpu = (after - before).max(0.01);
            println!(
                "{name}: {plies} plies, {cpu:.2} s CPU: {:.3} M plies per CPU-second",
                plies as f64 / cpu / 1e6
            );
        }
        _ => println!("{name}: not run ({program} not installed or failed)"),
    }
}

/// The real-games file in CPU seconds, and the peers on the same file.
fn real_games_report() {
    let real = real_games(REAL_COPIES);
    let rounds = 10;
    let Some(start) = cpu_ns() else {
        return;
    };
    let mut plies = 0;
    for _ in 0..rounds {
        plies = stream_and_analyze(black_box(&real));
    }
    let cpu = cpu_ns().unwrap_or(start).saturating_sub(start).max(1) as f64 / 1e9;
    println!(
        "real games x {REAL_COPIES} (stream + analyze): {} plies, {cpu:.3} s CPU: {:.2} M plies per CPU-second",
        plies * rounds,
        (plies * rounds) as f64 / cpu / 1e6
    );
    let dir = std::env::temp_dir().join(format!("arbiter-bench-{}", std::process::id()));
    if std::fs::create_dir_all(&dir).is_err() {
        return;
    }
    let file = dir.join("real.pgn");
    let script = dir.join("peer.py");
    if std::fs::write(&file, &real).is_ok() && std::fs::write(&script, PYTHON_CHESS_PEER).is_ok() {
        let path = file.to_string_lossy();
        for program in ["pgn-extract", "/usr/games/pgn-extract"] {
            if std::process::Command::new(program)
                .arg("-h")
                .output()
                .is_ok()
            {
                let args = ["--repetition", "-s", "-o", "/dev/null", path.as_ref()];
                peer("pgn-extract --repetition", program, &args, plies);
                break;
            }
        }
        let script = script.to_string_lossy();
        peer(
            "python-chess",
            "python3",
            &[script.as_ref(), path.as_ref()],
            plies,
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// CPU seconds of this thread for `f`.
fn cpu_of(f: impl FnOnce()) -> f64 {
    let start = cpu_ns().unwrap_or(0);
    f();
    cpu_ns().unwrap_or(start).saturating_sub(start) as f64 / 1e9
}

/// The minimum and the median of some timings.
fn min_median(mut times: Vec<f64>) -> (f64, f64) {
    times.sort_by(f64::total_cmp);
    (
        times.first().copied().unwrap_or(0.0),
        times.get(times.len() / 2).copied().unwrap_or(0.0),
    )
}

/// A game's players, "White–Black", from its tags.
fn players(game: &[u8]) -> String {
    let text = String::from_utf8_lossy(game);
    let tag = |name: &str| {
        text.lines()
            .find_map(|l| l.strip_prefix(&format!("[{name} \"")))
            .and_then(|v| v.split('"').next())
            .unwrap_or("?")
            .to_owned()
    };
    format!("{}–{} ({})", tag("White"), tag("Black"), tag("Round"))
}

/// Issue 36: `rules analyze` against the "full" limit ([`full_limit`]: read, play, hash, count
/// in a repetition map, generate the legal moves), side by side in CPU time: the real-games file
/// in rounds interleaved (min and median), then game by game (`ANALYZE_PGN=FILE` adds the games
/// of another file), the worst ratios listed.
fn limit_report() {
    if cpu_ns().is_none() {
        return;
    }
    let real = real_games(REAL_COPIES);
    let (mut analyse, mut limit) = (Vec::new(), Vec::new());
    for _ in 0..5 {
        analyse.push(cpu_of(|| {
            black_box(stream_and_analyze(black_box(&real)));
        }));
        limit.push(cpu_of(|| {
            black_box(full_limit::run(black_box(&real)));
        }));
    }
    let plies = stream_and_analyze(&real);
    let (a_min, a_med) = min_median(analyse);
    let (l_min, l_med) = min_median(limit);
    println!(
        "real games x {REAL_COPIES}, {plies} plies, 5 rounds interleaved: analyze min {a_min:.3} s median {a_med:.3} s; full limit min {l_min:.3} s median {l_med:.3} s; ratio {:.2} (min) {:.2} (median)",
        a_min / l_min.max(1e-9),
        a_med / l_med.max(1e-9)
    );
    let one = real_games(1);
    let extra = std::env::var_os("ANALYZE_PGN").and_then(|p| std::fs::read(p).ok());
    let mut games = full_limit::split_games(&one);
    if let Some(extra) = &extra {
        games.extend(full_limit::split_games(extra));
    }
    let (mut total_a, mut total_l) = (0.0, 0.0);
    let mut rows = Vec::new();
    for game in &games {
        // Enough repetitions for 20 ms of the limit: the thread's CPU clock moves in ticks.
        let once = std::time::Instant::now();
        black_box(full_limit::run(black_box(game)));
        let reps = (0.02 / once.elapsed().as_secs_f64().max(1e-7)).clamp(20.0, 20_000.0) as u32;
        let a = cpu_of(|| {
            for _ in 0..reps {
                black_box(stream_and_analyze(black_box(game)));
            }
        });
        let l = cpu_of(|| {
            for _ in 0..reps {
                black_box(full_limit::run(black_box(game)));
            }
        });
        total_a += a;
        total_l += l;
        rows.push((
            a / l.max(1e-9),
            a / f64::from(reps),
            l / f64::from(reps),
            game,
        ));
    }
    println!(
        "{} games one by one (each repeated for 20 ms of the limit): analyze {total_a:.3} s, full limit {total_l:.3} s, ratio {:.2}",
        games.len(),
        total_a / total_l.max(1e-9)
    );
    rows.sort_by(|x, y| y.0.total_cmp(&x.0));
    for (ratio, a, l, game) in rows.iter().take(8) {
        println!(
            "  {ratio:5.2}x  analyze {:8.1} µs  limit {:8.1} µs  {}",
            a * 1e6,
            l * 1e6,
            players(game)
        );
    }
}

criterion_group!(benches, bench);

fn main() {
    if std::env::var_os("ANALYZE_LIMIT").is_some() {
        limit_report();
        return;
    }
    if std::env::var_os("ANALYZE_CPU_TIME").is_some() {
        cpu_time_report();
        real_games_report();
        limit_report();
        return;
    }
    benches();
    Criterion::default().configure_from_args().final_summary();
}
