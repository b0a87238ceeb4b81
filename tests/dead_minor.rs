//! Issue 33 Build 2 (Art. 6.9, 7.5.5, 5.1.2): every endgame with at most one minor piece and
//! pawns a side is decided, and the mating line shown to the players replays to mate and is
//! short. One random legal position (fixed seed) for every material signature K + (nothing,
//! knight or bishop) + 0–3 pawns against the same: 144 signatures, both colours asked. Not
//! timed here: the times are the dead bench's (`cargo bench --bench dead`).
//!
//! The lines over 20 plies are checked against an independent oracle (`benches/common/
//! helpmate.rs`: an exhaustive search for the shortest helpmate, not the analyzer's code) when
//! `ARBITER_DEAD_ORACLE_SECS` gives it a time limit per case (a release build answers most in
//! seconds: `ARBITER_DEAD_ORACLE_SECS=20 cargo test --release --test it dead_minor::`).

use std::time::Duration;

use arbiter::rules::dead::{Budget, Verdict, can_mate, line_mates};
use arbiter::rules::parse_fen;
use shakmaty::{Board, Chess, Color, Move, Position};

// The one deterministic generator of the tests and benches (declared once in the crate).
use crate::rules_fast_path::rng::{self, Rng};
#[path = "../benches/common/place.rs"]
mod place;
use place::place;
#[path = "../benches/common/helpmate.rs"]
mod helpmate;
use helpmate::{Shortest, shortest_helpmate};

/// The longest line shown for these endgames (issue 33: ≤ 20 plies where one exists).
const SHORT: usize = 20;

/// A side's men besides its king: no minor piece, a knight or a bishop, and `pawns` pawns.
#[derive(Clone, Copy, Debug)]
struct Side {
    minor: Option<char>,
    pawns: usize,
}

/// Every side of the kind: 3 minor choices × 0–3 pawns.
fn sides() -> Vec<Side> {
    [None, Some('N'), Some('B')]
        .into_iter()
        .flat_map(|minor| (0..4).map(move |pawns| Side { minor, pawns }))
        .collect()
}

/// A legal position of the signature `white` v `black`, neither mate nor stalemate, drawn from
/// `rng`.
fn position(rng: &mut Rng, white: Side, black: Side) -> (String, Chess) {
    for _ in 0..10_000 {
        let mut board = Board::empty();
        place(rng, 'K', &mut board, false);
        place(rng, 'k', &mut board, false);
        for (side, pawn, lower) in [(white, 'P', false), (black, 'p', true)] {
            if let Some(minor) = side.minor {
                let minor = if lower {
                    minor.to_ascii_lowercase()
                } else {
                    minor
                };
                place(rng, minor, &mut board, false);
            }
            for _ in 0..side.pawns {
                place(rng, pawn, &mut board, true);
            }
        }
        let turn = if rng.below(2) == 0 { 'w' } else { 'b' };
        let fen = format!("{board} {turn} - - 0 1");
        if let Ok(pos) = parse_fen(&fen)
            && !pos.is_checkmate()
            && !pos.is_stalemate()
        {
            return (fen, pos);
        }
    }
    panic!("no legal position for {white:?} v {black:?}");
}

/// The set's colour cases with the analyzer's line for each: `(fen, position, colour,
/// verdict)`.
fn analysed() -> Vec<(String, Chess, Color, Verdict)> {
    let mut rng = Rng(0x0033_b01d_0002_5eed);
    let mut out = Vec::new();
    for white in sides() {
        for black in sides() {
            let (fen, pos) = position(&mut rng, white, black);
            for colour in [Color::White, Color::Black] {
                let verdict = can_mate(&pos, colour, &Budget::default());
                out.push((fen.clone(), pos.clone(), colour, verdict));
            }
        }
    }
    out
}

/// Every signature's position is decided for both colours (never "undetermined"), every line
/// replays to mate, and the lines are short: at most [`SHORT`] plies, but for the few the
/// program does not shorten that far (measured: see the bound below; each is printed).
#[test]
fn every_minor_piece_endgame_is_decided_with_a_short_line() {
    let (mut cases, mut mates, mut long) = (0, 0, Vec::new());
    for (fen, pos, colour, verdict) in analysed() {
        cases += 1;
        match verdict {
            Verdict::Winnable { line } => {
                assert!(
                    line_mates(&pos, colour, &line),
                    "{fen} {colour:?}: the line does not mate"
                );
                mates += 1;
                if line.len() > SHORT {
                    println!("long line: {} plies: {fen} {colour:?}", line.len());
                    long.push(line.len());
                }
            }
            Verdict::Unwinnable { .. } => {}
            Verdict::Undetermined => panic!("{fen} {colour:?}: not decided"),
        }
    }
    assert_eq!(cases, 288);
    assert!(mates > 150, "{mates} mates of {cases}");
    assert_eq!(long.len(), LONG_LINES, "lines over {SHORT} plies: {long:?}");
}

/// Every line over [`SHORT`] plies against the oracle, with the time limit per case from
/// `ARBITER_DEAD_ORACLE_SECS`: the oracle proves there is no mate within [`SHORT`] plies, or
/// runs out of time (counted, printed), or finds a shorter mate the analyzer missed (printed;
/// [`MISSED`] of them, measured). Skipped without the variable.
#[test]
fn long_lines_are_checked_against_the_oracle() {
    let Some(limit) = std::env::var("ARBITER_DEAD_ORACLE_SECS")
        .ok()
        .and_then(|s| s.parse::<f64>().ok())
    else {
        println!("skipped: ARBITER_DEAD_ORACLE_SECS not set (the oracle's time limit per case)");
        return;
    };
    let (mut none, mut open, mut missed) = (0, 0, Vec::new());
    for (fen, pos, colour, verdict) in analysed() {
        let Verdict::Winnable { line } = verdict else {
            continue;
        };
        if line.len() <= SHORT {
            continue;
        }
        let most = SHORT as u32;
        match shortest_helpmate(&pos, colour, most, Duration::from_secs_f64(limit)) {
            Shortest::NoneWithin(_) => none += 1,
            Shortest::OutOfTime { none_within } => {
                println!("out of time: none within {none_within} plies: {fen} {colour:?}");
                open += 1;
            }
            Shortest::Mate(moves) => {
                assert!(replays_to_mate(&pos, colour, &moves), "{fen} {colour:?}");
                println!(
                    "missed: a mate in {} plies (the analyzer's: {}): {fen} {colour:?}",
                    moves.len(),
                    line.len()
                );
                missed.push(moves.len());
            }
        }
    }
    println!(
        "lines over {SHORT} plies: {} proved with no mate within {SHORT}, {open} out of time, {} with a shorter mate missed",
        none,
        missed.len()
    );
    assert_eq!(missed.len(), MISSED, "missed: {missed:?}");
}

/// Whether `moves` replay from `pos` to a mate by `winner`.
fn replays_to_mate(pos: &Chess, winner: Color, moves: &[Move]) -> bool {
    let mut replay = pos.clone();
    for m in moves {
        if !replay.is_legal(*m) {
            return false;
        }
        replay.play_unchecked(*m);
    }
    replay.is_checkmate() && replay.turn() == !winner
}

/// The shortest helpmate by `winner` of at most `plies` plies by brute force: every line, no
/// table, no cut (the oracle's reference).
fn brute_force(pos: &Chess, winner: Color, plies: u32) -> Option<u32> {
    fn within(pos: &Chess, winner: Color, plies: u32) -> bool {
        pos.legal_moves().into_iter().any(|m| {
            let mut child = pos.clone();
            child.play_unchecked(m);
            (pos.turn() == winner && child.is_checkmate())
                || plies > 1 && within(&child, winner, plies - 1)
        })
    }
    (1..=plies).find(|&n| within(pos, winner, n))
}

/// The oracle on composed positions whose shortest helpmate is known: K+Q v K and K+R v K
/// mate in one; K+N v K+P, Black first, a helpmate in two (1... c1=R 2. Ng4 Rg1 3. Nf2#: the
/// new rook boxes its own king in); the K+N v K+P, where White promotes (11 plies:
/// d4 Ne7 d5 Kf6 d6 Kf5 dxe7 Kg4 e8=Q Kh3 Qh5#); K+Q v K and K+R v K from the middle (7 plies,
/// none in 5, as `rules::dead::within`'s own search says); a lone knight (no mate at all).
#[test]
fn the_oracle_finds_known_shortest_helpmates() {
    let long = Duration::from_secs(120);
    for (fen, winner, plies) in [
        ("k7/8/1K6/8/8/8/7Q/8 w - - 0 1", Color::White, Some(1)),
        ("k7/8/1K6/8/8/8/7R/8 w - - 0 1", Color::White, Some(1)),
        ("8/8/7N/8/8/7K/2p5/7k b - - 0 1", Color::White, Some(4)),
        ("8/5k2/8/3n4/8/3P4/5K2/8 w - - 0 60", Color::White, Some(11)),
        ("8/8/4k3/8/8/2QK4/8/8 w - - 0 1", Color::White, Some(7)),
        ("8/8/4k3/8/8/2RK4/8/8 w - - 0 1", Color::White, Some(7)),
        ("8/8/3k4/8/8/4N3/8/3K4 w - - 0 1", Color::White, None),
    ] {
        let pos = parse_fen(fen).unwrap();
        let most = plies.map_or(8, |p| p);
        match (shortest_helpmate(&pos, winner, most, long), plies) {
            (Shortest::Mate(moves), Some(p)) => {
                assert_eq!(moves.len() as u32, p, "{fen}");
                assert!(replays_to_mate(&pos, winner, &moves), "{fen}");
            }
            (Shortest::NoneWithin(n), None) => assert_eq!(n, most, "{fen}"),
            (other, _) => panic!("{fen}: {other:?}"),
        }
    }
}

/// The oracle agrees with brute force (every line, no table, no cut) on the shortest helpmate
/// within four plies, both colours: for positions of the set, and for the positions four and
/// three plies before the end of the analyzer's mating lines from them (a mate within reach).
/// Its table and its cut change no answer.
#[test]
fn the_oracle_agrees_with_brute_force() {
    let mut rng = Rng(0x0a11_0c1e_0033_f00d);
    let (mut mates, mut none) = (0, 0);
    for (white, black) in sides().into_iter().zip(sides().into_iter().rev()) {
        let (fen, start) = position(&mut rng, white, black);
        for winner in [Color::White, Color::Black] {
            let mut positions = vec![start.clone()];
            if let Verdict::Winnable { line } = can_mate(&start, winner, &Budget::default()) {
                let mut pos = start.clone();
                for (i, san) in line.iter().enumerate() {
                    if line.len() - i <= 4 && line.len() - i >= 3 {
                        positions.push(pos.clone());
                    }
                    let m = san.san.to_move(&pos).expect("the line replays");
                    pos.play_unchecked(m);
                }
            }
            for pos in positions {
                let oracle = match shortest_helpmate(&pos, winner, 4, Duration::from_secs(120)) {
                    Shortest::Mate(moves) => {
                        mates += 1;
                        Some(moves.len() as u32)
                    }
                    Shortest::NoneWithin(_) => {
                        none += 1;
                        None
                    }
                    other => panic!("{fen}: {other:?}"),
                };
                assert_eq!(oracle, brute_force(&pos, winner, 4), "{fen} {winner:?}");
            }
        }
    }
    assert!(mates >= 10 && none >= 10, "{mates} mates, {none} none");
}

/// How many of the set's lines may stay over [`SHORT`] plies: none, measured at the commit
/// that gives the short walks toward mating nets (`rules::dead::nets`) 200,000 positions (issue
/// 33: 61 before any look within 20 plies, 42 with the capped rewarded walk and the exhaustive
/// search alone, 23, 22, 20 with the quick looks to 13 and 20 plies, 15 with the looks capped
/// at 11, 15 and 17, 14 with the deepening look, 2 with the nets first, 1 with the nets whose
/// pawns keep to their files first). A guard against lines growing longer.
const LONG_LINES: usize = 0;

/// How many of the long lines the oracle shows a mate within [`SHORT`] plies for: none, as
/// there are none. Before the walks toward the nets, 3 of 14 (the oracle's 10, 12 and 15
/// plies; the program now finds 12, 12 and 15), and with 30 s a case two more among the 14 (13
/// and 15 plies; now 13 and 17).
const MISSED: usize = 0;
