//! The PGN reader's fast path (SAN read without a move list, the no-legal-move test asked once at
//! the end of a game instead of after every ply) against the plain path (every move read with
//! `GameRecord::play_san`, which asks shakmaty and tests for mate and stalemate after every
//! ply): the same records, ends (Art. 5.1.1, 5.2.1, 5.2.2, 9.6) and analyses on the real games
//! of `tests/data/pgn`, on every prefix of them, and on random games that end in mate or
//! stalemate.

use arbiter::rules::GameRecord;
use arbiter::rules::analyze::GameAnalysis;
use arbiter::rules::pgn::{PgnGame, parse_games};
use shakmaty::Position;
#[path = "../benches/common/rng.rs"]
mod rng;
use rng::Rng;

/// The record the plain path makes of a read game's moves (its FEN tag, if any, as the start).
fn plain(game: &PgnGame, plies: usize) -> GameRecord {
    // The game's variant as its tag says (a Chess960 start reads only in Chess960 mode).
    let variant = arbiter::rules::Variant::from_pgn_tag(game.tag("Variant").unwrap_or(""))
        .expect("the Variant tag was read once already");
    let mut record = match game.tag("FEN") {
        Some(fen) => {
            GameRecord::from_fen_in(fen, variant).expect("the FEN tag was read once already")
        }
        None => GameRecord::for_variant(variant),
    };
    for ply in &game.plies[..plies] {
        record
            .play_san(&ply.san.to_string())
            .expect("the move was read once already");
    }
    record
}

/// The fast and the plain records of `game`, and their analyses, are equal; so is every SAN
/// with its check or mate suffix.
fn assert_same(game: &PgnGame, plain: &GameRecord, what: &str) {
    assert_eq!(&game.record, plain, "{what}");
    assert_eq!(game.record.ending(), plain.ending(), "{what}");
    for ply in 1..=plain.plies() {
        assert_eq!(game.record.san(ply), plain.san(ply), "{what}, ply {ply}");
    }
    let analysis = |r: &GameRecord| {
        arbiter::rules::analyze::analyze_record(r, game.white(), game.black(), game.result())
    };
    assert_eq!(analysis(&game.record), analysis(plain), "{what}");
    assert_eq!(GameAnalysis::of(game), analysis(plain), "{what}");
    // Repetitions against a recount from the identities alone (Art. 9.2.3), up to the end.
    let last = plain.ending().map_or(plain.plies(), |e| e.ply);
    let recount: Vec<(usize, usize)> = (1..=last)
        .filter_map(|ply| {
            let id = plain.id_at(ply)?;
            let n = (0..=ply).filter(|&p| plain.id_at(p) == Some(id)).count();
            assert_eq!(game.record.occurrence_at(ply), Some(n), "{what}, ply {ply}");
            (n >= 2).then_some((ply, n))
        })
        .collect();
    let listed: Vec<(usize, usize)> = analysis(&game.record)
        .repetitions
        .iter()
        .map(|r| (r.ply, r.occurrence))
        .collect();
    assert_eq!(listed, recount, "{what}");
}

fn real_files() -> Vec<(String, String)> {
    let mut files: Vec<(String, String)> = std::fs::read_dir("tests/data/pgn")
        .expect("tests/data/pgn")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "pgn"))
        .map(|p| {
            let text = std::fs::read_to_string(&p).expect("a PGN file");
            (p.display().to_string(), text)
        })
        .collect();
    files.sort();
    files
}

#[test]
fn real_games_read_alike_on_both_paths() {
    let (mut games, mut plies, mut ends, mut repeats) = (0, 0, 0, 0);
    for (name, text) in real_files() {
        for game in parse_games(text.as_bytes()).expect(&name) {
            let what = format!("{name} game {}", game.number);
            assert_same(&game, &plain(&game, game.plies.len()), &what);
            games += 1;
            plies += game.plies.len();
            ends += usize::from(game.record.ending().is_some());
            repeats += GameAnalysis::of(&game).repetitions.len();
        }
    }
    assert!(
        games >= 11 && plies >= 500 && ends >= 2 && repeats >= 10,
        "{games} games, {plies} plies, {ends} ends, {repeats} repetitions"
    );
}

/// Every prefix of every real game, read as a game of its own: the end of the game falls on
/// every ply once (where the fast path settles the last ply), mates included.
#[test]
fn every_prefix_of_the_real_games_reads_alike() {
    let mut mates = 0;
    for (name, text) in real_files() {
        for game in parse_games(text.as_bytes()).expect(&name) {
            let tags: String = game
                .tags
                .iter()
                .filter(|(k, _)| k == "FEN" || k == "SetUp" || k == "Variant")
                .map(|(k, v)| format!("[{k} \"{v}\"]\n"))
                .collect();
            for k in 0..=game.plies.len() {
                let record = plain(&game, k);
                let moves: Vec<String> = (1..=k).map(|p| record.ply_label(p)).collect();
                let pgn = format!("{tags}\n{} *\n", moves.join(" "));
                let read = parse_games(pgn.as_bytes()).expect(&pgn);
                let what = format!("{name} game {} first {k} plies", game.number);
                assert_eq!(read.len(), 1, "{what}");
                assert_same(&read[0], &record, &what);
                mates += usize::from(record.position().is_checkmate());
            }
        }
    }
    assert!(mates >= 1, "no prefix ends in mate");
}

/// Random games (xorshift64*, fixed seed) played to their end: many end in mate or stalemate,
/// which the fast path finds only when it settles the last ply.
#[test]
fn random_games_to_mate_or_stalemate_read_alike() {
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    let (mut mates, mut stalemates) = (0, 0);
    for start in [
        None,
        Some("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1"),
        Some("7k/8/8/8/8/8/2Q5/K7 w - - 0 1"),
        Some("4k3/4p3/8/8/8/8/4P3/4K3 w - - 0 1"),
    ] {
        for _ in 0..150 {
            let mut record = match start {
                Some(fen) => GameRecord::from_fen(fen).expect("a composed FEN"),
                None => GameRecord::new(),
            };
            for _ in 0..400 {
                let moves = record.position().legal_moves();
                if moves.is_empty() {
                    break;
                }
                let i = rng.below(moves.len());
                record.play(moves[i]).expect("a legal move");
            }
            mates += usize::from(record.position().is_checkmate());
            stalemates += usize::from(record.position().is_stalemate());
            let tags = start.map_or(String::new(), |f| format!("[SetUp \"1\"]\n[FEN \"{f}\"]\n"));
            let moves: Vec<String> = (1..=record.plies()).map(|p| record.ply_label(p)).collect();
            let pgn = format!("{tags}\n{} *\n", moves.join(" "));
            let read = parse_games(pgn.as_bytes()).expect(&pgn);
            assert_same(&read[0], &record, &pgn);
        }
    }
    assert!(
        mates >= 10 && stalemates >= 5,
        "{mates} mates, {stalemates} stalemates"
    );
}
