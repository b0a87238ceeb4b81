//! Issue 29, item 9: `arbiter rules analyze` holds one game's record up to its end by the Laws,
//! not one game's text. A single game of 3 MB of moves — all but a few void after a fivefold
//! repetition — is analysed in a few MB; kept whole (as `Detail::NoComments` keeps it, the way
//! `analyze` read before) it took tens of MB.
//!
//! The memory is counted by a wrapping global allocator (`cap`, with its high-water mark), so
//! this file holds one test only: another test running beside it would allocate on the same
//! counter.

use std::alloc::System;
use std::io::Read;

use arbiter::rules::analyze::GameAnalysis;
use arbiter::rules::pgn::{Detail, Games};
use cap::Cap;

#[path = "common/repeat.rs"]
mod repeat;
use repeat::Repeat;

#[global_allocator]
static ALLOCATOR: Cap<System> = Cap::new(System, usize::MAX);

/// Four knight moves back and forth (move numbers may be left out in PGN).
const SHUFFLE: &[u8] = b"Nf3 Nf6 Ng1 Ng8 ";
/// 3 MB of moves: 750,000 plies.
const COPIES: usize = 3_000_000 / SHUFFLE.len();

/// One game of 3 MB of moves, read with `detail` and analysed; the analysis and the most the
/// allocator held above what it held before.
fn analyse(detail: Detail) -> (GameAnalysis, usize) {
    let base = ALLOCATOR.allocated();
    let source = (&b"[Event \"Long\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n"[..])
        .chain(Repeat {
            text: SHUFFLE,
            copies: COPIES,
            at: 0,
        })
        .chain(&b"*\n"[..]);
    let mut games = Games::new(source, detail);
    let game = games
        .next_game()
        .expect("readable PGN")
        .expect("one game")
        .expect("legal moves");
    let analysis = GameAnalysis::of(&game);
    drop(game);
    let peak = ALLOCATOR.max_allocated().saturating_sub(base);
    (analysis, peak)
}

#[test]
fn one_enormous_game_is_analysed_in_the_memory_of_its_record_up_to_the_end() {
    // First the bounded read (the high-water mark only ever grows).
    let (bounded, peak) = analyse(Detail::ToTheEnd);
    assert_eq!(bounded.plies, 4 * COPIES);
    assert_eq!(bounded.ended.as_ref().map(|e| e.ply), Some(16));
    assert_eq!(bounded.void_plies, 4 * COPIES - 16);
    assert!(peak < 2 << 20, "held {peak} bytes for a 3 MB game");
    // The same analysis as keeping every ply, which holds far more.
    let (whole, whole_peak) = analyse(Detail::NoComments);
    assert_eq!(bounded, whole);
    assert!(
        whole_peak > 20 << 20,
        "keeping every ply held only {whole_peak} bytes: the test no longer measures anything"
    );
}
