//! Reading PGN one game at a time (issue 21): `arbiter rules analyze` holds one game in memory
//! whatever the length of the file, and gives exactly what reading the whole file at once gives.
//!
//! The memory is counted by a wrapping global allocator (`cap`), so this file holds one test
//! only: another test running beside it would allocate on the same counter.

use std::alloc::System;

use arbiter::rules::analyze::GameAnalysis;
use arbiter::rules::pgn::{Detail, Games, parse_games};
use cap::Cap;

#[path = "common/repeat.rs"]
mod repeat;
use repeat::Repeat;

#[global_allocator]
static ALLOCATOR: Cap<System> = Cap::new(System, usize::MAX);

/// The real games of the test data, one after another.
fn real_games() -> Vec<u8> {
    let mut names: Vec<_> = std::fs::read_dir("tests/data/pgn")
        .expect("tests/data/pgn")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "pgn"))
        .collect();
    names.sort();
    let mut all = Vec::new();
    for name in names {
        all.extend(std::fs::read(&name).expect("readable test PGN"));
        all.extend_from_slice(b"\n\n");
    }
    all
}

/// Stream `copies` copies of `text` and analyse every game; returns the number of games, the
/// plies, and the most memory held (above `base`) while a game and its analysis are in hand.
fn stream(text: &[u8], copies: usize, base: usize) -> (usize, usize, usize) {
    let mut games = Games::new(
        Repeat {
            text,
            copies,
            at: 0,
        },
        Detail::NoComments,
    );
    let (mut count, mut plies, mut held) = (0, 0, 0);
    while let Some(game) = games.next_game().expect("readable PGN") {
        let game = game.expect("a legal game");
        let analysis = GameAnalysis::of(&game);
        held = held.max(ALLOCATOR.allocated().saturating_sub(base));
        count += 1;
        plies += analysis.plies;
    }
    (count, plies, held)
}

#[test]
fn streaming_holds_one_game_and_agrees_with_reading_the_whole_file() {
    let text = real_games();
    // One copy, then five hundred: the most ever held must not grow with the file.
    let base = ALLOCATOR.allocated();
    let per_copy = text.len();
    let (small_games, _, small_peak) = stream(&text, 1, base);
    let (big_games, big_plies, big_peak) = stream(&text, 500, base);
    assert_eq!(big_games, 500 * small_games);
    assert!(big_plies > 250_000, "{big_plies} plies");
    assert!(
        big_peak < small_peak + per_copy,
        "held {big_peak} bytes for 500 copies against {small_peak} for 1"
    );
    // One game and the reader's buffer, not the file ({per_copy} bytes a copy, 500 copies).
    assert!(big_peak < 1 << 20, "held {big_peak} bytes");

    // Independent of the streaming path: the whole file read at once, every game analysed.
    let whole = parse_games(&text).expect("the test data reads");
    let expected: Vec<GameAnalysis> = whole.iter().map(GameAnalysis::of).collect();
    let mut streamed = Vec::new();
    let mut games = Games::new(text.as_slice(), Detail::NoComments);
    while let Some(game) = games.next_game().expect("readable PGN") {
        let game = game.expect("a legal game");
        assert_eq!(game.plies.len(), game.record.plies());
        assert!(game.plies.iter().all(|p| p.comment.is_none()));
        streamed.push(GameAnalysis::of(&game));
    }
    assert_eq!(streamed, expected);
    assert_eq!(games.count(), whole.len());
}
