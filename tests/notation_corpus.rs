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
const REFUSED_BETTER: &[(&str, usize, &str)] = &[(
    "unreadable-last-move.pgn",
    1,
    "17.Rd8x#: python-chess reads the Rd8 in it and drops the rest without an error",
)];

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
        print(json.dumps({"uci": [m.uci() for m in game.mainline_moves()],
                          "errors": len(game.errors)}))
"#;

/// python-chess's reading of `file`: per game, the main line in UCI and whether it erred.
fn python_chess(file: &Path) -> Option<Vec<(Vec<String>, bool)>> {
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
            (uci, v["errors"].as_u64().unwrap_or(0) > 0)
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
    assert!(files.len() >= 12, "{files:?}");
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
        for (i, (ours, (uci, erred))) in ours.iter().zip(&theirs).enumerate() {
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
    assert!(games_compared >= 20, "{games_compared}");
    assert_eq!(
        read_better,
        READ_BETTER.len(),
        "every game listed as read better is read"
    );
}
