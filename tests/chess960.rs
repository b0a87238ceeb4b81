//! Chess960 boards (issue 34 item 4; FIDE Laws, Guidelines II) through the binary: a board by
//! its start number, castling both ways with the king and rook on the standard squares, a 9.2
//! claim, the PGN out (read back by python-chess with `chess960=True`), a DGT-style PGN in
//! (`import game`, `follow`), and other variants refused by name.

use std::path::{Path, PathBuf};

use serde_json::Value;

use crate::common::locale::arbiter;

/// The game of `tests/data/chess960_dgt_livechess.pgn` on start position 534 (RNBKQBNR):
/// White castles long (king d1→c1, rook a1→d1), Black short (king d8→g8, rook h8→f8), then the
/// knights repeat the position three times.
const GAME: [&str; 19] = [
    "Nc3", "Nf6", "d4", "e6", "Bf4", "Be7", "O-O-O", "d6", "e3", "Qd7", "Nf3", "O-O", "Ng1", "Nc6",
    "Nf3", "Nb8", "Ng1", "Nc6", "Nf3",
];

// The binary's output, the command having succeeded (the tests' shared helper).
use crate::common::locale::run_ok as ok;

fn failed(db: &Path, args: &[&str]) -> String {
    let out = arbiter(db).args(args).output().expect("run");
    assert!(!out.status.success(), "{args:?} succeeded");
    String::from_utf8_lossy(&out.stderr).into_owned()
}

fn event(dir: &Path) -> PathBuf {
    let db = dir.join("960.sqlite");
    ok(
        &db,
        &["init", "--event", "Freestyle Open", "--control", "90m+30s"],
    );
    db
}

fn add(db: &Path, extra: &[&str]) -> Value {
    let mut args = vec!["board", "add", "--white", "Ann", "--black", "Bob", "--json"];
    args.extend_from_slice(extra);
    serde_json::from_str(&ok(db, &args)).expect("json")
}

fn show(db: &Path, board: &str) -> Value {
    serde_json::from_str(&ok(db, &["show", board, "--json"])).expect("json")
}

/// The piece placement of a FEN.
fn placement(fen: &Value) -> String {
    fen.as_str()
        .and_then(|f| f.split(' ').next())
        .unwrap_or_default()
        .to_owned()
}

#[test]
fn a_board_by_start_number_has_the_scharnagl_array_and_xfen() {
    let dir = tempfile::tempdir().expect("tmp");
    let db = event(dir.path());
    for (n, fen) in [
        (
            "0",
            "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1",
        ),
        (
            "518",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        ),
        (
            "959",
            "rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB w KQkq - 0 1",
        ),
        (
            "534",
            "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w KQkq - 0 1",
        ),
    ] {
        let board = add(&db, &["--chess960", n]);
        assert_eq!(board["variant"], "chess960", "{board}");
        assert_eq!(board["fen"], fen, "{n}");
    }
    // The text form names the number.
    let out = ok(
        &db,
        &[
            "board",
            "add",
            "--white",
            "C",
            "--black",
            "D",
            "--chess960",
            "0",
        ],
    );
    assert!(
        out.contains("Chess960 (Guidelines II), start position 0:"),
        "{out}"
    );
    // A Shredder-FEN start is kept as X-FEN; the number is found again.
    let board = add(
        &db,
        &[
            "--chess960",
            "--fen",
            "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1",
        ],
    );
    assert_eq!(
        board["fen"],
        "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1"
    );
    let err = failed(
        &db,
        &[
            "board",
            "add",
            "--white",
            "E",
            "--black",
            "F",
            "--chess960",
            "960",
        ],
    );
    assert!(err.contains("from 0 to 959"), "{err}");
    let err = failed(
        &db,
        &["board", "add", "--white", "E", "--black", "F", "--chess960"],
    );
    assert!(err.contains("needs a start position"), "{err}");
    // The same X-FEN on a standard board is not a position of standard chess.
    let err = failed(
        &db,
        &[
            "board",
            "add",
            "--white",
            "E",
            "--black",
            "F",
            "--fen",
            "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1",
        ],
    );
    assert!(err.contains("--fen"), "{err}");
}

/// Guidelines II: O-O-O puts the king on c1 and the rook on d1, O-O the king on g8 and the rook
/// on f8, wherever they stood; the position then repeats and a 9.2 claim is upheld.
#[test]
fn castling_both_ways_ends_on_the_standard_squares_and_a_threefold_claim_holds() {
    let dir = tempfile::tempdir().expect("tmp");
    let db = event(dir.path());
    add(&db, &["--chess960", "534"]);
    for m in &GAME[..7] {
        ok(&db, &["move", "1", m]);
    }
    // 4.O-O-O: king d1→c1, rook a1→d1 (the king passed over no square, the rook over b1 c1).
    assert_eq!(
        placement(&show(&db, "1")["fen"]),
        "rnbkq2r/ppppbppp/4pn2/8/3P1B2/2N5/PPP1PPPP/2KRQBNR"
    );
    for m in &GAME[7..12] {
        ok(&db, &["move", "1", m]);
    }
    // 6...O-O: king d8→g8, rook h8→f8.
    assert_eq!(
        placement(&show(&db, "1")["fen"]),
        "rnb2rk1/pppqbppp/3ppn2/8/3P1B2/2N1PN2/PPP2PPP/2KRQB1R"
    );
    for m in &GAME[12..] {
        ok(&db, &["move", "1", m]);
    }
    let out = ok(&db, &["claim", "1", "repetition", "--move", "Nb8"]);
    assert!(out.contains("rules engine: correct"), "{out}");
    ok(&db, &["decide", "1", "upheld"]);
    assert_eq!(show(&db, "1")["result"], "1/2-1/2");
}

/// The repetition identity counts castling rights (Art. 9.2.3), Chess960 style: on BBQNNRKR
/// the h-rooks leave and come back, so the placement after 1...h6 stands again without the
/// O-O rights — another position. Only its third standing without them makes a threefold.
#[test]
fn a_position_without_a_castling_right_it_had_is_another_position() {
    let dir = tempfile::tempdir().expect("tmp");
    let db = event(dir.path());
    add(&db, &["--chess960", "0"]);
    for m in ["h3", "h6", "Rh2", "Rh7", "Rh1", "Rh8", "Rh2", "Rh7", "Rh1"] {
        ok(&db, &["move", "1", m]);
    }
    // The placement of 1...h6 would stand a third time, but twice without the O-O rights.
    let out = ok(&db, &["claim", "1", "repetition", "--move", "Rh8"]);
    assert!(out.contains("rules engine: incorrect"), "{out}");
    // Rejected: the written move is played (Art. 9.5.3); one more round trip.
    ok(&db, &["decide", "1", "rejected"]);
    for m in ["Rh2", "Rh7", "Rh1"] {
        ok(&db, &["move", "1", m]);
    }
    let out = ok(&db, &["claim", "1", "repetition", "--move", "Rh8"]);
    assert!(out.contains("rules engine: correct"), "{out}");
}

fn python_chess() -> bool {
    std::process::Command::new("python3")
        .args(["-c", "import chess.pgn"])
        .output()
        .map(|o| o.status.success())
        .unwrap_or(false)
}

/// The export carries `[Variant "Chess960"]`, `[SetUp "1"]` and the X-FEN; python-chess reads it
/// as Chess960 and replays every move to the same final position.
#[test]
fn the_pgn_export_reads_in_python_chess_as_chess960() {
    let dir = tempfile::tempdir().expect("tmp");
    let db = event(dir.path());
    add(&db, &["--chess960", "534"]);
    for m in &GAME {
        ok(&db, &["move", "1", m]);
    }
    let fen = show(&db, "1")["fen"]
        .as_str()
        .unwrap_or_default()
        .to_owned();
    let pgn = ok(&db, &["export", "pgn"]);
    assert!(pgn.contains("[Variant \"Chess960\"]\n"), "{pgn}");
    assert!(pgn.contains("[SetUp \"1\"]\n"), "{pgn}");
    assert!(
        pgn.contains("[FEN \"rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w KQkq - 0 1\"]"),
        "{pgn}"
    );
    assert!(
        pgn.contains("4. O-O-O") && pgn.contains("6... O-O "),
        "{pgn}"
    );
    if !python_chess() {
        eprintln!("skipped: python3 with python-chess is not installed");
        return;
    }
    let file = dir.path().join("out.pgn");
    std::fs::write(&file, &pgn).expect("write");
    let script = "import sys, chess.pgn\n\
        g = chess.pgn.read_game(open(sys.argv[1]))\n\
        assert not g.errors, g.errors\n\
        b = g.end().board()\n\
        print(g.board().chess960, g.board().chess960_pos(), len(g.end().board().move_stack), b.fen())\n";
    let out = std::process::Command::new("python3")
        .args(["-c", script])
        .arg(&file)
        .output()
        .expect("python3");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let line = String::from_utf8_lossy(&out.stdout).trim().to_owned();
    assert_eq!(line, format!("True 534 19 {fen}"));
}

/// The composed DGT LiveChess-style file (its note: the `.md` beside it).
fn dgt_file() -> String {
    format!(
        "{}/tests/data/pgn/chess960-dgt-livechess.pgn",
        env!("CARGO_MANIFEST_DIR")
    )
}

/// A DGT LiveChess-style file (`Variant "Fischerandom"`, Shredder-FEN `HAha`) imports onto a
/// Chess960 board; onto a standard board it is refused, saying why.
#[test]
fn a_dgt_chess960_pgn_imports_onto_its_board() {
    let dir = tempfile::tempdir().expect("tmp");
    let db = event(dir.path());
    add(&db, &["--chess960", "534"]);
    add(&db, &[]);
    let file = dgt_file();
    ok(&db, &["import", "game", "1", &file]);
    let board = show(&db, "1");
    assert_eq!(board["moves"].as_array().map(Vec::len), Some(20), "{board}");
    assert_eq!(
        placement(&board["fen"]),
        "rnb2rk1/pppqbppp/3ppn2/8/3P1B2/2N1PN2/PPP2PPP/2KRQB1R"
    );
    let err = failed(&db, &["import", "game", "2", &file]);
    assert!(
        err.contains("does not start where board 1.2 starts"),
        "{err}"
    );
    assert!(err.contains("chess960"), "{err}");
}

/// The feed reads a Chess960 game onto a Chess960 board (castling as O-O / O-O-O).
#[test]
fn the_feed_follows_a_chess960_game() {
    let dir = tempfile::tempdir().expect("tmp");
    let db = event(dir.path());
    add(&db, &["--chess960", "534"]);
    let src = std::fs::read_to_string(dgt_file()).expect("read");
    let feed = dir.path().join("round.pgn");
    std::fs::write(&feed, src.replace("[Round \"3.1\"]", "[Round \"1.1\"]")).expect("write");
    let out = arbiter(&db)
        .args(["follow"])
        .arg(&feed)
        .arg("--once")
        .output()
        .expect("run");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let board = show(&db, "1");
    assert_eq!(board["moves"].as_array().map(Vec::len), Some(20), "{board}");
}

/// Any other variant is refused by name, by `import game` and by the feed.
#[test]
fn other_variants_are_refused_by_name() {
    let dir = tempfile::tempdir().expect("tmp");
    let db = event(dir.path());
    add(&db, &[]);
    let file = dir.path().join("atomic.pgn");
    std::fs::write(
        &file,
        "[Event \"x\"]\n[Round \"1.1\"]\n[White \"Ann\"]\n[Black \"Bob\"]\n[Variant \"Atomic\"]\n\n1. e4 e5 *\n",
    )
    .expect("write");
    let err = failed(&db, &["import", "game", "1", &file.display().to_string()]);
    assert!(err.contains("variant Atomic is not supported"), "{err}");
    assert!(err.contains("line 5"), "{err}");
    let out = arbiter(&db)
        .args(["follow"])
        .arg(&file)
        .arg("--once")
        .output()
        .expect("run");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("variant Atomic is not supported"), "{err}");
    assert_eq!(show(&db, "1")["moves"].as_array().map(Vec::len), Some(0));
}

/// A Chess960 game decided after fewer than one move each is scored, not rated, as a standard
/// one (the start FEN a 960 board keeps is its start, not an adjourned position).
#[test]
fn a_chess960_game_of_one_move_is_scored_not_rated() {
    let dir = tempfile::tempdir().expect("tmp");
    let db = event(dir.path());
    add(&db, &["--chess960", "534"]);
    ok(&db, &["move", "1", GAME[0]]);
    ok(&db, &["result", "1", "1-0", "--reason", "Black resigns"]);
    let board = show(&db, "1");
    assert!(
        board["result"]
            .as_str()
            .is_some_and(|r| r.contains("not rated")),
        "{board}"
    );
    // Set up from a position that is no 960 start: judged as recorded.
    add(&db, &["--fen", "4k3/8/8/8/8/8/4P3/4K3 w - - 0 40"]);
    ok(&db, &["move", "2", "e4"]);
    ok(&db, &["result", "2", "1-0", "--reason", "Black resigns"]);
    assert_eq!(show(&db, "2")["result"], "1-0");
}
