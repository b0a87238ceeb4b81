//! Measure the dead-position analyzer on a measuring set in CHA's format, read from the path in
//! `ARBITER_DEAD_VECTOR` (never part of the repository). Prints wrong answers, the share of
//! unwinnable cases proved, the share undetermined, and the median / p99 time per colour case.
//!
//! `ARBITER_DEAD_VECTOR=/work/shared/dead-positions/cha-test-vector.txt cargo bench --bench dead`
//! (`ARBITER_DEAD_NODES` overrides the default budget; `ARBITER_DEAD_VERBOSE=1` lists the misses).
//!
//! Without the variable it still measures a generated set like the held-back one (617
//! positions of blocked pawn chains and lone minor pieces, drawn from a fixed seed): total and p99
//! (`ARBITER_DEAD_SLOW=1` prints each position's time and verdicts, to find the slow ones), and a
//! generated set of endgames with at most one minor piece and pawns a side (issue 33): time per
//! colour case and the length of the mating lines shown to the players. Every set (and CHA's
//! vector) is also run on the findings' path (`can_mate`: the verdict and the line shown, issue
//! 33's "within 100 ms"): median, p99, max and how many at 100 ms or more; with
//! `ARBITER_DEAD_ORACLE_SECS` (seconds a case) every line over 20 plies is checked against the
//! oracle of `common/helpmate.rs` (is there a mate within 20 plies?), and with
//! `ARBITER_POPEYE=/path/to/py` against Popeye (`common/popeye.rs`, built outside the project).
//!
//! With `ARBITER_CHA=/path/to/cha` (CHA, github.com/miguel-ambrona/D3-Chess, built outside the
//! project) it also runs arbiter and CHA side by side on every set (issue 36 item 5): the
//! blocked set, a generated sparse set (a lone bishop or knight against pawns), 2,000 endgame
//! positions from the real games of `tests/data/pgn`, the minor-piece endgames and, when
//! `ARBITER_DEAD_VECTOR` is set, CHA's vector: total, p99 and max time per colour case,
//! undetermined and wrong for each (`common/cha.rs` says how both are timed).

use std::time::{Duration, Instant};

use arbiter::rules::dead::{Budget, Verdict, can_mate, decide, line_mates, quick_dead, vector};
use arbiter::rules::parse_fen;
use arbiter::rules::pgn::parse_games;
use shakmaty::fen::Fen;
use shakmaty::{Board, Color, EnPassantMode, Piece, Position, Square};

#[path = "common/rng.rs"]
mod rng;
use rng::Rng;
#[path = "common/place.rs"]
mod place;
use place::place;

#[path = "common/cha.rs"]
mod cha;
#[path = "common/helpmate.rs"]
mod helpmate;
#[path = "common/popeye.rs"]
mod popeye;
use cha::{Case, Cha, side_by_side};
use helpmate::{Shortest, shortest_helpmate};

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

/// The number of positions of the generated set: as many as the held-back set.
const BLOCKED_SET: usize = 617;

/// One generated position like the held-back set's (issue 21): a pawn chain of 3 to 8 blocked
/// pairs (a White pawn with a Black pawn straight ahead, neighbouring files one rank apart, so
/// that chains and rams occur), both kings anywhere free, and 0 to 3 lone minor pieces (bishops
/// or knights of either colour). `None` when the drawn placement is not a legal position.
fn blocked_position(rng: &mut Rng) -> Option<String> {
    let mut board = Board::empty();
    let pairs = 3 + rng.below(6);
    let first = rng.below(9 - pairs.min(8));
    let mut rank = 1 + rng.below(5); // White pawn on ranks 2..6
    for file in first..(first + pairs).min(8) {
        let square = |rank: usize| Square::new((rank * 8 + file) as u32);
        board.set_piece_at(square(rank), Piece::from_char('P')?);
        board.set_piece_at(square(rank + 1), Piece::from_char('p')?);
        // The next pair one rank up or down (a chain), or level (a ram line), within bounds.
        rank = match rng.below(3) {
            0 if rank > 1 => rank - 1,
            1 if rank < 5 => rank + 1,
            _ => rank,
        };
    }
    place(rng, 'K', &mut board, false);
    place(rng, 'k', &mut board, false);
    for _ in 0..rng.below(4) {
        let piece = ['B', 'N', 'b', 'n'][rng.below(4)];
        place(rng, piece, &mut board, false);
    }
    let turn = if rng.below(2) == 0 { 'w' } else { 'b' };
    let fen = format!("{board} {turn} - - 0 1");
    parse_fen(&fen).ok().map(|_| fen)
}

/// The generated blocked-structure set: total and p99 time per position (both colours asked, as
/// for a dead position), and how the answers fall.
fn blocked_set(fens: &[String]) {
    let budget = Budget::default();
    let (mut unwinnable, mut winnable, mut open, mut wrong) = (0usize, 0usize, 0usize, 0usize);
    let mut times = Vec::with_capacity(fens.len());
    let started = Instant::now();
    for fen in fens {
        let Ok(pos) = parse_fen(fen) else { continue };
        let t = Instant::now();
        let verdicts = [Color::White, Color::Black].map(|c| (c, decide(&pos, c, &budget)));
        times.push(t.elapsed());
        if std::env::var("ARBITER_DEAD_SLOW").is_ok() {
            let kinds: Vec<&str> = verdicts
                .iter()
                .map(|(_, v)| match v {
                    Verdict::Winnable { .. } => "win",
                    Verdict::Unwinnable { .. } => "dead",
                    Verdict::Undetermined => "open",
                })
                .collect();
            println!(
                "slow {:.2} ms {fen} {kinds:?}",
                t.elapsed().as_secs_f64() * 1e3
            );
        }
        for (colour, verdict) in verdicts {
            match verdict {
                Verdict::Winnable { line } => {
                    winnable += 1;
                    if !line_mates(&pos, colour, &line) {
                        wrong += 1;
                        println!("WRONG: {fen} {colour:?}: line does not mate");
                    }
                }
                Verdict::Unwinnable { .. } => unwinnable += 1,
                Verdict::Undetermined => open += 1,
            }
        }
    }
    let total = started.elapsed();
    times.sort();
    let p99 = times[((times.len() as f64 - 1.0) * 0.99).round() as usize];
    println!(
        "generated blocked set ({} positions, both colours each): total {:.2} s, median {:.3} ms, p99 {:.1} ms, max {:.1} ms; colour cases: {unwinnable} unwinnable, {winnable} winnable (lines replayed, {wrong} wrong), {open} undetermined",
        times.len(),
        total.as_secs_f64(),
        median(&mut times.clone()).as_secs_f64() * 1e3,
        p99.as_secs_f64() * 1e3,
        times.last().copied().unwrap_or_default().as_secs_f64() * 1e3,
    );
}

/// The number of generated endgames of at most one minor piece and pawns a side (issue 33).
const MINOR_SET: usize = 300;

/// One generated endgame (issue 33): both kings anywhere, then for each side no minor piece, a
/// knight or a bishop, and 0 to 3 pawns on ranks 2 to 7. `None` when the placement is not a
/// legal position or the game is over in it.
fn minor_position(rng: &mut Rng) -> Option<String> {
    let mut board = Board::empty();
    place(rng, 'K', &mut board, false);
    place(rng, 'k', &mut board, false);
    for (minors, pawn) in [(['N', 'B'], 'P'), (['n', 'b'], 'p')] {
        match rng.below(3) {
            0 => {}
            i => place(rng, minors[i - 1], &mut board, false),
        }
        for _ in 0..rng.below(4) {
            place(rng, pawn, &mut board, true);
        }
    }
    let turn = if rng.below(2) == 0 { 'w' } else { 'b' };
    let fen = format!("{board} {turn} - - 0 1");
    let pos = parse_fen(&fen).ok()?;
    (!shakmaty::Position::is_game_over(&pos)).then_some(fen)
}

/// A set on the findings' path (`can_mate`, the findings' budget: the verdict and the line
/// shown to the players, issue 33): time per colour case, how many at 100 ms or more, how the
/// answers fall, and the length of the lines; with `oracle`, the lines over 20 plies against
/// the oracle ([`oracle_on_long_lines`]).
fn findings(name: &str, fens: &[String], oracle: bool) {
    let budget = Budget::default();
    let (mut unwinnable, mut open, mut wrong) = (0usize, 0usize, 0usize);
    let (mut times, mut lengths, mut long) = (Vec::new(), Vec::new(), Vec::new());
    for fen in fens {
        let Ok(pos) = parse_fen(fen) else { continue };
        for colour in [Color::White, Color::Black] {
            let t = Instant::now();
            let verdict = can_mate(&pos, colour, &budget);
            times.push(t.elapsed());
            match verdict {
                Verdict::Winnable { line } => {
                    if !line_mates(&pos, colour, &line) {
                        wrong += 1;
                        println!("WRONG: {fen} {colour:?}: line does not mate");
                    }
                    if line.len() > 20 {
                        if std::env::var("ARBITER_DEAD_VERBOSE").is_ok() {
                            println!("long line: {} plies: {fen} {colour:?}", line.len());
                        }
                        long.push((fen, pos.clone(), colour));
                    }
                    lengths.push(line.len());
                }
                Verdict::Unwinnable { .. } => unwinnable += 1,
                Verdict::Undetermined => open += 1,
            }
        }
    }
    times.sort();
    lengths.sort();
    let over = times.iter().filter(|t| t.as_millis() >= 100).count();
    let p99 = times[((times.len() as f64 - 1.0) * 0.99).round() as usize];
    println!(
        "{name}, the findings' path ({} positions, {} colour cases): {} mates (lines replayed, {wrong} wrong), {unwinnable} unwinnable, {open} undetermined; time median {:.2} ms, p99 {:.1} ms, max {:.1} ms, {over} at 100 ms or more; line median {} plies, {} over 20, longest {}",
        fens.len(),
        times.len(),
        lengths.len(),
        median(&mut times.clone()).as_secs_f64() * 1e3,
        p99.as_secs_f64() * 1e3,
        times.last().copied().unwrap_or_default().as_secs_f64() * 1e3,
        lengths.get(lengths.len() / 2).copied().unwrap_or(0),
        lengths.iter().filter(|&&n| n > 20).count(),
        lengths.last().copied().unwrap_or(0),
    );
    if oracle {
        oracle_on_long_lines(&long);
        popeye_on_long_lines(&long);
    }
}

/// The lines over 20 plies against Popeye (`common/popeye.rs`, `ARBITER_POPEYE`): how many
/// have no mate within 20 plies (Popeye searched them all), how many a shorter mate the
/// analyzer missed (replayed), how many Popeye did not answer (60 s a case at most).
fn popeye_on_long_lines(long: &[(&String, shakmaty::Chess, Color)]) {
    let Some(path) = popeye::path() else {
        println!("skipped: ARBITER_POPEYE not set: the lines over 20 plies not checked by Popeye");
        return;
    };
    let (mut none, mut missed, mut open) = (0, 0, 0);
    for (fen, pos, colour) in long {
        match popeye::solve(&path, pos, *colour, 20, 60) {
            popeye::Solved::None => none += 1,
            popeye::Solved::Mate(plies) => {
                missed += 1;
                println!("missed (Popeye): a mate in {plies} plies: {fen} {colour:?}");
            }
            popeye::Solved::Unknown(why) => {
                open += 1;
                println!("Popeye gave no answer: {fen} {colour:?}: {why}");
            }
        }
    }
    println!(
        "minor-piece lines over 20 plies ({}), Popeye: {none} with no mate within 20, {missed} with a shorter mate missed, {open} not answered",
        long.len()
    );
}

/// The lines over 20 plies against the oracle (`common/helpmate.rs`, issue 33), with the time
/// limit per case from `ARBITER_DEAD_ORACLE_SECS`: how many have no mate within 20 plies
/// (proved), how many a shorter mate the analyzer missed, how many ran out of time.
fn oracle_on_long_lines(long: &[(&String, shakmaty::Chess, Color)]) {
    let Some(limit) = std::env::var("ARBITER_DEAD_ORACLE_SECS")
        .ok()
        .and_then(|s| s.parse::<f64>().ok())
    else {
        println!("skipped: ARBITER_DEAD_ORACLE_SECS not set: the lines over 20 plies not checked");
        return;
    };
    let (mut none, mut missed, mut open) = (0, 0, 0);
    for (fen, pos, colour) in long {
        match shortest_helpmate(pos, *colour, 20, Duration::from_secs_f64(limit)) {
            Shortest::NoneWithin(_) => none += 1,
            Shortest::Mate(moves) => {
                missed += 1;
                println!("missed: a mate in {} plies: {fen} {colour:?}", moves.len());
            }
            Shortest::OutOfTime { none_within } => {
                open += 1;
                println!("out of time: none within {none_within} plies: {fen} {colour:?}");
            }
        }
    }
    println!(
        "minor-piece lines over 20 plies ({}): {none} with no mate within 20 (the oracle's proof), {missed} with a shorter mate missed, {open} out of time ({limit} s a case)",
        long.len()
    );
}

/// `count` positions drawn by `draw` from the seed `seed`.
fn generated(count: usize, seed: u64, draw: fn(&mut Rng) -> Option<String>) -> Vec<String> {
    let mut rng = Rng(seed);
    let mut fens = Vec::with_capacity(count);
    while fens.len() < count {
        if let Some(fen) = draw(&mut rng) {
            fens.push(fen);
        }
    }
    fens
}

/// The number of positions of the generated sparse set (issue 36 item 5).
const SPARSE_SET: usize = 300;

/// One generated sparse position (issue 36 item 5: the held-back set's hard cases): one side a
/// lone bishop or knight and 0 to 2 pawns, the other 1 to 4 pawns, both kings anywhere free.
/// `None` when the placement is not a legal position or the game is over in it.
fn sparse_position(rng: &mut Rng) -> Option<String> {
    let mut board = Board::empty();
    place(rng, 'K', &mut board, false);
    place(rng, 'k', &mut board, false);
    let white_minor = rng.below(2) == 0;
    let minor = ['B', 'N'][rng.below(2)];
    let (minor, own, other) = if white_minor {
        (minor, 'P', 'p')
    } else {
        (minor.to_ascii_lowercase(), 'p', 'P')
    };
    place(rng, minor, &mut board, false);
    for _ in 0..rng.below(3) {
        place(rng, own, &mut board, true);
    }
    for _ in 0..1 + rng.below(4) {
        place(rng, other, &mut board, true);
    }
    let turn = if rng.below(2) == 0 { 'w' } else { 'b' };
    let fen = format!("{board} {turn} - - 0 1");
    let pos = parse_fen(&fen).ok()?;
    (!shakmaty::Position::is_game_over(&pos)).then_some(fen)
}

/// The number of endgame positions taken from the real games.
const GAME_ENDGAMES: usize = 2_000;

/// Endgame positions from the real games of `tests/data/pgn` (every file, standard chess only):
/// every position after a move with no queen and at most 12 men, each once (the move counters
/// aside), in file order — 687 positions in the 68 games — then their mirror images (files a↔h,
/// then colours swapped and the board turned over) for as many as [`GAME_ENDGAMES`]: the files
/// hold fewer distinct endgame positions than the 2,000.
fn game_endgames() -> Vec<String> {
    let mut files = Vec::new();
    let mut dirs = vec![std::path::PathBuf::from("tests/data/pgn")];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).into_iter().flatten().flatten() {
            let path = entry.path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|x| x == "pgn") {
                files.push(path);
            }
        }
    }
    files.sort();
    let mut seen = std::collections::HashSet::new();
    let mut found = Vec::new();
    for file in files {
        let Ok(bytes) = std::fs::read(&file) else {
            continue;
        };
        let Ok(games) = parse_games(&bytes) else {
            continue;
        };
        for game in games.iter().filter(|g| g.tag("Variant").is_none()) {
            let mut pos = game.record.start().clone();
            for m in game.record.moves() {
                pos.play_unchecked(m);
                let board = pos.board();
                if board.queens().any() || board.occupied().count() > 12 || pos.is_game_over() {
                    continue;
                }
                let fen = Fen::from_position(&pos, EnPassantMode::Legal).to_string();
                if seen.insert(fen_key(&fen)) {
                    found.push(fen);
                }
            }
        }
    }
    let mirrors = [mirror_files, swap_colours];
    let mut fens = found.clone();
    for mirror in mirrors {
        for fen in found.iter().filter_map(|fen| mirror(fen)) {
            if fens.len() < GAME_ENDGAMES && seen.insert(fen_key(&fen)) {
                fens.push(fen);
            }
        }
    }
    fens.truncate(GAME_ENDGAMES);
    fens
}

/// A FEN without its move counters.
fn fen_key(fen: &str) -> String {
    fen.split(' ').take(4).collect::<Vec<_>>().join(" ")
}

/// `fen` with the files mirrored (a↔h); `None` with castling rights or an en passant square.
fn mirror_files(fen: &str) -> Option<String> {
    let fields: Vec<&str> = fen.split(' ').collect();
    let (board, rest) = fields.split_first()?;
    if rest.get(1..3) != Some(&["-", "-"]) {
        return None;
    }
    let ranks: Vec<String> = board
        .split('/')
        .map(|r| r.chars().rev().collect())
        .collect();
    let fen = format!("{} {}", ranks.join("/"), rest.join(" "));
    parse_fen(&fen).ok().map(|_| fen)
}

/// `fen` with the colours swapped and the board turned over (the other side to move); `None`
/// with castling rights or an en passant square, or when that is not a legal position.
fn swap_colours(fen: &str) -> Option<String> {
    let fields: Vec<&str> = fen.split(' ').collect();
    let [board, turn, "-", "-", ..] = fields.as_slice() else {
        return None;
    };
    let ranks: Vec<String> = board
        .split('/')
        .rev()
        .map(|r| {
            r.chars()
                .map(|c| {
                    if c.is_ascii_uppercase() {
                        c.to_ascii_lowercase()
                    } else {
                        c.to_ascii_uppercase()
                    }
                })
                .collect()
        })
        .collect();
    let turn = if *turn == "w" { "b" } else { "w" };
    let fen = format!("{} {turn} - - 0 1", ranks.join("/"));
    parse_fen(&fen).ok().map(|_| fen)
}

/// Both colour cases of every position of `fens`, for the side by side with CHA.
fn colour_cases(fens: &[String]) -> Vec<Case> {
    fens.iter()
        .filter_map(|fen| parse_fen(fen).ok().map(|pos| (fen, pos)))
        .flat_map(|(fen, pos)| {
            [Color::White, Color::Black].map(|colour| Case {
                pos: pos.clone(),
                fen: fen.clone(),
                colour,
                truth: None,
            })
        })
        .collect()
}

fn main() {
    games();
    let blocked = generated(BLOCKED_SET, 0x005e_ed0f_b10c_4ed5, blocked_position);
    let sparse = generated(SPARSE_SET, 0x5ba7_5e00_0b15_0a1e, sparse_position);
    let minor = generated(MINOR_SET, 0x1234_5678_9abc_def1, minor_position);
    let endgames = game_endgames();
    blocked_set(&blocked);
    findings("minor-piece endgames", &minor, true);
    findings("generated blocked set", &blocked, false);
    findings("generated sparse set", &sparse, false);
    findings("endgames from real games", &endgames, false);
    let mut cha = Cha::start();
    if cha.is_none() {
        println!("skipped: ARBITER_CHA not set or not runnable: no side by side with CHA");
    }
    if let Some(cha) = cha.as_mut() {
        for (name, fens) in [
            ("generated blocked set", &blocked),
            (
                "generated sparse set (lone minor piece against pawns)",
                &sparse,
            ),
            ("endgames from real games", &endgames),
            ("minor-piece endgames", &minor),
        ] {
            side_by_side(name, &colour_cases(fens), cha);
        }
    }
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
            let verdict = decide(&pos, colour, &budget);
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
                Verdict::Unwinnable { proof } => {
                    proved += 1;
                    if can {
                        wrong += 1;
                        println!("WRONG line {} {colour:?}: unwinnable: {proof:?}", case.line);
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
    let fens: Vec<String> = cases.iter().map(|case| case.fen.clone()).collect();
    findings("CHA's public vector", &fens, false);
    if let Some(cha) = cha.as_mut() {
        let cases: Vec<Case> = cases
            .iter()
            .filter_map(|case| parse_fen(&case.fen).ok().map(|pos| (case, pos)))
            .flat_map(|(case, pos)| {
                [
                    (Color::White, case.white_can_mate),
                    (Color::Black, case.black_can_mate),
                ]
                .map(|(colour, can)| Case {
                    pos: pos.clone(),
                    fen: case.fen.clone(),
                    colour,
                    truth: Some(can),
                })
            })
            .collect();
        side_by_side("CHA's public vector", &cases, cha);
    }
    if wrong > 0 {
        std::process::exit(1);
    }
}
