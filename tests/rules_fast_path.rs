//! The PGN reader's fast path (SAN read without a move list, the no-legal-move test asked once at
//! the end of a game instead of after every ply) against the plain path (every move read with
//! `GameRecord::play_san`, which asks shakmaty and tests for mate and stalemate after every
//! ply): the same records, ends (Art. 5.1.1, 5.2.1, 5.2.2, 9.6) and analyses on the real games
//! of `tests/data/pgn`, on every prefix of them, and on random games that end in mate or
//! stalemate.

use arbiter::rules::analyze::GameAnalysis;
use arbiter::rules::pgn::{PgnGame, parse_games};
use arbiter::rules::{EndRule, GameRecord};
use shakmaty::Position;
#[path = "../benches/common/rng.rs"]
pub(crate) mod rng;
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

/// A blocked pawn wall across the board, both kings on their own side; a black knight on c3
/// which the white king takes: after 1. Kxc3 only the kings and the f-pawn (one step) can move,
/// no king can cross (Art. 5.2.2). The f-pawn is not blocked yet, so the cheap check
/// (`dead::quick_dead`) does not see it: the position is held for the full analysis.
const WALL: &str = "4k3/8/2p1p1p1/1pPpPpPp/pP1P1P1P/P1n5/3K1P2/8 w - - 0 1";

/// The moves `sans` played live from `fen` ([`GameRecord::play_san`], ply by ply) and read back
/// from PGN text ([`parse_games`]): both must be alike ([`assert_same`]). Returns the read game.
fn read_against_live(fen: &str, sans: &[String], what: &str) -> PgnGame {
    let mut live = GameRecord::from_fen(fen).expect("a composed FEN");
    for san in sans {
        live.play_san(san).expect("a legal composed move");
    }
    let moves: Vec<String> = (1..=live.plies()).map(|p| live.ply_label(p)).collect();
    let pgn = format!("[SetUp \"1\"]\n[FEN \"{fen}\"]\n\n{} *\n", moves.join(" "));
    let mut read = parse_games(pgn.as_bytes()).expect(&pgn);
    assert_eq!(read.len(), 1, "{what}");
    assert_same(&read[0], &live, what);
    read.remove(0)
}

fn sans(text: &str) -> Vec<String> {
    text.split_whitespace().map(str::to_string).collect()
}

/// The end a read game must show: `rule` after `ply`.
fn assert_end(game: &PgnGame, rule: EndRule, ply: usize, what: &str) {
    let end = game.record.ending().expect(what);
    assert_eq!((end.rule, end.ply), (rule, ply), "{what}");
}

/// (a) The capture that leaves a blocked pawn wall ends the game there (Art. 5.2.2), though the
/// file goes on: the held position is analysed when the game is read to its end.
/// Its `f3` (ply 7) blocks the last free pawn, which the cheap check sees at once: the held
/// dead position at ply 1 must still win over that later end.
#[test]
fn a_read_game_ends_dead_at_the_capture_that_walls_the_board() {
    let game = read_against_live(WALL, &sans("Kxc3 Kd7 Kd2 Kc7 Ke2 Kb7 f3 Ka7"), "wall");
    assert_end(&game, EndRule::DeadPosition, 1, "wall");
    assert!(game.record.is_void(2), "the moves after the end are void");
}

/// (b) The dead position comes first, so it is the end, not the fivefold repetition (9.6.1)
/// or the 75 moves (9.6.2) the kings' moves after it would make later.
#[test]
fn a_dead_position_read_wins_over_a_later_fivefold_or_75_moves() {
    let cycle = " Kd7 Kd2 Ke8 Kc3";
    let game = read_against_live(WALL, &sans(&format!("Kxc3{}", cycle.repeat(5))), "fivefold");
    assert_end(&game, EndRule::DeadPosition, 1, "fivefold");
    // A long king walk after the end: a fivefold or the 75 moves would come later.
    let mut walk = GameRecord::from_fen(WALL).expect("a composed FEN");
    walk.play_san("Kxc3").expect("legal");
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    while walk.plies() < 200 {
        let moves = walk.position().legal_moves();
        let mv = moves[rng.below(moves.len())];
        walk.play(mv).expect("a legal move");
    }
    let walked: Vec<String> = (1..=walk.plies())
        .map(|p| walk.san(p).expect("a ply"))
        .collect();
    let game = read_against_live(WALL, &walked, "walk");
    assert_end(&game, EndRule::DeadPosition, 1, "walk");
}

/// (c) Games that run past the window of held positions (`DEAD_WINDOW` in `rules::record`, 256 plies) without
/// a dead position: the wall with a knight each, which jump over it and take pawns (captures
/// with no queen or rook: the positions held), played at random (fixed seed). The end, if any,
/// is the one ply by ply finds.
#[test]
fn long_read_games_past_the_window_end_as_played() {
    let start = "4k3/8/2p1p1p1/1pPpPpPp/pP1P1P1P/P7/8/1N1K2n1 w - - 0 1";
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    let (mut long, mut held_late) = (0, 0);
    for _ in 0..12 {
        let mut record = GameRecord::from_fen(start).expect("a composed FEN");
        while record.plies() < 400 && record.ending().is_none_or(|e| e.ply + 20 > record.plies()) {
            let moves = record.position().legal_moves();
            if moves.is_empty() {
                break;
            }
            // Kings step away from the knights, so the knights live long.
            let quiet: Vec<_> = moves
                .iter()
                .filter(|m| m.role() != shakmaty::Role::King || !m.is_capture())
                .collect();
            let pool = if quiet.is_empty() {
                moves.iter().collect()
            } else {
                quiet
            };
            let mv = *pool[rng.below(pool.len())];
            let ply = record.plies() + 1;
            held_late += usize::from(ply > 256 && mv.is_capture());
            record.play(mv).expect("a legal move");
        }
        long += usize::from(record.ending().is_none_or(|e| e.ply > 256));
        let played: Vec<String> = (1..=record.plies())
            .map(|p| record.san(p).expect("a ply"))
            .collect();
        read_against_live(start, &played, &format!("{played:?}"));
    }
    assert!(
        long >= 3 && held_late >= 1,
        "{long} long games, {held_late} late captures"
    );
}

/// (d) A game that ends in checkmate (Art. 5.1.1) after held positions (a capture and pawn
/// moves with no queen or rook on the board): the mate is the end, none of them is dead.
#[test]
fn a_read_game_ending_in_mate_after_held_positions() {
    let game = read_against_live(
        "7k/8/1n4K1/P7/8/8/8/8 w - - 0 1",
        &sans("axb6 Kg8 b7 Kh8 b8=Q#"),
        "mate",
    );
    assert_end(&game, EndRule::Checkmate, 5, "mate");
}

/// (e) Taking plies back from a read game ([`GameRecord::undo_last`]) gives, at every ply, the
/// record the same moves make played live; the dead end (Art. 5.2.2) goes with its ply and
/// comes back when the capture is played again.
#[test]
fn undo_on_a_read_game_matches_the_live_record() {
    let moves = sans("Kxc3 Kd7 Kd2 Kc7 Ke2 Kb7");
    let mut read = read_against_live(WALL, &moves, "undo").record;
    for k in (0..moves.len()).rev() {
        read.undo_last().expect("a ply to take back");
        let mut live = GameRecord::from_fen(WALL).expect("a composed FEN");
        for san in &moves[..k] {
            live.play_san(san).expect("legal");
        }
        assert_eq!(read, live, "after taking back to ply {k}");
        assert_eq!(read.ending(), live.ending(), "after taking back to ply {k}");
        assert_eq!(read.ending().is_some(), k >= 1, "ply {k}");
    }
    read.play_san("Kxc3").expect("legal");
    let end = read.ending().expect("dead again");
    assert_eq!((end.rule, end.ply), (EndRule::DeadPosition, 1));
}
