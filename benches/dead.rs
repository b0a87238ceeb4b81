//! Measure the dead-position analyzer on a measuring set in CHA's format, read from the path in
//! `ARBITER_DEAD_VECTOR` (never part of the repository). Prints wrong answers, the share of
//! unwinnable cases proved, the share undetermined, and the median / p99 time per colour case.
//!
//! `ARBITER_DEAD_VECTOR=/work/shared/dead-positions/cha-test-vector.txt cargo bench --bench dead`
//! (`ARBITER_DEAD_NODES` overrides the default budget; `ARBITER_DEAD_VERBOSE=1` lists the misses).

use std::time::{Duration, Instant};

use arbiter::rules::dead::{Budget, Verdict, can_mate, line_mates, vector};
use arbiter::rules::parse_fen;
use shakmaty::Color;

fn main() {
    let Ok(path) = std::env::var("ARBITER_DEAD_VECTOR") else {
        println!("ARBITER_DEAD_VECTOR not set: nothing to measure");
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
