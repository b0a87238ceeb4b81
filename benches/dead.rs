//! Measure the dead-position analyzer on a measuring set in CHA's format, read from the path in
//! `ARBITER_DEAD_VECTOR` (never part of the repository). Prints wrong answers, the share of
//! unwinnable cases proved, the share undetermined, and the median / p99 time per colour case.
//!
//! `ARBITER_DEAD_VECTOR=/work/shared/dead-positions/cha-test-vector.txt cargo bench --bench dead`
//! (`ARBITER_DEAD_NODES` overrides the default budget; `ARBITER_DEAD_VERBOSE=1` lists the misses).

use std::time::{Duration, Instant};

use arbiter::rules::dead::{Budget, Verdict, can_mate, line_mates, quick_dead, vector};
use arbiter::rules::parse_fen;
use shakmaty::Color;

/// Ordinary positions from games (composed here, verified by hand): the fast path.
const GAME_POSITIONS: &[&str] = &[
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
    "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 9",
    "2r2rk1/pp3ppp/2n1b3/3p4/3P4/2N1B3/PP3PPP/2R2RK1 b - - 3 18",
    "8/5pk1/6p1/8/8/6P1/5PK1/8 w - - 0 45",
    "8/8/4k3/8/3K4/8/3R4/8 b - - 0 60",
    "8/8/4k3/8/2N1K3/8/4B3/8 w - - 0 70",
    "6k1/5p2/6p1/8/3b4/8/5PPP/3R2K1 w - - 0 33",
    "8/1p3k2/p7/8/8/P7/1P3K2/8 w - - 0 40",
    "r4rk1/1bq1bppp/p2ppn2/1p6/3BPP2/2NB4/PPPQ2PP/2KR3R w - - 0 14",
];

fn median(times: &mut [Duration]) -> Duration {
    times.sort();
    times.get(times.len() / 2).copied().unwrap_or_default()
}

fn games() {
    let budget = Budget::default();
    let (mut full, mut quick) = (Vec::new(), Vec::new());
    for fen in GAME_POSITIONS {
        let Ok(pos) = parse_fen(fen) else {
            println!("bad FEN {fen}");
            continue;
        };
        for colour in [Color::White, Color::Black] {
            // The fastest of 20 calls: one call alone is mostly cold caches and noise.
            let mut best = Duration::MAX;
            let mut verdict = Verdict::Undetermined;
            for _ in 0..20 {
                let t = Instant::now();
                verdict = can_mate(&pos, colour, &budget);
                best = best.min(t.elapsed());
            }
            full.push(best);
            if std::env::var("ARBITER_DEAD_VERBOSE").is_ok() {
                let plies = match &verdict {
                    Verdict::Winnable { line } => line.len() as i64,
                    _ => -1,
                };
                println!("{fen} {colour:?}: {:?} line {plies}", full[full.len() - 1]);
            }
            if let Verdict::Winnable { line } = &verdict
                && !line_mates(&pos, colour, line)
            {
                println!("WRONG: {fen} {colour:?}: line does not mate");
            }
        }
        let t = Instant::now();
        for _ in 0..1000 {
            std::hint::black_box(quick_dead(std::hint::black_box(&pos)));
        }
        quick.push(t.elapsed() / 1000);
    }
    println!(
        "game positions ({}): can_mate (fastest of 20 calls) median {:.1} µs, max {:.1} µs per colour; quick_dead median {:.0} ns, max {:.0} ns",
        GAME_POSITIONS.len(),
        median(&mut full).as_secs_f64() * 1e6,
        full.iter().max().copied().unwrap_or_default().as_secs_f64() * 1e6,
        median(&mut quick).as_secs_f64() * 1e9,
        quick
            .iter()
            .max()
            .copied()
            .unwrap_or_default()
            .as_secs_f64()
            * 1e9,
    );
}

fn main() {
    games();
    let Ok(path) = std::env::var("ARBITER_DEAD_VECTOR") else {
        println!("ARBITER_DEAD_VECTOR not set: measuring set skipped");
        return;
    };
    let text = match std::fs::read_to_string(&path) {
        Ok(t) => t,
        Err(e) => {
            println!("{path}: {e}");
            return;
        }
    };
    let cases = match vector::parse(&text) {
        Ok(c) => c,
        Err(e) => {
            println!("{path}: {e}");
            return;
        }
    };
    let budget = Budget {
        nodes: std::env::var("ARBITER_DEAD_NODES")
            .ok()
            .and_then(|n| n.parse().ok())
            .unwrap_or(Budget::default().nodes),
    };
    let verbose = std::env::var("ARBITER_DEAD_VERBOSE").is_ok();
    let mut times: Vec<Duration> = Vec::new();
    let (mut wrong, mut proved, mut unwinnable, mut mates, mut winnable, mut undetermined) =
        (0usize, 0usize, 0usize, 0usize, 0usize, 0usize);
    let started = Instant::now();
    for case in &cases {
        let Ok(pos) = parse_fen(&case.fen) else {
            println!("line {}: bad FEN {}", case.line, case.fen);
            wrong += 1;
            continue;
        };
        for (colour, can) in [
            (Color::White, case.white_can_mate),
            (Color::Black, case.black_can_mate),
        ] {
            let t = Instant::now();
            let verdict = can_mate(&pos, colour, &budget);
            times.push(t.elapsed());
            if can {
                winnable += 1;
            } else {
                unwinnable += 1;
            }
            match verdict {
                Verdict::Winnable { line } => {
                    mates += 1;
                    if !can || !line_mates(&pos, colour, &line) {
                        wrong += 1;
                        println!("WRONG line {} {colour:?}: mate line {line:?}", case.line);
                    }
                }
                Verdict::Unwinnable { reason } => {
                    proved += 1;
                    if can {
                        wrong += 1;
                        println!("WRONG line {} {colour:?}: unwinnable: {reason}", case.line);
                    }
                }
                Verdict::Undetermined => {
                    undetermined += 1;
                    if verbose {
                        println!(
                            "undetermined line {} {colour:?} (can mate: {can}): {}",
                            case.line, case.fen
                        );
                    }
                }
            }
        }
    }
    let total = started.elapsed();
    times.sort();
    let at = |q: f64| times[((times.len() as f64 - 1.0) * q).round() as usize];
    let n = times.len();
    println!(
        "measuring set: {path} ({} positions, {n} colour cases), budget {} nodes",
        cases.len(),
        budget.nodes
    );
    println!("wrong: {wrong}");
    println!(
        "unwinnable proved: {proved}/{unwinnable} ({:.1}%)",
        100.0 * proved as f64 / unwinnable.max(1) as f64
    );
    println!("mates found: {mates}/{winnable}");
    println!(
        "undetermined: {undetermined}/{n} ({:.1}%)",
        100.0 * undetermined as f64 / n.max(1) as f64
    );
    if n > 0 {
        println!(
            "time per colour case: median {:.3} ms, p99 {:.1} ms, total {:.1} s",
            at(0.5).as_secs_f64() * 1e3,
            at(0.99).as_secs_f64() * 1e3,
            total.as_secs_f64()
        );
    }
    if wrong > 0 {
        std::process::exit(1);
    }
}
