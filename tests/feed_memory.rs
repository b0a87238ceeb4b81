//! Issue 36, item 3: a `follow` pass holds one feed file's text and the game it chose for each
//! board, not every file's games. Twelve files of 300 long games each (the same boards'
//! games, again and again) are read in a few MB; held together, their games took tens of MB
//! (twelve files of 63 MB took 2.5 GB).
//!
//! The memory is counted by a wrapping global allocator (`cap`, with its high-water mark), so
//! this file holds one test only: another test running beside it would allocate on the same
//! counter.

use std::alloc::System;

use arbiter::cli::follow_cmd::pass;
use arbiter::event::{BoardSetup, EventSettings};
use arbiter::store::Store;
use cap::Cap;

#[global_allocator]
static ALLOCATOR: Cap<System> = Cap::new(System, usize::MAX);

const FILES: usize = 12;
const GAMES: usize = 300;
/// Plies of each game: knights out and back again.
const PLIES: usize = 400;

fn file_text(file: usize) -> String {
    let shuffle = ["Nf3", "Nf6", "Ng1", "Ng8"];
    let mut text = String::new();
    for g in 0..GAMES {
        let board = 1 + (file + g) % 2;
        text.push_str(&format!(
            "[Event \"Open\"]\n[Round \"1\"]\n[Board \"{board}\"]\n[White \"W{board}\"]\n[Black \"B{board}\"]\n[Result \"*\"]\n\n"
        ));
        for p in 0..PLIES {
            if p % 2 == 0 {
                text.push_str(&format!("{}. ", p / 2 + 1));
            }
            text.push_str(shuffle[p % 4]);
            text.push(' ');
        }
        text.push_str("*\n\n");
    }
    text
}

#[test]
fn a_pass_holds_one_file_and_the_chosen_games() {
    let dir = tempfile::tempdir().expect("tempdir");
    let db = dir.path().join("e.sqlite");
    let store = Store::create(&db, &EventSettings::new("Open")).expect("create");
    store
        .add_boards(
            (1..=2)
                .map(|b| {
                    (
                        BoardSetup::new(b, format!("W{b}"), format!("B{b}")),
                        Vec::new(),
                    )
                })
                .collect(),
        )
        .expect("boards");
    let feed = dir.path().join("feed");
    std::fs::create_dir_all(&feed).expect("mkdir");
    let mut total = 0;
    for f in 0..FILES {
        let text = file_text(f);
        total += text.len();
        std::fs::write(feed.join(format!("round{f:02}.pgn")), text).expect("write");
    }
    let sources = vec![feed.display().to_string()];
    let base = ALLOCATOR.allocated();
    let summary = pass(
        &arbiter::i18n::Words::new(arbiter::i18n::Lang::En),
        &store,
        &sources,
        1,
        false,
    )
    .expect("pass");
    let peak = ALLOCATOR.max_allocated().saturating_sub(base);
    // The games were chosen and compared: the repetition ends each by the Laws (Art. 9.6.1),
    // which the pass reports, and the moves before it are recorded.
    assert_eq!(summary.recorded.len(), 4, "{:?}", summary.recorded);
    assert!(
        summary.reported.iter().all(|r| r.contains("9.6.1")),
        "{:?}",
        summary.reported
    );
    eprintln!(
        "{FILES} files, {} MB of PGN: the pass's peak above the start {:.1} MB",
        total / 1_000_000,
        peak as f64 / 1e6
    );
    let one_file = total / FILES;
    assert!(
        peak < 3 * one_file + 4_000_000,
        "peak {peak} bytes for {FILES} files of {one_file} bytes"
    );
}
