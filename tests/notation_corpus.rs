//! Issue 34: the PGN files of `tests/data` (real games, e-board exports, scoresheets written in
//! the notations of the Laws' Appendix C; sources in each file or folder) read as python-chess
//! reads them, or better. Every difference is listed here with its reason.
//!
//! Needs `python3` with python-chess (`pip install chess`); prints "skipped: …" without them.

use std::path::{Path, PathBuf};
use std::process::Command;

use arbiter::rules::pgn::parse_each;
use shakmaty::Position;

/// Games python-chess cannot read and arbiter reads, with why (file, 1-based game).
const READ_BETTER: &[(&str, usize, &str)] = &[
    (
        "castling-non-breaking-hyphen.pgn",
        1,
        "8. O\u{2011}O with a non-breaking hyphen (lichess issue, scalachess's weirdDashes): \
         python-chess drops it and errs at 8...Ba6",
    ),
    (
        "scoresheet-endings.pgn",
        7,
        "a8(Q): Appendix C's promotion piece in brackets; python-chess reads a8 alone",
    ),
    (
        "scoresheet-endings.pgn",
        8,
        "a8/Q: the promotion piece after a slash; python-chess reads a8 alone",
    ),
];

/// Games python-chess reads without an error and arbiter refuses by name, with why.
const REFUSED_BETTER: &[(&str, usize, &str)] = &[
    (
        "unreadable-last-move.pgn",
        1,
        "17.Rd8x#: python-chess reads the Rd8 in it and drops the rest without an error",
    ),
    (
        "anastasian-lewis.pgn",
        1,
        "41...Z0: a null move (ChessBase's), no move under the Laws (Art. 1.2: the players \
         move alternately); python-chess plays it as a pass",
    ),
    (
        "test-allownullmoves.pgn",
        1,
        "31...--: a null move (pgn-extract --allownullmoves), no move under the Laws",
    ),
    (
        "test-allownullmoves.pgn",
        2,
        "1...--: a null move, no move under the Laws",
    ),
    (
        "antichess-programfox.pgn",
        1,
        "[Variant \"Antichess\"]: not chess; refused by name (issue 34 item 4)",
    ),
    (
        "antichess-programfox.pgn",
        2,
        "[Variant \"Antichess\"]: not chess; refused by name",
    ),
];

/// Every `.pgn` under `dir`, sorted.
fn pgn_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut paths: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    paths.sort();
    for p in paths {
        if p.is_dir() {
            pgn_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "pgn") {
            out.push(p);
        }
    }
}

const PYTHON: &str = r#"
import json, sys
import chess.pgn
with open(sys.argv[1], encoding="utf-8-sig", errors="replace") as f:
    while (game := chess.pgn.read_game(f)) is not None:
        board = game.end().board()
        print(json.dumps({"uci": [m.uci() for m in game.mainline_moves()],
                          "errors": len(game.errors),
                          "end": board.board_fen() + (" w" if board.turn else " b")}))
"#;

/// python-chess's reading of one game: the main line in UCI, whether it erred, and the final
/// position (placement and side to move).
struct Theirs {
    uci: Vec<String>,
    erred: bool,
    end: String,
}

/// python-chess's reading of `file`, game by game.
fn python_chess(file: &Path) -> Option<Vec<Theirs>> {
    let out = Command::new("python3")
        .args(["-c", PYTHON])
        .arg(file)
        .output()
        .ok()?;
    if !out.status.success() {
        return None;
    }
    let games = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| {
            let v: serde_json::Value = serde_json::from_str(l).expect("json line");
            let uci = v["uci"]
                .as_array()
                .expect("uci")
                .iter()
                .map(|m| m.as_str().unwrap_or_default().to_owned())
                .collect();
            Theirs {
                uci,
                erred: v["errors"].as_u64().unwrap_or(0) > 0,
                end: v["end"].as_str().unwrap_or_default().to_owned(),
            }
        })
        .collect();
    Some(games)
}

#[test]
fn the_data_corpus_reads_as_python_chess_reads_it_or_better() {
    let has_chess = Command::new("python3")
        .args(["-c", "import chess.pgn"])
        .output()
        .is_ok_and(|o| o.status.success());
    if !has_chess {
        println!("skipped: python3 with python-chess (pip install chess) is not installed");
        return;
    }
    let mut files = Vec::new();
    pgn_files(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data"),
        &mut files,
    );
    assert!(files.len() >= 35, "{files:?}");
    let mut games_compared = 0;
    let mut read_better = 0;
    for file in &files {
        let name = file.file_name().and_then(|n| n.to_str()).unwrap_or("?");
        let theirs = python_chess(file).expect("python-chess runs");
        let bytes = std::fs::read(file).expect("read");
        let Ok(ours) = parse_each(&bytes) else {
            panic!("{name}: not PGN for arbiter");
        };
        assert_eq!(ours.len(), theirs.len(), "{name}: games");
        for (i, (ours, theirs)) in ours.iter().zip(&theirs).enumerate() {
            let (uci, erred) = (&theirs.uci, &theirs.erred);
            games_compared += 1;
            let number = i + 1;
            let better = READ_BETTER
                .iter()
                .any(|(f, g, _)| *f == name && *g == number);
            match ours {
                Ok(game) => {
                    let r = &game.record;
                    let our_uci: Vec<String> = (1..=r.plies())
                        .filter_map(|p| r.move_at(p))
                        // A Chess960 game's castling as python-chess writes it: the king
                        // takes its own rook (Guidelines II).
                        .map(|m| m.to_uci(r.start().castles().mode()).to_string())
                        .collect();
                    if *erred {
                        assert!(
                            better,
                            "{name} game {number}: python-chess erred, arbiter read it"
                        );
                        assert!(our_uci.starts_with(uci) && our_uci.len() > uci.len());
                        read_better += 1;
                    } else {
                        assert!(
                            !better,
                            "{name} game {number}: listed as better, read alike"
                        );
                        assert_eq!(&our_uci, uci, "{name} game {number}");
                        let end = r.position();
                        let turn = if end.turn().is_white() { "w" } else { "b" };
                        assert_eq!(
                            format!("{} {turn}", end.board()),
                            theirs.end,
                            "{name} game {number}: final position"
                        );
                    }
                }
                // Refused by name (the malformed files): python-chess must have erred too.
                Err(e) => {
                    let listed = REFUSED_BETTER
                        .iter()
                        .any(|(f, g, _)| *f == name && *g == number);
                    assert!(
                        *erred != listed,
                        "{name} game {number}: arbiter refused: {e}"
                    );
                }
            }
        }
    }
    assert!(games_compared >= 60, "{games_compared}");
    assert_eq!(
        read_better,
        READ_BETTER.len(),
        "every game listed as read better is read"
    );
}

/// The games of one file of the public corpus (`tests/data/pgn/<source>/`, sources in its
/// README), each read or refused.
fn corpus(path: &str) -> Vec<Result<arbiter::rules::pgn::PgnGame, arbiter::rules::RulesError>> {
    let file = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/pgn")
        .join(path);
    let bytes = std::fs::read(&file).expect("corpus file");
    parse_each(&bytes).expect("PGN")
}

/// The one game of `path`, read.
fn read_one(path: &str) -> arbiter::rules::GameRecord {
    let mut games = corpus(path);
    assert_eq!(games.len(), 1, "{path}");
    match games.remove(0) {
        Ok(game) => game.record,
        Err(e) => panic!("{path}: {e}"),
    }
}

/// Issue 34: the real files in the notations of Appendix C and of e-boards and engines, and
/// the real Chess960 files, read to their last move (without python-chess: the counts and
/// positions here were checked against it, see the README of each source).
#[test]
fn the_public_corpus_reads_appendix_c_coordinates_and_chess960() {
    // An over-the-board scoresheet typed as written: "70. Rh7++" (C.13) mates.
    let r = read_one("scalachess/handwritten-lisbon-2014.pgn");
    assert_eq!((r.plies(), r.ply_label(139)), (139, "70.Rh7#".to_owned()));
    assert!(r.position().is_checkmate());
    // Correspondence chess in the long form (C.12): "Nb1c3", "d5xe4", "e2e4".
    assert_eq!(
        read_one("scalachess/chess-by-post-long-algebraic.pgn").plies(),
        100
    );
    // En passant marked "e.p.", spaced or glued, and "ep".
    for (file, plies, label) in [
        ("scalachess/enpassant-ep-spaced.pgn", 36, "18.bxa6"),
        ("scalachess/enpassant-ep-glued.pgn", 36, "18.bxa6"),
        ("scalachess/enpassant-ep-short.pgn", 5, "3.exf6"),
    ] {
        let r = read_one(file);
        let ep_ply = if plies == 36 { 35 } else { 5 };
        assert_eq!(
            (r.plies(), r.ply_label(ep_ply)),
            (plies, label.to_owned()),
            "{file}"
        );
    }
    // Castling written with a non-breaking hyphen (U+2011).
    let r = read_one("scalachess/castling-non-breaking-hyphen.pgn");
    assert_eq!((r.plies(), r.ply_label(15)), (74, "8.O-O".to_owned()));
    // `%` escape lines (PGN standard 6) at the top of the file and inside the movetext.
    assert_eq!(
        read_one("scalachess/chessgames-escape-lines.pgn").plies(),
        106
    );
    // pgn-extract's long forms of one game (hyphenated and plain coordinates, with the piece
    // letters and "x", UCI): the same 72 plies and the same final position as its SAN.
    let san = corpus("pgn-extract/test-checkmate.pgn")
        .pop()
        .expect("three games")
        .expect("read");
    assert_eq!(san.record.plies(), 72);
    for form in ["halg", "lalg", "xlalg", "elalg", "uci"] {
        let path = format!("pgn-extract/test-WW{form}-out.pgn");
        let game = corpus(&path).pop().expect("a game").expect("read");
        assert_eq!(game.record.plies(), 72, "{path}");
        assert_eq!(game.record.position(), san.record.position(), "{path}");
    }
    // Promotion in coordinates, the piece in upper or lower case ("d7d8R", "d7d8r").
    let promotions: Vec<String> = corpus("pgn-extract/test-promotion-in.pgn")
        .into_iter()
        .map(|g| g.expect("read").record.ply_label(1))
        .collect();
    assert_eq!(
        promotions,
        [
            "55.d8=R#", "55.d8=N", "55.d8=B", "55.d8=Q#", "55.d8=R#", "55.d8=N", "55.d8=B",
            "55.d8=Q#"
        ]
        .map(str::to_owned)
    );
    // An engine game in UCI coordinates, castling as the king's two squares ("e1c1").
    let r = read_one("python-chess/uci-moves.pgn");
    assert_eq!((r.plies(), r.ply_label(29)), (113, "15.O-O-O".to_owned()));
    // Chess960: a DGT LiveChess export ("Fischerandom", Shredder-FEN "HAha"), a lichess game
    // (X-FEN "KQkq"), cutechess-cli engine games ("fischerandom").
    let r = read_one("scalachess/dgt-livechess-fischerandom-kasparov-topalov.pgn");
    assert_eq!(r.start().castles().mode(), shakmaty::CastlingMode::Chess960);
    assert_eq!((r.plies(), r.ply_label(19)), (51, "10.O-O+".to_owned()));
    let r = read_one("scalachess/lichess-chess960-casual.pgn");
    assert_eq!(r.start().castles().mode(), shakmaty::CastlingMode::Chess960);
    assert_eq!(r.plies(), 42);
    assert!(r.position().is_checkmate());
    let plies: Vec<usize> = corpus("python-chess/cutechess-fischerrandom.pgn")
        .into_iter()
        .map(|g| g.expect("read").record.plies())
        .collect();
    assert_eq!(plies, [120, 99, 70, 107]);
}

/// The files of the public corpus that are wrong, refused by name.
#[test]
fn the_public_corpus_files_that_are_wrong_are_refused_by_name() {
    // A DGT LiveChess export that lost a move: 57.Rb6+ checks, and 57...Re1 leaves the king
    // in check (python-chess stops there too).
    let mut games = corpus("scalachess/dgt-livechess-figueira-2017.pgn");
    let err = games.remove(0).expect_err("illegal").to_string();
    assert!(err.contains("57...Re1: illegal"), "{err}");
    // Null moves ("Z0", "--") and a variant that is not chess.
    for (file, text) in [
        // pgn-reader names ChessBase's null move "Z0" by its SAN, "--".
        ("python-chess/anastasian-lewis.pgn", "41...--"),
        ("pgn-extract/test-allownullmoves.pgn", "31...--"),
        ("python-chess/antichess-programfox.pgn", "Antichess"),
    ] {
        let err = corpus(file).remove(0).expect_err("refused").to_string();
        assert!(err.contains(text), "{file}: {err}");
    }
}
